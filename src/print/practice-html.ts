/**
 * A practice sheet as one printable HTML page, for the command line (`exactly practice --format
 * html`): each sheet with its title, seed and name line, its problems numbered in runs of one task,
 * each run's instruction said once above it, with space to answer; then, from a new page (a CSS
 * page break), each sheet's answer key with the worked solution and what the diagnostic answer
 * says. In English or Hebrew (dir="rtl"), every text escaped. Written so that an XML parser reads
 * it too (void elements closed), which the tests use. Like src/csv and src/moodle, an edge that
 * takes nothing above.
 */
import { taskGroups } from '../core/practice/groups';
import type { PracticeProblem } from '../core/practice/index';
import type { SentenceLanguage } from '../core/sentences/misconception-sentences';
import { groupInstruction, groupItem, practiceFeedback, practiceText } from '../core/sentences/practice-sentences';

/** One sheet to print: its problems, and for a student's sheet the student (titled and named for them). */
export interface PrintedSheet {
  seed: number;
  student: string | null;
  problems: readonly PracticeProblem[];
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Mathematics inside a sentence of either direction: kept left to right. */
const math = (text: string): string => `<span dir="ltr">${escapeHtml(text)}</span>`;

/** A sentence with one placeholder filled with mathematics (the rest escaped as text). */
function withMath(template: string, math: string): string {
  const [before = '', after = ''] = template.split('\u0000');
  return `${escapeHtml(before)}${math}${escapeHtml(after)}`;
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 1.5rem; line-height: 1.4; }
h1 { font-size: 1.4rem; margin-block-end: 0.25rem; }
h2 { font-size: 1rem; margin-block: 1rem 0.25rem; }
.seed { font-size: 0.85rem; margin-block-start: 0; }
.problems, .answers { list-style: none; padding: 0; }
.problems li { margin-block: 0.4rem; break-inside: avoid; }
.problem, .solution { font-family: ui-monospace, monospace; }
.answer-space { height: 4rem; border-block-end: 1px solid #999; margin-block-end: 0.75rem; }
.answers li { margin-block: 0.75rem; break-inside: avoid; }
.solution, .feedback { margin: 0.25rem 0; }
.sheet + .sheet, .key { break-before: page; page-break-before: always; }
`;

function sheetSection(sheet: PrintedSheet, language: SentenceLanguage): string {
  const title =
    sheet.student === null ? practiceText('sheet', language) : practiceText('studentSheet', language, { student: sheet.student });
  const name =
    sheet.student === null ? practiceText('nameLine', language) : practiceText('studentName', language, { student: sheet.student });
  const groups = taskGroups(sheet.problems).map((group) =>
    [
      `<section class="task" data-task="${group.task}">`,
      `<h2>${escapeHtml(groupInstruction(group.task, language))}</h2>`,
      '<ol class="problems">',
      ...group.problems.map(
        (problem) =>
          `<li value="${problem.number}"><span class="question">${escapeHtml(problem.question)}.</span> <span class="problem" dir="${problem.denominator === null ? 'ltr' : 'auto'}">${escapeHtml(groupItem(problem, language))}</span><div class="answer-space"></div></li>`,
      ),
      '</ol>',
      '</section>',
    ].join('\n'),
  );
  return [
    '<section class="sheet">',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p class="seed">${escapeHtml(practiceText('sheetSeed', language, { seed: sheet.seed }))}</p>`,
    `<p class="name">${escapeHtml(name)}</p>`,
    `<p class="instructions">${escapeHtml(practiceText('instructions', language))}</p>`,
    ...groups,
    '</section>',
  ].join('\n');
}

function keySection(sheet: PrintedSheet, language: SentenceLanguage): string {
  const title = sheet.student === null ? practiceText('key', language) : practiceText('studentKey', language, { student: sheet.student });
  const answers = sheet.problems.map((problem) =>
    [
      `<li value="${problem.number}">`,
      `<p><span class="question">${escapeHtml(problem.question)}.</span> <span class="problem">${math(problem.problem)}</span> — <span class="answer">${withMath(practiceText('answer', language, { answer: '\u0000' }), math(problem.answer))}</span></p>`,
      `<p class="solution" dir="ltr">${problem.working.split('\n').map(escapeHtml).join('<br/>')}</p>`,
      `<p class="feedback" dir="auto">${escapeHtml(practiceText('ifAnswer', language, { answer: problem.diagnostic_answer, feedback: practiceFeedback(problem, language) }))}</p>`,
      '</li>',
    ].join(''),
  );
  return [
    '<section class="key">',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p class="seed">${escapeHtml(practiceText('sheetSeed', language, { seed: sheet.seed }))}</p>`,
    '<ol class="answers">',
    ...answers,
    '</ol>',
    '</section>',
  ].join('\n');
}

/** The page: every sheet (each from a new page), then every key (each from a new page). */
export function practiceSheetHtml(sheets: readonly PrintedSheet[], seed: number, language: SentenceLanguage): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}" dir="${language === 'he' ? 'rtl' : 'ltr'}">`,
    '<head>',
    '<meta charset="utf-8"/>',
    `<title>${escapeHtml(practiceText('category', language, { seed }))}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    ...sheets.map((sheet) => sheetSection(sheet, language)),
    ...sheets.map((sheet) => keySection(sheet, language)),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
