import { invalidInput, limitExceeded } from '../errors';
import { evaluateWorkingStep, type NodeValues, type StepEvaluation } from '../evaluate/working-evaluator';
import { codePointOffset, findLoneSurrogate, utf8Length } from '../grammar/source';
import {
  WORKING_MAX_BYTES,
  WORKING_MAX_DEPTH,
  WORKING_MAX_LITERAL_DIGITS,
  WORKING_MAX_STEPS,
  WORKING_MAX_TOKENS,
  WORKING_MAX_VALUE_DIGITS,
} from '../grammar/working-limits';
import { isTimesLetter } from '../grammar/scan';
import { parseWorkingPart, type WorkingNode } from '../grammar/working-parser';
import { isEmptyPart, splitWorkingParts, trimmedPart, type WorkingPart } from '../grammar/working-parts';
import type { MisconceptionRule } from '../misconceptions/catalog';
import {
  alignSteps,
  findMisconceptions,
  MAX_MISCONCEPTIONS_PER_STEP,
  misconceptionsAtTerms,
  type MisconceptionMatch,
  type TermMismatch,
} from '../misconceptions/find';
import { Rational } from '../rational';
import { REFERENCE_VERSION } from '../tools/reference-version';
import { isWrittenInForm, type FinalForm } from '../tools/working-final-form';

export const WORKING_LIMITS = {
  maxWorkingBytes: WORKING_MAX_BYTES,
  maxSteps: WORKING_MAX_STEPS,
  maxTokensPerStep: WORKING_MAX_TOKENS,
  maxDepth: WORKING_MAX_DEPTH,
  maxLiteralDigits: WORKING_MAX_LITERAL_DIGITS,
  maxValueDigits: WORKING_MAX_VALUE_DIGITS,
  maxMisconceptionSteps: 5,
  maxMisconceptionsPerStep: MAX_MISCONCEPTIONS_PER_STEP,
} as const;

export type WorkingStepStatus = 'start' | 'equal' | 'not_equal' | 'division_by_zero' | 'unchecked';
export type WorkingReason = 'step_mismatch' | 'division_by_zero' | 'answer_mismatch' | 'final_form';

export interface WorkingMisconception {
  rule: MisconceptionRule;
  position: number | null;
}

/**
 * An operand of a stated step, aligned with the step it is compared with, whose value is not the
 * value of the operand it stands for: "1/2 is 3/6, not 2/6".
 */
export interface WorkingTermError {
  /** Where the student's operand starts, and its text as written (without its parentheses). */
  position: number;
  stated: string;
  /** What it should be: the compared operand's value, over the student's denominator where that is a whole numerator. */
  expected: string;
  /** Where the operand of the compared step starts, and its text. */
  compared_position: number;
  compared: string;
}

export interface WorkingStep {
  text: string;
  line: number;
  position: number;
  value: string | null;
  status: WorkingStepStatus;
  equals_start: boolean | null;
  difference: string | null;
  division_position: number | null;
  misconceptions: WorkingMisconception[] | null;
  /** 1.1.0: present only on a step searched for misconceptions that has the same operators in the same places as the step it is compared with. */
  term_errors?: WorkingTermError[];
  /** 1.2.0: present only on a searched step whose matches come from families that nothing in the student's line tells apart; misconceptions is then empty. */
  ambiguous?: WorkingMisconception[];
  /** 1.3.0: present only on a step with something read in a way the student should be told of: an x read as ×. */
  notes?: WorkingNote[];
}

/** A reading of the student's text that the step tells of (1.3.0), at its code point offset. */
export interface WorkingNote {
  note: 'letter_as_times';
  position: number;
}

/** The notes of the step text working[from, to): each x the grammar read as ×. */
function notesOf(working: string, from: number, to: number): WorkingNote[] {
  const notes: WorkingNote[] = [];
  for (let at = from; at < to; at++) {
    const c = working.charCodeAt(at);
    if ((c === 120 || c === 88) && isTimesLetter(working, at))
      notes.push({ note: 'letter_as_times', position: codePointOffset(working, at) });
  }
  return notes;
}

export interface RationalWorkingCheckOutput {
  valid: boolean;
  reason: WorkingReason | null;
  first_error_index: number | null;
  start_value: string | null;
  final_value: string | null;
  answer_matches: boolean | null;
  final_form_ok: boolean | null;
  steps: WorkingStep[];
  reference_version: typeof REFERENCE_VERSION;
}

