/**
 * The Working tab's sentences, as catalog messages built from the engine's explanation
 * (explainWorkingCheck): what each step is, why a wrong step is wrong — one clause per
 * misconception rule, with the numbers of its site — and the verdict. Every number in them is a
 * string the engine worked out; this module only chooses messages and writes the numbers into
 * formulas such as (1+1)/(2+3), never computing one.
 */
import type {
  MisconceptionExplanation, MisconceptionNumbers, MisconceptionRule, WorkingExplanation, WorkingStepExplanation,
} from '../../core/index';
import type { FinalForm, WorkingOutput } from '../../worker/messages';
import type { MessageKey } from '../i18n/en';
import type { ExplanationMessage, ExplanationPart } from '../i18n/explanation';

const value = (text: string | number): ExplanationPart => ({ kind: 'value', text: String(text) });
const nested = (id: MessageKey, params: Readonly<Record<string, ExplanationPart>> = {}): ExplanationPart => ({ kind: 'message', id, params });
const message = (id: MessageKey, params: Readonly<Record<string, ExplanationPart>> = {}): ExplanationMessage => ({ id, params });

/** The operation signs as a schoolbook writes them. */
const SIGN = { '+': '+', '-': '−', '*': '×', '/': '÷' } as const;

/** A number inside a formula: a negative one after an operator is put in parentheses, (1+(-2)). */
const term = (number: string): string => (number.startsWith('-') ? `(${number})` : number);

/**
 * The larger of two denominators as the engine printed them (positive integers, no leading
 * zeros): the longer one, or at equal length the later in digit order. A comparison of the
 * engine's digits, not arithmetic.
 */
export function largerDenominator(b: string, d: string): string {
  if (b.length !== d.length) return b.length > d.length ? b : d;
  return b >= d ? b : d;
}

/** A fraction as the engine's numbers write it: a/b, or a alone over 1. */
const fractionText = (numerator: string, denominator: string): string => (denominator === '1' ? numerator : `${numerator}/${denominator}`);

/** The formula each rule evaluated at its site, from the site's numbers (null for the whole-expression rules). */
export function misconceptionFormula(rule: MisconceptionRule, numbers: MisconceptionNumbers): string | null {
  switch (numbers.kind) {
    case 'operands': {
      const { a, b, c, d } = numbers;
      const sign = numbers.operator === '-' ? SIGN['-'] : '+';
      switch (rule) {
        case 'added_across': return `(${a}+${term(c)})/(${b}+${d})`;
        case 'subtracted_across': return `(${a}${SIGN['-']}${term(c)})/(${b}${SIGN['-']}${d})`;
        case 'numerators_combined_denominators_multiplied': return `(${a}${sign}${term(c)})/(${b}×${d})`;
        case 'larger_denominator_kept': return `(${a}${sign}${term(c)})/${largerDenominator(b, d)}`;
        case 'multiplied_instead_of_divided': return `(${a}×${term(c)})/(${b}×${d})`;
        case 'inverted_first_operand': return `(${b}×${term(c)})/(${a}×${d})`;
        case 'cross_multiplied': return `(${a}×${d})/(${b}×${term(c)})`;
        case 'common_denominator_kept_in_product': return `(${a}×${term(c)})/${b}`;
        case 'whole_taken_from_numerator': return `(${a}${SIGN['-']}${term(c)})/${d}`;
        case 'fraction_of_unit_only': return `${c}÷${b}`;
        case 'fraction_of_inverted': return `${c}÷${a}×${b}`;
        case 'fraction_of_subtracted': return `${c}${SIGN['-']}${b}`;
        case 'divided_across': return `(${a}÷${term(c)})/(${b}÷${d})`;
        case 'only_denominator_divided': return `${a}/(${b}÷${term(c)})`;
        case 'divided_numerator_and_denominator': return `(${a}÷${term(c)})/(${b}÷${term(c)})`;
        case 'divided_by_unit_fraction': return `${fractionText(a, b)} × ${d}`;
        case 'both_inverted': return `${fractionText(b, a)} × ${fractionText(d, c)}`;
        default: return null;
      }
    }
    case 'scaled': {
      const { k, n, m } = numbers;
      return rule === 'only_denominator_multiplied' ? `${n}/(${k}×${m})` : `(${k}×${term(n)})/(${k}×${m})`;
    }
    case 'distributed': {
      const { left, y, z, inner } = numbers;
      return `${left} ${SIGN['-']} ${term(y)} ${SIGN[inner]} ${term(z)}`;
    }
    case 'mixed': {
      const { whole, numerator, denominator } = numbers;
      if (rule === 'mixed_whole_dropped') return `${numerator}/${denominator}`;
      if (rule === 'mixed_numerator_not_added') return `(${whole}×${denominator})/${denominator}`;
      return rule === 'mixed_number_multiplied' ? `${whole} × ${numerator}/${denominator}` : `(${whole}+${numerator})/${denominator}`;
    }
    case 'values': {
      const { left, right } = numbers;
      return rule === 'added_instead_of_subtracted' || rule === 'added_instead_of_multiplied' ? `${left} + ${term(right)}` : null;
    }
    case 'parts': {
      // Each part as the student handled it: the wholes, then the fraction parts; a part an operand lacks is 0.
      const w1 = numbers.left_whole || '0';
      const w2 = numbers.right_whole || '0';
      const f1 = numbers.left_fraction || '0';
      const f2 = numbers.right_fraction || '0';
      switch (rule) {
        case 'mixed_parts_subtracted_reversed': return `${w1}${SIGN['-']}${w2} = ${numbers.whole}, ${f2}${SIGN['-']}${f1} = ${numbers.fraction}`;
        case 'mixed_parts_added_across': return `${w1}+${w2} = ${numbers.whole}, ${f1}+${f2} → ${numbers.fraction}`;
        case 'mixed_parts_subtracted_across': return `${w1}${SIGN['-']}${w2} = ${numbers.whole}, ${f1}${SIGN['-']}${f2} → ${numbers.fraction}`;
        default: {
          const wholes = numbers.left_whole !== '' && numbers.right_whole !== '' ? `${w1}×${w2} = ${numbers.whole}` : numbers.whole;
          const fractions = numbers.left_fraction !== '' && numbers.right_fraction !== '' ? `${f1}×${f2} = ${numbers.fraction}` : numbers.fraction;
          return `${wholes}, ${fractions}`;
        }
      }
    }
    case 'power': {
      const { base, exponent } = numbers;
      if (rule === 'power_numerator_only') {
        const [top, bottom] = base.split('/');
        return `${top}^${exponent}/${bottom}`;
      }
      return `${base.includes('/') ? `(${base})` : base}×${exponent}`;
    }
    case 'decimals':
    case 'number':
    case 'term':
    case 'whole':
      return null;
  }
}

