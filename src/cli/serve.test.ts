import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOL_IDS } from '../core/execute';
import {
  execute as executeAt,
  parseRawResponse,
  rawSocket as rawSocketTo,
  readUntilClosed,
  send as sendTo,
  type Reply,
  type Send,
} from '../testing/http-client';
import { Engine } from './http/engine';
import { openStaticApp } from './http/static-app';
import { createExactlyServer, MAX_BODY_BYTES } from './serve';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const contractOf = (id: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../contracts/${id}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

let server: Server;
let port: number;
let engine: Engine;

const send = (options: Send): Promise<Reply> => sendTo(port, options);
const execute = (id: string, input: unknown, headers: Record<string, string> = {}): Promise<Reply> =>
  executeAt(port, id, input, { headers });
const rawSocket = (): Promise<Socket> => rawSocketTo(port);

/** Every response, whatever its status, is JSON with the same security headers. */
function expectSecurityHeaders(headers: IncomingHttpHeaders): void {
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['content-security-policy']).toMatch(/^default-src 'none'(;|$)/);
}

function expectEnvelope(reply: Reply, status: number, code: string, reason: string): void {
  expect(reply.status).toBe(status);
  expectSecurityHeaders(reply.headers);
  expect(reply.json).toEqual({ error: { code, message: expect.any(String), details: expect.objectContaining({ reason }) } });
}

beforeAll(async () => {
  engine = new Engine({ workers: 1 });
  server = createExactlyServer({ bodyTimeoutMs: 400, headersTimeoutMs: 400, requestTimeoutMs: 3_000, engine });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  expect(await engine.ready).toBe(true);
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
  await engine.close();
});

