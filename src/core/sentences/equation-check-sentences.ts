/**
 * What the Working tab says about an equation working (linear-equation-check's answer), in English
 * and Hebrew: what each line is, why a wrong line is wrong (one clause per rule of the contract,
 * at its site in the student's line: ./equation-sentences.ts), the advice on a right but unhelpful
 * move (./equation-solve-sentences.ts), each line's status, the verdict, and where the way forward
 * starts. Every number in them is a string the engine wrote; nothing is computed here.
 */
import type { EquationStep, SolutionJson } from '../equations/check';
import { scanEquationLexeme } from '../equations/parse';
import type { LinearEquationCheckOutput } from '../tools/linear-equation-check';
import type { LinearEquationSolveOutput } from '../tools/linear-equation-solve';
import { equationReason, wayForwardAtSite, type EquationClauseKey, type EquationWayForwardKey } from './equation-sentences';
import { adviceSentence } from './equation-solve-sentences';
import type { SentenceLanguage } from './misconception-sentences';
import { nestedPart, sentence, valuePart, type SentenceMessage, type SentencePart } from './sentence-message';
import type { EquationAdviceKey } from './way-forward-sentences';

export const EQUATION_SENTENCES_EN = {
  'equation.solution.one': '{letter} = {value}',
  'equation.solution.none': 'no solution',
  'equation.solution.every': 'every number',
  'equation.solution.everyExcept': 'every number except {except}',
  'equation.verdict.valid': 'Correct: every line has the same solution as the equation, {solution}.',
  'equation.verdict.validChecked': 'Correct: every line has the same solution as the equation, {solution}, and the check holds.',
  'equation.verdict.notEquivalent': 'The first mistake is on line {line}.',
  'equation.verdict.notLinear': 'Line {line} is not a linear equation.',
  'equation.verdict.divisionByZero': 'Line {line} divides by zero.',
  'equation.verdict.answerMismatch': 'Every line follows, but the answer, {answer}, is not the solution of the equation, {solution}.',
  'equation.verdict.checkFails': 'Every line follows, but the check on line {line} does not hold.',
  'equation.check.answer.matches': 'The answer key, {answer}, is the solution.',
  'equation.check.answer.differs': 'The answer key, {answer}, is not the solution, {solution}.',
  'equation.status.start': 'Equation',
  'equation.status.equivalent': 'Correct',
  'equation.status.not_equivalent': 'Wrong',
  'equation.status.not_linear': 'Not linear',
  'equation.status.division_by_zero': 'Division by zero',
  'equation.status.unchecked': 'Not checked',
  'equation.status.check': 'Check',
  'equation.status.checkFails': 'Check does not hold',
  'equation.step.start': 'The equation; its solution is {solution}.',
  'equation.step.equivalent': 'Same solution as {compared}: {solution}.',
  'equation.step.notEquivalent': '{compared} has the solution {expected}, but this line has {stated}.',
  'equation.step.notEquivalent.because': '{compared} has the solution {expected}, but this line has {stated}: it looks like {reason}.',
  'equation.step.also': 'Or it may be that {reason}.',
  'equation.step.divisionByZero':
    'This line divides by zero, and a division by zero has no value, whatever {letter} is: the line says nothing about {letter}. Look at what is divided by there.',
  'equation.step.notLinear': 'Not a linear equation: once its denominators are cleared, {letter} is squared, so it cannot be compared.',
  'equation.step.unchecked': 'Not checked: no line before it is a linear equation to compare it with.',
  'equation.step.check.holds': 'The check: {value} put back into the first equation, and both sides are equal.',
  'equation.step.check.fails': 'The check: {value} put back into the first equation, but the two sides are not equal.',
  'equation.note.fractionBeforeLetter':
    'A fraction written right before the letter or a bracket multiplies it: {fraction}{letter} is read as ({fraction}) × {letter}.',
  'equation.note.looksRounded': 'It looks rounded: the solution must be written exactly, as a fraction.',
  'equation.solve.start': 'From line {line}, {text}:',
} as const;

