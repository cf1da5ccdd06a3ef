/**
 * The Working tab's sentences, as catalog messages built from the engine's explanation
 * (explainWorkingCheck): what each step is, why a wrong step is wrong — one clause per
 * misconception rule, with the numbers of its site, from src/core/sentences — and the verdict.
 * Every number in them is a string the engine worked out; this module only chooses messages.
 */
import type { MisconceptionExplanation, WorkingExplanation, WorkingStepExplanation } from '../../core/index';
import { misconceptionReason } from '../../core/sentences/misconception-sentences';
import type { FinalForm, WorkingOutput } from '../../worker/messages';
import type { MessageKey } from '../i18n/en';
import type { ExplanationMessage, ExplanationPart } from '../i18n/explanation';

const value = (text: string | number): ExplanationPart => ({ kind: 'value', text: String(text) });
const nested = (id: MessageKey, params: Readonly<Record<string, ExplanationPart>> = {}): ExplanationPart => ({ kind: 'message', id, params });
const message = (id: MessageKey, params: Readonly<Record<string, ExplanationPart>> = {}): ExplanationMessage => ({ id, params });

/** Everything a step's row says about it, sentence by sentence: how its text was read (an x as ×), then what it is. */
export function stepSentences(step: WorkingStepExplanation, startValue: string | null): ExplanationMessage[] {
  const said = statusSentences(step, startValue);
  return step.notes === null ? said : [...said, message('working.note.letterAsTimes', { text: value(step.text) })];
}

function statusSentences(step: WorkingStepExplanation, startValue: string | null): ExplanationMessage[] {
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
