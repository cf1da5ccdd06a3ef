/**
 * Deterministic benchmark inputs: a corpus of small expressions like students type, and the
 * slowest inputs we know at each tool's limits. Shared by the benchmark and the worst-case table.
 */

// The practice sheets' seeded generator (mulberry32): every run measures the same inputs.
import { seededRandom } from '../src/core/practice/random';

export { seededRandom };

/** Small integer/fraction expressions: 2–6 operands of 1–3 digits, + − × ÷, some parentheses. */
export function smallExpressionCorpus(size: number, seed = 1): string[] {
  const random = seededRandom(seed);
  const int = (max: number) => 1 + Math.floor(random() * max);
  const operand = (): string => (random() < 0.6 ? `${int(12)}/${int(12) + 1}` : `${int(120)}`);
  const corpus: string[] = [];
  for (let i = 0; i < size; i++) {
    const count = 2 + Math.floor(random() * 5);
    let expression = operand();
    for (let k = 1; k < count; k++) {
      const operator = ['+', '-', '*', '+'][Math.floor(random() * 4)]!;
      const next = random() < 0.25 ? `(${operand()} ${random() < 0.5 ? '+' : '-'} ${operand()})` : operand();
      expression += ` ${operator} ${next}`;
    }
    corpus.push(expression);
  }
  return corpus;
}

export function firstPrimes(count: number): number[] {
  const primes: number[] = [];
  for (let n = 2; primes.length < count; n++) if (primes.every((p) => n % p !== 0)) primes.push(n);
  return primes;
}

/** Random digits of an exact length, no leading zero. */
export function randomDigits(length: number, random: () => number): string {
  let text = String(1 + Math.floor(random() * 9));
  while (text.length < length) text += String(Math.floor(random() * 10));
  return text;
}

/**
 * rational-expression-check at its limits: a sum of 256 fractions (1,023 tokens) with 3-digit
 * numerators over primes; the distinct primes' product, the running denominator, grows to just
 * under 500 digits, then the primes repeat.
 */
export function fractionSumAtLimit(): Array<[string, string]> {
  const random = seededRandom(7);
  const primes: number[] = [];
  let digits = 0;
  for (const prime of firstPrimes(400)) {
    if (digits + Math.log10(prime) >= 499) break;
    digits += Math.log10(prime);
    primes.push(prime);
  }
  return Array.from({ length: 256 }, (_, i) => [randomDigits(3, random), String(primes[i % primes.length])]);
}

export interface TraceStepShape {
  id: string;
  operator: '+' | '-';
  left: { value: string; from: string | null };
  right: { value: string; from: string | null };
  result: string;
}

/**
 * rational-trace-check at its limits: 1,024 steps on 249/249-digit fractions. Each pair of steps
 * adds a fresh fraction and takes it back, so every result has a denominator of about 498 digits;
 * `canonical` (from the engine's Rational) writes each value in lowest terms.
 */
export function traceAtLimit(
  canonical: (numerator: bigint, denominator: bigint) => { text: string; numerator: bigint; denominator: bigint },
) {
  const random = seededRandom(11);
  const fraction = () => canonical(BigInt(randomDigits(249, random)), BigInt(randomDigits(249, random)));
  const start = fraction();
  const steps: TraceStepShape[] = [];
  let previous = start;
  for (let k = 0; k < 512; k++) {
    const y = fraction();
    const sum = canonical(previous.numerator * y.denominator + y.numerator * previous.denominator, previous.denominator * y.denominator);
    const from = k === 0 ? 'x' : `s${2 * k - 1}`;
    steps.push({
      id: `s${2 * k}`,
      operator: '+',
      left: { value: previous.text, from },
      right: { value: y.text, from: null },
      result: sum.text,
    });
    steps.push({
      id: `s${2 * k + 1}`,
      operator: '-',
      left: { value: sum.text, from: `s${2 * k}` },
      right: { value: y.text, from: null },
      result: start.text,
    });
    previous = start;
  }
  return { inputs: { x: start.text }, steps, claimed_result: start.text, require_canonical: true };
}

/** The primes of three digits, 101 to 997: 143 of them, whose product has about 360 digits. */
const threeDigitPrimes = (): number[] => firstPrimes(200).filter((p) => p > 100 && p < 1000);

