// Keystroke-to-result latency of the Evaluate tab, in the production build, in Chromium.
//   npm run bench:ui            (builds first; or `node --import tsx bench/ui.ts` on an existing dist/)
// Env: BENCH_UI_ROUNDS (measured rounds, default 3), BENCH_UI_PORT (default 4183).
//
// The UI marks `exactly:request` when a debounced request leaves for the engine worker and
// `exactly:result` when that request's answer has been committed to the DOM (useEngineAnswer).
// One sample = the time between the two for one keystroke: the engine round trip plus React's
// render, not the debounce. Each round runs in a fresh browser context (empty query cache, initial
// tab state: variables price, qty, tax; scale 2, half_up), so every keystroke is a new request and
// nothing is answered from cache. The first round is a warm-up (cold JIT, worker start) and is not
// counted. Then the JS and CSS Chromium loads for the first screen (the Evaluate tab with its
// first result: entry, lazily imported editor, engine worker) against the 160 kB gzip budget,
// and the bundle-size report of bench/bundle-size.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { loadavg } from 'node:os';
import { FIRST_SCREEN_BUDGET_BYTES, formatBundleReport, measure, measureBundle, table, type FileSize } from './bundle-size';

const EXPRESSIONS = [
  'price * qty * (1 + tax / 100)',
  '1/3 + 1/6',
  'round(10 / 3, 4) - abs(-1)',
  '(price - 0.99) * qty ^ 2 / max(qty, 2)',
] as const;

const TARGET_MEDIAN_MS = 8;
const TARGET_P95_MS = 16;
const ROUNDS = Number(process.env.BENCH_UI_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_UI_PORT ?? 4183);
const ORIGIN = `http://localhost:${PORT}`;
const root = fileURLToPath(new URL('..', import.meta.url));

async function startPreview(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(PORT), '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`);
    try {
      if ((await fetch(ORIGIN)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`vite preview did not answer on ${ORIGIN} within 30 s`);
}

// Browser-side code. These functions run in the page; they type-check against Node's own
// `performance` global (tsconfig.node.json has no DOM types), which has the same methods. They
// are passed as functions, not strings: the app's CSP forbids eval, which string predicates need.
const clearMarks = () => {
  performance.clearMarks('exactly:request');
  performance.clearMarks('exactly:result');
};
const answered = () => {
  const request = performance.getEntriesByName('exactly:request', 'mark').at(-1);
  const result = performance.getEntriesByName('exactly:result', 'mark').at(-1);
  return request !== undefined && result !== undefined && result.startTime >= request.startTime;
};
const latency = () => {
  const request = performance.getEntriesByName('exactly:request', 'mark').at(-1);
  const result = performance.getEntriesByName('exactly:result', 'mark').at(-1);
  if (request === undefined || result === undefined) throw new Error('no request/result mark pair');
  return result.startTime - request.startTime;
};

/** Types `expression` into the Evaluate editor one key at a time; one latency per keystroke. */
async function typeAndMeasure(page: Page, expression: string): Promise<number[]> {
  const editor = page.getByRole('textbox', { name: 'Expression' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  // An empty expression sends nothing; let the debounce run out before measuring.
  await page.waitForTimeout(250);
  await page.evaluate(clearMarks);

  const samples: number[] = [];
  for (const key of expression) {
    await page.keyboard.type(key);
    await page.waitForFunction(answered, null, { timeout: 10_000, polling: 'raf' });
    samples.push(await page.evaluate(latency));
    await page.evaluate(clearMarks);
  }
  const typed = (await editor.textContent()) ?? '';
  if (typed !== expression) throw new Error(`the editor holds ${JSON.stringify(typed)}, not ${JSON.stringify(expression)}`);
  return samples;
}

async function runRound(browser: Browser): Promise<Map<string, number[]>> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/#/evaluate`);
    // The initial state's own answer, so its marks are out of the way before measuring.
    await page.getByTestId('evaluate-value').waitFor();
    const samples = new Map<string, number[]>();
    for (const expression of EXPRESSIONS) samples.set(expression, await typeAndMeasure(page, expression));
    return samples;
  } finally {
    await context.close();
  }
}

/** Same-origin JS and CSS Chromium fetches until the Evaluate tab shows its first result. */
async function measureFirstScreen(browser: Browser): Promise<FileSize[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const paths = new Set<string>();
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === ORIGIN && /\.(js|css)$/.test(url.pathname)) paths.add(url.pathname.slice(1));
    });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/#/evaluate`);
    await page.getByTestId('evaluate-value').waitFor();
    await page.waitForLoadState('networkidle');
    return await Promise.all([...paths].sort().map(measure));
  } finally {
    await context.close();
  }
}

