/**
 * One process's measurement of rational-expression-check on small expressions against math.js
 * in Fraction mode (evaluate + equal), printed as one JSON line. bench/run.ts runs it in several
 * fresh processes: V8 compiles in the background, so how well a process's code ends up
 * optimized varies from one process to the next, and one process is one sample.
 */
import { pathToFileURL } from 'node:url';
import { all, create } from 'mathjs';
import { execute } from '../src/core/execute';
import { Rational } from '../src/core/rational';
import { smallExpressionCorpus } from './inputs';
import { cpuTimeOf, median } from './stats';

export const WARM_UP_ROUNDS = 20;
export const TIMED_ROUNDS = 21;

export interface SmallExpressionsResult {
  expressions: number;
  agreeing: number;
  /** Median CPU milliseconds per round of all the expressions. */
  exactlyMs: number;
  mathjsMs: number;
}

function measure(): SmallExpressionsResult {
  const corpus = smallExpressionCorpus(2000);
  const requests = corpus.map((expression, i) => {
    const response = execute('rational-expression-check', { expression, claimed_value: '0', require_canonical: true }) as {
      value?: unknown;
    };
    if (typeof response.value !== 'string') throw new Error(`benchmark input failed: ${JSON.stringify(response).slice(0, 200)}`);
    // Half the claims are right, half are off by one: both verdicts are exercised.
    const claimed_value = i % 2 === 0 ? response.value : Rational.parse(response.value)!.add(Rational.ONE).toString();
    return { expression, claimed_value, require_canonical: true };
  });
  const math = create(all!, { number: 'Fraction' });
  const exactly = (): void => {
    for (const request of requests) execute('rational-expression-check', request);
  };
  const mathjs = (): void => {
    for (const request of requests) math.equal(math.evaluate(request.expression), math.fraction(request.claimed_value));
  };
  let agreeing = 0;
  for (const request of requests) {
    const ours = (execute('rational-expression-check', request) as { valid: boolean }).valid;
    if (ours === math.equal(math.evaluate(request.expression), math.fraction(request.claimed_value))) agreeing++;
  }
  // Both engines are warmed up before any round is timed: the first rounds of each measure the
  // JIT compiling them, not the engine (Exactly's first ten rounds ran up to 4× slower).
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    exactly();
    mathjs();
  }
  const exactlyRounds: number[] = [];
  const mathjsRounds: number[] = [];
  for (let round = 0; round < TIMED_ROUNDS; round++) {
    exactlyRounds.push(cpuTimeOf(exactly));
    mathjsRounds.push(cpuTimeOf(mathjs));
  }
  return { expressions: requests.length, agreeing, exactlyMs: median(exactlyRounds), mathjsMs: median(mathjsRounds) };
}

// Imported by bench/run.ts for its constants; measures only when run as the script itself.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(JSON.stringify(measure()));
