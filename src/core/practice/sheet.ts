/**
 * A practice sheet from a class's mistakes: for each chosen rule, problems of its task (./tasks.ts)
 * where that rule's answer is diagnostic (./diagnose.ts) and a student who writes it is told that
 * rule first by rational-working-check, made from a seed so that the same sheet can be made again,
 * with each problem's right answer and the rule's answer as a student writes them, the worked
 * solution (rational-working-solve) and the numbers of the mistake (for its feedback sentence).
 */
import type { MisconceptionExplanation } from '../working/fraction-explain';
import { explainedWorkingCheck } from '../working/fraction-kind';
import type { WorkingKindId } from '../working/kind-claims';
import { kindOfRule } from '../working/kinds';
import { isErrorEnvelope } from '../errors';
import { execute } from '../execute';
import { splitWorkingParts } from '../grammar/working-parts';
import { parseWorkingPart, type WorkingNode } from '../grammar/working-parser';
import type { EquationRule } from '../equations/rule-ids';
import { nodesOf, TERM_RULES, type MisconceptionRule } from '../misconceptions/catalog';
import type { EquationMistake } from '../sentences/equation-sentences';
import { Rational } from '../rational';
import type { FinalForm } from '../tools/working-final-form';
import type { RationalWorkingSolveOutput } from '../solve/types';
import { diagnosticValues, problemOutcomes, type ProblemOutcomes } from './diagnose';
import { EQUATION_SHAPES, equationPracticeFor, RULE_EQUATION_SHAPES } from './equations';
import { derivedSeed, seededRandom, type Random } from './random';
import { numberPicker, SHAPES, type Exercise, type PracticeProfile, type Shape } from './shapes';
import type { PracticeRule } from './practice-rules';
import { RULE_TASK, TASK_FINAL_FORM, TASK_STATED_FORM, taskOf, writtenInForm, type PracticeTask } from './tasks';

export const DEFAULT_PER_RULE = 6;
export const MAX_PER_RULE = 50;
export const DEFAULT_MAX_DENOMINATOR = 12;
export const MIN_MAX_DENOMINATOR = 3;
export const MAX_MAX_DENOMINATOR = 100;

export interface PracticeOptions {
  rules: readonly PracticeRule[];
  seed: number;
  perRule?: number;
  maxDenominator?: number;
  /** The class's numbers, when the sheet is made from a class. */
  profile?: PracticeProfile | null;
  /** Put before each question id: a student's sheet in a class's ("Dana/P1"). */
  prefix?: string;
}

export interface PracticeProblem {
  /** 1-based, in sheet order. */
  number: number;
  /** The problem's id in the key and in a returned answers file: P1, P2, … (Dana/P1, … on a student's sheet) */
  question: string;
  rule: PracticeRule;
  /** The kind of problem (./tasks.ts): what the student is asked to do with `problem`. */
  task: PracticeTask;
  /** One line of the working grammar, such as "1/2 + 1/3": the expression to work out or the number to rewrite; or the equation to solve, such as "2(x + 3) = 14". */
  problem: string;
  /** The form the answer must be written in (the key's final_form): "any" for an equivalent-fraction task, which asks for a denominator instead. */
  final_form: FinalForm;
  /** For an equivalent-fraction task, the denominator the answer must have (the key's denominator); else null. */
  denominator: number | null;
  /** The right answer and the rule's answer, as a student answering in the task's form writes them ("5.22", "2 1/3", "3/6", "x = 4"). */
  answer: string;
  /** The right answer's value, canonical ("7/3" for "2 1/3"): what a key's answer column holds where `answer` is not a fraction or a decimal. */
  value: string;
  diagnostic_answer: string;
  /** The working of a student who makes the mistake, which the checker names the rule on: "1/2 + 1/3 = 2/5", or an equation, the line the mistake makes and its x. */
  diagnostic_working: string;
  /** The worked solution's lines after the problem, each a step ("3/6 + 2/6", "5/6"; for an equation each line, the last the check). */
  solution: string[];
  /** The whole worked solution as a working: the problem, then each step after "=" (an equation's lines one a line). */
  working: string;
  /** The mistake's numbers at its site (an equation mistake: its site and the line it makes), for the feedback sentence. */
  explanation: MisconceptionExplanation | EquationMistake;
  seed: number;
}

