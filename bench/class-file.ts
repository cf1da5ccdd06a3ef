/**
 * A deterministic class file for `exactly grade`: rows of students answering questions, their
 * workings right, wrong by each of the sixteen misconceptions, carried forward, dividing by zero,
 * with the answer or the form wrong, and bad rows of every kind; and its key.
 *   node --import tsx bench/class-file.ts ROWS OUT_DIR   writes OUT_DIR/answers.csv and OUT_DIR/key.csv
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { seededRandom } from './inputs';

/** Each question with a right working and wrong ones, one per misconception it shows. */
const QUESTIONS: Array<{ id: string; answer: string; form: string; right: string; wrong: string[] }> = [
  {
    id: 'Q1',
    answer: '5/6',
    form: 'lowest_terms',
    right: '1/2 + 1/3\n= 3/6 + 2/6\n= 5/6',
    wrong: ['1/2 + 1/3\n= 2/5', '1/2 + 1/3\n= 2/6', '1/2 + 1/3 = -5/6', '1/2 + 1/3\n= 3/6 + 2/6\n= 5/12'],
  },
  {
    id: 'Q2',
    answer: '1/4',
    form: 'any',
    right: '3/4 - 1/2\n= 3/4 - 2/4\n= 1/4',
    wrong: ['3/4 - 1/2\n= 2/2\n= 1', '3/4 - 1/2 = 2/8', '3/4 - 1/2 = 2/4'],
  },
  {
    id: 'Q3',
    answer: '3/2',
    form: 'improper',
    right: '3/4 : 1/2\n= 3/4 × 2/1\n= 6/4\n= 3/2',
    wrong: ['3/4 : 1/2\n= 3/8', '3/4 ÷ 1/2 = 2/3', '3/4 : 1/2 = 6/4'],
  },
  { id: 'Q4', answer: '1/2', form: 'lowest_terms', right: '2/3 × 3/4\n= 6/12\n= 1/2', wrong: ['2/3 × 3/4 = 8/9', '2/3 * 3/4 = 6/12'] },
  { id: 'Q5', answer: '3/2', form: 'mixed', right: '3 × 1/2 = 3/2 = 1 1/2', wrong: ['3 × 1/2 = 3/6', '3 * 1/2 = 1/6'] },
  { id: 'Q6', answer: '8/9', form: 'any', right: '2/3 × 4/3 = 8/9', wrong: ['2/3 × 4/3 = 8/3'] },
  { id: 'Q7', answer: '2', form: 'any', right: '5 - (2 + 1) = 5 - 3 = 2', wrong: ['5 - (2 + 1) = 4', '5 - (2 + 1) = 5 - 2 + 1 = 4'] },
  { id: 'Q8', answer: '5', form: 'any', right: '2 1/2 × 2 = 5/2 × 2 = 5', wrong: ['2 1/2 × 2 = 2', '2 1/2 × 2 = 3/2 × 2 = 3'] },
  { id: 'Q9', answer: '7/12', form: 'any', right: '5/6 - 1/3 × 3/4\n= 5/6 - 1/4\n= 7/12', wrong: ['5/6 - 1/3 × 3/4\n= 1/2 × 3/4\n= 3/8'] },
  {
    id: 'Q10',
    answer: '3/2',
    form: 'any',
    right: '2/3 = 2/3 ÷ 1 = 2/3',
    wrong: ['(2/3) ÷ (1/1) = 3/2', '3/4 ÷ (1/2 - 1/4) = 3/4 ÷ (1/4 - 1/4) = 3'],
  },
];

const NAMES = [
  'Dana',
  'Yoni',
  'Maya',
  'Avi',
  'Noa',
  'Itai',
  'Tamar',
  'Omer',
  'Shira',
  'Eitan',
  'דנה',
  'יוני',
  'מאיה',
  'Ana "Nan" Li',
  "O'Brien, Sam",
];

const quote = (cell: string): string => (/[",\n\r;]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

export function classFiles(rows: number, seed = 11): { answers: string; key: string } {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const lines = ['student,question,working,answer,final_form'];
  for (let i = 0; i < rows; i++) {
    const student = `${pick(NAMES)} ${i}`;
    const question = pick(QUESTIONS);
    const roll = random();
    let cells: string[];
    if (roll < 0.45) cells = [student, question.id, question.right, '', ''];
    else if (roll < 0.85) cells = [student, question.id, pick(question.wrong), '', ''];
    else if (roll < 0.88) cells = [student, question.id, question.answer, '', ''];
    else if (roll < 0.9) cells = [student, question.id, question.right, '99', ''];
    else if (roll < 0.92) cells = [student, question.id, '', '', ''];
    else if (roll < 0.94) cells = [student, 'Q404', question.right, '', ''];
    else if (roll < 0.96) cells = [student, question.id, '1/2 + x', '', ''];
    else if (roll < 0.97) cells = [student, question.id, `${'1 + '.repeat(3000)}1`, '', ''];
    else if (roll < 0.98) cells = [student, question.id, question.right, '', 'Lowest terms'];
    else cells = [student, question.id, question.right, '1/0', ''];
    lines.push(cells.map(quote).join(','));
  }
  const key = ['question,answer,final_form', ...QUESTIONS.map((q) => `${q.id},${q.answer},${q.form}`)];
  return { answers: `${lines.join('\r\n')}\r\n`, key: `${key.join('\r\n')}\r\n` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = Number(process.argv[2] ?? 10_000);
  const directory = process.argv[3] ?? '.';
  mkdirSync(directory, { recursive: true });
  const { answers, key } = classFiles(rows);
  writeFileSync(join(directory, 'answers.csv'), answers);
  writeFileSync(join(directory, 'key.csv'), key);
}