export type EquationSentenceKey = keyof typeof EQUATION_SENTENCES_EN;

export const EQUATION_SENTENCES_HE: Readonly<Record<EquationSentenceKey, string>> = {
  'equation.solution.one': '{letter} = {value}',
  'equation.solution.none': 'אין פתרון',
  'equation.solution.every': 'כל מספר',
  'equation.solution.everyExcept': 'כל מספר חוץ מ־{except}',
  'equation.verdict.valid': 'נכון: לכל שורה אותו פתרון כמו למשוואה, {solution}.',
  'equation.verdict.validChecked': 'נכון: לכל שורה אותו פתרון כמו למשוואה, {solution}, והבדיקה מתקיימת.',
  'equation.verdict.notEquivalent': 'הטעות הראשונה בשורה {line}.',
  'equation.verdict.notLinear': 'שורה {line} אינה משוואה ממעלה ראשונה.',
  'equation.verdict.divisionByZero': 'שורה {line} מחלקת באפס.',
  'equation.verdict.answerMismatch': 'כל שורה נובעת מקודמתה, אבל התשובה, {answer}, אינה הפתרון של המשוואה, {solution}.',
  'equation.verdict.checkFails': 'כל שורה נובעת מקודמתה, אבל הבדיקה בשורה {line} אינה מתקיימת.',
  'equation.check.answer.matches': 'התשובה במפתח, {answer}, היא הפתרון.',
  'equation.check.answer.differs': 'התשובה במפתח, {answer}, אינה הפתרון, {solution}.',
  'equation.status.start': 'משוואה',
  'equation.status.equivalent': 'נכון',
  'equation.status.not_equivalent': 'שגוי',
  'equation.status.not_linear': 'לא ממעלה ראשונה',
  'equation.status.division_by_zero': 'חלוקה באפס',
  'equation.status.unchecked': 'לא נבדק',
  'equation.status.check': 'בדיקה',
  'equation.status.checkFails': 'הבדיקה אינה מתקיימת',
  'equation.step.start': 'המשוואה; הפתרון שלה הוא {solution}.',
  'equation.step.equivalent': 'אותו פתרון כמו {compared}: {solution}.',
  'equation.step.notEquivalent': 'הפתרון של {compared} הוא {expected}, אבל לשורה הזאת {stated}.',
  'equation.step.notEquivalent.because': 'הפתרון של {compared} הוא {expected}, אבל לשורה הזאת {stated}: נראה ש{reason}.',
  'equation.step.also': 'ייתכן גם ש{reason}.',
  'equation.step.divisionByZero':
    'השורה הזו מחלקת באפס, ולחלוקה באפס אין ערך, יהיה {letter} אשר יהיה: השורה לא אומרת דבר על {letter}. בדקו במה מחלקים שם.',
  'equation.step.notLinear': 'זו אינה משוואה ממעלה ראשונה: אחרי שמבטלים את המכנים, {letter} מופיע בריבוע, ולכן אי אפשר להשוות אותה.',
  'equation.step.unchecked': 'לא נבדק: אין לפניה שורה שהיא משוואה ממעלה ראשונה להשוות אליה.',
  'equation.step.check.holds': 'הבדיקה: {value} הוצב במשוואה הראשונה, ושני האגפים שווים.',
  'equation.step.check.fails': 'הבדיקה: {value} הוצב במשוואה הראשונה, אבל שני האגפים אינם שווים.',
  'equation.note.fractionBeforeLetter':
    'שבר שנכתב מיד לפני האות או לפני סוגריים כופל אותם: {fraction}{letter} נקרא כ־({fraction}) × {letter}.',
  'equation.note.looksRounded': 'נראה שהערך עוגל: את הפתרון יש לכתוב במדויק, כשבר.',
  'equation.solve.start': 'משורה {line}, {text}:',
};