/** Nearest-rank percentile. */
function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

interface Summary {
  label: string;
  n: number;
  median: number;
  p95: number;
  max: number;
}

function summarize(label: string, samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { label, n: sorted.length, median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
}

function formatTable(rows: readonly Summary[]): string {
  const width = Math.max(...rows.map((r) => r.label.length), 10);
  const ms = (value: number) => value.toFixed(1).padStart(8);
  const lines = [`${'expression'.padEnd(width)}  ${'n'.padStart(4)}  ${'median ms'.padStart(9)}  ${'p95 ms'.padStart(8)}  ${'max ms'.padStart(8)}`];
  for (const r of rows) lines.push(`${r.label.padEnd(width)}  ${String(r.n).padStart(4)}  ${ms(r.median).padStart(9)}  ${ms(r.p95)}  ${ms(r.max)}`);
  return lines.join('\n');
}

const server = await startPreview();
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  await runRound(browser); // warm-up, not counted
  const all = new Map<string, number[]>(EXPRESSIONS.map((e) => [e, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [expression, samples] of await runRound(browser)) all.get(expression)!.push(...samples);
  }

  const rows = [...all].map(([expression, samples]) => summarize(expression, samples));
  const overall = summarize('overall', [...all.values()].flat());
  console.log(`Evaluate tab: keystroke → result on screen (exactly:request → exactly:result), ${ROUNDS} rounds after 1 warm-up`);
  console.log(formatTable([...rows, overall]));
  const medianOk = overall.median <= TARGET_MEDIAN_MS;
  const p95Ok = overall.p95 <= TARGET_P95_MS;
  console.log(
    `targets: median ≤ ${TARGET_MEDIAN_MS} ms ${medianOk ? 'met' : 'MISSED'} (${overall.median.toFixed(1)}), ` +
      `p95 ≤ ${TARGET_P95_MS} ms ${p95Ok ? 'met' : 'MISSED'} (${overall.p95.toFixed(1)})`,
  );

  console.log(`load average while measuring: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (2 cores; other work on the machine shows up in p95)`);

  const firstScreen = await measureFirstScreen(browser);
  const firstScreenJs = firstScreen.filter((f) => f.path.endsWith('.js')).reduce((sum, f) => sum + f.gzip6, 0);
  console.log('');
  console.log(table('first screen as loaded by Chromium (Evaluate tab, first result)', firstScreen).join('\n'));
  console.log(
    `first-screen JS, gzip level 6: ${(firstScreenJs / 1000).toFixed(1)} kB of the ${FIRST_SCREEN_BUDGET_BYTES / 1000} kB budget — ` +
      (firstScreenJs <= FIRST_SCREEN_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'),
  );

  const bundle = await measureBundle();
  console.log('');
  console.log(formatBundleReport(bundle).text);

  await mkdir(new URL('results/', import.meta.url), { recursive: true });
  await writeFile(
    new URL('results/ui.json', import.meta.url),
    JSON.stringify({ date: new Date().toISOString(), loadavg: loadavg(), rounds: ROUNDS, latency: [...rows, overall], samples: Object.fromEntries(all), firstScreen, bundle }, null, 2),
  );
} finally {
  await browser?.close();
  server.kill();
}