export interface PracticeSheet {
  seed: number;
  per_rule: number;
  max_denominator: number;
  rules: PracticeRule[];
  problems: PracticeProblem[];
  /** The rules for which fewer than per_rule problems were found, with how many were. */
  shortfalls: Array<{ rule: PracticeRule; made: number }>;
}

/** Samples of each shape tried before the sheet is made, to learn where each rule shows. */
const PROBES_PER_SHAPE = 24;
/** Tries per problem wanted before a rule is given up (its shortfall reported). */
const TRIES_PER_PROBLEM = 300;

export { isMisconceptionRule, isPracticeRule, PRACTICE_RULES } from './practice-rules';

/** A problem of one rule with its answers, before it is numbered. */
interface Found {
  exercise: Exercise;
  answer: string;
  value: string;
  diagnostic: string;
  explanation: MisconceptionExplanation;
}

/** The right answer as the task asks for it; null when the task's form cannot hold it (a decimal that never ends). */
function rightAnswer(task: PracticeTask, exercise: Exercise, value: Rational): string | null {
  if (exercise.denominator !== null) {
    const scaled = value.multiply(Rational.of(BigInt(exercise.denominator)));
    return scaled.denominator === 1n ? `${scaled.numerator}/${exercise.denominator}` : null;
  }
  return writtenInForm(value, TASK_FINAL_FORM[task]);
}

/**
 * A rule's wrong value as the student making it writes it: in a conversion over the number's own
 * denominator (3 1/5 as 15/5, 29/9 as 2 3/9), else in the task's form; null for a value the form
 * cannot hold (a decimal that never ends: a student would not reach it on a decimal problem).
 */
function writtenWrong(task: PracticeTask, problem: string, value: Rational): string | null {
  if (task === 'to_improper' || task === 'to_mixed') {
    const denominator = BigInt(problem.slice(problem.indexOf('/') + 1));
    const scaled = value.multiply(Rational.of(denominator));
    if (scaled.denominator === 1n) {
      const n = scaled.numerator;
      return task === 'to_mixed' && n > denominator && n % denominator !== 0n
        ? `${n / denominator} ${n % denominator}/${denominator}`
        : `${n}/${denominator}`;
    }
  }
  return writtenInForm(value, TASK_FINAL_FORM[task]);
}

/**
 * The answers the term rules give to "write p/q with the denominator m", each the mistake as it is
 * made: the numerator kept (p/m), the denominator kept (the right numerator over q), the same
 * number added to both or taken from both, (p + m − q)/m, and the numerator multiplied (or, to
 * simplify, divided) by another number than the denominator was.
 */
function termAnswers(p: bigint, q: bigint, m: bigint): Array<[MisconceptionRule, string]> {
  const right = (p * m) / q;
  const other: bigint[] = [];
  if (m > q) {
    const k = m / q;
    other.push(...[k - 1n, k + 1n, q, m].filter((factor) => factor > 1n).map((factor) => factor * p));
  } else {
    const k = q / m;
    for (let f = 2n; f <= p; f++) if (p % f === 0n && f !== k) other.push(p / f);
  }
  return [
    ['numerator_not_scaled', `${p}/${m}`],
    ['denominator_not_scaled', `${right}/${q}`],
    ...(p + m - q > 0n ? [['added_to_numerator_and_denominator', `${p + m - q}/${m}`] as [MisconceptionRule, string]] : []),
    ...other.map((numerator): [MisconceptionRule, string] => ['numerator_scaled_wrong', `${numerator}/${m}`]),
  ];
}

