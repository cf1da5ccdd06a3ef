/**
 * The mixed scenario: 200 connections (autocannon) cycling through well-formed requests — every
 * example of every contract the server serves, reads of the contracts, and inputs each tool must
 * refuse — each with the status it must get; and the same load while other clients flood the
 * server with abusive requests (load-process.ts, `flood`).
 */
import autocannon from 'autocannon';
import { median } from '../stats';
import { executePath } from './client';
import { HOST } from './server';

export interface Expected {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  status: number;
  label: string;
}

/** The well-formed mix, from the contracts the server itself lists (so a new tool is included). */
export async function mixedRequests(port: number): Promise<Expected[]> {
  const listing = (await (await fetch(`http://${HOST}:${port}/v1/tools`)).json()) as {
    tools: Array<{ id: string; examples: Array<{ input: unknown }> }>;
  };
  const requests: Expected[] = [{ method: 'GET', path: '/v1/tools', status: 200, label: 'list contracts' }];
  for (const contract of listing.tools) {
    contract.examples.forEach((example, i) => {
      requests.push({
        method: 'POST',
        path: executePath(contract.id),
        body: JSON.stringify(example.input),
        status: 200,
        label: `${contract.id} example ${i + 1}`,
      });
    });
    requests.push({ method: 'GET', path: `/v1/tools/${contract.id}/versions/1.0.0`, status: 200, label: `${contract.id} contract` });
  }
  const post = (id: string, input: unknown, status: number, label: string): Expected => ({
    method: 'POST',
    path: executePath(id),
    body: JSON.stringify(input),
    status,
    label,
  });
  requests.push(
    post('decimal-expression-evaluate', { expression: '1 +' }, 400, 'syntax error'),
    post('decimal-expression-evaluate', { expression: '1/0' }, 422, 'division by zero'),
    post('decimal-expression-evaluate', { expression: '1/3' }, 422, 'non-terminating'),
    post(
      'decimal-expression-evaluate',
      { expression: '(1 + 2) * 3.5 - abs(-4) / 8', scale: 4, rounding: 'half_even' },
      200,
      'decimal with scale',
    ),
    post(
      'rational-expression-check',
      { expression: `${'('.repeat(65)}1${')'.repeat(65)}`, claimed_value: '1', require_canonical: true },
      422,
      'too deep',
    ),
    post(
      'rational-expression-check',
      { expression: '1 + 2/3 - 4/5 * 6', claimed_value: '-47/15', require_canonical: true },
      200,
      'small check',
    ),
    post('rational-expression-check', { expression: '2 ** 3', claimed_value: '8', require_canonical: true }, 400, 'bad operator'),
    post(
      'rational-subtract',
      { a: { numerator: '1', denominator: '0' }, b: { numerator: '1', denominator: '3' } },
      400,
      'zero denominator',
    ),
    post(
      'rational-subtract',
      { a: { numerator: '9'.repeat(600), denominator: '7' }, b: { numerator: '1', denominator: '9'.repeat(600) } },
      422,
      'product over 1000 digits',
    ),
    post('rational-trace-check', { inputs: {}, steps: [], claimed_result: '0', require_canonical: true }, 400, 'no steps'),
    post('rational-subtract', [1, 2], 400, 'not an object'),
  );
  return requests;
}

/**
 * Light requests only: the well-formed executes of the mix answered 200 whose body is small (at
 * most 512 bytes: the size of a homework check, which the server answers on its event loop).
 */
export const lightRequests = (mix: readonly Expected[]): Expected[] =>
  mix.filter((r) => r.method === 'POST' && r.status === 200 && r.body !== undefined && Buffer.byteLength(r.body) <= 512);

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  timeouts: number;
  unexpected: number;
  unexpectedSamples: string[];
}

export async function wellFormedLoad(
  port: number,
  requests: readonly Expected[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  let unexpected = 0;
  const unexpectedSamples: string[] = [];
  const result = await autocannon({
    url: `http://${HOST}:${port}`,
    connections,
    duration: seconds,
    requests: requests.map((request) => ({
      method: request.method,
      path: request.path,
      body: request.body,
      headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
      onResponse: (status: number) => {
        if (status !== request.status) {
          unexpected++;
          if (unexpectedSamples.length < 5) unexpectedSamples.push(`${request.label}: got ${status}, expected ${request.status}`);
        }
      },
    })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpected,
    unexpectedSamples,
  };
}

/** One mode's segments, summed (requests, errors) or as the median over segments (latency). */
export function summarize(segments: readonly LoadResult[], seconds: number): LoadResult {
  const total = segments.reduce((sum, r) => sum + r.total, 0);
  return {
    requestsPerSecond: total / seconds,
    p50: median(segments.map((r) => r.p50)),
    p99: median(segments.map((r) => r.p99)),
    total,
    errors: segments.reduce((sum, r) => sum + r.errors, 0),
    timeouts: segments.reduce((sum, r) => sum + r.timeouts, 0),
    unexpected: segments.reduce((sum, r) => sum + r.unexpected, 0),
    unexpectedSamples: segments.flatMap((r) => r.unexpectedSamples).slice(0, 5),
  };
}

export function describeLoad(name: string, r: LoadResult, segments: readonly LoadResult[]): string {
  return `${name}: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (median of ${segments.length} segments; p99 per segment ${segments.map((s) => s.p99).join('/')}), ${r.total} requests, ${r.errors} errors, ${r.timeouts} timeouts, ${r.unexpected} unexpected statuses`;
}
