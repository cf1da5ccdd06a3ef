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

const PRACTICE_TEXTS = {
  en: {
    category: 'Exactly practice, seed {seed}',
    studentCategory: 'Exactly practice, seed {seed}/{student}',
    name: '{question}: {problem}',
    solution: 'Worked solution:',
    ifAnswer: 'If the answer is {answer}: {feedback}',
  },
  he: {
    category: 'תרגול Exactly, זרע {seed}',
    studentCategory: 'תרגול Exactly, זרע {seed}/{student}',
    name: '{question}: {problem}',
    solution: 'דרך הפתרון:',
    ifAnswer: 'אם התשובה היא {answer}: {feedback}',
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

/** The feedback for a student who gave the problem's diagnostic answer, naming the mistake with its numbers (an equation's, with the line it makes). */
export function practiceFeedback(problem: Pick<PracticeProblem, 'problem' | 'answer' | 'diagnostic_answer' | 'explanation'>, language: SentenceLanguage): string {
  const { explanation } = problem;
  return isEquationMistake(explanation)
    ? equationFeedbackSentence(problem.problem, problem.answer, problem.diagnostic_answer, explanation, language)
    : feedbackSentence(problem.problem, problem.answer, problem.diagnostic_answer, explanation, language);
}