/** The candidates of a rule on an equivalent-fraction exercise: answers only its term rule reads as a mistake, and no other rule's value. */
function termCandidates(rule: MisconceptionRule, exercise: Exercise, outcomes: ProblemOutcomes): string[] {
  const [p, q] = exercise.problem.split('/').map((part) => BigInt(part)) as [bigint, bigint];
  const m = BigInt(exercise.denominator!);
  const compared = { numerator: p, denominator: q };
  const termRules = Object.entries(TERM_RULES) as Array<[MisconceptionRule, (c: typeof compared, s: typeof compared) => boolean]>;
  return termAnswers(p, q, m)
    .filter(([own, text]) => {
      if (own !== rule) return false;
      const [n, d] = text.split('/').map((part) => BigInt(part)) as [bigint, bigint];
      const stated = { numerator: n, denominator: d };
      const value = Rational.of(n, d);
      const readAs = termRules.filter(([, test]) => test(compared, stated));
      return (
        readAs.length === 1 &&
        readAs[0]![0] === rule &&
        !value.equals(outcomes.value) &&
        !outcomes.evaluations.some((e) => e.value.equals(value))
      );
    })
    .map(([, text]) => text);
}

/** The explanation rational-working-check gives a student who writes `answer` to the problem, when it names `rule` first and the step is not ambiguous; else null. */
function namedFirst(problem: string, answer: string, rule: MisconceptionRule): MisconceptionExplanation | null {
  const { response, explanation } = explainedWorkingCheck({ working: `${problem} = ${answer}` });
  if (isErrorEnvelope(response) || explanation === null) return null;
  const step = response.steps[1];
  if (step === undefined || step.misconceptions?.[0]?.rule !== rule || (step.ambiguous?.length ?? 0) > 0) return null;
  const found = explanation.steps[1]?.misconceptions ?? [];
  return found[0]?.rule === rule ? found[0] : null;
}

/** The rule's problem on an exercise, or null when the exercise does not tell its mistake apart. */
function problemFor(rule: MisconceptionRule, exercise: Exercise): Found | null {
  const task = RULE_TASK[rule];
  const outcomes = problemOutcomes(exercise.problem, TASK_STATED_FORM[task] ?? null);
  // A practice problem for a child: its answer is not negative.
  if (outcomes === null || outcomes.value.numerator < 0n) return null;
  const answer = rightAnswer(task, exercise, outcomes.value);
  if (answer === null) return null;
  const candidates =
    task === 'equivalent'
      ? termCandidates(rule, exercise, outcomes)
      : // A wrong answer of 0 or below 0 is not one a child reaches on these problems (but for the sign flipped): another problem tells the mistake better.
        diagnosticValues(outcomes, rule)
          .filter((value) => value.numerator > 0n || (rule === 'sign_flipped' && !value.isZero()))
          .map((value) => writtenWrong(task, exercise.problem, value))
          .filter((text): text is string => text !== null);
  for (const diagnostic of candidates) {
    if (diagnostic === answer) continue;
    const explanation = namedFirst(exercise.problem, diagnostic, rule);
    if (explanation !== null) return { exercise, answer, value: outcomes.value.toString(), diagnostic, explanation };
  }
  return null;
}

/** The rules the shape's samples told apart: which shapes of a task to use for each of its rules. */
function productiveShapes(
  rules: readonly MisconceptionRule[],
  seed: number,
  maxDenominator: number,
  profile: PracticeProfile | null,
): Map<MisconceptionRule, Shape[]> {
  const found = new Map<MisconceptionRule, Shape[]>();
  const tasks = new Set(rules.map((rule) => RULE_TASK[rule]));
  for (const shape of SHAPES) {
    if (!tasks.has(shape.task)) continue;
    const random = seededRandom(derivedSeed(seed, `probe:${shape.id}`));
    const numbers = numberPicker(random, maxDenominator, profile);
    const exercises = Array.from({ length: PROBES_PER_SHAPE }, () => shape.make(numbers));
    for (const rule of rules) {
      if (RULE_TASK[rule] !== shape.task) continue;
      // A probe is a cheap guess (a diagnostic value, before rational-working-check is asked): each problem made is checked in full.
      if (exercises.some((exercise) => quickHit(rule, exercise))) {
        found.set(rule, [...(found.get(rule) ?? []), shape]);
      }
    }
  }
  return found;
}