export const EQUATION_SENTENCES: Readonly<Record<SentenceLanguage, Readonly<Record<EquationSentenceKey, string>>>> = {
  en: EQUATION_SENTENCES_EN,
  he: EQUATION_SENTENCES_HE,
};

/** A sentence about an equation working: one of its own, holding a rule's clause or an advice (and the first mistake's status, said as for a fraction working). */
type Key = EquationSentenceKey | EquationClauseKey | EquationWayForwardKey | EquationAdviceKey | 'working.status.firstMistake';
export type EquationMessage = SentenceMessage<Key>;
type Part = SentencePart<Key>;

const value = (text: string | number): Part => valuePart(text);
const nested = (id: EquationSentenceKey, params: Readonly<Record<string, Part>> = {}): Part => nestedPart<Key>(id, params);
const message = (id: EquationSentenceKey, params: Readonly<Record<string, Part>> = {}): EquationMessage => sentence<Key>(id, params);

type Step = EquationStep;

/**
 * The fraction a fraction_before_letter note points at (a number, "/", a number), as the student
 * wrote it in the line, read by the equation lexer; null when the text there is not that.
 */
function fractionAt(step: Step, position: number): string | null {
  // The note's offset is in code points of the working; the line's text starts at step.position.
  const text = step.text;
  const start = [...text].slice(0, position - step.position).join('').length;
  const parts: string[] = [];
  let at = start;
  while (parts.length < 3 && at < text.length) {
    const lexeme = scanEquationLexeme(text, at);
    if (lexeme.kind !== 'whitespace') parts.push(`${lexeme.kind}:${text.slice(at, lexeme.end)}`);
    at = lexeme.end;
  }
  const [numerator, bar, denominator] = parts;
  if (numerator?.startsWith('number:') !== true || bar !== 'operator:/' || denominator?.startsWith('number:') !== true) return null;
  return `${numerator.slice(7)}/${denominator.slice(7)}`;
}

/** A solution set in words: x = 7/8, no solution, every number (except …). */
export function solutionPart(solution: SolutionJson | null, letter: string): Part {
  if (solution === null) return value('?');
  switch (solution.kind) {
    case 'one':
      return nested('equation.solution.one', { letter: value(letter), value: value(solution.value ?? '?') });
    case 'none':
      return nested('equation.solution.none');
    case 'every':
      return (solution.except ?? []).length === 0
        ? nested('equation.solution.every')
        : nested('equation.solution.everyExcept', { except: value((solution.except ?? []).join(', ')) });
  }
}

/** The line each line is compared with: the last one before it that has a solution set. */
export function comparedStep(steps: readonly Step[], index: number): Step | null {
  for (let i = index - 1; i >= 0; i--) if (steps[i]!.solution !== null) return steps[i]!;
  return null;
}

