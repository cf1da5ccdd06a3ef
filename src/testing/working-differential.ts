/**
 * Differential comparison of the engine's rational-working-check with the independent reference
 * (./working-reference.ts): what the two answers must agree on, and how a disagreement is named so
 * that the same one met many times is reported once. Error messages are not compared (they are
 * the engine's own words); code, reason and position are, and outputs must be deep-equal.
 */
import { isDeepStrictEqual } from 'node:util';

interface Envelope {
  error: { code: unknown; message: unknown; details: { reason?: unknown; position?: unknown } & Record<string, unknown> };
}

const isEnvelope = (response: unknown): response is Envelope => typeof response === 'object' && response !== null && 'error' in response;

/**
 * The comparable part of a response: an output as it is (JSON round trip) but for the names of
 * mistakes, an error without its message. The reference implements 1.1.0, whose naming 1.2.0
 * changed on purpose (its "Notation", "Families" and "Order"): every other field of a 1.2.0
 * output is 1.1.0's, and 1.2.0's naming is held by its own tests, its properties and the real
 * corpus (corpus/README.md).
 */
export function comparable(response: unknown): unknown {
  const plain = JSON.parse(JSON.stringify(response ?? null)) as unknown;
  if (!isEnvelope(plain)) {
    const steps = (plain as { steps?: unknown } | null)?.steps;
    if (Array.isArray(steps))
      for (const step of steps as Array<Record<string, unknown>>) {
        delete step.misconceptions;
        delete step.ambiguous;
      }
    return plain;
  }
  const { message: _message, ...rest } = plain.error;
  return { error: rest };
}

export interface Disagreement {
  /** A short name for the kind of disagreement, the same for the same difference on other inputs. */
  signature: string;
  engine: unknown;
  reference: unknown;
}

/** The first place where two comparable responses differ, as a path; null when they agree. */
function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b))
    return path || '/';
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  for (const key of keys) {
    const step = Array.isArray(a) ? '[]' : `.${key}`;
    const inner = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], path + step);
    if (inner !== null) return inner;
  }
  return path || '/';
}

const describeSide = (response: unknown, path: string): string => {
  if (isEnvelope(response)) return `${String(response.error.code)}/${String(response.error.details.reason)}`;
  const at = path
    .split(/\.|\[\]/)
    .filter(Boolean)
    .reduce<unknown>((value, key) => {
      if (Array.isArray(value)) return value.find((item) => typeof item === 'object') ?? value;
      return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    }, response);
  return typeof at === 'object' ? 'output' : `output(${JSON.stringify(at)?.slice(0, 40)})`;
};

/**
 * Compares the two answers for one input; null when they agree.
 */
export function compareResponses(engineResponse: unknown, referenceResponse: unknown): Disagreement | null {
  const engine = comparable(engineResponse);
  const reference = comparable(referenceResponse);
  const path = firstDifference(engine, reference);
  if (path === null) return null;
  const kind = (r: unknown): string => (isEnvelope(r) ? 'error' : 'output');
  let signature: string;
  if (kind(engine) !== kind(reference)) {
    signature = `engine ${describeSide(engine, path)} vs reference ${describeSide(reference, path)}`;
  } else if (isEnvelope(engine)) {
    signature = `error ${describeSide(engine, path)} vs ${describeSide(reference, path)} at ${path}`;
  } else {
    signature = `output differs at ${path}`;
  }
  return { signature, engine, reference };
}
