import { describe, expect, it } from 'vitest';
import { ANSWER_COLUMNS, KEY_COLUMNS, mapColumns } from './columns';
import { isHeaderlessClass, positionalMapping, tableProblem, tableProblemText } from './table-shape';
import type { Table } from './table';

const table = (records: string[][]): Table => ({ records, faults: new Map() });

describe('a file as a whole', () => {
  it('is empty when it has no record or only blank ones', () => {
    expect(tableProblem(table([]), ANSWER_COLUMNS)).toEqual({ kind: 'empty' });
    expect(tableProblem(table([[''], ['', ' ']]), ANSWER_COLUMNS)).toEqual({ kind: 'empty' });
  });

  it('is header-only when nothing but blank rows follow its header', () => {
    expect(
      tableProblem(
        table([
          ['student', 'question', 'working'],
          ['', '', ''],
        ]),
        ANSWER_COLUMNS,
      ),
    ).toEqual({ kind: 'header_only' });
    expect(
      tableProblem(
        table([
          ['question', 'answer'],
          ['Q1', '1'],
        ]),
        KEY_COLUMNS,
      ),
    ).toBeNull();
  });

  it('has no header when its first row names none of the columns and is no answer, and says that row, cut short', () => {
    const steps = `The steps ${'and more '.repeat(8)}`;
    const problem = tableProblem(
      table([
        ['Learner', 'Exercise', steps],
        ['Yoni', 'Q1', '1'],
      ]),
      ANSWER_COLUMNS,
    );
    // A cell of more than 40 characters is cut to 39 and an ellipsis.
    expect(problem).toEqual({ kind: 'no_header', firstRow: ['Learner', 'Exercise', `${steps.slice(0, 39)}…`] });
    expect(tableProblemText('class.csv', problem!, ANSWER_COLUMNS)).toBe(
      `class.csv has no header row: its first row (Learner, Exercise, ${steps.slice(0, 39)}…) names none of the columns student, question, working, answer, final_form; add a header row naming the columns first`,
    );
  });

  it('a first row that is already an answer (three to five cells, a number in the third) is read without a header, its columns in order', () => {
    expect(isHeaderlessClass(['Dana', 'Q1', '1/2 + 1/3 = 5/6'])).toBe(true);
    expect(isHeaderlessClass(['Dana', 'Q1', '1/2 + 1/3', '5/6', 'mixed', ''])).toBe(true);
    expect(tableProblem(table([['Dana', 'Q1', '1/2 + 1/3 = 5/6']]), ANSWER_COLUMNS)).toBeNull();
    expect(positionalMapping(4)).toEqual({ student: 0, question: 1, working: 2, answer: 3 });
    for (const first of [
      ['Studnt', 'Qestion', 'Wrking'],
      ['Dana', '1/2'],
      ['Dana', 'Q1', '1', 'a', 'b', 'c'],
      ['', 'Q1', '1'],
      ['student', 'Q1', '1'],
    ]) {
      expect(isHeaderlessClass(first), first.join(',')).toBe(false);
    }
    // A key is never read without its header.
    expect(tableProblem(table([['Q1', '5/6']]), KEY_COLUMNS)).toMatchObject({ kind: 'no_header' });
  });
});

describe('Hebrew and other headers', () => {
  it('map תלמיד, שאלה, דרך, תשובה, צורה סופית and a key’s מפתח, מכנה', () => {
    expect(mapColumns(['תלמיד', 'שאלה', 'דרך', 'תשובה', 'צורה סופית'], ANSWER_COLUMNS)).toEqual({
      student: 0,
      question: 1,
      working: 2,
      answer: 3,
      final_form: 4,
    });
    expect(mapColumns(['שאלה', 'מפתח', 'מכנה'], KEY_COLUMNS)).toEqual({ question: 0, answer: 1, denominator: 2 });
  });

  it('an exact name wins over another name of the same column, wherever it stands', () => {
    expect(mapColumns(['Name', 'Question', 'Working', 'Student'], ANSWER_COLUMNS)).toEqual({ student: 3, question: 1, working: 2 });
  });
});