/** The working's size, then its characters, in the contract's order: working_too_long, lone_surrogate. */
export function readWorkingText(working: string): void {
  if (working.length * 3 > WORKING_LIMITS.maxWorkingBytes) {
    const bytes = utf8Length(working);
    if (bytes > WORKING_LIMITS.maxWorkingBytes) {
      throw limitExceeded('working_too_long', `the working is ${bytes} UTF-8 bytes; at most ${WORKING_LIMITS.maxWorkingBytes} are allowed`);
    }
  }
  const surrogate = findLoneSurrogate(working);
  if (surrogate >= 0) {
    const position = codePointOffset(working, surrogate);
    throw invalidInput('lone_surrogate', `the working has a lone surrogate (not a Unicode character) at ${position}`, position);
  }
}

/** The parts of the working, each parsed, in text order; every part is read whole before the next. */
function parseParts(working: string, parts: readonly WorkingPart[]): WorkingNode[] {
  return parts.map((part, index) => {
    if (part.leadingEquals !== null) {
      const position = codePointOffset(working, part.leadingEquals);
      throw invalidInput('syntax_error', `the working cannot begin with "=" (at ${position}): write the problem first`, position);
    }
    if (isEmptyPart(working, part)) {
      const position = codePointOffset(working, part.to);
      throw invalidInput(
        'syntax_error',
        `step ${index} is empty: nothing before ${working.charCodeAt(part.to) === 61 ? `the "=" at ${position}` : `the end of line ${part.line}`}`,
        position,
      );
    }
    return parseWorkingPart(working, part, index);
  });
}

/** The steps' statuses and values (the contract's "Step status"), before misconceptions. */
function markSteps(
  working: string,
  parts: readonly WorkingPart[],
  evaluations: readonly StepEvaluation[],
): { steps: WorkingStep[]; compared: number[] } {
  const start = evaluations[0]!.value;
  let lastWithValue = -1;
  const compared: number[] = [];
  const steps = evaluations.map((evaluation, index): WorkingStep => {
    const part = parts[index]!;
    const { from, to } = trimmedPart(working, part);
    const { value } = evaluation;
    let status: WorkingStepStatus;
    let difference: string | null = null;
    if (value === null) status = 'division_by_zero';
    else if (index === 0) status = 'start';
    else if (lastWithValue < 0) status = 'unchecked';
    else {
      const earlier = evaluations[lastWithValue]!.value!;
      status = value.equals(earlier) ? 'equal' : 'not_equal';
      if (status === 'not_equal') difference = value.subtract(earlier).toString();
    }
    compared.push(lastWithValue);
    if (value !== null) lastWithValue = index;
    const notes = notesOf(working, from, to);
    return {
      text: working.slice(from, to),
      line: part.line,
      position: from,
      value: value?.toString() ?? null,
      status,
      equals_start: value === null || start === null ? null : value.equals(start),
      difference,
      division_position: evaluation.divisionAt,
      misconceptions: null,
      ...(notes.length > 0 ? { notes } : {}),
    };
  });
  return { steps, compared };
}

/** A searched step's diagnosis: its misconceptions, and where it is aligned with the compared step, its mismatched operands. */
export interface StepDiagnosis {
  matches: MisconceptionMatch[];
  /** The candidates when the matches' families cannot be told apart (then `matches` is empty). */
  ambiguous: MisconceptionMatch[];
  /** Null when the step is not aligned with the compared one (one number, or another shape). */
  mismatches: TermMismatch[] | null;
  termErrors: WorkingTermError[] | null;
}

/**
 * A not_equal step's diagnosis: when it has the same operators in the same places as the step
 * it is compared with, the operands that went wrong and only the rules that explain them; else
 * the rules that turn the compared step into its value.
 */
export function diagnoseStep(working: string, compared: WorkingNode, statedTree: WorkingNode): StepDiagnosis {
  const comparedValues: NodeValues = new Map();
  evaluateWorkingStep(compared, comparedValues);
  const statedValues: NodeValues = new Map();
  const stated = evaluateWorkingStep(statedTree, statedValues).value!;
  const mismatches = alignSteps(compared, comparedValues, statedTree, statedValues);
  if (mismatches === null) return { ...findMisconceptions(compared, comparedValues, stated, statedTree), mismatches, termErrors: null };
  return {
    ...misconceptionsAtTerms(mismatches, comparedValues, statedValues),
    mismatches,
    termErrors: mismatches.map((mismatch) => termError(working, mismatch, comparedValues.get(mismatch.compared)!)),
  };
}

/** A node's text without the parentheses around it, as [from, to). */
function innerSpan(working: string, node: WorkingNode): { from: number; to: number } {
  if (node.type === 'number') return { from: node.literalFrom, to: node.literalTo };
  let { from, to } = node;
  for (let left = node.parens; left > 0; from++) if (working.charCodeAt(from) === 40 /* ( */) left--;
  for (let left = node.parens; left > 0; to--) if (working.charCodeAt(to - 1) === 41 /* ) */) left--;
  while (from < to && (working.charCodeAt(from) === 32 || working.charCodeAt(from) === 9 || working.charCodeAt(from) === 13)) from++;
  while (to > from && (working.charCodeAt(to - 1) === 32 || working.charCodeAt(to - 1) === 9 || working.charCodeAt(to - 1) === 13)) to--;
  return { from, to };
}

