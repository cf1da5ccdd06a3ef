/**
 * `npm run bench`: Exactly's engine against peers measured in the same run.
 *  1. rational-expression-check on a corpus of small expressions vs math.js in Fraction mode.
 *  2. The slowest inputs we know at the tools' limits vs Python's `fractions` (C bigint gcd).
 * Medians of repeated rounds; nothing here is a pass/fail test.
 */
import { spawnSync } from 'node:child_process';
import { all, create } from 'mathjs';
import { execute } from '../src/core/execute';
import { Rational } from '../src/core/rational';
import { fractionSumAtLimit, randomDigits, seededRandom, smallExpressionCorpus, traceAtLimit } from './inputs';

const median = (samples: number[]): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function timeRounds(rounds: number, run: () => void): number[] {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * Milliseconds of this process's CPU time that `run` takes. The small-expression rounds last a
 * few milliseconds each, on a machine other work shares: wall-clock time would charge either
 * engine for whatever else ran meanwhile.
 */
function cpuTimeOf(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

const format = (ms: number): string => (ms < 0.1 ? `${(ms * 1000).toFixed(2)} µs` : `${ms.toFixed(3)} ms`);

function valueOf(response: unknown): string {
  const value = (response as { value?: unknown }).value;
  if (typeof value !== 'string') throw new Error(`benchmark input failed: ${JSON.stringify(response).slice(0, 200)}`);
  return value;
}

const WARM_UP_ROUNDS = 20;

// 1. Small expressions: Exactly vs math.js (Fraction), each checking a claim.
function smallExpressions(): void {
  const corpus = smallExpressionCorpus(2000);
  const requests = corpus.map((expression, i) => {
    const value = valueOf(execute('rational-expression-check', { expression, claimed_value: '0', require_canonical: true }));
    // Half the claims are right, half are off by one: both verdicts are exercised.
    const claimed_value = i % 2 === 0 ? value : Rational.parse(value)!.add(Rational.ONE).toString();
    return { expression, claimed_value, require_canonical: true };
  });
  const math = create(all!, { number: 'Fraction' });
  let agree = 0;
  for (const request of requests) {
    const ours = (execute('rational-expression-check', request) as { valid: boolean }).valid;
    const theirs = math.equal(math.evaluate(request.expression), math.fraction(request.claimed_value)) as boolean;
    if (ours === theirs) agree++;
  }
  // Both engines are warmed up before any round is timed: the first rounds of each measure the
  // JIT compiling them, not the engine (Exactly's first ten rounds ran up to 4× slower).
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    for (const request of requests) execute('rational-expression-check', request);
    for (const request of requests) math.equal(math.evaluate(request.expression), math.fraction(request.claimed_value));
  }
  const rounds = 21;
  const exactlyRounds: number[] = [];
  const mathjsRounds: number[] = [];
  for (let round = 0; round < rounds; round++) {
    exactlyRounds.push(cpuTimeOf(() => {
      for (const request of requests) execute('rational-expression-check', request);
    }));
    mathjsRounds.push(cpuTimeOf(() => {
      for (const request of requests) math.equal(math.evaluate(request.expression), math.fraction(request.claimed_value));
    }));
  }
  const exactly = median(exactlyRounds) / requests.length;
  const mathjs = median(mathjsRounds) / requests.length;
  console.log(`\n## rational-expression-check on ${requests.length} small expressions (median CPU time of ${rounds} interleaved rounds, after ${WARM_UP_ROUNDS} warm-up rounds)`);
  console.log(`verdicts agreeing with math.js: ${agree}/${requests.length}`);
  console.log('| engine | per expression |');
  console.log('|---|---|');
  console.log(`| Exactly | ${format(exactly)} |`);
  console.log(`| math.js 15 (Fraction) evaluate + equal | ${format(mathjs)} |`);
  console.log(`Exactly is ${(mathjs / exactly).toFixed(1)}× faster than math.js.`);
}

/** Runs a Python `fractions` program on a JSON payload; it prints the median milliseconds. */
function pythonMedian(program: string, payload: unknown): number | null {
  const result = spawnSync('python3', ['-c', program], { input: JSON.stringify(payload), encoding: 'utf8', maxBuffer: 1 << 26 });
  if (result.status !== 0) {
    console.log(`(python3 peer unavailable: ${result.error?.message ?? result.stderr.trim().split('\n').pop()})`);
    return null;
  }
  return Number(result.stdout.trim());
}

const PYTHON_TIMER = `
import json, sys, time
from fractions import Fraction
data = json.load(sys.stdin)
def median(xs):
    xs = sorted(xs); n = len(xs); return xs[n//2] if n % 2 else (xs[n//2-1] + xs[n//2]) / 2
samples = []
for _ in range(ROUNDS):
    t = time.perf_counter(); run(data); samples.append((time.perf_counter() - t) * 1000)
print(median(samples))
`;

const PYTHON_FRACTION_SUM = `
def run(terms):
    total = Fraction(0)
    for n, d in terms:
        total += Fraction(int(n), int(d))
    return str(total)
`;

/** The same check as a small Python program: regex tokens, recursive descent, Fraction. */
const PYTHON_EXPRESSION_CHECK = `
import re
TOKEN = re.compile(r"\\s*(?:(\\d+)|(.))")
def run(request):
    tokens = [(m.group(1), m.group(2)) for m in TOKEN.finditer(request["expression"]) if m.group(1) or m.group(2)]
    pos = [0]
    def peek(): return tokens[pos[0]] if pos[0] < len(tokens) else (None, None)
    def expr():
        v = term()
        while peek()[1] in ("+", "-"):
            op = tokens[pos[0]][1]; pos[0] += 1; r = term(); v = v + r if op == "+" else v - r
        return v
    def term():
        v = unary()
        while peek()[1] in ("*", "/"):
            op = tokens[pos[0]][1]; pos[0] += 1; r = unary(); v = v * r if op == "*" else v / r
        return v
    def unary():
        if peek()[1] == "-": pos[0] += 1; return -unary()
        number, symbol = peek(); pos[0] += 1
        if number is not None: return Fraction(int(number))
        v = expr(); pos[0] += 1; return v
    value = expr()
    claim = Fraction(request["claimed_value"])
    return (value == claim, str(value), str(value - claim))
`;

const PYTHON_TRACE = `
def run(trace):
    values = {k: Fraction(v) for k, v in trace["inputs"].items()}
    canonical = trace["require_canonical"]
    ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}
    for step in trace["steps"]:
        operands = []
        for side in ("left", "right"):
            text = step[side]["value"]; value = Fraction(text)
            ref = step[side]["from"]
            if ref is not None and values[ref] != value: return "operand_mismatch"
            if canonical and str(value) != text: return "not_canonical"
            operands.append(value)
        exact = ops[step["operator"]](*operands)
        if exact != Fraction(step["result"]): return "result_mismatch"
        if canonical and str(exact) != step["result"]: return "not_canonical"
        values[step["id"]] = exact
    return "valid"
`;

function worstCases(): void {
  console.log('\n## The slowest inputs we know at the limits (median)');
  console.log('| input | Exactly | Python fractions | ratio (Python / Exactly) |');
  console.log('|---|---|---|---|');

  const terms = fractionSumAtLimit();
  const sumExpression = terms.map(([n, d]) => `${n}/${d}`).join(' + ');
  const sumRequest = { expression: sumExpression, claimed_value: '0', require_canonical: true };
  const sumValue = (execute('rational-expression-check', sumRequest) as { value: string }).value;
  const [, denominator = '1'] = sumValue.split('/');
  const sum = median(timeRounds(41, () => execute('rational-expression-check', sumRequest)));
  const pythonSum = pythonMedian(PYTHON_FRACTION_SUM + PYTHON_TIMER.replace('ROUNDS', '41'), terms);
  const pythonCheck = pythonMedian(PYTHON_EXPRESSION_CHECK + PYTHON_TIMER.replace('ROUNDS', '41'), sumRequest);
  const sumLabel = `rational-expression-check: sum of ${terms.length} fractions (${sumExpression.length} bytes, 1,023 tokens), denominator grows to ${denominator.length} digits`;
  row(`${sumLabel}; Python: the same check (tokenize, parse, Fraction)`, sum, pythonCheck);
  row(`${sumLabel}; Python: Fraction additions only`, sum, pythonSum);

  const trace = traceAtLimit((numerator, denominator) => {
    const value = Rational.of(numerator, denominator);
    return { text: value.toString(), numerator: value.numerator, denominator: value.denominator };
  });
  const verdict = execute('rational-trace-check', trace) as { valid: boolean; reason: string | null };
  if (!verdict.valid) throw new Error(`the benchmark trace should be valid, got ${verdict.reason}`);
  const traceTime = median(timeRounds(15, () => execute('rational-trace-check', trace)));
  const pythonTrace = pythonMedian(PYTHON_TRACE + PYTHON_TIMER.replace('ROUNDS', '15'), trace);
  row('rational-trace-check: 1,024 steps of 249/249-digit fractions, results ~498/498 digits, require_canonical', traceTime, pythonTrace);

  const random = seededRandom(3);
  const subtractRequest = {
    a: { numerator: randomDigits(500, random), denominator: randomDigits(500, random) },
    b: { numerator: `-${randomDigits(500, random)}`, denominator: randomDigits(500, random) },
  };
  valueOfSubtract(execute('rational-subtract', subtractRequest));
  row('rational-subtract: 500/500-digit operands, 1,000-digit products', median(timeRounds(101, () => execute('rational-subtract', subtractRequest))), null);

  // decimal-expression-evaluate: the work budget bounds every request; these sit next to it.
  const sixty = randomDigits(20, random) + '.' + randomDigits(40, random);
  const nearBudget = { expression: `(${sixty})^3 / (${sixty})^2`, scale: 40, rounding: 'half_even' };
  valueOf(execute('decimal-expression-evaluate', nearBudget));
  row('decimal-expression-evaluate: (60-digit x)^3 / x^2: 180-digit intermediates, 46,800 of the 50,000 work units', median(timeRounds(101, () => execute('decimal-expression-evaluate', nearBudget))), null);
  const manyTokens = { expression: Array.from({ length: 125 }, (_, i) => `${i + 1}.5`).join(' * ') + ' - 1', scale: 10, rounding: 'half_up' };
  const manyTokensResponse = execute('decimal-expression-evaluate', manyTokens);
  row(`decimal-expression-evaluate: 250-token product until the cap or budget stops it (${'error' in manyTokensResponse ? (manyTokensResponse as { error: { details: { reason: string } } }).error.details.reason : 'ok'})`,
    median(timeRounds(101, () => execute('decimal-expression-evaluate', manyTokens))), null);
}

function valueOfSubtract(response: unknown): void {
  if (typeof (response as { numerator?: unknown }).numerator !== 'string') throw new Error(`subtract failed: ${JSON.stringify(response).slice(0, 200)}`);
}

function row(label: string, exactly: number, python: number | null): void {
  const ratio = python === null ? '—' : `${(python / exactly).toFixed(2)}×`;
  console.log(`| ${label} | ${format(exactly)} | ${python === null ? '—' : format(python)} | ${ratio} |`);
}

console.log(`# Exactly benchmark — node ${process.version}, ${new Date().toISOString()}`);
smallExpressions();
worstCases();