describe('contracts', () => {
  it('GET /v1/tools lists the four contracts as vendored', async () => {
    const reply = await send({ path: '/v1/tools' });
    expect(reply.status).toBe(200);
    expectSecurityHeaders(reply.headers);
    const { tools, versions } = reply.json as {
      tools: Array<{ id: string }>;
      versions: Array<{ id: string; version: string; status: string; sunset: string | null }>;
    };
    expect(tools.map((t) => t.id).sort()).toEqual([...TOOL_IDS].sort());
    for (const tool of tools) expect(tool).toEqual(contractOf(tool.id));
    // Every served version: each tool's current one, and the published ones kept with a sunset.
    for (const id of TOOL_IDS)
      expect(versions).toContainEqual(
        expect.objectContaining({ id, version: (contractOf(id) as { version: string }).version, status: 'current', sunset: null }),
      );
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) {
      expect(versions).toContainEqual({
        id: 'rational-working-check',
        version,
        status: 'deprecated',
        sunset: 'Wed, 30 Jun 2027 23:59:59 GMT',
        successor: '1.4.0',
      });
    }
  });

  it('rational-working-solve 1.0.0 and 1.1.0 answer as 1.2.0, deprecated', async () => {
    const body = JSON.stringify({ working: '3 2/4 - 1 3/4' });
    const current = await send({
      method: 'POST',
      path: '/v1/tools/rational-working-solve/versions/1.2.0/execute',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(current.headers['deprecation']).toBeUndefined();
    for (const version of ['1.0.0', '1.1.0']) {
      const old = await send({
        method: 'POST',
        path: `/v1/tools/rational-working-solve/versions/${version}/execute`,
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(old.status).toBe(200);
      expect(old.json).toEqual(current.json);
      expect(old.headers['deprecation']).toBe('true');
      expect(old.headers['link']).toBe('</v1/tools/rational-working-solve/versions/1.2.0/execute>; rel="successor-version"');
    }
  });

  it('the equation tools 1.0.0 and 1.1.0 answer as 1.2.0, deprecated, and their contracts are served as published', async () => {
    for (const [tool, working] of [
      ['linear-equation-check', '2x = 6\nx = 3'],
      ['linear-equation-solve', '2x = 6'],
      ['linear-equation-check', '1/0 + x = 2'],
    ] as const) {
      const body = JSON.stringify({ working });
      const current = await send({
        method: 'POST',
        path: `/v1/tools/${tool}/versions/1.2.0/execute`,
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(current.status).toBe(200);
      expect(current.headers['deprecation']).toBeUndefined();
      for (const version of ['1.0.0', '1.1.0']) {
        const old = await send({
          method: 'POST',
          path: `/v1/tools/${tool}/versions/${version}/execute`,
          headers: { 'Content-Type': 'application/json' },
          body,
        });
        expect(old.status).toBe(200);
        expect(old.json).toEqual(current.json);
        expect(old.headers['deprecation']).toBe('true');
        expect(old.headers['link']).toBe(`</v1/tools/${tool}/versions/1.2.0/execute>; rel="successor-version"`);
        const published = await send({ method: 'GET', path: `/v1/tools/${tool}/versions/${version}` });
        expect((published.json as { version: string }).version).toBe(version);
      }
    }
  });

  it('a published version of rational-working-check answers as the current one, with Deprecation, Sunset and a successor link', async () => {
    const body = JSON.stringify({ working: '0.7 + 0.7 = 0.14' });
    const current = await send({
      method: 'POST',
      path: '/v1/tools/rational-working-check/versions/1.4.0/execute',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(current.status).toBe(200);
    expect(current.headers['deprecation']).toBeUndefined();
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) {
      const old = await send({
        method: 'POST',
        path: `/v1/tools/rational-working-check/versions/${version}/execute`,
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(old.status).toBe(200);
      expect(old.json).toEqual(current.json);
      expect(old.headers['deprecation']).toBe('true');
      expect(old.headers['sunset']).toBe('Wed, 30 Jun 2027 23:59:59 GMT');
      expect(old.headers['link']).toBe('</v1/tools/rational-working-check/versions/1.4.0/execute>; rel="successor-version"');
      // Its contract is the one published then.
      const contract = await send({ path: `/v1/tools/rational-working-check/versions/${version}` });
      expect((contract.json as { version: string }).version).toBe(version);
      expect(contract.headers['deprecation']).toBe('true');
    }
  });

  it.each(TOOL_IDS)('GET /v1/tools/%s/versions/<its contract version> returns its contract', async (id) => {
    const reply = await send({ path: `/v1/tools/${id}/versions/${(contractOf(id) as { version: string }).version}` });
    expect(reply.status).toBe(200);
    expectSecurityHeaders(reply.headers);
    expect(reply.json).toEqual(contractOf(id));
  });

  it('HEAD gives the headers of GET without a body', async () => {
    const reply = await send({ method: 'HEAD', path: '/v1/tools' });
    expect(reply.status).toBe(200);
    expectSecurityHeaders(reply.headers);
    expect(reply.text).toBe('');
  });
});

describe('execute: engine responses', () => {
  it.each(TOOL_IDS)('%s: every contract example answers 200 with its output', async (id) => {
    const examples = contractOf(id)['examples'] as Array<{ input: unknown; output: unknown }>;
    for (const example of examples) {
      const reply = await execute(id, example.input);
      expect(reply.status).toBe(200);
      expectSecurityHeaders(reply.headers);
      expect(reply.json).toEqual(example.output);
    }
  });

  it('a valid: false finding is a 200 output, not an error', async () => {
    const reply = await execute('rational-expression-check', { expression: '1/3 - 1/2', claimed_value: '1/6', require_canonical: true });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ valid: false, reason: 'value_mismatch' });
  });

  it('invalid_input is 400 with the engine envelope', async () => {
    const reply = await execute('decimal-expression-evaluate', { expression: '1 +' });
    expectEnvelope(reply, 400, 'invalid_input', 'unexpected_end');
    expect(reply.json).toMatchObject({ error: { details: { position: 3 } } });
  });

  it("an input that is not an object is the engine's invalid_input (400), not an HTTP error", async () => {
    const reply = await execute('rational-subtract', [1, 2]);
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ error: { code: 'invalid_input' } });
  });

  it('limit_exceeded is 422', async () => {
    const reply = await execute('rational-expression-check', {
      expression: `${'('.repeat(65)}1${')'.repeat(65)}`,
      claimed_value: '1',
      require_canonical: true,
    });
    expect(reply.status).toBe(422);
    expectSecurityHeaders(reply.headers);
    expect(reply.json).toMatchObject({ error: { code: 'limit_exceeded' } });
  });

  it('not_computable is 422', async () => {
    const reply = await execute('decimal-expression-evaluate', { expression: '1/0' });
    expectEnvelope(reply, 422, 'not_computable', 'division_by_zero');
  });
});

describe('execute: HTTP refusals', () => {
  it('a body that is not JSON is 400 invalid_json', async () => {
    const reply = await send({
      method: 'POST',
      path: '/v1/tools/rational-subtract/versions/1.0.0/execute',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a": ',
    });
    expectEnvelope(reply, 400, 'invalid_input', 'invalid_json');
  });

  it('an empty body is 400 invalid_json', async () => {
    const reply = await send({
      method: 'POST',
      path: '/v1/tools/rational-subtract/versions/1.0.0/execute',
      headers: { 'Content-Type': 'application/json' },
    });
    expectEnvelope(reply, 400, 'invalid_input', 'invalid_json');
  });

  it('a body that is not UTF-8 is 400 invalid_utf8', async () => {
    const body = Buffer.concat([Buffer.from('{"expression":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const reply = await send({
      method: 'POST',
      path: '/v1/tools/decimal-expression-evaluate/versions/1.0.0/execute',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expectEnvelope(reply, 400, 'invalid_input', 'invalid_utf8');
  });

  it.each([
    ['/v1/tools/no-such-tool/versions/1.0.0/execute', 'unknown_tool'],
    ['/v1/tools/rational-subtract/versions/2.0.0/execute', 'unknown_version'],
    ['/v1/tools/rational-subtract/versions/2.0.0', 'unknown_version'],
    ['/v1/tools/rational-subtract/execute', 'not_found'],
    ['/v1/tools/rational-subtract/versions/1.0.0/execute/more', 'not_found'],
    ['/', 'not_found'],
    ['/v2/tools', 'not_found'],
  ])('%s is 404 %s', async (path, reason) => {
    const reply = await send({ method: 'POST', path, headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expectEnvelope(reply, 404, 'invalid_input', reason);
  });

  it.each([
    ['GET', '/v1/tools/rational-subtract/versions/1.0.0/execute', 'POST'],
    ['PUT', '/v1/tools/rational-subtract/versions/1.0.0/execute', 'POST'],
    ['POST', '/v1/tools', 'GET, HEAD'],
    ['DELETE', '/v1/tools/rational-subtract/versions/1.0.0', 'GET, HEAD'],
  ])('%s %s is 405 with Allow: %s', async (method, path, allow) => {
    const reply = await send({ method, path });
    expectEnvelope(reply, 405, 'invalid_input', 'method_not_allowed');
    expect(reply.headers['allow']).toBe(allow);
  });

  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['application/json; charset=iso-8859-1', 415],
    ['application/json; charset=utf-8', 200],
    ['Application/JSON', 200],
  ])('Content-Type %s is %d', async (contentType, status) => {
    const reply = await execute(
      'rational-subtract',
      { a: { numerator: '1', denominator: '2' }, b: { numerator: '1', denominator: '3' } },
      { 'Content-Type': contentType },
    );
    expect(reply.status).toBe(status);
    expectSecurityHeaders(reply.headers);
    if (status === 415) expectEnvelope(reply, 415, 'invalid_input', 'unsupported_media_type');
  });

  it('no Content-Type is 415', async () => {
    const reply = await send({ method: 'POST', path: '/v1/tools/rational-subtract/versions/1.0.0/execute', body: '{}' });
    expectEnvelope(reply, 415, 'invalid_input', 'unsupported_media_type');
  });

  it('a compressed body is 415 (the server does not decompress)', async () => {
    const reply = await execute('rational-subtract', {}, { 'Content-Encoding': 'gzip' });
    expectEnvelope(reply, 415, 'invalid_input', 'unsupported_media_type');
  });
});

describe('body size', () => {
  /** A rational-subtract input padded with whitespace to exactly `size` bytes. */
  const paddedBody = (size: number): Buffer => {
    const json = JSON.stringify({ a: { numerator: '1', denominator: '2' }, b: { numerator: '1', denominator: '3' } });
    return Buffer.from(json + ' '.repeat(size - json.length));
  };
  const path = '/v1/tools/rational-subtract/versions/1.0.0/execute';

  it('exactly 1 MiB is read and executed', async () => {
    const reply = await send({ method: 'POST', path, headers: { 'Content-Type': 'application/json' }, body: paddedBody(MAX_BODY_BYTES) });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ numerator: '1', denominator: '6' });
  });

  it('1 MiB + 1 is 413 body_too_large', async () => {
    const reply = await send({
      method: 'POST',
      path,
      headers: { 'Content-Type': 'application/json' },
      body: paddedBody(MAX_BODY_BYTES + 1),
    });
    expectEnvelope(reply, 413, 'invalid_input', 'body_too_large');
    expect(reply.headers['connection']).toBe('close');
  });

  it('a declared Content-Length over the limit is refused before any body is sent', async () => {
    const socket = await rawSocket();
    const closed = readUntilClosed(socket);
    socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1073741824\r\n\r\n`);
    const response = parseRawResponse(await closed);
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({ error: { code: 'invalid_input', details: { reason: 'body_too_large' } } });
  });

  it('Expect: 100-continue with an oversized length gets 413 instead of 100 Continue', async () => {
    const socket = await rawSocket();
    const closed = readUntilClosed(socket);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\nExpect: 100-continue\r\n\r\n`,
    );
    const text = await closed;
    expect(text.startsWith('HTTP/1.1 413 ')).toBe(true);
  });

  it('a chunked body without Content-Length is cut off once it passes 1 MiB', async () => {
    const socket = await rawSocket();
    const closed = readUntilClosed(socket);
    socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    // Keep sending for as long as the server lets us: it must close the connection long before
    // the 64 MiB this client is willing to send.
    let sent = 0;
    socket.on('close', () => {
      sent = Infinity;
    });
    while (sent < 64 * 1024 * 1024) {
      if (!socket.write(frame)) {
        await new Promise((resolve) => {
          socket.once('drain', resolve);
          socket.once('close', resolve);
        });
      }
      if (sent !== Infinity) sent += chunk.length;
    }
    expect(sent).toBe(Infinity);
    const response = parseRawResponse(await closed);
    expect(response.status).toBe(413);
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(response.json).toMatchObject({ error: { details: { reason: 'body_too_large' } } });
  });
});

describe('connections', () => {
  it('keeps a connection alive across requests', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let connections = 0;
    const count = (): void => {
      connections++;
    };
    server.on('connection', count);
    try {
      const first = await send({ path: '/v1/tools', agent });
      const second = await execute('rational-subtract', {
        a: { numerator: '1', denominator: '2' },
        b: { numerator: '1', denominator: '3' },
      });
      const third = await send({ path: '/v1/tools/rational-subtract/versions/1.0.0', agent });
      const refused = await send({ method: 'POST', path: '/v1/tools', agent, body: '{}' });
      const fourth = await send({ path: '/v1/tools', agent });
      expect([first.status, second.status, third.status, refused.status, fourth.status]).toEqual([200, 200, 200, 405, 200]);
      expect(first.headers['connection']).toBe('keep-alive');
      // The agent's socket carried all four of its requests; `execute` used a connection of its own.
      expect(connections).toBe(2);
    } finally {
      server.off('connection', count);
      agent.destroy();
    }
  });

  it('a body that stalls is cut off with 408 body_timeout', async () => {
    const socket = await rawSocket();
    const closed = readUntilClosed(socket);
    socket.write(
      'POST /v1/tools/rational-subtract/versions/1.0.0/execute HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
    );
    const response = parseRawResponse(await closed);
    expect(response.status).toBe(408);
    expect(response.headers['connection']).toBe('close');
    expect(response.json).toMatchObject({ error: { code: 'invalid_input', details: { reason: 'body_timeout' } } });
  });

  it('headers that stall are cut off with 408 request_timeout', async () => {
    const socket = await rawSocket();
    const closed = readUntilClosed(socket);
    socket.write('GET /v1/tools HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    const response = parseRawResponse(await closed);
    expect(response.status).toBe(408);
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(response.json).toMatchObject({ error: { code: 'invalid_input', details: { reason: 'request_timeout' } } });
  });

  it('headers over 16 KiB are 431 headers_too_large', async () => {
    const socket = await rawSocket();
    const closed = readUntilClosed(socket);
    socket.write(`GET /v1/tools HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const response = parseRawResponse(await closed);
    expect(response.status).toBe(431);
    expect(response.json).toMatchObject({ error: { code: 'invalid_input', details: { reason: 'headers_too_large' } } });
  });

  it('a malformed request is 400 with the envelope', async () => {
    const socket = await rawSocket();
    const closed = readUntilClosed(socket);
    socket.write('NOT HTTP AT ALL\r\n\r\n');
    const response = parseRawResponse(await closed);
    expect(response.status).toBe(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json).toMatchObject({ error: { code: 'invalid_input', details: { reason: 'malformed_request' } } });
  });
});

describe('--app: the built app beside the API', () => {
  let appServer: Server;
  let appPort: number;
  let directory: string;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'exactly-app-'));
    mkdirSync(join(directory, 'assets'));
    writeFileSync(join(directory, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(directory, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(directory, 'manifest.webmanifest'), '{}');
    writeFileSync(join(tmpdir(), 'exactly-outside.txt'), 'secret');
    symlinkSync(join(tmpdir(), 'exactly-outside.txt'), join(directory, 'link.txt'));
    appServer = createExactlyServer({ app: await openStaticApp(directory) });
    appServer.listen(0, '127.0.0.1');
    await once(appServer, 'listening');
    appPort = (appServer.address() as AddressInfo).port;
  });

  afterAll(async () => {
    appServer.closeAllConnections();
    appServer.close();
    rmSync(directory, { recursive: true, force: true });
    rmSync(join(tmpdir(), 'exactly-outside.txt'), { force: true });
  });

  /** Raw request line, so that paths like /../ reach the server unnormalized. */
  async function get(path: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const socket = connect({ host: '127.0.0.1', port: appPort });
    await once(socket, 'connect');
    const closed = readUntilClosed(socket);
    socket.write(`${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    const text = await closed;
    const head = text.slice(0, text.indexOf('\r\n\r\n'));
    const headers: Record<string, string> = {};
    for (const line of head.split('\r\n').slice(1))
      headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
    return { status: Number(head.split(' ')[1]), headers, body: text.slice(text.indexOf('\r\n\r\n') + 4) };
  }

  it('serves index.html with the app policy', async () => {
    const reply = await get('/');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    expect(reply.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toBe('<!doctype html><title>app</title>');
  });

  it('serves hashed assets as immutable with their media type', async () => {
    const reply = await get('/assets/index-abc123.js');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toContain('immutable');
    expect(reply.body).toBe('console.log(1)');
  });

  it('answers client-side routes with index.html and missing files with 404', async () => {
    expect((await get('/some/route')).body).toBe('<!doctype html><title>app</title>');
    const missing = await get('/missing.png');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ error: { code: 'invalid_input', details: { reason: 'not_found' } } });
  });

  it.each(['/../../../../etc/passwd', '/assets/../../exactly-outside.txt', '/%2e%2e/%2e%2e/etc/passwd', '/link.txt', '/assets%00.js'])(
    'never serves a file outside the build: %s',
    async (path) => {
      const reply = await get(path);
      expect(reply.body).not.toContain('secret');
      expect(reply.body).not.toContain('root:');
      expect([200, 400, 404]).toContain(reply.status);
      if (reply.status === 200) expect(reply.body).toBe('<!doctype html><title>app</title>');
    },
  );

  it('refuses other methods with 405', async () => {
    const reply = await get('/', 'DELETE');
    expect(reply.status).toBe(405);
    expect(reply.headers['allow']).toBe('GET, HEAD');
  });

  it('still serves the API under /v1/', async () => {
    const reply = await get('/v1/tools');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });
});

/** The command as a user runs it. */
function spawnServe(...args: string[]): ChildProcess {
  return spawn(process.execPath, ['bin/exactly.js', 'serve', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
}

async function listeningPort(child: ChildProcess): Promise<number> {
  let out = '';
  for await (const chunk of child.stdout!) {
    out += String(chunk);
    const match = /Exactly listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
    if (match) return Number(match[1]);
  }
  throw new Error(`server exited before listening: ${out}`);
}

describe('exactly serve process', () => {
  it('on SIGTERM finishes the in-flight request, refuses new connections, and exits 0', async () => {
    const child = spawnServe('--port', '0');
    const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
    const childPort = await listeningPort(child);

    const body = JSON.stringify({ a: { numerator: '1', denominator: '2' }, b: { numerator: '1', denominator: '3' } });
    const socket = connect({ host: '127.0.0.1', port: childPort });
    await once(socket, 'connect');
    const closed = readUntilClosed(socket);
    socket.write(
      `POST /v1/tools/rational-subtract/versions/1.0.0/execute HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    // Let the server take the request in before the signal arrives.
    await new Promise((r) => setTimeout(r, 200));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));

    const refused = await new Promise<string>((resolve) => {
      const probe = connect({ host: '127.0.0.1', port: childPort });
      probe.on('connect', () => {
        probe.destroy();
        resolve('connected');
      });
      probe.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');

    socket.write(body.slice(10));
    const response = parseRawResponse(await closed);
    expect(response.status).toBe(200);
    expect(response.headers['connection']).toBe('close');
    expect(response.json).toEqual({ numerator: '1', denominator: '6' });
    expect(await exited).toEqual([0, null]);
  });

  it('on SIGTERM closes idle keep-alive connections and exits 0', async () => {
    const child = spawnServe('--port', '0');
    const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
    const childPort = await listeningPort(child);
    const agent = new Agent({ keepAlive: true });
    const reply = await new Promise<number>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port: childPort, path: '/v1/tools', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
        .on('error', reject)
        .end();
    });
    expect(reply).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toEqual([0, null]);
    agent.destroy();
  });

  it('rejects an unknown argument with exit code 2', async () => {
    const child = spawnServe('--bogus');
    let err = '';
    child.stderr!.on('data', (c) => {
      err += String(c);
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(2);
    expect(err).toContain('unknown argument: --bogus');
  });
});
