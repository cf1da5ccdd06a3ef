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
import type { BinaryOperator } from '../grammar/ast';
import type { WorkingNode } from '../grammar/working-parser';
import { formatCanonicalDecimal } from '../decimal';
import { formatMixedNumber, toMixedNumber } from '../present/mixed-number';
import type { Rational } from '../rational';
import { familyOf, type MisconceptionRule, type SiteNumbers } from '../misconceptions/catalog';
import { NOTATION_DECIMAL, NOTATION_FRACTION, NOTATION_MIXED, NOTATION_PERCENT, notationOf } from '../misconceptions/families';
import type { MisconceptionMatch } from '../misconceptions/find';
import type { RationalWorkingCheckOutput, WorkingCheck, WorkingNote, WorkingStepStatus, WorkingTermError } from './fraction-check';
import type { Fraction } from '../misconceptions/written-form';
import type { FinalForm } from '../tools/working-final-form';

/** A misconception's numbers, by the shape of its rule (see SiteNumbers), as strings. */
export type MisconceptionNumbers =
  | { kind: 'operands'; operator: BinaryOperator; a: string; b: string; c: string; d: string }
  | { kind: 'scaled'; k: string; n: string; m: string }
  | { kind: 'distributed'; left: string; y: string; z: string; inner: '+' | '-' }
  | { kind: 'mixed'; whole: string; numerator: string; denominator: string }
  /** The two operands' values (added_instead_of_…, percent_divided). */
  | { kind: 'values'; left: string; right: string }
  /** Two operands split into whole and fraction parts ("" for a part one has not), and the result's parts, its fraction unreduced. */
  | {
      kind: 'parts';
      left_whole: string;
      left_fraction: string;
      right_whole: string;
      right_fraction: string;
      whole: string;
      fraction: string;
    }
  /** Two decimal literals as digits and places (a power's exponent as `right` with 0 places), and the places the rule gives the result. */
  | { kind: 'decimals'; left: string; left_places: string; right: string; right_places: string; places: string; expected_places: string }
  /** One literal's written form: a FRACTION, a DECIMAL's value, or a percentage's number. */
  | { kind: 'number'; number: string }
  /** A power: its base's written form and its exponent. */
  | { kind: 'power'; base: string; exponent: string }
  /** A number of the compared step and the number the student wrote in its place, both as written. */
  /** `smaller`: the student's denominator is smaller than the number's own (a simplification), as numerator_scaled_wrong's two readings need. */
  | { kind: 'term'; compared: string; stated: string; smaller: boolean }
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
  /** 1.2.0: the result as the student would write it: a decimal in a step written with decimals (when it terminates), else `result`. */
  result_shown: string;
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
  /** The value as the student would write it: a decimal in a step written with decimals and whole numbers only (when it terminates), else `value`. */
  shown: string | null;
  /** The step it was compared with (null for step 0, division_by_zero and unchecked steps), its value shown as `shown` is. */
  compared: { step: number; line: number; text: string; value: string; shown: string } | null;
  /** For not_equal: the step's value minus the compared value. */
  difference: string | null;
  /** For division_by_zero: the divisor as written, and where its "/" or division sign is. */
  divisor: string | null;
  division_position: number | null;
  /** For the steps searched for misconceptions (the first five not_equal ones), what was found; else null. */
  misconceptions: MisconceptionExplanation[] | null;
  /** 1.2.0: for a searched step whose readings nothing tells apart, one candidate of each family, in the output's order; else null. */
  ambiguous: MisconceptionExplanation[] | null;
  /** For a searched step aligned with the compared one, its operands that went wrong (as in the output); else null. */
  term_errors: WorkingTermError[] | null;
  /** 1.3.0: where the step's text holds an x read as × (code point offsets), as in the output; else null. */
  notes: WorkingNote[] | null;
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
      return {
        kind: 'mixed',
        whole: String(numbers.whole),
        numerator: String(numbers.numerator),
        denominator: String(numbers.denominator),
      };
    case 'values':
      return { kind: 'values', left: numbers.left.toString(), right: numbers.right.toString() };
    case 'parts': {
      const part = (f: Fraction | null): string => (f === null ? '' : written(f.numerator, f.denominator));
      return {
        kind: 'parts',
        left_whole: numbers.left.whole === null ? '' : String(numbers.left.whole),
        left_fraction: part(numbers.left.fraction),
        right_whole: numbers.right.whole === null ? '' : String(numbers.right.whole),
        right_fraction: part(numbers.right.fraction),
        whole: String(numbers.whole),
        fraction: part(numbers.fraction),
      };
    }
    case 'decimals': {
      // The places the result should have had: their sum in a product, the base's times the exponent in a power, the larger in a sum.
      const operator = site !== null && site.type === 'binary' ? site.operator : null;
      const expected =
        site !== null && site.type === 'power'
          ? numbers.leftPlaces * Number(numbers.right)
          : operator === '*'
            ? numbers.leftPlaces + numbers.rightPlaces
            : Math.max(numbers.leftPlaces, numbers.rightPlaces);
      return {
        kind: 'decimals',
        left: String(numbers.left),
        left_places: String(numbers.leftPlaces),
        right: String(numbers.right),
        right_places: String(numbers.rightPlaces),
        places: String(numbers.places),
        expected_places: String(expected),
      };
    }
    case 'number':
      return { kind: 'number', number: written(numbers.numerator, numbers.denominator) };
    case 'power':
      return { kind: 'power', base: written(numbers.numerator, numbers.denominator), exponent: String(numbers.exponent) };
    case 'term':
      return {
        kind: 'term',
        compared: written(numbers.numerator, numbers.denominator),
        stated: written(numbers.statedNumerator, numbers.statedDenominator),
        smaller: numbers.statedDenominator < numbers.denominator,
      };
    case 'whole':
      return { kind: 'whole', value: wholeValue };
  }
}

