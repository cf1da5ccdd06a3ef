/**
 * The first screen as the build renders it into index.html (scripts/first-screen-plugin.ts):
 * the whole app as a first visit starts it, so whatever the landing tab comes to hold is in the
 * built page too. Run by the build in Node, never shipped.
 */
import { renderToString } from 'react-dom/server';
import { AppRoot } from '../App';

export function renderFirstScreen(): string {
  return renderToString(<AppRoot />);
}

export { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_BOOT_SCRIPT } from './boot-script';
