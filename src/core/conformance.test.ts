// The peer's decTest-derived vectors for decimal-expression-evaluate (conformance/README.md).
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { execute } from './execute';
import { CONFORMANCE_DIR } from '../testing/contracts';

interface ExpectedError {
  error: { code: string; details: { reason: string } };
}

interface ConformanceCase {
  id: string;
  source: string;
  input: unknown;
  expected: ExpectedError | Record<string, unknown>;
}

const expectsError = (expected: ConformanceCase['expected']): expected is ExpectedError => 'error' in expected;

const lines = readFileSync(CONFORMANCE_DIR + 'dectest-decimal-evaluate.jsonl', 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');
const cases = lines.map((line) => JSON.parse(line) as ConformanceCase);

test('the vector file holds all 1,430 cases with distinct ids', () => {
  expect(cases).toHaveLength(1430);
  expect(new Set(cases.map((c) => c.id)).size).toBe(1430);
});

test.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
  const response = execute('decimal-expression-evaluate', c.input);
  if (expectsError(c.expected)) {
    // Only code and reason are compared; message and other details are free (README "Line format").
    const error = (response as { error?: { code?: unknown; details?: { reason?: unknown } } }).error;
    expect({ code: error?.code, reason: error?.details?.reason }).toEqual({
      code: c.expected.error.code,
      reason: c.expected.error.details.reason,
    });
  } else {
    expect(response).toEqual(c.expected);
  }
});
