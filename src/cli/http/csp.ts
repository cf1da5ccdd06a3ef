/**
 * Content-Security-Policy strings, one place for every server that sets them (`exactly serve`,
 * `vite preview`, the built index.html's meta tag).
 */

/** API responses are JSON and are never rendered: nothing may load from them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The app's policy. Scripts only from the app's own origin — never inline, never eval. Styles
 * likewise; CodeMirror's style-mod uses adoptedStyleSheets, which style-src does not govern, so
 * no 'unsafe-inline' is needed (e2e/csp.spec.ts checks it). Directives a meta tag ignores
 * (frame-ancestors) are only in the header variant.
 */
const APP_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
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
