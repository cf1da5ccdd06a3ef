/**
 * What a practice sheet says, in English and Hebrew, wherever it is printed or exported (the
 * Class tab, `exactly practice`, the Moodle quiz): what each problem asks, the feedback for its
 * diagnostic answer, and the headings a quiz needs. The misconception clauses come from
 * ./misconception-sentences.ts.
 */
import type { PracticeProblem } from '../practice/sheet';
import type { PracticeTask } from '../practice/tasks';
import { equationFeedbackSentence, type EquationMistake } from './equation-sentences';
import { feedbackSentence, fillTemplate, type SentenceLanguage } from './misconception-sentences';

const TASK_INSTRUCTIONS: Readonly<Record<SentenceLanguage, Readonly<Record<PracticeTask, string>>>> = {
  en: {
    fraction: 'Work out {problem}. Write the answer as a fraction in lowest terms (such as 5/4, or 2 for a whole number).',
    mixed: 'Work out {problem}. Write the answer as a mixed number in lowest terms (such as 2 1/3).',
    decimal: 'Work out {problem}. Write the answer as a decimal (such as 5.22).',
    of: 'Work out {problem}. Write the answer as a whole number, or a fraction in lowest terms.',
    percent: 'Work out {problem}. Write the answer as a decimal (such as 12.5).',
    power: 'Work out {problem}. Write the answer as a fraction in lowest terms (such as 4/9).',
    equivalent: 'Write {problem} as a fraction with the denominator {denominator}.',
    to_decimal: 'Write {problem} as a decimal.',
    to_fraction: 'Write {problem} as a fraction in lowest terms.',
    to_improper: 'Write {problem} as an improper fraction.',
    to_mixed: 'Write {problem} as a mixed number.',
    equation: 'Solve {problem}. Write the answer as x = … (such as x = 5/2).',
  },
  he: {
    fraction: 'חשבו את {problem}. כתבו את התשובה כשבר מצומצם (למשל 5/4, או 2 למספר שלם).',
    mixed: 'חשבו את {problem}. כתבו את התשובה כמספר מעורב מצומצם (למשל 2 1/3).',
    decimal: 'חשבו את {problem}. כתבו את התשובה כמספר עשרוני (למשל 5.22).',
    of: 'חשבו את {problem}. כתבו את התשובה כמספר שלם או כשבר מצומצם.',
    percent: 'חשבו את {problem}. כתבו את התשובה כמספר עשרוני (למשל 12.5).',
    power: 'חשבו את {problem}. כתבו את התשובה כשבר מצומצם (למשל 4/9).',
    equivalent: 'כתבו את {problem} כשבר שהמכנה שלו {denominator}.',
    to_decimal: 'כתבו את {problem} כמספר עשרוני.',
    to_fraction: 'כתבו את {problem} כשבר מצומצם.',
    to_improper: 'כתבו את {problem} כשבר מדומה.',
    to_mixed: 'כתבו את {problem} כמספר מעורב.',
    equation: 'פתרו את המשוואה {problem}. כתבו את התשובה בצורה x = … (למשל x = 5/2).',
  },
};

/** What a run of problems of one task asks, said once above them on a printed sheet (each line then only its problem). */
const GROUP_INSTRUCTIONS: Readonly<Record<SentenceLanguage, Readonly<Record<PracticeTask, string>>>> = {
  en: {
    fraction: 'Work out each one. Write each answer as a fraction in lowest terms (such as 5/4, or 2 for a whole number).',
    mixed: 'Work out each one. Write each answer as a mixed number in lowest terms (such as 2 1/3).',
    decimal: 'Work out each one. Write each answer as a decimal (such as 5.22).',
    of: 'Work out each one. Write each answer as a whole number, or a fraction in lowest terms.',
    percent: 'Work out each one. Write each answer as a decimal (such as 12.5).',
    power: 'Work out each one. Write each answer as a fraction in lowest terms (such as 4/9).',
    equivalent: 'Write each fraction with the denominator given.',
    to_decimal: 'Write each number as a decimal.',
    to_fraction: 'Write each number as a fraction in lowest terms.',
    to_improper: 'Write each number as an improper fraction.',
    to_mixed: 'Write each number as a mixed number.',
    equation: 'Solve each equation. Write each answer as x = … (such as x = 5/2).',
  },
  he: {
    fraction: 'חשבו כל תרגיל. כתבו כל תשובה כשבר מצומצם (למשל 5/4, או 2 למספר שלם).',
    mixed: 'חשבו כל תרגיל. כתבו כל תשובה כמספר מעורב מצומצם (למשל 2 1/3).',
    decimal: 'חשבו כל תרגיל. כתבו כל תשובה כמספר עשרוני (למשל 5.22).',
    of: 'חשבו כל תרגיל. כתבו כל תשובה כמספר שלם או כשבר מצומצם.',
    percent: 'חשבו כל תרגיל. כתבו כל תשובה כמספר עשרוני (למשל 12.5).',
    power: 'חשבו כל תרגיל. כתבו כל תשובה כשבר מצומצם (למשל 4/9).',
    equivalent: 'כתבו כל שבר עם המכנה הנתון.',
    to_decimal: 'כתבו כל מספר כמספר עשרוני.',
    to_fraction: 'כתבו כל מספר כשבר מצומצם.',
    to_improper: 'כתבו כל מספר כשבר מדומה.',
    to_mixed: 'כתבו כל מספר כמספר מעורב.',
    equation: 'פתרו כל משוואה. כתבו כל תשובה בצורה x = … (למשל x = 5/2).',
  },
};

