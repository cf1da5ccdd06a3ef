/**
 * The heaviest rational-trace-check we know whose JSON fits in a byte budget, for the server's
 * tests and benchmarks: the shape of the worst-case table's trace (bench/worst-case.ts), every
 * value a/D over one 500-digit D, so each step builds 1,000-digit products and reduces them with
 * a 1,000-digit gcd; steps alternate + y and − y so numerators stay under 500 digits. About 3 KB a
 * step: ~336 steps fit in 1 MiB. Measured against other shapes cut to 1 MiB (60–200-digit
 * fractions over distinct denominators, up to the 1,024-step cap), it costs the engine the most
 * CPU: 27 ms against 10–19 ms (node --import tsx, load average ~9).
 */
import { formatFraction, fraction, type Fraction } from './exact';
import { seededRandom } from '../core/practice/random';

export interface TraceRequest {
  inputs: Record<string, string>;
  steps: Array<{
    id: string;
    operator: '+' | '-';
    left: { value: string; from: string | null };
    right: { value: string; from: string | null };
    result: string;
  }>;
  claimed_result: string;
  require_canonical: boolean;
}

/** Random digits of an exact length, no leading zero, from a seeded generator (mulberry32). */
function digits(length: number, random: () => number): bigint {
  let text = String(1 + Math.floor(random() * 9));
  while (text.length < length) text += String(Math.floor(random() * 10));
  return BigInt(text);
}

/** A correct trace (valid: true) of as many steps as fit in `maxBytes` of JSON, at most 1,024. */
export function heaviestTraceWithin(maxBytes: number): TraceRequest {
  const random = seededRandom(13);
  const D = digits(500, random);
  const start = fraction(digits(499, random), D);
  const request: TraceRequest = {
    inputs: { x: formatFraction(start) },
    steps: [],
    claimed_result: formatFraction(start),
    require_canonical: true,
  };
  let size = JSON.stringify(request).length;
  let previous: Fraction = start;
  let previousId = 'x';
  for (let k = 0; 2 * k + 1 < 1024; k++) {
    const y = fraction(digits(499, random), D);
    const sum = fraction(previous.n * y.d + y.n * previous.d, previous.d * y.d);
    const back = fraction(sum.n * y.d - y.n * sum.d, sum.d * y.d);
    const pair: TraceRequest['steps'] = [
      {
        id: `s${2 * k}`,
        operator: '+',
        left: { value: formatFraction(previous), from: previousId },
        right: { value: formatFraction(y), from: null },
        result: formatFraction(sum),
      },
      {
        id: `s${2 * k + 1}`,
        operator: '-',
        left: { value: formatFraction(sum), from: `s${2 * k}` },
        right: { value: formatFraction(y), from: null },
        result: formatFraction(back),
      },
    ];
    // Each step adds its JSON and a comma; the claim grows by at most its own length.
    const added = pair.reduce((bytes, step) => bytes + JSON.stringify(step).length + 1, 0) + formatFraction(back).length;
    if (size + added > maxBytes) break;
    request.steps.push(...pair);
    request.claimed_result = formatFraction(back);
    size = JSON.stringify(request).length;
    previous = back;
    previousId = `s${2 * k + 1}`;
  }
  return request;
}
