/**
 * `npm run bench`: Exactly's engine against peers measured in the same run.
 *  1. rational-expression-check on a corpus of small expressions vs math.js in Fraction mode
 *     (bench/small-expressions.ts, in several fresh processes).
 *  2. The slowest inputs we know at the tools' limits vs Python's `fractions` (C bigint gcd).
 *  3. rational-working-check and rational-working-solve at their limits against its 50 ms budget, and a Python `fractions`
 *     program doing the same check and the same misconception search, naively.
 *  4. End to end: 60,000 rational-expression-check lines through `exactly … --jsonl` against a
 *     math.js (Fraction) JSON Lines filter (bench/mathjs-jsonl-filter.mjs), both whole processes,
 *     start-up cancelled (each also run on empty input, and that subtracted).
 * Medians of repeated rounds; nothing here is a pass/fail test.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execute } from '../src/core/execute';
import { Rational } from '../src/core/rational';
import { loadavg } from 'node:os';
import {
  decimalProductsAtLimits,
  equationAtLimits,
  equationRightAtLimits,
  fractionSumAtLimit,
  randomDigits,
  seededRandom,
  smallExpressionCorpus,
  traceAtLimit,
  workingAtLimits,
} from './inputs';
import { TIMED_ROUNDS, WARM_UP_ROUNDS, type SmallExpressionsResult } from './small-expressions';
import { median } from './stats';

function timeRounds(rounds: number, run: () => void): number[] {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return samples;
}

const format = (ms: number): string => (ms < 0.1 ? `${(ms * 1000).toFixed(2)} µs` : `${ms.toFixed(3)} ms`);

function valueOf(response: unknown): string {
  const value = (response as { value?: unknown }).value;
  if (typeof value !== 'string') throw new Error(`benchmark input failed: ${JSON.stringify(response).slice(0, 200)}`);
  return value;
}

const PROCESSES = 5;

// 1. Small expressions: Exactly vs math.js (Fraction), each checking a claim, in fresh processes.
function smallExpressions(): void {
  const script = fileURLToPath(new URL('./small-expressions.ts', import.meta.url));
  const results: SmallExpressionsResult[] = [];
  for (let run = 0; run < PROCESSES; run++) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`bench/small-expressions.ts failed: ${child.stderr}`);
    results.push(JSON.parse(child.stdout) as SmallExpressionsResult);
  }
  const { expressions, agreeing } = results[0]!;
  const perExpression = (ms: number): string => format(ms / expressions);
  console.log(`\n## rational-expression-check on ${expressions} small expressions`);
  console.log(
    `${PROCESSES} fresh processes; in each, the median CPU time of ${TIMED_ROUNDS} interleaved rounds after ${WARM_UP_ROUNDS} warm-up rounds.`,
  );
  console.log(`Verdicts agreeing with math.js: ${agreeing}/${expressions}.`);
  console.log('| process | Exactly | math.js 15 (Fraction) evaluate + equal | ratio |');
  console.log('|---|---|---|---|');
  results.forEach((result, i) => {
    console.log(
      `| ${i + 1} | ${perExpression(result.exactlyMs)} | ${perExpression(result.mathjsMs)} | ${(result.mathjsMs / result.exactlyMs).toFixed(1)}× |`,
    );
  });
  const ratios = results.map((result) => result.mathjsMs / result.exactlyMs);
  console.log(
    `| median | ${perExpression(median(results.map((r) => r.exactlyMs)))} | ${perExpression(median(results.map((r) => r.mathjsMs)))} | ${median(ratios).toFixed(1)}× |`,
  );
  console.log(
    `Exactly is ${median(ratios).toFixed(1)}× faster than math.js (median of the processes' ratios; lowest ${Math.min(...ratios).toFixed(1)}×).`,
  );
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
  row(
    'rational-subtract: 500/500-digit operands, 1,000-digit products',
    median(timeRounds(101, () => execute('rational-subtract', subtractRequest))),
    null,
  );

  // decimal-expression-evaluate: the work budget bounds every request; these sit next to it.
  const sixty = randomDigits(20, random) + '.' + randomDigits(40, random);
  const nearBudget = { expression: `(${sixty})^3 / (${sixty})^2`, scale: 40, rounding: 'half_even' };
  valueOf(execute('decimal-expression-evaluate', nearBudget));
  row(
    'decimal-expression-evaluate: (60-digit x)^3 / x^2: 180-digit intermediates, 46,800 of the 50,000 work units',
    median(timeRounds(101, () => execute('decimal-expression-evaluate', nearBudget))),
    null,
  );
  const manyTokens = {
    expression: Array.from({ length: 125 }, (_, i) => `${i + 1}.5`).join(' * ') + ' - 1',
    scale: 10,
    rounding: 'half_up',
  };
  const manyTokensResponse = execute('decimal-expression-evaluate', manyTokens);
  row(
    `decimal-expression-evaluate: 250-token product until the cap or budget stops it (${'error' in manyTokensResponse ? (manyTokensResponse as { error: { details: { reason: string } } }).error.details.reason : 'ok'})`,
    median(timeRounds(101, () => execute('decimal-expression-evaluate', manyTokens))),
    null,
  );
}

/**
 * The same working check in Python for the sums of bench/inputs.ts workingAtLimits: each step a sum
 * of fractions n/p; statuses against the step before; for the first five not_equal steps, the three
 * rules of "+" at every site (the running sum's value and the next fraction as written), each by
 * re-adding the rest of the sum, then sign_flipped and reciprocal (left_to_right is the same sum).
 */