/** Whether the rule has a diagnostic value on the exercise, without asking rational-working-check. */
function quickHit(rule: MisconceptionRule, exercise: Exercise): boolean {
  const task = RULE_TASK[rule];
  if (task === 'equivalent') return true;
  const outcomes = problemOutcomes(exercise.problem, TASK_STATED_FORM[task] ?? null);
  return outcomes !== null && diagnosticValues(outcomes, rule).length > 0;
}

function solve(problem: string, finalForm: FinalForm): RationalWorkingSolveOutput {
  const response = execute('rational-working-solve', { working: problem, final_form: finalForm });
  if (isErrorEnvelope(response)) throw new Error(`practice: no worked solution for ${problem}: ${response.error.message}`);
  return response as RationalWorkingSolveOutput;
}

/** The worked solution's lines after the problem: the solver's, or for an equivalent fraction both parts multiplied (or divided) by the same number. */
function solutionOf(found: Found, task: PracticeTask): string[] {
  const { problem, denominator } = found.exercise;
  if (denominator === null) return solve(problem, TASK_FINAL_FORM[task]).steps.map((step) => step.text);
  const [a, b] = problem.split('/') as [string, string];
  const step =
    denominator > Number(b)
      ? `(${a}×${denominator / Number(b)})/(${b}×${denominator / Number(b)})`
      : `(${a}÷${Number(b) / denominator})/(${b}÷${Number(b) / denominator})`;
  return [step, found.answer];
}

function clampInteger(value: number | undefined, fallback: number, low: number, high: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(high, Math.max(low, Math.trunc(value)));
}

/** A sheet being made: its options, the problems already on it, and how a problem is added. */
interface SheetMaking {
  seed: number;
  perRule: number;
  maxDenominator: number;
  profile: PracticeProfile | null;
  used: Set<string>;
  add(rule: PracticeRule, made: Omit<PracticeProblem, 'number' | 'question' | 'rule' | 'task' | 'seed'>): void;
}

/** Up to `perRule` problems of a fraction rule, each on a shape of its task; how many were made. */
function addFractionProblems(rule: MisconceptionRule, { seed, perRule, maxDenominator, profile, used, add }: SheetMaking): number {
  const task = RULE_TASK[rule];
  const shapes = productiveShapes([rule], seed, maxDenominator, profile).get(rule) ?? [];
  const random: Random = seededRandom(derivedSeed(seed, rule));
  const numbers = numberPicker(random, maxDenominator, profile);
  let made = 0;
  for (let tries = 0; shapes.length > 0 && made < perRule && tries < perRule * TRIES_PER_PROBLEM; tries++) {
    const exercise = shapes[tries % shapes.length]!.make(numbers);
    const id = `${exercise.problem}|${exercise.denominator ?? ''}`;
    if (used.has(id)) continue;
    const found = problemFor(rule, exercise);
    if (found === null) continue;
    const solution = solutionOf(found, task);
    used.add(id);
    made++;
    add(rule, {
      problem: exercise.problem,
      final_form: TASK_FINAL_FORM[task],
      denominator: exercise.denominator,
      answer: found.answer,
      value: found.value,
      diagnostic_answer: found.diagnostic,
      diagnostic_working: `${exercise.problem} = ${found.diagnostic}`,
      solution,
      working: [exercise.problem, ...solution.map((line) => `= ${line}`)].join('\n'),
      explanation: found.explanation,
    });
  }
  return made;
}

