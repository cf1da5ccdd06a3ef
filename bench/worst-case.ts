/**
 * The worst-case table of docs/limits.md: for each tool, the slowest inputs we know at its limits,
 * timed as the median of repeated warm calls of `execute` in this process. Run with
 * `node --import tsx bench/worst-case.ts`; prints a Markdown table. Nothing here is pass/fail,
 * except that every input must get the answer it was built for (a wrong input measures nothing).
 */
import { performance } from 'node:perf_hooks';
import { execute } from '../src/core/execute';
import { applyOperator, digitCount, formatFraction, fraction, type Fraction } from '../src/testing/exact';
import { fractionSumAtLimit, randomDigits, seededRandom, workingAtLimits } from './inputs';

interface Case {
  tool: string;
  label: string;
  input: unknown;
  /** What the response must be: an output, or an error with this reason. */
  expect: 'output' | string;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Median wall-clock and CPU time of `rounds` calls after 3 untimed ones. CPU time (this
 * process's user + system) is the figure that survives a busy machine: wall time also counts
 * the moments the scheduler gave the core to someone else.
 */
function time(tool: string, input: unknown, rounds: number): { wall: number; cpu: number } {
  for (let i = 0; i < 3; i++) execute(tool, input);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    execute(tool, input);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

function outcome(response: unknown): string {
  const error = (response as { error?: { details: { reason: string } } }).error;
  return error === undefined ? 'output' : error.details.reason;
}

const random = seededRandom(2026);
const cases: Case[] = [];

// ---- rational-expression-check: 4,096 bytes, 1,024 tokens, 500 digits per literal or intermediate
{
  const terms = fractionSumAtLimit();
  const expression = terms.map(([n, d]) => `${n}/${d}`).join('+');
  cases.push({
    tool: 'rational-expression-check',
    label: `sum of ${terms.length} fractions n/p over distinct primes (1,023 tokens, ${Buffer.byteLength(expression)} bytes); the running denominator grows to ~500 digits, one 500-digit gcd per term`,
    input: { expression, claimed_value: '0', require_canonical: true },
    expect: 'output',
  });
  // A telescoping chain a/b*b/c*c/d… of 60-digit literals: every step multiplies and reduces.
  const chain = Array.from({ length: 34 }, () => randomDigits(60, random));
  cases.push({
    tool: 'rational-expression-check',
    label: 'a telescoping chain a/b*b/c*… of 33 pairs of 60-digit literals (4,025 bytes): a multiply, a divide and two gcds per pair',
    input: {
      expression: chain
        .slice(0, -1)
        .map((literal, i) => `${literal}/${chain[i + 1]}`)
        .join('*'),
      claimed_value: '0',
      require_canonical: false,
    },
    expect: 'output',
  });
  // A value kept near 500 digits, multiplied and divided by 55-digit literals that cancel.
  const near = [`${randomDigits(440, random)}/${randomDigits(440, random)}`];
  for (let i = 0; i < 28; i++) {
    const factor = randomDigits(55, random);
    near.push(`*${factor}/${factor}`);
  }
  cases.push({
    tool: 'rational-expression-check',
    label: 'a 440/440-digit fraction times and over 28 55-digit factors: ~500-digit operands every step',
    input: { expression: near.join(''), claimed_value: '0', require_canonical: false },
    expect: 'output',
  });
  const literals = Array.from({ length: 4 }, () => randomDigits(499, random));
  cases.push({
    tool: 'rational-expression-check',
    label: 'four 499-digit literals a/b*c/d: the product passes 500 digits and is refused mid-evaluation',
    input: { expression: `${literals[0]}/${literals[1]}*${literals[2]}/${literals[3]}`, claimed_value: '0', require_canonical: false },
    expect: 'intermediate_too_large',
  });
}

// ---- rational-trace-check: 1,024 steps, 256 inputs, 500 digits per stated value or step result
{
  // Every value is a/D over one 500-digit denominator D: each step multiplies 500-digit numbers
  // into 1,000-digit intermediates and reduces them back with a 1,000-digit gcd. Steps alternate
  // + y and - y, so the numerators stay under 500 digits.
  const D = BigInt(randomDigits(500, random));
  const start = fraction(BigInt(randomDigits(499, random)), D);
  const steps: unknown[] = [];
  let previous: Fraction = start;
  let previousId: string | null = 'x';
  for (let k = 0; k < 512; k++) {
    const y = fraction(BigInt(randomDigits(499, random)), D);
    const sum = applyOperator('+', previous, y)!;
    steps.push({
      id: `s${2 * k}`,
      operator: '+',
      left: { value: formatFraction(previous), from: previousId },
      right: { value: formatFraction(y), from: null },
      result: formatFraction(sum),
    });
    const back = applyOperator('-', sum, y)!;
    steps.push({
      id: `s${2 * k + 1}`,
      operator: '-',
      left: { value: formatFraction(sum), from: `s${2 * k}` },
      right: { value: formatFraction(y), from: null },
      result: formatFraction(back),
    });
    previous = back;
    previousId = `s${2 * k + 1}`;
  }
  const digits = Math.max(digitCount(start.n), digitCount(start.d));
  cases.push({
    tool: 'rational-trace-check',
    label: `1,024 steps (+y, −y) on fractions over one ${digits}-digit denominator, 1,000-digit products reduced every step, require_canonical`,
    input: { inputs: { x: formatFraction(start) }, steps, claimed_result: formatFraction(previous), require_canonical: true },
    expect: 'output',
  });
  // The same trace whose last result is wrong: checking must also try the other three operators.
  const wrongLast = structuredClone(steps) as Array<{ result: string }>;
  wrongLast[wrongLast.length - 1]!.result = formatFraction(fraction(previous.n + 1n, previous.d));
  cases.push({
    tool: 'rational-trace-check',
    label: 'the same 1,024 steps with the last result wrong (operator_mismatch search: + − × ÷ on 500-digit operands)',
    input: { inputs: { x: formatFraction(start) }, steps: wrongLast, claimed_result: formatFraction(previous), require_canonical: true },
    expect: 'output',
  });
  // 256 inputs of 500-digit values, each referenced once.
  const inputs: Record<string, string> = {};
  for (let i = 0; i < 256; i++)
    inputs[`i${i}`] = formatFraction(fraction(BigInt(randomDigits(500, random)), BigInt(randomDigits(500, random))));
  const names = Object.keys(inputs);
  const inputSteps = names.slice(1).map((name, i) => ({
    id: `t${i}`,
    operator: '-',
    left: { value: inputs[names[0]!]!, from: names[0]! },
    right: { value: inputs[name]!, from: name },
    result: '0',
  }));
  cases.push({
    tool: 'rational-trace-check',
    label: "256 inputs of 500/500 digits; the first step's exact result (1,000 digits) is refused",
    input: { inputs, steps: inputSteps, claimed_result: '0', require_canonical: false },
    expect: 'value_too_large',
  });
}

// ---- rational-subtract: 1,000 digits per input, product, difference and output
{
  const n1000 = (): string => randomDigits(1000, random);
  const n500 = (): string => randomDigits(500, random);
  cases.push({
    tool: 'rational-subtract',
    label: 'a = 1,000-digit / 1,000-digit (unreduced), b = 1/1: 1,000-digit products and a 1,000-digit gcd',
    input: { a: { numerator: n1000(), denominator: n1000() }, b: { numerator: '1', denominator: '1' } },
    expect: 'output',
  });
  cases.push({
    tool: 'rational-subtract',
    label: 'four 500-digit parts: 1,000-digit cross products, difference and denominator product',
    input: { a: { numerator: n500(), denominator: n500() }, b: { numerator: `-${n500()}`, denominator: n500() } },
    expect: 'output',
  });
  cases.push({
    tool: 'rational-subtract',
    label: 'two 1,000-digit integers',
    input: { a: { numerator: n1000(), denominator: '1' }, b: { numerator: n1000(), denominator: '1' } },
    expect: 'output',
  });
  cases.push({
    tool: 'rational-subtract',
    label: 'four 1,000-digit parts: the 2,000-digit cross product is refused',
    input: { a: { numerator: n1000(), denominator: n1000() }, b: { numerator: n1000(), denominator: n1000() } },
    expect: 'intermediate_too_large',
  });
}

// ---- decimal-expression-evaluate: 2,000 bytes, 500 tokens, 200-digit values, 50,000 work units
{
  const sixty = `${randomDigits(20, random)}.${randomDigits(40, random)}`;
  cases.push({
    tool: 'decimal-expression-evaluate',
    label: '(60-digit x)^3 / x^2 at scale 40: 180-digit intermediates, ~46,800 of 50,000 work units',
    input: { expression: `(${sixty})^3 / (${sixty})^2`, scale: 40, rounding: 'half_even' },
    expect: 'output',
  });
  // 250 multiplications of 1-digit factors: the cheapest charge per operation, the most operations.
  const manyOps = Array.from({ length: 250 }, (_, i) => String((i % 9) + 1)).join('*');
  cases.push({
    tool: 'decimal-expression-evaluate',
    label: '499 tokens: a product of 250 one-digit factors; charges grow with the product until the budget runs out',
    input: { expression: manyOps },
    expect: 'arithmetic_work',
  });
  // ^ reaches the 200-digit cap cheaply (charged by its 2-digit base); the next operation on
  // 200-digit values costs 40,000 units, the one after that exhausts the budget.
  const nearCap = '(99^100 / 98^100) * (98^100 / 99^100)';
  cases.push({
    tool: 'decimal-expression-evaluate',
    label: '(99^100 / 98^100) * (98^100 / 99^100): 200-digit values at the cap; the budget stops the second division',
    input: { expression: nearCap, scale: 40, rounding: 'half_even' },
    expect: 'arithmetic_work',
  });
  const maxOf = `max(${Array.from({ length: 50 }, () => `${randomDigits(9, random)}.${randomDigits(28, random)}`).join(',')})`;
  cases.push({
    tool: 'decimal-expression-evaluate',
    label: `max of 50 decimals of 37 digits (${Buffer.byteLength(maxOf)} bytes): 49 comparisons, the budget runs out before the last`,
    input: { expression: maxOf },
    expect: 'arithmetic_work',
  });
  const rounds =
    Array.from({ length: 30 }, () => 'round(').join('') + `1/7${Array.from({ length: 30 }, (_, i) => `, ${40 - (i % 40)})`).join('')}`;
  cases.push({
    tool: 'decimal-expression-evaluate',
    label: '30 nested round(…, 40…11) calls on 1/7 in half_even',
    input: { expression: rounds, rounding: 'half_even', scale: 10 },
    expect: 'output',
  });
  const variables = Object.fromEntries(
    Array.from({ length: 100 }, (_, i) => [`v${i}`, `${randomDigits(20, random)}.${randomDigits(40, random)}`]),
  );
  cases.push({
    tool: 'decimal-expression-evaluate',
    label: '100 variables of 60 digits (61 chars): each input reduction is charged 3,600 units, so the budget runs out at the 14th',
    input: { expression: 'v0 + v1', variables, scale: 2, rounding: 'half_up' },
    expect: 'arithmetic_work',
  });
}

// ---- rational-working-check: 8,192 bytes, 100 steps, 128 tokens a step, 200-digit values, five steps searched
{
  const sums = workingAtLimits(64);
  cases.push({
    tool: 'rational-working-check',
    label: `${sums.split(' = ').length} steps, each 64 fractions n/p over distinct 3-digit primes (127 tokens, ~170/170-digit values), all different: five steps searched over 63 sites with 200-digit arithmetic (${Buffer.byteLength(sums)} bytes)`,
    input: { working: sums },
    expect: 'output',
  });
  const hundred = workingAtLimits(8);
  cases.push({
    tool: 'rational-working-check',
    label: `100 steps of 8 fractions (15 tokens each, ${Buffer.byteLength(hundred)} bytes), all different`,
    input: { working: hundred },
    expect: 'output',
  });
  // Products of 40-digit literals: the fifth factor is within the cap, the sixth passes it.
  const factors = (count: number) => Array.from({ length: count }, () => randomDigits(40, random)).join(' × ');
  const atCap = Array.from({ length: 8 }, () => `(${factors(5)}) ÷ (${factors(4)})`).join(' = ');
  cases.push({
    tool: 'rational-working-check',
    label: `8 steps of 200-digit products over 160-digit ones (${Buffer.byteLength(atCap)} bytes): values at the digit cap, five steps searched`,
    input: { working: atCap },
    expect: 'output',
  });
  cases.push({
    tool: 'rational-working-check',
    label: 'a working whose last of 30 steps passes 200 digits: every step is parsed and evaluated before the refusal',
    input: { working: `${Array.from({ length: 29 }, () => factors(3)).join(' = ')} = ${factors(6)}` },
    expect: 'value_too_large',
  });
}

console.log(`# Worst cases at the limits — node ${process.version}, ${new Date().toISOString()}`);
console.log(
  `load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${(await import('node:os')).availableParallelism()} cores`,
);
console.log('| tool | input | answer | median wall | median CPU |');
console.log('|---|---|---|---|---|');
let wrong = 0;
for (const c of cases) {
  const got = outcome(execute(c.tool, c.input));
  if (got !== c.expect) {
    wrong++;
    console.log(`| ${c.tool} | ${c.label} | **${got}, expected ${c.expect}** | — | — |`);
    continue;
  }
  const { wall, cpu } = time(c.tool, c.input, 31);
  console.log(`| ${c.tool} | ${c.label} | ${got} | ${wall.toFixed(2)} ms | ${cpu.toFixed(2)} ms |`);
}
process.exitCode = wrong > 0 ? 1 : 0;
