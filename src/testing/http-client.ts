/** A small HTTP client for the server's tests over real sockets, on 127.0.0.1. */
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { loadContracts } from './contracts';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: unknown;
}

export interface Send {
  method?: string;
  path: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
  /** Default: a fresh connection for this request alone. */
  agent?: Agent;
}

export function send(port: number, options: Send): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        agent: options.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Each tool's contract version, the one its routes answer at (rational-working-check is at 1.1.0). */
const VERSIONS: ReadonlyMap<string, string> = new Map(loadContracts().map((contract) => [contract.id, contract.version]));

/** A tool's execute route at its contract's version (1.0.0 for an id with no contract, for the tests of unknown tools). */
export const executePath = (id: string): string => `/v1/tools/${id}/versions/${VERSIONS.get(id) ?? '1.0.0'}/execute`;

/** POST a JSON input (or raw JSON text) to a tool. */
export const execute = (
  port: number,
  id: string,
  input: unknown,
  options: { headers?: Record<string, string>; agent?: Agent } = {},
): Promise<Reply> =>
  send(port, {
    method: 'POST',
    path: executePath(id),
    agent: options.agent,
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: typeof input === 'string' || Buffer.isBuffer(input) ? input : JSON.stringify(input),
  });

/** Raw HTTP over one socket, for what a well-behaved client library will not do. */
export function rawSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Everything the server writes until it closes the connection. */
export function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(text));
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  json: unknown;
}

/** The responses in a text of raw HTTP/1.1 (each with Content-Length), in order. */
export function parseRawResponses(text: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine, ...headerLines] = rest.slice(0, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of headerLines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
    const length = Number(headers['content-length'] ?? rest.length);
    const body = Buffer.from(rest.slice(headEnd + 4), 'utf8')
      .subarray(0, length)
      .toString('utf8');
    responses.push({ status: Number(statusLine!.split(' ')[1]), headers, json: body === '' ? undefined : JSON.parse(body) });
    rest = rest.slice(headEnd + 4 + body.length);
  }
  return responses;
}

export function parseRawResponse(text: string): RawResponse {
  const [first] = parseRawResponses(text);
  if (first === undefined) throw new Error(`not an HTTP response: ${text.slice(0, 80)}`);
  return first;
}