/** Everything a line's row says, sentence by sentence: its status with the numbers, the advice, the notes. */
export function equationStepSentences(output: LinearEquationCheckOutput, index: number): EquationMessage[] {
  const step = output.steps[index]!;
  const letter = output.variable ?? 'x';
  const compared = comparedStep(output.steps, index);
  const sentences: EquationMessage[] = [];
  switch (step.status) {
    case 'start':
      sentences.push(message('equation.step.start', { solution: solutionPart(step.solution, letter) }));
      break;
    case 'equivalent':
      sentences.push(
        message('equation.step.equivalent', { compared: value(compared?.text ?? '?'), solution: solutionPart(step.solution, letter) }),
      );
      break;
    case 'not_equivalent': {
      const head = {
        compared: value(compared?.text ?? '?'),
        expected: solutionPart(compared?.solution ?? null, letter),
        stated: solutionPart(step.solution, letter),
      };
      const [first, ...others] = step.misconceptions ?? [];
      if (first === undefined) sentences.push(message('equation.step.notEquivalent', head));
      else {
        sentences.push(
          message('equation.step.notEquivalent.because', { ...head, reason: equationReason(first, compared?.text ?? '', letter) }),
        );
        // The way forward of the mistake named first: what to do instead.
        sentences.push(wayForwardAtSite(first, compared?.text ?? '', letter));
        for (const other of others)
          sentences.push(message('equation.step.also', { reason: equationReason(other, compared?.text ?? '', letter) }));
      }
      break;
    }
    case 'not_linear':
      sentences.push(message('equation.step.notLinear', { letter: value(letter) }));
      break;
    case 'division_by_zero':
      sentences.push(message('equation.step.divisionByZero', { letter: value(letter) }));
      break;
    case 'unchecked':
      sentences.push(message('equation.step.unchecked'));
      break;
    case 'check': {
      const answer = index > 0 ? output.steps[index - 1]!.solution : null;
      const shown = answer?.kind === 'one' ? value(`${letter} = ${answer.value}`) : value('?');
      sentences.push(message(step.holds === false ? 'equation.step.check.fails' : 'equation.step.check.holds', { value: shown }));
      break;
    }
  }
  for (const advice of step.advice ?? []) sentences.push(adviceSentence(advice, letter));
  if (step.notes.some((note) => note.note === 'looks_rounded')) sentences.push(message('equation.note.looksRounded'));
  // Said once, on the first line that writes a fraction so (its first such fraction): every line after reads the same way.
  const noted = step.notes.find((note) => note.note === 'fraction_before_letter');
  const first = output.steps.findIndex((other) => other.notes.some((note) => note.note === 'fraction_before_letter')) === index;
  const fraction = first && noted !== undefined && noted.position !== null ? fractionAt(step, noted.position) : null;
  if (fraction !== null)
    sentences.push(message('equation.note.fractionBeforeLetter', { fraction: value(fraction), letter: value(letter) }));
  return sentences;
}

/** The line's status in a word or two (the first mistake named as such; a check that fails as such). */
export function equationStatusKey(
  step: Step,
  firstError: boolean,
): 'working.status.firstMistake' | 'equation.status.checkFails' | `equation.status.${Step['status']}` {
  if (firstError && step.status === 'not_equivalent') return 'working.status.firstMistake';
  if (step.status === 'check' && step.holds === false) return 'equation.status.checkFails';
  return `equation.status.${step.status}`;
}

/** The verdict's headline. */
export function equationVerdict(output: LinearEquationCheckOutput): EquationMessage {
  const letter = output.variable ?? 'x';
  const firstError = output.first_error_index === null ? null : output.steps[output.first_error_index]!;
  const check = output.steps.find((step) => step.status === 'check');
  switch (output.reason) {
    case null:
      return message(check === undefined ? 'equation.verdict.valid' : 'equation.verdict.validChecked', {
        solution: solutionPart(output.solution, letter),
      });
    case 'not_equivalent':
      return message('equation.verdict.notEquivalent', { line: value(firstError?.line ?? '?') });
    case 'not_linear':
      return message('equation.verdict.notLinear', { line: value(firstError?.line ?? '?') });
    case 'division_by_zero':
      return message('equation.verdict.divisionByZero', { line: value(firstError?.line ?? '?') });
    case 'answer_mismatch':
      return message('equation.verdict.answerMismatch', {
        answer: solutionPart(output.answer, letter),
        solution: solutionPart(output.solution, letter),
      });
    case 'check_fails':
      return message('equation.verdict.checkFails', { line: value(check?.line ?? '?') });
  }
}

/** The teacher's answer key, said whatever the verdict: whether it is the solution. */
export function equationAnswerCheck(output: LinearEquationCheckOutput, answer: string | null): EquationMessage | null {
  if (answer === null || output.answer_matches === null) return null;
  const letter = output.variable ?? 'x';
  return output.answer_matches
    ? message('equation.check.answer.matches', { answer: value(answer) })
    : message('equation.check.answer.differs', { answer: value(answer), solution: solutionPart(output.solution, letter) });
}

/** Where the way forward starts: the student's last right line. */
export function equationSolveStart(output: LinearEquationSolveOutput): EquationMessage {
  return message('equation.solve.start', { line: value(output.from_line), text: value(output.from_text) });
}