/** The value an operand should have, written over the student's denominator where that gives a whole numerator (3/6 for 1/2 in place of 2/6). */
function expectedText(statedNode: WorkingNode, value: Rational): string {
  if (statedNode.type === 'number' && statedNode.form === 'fraction' && statedNode.percentOf === null && statedNode.denominator > 0n) {
    const m = statedNode.denominator;
    const scaled = value.multiply(Rational.of(m, 1n));
    if (scaled.denominator === 1n) return `${scaled.numerator}/${m}`;
  }
  return value.toString();
}

function termError(working: string, { compared, stated }: TermMismatch, value: Rational): WorkingTermError {
  const statedSpan = innerSpan(working, stated);
  const comparedSpan = innerSpan(working, compared);
  return {
    position: statedSpan.from,
    stated: working.slice(statedSpan.from, statedSpan.to),
    expected: expectedText(stated, value),
    compared_position: comparedSpan.from,
    compared: working.slice(comparedSpan.from, comparedSpan.to),
  };
}

/** A checked working: the parsed parts, their evaluations, and the output. */
export interface WorkingCheck {
  trees: WorkingNode[];
  evaluations: StepEvaluation[];
  /** For each step, the index of the step it was compared with, or -1. */
  compared: number[];
  /** For each step searched for misconceptions, its diagnosis (null for the others): the explanation reads it, not a second search. */
  diagnoses: Array<StepDiagnosis | null>;
  output: RationalWorkingCheckOutput;
}

/**
 * Checks a working whose request fields are read (its size and characters too): the parts in the
 * contract's order, their values and statuses, the misconceptions of the first wrong steps unless
 * `withMisconceptions` is false, the answer and the final form.
 */
export function checkWorkingText(working: string, answer: Rational | null, finalForm: FinalForm, withMisconceptions = true): WorkingCheck {
  const parts = splitWorkingParts(working);
  if (parts.length === 0) throw invalidInput('empty_working', 'the working is empty: write the problem, then each step after "="');
  if (parts.length > WORKING_LIMITS.maxSteps) {
    throw limitExceeded('too_many_steps', `the working has ${parts.length} steps; at most ${WORKING_LIMITS.maxSteps} are allowed`);
  }
  const trees = parseParts(working, parts);
  const evaluations = trees.map((tree) => evaluateWorkingStep(tree));
  const { steps, compared } = markSteps(working, parts, evaluations);

  let searched = 0;
  const diagnoses = steps.map((): StepDiagnosis | null => null);
  steps.forEach((step, index) => {
    if (!withMisconceptions || step.status !== 'not_equal' || searched === WORKING_LIMITS.maxMisconceptionSteps) return;
    searched++;
    const diagnosis = diagnoseStep(working, trees[compared[index]!]!, trees[index]!);
    diagnoses[index] = diagnosis;
    step.misconceptions = diagnosis.matches.map(({ rule, position }) => ({ rule, position }));
    if (diagnosis.termErrors !== null) step.term_errors = diagnosis.termErrors;
    if (diagnosis.ambiguous.length > 0) step.ambiguous = diagnosis.ambiguous.map(({ rule, position }) => ({ rule, position }));
  });

  const last = steps.length - 1;
  const startValue = evaluations[0]!.value;
  const finalValue = evaluations[last]!.value;
  const answerMatches = answer === null || finalValue === null ? null : answer.equals(finalValue);
  const finalFormOk = finalForm === 'any' ? null : isWrittenInForm(finalForm, trees[last]!);
  const firstError = steps.findIndex((step) => step.status === 'not_equal' || step.status === 'division_by_zero');
  const reason: WorkingReason | null =
    firstError >= 0
      ? steps[firstError]!.status === 'not_equal'
        ? 'step_mismatch'
        : 'division_by_zero'
      : answerMatches === false
        ? 'answer_mismatch'
        : finalFormOk === false
          ? 'final_form'
          : null;
  return {
    trees,
    evaluations,
    compared,
    diagnoses,
    output: {
      valid: reason === null,
      reason,
      first_error_index: firstError >= 0 ? firstError : null,
      start_value: startValue?.toString() ?? null,
      final_value: finalValue?.toString() ?? null,
      answer_matches: answerMatches,
      final_form_ok: finalFormOk,
      steps,
      reference_version: REFERENCE_VERSION,
    },
  };
}
