import { invalidInput, limitExceeded, ToolError } from '../errors';
import { nextRewrite, type MethodOptions } from '../solve/method';
import { printLine } from '../solve/print';
import { numbersOf, symbolStyleOf, termOf, type NumberTerm, type Term } from '../solve/term';
import { SOLVE_FINAL_FORMS, type RationalWorkingSolveOutput, type SolveFinalForm, type SolveStep } from '../solve/types';
import { checkWorkingText, readWorkingText, WORKING_LIMITS } from '../working/fraction-check';
import { readWorkingObject } from './fields';
import type { WorkingNode } from '../grammar/working-parser';
import { REFERENCE_VERSION } from './reference-version';

interface SolveRequest {
  working: string;
  /** Null when the request asks for none: the problem decides (decimal, mixed or lowest_terms). */
  finalForm: SolveFinalForm | null;
  cancel: boolean;
}

const FIELDS = ['working', 'final_form', 'cancel'];

/** The fields, in the contract's check order: object, unknown field, missing working, types, size, lone surrogate, final_form. */
function readRequest(input: unknown): SolveRequest {
  const request = readWorkingObject(input, FIELDS, '{"working": "1/2 + 1/3"}', 'working, final_form and cancel');
  const { working } = request;
  const finalForm = Object.hasOwn(request, 'final_form') ? request.final_form : undefined;
  const cancel = Object.hasOwn(request, 'cancel') ? request.cancel : false;
  if (typeof working !== 'string') throw invalidInput('wrong_type', 'working must be a string');
  if (finalForm !== undefined && typeof finalForm !== 'string') throw invalidInput('wrong_type', 'final_form must be a string');
  if (typeof cancel !== 'boolean') throw invalidInput('wrong_type', 'cancel must be true or false');
  readWorkingText(working);
  if (finalForm === undefined) return { working, finalForm: null, cancel };
  if (!(SOLVE_FINAL_FORMS as readonly string[]).includes(finalForm)) {
    throw invalidInput('bad_final_form', `final_form "${finalForm.slice(0, 40)}" must be one of ${SOLVE_FINAL_FORMS.join(', ')}`);
  }
  return { working, finalForm: finalForm as SolveFinalForm, cancel };
}

/** The solution's own limits are the working's: its lines must be a working rational-working-check accepts. */
const SOLUTION_FAULTS: Readonly<Record<string, string>> = {
  working_too_long: 'solution_too_long',
  too_many_steps: 'solution_too_many_steps',
  literal_too_long: 'solution_literal_too_long',
  too_many_tokens: 'solution_too_many_tokens',
  too_deep: 'solution_too_deep',
};

function solutionTooLarge(reason: string, detail: string): ToolError {
  return limitExceeded(reason, `the solution cannot be written within the working's limits: ${detail}`);
}

const digitsOf = (n: bigint): number => (n === 0n ? 0 : String(n).length);

/** The digits of a number as written, all its parts counted together. */
const writtenDigits = (number: NumberTerm): number =>
  number.form === 'decimal'
    ? number.decimal!.length - 1
    : digitsOf(number.whole) + String(number.numerator).length + (number.form === 'integer' ? 0 : String(number.denominator).length);

/** A number a step wrote with more digits than a working's NUMBER may have, or undefined (the rest was copied). */
function overlongNumber(written: Term): NumberTerm | undefined {
  return numbersOf(written).find((number) => writtenDigits(number) > WORKING_LIMITS.maxLiteralDigits);
}

/** The continuation's steps from `line` (the text `text`), at most `room` of them. */
function solveLine(line: Term, text: string, value: string, options: MethodOptions, room: number): SolveStep[] {
  const steps: SolveStep[] = [];
  let current = line;
  let currentText = text;
  for (let rewrite = nextRewrite(current, options); rewrite !== null; rewrite = nextRewrite(current, options)) {
    if (steps.length === room) {
      throw solutionTooLarge(
        'solution_too_many_steps',
        `the working with its solution would have more than ${WORKING_LIMITS.maxSteps} steps`,
      );
    }
    const { target, placed } = rewrite;
    const rewritten = target === null ? currentText : currentText.slice(target.at, target.end);
    const position = target === null ? null : target.at;
    const overlong = overlongNumber(placed ?? rewrite.line);
    if (overlong !== undefined) {
      throw solutionTooLarge(
        'solution_literal_too_long',
        `a number of step ${steps.length + 1} would have ${writtenDigits(overlong)} digits; at most ${WORKING_LIMITS.maxLiteralDigits} are allowed`,
      );
    }
    const newText = printLine(rewrite.line);
    steps.push({
      text: newText,
      value,
      action: rewrite.action,
      position,
      rewritten,
      result: placed === null ? newText : newText.slice(placed.at, placed.end),
      numbers: rewrite.numbers,
    });
    current = rewrite.line;
    currentText = newText;
  }
  return steps;
}

