/**
 * What the Working tab says about a fraction working (rational-working-check's answer, explained
 * by explainWorkingCheck), in English and Hebrew: what each step is, why a wrong step is wrong
 * (one clause per misconception rule, with the numbers of its site: ./misconception-sentences.ts),
 * each step's status in a word or two, the verdict and the teacher's checks. Every number in them
 * is a string the engine worked out; this module only chooses sentences.
 */
import type { WorkingExplanation, WorkingStepExplanation } from '../working/fraction-explain';
import type { FinalForm } from '../tools/working-final-form';
import type { RationalWorkingCheckOutput as WorkingOutput } from '../tools/rational-working-check';
import { misconceptionReason, type MisconceptionClauseKey, type SentenceLanguage } from './misconception-sentences';
import { nestedPart, sentence, valuePart, type SentenceMessage, type SentencePart } from './sentence-message';

export const WORKING_SENTENCES_EN = {
  'working.status.start': 'Problem',
  'working.status.equal': 'Correct',
  'working.status.carried': 'Follows from a wrong step',
  'working.status.not_equal': 'Wrong',
  'working.status.firstMistake': 'First mistake',
  'working.status.division_by_zero': 'Division by zero',
  'working.status.unchecked': 'Not checked',
  'working.step.start': 'The problem; its value is {value}.',
  'working.step.equal': 'Equal to {compared}.',
  'working.step.carried':
    'Follows correctly from {compared}, but carries the earlier mistake forward: the problem is {start}, not {value}.',
  'working.step.unchecked': 'Not checked: no step before it has a value to compare it with.',
  'working.note.letterAsTimes': 'The x between two numbers in {text} is read as × (times).',
  'working.step.divisionByZero': 'This step divides by {divisor}, which is zero, so it has no value.',
  'working.step.divisionByZero.unnamed': 'This step divides by zero, so it has no value.',
  'working.step.notEqual': '{compared} is {actual}, not {stated}: the difference is {difference}.',
  'working.step.notEqual.because': '{compared} is {actual}, not {stated}: it looks like {reason}.',
  'working.step.notEqual.plain': 'This step is {stated}, not {actual}: the difference is {difference}.',
  'working.step.notEqual.plainBecause': 'This step is {stated}, not {actual}: it looks like {reason}.',
  'working.step.notEqual.also': 'Or it may be that {reason}.',
  'working.step.ambiguous': 'It could be that {first}, or that {second}: nothing in this line tells which.',
  'working.term.head': '{compared} is {actual}, not {stated}.',
  'working.term.error': 'In this line, {compared} should be {expected}, not {stated}.',
  'working.term.error.plain': 'In this line, {stated} should be {expected}.',
  'working.term.because': 'It looks like {reason}.',
  'working.verdict.valid': 'Correct: every step follows from the one before it, and the value is {value}.',
  'working.verdict.valid.noValue': 'Every step follows from the one before it.',
  'working.verdict.stepMismatch': 'The first mistake is on line {line}.',
  'working.verdict.divisionByZero': 'Line {line} divides by zero.',
  'working.verdict.answerMismatch': 'Every step follows, but the final value {final} is not the answer key, {answer}.',
  'working.verdict.finalForm': 'Every step follows, but the last step, {text}, is not written {form}.',
  'working.form.lowest_terms': 'in lowest terms',
  'working.form.improper': 'as a fraction in lowest terms (not a mixed number)',
  'working.form.mixed': 'as a mixed number in lowest terms',
  'working.form.decimal': 'as a decimal (a fraction in lowest terms when the value never ends)',
  'working.check.answer.matches': 'Answer key {answer}: the final value matches it.',
  'working.check.answer.differs': 'Answer key {answer}: the final value is {final}.',
  'working.check.answer.noValue': 'Answer key {answer}: the last step has no value to compare.',
  'working.check.form.ok': 'Final form: the last step, {text}, is written {form}.',
  'working.check.form.not': 'Final form: the last step, {text}, is not written {form}.',
} as const;

export type WorkingSentenceKey = keyof typeof WORKING_SENTENCES_EN;