/** The catalog message of a rule's clause ("the numerators and the denominators were added, {formula}"). */
function clauseKey(rule: MisconceptionRule, numbers: MisconceptionNumbers): MessageKey {
  if (rule === 'numerators_combined_denominators_multiplied' || rule === 'larger_denominator_kept') {
    const subtracted = numbers.kind === 'operands' && numbers.operator === '-';
    return `working.rule.${rule}.${subtracted ? 'minus' : 'plus'}`;
  }
  if (rule === 'numerator_scaled_wrong' && numbers.kind === 'term' && numbers.smaller) return 'working.rule.numerator_scaled_wrong.divided';
  return `working.rule.${rule}`;
}

/**
 * What a misconception says happened: its rule's clause with the formula and, when the site is
 * only part of the step it came from, where (in 1/2 + 1/3, …) and what the site gave (= 2/5).
 */
export function misconceptionReason(misconception: MisconceptionExplanation, comparedText: string): ExplanationPart {
  const { rule, numbers, site, result_shown: result } = misconception;
  const formula = misconceptionFormula(rule, numbers);
  const wholeSite = site === null || site === comparedText;
  const params: Record<string, ExplanationPart> = { result: value(result) };
  if (formula !== null) params.formula = value(wholeSite ? formula : `${formula} = ${result}`);
  if (numbers.kind === 'whole') params.value = value(numbers.value);
  if (numbers.kind === 'scaled') params.k = value(numbers.k);
  if (numbers.kind === 'number') params.number = value(numbers.number);
  if (numbers.kind === 'decimals') {
    params.places = value(numbers.places);
    params.expected = value(numbers.expected_places);
  }
  if (numbers.kind === 'term') {
    params.compared = value(numbers.compared);
    params.stated = value(numbers.stated);
  }
  const clause = nested(clauseKey(rule, numbers), params);
  // A rule of one number names that number itself: "in 1/2, the denominator of 1/2 …" would say it twice.
  const namesItsSite = numbers.kind === 'term' || numbers.kind === 'number';
  return wholeSite || namesItsSite ? clause : nested('working.misconception.at', { site: value(site), clause });
}