/** A fraction as written, unreduced: n/d, or n when d is 1. */
const written = (numerator: bigint, denominator: bigint): string =>
  denominator === 1n ? String(numerator) : `${numerator}/${denominator}`;

/** The source text of a site: a binary node from its left operand's start to its right operand's end, without the node's own parentheses. */
function siteText(working: string, site: WorkingNode | null): string | null {
  if (site === null) return null;
  if (site.type === 'binary') return working.slice(site.left.from, site.right.to);
  if (site.type === 'power') return working.slice(site.from, site.to);
  return site.type === 'number' ? working.slice(site.literalFrom, site.literalTo) : working.slice(site.from, site.to);
}

/**
 * A step that is one number as the student wrote it ("3 2/4", "-5/4"), or null: its value is
 * then quoted as written, not reduced or rewritten (the student should meet their own numbers).
 */
function writtenNumber(working: string, tree: WorkingNode): string | null {
  const number = tree.type === 'negate' && tree.operand.type === 'number' ? tree.operand : tree;
  if (number.type !== 'number' || number.percentOf !== null || number.parens > 0 || tree.parens > 0) return null;
  return working.slice(tree.from, number.literalTo);
}

function explainMatch(
  working: string,
  match: MisconceptionMatch,
  wholeValue: string,
  form: ShownForm,
  stated: { value: Rational; text: string } | null,
): MisconceptionExplanation {
  return {
    rule: match.rule,
    position: match.position,
    site: siteText(working, match.site),
    numbers: numbersOf(match.numbers, match.site, wholeValue),
    result: match.siteValue.toString(),
    // The rule gives what the student wrote: say it as they wrote it.
    result_shown: stated !== null && stated.value.equals(match.siteValue) ? stated.text : shownValue(match.siteValue, form),
  };
}

/** Whether a step is written with decimals and whole numbers only: its values are then said as decimals, as the student writes them. */
const writtenInDecimals = (tree: WorkingNode): boolean => {
  const flags = notationOf(tree, new Map());
  return (flags & NOTATION_DECIMAL) !== 0 && (flags & (NOTATION_FRACTION | NOTATION_MIXED | NOTATION_PERCENT)) === 0;
};

/** How a value is said: as the line it belongs to writes its numbers. */
type ShownForm = 'decimal' | 'mixed' | 'fraction';

