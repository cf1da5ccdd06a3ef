/**
 * What a practice sheet says, in English and Hebrew, wherever it is printed or exported (the
 * Class tab, `exactly practice`, the Moodle quiz): what each problem asks, the feedback for its
 * diagnostic answer, and the headings a quiz needs. The misconception clauses come from
 * ./misconception-sentences.ts.
 */
import type { PracticeProblem } from '../practice/sheet';
import type { PracticeTask } from '../practice/tasks';
import { equationFeedbackSentence, type EquationMistake } from './equation-sentences';
import { feedbackSentence, type SentenceLanguage } from './misconception-sentences';
import { fillTemplate } from './sentence-message';

/**
 * How each task's answer is written ("as a decimal (such as 5.22)"), said the same way by a
 * problem's own instruction and by the one over a run of problems of the task.
 */
const ANSWER_FORMS: Readonly<Record<SentenceLanguage, Readonly<Record<Exclude<PracticeTask, 'equivalent'>, string>>>> = {
  en: {
    fraction: 'as a fraction in lowest terms (such as 5/4, or 2 for a whole number)',
    mixed: 'as a mixed number in lowest terms (such as 2 1/3)',
    decimal: 'as a decimal (such as 5.22)',
    of: 'as a whole number, or a fraction in lowest terms',
    percent: 'as a decimal (such as 12.5)',
    power: 'as a fraction in lowest terms (such as 4/9)',
    to_decimal: 'as a decimal',
    to_fraction: 'as a fraction in lowest terms',
    to_improper: 'as an improper fraction',
    to_mixed: 'as a mixed number',
    equation: 'as x = … (such as x = 5/2)',
  },
  he: {
    fraction: 'כשבר מצומצם (למשל 5/4, או 2 למספר שלם)',
    mixed: 'כמספר מעורב מצומצם (למשל 2 1/3)',
    decimal: 'כמספר עשרוני (למשל 5.22)',
    of: 'כמספר שלם או כשבר מצומצם',
    percent: 'כמספר עשרוני (למשל 12.5)',
    power: 'כשבר מצומצם (למשל 4/9)',
    to_decimal: 'כמספר עשרוני',
    to_fraction: 'כשבר מצומצם',
    to_improper: 'כשבר מדומה',
    to_mixed: 'כמספר מעורב',
    equation: 'בצורה x = … (למשל x = 5/2)',
  },
};

/** What a task asks of its problem: work it out, solve it, write it in a form, or write it over a denominator. */
type TaskAsk = 'work' | 'solve' | 'write' | 'equivalent';

const TASK_ASKS: Readonly<Record<PracticeTask, TaskAsk>> = {
  fraction: 'work',
  mixed: 'work',
  decimal: 'work',
  of: 'work',
  percent: 'work',
  power: 'work',
  equation: 'solve',
  to_decimal: 'write',
  to_fraction: 'write',
  to_improper: 'write',
  to_mixed: 'write',
  equivalent: 'equivalent',
};

/**
 * Each ask as one problem's instruction (`one`) and as the instruction said once above a run of
 * problems of the task on a printed sheet (`each`, each line then only its problem); `{form}` is
 * the task's answer form.
 */
const INSTRUCTIONS: Readonly<Record<SentenceLanguage, Readonly<Record<TaskAsk, { one: string; each: string }>>>> = {
  en: {
    work: { one: 'Work out {problem}. Write the answer {form}.', each: 'Work out each one. Write each answer {form}.' },
    solve: { one: 'Solve {problem}. Write the answer {form}.', each: 'Solve each equation. Write each answer {form}.' },
    write: { one: 'Write {problem} {form}.', each: 'Write each number {form}.' },
    equivalent: {
      one: 'Write {problem} as a fraction with the denominator {denominator}.',
      each: 'Write each fraction with the denominator given.',
    },
  },
  he: {
    work: { one: 'חשבו את {problem}. כתבו את התשובה {form}.', each: 'חשבו כל תרגיל. כתבו כל תשובה {form}.' },
    solve: { one: 'פתרו את המשוואה {problem}. כתבו את התשובה {form}.', each: 'פתרו כל משוואה. כתבו כל תשובה {form}.' },
    write: { one: 'כתבו את {problem} {form}.', each: 'כתבו כל מספר {form}.' },
    equivalent: { one: 'כתבו את {problem} כשבר שהמכנה שלו {denominator}.', each: 'כתבו כל שבר עם המכנה הנתון.' },
  },
};

/** A task's instruction for one problem or for a run of them, its answer form filled in. */
function instruction(
  task: PracticeTask,
  language: SentenceLanguage,
  count: 'one' | 'each',
  params: Readonly<Record<string, string>> = {},
): string {
  const forms: Readonly<Record<string, string>> = ANSWER_FORMS[language];
  return fillTemplate(INSTRUCTIONS[language][TASK_ASKS[task]][count], { ...params, form: forms[task] ?? '' });
}

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
export function practiceText(
  key: PracticeTextKey,
  language: SentenceLanguage,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return fillTemplate(
    PRACTICE_TEXTS[language][key],
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
  );
}

/** What the student is asked: the task with its problem ("Write 1/2 as a fraction with the denominator 6."). */
export function taskInstruction(problem: Pick<PracticeProblem, 'task' | 'problem' | 'denominator'>, language: SentenceLanguage): string {
  return instruction(problem.task, language, 'one', { problem: problem.problem, denominator: String(problem.denominator ?? '') });
}

const isEquationMistake = (explanation: PracticeProblem['explanation']): explanation is EquationMistake => 'line' in explanation;

/** What a run of problems of one task asks, once for the run ("Solve each equation. Write each answer as x = …"). */
export function groupInstruction(task: PracticeTask, language: SentenceLanguage): string {
  return instruction(task, language, 'each');
}

/** A problem's line under its group's instruction ("1/2, with the denominator 6"; else the problem alone). */
export function groupItem(problem: Pick<PracticeProblem, 'problem' | 'denominator'>, language: SentenceLanguage): string {
  const items = GROUP_ITEMS[language];
  return fillTemplate(problem.denominator === null ? items.plain : items.denominator, {
    problem: problem.problem,
    denominator: String(problem.denominator ?? ''),
  });
}

/** The feedback for a student who gave the problem's diagnostic answer, naming the mistake with its numbers (an equation's, with the line it makes). */
export function practiceFeedback(
  problem: Pick<PracticeProblem, 'problem' | 'answer' | 'diagnostic_answer' | 'explanation'>,
  language: SentenceLanguage,
): string {
  const { explanation } = problem;
  return isEquationMistake(explanation)
    ? equationFeedbackSentence(problem.problem, problem.answer, problem.diagnostic_answer, explanation, language)
    : feedbackSentence(problem.problem, problem.answer, problem.diagnostic_answer, explanation, language);
}