const PYTHON_WORKING_CHECK = `
def run(working):
    steps = [[tuple(int(x) for x in term.split("/")) for term in part.split("+")] for part in working.split(" = ")]
    values = [sum((Fraction(n, d) for n, d in terms), Fraction(0)) for terms in steps]
    found = []
    searched = 0
    for k in range(1, len(steps)):
        if values[k] == values[k - 1] or searched == 5: continue
        searched += 1
        terms, stated, matches = steps[k - 1], values[k], []
        for rule in ("added_across", "numerators_combined", "larger_denominator"):
            prefix = Fraction(*terms[0])
            for i in range(1, len(terms)):
                a, b = (terms[0] if i == 1 else (prefix.numerator, prefix.denominator))
                c, d = terms[i]
                buggy = Fraction(a + c, b + d) if rule == "added_across" else Fraction(a + c, b * d) if rule == "numerators_combined" else Fraction(a + c, max(b, d))
                total = buggy + sum((Fraction(n, q) for n, q in terms[i + 1:]), Fraction(0))
                if total == stated: matches.append((rule, i))
                prefix += Fraction(c, d)
        value = values[k - 1]
        if stated == -value: matches.append(("sign_flipped", None))
        if value != 0 and stated == 1 / value: matches.append(("reciprocal", None))
        found.append(matches)
    return [str(v) for v in values], found
`;

function workingAtTheLimits(): void {
  const [load1] = loadavg();
  console.log('\n## rational-working-check at its limits (budget: 50 ms)');
  console.log(
    `Load average ${load1!.toFixed(2)}. Medians of 21 calls after 3 warm-up calls; Python: the same check naively (see bench/run.ts).`,
  );
  console.log('| working | Exactly | Python fractions | ratio (Python / Exactly) |');
  console.log('|---|---|---|---|');
  for (const terms of [64, 32, 16, 4]) {
    const working = workingAtLimits(terms);
    const request = { working };
    const output = execute('rational-working-check', request) as { steps?: Array<{ status: string; misconceptions: unknown[] | null }> };
    if (output.steps === undefined) throw new Error(`the benchmark working should be checked, got ${JSON.stringify(output).slice(0, 200)}`);
    const searched = output.steps.filter((step) => step.misconceptions !== null).length;
    for (let i = 0; i < 3; i++) execute('rational-working-check', request);
    const exactly = median(timeRounds(21, () => execute('rational-working-check', request)));
    const python = pythonMedian(PYTHON_WORKING_CHECK + PYTHON_TIMER.replace('ROUNDS', '21'), working);
    const digits = (execute('rational-working-check', request) as { start_value: string }).start_value.length;
    row(
      `${output.steps.length} steps of ${terms} fractions n/p (${2 * terms - 1} tokens each), ${Buffer.byteLength(working)} bytes, values of ${digits} characters, ${searched} steps searched over ${terms - 1} sites`,
      exactly,
      python,
    );
  }
  // 1.2.0's place-value rules: decimal products, every × a site of a dozen point shifts (no Python peer: it has no such rules).
  for (const terms of [64, 16]) {
    const working = decimalProductsAtLimits(terms);
    const request = { working };
    const output = execute('rational-working-check', request) as { steps?: Array<{ misconceptions: unknown[] | null }> };
    if (output.steps === undefined) throw new Error(`the benchmark working should be checked, got ${JSON.stringify(output).slice(0, 200)}`);
    for (let i = 0; i < 3; i++) execute('rational-working-check', request);
    const exactly = median(timeRounds(21, () => execute('rational-working-check', request)));
    const searched = output.steps.filter((step) => step.misconceptions !== null).length;
    row(
      `${output.steps.length} steps of ${terms} one-place decimals multiplied, ${Buffer.byteLength(working)} bytes, ${searched} steps searched over ${terms - 1} sites`,
      exactly,
      null,
    );
  }
}

