/**
 * The practice panel's own strings (its controls and headings), English and Hebrew, in its own
 * chunk (loaded with the panel). What a sheet says (its titles and name line, each task, each
 * feedback sentence, the quiz's texts) is src/core/sentences', shared with the command line.
 */
import { formatTemplate, useI18n, type ParamValue } from '../i18n';

export const practiceEn = {
  heading: 'Practice from the mistakes',
  intro:
    'A practice sheet for the misconceptions you choose: for each, problems where that mistake gives a wrong answer no other mistake gives, so the answer a student writes tells which mistake was made. The numbers follow your class’s questions.',
  rules: 'Misconceptions to practise',
  found: 'Seen in this class',
  others: 'Other misconceptions',
  perRule: 'Problems per misconception',
  seed: 'Seed (the same seed makes the same sheet)',
  maxDenominator: 'Largest denominator',
  newSeed: 'New seed',
  make: 'Make a practice sheet',
  making: 'Making the sheet…',
  none: 'Choose at least one misconception.',
  failed: 'The sheet could not be made: {reason}',
  short: 'Only {made} of {wanted} problems were found for “{rule}”.',
  solution: 'Worked solution',
  print: 'Print the sheet and its key',
  exportKey: 'Export the key (CSV, for grading here)',
  exportMoodle: 'Export a Moodle quiz (XML)',
  studentsHeading: 'A sheet for each student',
  studentsIntro:
    'A sheet for every student from their own mistakes: the misconception named first in each of their wrong answers, most frequent first, at most three, with the problems per misconception, largest denominator and seed above. Question ids start with the student’s name, so one key grades the sheets when they come back.',
  makeStudents: 'Make a sheet for each student',
  makingStudents: 'Making the sheets…',
  studentsMade: '{sheets} sheets made.',
  noSheet: 'No sheet for {student}: no misconception was named in their answers. Wrong: {questions}.',
  noneWrong: 'none',
  printStudents: 'Print the sheets, then the keys',
  exportStudentsKey: 'Export the key of all the sheets (CSV, for grading here)',
  exportStudentsMoodle: 'Export a Moodle quiz of all the sheets (XML, a category per student)',
} as const;

export type PracticeMessageKey = keyof typeof practiceEn;

export const practiceHe: Record<PracticeMessageKey, string> = {
  heading: 'תרגול מתוך הטעויות',
  intro:
    'דף תרגול לטעויות שתבחרו: לכל אחת, תרגילים שבהם הטעות נותנת תשובה שגויה שאף טעות אחרת אינה נותנת, כך שהתשובה שהתלמיד כותב מגלה איזו טעות נעשתה. המספרים דומים לשאלות של הכיתה שלכם.',
  rules: 'טעויות לתרגול',
  found: 'נמצאו בכיתה הזו',
  others: 'טעויות אחרות',
  perRule: 'תרגילים לכל טעות',
  seed: 'זרע (אותו זרע יוצר אותו דף)',
  maxDenominator: 'המכנה הגדול ביותר',
  newSeed: 'זרע חדש',
  make: 'יצירת דף תרגול',
  making: 'יוצר את הדף…',
  none: 'בחרו לפחות טעות אחת.',
  failed: 'לא ניתן היה ליצור את הדף: {reason}',
  short: 'נמצאו רק {made} מתוך {wanted} תרגילים עבור „{rule}”.',
  solution: 'דרך הפתרון',
  print: 'הדפסת הדף והמפתח',
  exportKey: 'ייצוא המפתח (CSV, לבדיקה כאן)',
  exportMoodle: 'ייצוא בוחן Moodle ‏(XML)',
  studentsHeading: 'דף לכל תלמיד',
  studentsIntro:
    'דף לכל תלמיד מתוך הטעויות שלו: הטעות הראשונה שנמצאה בכל תשובה שגויה שלו, השכיחה ביותר קודם, עד שלוש, עם מספר התרגילים לכל טעות, המכנה הגדול ביותר והזרע שלמעלה. מזהי השאלות מתחילים בשם התלמיד, כך שמפתח אחד בודק את הדפים כשהם חוזרים.',
  makeStudents: 'יצירת דף לכל תלמיד',
  makingStudents: 'יוצר את הדפים…',
  studentsMade: 'נוצרו {sheets} דפים.',
  noSheet: 'אין דף עבור {student}: לא נמצאה טעות מוכרת בתשובות. שגויות: {questions}.',
  noneWrong: 'אין',
  printStudents: 'הדפסת הדפים, ואחריהם המפתחות',
  exportStudentsKey: 'ייצוא המפתח של כל הדפים (CSV, לבדיקה כאן)',
  exportStudentsMoodle: 'ייצוא בוחן Moodle של כל הדפים ‏(XML, קטגוריה לכל תלמיד)',
};

export type PracticeTranslate = (key: PracticeMessageKey, params?: Readonly<Record<string, ParamValue>>) => string;

export function usePracticeT(): PracticeTranslate {
  const { language } = useI18n();
  const catalog: Record<PracticeMessageKey, string> = language === 'he' ? practiceHe : practiceEn;
  return (key, params) => formatTemplate(catalog[key], params);
}
