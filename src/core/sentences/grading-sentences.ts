/**
 * What we say of a class's files and rows as grading reads them, in English and Hebrew: a file's
 * problem as a whole, a key's faults, a row that could not be graded, a verdict's name. The Class
 * tab says them in the page's language from the reason and the row, question and text it names;
 * the command line keeps its own English (the faults' `message`).
 */
import type { KeyFault } from '../grading/key';
import type { TableProblem } from '../grading/table-shape';
import type { SentenceLanguage } from './misconception-sentences';
import { fillTemplate } from './sentence-message';

export const GRADING_SENTENCES_EN = {
  fileEmpty: '{name} is empty: it has no rows at all. Choose the file with the class’s answers.',
  fileHeaderOnly: '{name} has a header row but no rows under it: there is nothing to grade.',
  fileNoHeader:
    '{name} has no header row: its first row ({row}) names none of the columns {columns}. Add a header row naming them first, then choose the file again.',
  fileFirstRowBlank:
    '{name} has no header row: its first row is blank. Put a header row naming the columns {columns} first, then choose the file again.',
  'verdict.correct': 'correct',
  'verdict.step_mismatch': 'wrong step',
  'verdict.division_by_zero': 'division by zero',
  'verdict.answer_mismatch': 'other answer',
  'verdict.final_form': 'not in the required form',
  'verdict.invalid': 'invalid',
  'badReason.malformed_row': 'the row could not be read as a row of the file',
  'badReason.cell_too_long': 'a cell was too long to read, so it was dropped and the row is not graded',
  'badReason.missing_working': 'the row has no working',
  'badReason.unknown_question': 'the question {question} is not in the key',
  'badReason.unsure_letter': 'an x in the working could be × or the unknown: write × or * for times, or the unknown beside its number (3x)',
  'badReason.bad_answer': 'the row’s own answer is not a number',
  'badReason.bad_final_form': 'the row’s own final form is none of any, lowest terms, improper, mixed, decimal',
  'badReason.working': 'the working cannot be read as it is written; open it to see where',
  'keyFault.bad_answer':
    'Key row {row}: the answer “{answer}” of {question} is not a number (write it as 3/4, 1 1/2, 0.75 or 75%); {question} is graded without an answer.',
  'keyFault.bad_final_form':
    'Key row {row}: the final form “{answer}” of {question} is none of any, lowest terms, improper, mixed, decimal; {question} is graded in any form.',
  'keyFault.duplicate_question': 'Key row {row}: {question} is in the key twice; the first row is used.',
  'keyFault.missing_question': 'Key row {row} has no question; it is not used.',
  'keyFault.malformed_row': 'Key row {row} could not be read; it is not used.',
  'keyFault.cell_too_long': 'Key row {row} has a cell too long to read; it is not used.',
} as const;

export type GradingSentenceKey = keyof typeof GRADING_SENTENCES_EN;