/**
 * The peer of rational-working-solve: Python's fractions doing the method's arithmetic on a sum or
 * product chain of n/d, one operation a step as the solver writes it: over the least common
 * denominator and add the numerators (or invert the divisor and multiply), reducing each result,
 * and writing every line out whole. It reads no grammar, builds no tree and checks nothing: a
 * floor for the work, not the same program.
 */
const PYTHON_WORKING_SOLVE = `
from math import gcd
def run(working):
    tokens = working.split(" ")
    ops = tokens[1::2]
    terms = [tuple(int(x) for x in t.split("/")) for t in tokens[0::2]]
    lines = []
    def line(head, rest):
        # The whole line, as the solver writes every step: the worked part, then the rest copied.
        return " ".join([head] + [f"{o} {n}/{d}" for o, (n, d) in rest])
    rest = list(zip(ops, terms[1:]))
    acc = terms[0]
    while rest:
        (op, (c, d)), rest = rest[0], rest[1:]
        a, b = acc
        if op == "+":
            l = b // gcd(b, d) * d
            lines.append(line(f"{a * (l // b)}/{l} + {c * (l // d)}/{l}", rest))
            acc = (a * (l // b) + c * (l // d), l)
        else:
            if op == "\u00f7":
                c, d = d, c
                lines.append(line(f"{a}/{b} \u00d7 {c}/{d}", rest))
            acc = (a * c, b * d)
        lines.append(line(f"{acc[0]}/{acc[1]}", rest))
        f = Fraction(*acc)
        if (f.numerator, f.denominator) != acc:
            acc = (f.numerator, f.denominator)
            lines.append(line(f"{acc[0]}/{acc[1]}", rest))
    return lines
`;

function solveAtTheLimits(): void {
  const [load1] = loadavg();
  console.log('\n## rational-working-solve at its limits (budget: 50 ms)');
  console.log(
    `Load average ${load1!.toFixed(2)}. Medians of 21 calls after 3 warm-up calls; Python: the method's arithmetic on the same chain (see bench/run.ts).`,
  );
  console.log('| working | Exactly | Python fractions | ratio (Python / Exactly) |');
  console.log('|---|---|---|---|');
  const denominators = [2, 3, 4, 5, 6, 8, 9, 10, 12];
  const chain = (terms: number, operator: (i: number) => string): string =>
    Array.from({ length: terms }, (_, i) => `${1 + (i % 7)}/${denominators[i % 9]}`).reduce(
      (line, term, i) => (i === 0 ? term : `${line} ${operator(i)} ${term}`),
      '',
    );
  const cases: Array<[string, Record<string, unknown>]> = [
    ['64 fractions added (127 tokens): stops at solution_too_many_steps', { working: chain(64, () => '+') }],
    ['30 fractions added: a whole solution', { working: chain(30, () => '+'), final_form: 'mixed' }],
    [
      '64 fractions multiplied and divided, cancelling: stops at a limit',
      { working: chain(64, (i) => (i % 3 === 0 ? '\u00d7' : '\u00f7')), final_form: 'mixed', cancel: true },
    ],
    ['8,192-byte working of 100 steps (16 fractions n/p each), solved from its last step', { working: workingAtLimits(16) }],
  ];
  for (const [label, request] of cases) {
    const response = execute('rational-working-solve', request) as { steps?: unknown[]; error?: { details: { reason: string } } };
    for (let i = 0; i < 3; i++) execute('rational-working-solve', request);
    const exactly = median(timeRounds(21, () => execute('rational-working-solve', request)));
    const working = request.working as string;
    const python = /^[\d/ +\u00d7\u00f7]+$/.test(working)
      ? pythonMedian(PYTHON_WORKING_SOLVE + PYTHON_TIMER.replace('ROUNDS', '21'), working)
      : null;
    row(`${label} (${response.steps === undefined ? response.error!.details.reason : `${response.steps.length} steps`})`, exactly, python);
  }
}

