/** The practice panel's strings, English and Hebrew, in its own chunk (loaded with the panel). */
import { formatTemplate, useI18n, type ParamValue } from '../i18n';

export const practiceEn = {
  'heading': 'Practice from the mistakes',
  'intro': 'A practice sheet for the misconceptions you choose: for each, problems where that mistake gives a wrong answer no other mistake gives, so the answer a student writes tells which mistake was made. The numbers follow your class’s questions.',
  'rules': 'Misconceptions to practise',
  'found': 'Seen in this class',
  'others': 'Other misconceptions',
  'perRule': 'Problems per misconception',
  'seed': 'Seed (the same seed makes the same sheet)',
  'maxDenominator': 'Largest denominator',
  'newSeed': 'New seed',
  'make': 'Make a practice sheet',
  'making': 'Making the sheet…',
  'none': 'Choose at least one misconception.',
  'failed': 'The sheet could not be made: {reason}',
  'short': 'Only {made} of {wanted} problems were found for “{rule}”.',
  'sheet': 'Practice sheet',
  'sheetSeed': 'Seed {seed}',
  'name': 'Name: ____________________',
  'instructions': 'Work out each one, showing every step. Write the answer as a fraction in lowest terms.',
  'key': 'Answer key',
  'answer': 'Answer: {answer}',
  'solution': 'Worked solution',
  'ifAnswer': 'If the answer is {answer}: {feedback}',
  'print': 'Print the sheet and its key',
  'exportKey': 'Export the key (CSV, for grading here)',
  'exportMoodle': 'Export a Moodle quiz (XML)',
  'moodleCategory': 'Exactly practice, seed {seed}',
  'moodleQuestion': 'Work out {problem}. Write the answer as a fraction in lowest terms (such as 5/4, or 2 for a whole number).',
  'moodleName': '{question}: {problem}',
  'moodleSolution': 'Worked solution:',
} as const;

export type PracticeMessageKey = keyof typeof practiceEn;

export const practiceHe: Record<PracticeMessageKey, string> = {
  'heading': 'תרגול מתוך הטעויות',
  'intro': 'דף תרגול לטעויות שתבחרו: לכל אחת, תרגילים שבהם הטעות נותנת תשובה שגויה שאף טעות אחרת אינה נותנת, כך שהתשובה שהתלמיד כותב מגלה איזו טעות נעשתה. המספרים דומים לשאלות של הכיתה שלכם.',
  'rules': 'טעויות לתרגול',
  'found': 'נמצאו בכיתה הזו',
  'others': 'טעויות אחרות',
  'perRule': 'תרגילים לכל טעות',
  'seed': 'זרע (אותו זרע יוצר אותו דף)',
  'maxDenominator': 'המכנה הגדול ביותר',
  'newSeed': 'זרע חדש',
  'make': 'יצירת דף תרגול',
  'making': 'יוצר את הדף…',
  'none': 'בחרו לפחות טעות אחת.',
  'failed': 'לא ניתן היה ליצור את הדף: {reason}',
  'short': 'נמצאו רק {made} מתוך {wanted} תרגילים עבור „{rule}”.',
  'sheet': 'דף תרגול',
  'sheetSeed': 'זרע {seed}',
  'name': 'שם: ____________________',
  'instructions': 'פתרו כל תרגיל והראו כל צעד. כתבו את התשובה כשבר מצומצם.',
  'key': 'מפתח תשובות',
  'answer': 'תשובה: {answer}',
  'solution': 'דרך הפתרון',
  'ifAnswer': 'אם התשובה היא {answer}: {feedback}',
  'print': 'הדפסת הדף והמפתח',
  'exportKey': 'ייצוא המפתח (CSV, לבדיקה כאן)',
  'exportMoodle': 'ייצוא בוחן Moodle ‏(XML)',
  'moodleCategory': 'תרגול Exactly, זרע {seed}',
  'moodleQuestion': 'חשבו את {problem}. כתבו את התשובה כשבר מצומצם (למשל 5/4, או 2 למספר שלם).',
  'moodleName': '{question}: {problem}',
  'moodleSolution': 'דרך הפתרון:',
};

export type PracticeTranslate = (key: PracticeMessageKey, params?: Readonly<Record<string, ParamValue>>) => string;

export function usePracticeT(): PracticeTranslate {
  const { language } = useI18n();
  const catalog: Record<PracticeMessageKey, string> = language === 'he' ? practiceHe : practiceEn;
  return (key, params) => formatTemplate(catalog[key], params);
}