export const WORKING_SENTENCES_HE: Readonly<Record<WorkingSentenceKey, string>> = {
  'working.status.start': 'התרגיל',
  'working.status.equal': 'נכון',
  'working.status.carried': 'נובע מצעד שגוי',
  'working.status.not_equal': 'שגוי',
  'working.status.firstMistake': 'הטעות הראשונה',
  'working.status.division_by_zero': 'חלוקה באפס',
  'working.status.unchecked': 'לא נבדק',
  'working.step.start': 'התרגיל; ערכו {value}.',
  'working.step.equal': 'שווה ל־{compared}.',
  'working.step.carried': 'נובע נכון מ־{compared}, אבל ממשיך את הטעות הקודמת: ערך התרגיל הוא {start}, לא {value}.',
  'working.step.unchecked': 'לא נבדק: לאף צעד שלפניו אין ערך להשוואה.',
  'working.note.letterAsTimes': 'ה־x שבין שני מספרים ב־{text} נקרא כסימן כפל (×).',
  'working.step.divisionByZero': 'הצעד הזה מחלק ב־{divisor}, ששווה לאפס, ולכן אין לו ערך.',
  'working.step.divisionByZero.unnamed': 'הצעד הזה מחלק באפס, ולכן אין לו ערך.',
  'working.step.notEqual': '{compared} שווה {actual}, לא {stated}: ההפרש הוא {difference}.',
  'working.step.notEqual.because': '{compared} שווה {actual}, לא {stated}: נראה ש{reason}.',
  'working.step.notEqual.plain': 'הצעד הזה שווה {stated}, לא {actual}: ההפרש הוא {difference}.',
  'working.step.notEqual.plainBecause': 'הצעד הזה שווה {stated}, לא {actual}: נראה ש{reason}.',
  'working.step.notEqual.also': 'ייתכן גם ש{reason}.',
  'working.step.ambiguous': 'ייתכן ש{first}, וייתכן ש{second}: שום דבר בשורה הזו לא מראה איזה מהם.',
  'working.term.head': '{compared} שווה {actual}, לא {stated}.',
  'working.term.error': 'בשורה הזו, {compared} צריך להיות {expected}, לא {stated}.',
  'working.term.error.plain': 'בשורה הזו, במקום {stated} צריך להיות {expected}.',
  'working.term.because': 'נראה ש{reason}.',
  'working.verdict.valid': 'נכון: כל צעד נובע מהצעד שלפניו, והערך הוא {value}.',
  'working.verdict.valid.noValue': 'כל צעד נובע מהצעד שלפניו.',
  'working.verdict.stepMismatch': 'הטעות הראשונה בשורה {line}.',
  'working.verdict.divisionByZero': 'בשורה {line} יש חלוקה באפס.',
  'working.verdict.answerMismatch': 'כל הצעדים נובעים זה מזה, אבל הערך הסופי {final} אינו התשובה שבמפתח, {answer}.',
  'working.verdict.finalForm': 'כל הצעדים נובעים זה מזה, אבל הצעד האחרון, {text}, אינו כתוב {form}.',
  'working.form.lowest_terms': 'בצורה מצומצמת',
  'working.form.improper': 'כשבר מצומצם (לא כמספר מעורב)',
  'working.form.mixed': 'כמספר מעורב מצומצם',
  'working.form.decimal': 'כשבר עשרוני (כשבר מצומצם כשהערך אינו מסתיים)',
  'working.check.answer.matches': 'מפתח התשובות {answer}: הערך הסופי תואם לו.',
  'working.check.answer.differs': 'מפתח התשובות {answer}: הערך הסופי הוא {final}.',
  'working.check.answer.noValue': 'מפתח התשובות {answer}: לצעד האחרון אין ערך להשוואה.',
  'working.check.form.ok': 'צורת התשובה: הצעד האחרון, {text}, כתוב {form}.',
  'working.check.form.not': 'צורת התשובה: הצעד האחרון, {text}, אינו כתוב {form}.',
};

export const WORKING_SENTENCES: Readonly<Record<SentenceLanguage, Readonly<Record<WorkingSentenceKey, string>>>> = {
  en: WORKING_SENTENCES_EN,
  he: WORKING_SENTENCES_HE,
};

/** A sentence about a fraction working: one of its own, holding the clauses of its misconceptions. */
export type WorkingMessage = SentenceMessage<WorkingSentenceKey | MisconceptionClauseKey>;
type Part = SentencePart<WorkingSentenceKey | MisconceptionClauseKey>;

