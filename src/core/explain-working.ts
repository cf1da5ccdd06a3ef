/**
 * Explanations of a rational-working-check verdict, as data: for every step a key naming its
 * sentence and the values it mentions, and for each misconception the concrete numbers of its site
 * (for added_across at 1/2 + 1/3: a = 1, b = 2, c = 1, d = 3, giving 2/5), so that a front end
 * renders sentences in any language without doing arithmetic. Every number is a string, as the
 * engine prints it: the explanation crosses the worker boundary as plain JSON.
 *
 * Working the numbers out needs the working's trees, so this runs where the engine runs (the
 * worker), on the request and the output the tool gave for it.
 */
import type { BinaryOperator } from './grammar/ast';
import type { WorkingNode } from './grammar/working-parser';
import type { MisconceptionRule, SiteNumbers } from './misconceptions/catalog';
import type { MisconceptionMatch } from './misconceptions/find';
import { checkWorking, misconceptionsOf, type RationalWorkingCheckOutput, type WorkingCheck, type WorkingStepStatus } from './tools/rational-working-check';
import type { FinalForm } from './tools/working-final-form';
import { ToolError } from './errors';

/** A misconception's numbers, by the shape of its rule (see SiteNumbers), as strings. */
export type MisconceptionNumbers =
  | { kind: 'operands'; operator: BinaryOperator; a: string; b: string; c: string; d: string }
  | { kind: 'scaled'; k: string; n: string; m: string }
  | { kind: 'distributed'; left: string; y: string; z: string; inner: '+' | '-' }
  | { kind: 'mixed'; whole: string; numerator: string; denominator: string }
  /** A rule of the whole expression: `value` is the expression's true value. */
  | { kind: 'whole'; value: string };

export interface MisconceptionExplanation {
  rule: MisconceptionRule;
  /** As in the output: the operator, the MIXED's start, or null for the whole expression. */
  position: number | null;
  /** The site as written: the operation (its two operands and operator) or the MIXED; null for the whole expression. */
  site: string | null;
  numbers: MisconceptionNumbers;
  /** What the rule gives at its site (for the whole-expression rules, for the whole expression), canonical. */
  result: string;
}

/**
 * One step's sentence: `start` (the problem), `equal` (equal to the step before, and right),
 * `carried` (equal to the step before, which was wrong: follow-through), `not_equal`,
 * `division_by_zero` and `unchecked` (no earlier step has a value to compare with).
 */
export type WorkingStepKey = 'start' | 'equal' | 'carried' | 'not_equal' | 'division_by_zero' | 'unchecked';

export interface WorkingStepExplanation {
  key: WorkingStepKey;
  status: WorkingStepStatus;
  /** The step's index, line and text, and its value. */
  step: number;
  line: number;
  text: string;
  value: string | null;
  /** The step it was compared with (null for step 0, division_by_zero and unchecked steps). */
  compared: { step: number; line: number; text: string; value: string } | null;
  /** For not_equal: the step's value minus the compared value. */
  difference: string | null;
  /** For division_by_zero: the divisor as written, and where its "/" or division sign is. */
  divisor: string | null;
  division_position: number | null;
  /** For the steps searched for misconceptions (the first five not_equal ones), what was found; else null. */
  misconceptions: MisconceptionExplanation[] | null;
}

/** The verdict's sentence: what the first fault is, in the output's order. */
export type WorkingVerdictExplanation =
  | { key: 'valid'; steps: number; final_value: string | null }
  | { key: 'step_mismatch' | 'division_by_zero'; step: number; line: number }
  | { key: 'answer_mismatch'; answer: string; final_value: string | null }
  | { key: 'final_form'; form: Exclude<FinalForm, 'any'>; text: string };

export interface WorkingExplanation {
  verdict: WorkingVerdictExplanation;
  steps: WorkingStepExplanation[];
}

/** The parts of a rational-working-check request an explanation reads. */
export interface WorkingRequestView {
  working: string;
  answer?: string | null;
  final_form?: FinalForm;
}

