// How long a worker's answer takes to reach the page after a click, by the way it comes back:
// the worker's postMessage (what the engine used before src/worker/reply-channel.ts), a
// MessageChannel port, and a BroadcastChannel (what it uses now). The worker answers at once, so
// each figure is the delivery alone. Chromium holds the first two back after an input until the
// frame that input caused has been drawn (its renderer's DeferRendererTasksAfterInput); the
// BroadcastChannel's message is not held back.
//   node --import tsx bench/reply-delay.ts        (Env: BENCH_REPLY_CLICKS, default 40 a way)
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { summarize, formatTable } from './stats';

const WAYS = ['postMessage', 'port', 'BroadcastChannel'] as const;
type Way = (typeof WAYS)[number];
const CLICKS = Number(process.env.BENCH_REPLY_CLICKS ?? 40);

const WORKER = `
  let port;
  const channel = new BroadcastChannel('reply-delay');
  onmessage = (event) => {
    if (event.data.port) { port = event.data.port; return; }
    if (event.data.way === 'postMessage') postMessage(0);
    else if (event.data.way === 'port') port.postMessage(0);
    else channel.postMessage(0);
  };
`;
const PAGE = `<!doctype html><button id="press">press</button><output id="out"></output><script>
  const worker = new Worker('/worker.js');
  const ports = new MessageChannel();
  worker.postMessage({ port: ports.port2 }, [ports.port2]);
  const channel = new BroadcastChannel('reply-delay');
  let pressedAt = 0, way = '';
  const arrived = (from) => { if (from === way) document.getElementById('out').value = String(performance.now() - pressedAt); };
  worker.onmessage = () => arrived('postMessage');
  ports.port1.onmessage = () => arrived('port');
  channel.onmessage = () => arrived('BroadcastChannel');
  document.getElementById('press').addEventListener('click', () => {
    way = document.body.dataset.way;
    document.getElementById('out').value = '';
    pressedAt = performance.now();
    worker.postMessage({ way });
  });
</script>`;

const server = createServer((request, response) => {
  const worker = request.url === '/worker.js';
  if (!worker && request.url !== '/') {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': worker ? 'text/javascript' : 'text/html' }).end(worker ? WORKER : PAGE);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
if (address === null || typeof address === 'string') throw new Error('no port');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${address.port}/`);
  const delays = new Map<Way, number[]>(WAYS.map((way) => [way, []]));
  // The ways take turns, so a change in the machine's load falls on all three alike.
  for (let click = 0; click < CLICKS; click++) {
    for (const way of WAYS) {
      await page.evaluate(`document.body.dataset.way = ${JSON.stringify(way)}`);
      await page.click('#press');
      await page.waitForFunction("document.getElementById('out').value !== ''");
      delays.get(way)!.push(Number(await page.evaluate("document.getElementById('out').value")));
      await page.waitForTimeout(30);
    }
  }
  console.log(`A worker's answer after a click, by the way it comes back (${CLICKS} clicks each, ${await browser.version()})`);
  console.log(
    formatTable(
      WAYS.map((way) => summarize(way, delays.get(way)!)),
      'way',
    ),
  );
  console.log(
    `load average while measuring: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (2 cores)`,
  );
} finally {
  await browser.close();
  server.close();
}