/** linear-equation-check and linear-equation-solve on their worst request at the limits (no peer: Python has no such checker). */
function equationsAtTheLimits(): void {
  const [load1] = loadavg();
  console.log('\n## linear-equation-check and linear-equation-solve at their limits (budget: 50 ms)');
  console.log(`Load average ${load1!.toFixed(2)}. Medians of 21 calls after 3 warm-up calls.`);
  console.log('| working | Exactly | Python fractions | ratio (Python / Exactly) |');
  console.log('|---|---|---|---|');
  const working = equationAtLimits();
  const request = { working };
  const output = execute('linear-equation-check', request) as { steps?: Array<{ status: string; misconceptions: unknown[] | null }> };
  if (output.steps === undefined) throw new Error(`the benchmark working should be checked, got ${JSON.stringify(output).slice(0, 200)}`);
  const wrong = output.steps.filter((step) => step.status === 'not_equivalent').length;
  const searched = output.steps.filter((step) => step.misconceptions !== null).length;
  const lines = `${output.steps.length} lines of up to 160 characters (${Buffer.byteLength(working)} bytes), ${wrong} not equivalent, ${searched} searched at every site`;
  for (let i = 0; i < 3; i++) execute('linear-equation-check', request);
  row(`linear-equation-check: ${lines}`, median(timeRounds(21, () => execute('linear-equation-check', request))), null);
  const solved = execute('linear-equation-solve', request) as { steps?: unknown[]; error?: { details: { reason: string } } };
  for (let i = 0; i < 3; i++) execute('linear-equation-solve', request);
  row(
    `linear-equation-solve: the same working, from its first line (${solved.steps === undefined ? solved.error!.details.reason : `${solved.steps.length} steps`})`,
    median(timeRounds(21, () => execute('linear-equation-solve', request))),
    null,
  );
  // The worst the solver answers: every line right, so it goes on from the last and re-checks the whole working with its solution.
  const right = { working: equationRightAtLimits() };
  const answered = execute('linear-equation-solve', right) as { steps?: unknown[]; error?: { details: { reason: string } } };
  if (answered.steps === undefined)
    throw new Error(`the benchmark working should be solved, got ${JSON.stringify(answered).slice(0, 200)}`);
  for (let i = 0; i < 3; i++) execute('linear-equation-solve', right);
  const rightLines = right.working.split('\n').length;
  row(
    `linear-equation-solve: ${rightLines} right lines (${Buffer.byteLength(right.working)} bytes), from the last (${answered.steps.length} steps, the whole working re-checked)`,
    median(timeRounds(21, () => execute('linear-equation-solve', right))),
    null,
  );
}

function valueOfSubtract(response: unknown): void {
  if (typeof (response as { numerator?: unknown }).numerator !== 'string')
    throw new Error(`subtract failed: ${JSON.stringify(response).slice(0, 200)}`);
}

function row(label: string, exactly: number, python: number | null): void {
  const ratio = python === null ? '—' : `${(python / exactly).toFixed(2)}×`;
  console.log(`| ${label} | ${format(exactly)} | ${python === null ? '—' : format(python)} | ${ratio} |`);
}

interface ProcessTimes {
  wallMs: number;
  cpuMs: number;
  /** Kept only when asked for: a few runs' output would otherwise fill this process's heap, in which the floor is timed. */
  stdout: string | null;
}

