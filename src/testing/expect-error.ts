import { expect } from 'vitest';
import { ToolError } from '../core/errors';

interface Envelope {
  error: { code: string; message: string; details: { reason: string; position?: number } };
}

/**
 * Asserts the NOTES.md error envelope: exactly `error` with `code`, a non-empty `message` and a
 * snake_case `details.reason`. `position` is asserted only when given. The reason's value is left
 * to the caller: the contracts name only a few reason words.
 */
export function expectError(response: unknown, code: string, position?: number): void {
  expect(response).toBeTypeOf('object');
  expect(Object.keys(response as object)).toEqual(['error']);
  const { error } = response as Envelope;
  expect(Object.keys(error).sort()).toEqual(['code', 'details', 'message']);
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(0);
  expect(error.details.reason).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  if (position !== undefined) expect(error.details.position).toBe(position);
}

/** 10^k and a run of n nines, as digit strings: big values without BigInt arithmetic in the tests. */
export const pow10 = (k: number): string => '1' + '0'.repeat(k);
export const nines = (n: number): string => '9'.repeat(n);

/** The ToolError an action throws; fails the test when it throws nothing or something else. */
export function thrownBy(action: () => unknown): ToolError {
  try {
    action();
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error('expected a ToolError');
}

/** What tests compare of the ToolError an action throws: its code, reason and position. */
export function faultOf(action: () => unknown): { code: string; reason: string; position: number | undefined } {
  const { code, reason, position } = thrownBy(action);
  return { code, reason, position };
}