function numbersOf(numbers: SiteNumbers, site: WorkingNode | null, wholeValue: string): MisconceptionNumbers {
  switch (numbers.kind) {
    case 'operands': {
      const operator = site !== null && site.type === 'binary' ? site.operator : '+';
      return { kind: 'operands', operator, a: String(numbers.a), b: String(numbers.b), c: String(numbers.c), d: String(numbers.d) };
    }
    case 'scaled':
      return { kind: 'scaled', k: String(numbers.k), n: String(numbers.n), m: String(numbers.m) };
    case 'distributed':
      return { kind: 'distributed', left: numbers.left.toString(), y: numbers.y.toString(), z: numbers.z.toString(), inner: numbers.inner };
    case 'mixed':
      return { kind: 'mixed', whole: String(numbers.whole), numerator: String(numbers.numerator), denominator: String(numbers.denominator) };
    case 'whole':
      return { kind: 'whole', value: wholeValue };
  }
}

/** The source text of a site: a binary node from its left operand's start to its right operand's end, without the node's own parentheses. */
function siteText(working: string, site: WorkingNode | null): string | null {
  if (site === null) return null;
  if (site.type === 'binary') return working.slice(site.left.from, site.right.to);
  return site.type === 'number' ? working.slice(site.literalFrom, site.literalTo) : working.slice(site.from, site.to);
}

function explainMatch(working: string, match: MisconceptionMatch, wholeValue: string): MisconceptionExplanation {
  return {
    rule: match.rule,
    position: match.position,
    site: siteText(working, match.site),
    numbers: numbersOf(match.numbers, match.site, wholeValue),
    result: match.siteValue.toString(),
  };
}

/** The divisor whose "/" or division sign is at `position`: a FRACTION's denominator, or a division's right operand, as written. */
function divisorText(working: string, tree: WorkingNode, position: number): string | null {
  const pending = [tree];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type === 'number' && node.slashAt === position) return working.slice(position + 1, node.literalTo);
    if (node.type === 'binary') {
      if (node.operatorAt === position) return working.slice(node.right.from, node.right.to);
      pending.push(node.left, node.right);
    } else if (node.type === 'negate') pending.push(node.operand);
  }
  return null;
}

function stepKey(status: WorkingStepStatus, equalsStart: boolean | null): WorkingStepKey {
  if (status === 'equal') return equalsStart === false ? 'carried' : 'equal';
  return status;
}

/**
 * The explanation of `output`, the tool's answer to `request`. Null when the request is not one
 * the tool answers with an output (an error envelope has its own message).
 */
export function explainWorkingCheck(request: WorkingRequestView, output: RationalWorkingCheckOutput): WorkingExplanation | null {
  let check: WorkingCheck;
  try {
    check = checkWorking(request);
  } catch (fault) {
    if (fault instanceof ToolError) return null;
    throw fault;
  }
  const { working } = request;
  const { trees, evaluations, compared } = check;
  const steps = output.steps.map((step, index): WorkingStepExplanation => {
    const with_ = compared[index]!;
    const comparedStep = step.status === 'equal' || step.status === 'not_equal' ? output.steps[with_]! : null;
    const stated = evaluations[index]!.value;
    const misconceptions = step.misconceptions === null || stated === null
      ? null
      : misconceptionsOf(trees[with_]!, stated).map((match) => explainMatch(working, match, comparedStep!.value!));
    return {
      key: stepKey(step.status, step.equals_start),
      status: step.status,
      step: index,
      line: step.line,
      text: step.text,
      value: step.value,
      compared: comparedStep === null ? null : { step: with_, line: comparedStep.line, text: comparedStep.text, value: comparedStep.value! },
      difference: step.difference,
      divisor: step.division_position === null ? null : divisorText(working, trees[index]!, step.division_position),
      division_position: step.division_position,
      misconceptions,
    };
  });
  return { verdict: explainVerdict(request, output), steps };
}

function explainVerdict(request: WorkingRequestView, output: RationalWorkingCheckOutput): WorkingVerdictExplanation {
  switch (output.reason) {
    case null:
      return { key: 'valid', steps: output.steps.length, final_value: output.final_value };
    case 'step_mismatch':
    case 'division_by_zero': {
      const index = output.first_error_index ?? 0;
      return { key: output.reason, step: index, line: output.steps[index]?.line ?? 1 };
    }
    case 'answer_mismatch':
      return { key: 'answer_mismatch', answer: request.answer ?? '', final_value: output.final_value };
    case 'final_form':
      return { key: 'final_form', form: (request.final_form ?? 'lowest_terms') as Exclude<FinalForm, 'any'>, text: output.steps[output.steps.length - 1]!.text };
  }
}