/** Everything a step's row says about it, sentence by sentence. */
export function stepSentences(step: WorkingStepExplanation, startValue: string | null): ExplanationMessage[] {
  const compared = step.compared;
  switch (step.key) {
    case 'start':
      return [message('working.step.start', { value: value(step.shown ?? '?') })];
    case 'equal':
      return [message('working.step.equal', { compared: value(compared?.text ?? '?') })];
    case 'carried':
      return [message('working.step.carried', { compared: value(compared?.text ?? '?'), start: value(startValue ?? '?'), value: value(step.shown ?? '?') })];
    case 'unchecked':
      return [message('working.step.unchecked')];
    case 'division_by_zero':
      return [step.divisor === null
        ? message('working.step.divisionByZero.unnamed')
        : message('working.step.divisionByZero', { divisor: value(step.divisor) })];
    case 'not_equal': {
      const head = { compared: value(compared?.text ?? '?'), actual: value(compared?.shown ?? '?'), stated: value(step.shown ?? '?') };
      const termErrors = step.term_errors ?? [];
      if (termErrors.length > 0) {
        // The student's own line says where it went wrong: each operand that should be something else, then why.
        const found = step.misconceptions ?? [];
        const comparedText = compared?.text ?? '';
        return [
          message('working.term.head', head),
          // "1 should be 1, not 2" says the number twice: where the operand is written as it should be, name it once.
          ...termErrors.map((error) => message(error.compared === error.expected ? 'working.term.error.plain' : 'working.term.error', {
            compared: value(error.compared), expected: value(error.expected), stated: value(error.stated),
          })),
          ...found.map((match, index) => message(index === 0 ? 'working.term.because' : 'working.step.notEqual.also', { reason: misconceptionReason(match, comparedText) })),
        ];
      }
      // A step before that is just its value (17/12) is not said twice ("17/12 is 17/12").
      const plain = compared !== null && compared.text === compared.shown;
      const found = step.misconceptions ?? [];
      const comparedText = compared?.text ?? '';
      if (found.length === 0) {
        const difference = message(plain ? 'working.step.notEqual.plain' : 'working.step.notEqual', { ...head, difference: value(step.difference ?? '?') });
        const [first, second] = step.ambiguous ?? [];
        // Two readings nothing in the line tells apart: say both, and name neither as the mistake.
        if (first === undefined || second === undefined) return [difference];
        return [difference, message('working.step.ambiguous', { first: misconceptionReason(first, comparedText), second: misconceptionReason(second, comparedText) })];
      }
      return [
        message(plain ? 'working.step.notEqual.plainBecause' : 'working.step.notEqual.because', { ...head, reason: misconceptionReason(found[0]!, comparedText) }),
        ...found.slice(1).map((other) => message('working.step.notEqual.also', { reason: misconceptionReason(other, comparedText) })),
      ];
    }
  }
}

export type StatusKey = 'working.status.firstMistake' | `working.status.${WorkingStepExplanation['key']}`;

/** The step's status in a word or two (the first mistake is named as such). */
export function statusKey(step: WorkingStepExplanation, firstErrorIndex: number | null): StatusKey {
  if (step.key === 'not_equal' && step.step === firstErrorIndex) return 'working.status.firstMistake';
  return `working.status.${step.key}`;
}

const FORM_KEYS: Readonly<Record<Exclude<FinalForm, 'any'>, MessageKey>> = {
  lowest_terms: 'working.form.lowest_terms',
  improper: 'working.form.improper',
  mixed: 'working.form.mixed',
  decimal: 'working.form.decimal',
};

export const formPart = (form: Exclude<FinalForm, 'any'>): ExplanationPart => nested(FORM_KEYS[form]);

/** The verdict's headline: correct, or the first thing wrong (the output's reason). */
export function verdictSentence(explanation: WorkingExplanation): ExplanationMessage {
  const { verdict } = explanation;
  switch (verdict.key) {
    case 'valid':
      return verdict.final_value === null
        ? message('working.verdict.valid.noValue')
        : message('working.verdict.valid', { value: value(verdict.final_value) });
    case 'step_mismatch':
      return message('working.verdict.stepMismatch', { line: value(verdict.line) });
    case 'division_by_zero':
      return message('working.verdict.divisionByZero', { line: value(verdict.line) });
    case 'answer_mismatch':
      return message('working.verdict.answerMismatch', { answer: value(verdict.answer), final: value(verdict.final_value ?? '?') });
    case 'final_form':
      return message('working.verdict.finalForm', { text: value(verdict.text), form: formPart(verdict.form) });
  }
}

/**
 * The teacher's two checks, each said whatever the verdict's reason (the reason names only the
 * first fault): whether the final value is the answer key, and whether the last step is in the
 * required form. Empty when neither was asked for.
 */
export function teacherChecks(output: WorkingOutput, answer: string | null, form: FinalForm): ExplanationMessage[] {
  const checks: ExplanationMessage[] = [];
  if (answer !== null) {
    const key = output.answer_matches === null ? 'working.check.answer.noValue' : output.answer_matches ? 'working.check.answer.matches' : 'working.check.answer.differs';
    checks.push(message(key, { answer: value(answer), final: value(output.final_value ?? '?') }));
  }
  if (form !== 'any') {
    const last = output.steps[output.steps.length - 1]!;
    checks.push(message(output.final_form_ok === true ? 'working.check.form.ok' : 'working.check.form.not', { form: formPart(form), text: value(last.text) }));
  }
  return checks;
}