/** Up to `perRule` problems of an equation rule, each on one of its forms (./equations.ts); how many were made. */
function addEquationProblems(rule: EquationRule, { seed, perRule, used, add }: SheetMaking): number {
  const shapes = RULE_EQUATION_SHAPES[rule].map((id) => EQUATION_SHAPES[id]);
  const random: Random = seededRandom(derivedSeed(seed, rule));
  let made = 0;
  for (let tries = 0; made < perRule && tries < perRule * TRIES_PER_PROBLEM; tries++) {
    const problem = shapes[tries % shapes.length]!(random);
    if (used.has(problem)) continue;
    const found = equationPracticeFor(rule, problem);
    if (found === null) continue;
    used.add(problem);
    made++;
    add(rule, {
      problem,
      final_form: TASK_FINAL_FORM.equation,
      denominator: null,
      answer: found.answer,
      value: found.value,
      diagnostic_answer: found.diagnostic,
      diagnostic_working: found.diagnosticWorking,
      solution: found.solution,
      working: [problem, ...found.solution].join('\n'),
      explanation: found.mistake,
    });
  }
  return made;
}

/** How each kind of working makes the problems of one of its rules (./practice-rules lists them by kind). */
const PROBLEM_MAKERS: { readonly [Kind in WorkingKindId]: (rule: PracticeRule, sheet: SheetMaking) => number } = {
  fraction: (rule, sheet) => addFractionProblems(rule as MisconceptionRule, sheet),
  equation: (rule, sheet) => addEquationProblems(rule as EquationRule, sheet),
};

/**
 * The sheet: the rules in the order given (each once), for each up to `perRule` problems, none
 * repeated, each on its rule's task (./tasks.ts). Problems for one rule depend only on the seed,
 * the rule and the options, not on the other rules chosen (except that a problem already on the
 * sheet is not used twice). `prefix` goes before each question id (a student's sheet: "Dana/").
 */
export function makePracticeSheet(options: PracticeOptions): PracticeSheet {
  const seed = options.seed >>> 0;
  const perRule = clampInteger(options.perRule, DEFAULT_PER_RULE, 1, MAX_PER_RULE);
  const maxDenominator = clampInteger(options.maxDenominator, DEFAULT_MAX_DENOMINATOR, MIN_MAX_DENOMINATOR, MAX_MAX_DENOMINATOR);
  const profile = options.profile ?? null;
  const prefix = options.prefix ?? '';
  const rules = options.rules.filter((rule, index) => options.rules.indexOf(rule) === index);
  const used = new Set<string>();
  const problems: PracticeProblem[] = [];
  const shortfalls: PracticeSheet['shortfalls'] = [];
  const sheet: SheetMaking = {
    seed,
    perRule,
    maxDenominator,
    profile,
    used,
    add(rule, made) {
      const number = problems.length + 1;
      problems.push({ number, question: `${prefix}P${number}`, rule, task: taskOf(rule), ...made, seed });
    },
  };
  for (const rule of rules) {
    const made = PROBLEM_MAKERS[kindOfRule(rule)](rule, sheet);
    if (made < perRule) shortfalls.push({ rule, made });
  }
  return { seed, per_rule: perRule, max_denominator: maxDenominator, rules: [...rules], problems, shortfalls };
}

/**
 * The numbers of a class's questions: the denominators (2 to `maxDenominator`) of the problems
 * (each working's first step) and whether a mixed number occurs. Workings that do not parse are
 * skipped. At most `limit` workings are read.
 */
export function practiceProfile(workings: Iterable<string>, maxDenominator = DEFAULT_MAX_DENOMINATOR, limit = 2000): PracticeProfile {
  const denominators = new Set<number>();
  let mixed = false;
  let read = 0;
  for (const working of workings) {
    if (read++ >= limit) break;
    let tree: WorkingNode;
    try {
      const parts = splitWorkingParts(working);
      if (parts.length === 0) continue;
      tree = parseWorkingPart(working, parts[0]!, 0);
    } catch {
      continue;
    }
    for (const node of nodesOf(tree)) {
      if (node.type !== 'number') continue;
      if (node.form === 'mixed') mixed = true;
      const d = Number(node.denominator);
      if (node.denominator >= 2n && d <= maxDenominator) denominators.add(d);
    }
  }
  return { denominators: [...denominators].sort((x, y) => x - y), mixed };
}
