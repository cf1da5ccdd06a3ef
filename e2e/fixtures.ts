// Helpers shared by the PWA and offline specs. Browser-side code is passed to page.evaluate as
// short string expressions: the e2e files compile under tsconfig.node.json, which has no DOM
// types. (Not to page.waitForFunction: a string predicate needs eval, which the app's CSP forbids;
// expect.poll over page.evaluate does the waiting instead.)
import { expect, type Page } from '@playwright/test';

/** The tab routes of the app (hash routing), in tab order. */
export const TAB_ROUTES = ['#/working', '#/evaluate', '#/check', '#/trace', '#/subtract'] as const;

/**
 * Waits until a service worker controls `page`. The first worker claims the page that registered
 * it (clientsClaim), so no reload is needed after a first visit. Installing means precaching the
 * whole build (~800 kB): on a shared 2-core machine at a load average of 40 that took over 15 s.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), {
      timeout: 60_000,
      message: 'a service worker controls the page',
    })
    .toBe(true);
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = '89504e470d0a1a0a';
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe(signature);
  expect(bytes.subarray(12, 16).toString('latin1'), 'first chunk').toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Collects uncaught page errors and console errors from the moment it is called. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}
