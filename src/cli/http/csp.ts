/**
 * Content-Security-Policy strings, one place for every server that sets them (`exactly serve`,
 * `vite preview`, the built index.html's meta tag).
 */

import { FIRST_SCREEN_BOOT_SCRIPT_SOURCE } from '../../shared/first-screen-boot-hash';

/** API responses are JSON and are never rendered: nothing may load from them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The app's policy. Scripts only from the app's own origin — never eval, nor inline but for one script named by its hash. Styles
 * need 'unsafe-inline': CodeMirror's style-mod mounts its themes as a <style> element and the
 * editor puts style attributes on its lines, and `style-src 'self'` blocks both (measured in
 * Chromium: the editor loses its layout; e2e/csp.spec.ts checks it stays styled with no
 * violation). Inline styles cannot run code, and no user text is ever rendered as HTML.
 * Directives a meta tag ignores (frame-ancestors) are only in the header variant. The one inline
 * script, which says before the first paint whether the built first screen is this visit's
 * (src/shared/first-screen-boot.ts), is allowed by its hash alone.
 */
const APP_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  `script-src 'self' ${FIRST_SCREEN_BOOT_SCRIPT_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export const APP_CONTENT_SECURITY_POLICY_META = APP_DIRECTIVES.join('; ');
export const APP_CONTENT_SECURITY_POLICY = [...APP_DIRECTIVES, "frame-ancestors 'none'"].join('; ');

/**
 * A Vite plugin that writes the app's policy into the built index.html as a meta tag, first in
 * <head> so it governs every script after it. Build only: the dev server injects an inline React
 * refresh preamble and inline <style> elements that the policy rightly forbids.
 */
export function cspMetaTagPlugin(): {
  name: string;
  apply: 'build';
  transformIndexHtml: () => Array<{ tag: string; attrs: Record<string, string>; injectTo: 'head-prepend' }>;
} {
  return {
    name: 'exactly:csp-meta-tag',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: APP_CONTENT_SECURITY_POLICY_META },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/** Headers for `vite preview` (and any static host): the full policy, including frame-ancestors. */
export const APP_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': APP_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