/**
 * Runs a whole Node process under /usr/bin/time as a user runs a filter (`< requests > responses`):
 * stdin read from a file, stdout written to a file, so no pipe served by this process's own event
 * loop is in the time. Returns its wall time, its CPU time (user + system) and its output.
 */
function timeProcess(args: readonly string[], input: string, keepOutput = false): ProcessTimes {
  const dir = mkdtempSync(join(tmpdir(), 'exactly-bench-e2e-'));
  try {
    const timeFile = join(dir, 'time');
    const inputFile = join(dir, 'input');
    const outputFile = join(dir, 'output');
    writeFileSync(inputFile, input);
    const stdin = openSync(inputFile, 'r');
    const stdout = openSync(outputFile, 'w');
    let child: ReturnType<typeof spawnSync>;
    const start = performance.now();
    try {
      child = spawnSync('/usr/bin/time', ['-o', timeFile, '-f', '%U %S', process.execPath, ...args], {
        stdio: [stdin, stdout, 'pipe'],
        encoding: 'utf8',
      });
    } finally {
      closeSync(stdin);
      closeSync(stdout);
    }
    const wallMs = performance.now() - start;
    if (child.status !== 0) throw new Error(`${args.join(' ')} failed (exit ${child.status}): ${String(child.stderr).slice(0, 500)}`);
    const [user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
    return { wallMs, cpuMs: (user! + system!) * 1000, stdout: keepOutput ? readFileSync(outputFile, 'utf8') : null };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const E2E_LINES = 60_000;
const E2E_ROUNDS = 7;
/** The longer input of section 4: the batch this many times over. */
const LONGER_BATCHES = 5;

// 4. End to end, JSON Lines in and out: the command against a math.js filter, whole processes.
function endToEnd(): void {
  const corpus = smallExpressionCorpus(E2E_LINES, 5);
  const requests = corpus.map((expression, i) => {
    const value = valueOf(execute('rational-expression-check', { expression, claimed_value: '0', require_canonical: true }));
    // Half the claims are right, half are off by one, as in section 1.
    const claimed_value = i % 2 === 0 ? value : Rational.parse(value)!.add(Rational.ONE).toString();
    return JSON.stringify({ expression, claimed_value, require_canonical: true });
  });
  const input = `${requests.join('\n')}\n`;
  const peers = [
    {
      name: 'exactly rational-expression-check --jsonl',
      args: [fileURLToPath(new URL('../bin/exactly.js', import.meta.url)), 'rational-expression-check', '--jsonl'],
    },
    { name: 'math.js 15 (Fraction) JSON Lines filter', args: [fileURLToPath(new URL('./mathjs-jsonl-filter.mjs', import.meta.url))] },
  ];
  const samples = peers.map(() => ({ full: [] as ProcessTimes[], empty: [] as ProcessTimes[] }));
  console.log(`\n## End to end: ${E2E_LINES.toLocaleString('en')} rational-expression-check lines, JSON Lines in and out, whole processes`);
  console.log(
    `${E2E_ROUNDS} rounds, the two interleaved (ABBA); each reads its stdin from a file and writes its stdout to a file, once on the ${(input.length / 1e6).toFixed(1)} MB batch and once on empty input, whose time (start-up and exit) is subtracted. Before: load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}.`,
  );
  // The command also runs on the batch repeated LONGER_BATCHES times, in the same rounds, for its
  // cost past the first batch.
  const longerInput = input.repeat(LONGER_BATCHES);
  const longer: ProcessTimes[] = [];
  for (let round = 0; round < E2E_ROUNDS; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) {
      samples[i]!.full.push(timeProcess(peers[i]!.args, input, round === 0));
      samples[i]!.empty.push(timeProcess(peers[i]!.args, ''));
      if (i === 0) longer.push(timeProcess(peers[0]!.args, longerInput));
    }
  }
  // Both must answer every line, and agree on every verdict.
  const verdicts = samples.map((s) =>
    s.full[0]!.stdout!.trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as { valid?: boolean }).valid),
  );
  const agreeing = verdicts[0]!.filter((valid, i) => valid !== undefined && valid === verdicts[1]![i]).length;
  console.log(`Verdicts agreeing: ${agreeing.toLocaleString('en')}/${E2E_LINES.toLocaleString('en')}.`);
  const perLine = (s: { full: ProcessTimes[]; empty: ProcessTimes[] }, field: 'wallMs' | 'cpuMs'): number =>
    ((median(s.full.map((t) => t[field])) - median(s.empty.map((t) => t[field]))) * 1000) / E2E_LINES;
  console.log('| process | CPU µs per line | wall µs per line | median CPU ms: batch / empty | median wall ms: batch / empty |');
  console.log('|---|---|---|---|---|');
  peers.forEach((peer, i) => {
    const s = samples[i]!;
    const ms = (times: ProcessTimes[], field: 'wallMs' | 'cpuMs'): string => median(times.map((t) => t[field])).toFixed(0);
    console.log(
      `| ${peer.name} | ${perLine(s, 'cpuMs').toFixed(2)} | ${perLine(s, 'wallMs').toFixed(2)} | ${ms(s.full, 'cpuMs')} / ${ms(s.empty, 'cpuMs')} | ${ms(s.full, 'wallMs')} / ${ms(s.empty, 'wallMs')} |`,
    );
  });
  // The floor is the same work in this warm process: parse, execute, stringify, nothing read or
  // written. A whole process pays once for start-up (subtracted above) and once for warming its
  // JIT on the first lines, which the warm loop has already paid; the command's steady cost per
  // line is the time of the longer input less the time of the batch, over the lines between. The
  // longer the span, the less a few milliseconds of noise in either run weigh on a line.
  const once = samples[0]!.full;
  const steady = (field: 'wallMs' | 'cpuMs'): number =>
    ((median(longer.map((t) => t[field])) - median(once.map((t) => t[field]))) * 1000) / (E2E_LINES * (LONGER_BATCHES - 1));
  const warmSamples = timeRounds(E2E_ROUNDS, () => {
    for (const line of requests) JSON.stringify(execute('rational-expression-check', JSON.parse(line)));
  });
  const floor = (median(warmSamples) * 1000) / E2E_LINES;
  console.log(
    `| the command, each line past the first batch (${LONGER_BATCHES} batches less 1) | ${steady('cpuMs').toFixed(2)} | ${steady('wallMs').toFixed(2)} | – | – |`,
  );
  console.log(
    `| the in-process floor: parse, execute, stringify in this warm process | – | ${floor.toFixed(2)} | – | ${median(warmSamples).toFixed(0)} / 0 |`,
  );
  console.log(
    `Per line, against the in-process floor: the command's wall time with its JIT warming included is ${(perLine(samples[0]!, 'wallMs') / floor).toFixed(2)}×, past the first batch ${(steady('wallMs') / floor).toFixed(2)}× (target ≤ 1.2×).`,
  );
  const [ours, theirs] = samples as [(typeof samples)[0], (typeof samples)[0]];
  console.log(
    `Per line, Exactly is ${(perLine(theirs, 'cpuMs') / perLine(ours, 'cpuMs')).toFixed(1)}× the math.js filter in CPU time and ${(perLine(theirs, 'wallMs') / perLine(ours, 'wallMs')).toFixed(1)}× in wall time (target ≥ 10×). After: load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}.`,
  );
}

console.log(`# Exactly benchmark — node ${process.version}, ${new Date().toISOString()}`);
// `--only end-to-end` runs section 4 alone; `--only solve`, rational-working-solve's rows; `--only working`, rational-working-check's;
// `--only equations`, linear-equation-check's and linear-equation-solve's.
if (process.argv.includes('--only') && process.argv.includes('end-to-end')) {
  endToEnd();
} else if (process.argv.includes('--only') && process.argv.includes('solve')) {
  solveAtTheLimits();
} else if (process.argv.includes('--only') && process.argv.includes('working')) {
  workingAtTheLimits();
} else if (process.argv.includes('--only') && process.argv.includes('equations')) {
  equationsAtTheLimits();
} else {
  smallExpressions();
  worstCases();
  workingAtTheLimits();
  solveAtTheLimits();
  equationsAtTheLimits();
  endToEnd();
}