/** Re-checks the solution's working: it must be a valid working of equal steps, within every limit. */
function assertChecksValid(working: string): void {
  let valid: boolean;
  try {
    readWorkingText(working);
    const { output } = checkWorkingText(working, null, 'any', false);
    valid = output.valid && output.steps.every((step) => step.status === 'start' || step.status === 'equal');
  } catch (fault) {
    const reason = fault instanceof ToolError ? SOLUTION_FAULTS[fault.reason] : undefined;
    if (reason === undefined) throw fault;
    throw solutionTooLarge(reason, fault instanceof ToolError ? fault.message : '');
  }
  // Every step is the problem's value by construction; a step that is not would be a bug.
  if (!valid) throw new Error('the solution does not check as a valid working');
}

/** The NUMBERs of a step, a power's base included. */
function writtenNumbersOf(tree: WorkingNode): Array<Extract<WorkingNode, { type: 'number' }>> {
  const numbers: Array<Extract<WorkingNode, { type: 'number' }>> = [];
  const pending = [tree];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    switch (node.type) {
      case 'number':
        numbers.push(node);
        break;
      case 'negate':
        pending.push(node.operand);
        break;
      case 'power':
        pending.push(node.base);
        break;
      case 'binary':
        pending.push(node.left, node.right);
        break;
    }
  }
  return numbers;
}

/**
 * A decimal problem (1.1.0): written with at least one terminating DECIMAL and otherwise whole
 * numbers only (no fraction bar, MIXED, "%" or repeating decimal). Asked for no final form, its
 * solution is worked in decimals and ends in one, as the book asks.
 */
export function isDecimalProblem(tree: WorkingNode): boolean {
  const numbers = writtenNumbersOf(tree);
  const plain = numbers.every(
    (node) =>
      node.percentOf === null && node.form !== 'fraction' && node.form !== 'mixed' && (node.form !== 'decimal' || node.decimal !== null),
  );
  return plain && numbers.some((node) => node.form === 'decimal');
}

/**
 * A mixed problem (1.2.0): written with a MIXED and no DECIMAL. Asked for no final form, its
 * solution ends in a mixed number, as the book writes the answer of 3 2/4 − 1 3/4 (1 3/4, not 7/4).
 */
export function isMixedProblem(tree: WorkingNode): boolean {
  const numbers = writtenNumbersOf(tree);
  return numbers.some((node) => node.form === 'mixed') && !numbers.some((node) => node.form === 'decimal');
}

/** The final form a request without one is worked to: the problem's own kind of number. */
const defaultFinalForm = (problem: WorkingNode): SolveFinalForm =>
  isDecimalProblem(problem) ? 'decimal' : isMixedProblem(problem) ? 'mixed' : 'lowest_terms';

export function rationalWorkingSolve(input: unknown): RationalWorkingSolveOutput {
  const request = readRequest(input);
  const { working, cancel } = request;
  const { trees, output } = checkWorkingText(working, null, 'any', false);
  const finalForm: SolveFinalForm = request.finalForm ?? defaultFinalForm(trees[0]!);
  const steps = output.steps;
  const firstBad = steps.findIndex((step) => step.status === 'not_equal' || step.status === 'division_by_zero');
  // The problem's value is the value of every step before the first wrong one.
  const fromStep = firstBad < 0 ? steps.length - 1 : Math.max(firstBad - 1, 0);
  const from = steps[fromStep]!;
  const prefix = working.slice(0, from.position + from.text.length);
  const answer = (steps: SolveStep[], solved: string): RationalWorkingSolveOutput => ({
    from_line: from.line,
    from_step: fromStep,
    from_text: from.text,
    steps,
    final_value: from.value,
    final_form: finalForm,
    working: solved,
    reason: from.value === null ? 'division_by_zero' : null,
    division_position: from.division_position,
    reference_version: REFERENCE_VERSION,
  });
  // Step 0 without a value: the problem divides by zero, and there is no way forward.
  if (from.value === null) return answer([], prefix);
  const options: MethodOptions = { finalForm, cancel, style: symbolStyleOf(working) };
  const line = termOf(trees[fromStep]!, working, from.position);
  const solution = solveLine(line, from.text, from.value, options, WORKING_LIMITS.maxSteps - fromStep - 1);
  const solved = prefix + solution.map((step) => `\n= ${step.text}`).join('');
  if (solution.length > 0) assertChecksValid(solved);
  return answer(solution, solved);
}
