import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startDistServer } from './dist-server';
import { TAB_ROUTES, collectPageErrors, pngSize, waitForServiceWorkerControl } from './fixtures';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface WebAppManifest {
  name?: string;
  short_name?: string;
  description?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: ManifestIcon[];
}

test('the manifest is linked, complete, and every icon it lists loads at its declared size', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href!, page.url());

  const response = await request.get(manifestUrl.href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as WebAppManifest;

  expect(manifest.name).toBe('Exactly');
  expect(manifest.short_name?.length).toBeGreaterThan(0);
  expect(manifest.short_name!.length).toBeLessThanOrEqual(12);
  expect(manifest.description?.length).toBeGreaterThan(20);
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  expect(manifest.scope).toBe('/');
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const themeColorMeta = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(manifest.theme_color).toBe(themeColorMeta);

  const icons = manifest.icons ?? [];
  const purposes = (icon: ManifestIcon) => (icon.purpose ?? 'any').split(' ');
  expect(icons.some((i) => i.sizes === '192x192' && purposes(i).includes('any'))).toBe(true);
  expect(icons.some((i) => i.sizes === '512x512' && purposes(i).includes('any'))).toBe(true);
  expect(icons.some((i) => i.sizes === '512x512' && purposes(i).includes('maskable'))).toBe(true);

  for (const icon of icons) {
    const iconResponse = await request.get(new URL(icon.src, manifestUrl).href);
    expect(iconResponse.status(), icon.src).toBe(200);
    expect(iconResponse.headers()['content-type'], icon.src).toContain(icon.type);
    if (icon.type === 'image/png') {
      const { width, height } = pngSize(await iconResponse.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  }
});

test('the head carries a description, an SVG favicon and an apple-touch-icon that load', async ({ page, request }) => {
  await page.goto('/');
  expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(20);
  for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]']) {
    const href = await page.locator(selector).getAttribute('href');
    expect(href, selector).toBeTruthy();
    const response = await request.get(new URL(href!, page.url()).href);
    expect(response.status(), selector).toBe(200);
  }
});

test('a service worker registers, controls the first visit, and precaches the page and its scripts', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  expect(await page.evaluate('navigator.serviceWorker.controller.scriptURL')).toMatch(/\/sw\.js$/);

  // Every script and stylesheet the page loaded must be in the precache, or offline start fails.
  const cached = (await page.evaluate(`(async () => {
    const urls = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  })()`)) as string[];
  const loaded = (await page.evaluate(
    `performance.getEntriesByType('resource').map((e) => new URL(e.name)).filter((u) => u.origin === location.origin && /\\.(js|css)$/.test(u.pathname)).map((u) => u.pathname)`,
  )) as string[];
  expect(loaded.length).toBeGreaterThan(0);
  for (const path of ['/index.html', ...loaded]) expect(cached, path).toContain(path);
  expect(errors).toEqual([]);
});

test('Chromium reports the app as installable', async ({ playwright }, testInfo) => {
  // Playwright's ordinary contexts are incognito, which Chromium never offers to install from;
  // a persistent profile is needed for the installability check.
  const profile = await mkdtemp(join(tmpdir(), 'exactly-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: testInfo.project.use.baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test.describe('at 360 CSS pixels wide', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const route of ['', ...TAB_ROUTES]) {
    test(`${route || '/'} has no horizontal scroll`, async ({ page }) => {
      await page.goto(`/${route}`);
      // The tab's content, lazily loaded chunks and its first answer included, is on screen.
      const panel = page.locator('[role="tabpanel"]:not([hidden])');
      await expect(panel.getByRole('status').first()).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      const overflow = (await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number;
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('when a new version is deployed', () => {
  const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

  // A first visit registers while uncontrolled (the worker then claims it); a returning visit
  // registers while already controlled. Workbox treats the two differently, the prompt must not.
  for (const visit of ['first visit', 'returning visit'] as const) {
    test(`the page offers it and Reload switches to it (${visit})`, async ({ page }) => {
      const server = await startDistServer(distDir);
      try {
        await page.goto(`${server.origin}/`);
        await waitForServiceWorkerControl(page);
        if (visit === 'returning visit') {
          await page.reload();
          await waitForServiceWorkerControl(page);
        }
        const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
        await expect(prompt).toHaveCount(0);

        server.publishNewServiceWorker('build 2');
        await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r.update())');
        await expect(prompt).toBeVisible();
        // The new worker waits for the user: nothing has switched yet.
        expect(await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r.waiting !== null)')).toBe(true);

        const reloaded = page.waitForEvent('load');
        await prompt.getByRole('button', { name: 'Reload' }).click();
        await reloaded;
        await waitForServiceWorkerControl(page);
        expect(await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r.waiting === null && r.active !== null)')).toBe(
          true,
        );
        await expect(prompt).toHaveCount(0);
      } finally {
        await server.close();
      }
    });
  }
});

interface PageGlobals {
  document: { getElementById(id: string): object | null };
  MutationObserver: new (callback: (records: unknown, observer: { disconnect(): void }) => void) => {
    observe(target: object, options: { childList: boolean; subtree: boolean }): void;
  };
  parsedTagline?: object;
}

test('the header is in the served HTML, painted before any script runs, and the app keeps its elements', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<h1 id="app-title">Exactly<\/h1>/);
  expect(html).toMatch(/<p class="tagline" id="app-tagline">Exact fractions and decimals/);
  // Remember the tagline the HTML parser creates, before any of the page's scripts run. (The page's
  // globals are typed by hand: the Node project has no DOM library.)
  await page.addInitScript(() => {
    const page = globalThis as unknown as PageGlobals;
    new page.MutationObserver((_records, observer) => {
      const tagline = page.document.getElementById('app-tagline');
      if (tagline !== null) {
        page.parsedTagline = tagline;
        observer.disconnect();
      }
    }).observe(page.document, { childList: true, subtree: true });
  });
  await page.goto('/#/evaluate');
  await expect(page.getByRole('banner').getByLabel('Language')).toBeVisible();
  await expect(page.getByTestId('evaluate-value')).toBeVisible();
  // The same element, not a re-rendered copy: the first paint stays the largest contentful paint.
  const same = await page.evaluate(() => {
    const page = globalThis as unknown as PageGlobals;
    return page.parsedTagline === page.document.getElementById('app-tagline');
  });
  expect(same).toBe(true);
});
