import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { APP_SECURITY_HEADERS as APP_POLICY_HEADERS } from './csp';
import { sendHttpError } from './responses';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const APP_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...APP_POLICY_HEADERS,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export interface StaticApp {
  /** Real path of the build directory, without a trailing separator. */
  root: string;
}

export async function openStaticApp(directory: string): Promise<StaticApp> {
  const root = await realpath(resolve(directory));
  await stat(resolve(root, 'index.html'));
  return { root };
}

/**
 * The file a URL path names inside the build, or undefined when it names nothing there. The real
 * path is checked against the root, so neither `..` nor a symlink can lead outside it.
 */
async function locate(app: StaticApp, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const candidate = resolve(app.root, `.${decoded.endsWith('/') ? `${decoded}index.html` : decoded}`);
  try {
    const real = await realpath(candidate);
    if (!real.startsWith(app.root + sep)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

/** Hashed build assets never change under their name; everything else must be revalidated. */
const cacheControlFor = (pathname: string): string =>
  pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Serves the built single-page app with its Content-Security-Policy. A path without a file
 * extension that names no file is a client-side route and gets index.html.
 */
export async function handleAppRequest(req: IncomingMessage, res: ServerResponse, app: StaticApp): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendHttpError(res, {
      status: 405,
      code: 'invalid_input',
      reason: 'method_not_allowed',
      message: 'Use GET or HEAD here.',
      headers: { Allow: 'GET, HEAD' },
      closeConnection: true,
    });
  }
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  let file = await locate(app, pathname);
  if (file === undefined && extname(pathname) === '') file = await locate(app, '/index.html');
  if (file === undefined) {
    return sendHttpError(res, { status: 404, code: 'invalid_input', reason: 'not_found', message: `Nothing is served at ${pathname}.` });
  }
  const body = await readFile(file);
  res.writeHead(200, {
    ...APP_SECURITY_HEADERS,
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': String(body.length),
    'Cache-Control': cacheControlFor(pathname),
  });
  res.end(body);
}
