// A minimal static server over dist/ for the one test that needs to publish a "new build" while
// a page is open: `vite preview` cannot change a file under a running test, and the service
// worker's own update fetch cannot be intercepted by Playwright's routing.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

export interface DistServer {
  origin: string;
  /** Makes sw.js byte-different, as a new deployment would: the browser then installs it. */
  publishNewServiceWorker(label: string): void;
  close(): Promise<void>;
}

export async function startDistServer(distDir: string): Promise<DistServer> {
  let serviceWorkerSuffix = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const relative = normalize(pathname === '/' ? '/index.html' : pathname);
      if (relative.includes('..')) {
        response.writeHead(400).end();
        return;
      }
      try {
        let body: Buffer = await readFile(join(distDir, relative));
        if (relative === '/sw.js' && serviceWorkerSuffix) body = Buffer.concat([body, Buffer.from(serviceWorkerSuffix)]);
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(relative)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
        });
        response.end(body);
      } catch {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    publishNewServiceWorker(label) {
      serviceWorkerSuffix = `\n// ${label}\n`;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