/** A problem's line under its group's instruction: the problem, and for an equivalent fraction the denominator it asks for. */
const GROUP_ITEMS: Readonly<Record<SentenceLanguage, { plain: string; denominator: string }>> = {
  en: { plain: '{problem}', denominator: '{problem}, with the denominator {denominator}' },
  he: { plain: '{problem}', denominator: '{problem}, עם המכנה {denominator}' },
};

const PRACTICE_TEXTS = {
  en: {
    category: 'Exactly practice, seed {seed}',
    studentCategory: 'Exactly practice, seed {seed}/{student}',
    name: '{question}: {problem}',
    solution: 'Worked solution:',
    ifAnswer: 'If the answer is {answer}: {feedback}',
    sheet: 'Practice sheet',
    studentSheet: 'Practice sheet for {student}',
    sheetSeed: 'Seed {seed}',
    nameLine: 'Name: ____________________',
    studentName: 'Name: {student}',
    instructions: 'Work out each one, showing every step, and write each answer the way its problem asks.',
    key: 'Answer key',
    studentKey: 'Answer key for {student}',
    answer: 'Answer: {answer}',
  },
  he: {
    category: 'תרגול Exactly, זרע {seed}',
    studentCategory: 'תרגול Exactly, זרע {seed}/{student}',
    name: '{question}: {problem}',
    solution: 'דרך הפתרון:',
    ifAnswer: 'אם התשובה היא {answer}: {feedback}',
    sheet: 'דף תרגול',
    studentSheet: 'דף תרגול עבור {student}',
    sheetSeed: 'זרע {seed}',
    nameLine: 'שם: ____________________',
    studentName: 'שם: {student}',
    instructions: 'פתרו כל תרגיל והראו כל צעד, וכתבו כל תשובה כפי שהתרגיל מבקש.',
    key: 'מפתח תשובות',
    studentKey: 'מפתח תשובות עבור {student}',
    answer: 'תשובה: {answer}',
  },
} as const satisfies Record<SentenceLanguage, Record<string, string>>;

export type PracticeTextKey = keyof (typeof PRACTICE_TEXTS)['en'];

/** One of the sheet's fixed texts, its `{name}` placeholders filled. */
export function practiceText(key: PracticeTextKey, language: SentenceLanguage, params: Readonly<Record<string, string | number>> = {}): string {
  return fillTemplate(PRACTICE_TEXTS[language][key], Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])));
}

/** What the student is asked: the task with its problem ("Write 1/2 as a fraction with the denominator 6."). */
export function taskInstruction(problem: Pick<PracticeProblem, 'task' | 'problem' | 'denominator'>, language: SentenceLanguage): string {
  return fillTemplate(TASK_INSTRUCTIONS[language][problem.task], { problem: problem.problem, denominator: String(problem.denominator ?? '') });
}

const isEquationMistake = (explanation: PracticeProblem['explanation']): explanation is EquationMistake => 'line' in explanation;

/** What a run of problems of one task asks, once for the run ("Solve each equation. Write each answer as x = …"). */
export function groupInstruction(task: PracticeTask, language: SentenceLanguage): string {
  return GROUP_INSTRUCTIONS[language][task];
}

/** A problem's line under its group's instruction ("1/2, with the denominator 6"; else the problem alone). */
export function groupItem(problem: Pick<PracticeProblem, 'problem' | 'denominator'>, language: SentenceLanguage): string {
  const items = GROUP_ITEMS[language];
  return fillTemplate(problem.denominator === null ? items.plain : items.denominator, { problem: problem.problem, denominator: String(problem.denominator ?? '') });
}

/** The feedback for a student who gave the problem's diagnostic answer, naming the mistake with its numbers (an equation's, with the line it makes). */
export function practiceFeedback(problem: Pick<PracticeProblem, 'problem' | 'answer' | 'diagnostic_answer' | 'explanation'>, language: SentenceLanguage): string {
  const { explanation } = problem;
  return isEquationMistake(explanation)
    ? equationFeedbackSentence(problem.problem, problem.answer, problem.diagnostic_answer, explanation, language)
    : feedbackSentence(problem.problem, problem.answer, problem.diagnostic_answer, explanation, language);
}
