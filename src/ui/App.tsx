import { lazy, StrictMode, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import WorkingTab from './working/WorkingTab';
import { TabErrorBoundary } from './common/TabErrorBoundary';
import { createQueryClient } from './queries';
import { TABS, type TabId } from './tabs';
import { useHashTab } from './useHashTab';
import { UpdatePrompt } from './UpdatePrompt';
import { RequestDropZone } from './open-request/RequestDropZone';
import { SavedWorkGate } from './persistence/SavedWorkGate';
import { Message, useT } from './i18n';
import { AppHeader } from './AppHeader';
import { AppNotes } from './AppNotes';

// Tabs other than the first screen's load when first opened.
const EvaluateTab = lazy(() => import('./evaluate/EvaluateTab'));
const CheckTab = lazy(() => import('./check/CheckTab'));
const TraceTab = lazy(() => import('./trace/TraceTab'));
const SubtractTab = lazy(() => import('./subtract/SubtractTab'));
const ClassTab = lazy(() => import('./class/ClassTab'));

const TAB_CONTENT: Record<TabId, () => ReactNode> = {
  working: () => <WorkingTab />,
  evaluate: () => <EvaluateTab />,
  check: () => <CheckTab />,
  trace: () => <TraceTab />,
  subtract: () => <SubtractTab />,
  class: () => <ClassTab />,
};

/** Where arrow keys, Home and End move from tab `index` of `count` (automatic activation, roving tabindex). */
const TAB_KEYS = new Map<string, (index: number, count: number) => number>([
  ['ArrowRight', (index, count) => (index + 1) % count],
  ['ArrowLeft', (index, count) => (index + count - 1) % count],
  ['Home', () => 0],
  ['End', (_, count) => count - 1],
]);

/** The app's one query client: the build's first screen fills it with its answers (first-screen/). */
export const queryClient = createQueryClient();

export function App() {
  const [active, select] = useHashTab();
  const t = useT();
  // A tab stays mounted (hidden) once visited, so switching back finds it as it was.
  const [visited, setVisited] = useState<ReadonlySet<TabId>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set([...visited, active]));
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  // The active tab is always in sight in the tab strip (it scrolls sideways on a phone).
  useEffect(() => {
    tabRefs.current[active]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const activate = (tab: TabId, focus: boolean) => {
    select(tab);
    if (focus) tabRefs.current[tab]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = TAB_KEYS.get(event.key);
    if (move === undefined) return;
    event.preventDefault();
    activate(TABS[move(index, TABS.length)]!.id, true);
  };

  return (
    <QueryClientProvider client={queryClient}>
      <AppHeader />
      <main className="app-main">
        <AppNotes />
        <div role="tablist" aria-label={t('app.tablist')} className="tablist">
          {TABS.map((tab, index) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-controls={`panel-${tab.id}`}
              aria-selected={tab.id === active}
              tabIndex={tab.id === active ? 0 : -1}
              title={t(`tab.${tab.id}.title`)}
              className="tab"
              onClick={() => activate(tab.id, false)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {t(`tab.${tab.id}`)}
            </button>
          ))}
        </div>
        {TABS.map((tab) => (
          <section
            key={tab.id}
            role="tabpanel"
            id={`panel-${tab.id}`}
            aria-labelledby={`tab-${tab.id}`}
            hidden={tab.id !== active}
            className="tabpanel"
          >
            {visited.has(tab.id) && (
              <TabErrorBoundary tabName={t(`tab.${tab.id}`)}>
                <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
                  <SavedWorkGate tab={tab.id}>{TAB_CONTENT[tab.id]()}</SavedWorkGate>
                </Suspense>
              </TabErrorBoundary>
            )}
          </section>
        ))}
      </main>
      <footer className="app-footer">
        <p>
          <Message id="app.footer" params={{ command: <code>exactly --help</code> }} />
        </p>
      </footer>
      <UpdatePrompt />
      <RequestDropZone tab={active} />
    </QueryClientProvider>
  );
}

/** The app as the page mounts it, and as the build renders its first screen (first-screen/render.tsx). */
export function AppRoot() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