/**
 * rational-working-check at its limits, as heavy as 8,192 bytes allow: steps of 127 tokens each
 * (64 fractions n/p over distinct three-digit primes, joined by "+"), so every value has a
 * denominator of about 160 digits and a numerator as long; each step has a different value, so
 * every step is not_equal and the first five are searched for misconceptions over 63 sites each.
 * `terms` fractions per step; as many steps as fit in the byte limit (and at most 100).
 */
/**
 * A working of decimal products at the 8,192-byte limit, every step a product of `terms` one-place
 * decimals: each × is a site of the place-value rules, the most candidates a decimal step has
 * (a point shifted ±1 … ±6 places, the digits' places, the point dropped).
 */
export function decimalProductsAtLimits(terms: number, seed = 2026): string {
  const random = seededRandom(seed);
  const steps: string[] = [];
  let bytes = 0;
  while (steps.length < 100) {
    const step = Array.from({ length: terms }, () => `${1 + Math.floor(random() * 9)}.${1 + Math.floor(random() * 9)}`).join(' * ');
    const added = (steps.length === 0 ? 0 : 3) + step.length;
    if (bytes + added > 8192) break;
    steps.push(step);
    bytes += added;
  }
  return steps.join(' = ');
}

export function workingAtLimits(terms: number, seed = 2026): string {
  const random = seededRandom(seed);
  const primes = threeDigitPrimes();
  const steps: string[] = [];
  let bytes = 0;
  while (steps.length < 100) {
    // A fresh choice of primes per step: a random window of the shuffled list.
    const shuffled = [...primes].sort(() => random() - 0.5).slice(0, terms);
    const step = shuffled.map((p) => `${1 + Math.floor(random() * 99)}/${p}`).join('+');
    const added = (steps.length === 0 ? 0 : 3) + step.length;
    if (bytes + added > 8192) break;
    steps.push(step);
    bytes += added;
  }
  return steps.join(' = ');
}

/**
 * linear-equation-check's worst request at its limits: as many lines as 4,096 bytes hold (25), each
 * up to 160 characters of a dozen bracketed and fractional terms in x, every line after the first
 * not equivalent to the one before, so the first five wrong lines are searched at every site.
 */
export function equationAtLimits(seed = 2026): string {
  const random = seededRandom(seed);
  const digit = (): number => 1 + Math.floor(random() * 9);
  const terms = [
    () => `${digit()}(x - ${digit()})`,
    () => `${digit()}/${digit() + 1}x`,
    () => `(${digit()}x - ${digit()})/${digit() + 1}`,
    () => `x/${digit() + 1}`,
    () => `${digit()}/${digit() + 1}`,
    () => `-(${digit()} - x)`,
  ];
  const side = (budget: number): string => {
    let text = terms[Math.floor(random() * terms.length)]!();
    for (;;) {
      const next = `${text} ${random() < 0.5 ? '+' : '-'} ${terms[Math.floor(random() * terms.length)]!()}`;
      if (next.length > budget) return text;
      text = next;
    }
  };
  const lines: string[] = [];
  let bytes = 0;
  while (lines.length < 40) {
    const line = `${side(78)} = ${side(78)}`;
    if (bytes + line.length + 1 > 4096) break;
    lines.push(line);
    bytes += line.length + 1;
  }
  return lines.join('\n');
}

/**
 * linear-equation-solve's worst request that it answers: 2/3 x + 1/4 = 5/6, then right lines of
 * bracketed and fractional terms up to the limits (40 lines, 4,096 bytes), so the solver reads and
 * checks them all, works on the last one and re-checks the whole working with its solution.
 */
export function equationRightAtLimits(): string {
  const lines = ['2/3 x + 1/4 = 5/6'];
  let bytes = lines[0]!.length;
  for (let k = 2; lines.length < 36; k++) {
    const extra = `${k}(x - 7/8) - (x/9 + ${k}/7) + (${k}x - 1)/${k + 1}`;
    const line = `(2/3 x + 1/4) × ${k} + ${extra} = 5/6 × ${k} + ${extra}`;
    if (bytes + line.length + 1 > 4096 - 200) break;
    lines.push(line);
    bytes += line.length + 1;
  }
  return lines.join('\n');
}