const value = (text: string | number): Part => valuePart(text);
const message = (id: WorkingSentenceKey, params: Readonly<Record<string, Part>> = {}): WorkingMessage => sentence(id, params);

/** Everything a step's row says about it, sentence by sentence: how its text was read (an x as ×), then what it is. */
export function stepSentences(step: WorkingStepExplanation, startValue: string | null): WorkingMessage[] {
  const said = statusSentences(step, startValue);
  return step.notes === null ? said : [...said, message('working.note.letterAsTimes', { text: value(step.text) })];
}

function statusSentences(step: WorkingStepExplanation, startValue: string | null): WorkingMessage[] {
  const compared = step.compared;
  switch (step.key) {
    case 'start':
      return [message('working.step.start', { value: value(step.shown ?? '?') })];
    case 'equal':
      return [message('working.step.equal', { compared: value(compared?.text ?? '?') })];
    case 'carried':
      return [
        message('working.step.carried', {
          compared: value(compared?.text ?? '?'),
          start: value(startValue ?? '?'),
          value: value(step.shown ?? '?'),
        }),
      ];
    case 'unchecked':
      return [message('working.step.unchecked')];
    case 'division_by_zero':
      return [
        step.divisor === null
          ? message('working.step.divisionByZero.unnamed')
          : message('working.step.divisionByZero', { divisor: value(step.divisor) }),
      ];
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
          ...termErrors.map((error) =>
            message(error.compared === error.expected ? 'working.term.error.plain' : 'working.term.error', {
              compared: value(error.compared),
              expected: value(error.expected),
              stated: value(error.stated),
            }),
          ),
          ...found.map((match, index) =>
            message(index === 0 ? 'working.term.because' : 'working.step.notEqual.also', {
              reason: misconceptionReason(match, comparedText),
            }),
          ),
        ];
      }
      // A step before that is just its value (17/12) is not said twice ("17/12 is 17/12").
      const plain = compared !== null && compared.text === compared.shown;
      const found = step.misconceptions ?? [];
      const comparedText = compared?.text ?? '';
      if (found.length === 0) {
        const difference = message(plain ? 'working.step.notEqual.plain' : 'working.step.notEqual', {
          ...head,
          difference: value(step.difference ?? '?'),
        });
        const [first, second] = step.ambiguous ?? [];
        // Two readings nothing in the line tells apart: say both, and name neither as the mistake.
        if (first === undefined || second === undefined) return [difference];
        return [
          difference,
          message('working.step.ambiguous', {
            first: misconceptionReason(first, comparedText),
            second: misconceptionReason(second, comparedText),
          }),
        ];
      }
      return [
        message(plain ? 'working.step.notEqual.plainBecause' : 'working.step.notEqual.because', {
          ...head,
          reason: misconceptionReason(found[0]!, comparedText),
        }),
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

const FORM_KEYS: Readonly<Record<Exclude<FinalForm, 'any'>, WorkingSentenceKey>> = {
  lowest_terms: 'working.form.lowest_terms',
  improper: 'working.form.improper',
  mixed: 'working.form.mixed',
  decimal: 'working.form.decimal',
};

export const formPart = (form: Exclude<FinalForm, 'any'>): SentencePart<WorkingSentenceKey> => nestedPart(FORM_KEYS[form]);

/** The verdict's headline: correct, or the first thing wrong (the output's reason). */
export function verdictSentence(explanation: WorkingExplanation): WorkingMessage {
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
export function teacherChecks(output: WorkingOutput, answer: string | null, form: FinalForm): WorkingMessage[] {
  const checks: WorkingMessage[] = [];
  if (answer !== null) {
    const key =
      output.answer_matches === null
        ? 'working.check.answer.noValue'
        : output.answer_matches
          ? 'working.check.answer.matches'
          : 'working.check.answer.differs';
    checks.push(message(key, { answer: value(answer), final: value(output.final_value ?? '?') }));
  }
  if (form !== 'any') {
    const last = output.steps[output.steps.length - 1]!;
    checks.push(
      message(output.final_form_ok === true ? 'working.check.form.ok' : 'working.check.form.not', {
        form: formPart(form),
        text: value(last.text),
      }),
    );
  }
  return checks;
}
