import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/i18n-store';

interface Props {
  tabName: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/**
 * Contains a bug in one tab to that tab. The tab's input lives in its store (tab-store.ts),
 * outside this tree, so "Try again" brings the tab back with everything the user typed.
 */
export class TabErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.tabName} tab failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="notice notice-error" role="alert">
        <p>{t('boundary.failed', { tab: this.props.tabName, message: this.state.error.message })}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          {t('boundary.retry')}
        </button>
      </div>
    );
  }
}