export const GRADING_SENTENCES_HE: Readonly<Record<GradingSentenceKey, string>> = {
  fileEmpty: '{name} ריק: אין בו שורות בכלל. בחרו את הקובץ עם תשובות הכיתה.',
  fileHeaderOnly: 'ב־{name} יש שורת כותרות אבל אין שורות מתחתיה: אין מה לבדוק.',
  fileNoHeader:
    'ב־{name} אין שורת כותרות: השורה הראשונה שלו ({row}) אינה שם של אף אחת מהעמודות {columns}. הוסיפו שורת כותרות בראש הקובץ ובחרו אותו שוב.',
  fileFirstRowBlank: 'ב־{name} אין שורת כותרות: השורה הראשונה שלו ריקה. שימו בראש הקובץ שורת כותרות עם העמודות {columns} ובחרו אותו שוב.',
  'verdict.correct': 'נכון',
  'verdict.step_mismatch': 'צעד שגוי',
  'verdict.division_by_zero': 'חלוקה באפס',
  'verdict.answer_mismatch': 'תשובה אחרת',
  'verdict.final_form': 'לא בצורה הנדרשת',
  'verdict.invalid': 'לא תקין',
  'badReason.malformed_row': 'לא ניתן היה לקרוא את השורה כשורה של הקובץ',
  'badReason.cell_too_long': 'תא ארוך מכדי לקרוא אותו, ולכן הושמט והשורה לא נבדקה',
  'badReason.missing_working': 'אין בשורה דרך פתרון',
  'badReason.unknown_question': 'השאלה {question} אינה במפתח',
  'badReason.unsure_letter': 'x בדרך הפתרון יכול להיות סימן כפל או הנעלם: לכפל כתבו × או *, ולנעלם כתבו אותו צמוד למספר שלו (3x)',
  'badReason.bad_answer': 'התשובה שבשורה עצמה אינה מספר',
  'badReason.bad_final_form': 'הצורה הסופית שבשורה עצמה אינה אחת מאלה: כלשהי, מצומצם, שבר מדומה, מעורב, עשרוני',
  'badReason.working': 'אי אפשר לקרוא את דרך הפתרון כפי שהיא כתובה; פתחו אותה כדי לראות איפה',
  'keyFault.bad_answer':
    'שורה {row} במפתח: התשובה „{answer}” לשאלה {question} אינה מספר (כתבו אותה כמו 3/4,‏ 1 1/2,‏ 0.75 או 75%); השאלה {question} נבדקת בלי תשובה.',
  'keyFault.bad_final_form':
    'שורה {row} במפתח: הצורה הסופית „{answer}” לשאלה {question} אינה אחת מ־any,‏ lowest terms,‏ improper,‏ mixed,‏ decimal; השאלה {question} נבדקת בכל צורה.',
  'keyFault.duplicate_question': 'שורה {row} במפתח: השאלה {question} מופיעה במפתח פעמיים; נלקחת השורה הראשונה.',
  'keyFault.missing_question': 'בשורה {row} במפתח אין שאלה; היא לא נלקחת.',
  'keyFault.malformed_row': 'לא ניתן היה לקרוא את שורה {row} במפתח; היא לא נלקחת.',
  'keyFault.cell_too_long': 'בשורה {row} במפתח יש תא ארוך מכדי לקרוא; היא לא נלקחת.',
};

const GRADING_SENTENCES = { en: GRADING_SENTENCES_EN, he: GRADING_SENTENCES_HE } as const;

const isKey = (key: string): key is GradingSentenceKey => Object.hasOwn(GRADING_SENTENCES_EN, key);

function say(language: SentenceLanguage, key: GradingSentenceKey, params: Readonly<Record<string, string | number>> = {}): string {
  return fillTemplate(
    GRADING_SENTENCES[language][key],
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
  );
}

/** A verdict's name ("wrong step"); a verdict this build does not know (a later version's), its id. */
export function verdictName(verdict: string, language: SentenceLanguage): string {
  const key = `verdict.${verdict}`;
  return isKey(key) ? say(language, key) : verdict;
}

/** A key's fault; one of a reason this build does not name (kept by another build), in its own sentence. */
export function keyFaultText(fault: KeyFault, language: SentenceLanguage): string {
  const key = `keyFault.${fault.reason}`;
  if (!isKey(key)) return fault.message;
  return say(language, key, { row: fault.row, question: fault.question ?? '', answer: fault.answer ?? '' });
}

/** A class file's problem as a whole (src/core/grading/table-shape.ts), naming the file and the columns it needs. */
export function tableProblemText(problem: TableProblem, name: string, columns: readonly string[], language: SentenceLanguage): string {
  switch (problem.kind) {
    case 'empty':
      return say(language, 'fileEmpty', { name });
    case 'header_only':
      return say(language, 'fileHeaderOnly', { name });
    case 'no_header':
      return problem.firstRow.every((cell) => cell.trim() === '')
        ? say(language, 'fileFirstRowBlank', { name, columns: columns.join(', ') })
        : say(language, 'fileNoHeader', { name, row: problem.firstRow.join(', '), columns: columns.join(', ') });
  }
}

/**
 * Why a row could not be graded: its own words for a row's faults, and for a working the engine
 * could not read (a syntax error, a bad character, …) a pointer to the Working tab, which says
 * where in the student's own text and in the same language.
 */
export function badRowReason(bad: { reason: string; question: string }, language: SentenceLanguage): string {
  const key = `badReason.${bad.reason}`;
  return say(language, isKey(key) ? key : 'badReason.working', { question: bad.question });
}
