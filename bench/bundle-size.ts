// Bundle sizes of the production build, gzipped the way a server would send them (level 6, the
// usual default, and level 9): the JS dist/index.html asks for (module scripts + modulepreloads)
// against the 160 kB first-screen budget, then every JS file in dist (lazy chunks, the engine
// worker, the service worker).
//   npm run build && node --import tsx bench/bundle-size.ts     (exit 1 when over budget)
// The index.html entry is a lower bound of the first screen: chunks the entry imports
// dynamically at start-up (the editor, the engine worker) are not in the HTML. `npm run bench:ui`
// also reports what Chromium actually loads for the first screen, against the same budget.
// kB here is 1000 bytes, the stricter reading of the budget.
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { START_CHUNKS_ID } from '../src/shared/first-screen-boot';

// Issue 26: what a slow phone downloads before the first screen is its own (109 kB gzip before the built first screen).
export const FIRST_SCREEN_BUDGET_BYTES = 110_000;

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

export interface FileSize {
  path: string;
  raw: number;
  gzip6: number;
  gzip9: number;
}

export interface BundleReport {
  entryJs: FileSize[];
  entryCss: FileSize[];
  allJs: FileSize[];
}

/** The JS (module scripts, modulepreloads) and CSS (stylesheets) the built HTML loads. */
export function entryUrls(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attribute('type') === 'module' && attribute('src')) js.push(attribute('src')!);
    const rel = attribute('rel');
    if (rel === 'modulepreload' && attribute('href')) js.push(attribute('href')!);
    if (rel === 'stylesheet' && attribute('href')) css.push(attribute('href')!);
  }
  // The chunks the entry fetches right after the first paint (scripts/first-screen-plugin.ts).
  const later = new RegExp(`<script type="application/json" id="${START_CHUNKS_ID}">([^<]*)</script>`).exec(html)?.[1];
  if (later !== undefined) js.push(...(JSON.parse(later) as string[]));
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

export async function measure(path: string): Promise<FileSize> {
  const bytes = await readFile(join(distDir, path));
  return {
    path,
    raw: bytes.length,
    gzip6: gzipSync(bytes, { level: 6 }).length,
    gzip9: gzipSync(bytes, { level: 9 }).length,
  };
}

async function listJs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)))
    .sort();
}

export async function measureBundle(): Promise<BundleReport> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const { js, css } = entryUrls(html);
  const local = (url: string) => url.replace(/^\//, '');
  return {
    entryJs: await Promise.all(js.map((url) => measure(local(url)))),
    entryCss: await Promise.all(css.map((url) => measure(local(url)))),
    allJs: await Promise.all((await listJs(distDir)).map(measure)),
  };
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(8);

export function table(title: string, files: readonly FileSize[]): string[] {
  const width = Math.max(title.length, ...files.map((f) => f.path.length), 5);
  const lines = [`${title.padEnd(width)}  ${'raw kB'.padStart(8)}  ${'gzip-6'.padStart(8)}  ${'gzip-9'.padStart(8)}`];
  for (const f of files) lines.push(`${f.path.padEnd(width)}  ${kB(f.raw)}  ${kB(f.gzip6)}  ${kB(f.gzip9)}`);
  const sum = (key: 'raw' | 'gzip6' | 'gzip9') => files.reduce((s, f) => s + f[key], 0);
  lines.push(`${'total'.padEnd(width)}  ${kB(sum('raw'))}  ${kB(sum('gzip6'))}  ${kB(sum('gzip9'))}`);
  return lines;
}

export function formatBundleReport(report: BundleReport): { text: string; withinBudget: boolean } {
  const entry = report.entryJs.reduce((s, f) => s + f.gzip6, 0);
  const withinBudget = entry <= FIRST_SCREEN_BUDGET_BYTES;
  const lines = [
    ...table('entry JS (index.html scripts + the chunks they fetch after the first paint)', report.entryJs),
    '',
    ...(report.entryCss.length > 0 ? [...table('entry CSS', report.entryCss), ''] : []),
    ...table('all JS in dist', report.allJs),
    '',
    `entry JS (a lower bound of the first screen), gzip level 6: ${(entry / 1000).toFixed(1)} kB of the ${FIRST_SCREEN_BUDGET_BYTES / 1000} kB budget — ${withinBudget ? 'within budget' : 'OVER BUDGET'}`,
  ];
  return { text: lines.join('\n'), withinBudget };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { text, withinBudget } = formatBundleReport(await measureBundle());
  console.log(text);
  if (!withinBudget) process.exitCode = 1;
}