/** Whether a step is written with mixed numbers and no decimal: its values are then said as mixed numbers (3 2/4 − 1 3/4 is 1 3/4, not 7/4). */
const writtenInMixed = (tree: WorkingNode): boolean => {
  const flags = notationOf(tree, new Map());
  return (flags & NOTATION_MIXED) !== 0 && (flags & NOTATION_DECIMAL) === 0;
};

const shownFormOf = (tree: WorkingNode): ShownForm => (writtenInDecimals(tree) ? 'decimal' : writtenInMixed(tree) ? 'mixed' : 'fraction');

/** A value as the student would write it: its decimal where the line is written in decimals and the value terminates, a mixed number where it is written in mixed numbers. */
const shownValue = (value: Rational, form: ShownForm): string => {
  if (form === 'decimal') return formatCanonicalDecimal(value) ?? value.toString();
  if (form === 'mixed') return formatMixedNumber(toMixedNumber(value));
  return value.toString();
};

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
 * The explanation of a check of `request`: it reads the check's trees and diagnoses, so a working
 * is checked and searched once however many views show it.
 */
export function explainWorkingCheck(request: WorkingRequestView, check: WorkingCheck): WorkingExplanation {
  const { working } = request;
  const { trees, evaluations, compared, diagnoses, output } = check;
  const steps = output.steps.map((step, index): WorkingStepExplanation => {
    const with_ = compared[index]!;
    const comparedStep = step.status === 'equal' || step.status === 'not_equal' ? output.steps[with_]! : null;
    const stated = evaluations[index]!.value;
    const diagnosis = step.misconceptions === null || stated === null ? null : diagnoses[index]!;
    // A problem of whole numbers answered in decimals (387 ÷ 6 = 64.3) is said in decimals too.
    const comparedDecimals =
      comparedStep !== null &&
      (writtenInDecimals(trees[with_]!) || (notationOf(trees[with_]!, new Map()) === 0 && writtenInDecimals(trees[index]!)));
    // A result is said as the student would write it: in decimals where either line is (4/5 = 0.4 says 0.4).
    const statedText = stated === null ? null : writtenNumber(working, trees[index]!);
    const statedNumber = stated === null || statedText === null ? null : { value: stated, text: statedText };
    const resultForm: ShownForm =
      comparedDecimals || writtenInDecimals(trees[index]!) ? 'decimal' : writtenInMixed(trees[index]!) ? 'mixed' : 'fraction';
    const comparedShown =
      comparedStep === null ? null : shownValue(evaluations[with_]!.value!, comparedDecimals ? 'decimal' : shownFormOf(trees[with_]!));
    const misconceptions =
      diagnosis === null ? null : diagnosis.matches.map((match) => explainMatch(working, match, comparedShown!, resultForm, statedNumber));
    const ambiguous =
      diagnosis === null || diagnosis.ambiguous.length === 0
        ? null
        : diagnosis.ambiguous
            .filter((match, at, all) => all.findIndex((other) => familyOf(other.rule) === familyOf(match.rule)) === at)
            .map((match) => explainMatch(working, match, comparedShown!, resultForm, statedNumber));
    return {
      key: stepKey(step.status, step.equals_start),
      status: step.status,
      step: index,
      line: step.line,
      text: step.text,
      value: step.value,
      shown: stated === null ? null : (statedText ?? shownValue(stated, shownFormOf(trees[index]!))),
      compared:
        comparedStep === null
          ? null
          : { step: with_, line: comparedStep.line, text: comparedStep.text, value: comparedStep.value!, shown: comparedShown! },
      difference: step.difference,
      divisor: step.division_position === null ? null : divisorText(working, trees[index]!, step.division_position),
      division_position: step.division_position,
      misconceptions,
      ambiguous,
      term_errors: step.term_errors ?? null,
      notes: step.notes ?? null,
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
      return {
        key: 'final_form',
        form: (request.final_form ?? 'lowest_terms') as Exclude<FinalForm, 'any'>,
        text: output.steps[output.steps.length - 1]!.text,
      };
  }
}
