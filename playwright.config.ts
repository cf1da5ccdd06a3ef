import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts (or two people) run the suite side by side.
const port = Number(process.env.E2E_PORT ?? 4173);

// Browser tests run against the production build (`npm run test:e2e` builds first), served by
// `vite preview`, because the service worker and the precache exist only there.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Two cores: more workers only make each test slower.
  workers: 2,
  fullyParallel: true,
  // A test that needs a second try is a flaky test, and flaky tests get fixed. Locally retries stay
  // off so a flake shows; in CI one retry keeps a known, reported flake from blocking a landing:
  // .ci/run counts and prints every test that passed only on its retry. Known now: durability.spec's
  // history loop once found the page blank after a reload (issue 30's start-up work; to fix).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // Deadlines, not waits: every test waits on a state (a verdict, a committed write), and these
  // only bound how long it may take. They leave room for a 2-core machine that other work shares
  // (at a load average of 40 and more, a fresh page's first answer has taken over 10 s).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // `list` for people; the JSON file is what .ci/run counts totals from.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'allow',
    // The app picks its language from navigator.languages: English unless a test asks otherwise.
    locale: 'en-US',
    trace: 'retain-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium: nothing here can download Playwright's own build.
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
        },
      },
    },
  ],
  webServer: {
    command: `npm run preview -- --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
