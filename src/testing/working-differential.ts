/**
 * Differential comparison of the engine's rational-working-check with the independent reference
 * (./working-reference.ts): what the two answers must agree on, and how a disagreement is named so
 * that the same one met many times is reported once. Error messages are not compared (they are
 * the engine's own words); code, reason and position are, and outputs must be deep-equal.
 */
import { isDeepStrictEqual } from 'node:util';

interface Envelope { error: { code: unknown; message: unknown; details: { reason?: unknown; position?: unknown } & Record<string, unknown> } }

const isEnvelope = (response: unknown): response is Envelope =>
  typeof response === 'object' && response !== null && 'error' in response;

/** The comparable part of a response: an output as it is (JSON round trip), an error without its message. */
export function comparable(response: unknown): unknown {
  const plain = JSON.parse(JSON.stringify(response ?? null)) as unknown;
  if (!isEnvelope(plain)) return plain;
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
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return path || '/';
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
  const at = path.split(/\.|\[\]/).filter(Boolean).reduce<unknown>((value, key) => {
    if (Array.isArray(value)) return value.find((item) => typeof item === 'object') ?? value;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }, response);
  return typeof at === 'object' ? 'output' : `output(${JSON.stringify(at)?.slice(0, 40)})`;
};

/** The first misconception (of the first step) where two outputs differ: its rule and both positions. */
function misconceptionDifference(engine: unknown, reference: unknown): { rule: string; engine: unknown; reference: unknown } | null {
  const stepsOf = (r: unknown): Array<{ misconceptions: Array<{ rule: string; position: unknown }> | null }> =>
    ((r as { steps?: unknown }).steps as Array<{ misconceptions: Array<{ rule: string; position: unknown }> | null }>) ?? [];
  const e = stepsOf(engine);
  const r = stepsOf(reference);
  for (let i = 0; i < Math.min(e.length, r.length); i++) {
    const me = e[i]!.misconceptions ?? [];
    const mr = r[i]!.misconceptions ?? [];
    for (let j = 0; j < Math.min(me.length, mr.length); j++) {
      if (!isDeepStrictEqual(me[j], mr[j])) return { rule: `${me[j]!.rule}${me[j]!.rule === mr[j]!.rule ? '' : `/${mr[j]!.rule}`}`, engine: me[j]!.position, reference: mr[j]!.position };
    }
  }
  return null;
}

/** The character at a code point offset of the working, for naming where a position points. */
const characterAt = (working: string | undefined, position: unknown): string => {
  if (working === undefined || typeof position !== 'number') return String(position);
  const character = Array.from(working)[position];
  return character === undefined ? 'the end' : /[0-9]/.test(character) ? 'a digit' : JSON.stringify(character);
};

/**
 * Compares the two answers for one input; null when they agree. With the input's working, a
 * difference of position is named by the characters the two positions point at.
 */
export function compareResponses(engineResponse: unknown, referenceResponse: unknown, working?: string): Disagreement | null {
  const engine = comparable(engineResponse);
  const reference = comparable(referenceResponse);
  const path = firstDifference(engine, reference);
  if (path === null) return null;
  if (path.startsWith('.steps[].misconceptions[]')) {
    const m = misconceptionDifference(engine, reference);
    if (m !== null) {
      const where = path.endsWith('.position') ? `: engine at ${characterAt(working, m.engine)}, reference at ${characterAt(working, m.reference)}` : '';
      return { signature: `output differs at ${path} (${m.rule})${where}`, engine, reference };
    }
  }
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
