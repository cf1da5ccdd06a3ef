// Grading a class from tables (the CSV edge's output): rows to requests, verdicts, bad rows, summary.
import { describe, expect, it } from 'vitest';
import { readAnswerRows, type AnswerRow } from './answers';
import { gradeRow, requestOf, resultCells, resultRecord } from './grade';
import { writtenOverDenominator } from '../working/fraction-kind';
import { readAnswerKey, type AnswerKey } from './key';
import { readStoredSummary, summarizeClass } from './summary';
import type { Table } from './table';

const table = (records: string[][], faults: Table['faults'] = new Map()): Table => ({ records, faults });

function rows(records: string[][]): AnswerRow[] {
  const read = readAnswerRows(table(records));
  if ('missing' in read) throw new Error(`missing ${read.missing.join(', ')}`);
  return read;
}

function key(records: string[][]): AnswerKey {
  const read = readAnswerKey(table(records));
  if ('missing' in read) throw new Error(`missing ${read.missing.join(', ')}`);
  return read;
}

const KEY = key([
  ['Question', 'Answer', 'Final form'],
  ['Q1', '5/6', 'lowest terms'],
  ['q2', '3/2', ''],
  ['Q1', '1', ''],
  ['', '7', ''],
]);

describe('columns', () => {
  it('are matched by name, in any case and order, around whitespace', () => {
    const [row] = rows([
      [' WORKING ', 'Question', 'student', 'Final_Form', 'answer'],
      ['1/2', 'Q1', 'Dana', 'mixed', '1/2'],
    ]);
    expect(row).toMatchObject({ row: 2, student: 'Dana', question: 'Q1', working: '1/2', answer: '1/2', finalForm: 'mixed', fault: null });
  });

  it('a table without student, question or working says which are missing', () => {
    expect(
      readAnswerRows(
        table([
          ['student', 'answer'],
          ['x', '1'],
        ]),
      ),
    ).toEqual({ missing: ['question', 'working'] });
    expect(readAnswerKey(table([['answer'], ['1']]))).toEqual({ missing: ['question'] });
  });
});

describe('the key', () => {
  it('keeps the first row of a question, and lists repeated and empty questions', () => {
    expect([...KEY.entries.values()]).toEqual([
      { question: 'Q1', answer: '5/6', finalForm: 'lowest terms' },
      { question: 'q2', answer: '3/2', finalForm: null },
    ]);
    expect(KEY.faults.map((fault) => [fault.row, fault.reason])).toEqual([
      [4, 'duplicate_question'],
      [5, 'missing_question'],
    ]);
  });
});

describe('requests', () => {
  const header = ['student', 'question', 'working', 'answer', 'final_form'];

  it('take the answer and final form from the row when its cells are not empty, else from the key, else none and any', () => {
    const [fromKey, fromRow, noKeyEntry] = rows([
      header,
      ['A', 'Q1', '5/6', '', ''],
      ['B', 'Q2', '3/2', '1/2', 'Mixed'],
      ['C', 'Q3', '1', '', ''],
    ]);
    expect(requestOf(fromKey!, KEY)).toEqual({ working: '5/6', answer: '5/6', final_form: 'lowest_terms' });
    // Questions match the key case-insensitively (Q2 is the key's q2).
    expect(requestOf(fromRow!, KEY)).toEqual({ working: '3/2', answer: '1/2', final_form: 'mixed' });
    expect(requestOf(noKeyEntry!, null)).toEqual({ working: '1', answer: null, final_form: 'any' });
  });

  it('a bad row is its reason: no working, a question not in the key, a read fault, a name too long', () => {
    const bad = rows([
      header,
      ['A', 'Q1', '  ', '', ''],
      ['B', 'Q9', '1', '', ''],
      ['x'.repeat(201), 'Q1', '1', '', ''],
      ['D', 'Q1', '1', '', '', 'extra'],
    ]);
    expect(bad.map((row) => (requestOf(row, KEY) as { reason: string }).reason)).toEqual([
      'missing_working',
      'unknown_question',
      'cell_too_long',
      'malformed_row',
    ]);
    // Without a key any question is fine.
    expect('working' in requestOf(bad[1]!, null)).toBe(true);
  });
});

describe('gradeRow', () => {
  const header = ['student', 'question', 'working'];

  it('a key may ask for a decimal answer (5.22) and the decimal final form (rational-working-check 1.2.0)', () => {
    const decimals = key([
      ['question', 'answer', 'final_form'],
      ['D1', '5.22', 'Decimal'],
    ]);
    const [right, fraction, wrong] = rows([
      header,
      ['A', 'D1', '2.61 × 2\n= 5.22'],
      ['B', 'D1', '2.61 × 2\n= 261/50'],
      ['C', 'D1', '2.61 × 2\n= 5.2'],
    ]);
    expect(requestOf(right!, decimals)).toEqual({ working: '2.61 × 2\n= 5.22', answer: '5.22', final_form: 'decimal' });
    expect(gradeRow(right!, decimals).verdict).toBe('correct');
    expect(gradeRow(fraction!, decimals).verdict).toBe('final_form');
    expect(gradeRow(wrong!, decimals).verdict).toBe('step_mismatch');
  });

  it('a key may ask for a denominator (an equivalent fraction): the value alone is final_form, the mistake its rule', () => {
    const equivalent = key([
      ['question', 'answer', 'final_form', 'denominator'],
      ['E1', '3/6', 'any', '6'],
      ['E2', '1/2', '', ''],
    ]);
    expect(equivalent.entries.get('e1')).toEqual({ question: 'E1', answer: '3/6', finalForm: 'any', denominator: '6' });
    expect(equivalent.entries.get('e2')).toEqual({ question: 'E2', answer: '1/2', finalForm: null });
    const [right, lowest, wrong, other] = rows([
      header,
      ['A', 'E1', '1/2\n= 3/6'],
      ['B', 'E1', '1/2\n= 1/2'],
      ['C', 'E1', '1/2 = 1/6'],
      ['D', 'E2', '1/2\n= 1/2'],
    ]);
    expect(gradeRow(right!, equivalent).verdict).toBe('correct');
    expect(gradeRow(lowest!, equivalent).verdict).toBe('final_form');
    expect(gradeRow(wrong!, equivalent)).toMatchObject({ verdict: 'step_mismatch', misconceptions: ['numerator_not_scaled'] });
    expect(gradeRow(other!, equivalent).verdict).toBe('correct');
    expect(writtenOverDenominator(' 3/6 ', '6')).toBe(true);
    expect(writtenOverDenominator('1/2', '6')).toBe(false);
    expect(writtenOverDenominator('(3)/6', '6')).toBe(false);
  });

  it("correct when the tool says valid; the tool's reason otherwise, with the first wrong line and its rules", () => {
    const [right, wrong, carried] = rows([
      header,
      ['A', 'Q1', '1/2 + 1/3\n= 5/6'],
      ['B', 'Q1', '1/2 + 1/3\n= 3/6 + 2/6\n= 2/5'],
      ['C', 'Q1', '1/2 + 1/3\n= 2/5\n= 4/10'],
    ]);
    expect(resultCells(gradeRow(right!, KEY))).toEqual(['A', 'Q1', 'correct', '', '', '5/6']);
    // 2/5 from 3/6 + 2/6 is no rule: adding across gives (3+2)/(6+6) = 5/12.
    expect(resultCells(gradeRow(wrong!, KEY))).toEqual(['B', 'Q1', 'step_mismatch', '3', '', '2/5']);
    expect(resultRecord(gradeRow(carried!, KEY))).toEqual({
      student: 'C',
      question: 'Q1',
      verdict: 'step_mismatch',
      first_error_line: 2,
      misconceptions: ['added_across'],
      final_value: '2/5',
    });
  });

  it('answer_mismatch, final_form and division_by_zero verdicts', () => {
    const [answer, form, zero] = rows([header, ['A', 'Q1', '1/2 + 1/2 = 1'], ['B', 'Q1', '1/2 + 1/3 = 10/12'], ['C', 'Q2', '3/0 = 3/2']]);
    expect(gradeRow(answer!, KEY).verdict).toBe('answer_mismatch');
    expect(gradeRow(form!, KEY).verdict).toBe('final_form');
    expect(resultCells(gradeRow(zero!, KEY))).toEqual(['C', 'Q2', 'division_by_zero', '1', '', '3/2']);
  });

  it('an x between two numbers is times: a wrong product is a wrong step, never an equation marked correct', () => {
    const times = key([
      ['question', 'answer'],
      ['T1', '1/2'],
      ['T2', '6'],
    ]);
    const [fractions, whole, right] = rows([header, ['A', 'T1', '2/3 x 3/4 = 5/7'], ['B', 'T2', '2 x 3 = 5'], ['C', 'T2', '2 X 3 = 6']]);
    expect(gradeRow(fractions!, times)).toMatchObject({ verdict: 'step_mismatch', first_error_line: 1, final_value: '5/7' });
    expect(gradeRow(whole!, times)).toMatchObject({ verdict: 'step_mismatch', final_value: '5' });
    expect(gradeRow(right!, times)).toMatchObject({ verdict: 'correct', final_value: '6' });
  });

  it('a working whose x could be times or the unknown is asked about, not marked', () => {
    const [unsure] = rows([header, ['A', 'Q1', '2 x 3 = 6x']]);
    expect(gradeRow(unsure!, null)).toMatchObject({
      verdict: 'invalid',
      fault: {
        reason: 'unsure_letter',
        message: 'row 2: is the x at 2 times or the unknown? Write × or * for times, or the unknown beside its number (3x)',
      },
    });
  });

  it('invalid for a bad row and for a working the tool answers with an error, with the reason', () => {
    const [bad, error] = rows([header, ['A', 'Q9', '1'], ['B', 'Q1', '1/2 + x']]);
    expect(gradeRow(bad!, KEY)).toMatchObject({ verdict: 'invalid', fault: { reason: 'unknown_question' } });
    expect(gradeRow(error!, KEY)).toMatchObject({ verdict: 'invalid', final_value: null, fault: { reason: 'bad_character' } });
    expect(resultCells(gradeRow(error!, KEY))).toEqual(['B', 'Q1', 'invalid', '', '', '']);
  });

  it("lists each rule of the first wrong step once, in the tool's order", () => {
    const [row] = rows([header, ['A', 'Q', '(1/2 - 1/3) * (1/2 - 1/3) = 0']]);
    expect(gradeRow(row!, null).misconceptions).toEqual([
      'subtracted_across',
      'numerators_combined_denominators_multiplied',
      'larger_denominator_kept',
    ]);
  });
});

describe('summarizeClass', () => {
  it('counts per verdict, per question and per misconception, and lists the bad rows', () => {
    const graded = rows([
      ['student', 'question', 'working'],
      ['A', 'Q1', '1/2 + 1/3 = 5/6'],
      ['B', 'Q1', '1/2 + 1/3 = 2/5'],
      ['C', 'q1', '1/2 + 1/3 = 2/6'],
      ['D', 'Q2', '3/4 : 1/2 = 3/8'],
      ['E', 'Q2', '1/2 + 1/4 = 2/5'],
      ['F', 'Q2', ''],
    ]).map((row) => gradeRow(row, null));
    const summary = summarizeClass(graded);
    expect(summary.rows).toBe(6);
    expect(summary.verdicts).toEqual({ correct: 1, step_mismatch: 4, division_by_zero: 0, answer_mismatch: 0, final_form: 0, invalid: 1 });
    expect(summary.questions).toEqual([
      {
        question: 'Q1',
        rows: 3,
        correct: 1,
        invalid: 0,
        misconceptions: [
          { rule: 'added_across', count: 1 },
          { rule: 'numerators_combined_denominators_multiplied', count: 1 },
        ],
      },
      { question: 'Q2', rows: 3, correct: 0, invalid: 1, misconceptions: [{ rule: 'multiplied_instead_of_divided', count: 1 }] },
    ]);
    expect(summary.misconceptions).toEqual([
      { kind: 'fraction', rule: 'added_across', count: 1, rows: [3] },
      { kind: 'fraction', rule: 'numerators_combined_denominators_multiplied', count: 1, rows: [4] },
      { kind: 'fraction', rule: 'multiplied_instead_of_divided', count: 1, rows: [5] },
    ]);
    expect(summary.badRows).toEqual([{ row: 7, student: 'F', question: 'Q2', reason: 'missing_working', message: 'row 7 has no working' }]);
  });
});

describe('1.2.0: ambiguous steps', () => {
  it('a row whose first wrong step is ambiguous names no mistake, keeps its candidates, and is counted apart', () => {
    const rows: AnswerRow[] = [
      { row: 2, student: 'A', question: 'Q1', working: '9/12 = 3/6', answer: '', finalForm: '', fault: null },
      { row: 3, student: 'B', question: 'Q1', working: '1/2 + 1/3 = 2/5', answer: '', finalForm: '', fault: null },
    ];
    const graded = rows.map((row) => gradeRow(row, null));
    expect(graded[0]).toMatchObject({
      verdict: 'step_mismatch',
      misconceptions: [],
      ambiguous: ['added_to_numerator_and_denominator', 'numerator_scaled_wrong'],
    });
    expect(graded[1]).not.toHaveProperty('ambiguous');
    const summary = summarizeClass(graded);
    expect(summary.ambiguousRows).toEqual([2]);
    expect(summary.misconceptions.map((entry) => entry.rule)).toEqual(['added_across']);
  });
});

describe('equation answers', () => {
  const EQUATIONS = key([
    ['question', 'answer'],
    ['E1', 'x = 7/8'],
    ['E2', 'no solution'],
    ['E3', 'כל מספר'],
    ['E4', '3/4'],
  ]);
  const graded = (question: string, working: string, answer = '') =>
    gradeRow(
      rows([
        ['student', 'question', 'working', 'answer'],
        ['Dana', question, working, answer],
      ])[0]!,
      EQUATIONS,
    );

  it('an equation working is graded by linear-equation-check, by value against the key, its answer line x = v', () => {
    expect(graded('E1', '2/3 x + 1/4 = 5/6\n8x + 3 = 10\n8x = 7\nx = 7/8\n2/3 × 7/8 + 1/4 = 5/6')).toMatchObject({
      verdict: 'correct',
      first_error_line: null,
      misconceptions: [],
      final_value: '7/8',
    });
    expect(graded('E1', '2/3 x + 1/4 = 5/6\n2/3 x = 5/6 + 1/4\nx = 13/8')).toMatchObject({
      verdict: 'step_mismatch',
      first_error_line: 2,
      misconceptions: ['term_moved_sign_kept'],
      final_value: '13/8',
    });
    // A key answer that is not the equation's solution: every line right, the answer differs.
    expect(graded('E4', '2/3 x + 1/4 = 5/6\nx = 7/8')).toMatchObject({ verdict: 'answer_mismatch', final_value: '7/8' });
  });

  it('an answer alone, 3/4 or x = 3/4, is graded by value', () => {
    expect(graded('E4', '3/4')).toMatchObject({ verdict: 'correct', final_value: '3/4' });
    expect(graded('E4', 'x = 3/4')).toMatchObject({ verdict: 'correct', final_value: '3/4' });
    expect(graded('E4', 'x = 6/8')).toMatchObject({ verdict: 'correct' });
    expect(graded('E4', '2/3')).toMatchObject({ verdict: 'answer_mismatch' });
    expect(graded('E1', '7/8')).toMatchObject({ verdict: 'correct' });
  });

  it('no solution and every number, as the contract spells them in English and Hebrew', () => {
    expect(graded('E2', 'no solution')).toMatchObject({ verdict: 'correct', final_value: 'none' });
    expect(graded('E2', 'אין פתרון')).toMatchObject({ verdict: 'correct' });
    expect(graded('E2', 'None')).toMatchObject({ verdict: 'correct' });
    expect(graded('E2', 'every number')).toMatchObject({ verdict: 'answer_mismatch', final_value: 'every' });
    expect(graded('E2', '3/4')).toMatchObject({ verdict: 'answer_mismatch' });
    expect(graded('E3', 'every number')).toMatchObject({ verdict: 'correct' });
    expect(graded('E3', 'כל מספר')).toMatchObject({ verdict: 'correct' });
    expect(graded('E2', '2x + 1 = 2x + 3\n1 = 3')).toMatchObject({ verdict: 'correct' });
    expect(graded('E3', '2(x + 1) = 2x + 2\n2x + 2 = 2x + 2')).toMatchObject({ verdict: 'correct' });
  });

  it("the summary lists each rule with its kind, the fraction kind's first", () => {
    const summary = summarizeClass([graded('E1', '2/3 x + 1/4 = 5/6\n2/3 x = 5/6 + 1/4'), graded('E4', '1/2 + 1/4\n= 2/6')]);
    expect(summary.misconceptions.map(({ kind, rule }) => [kind, rule])).toEqual([
      ['fraction', 'added_across'],
      ['equation', 'term_moved_sign_kept'],
    ]);
  });

  it('reads a summary stored before the kinds, with the equation rules apart', () => {
    const { misconceptions, ...rest } = summarizeClass([]);
    const stored = {
      ...rest,
      misconceptions: [{ rule: 'added_across' as const, count: 1, rows: [3] }],
      equationMisconceptions: [{ rule: 'term_moved_sign_kept' as const, count: 2, rows: [1, 2] }],
    };
    expect(misconceptions).toEqual([]);
    expect(readStoredSummary(stored)).toEqual({
      ...rest,
      misconceptions: [
        { kind: 'fraction', rule: 'added_across', count: 1, rows: [3] },
        { kind: 'equation', rule: 'term_moved_sign_kept', count: 2, rows: [1, 2] },
      ],
    });
  });
});

describe('a key written as the Working tab writes numbers (issue 38)', () => {
  const header = ['student', 'question', 'working'];
  const mixedKey = key([
    ['question', 'answer', 'final_form'],
    ['Q1', '1 1/2', ''],
    ['Q2', '1/2 + 1/2', 'mixed'],
    ['Q3', '.5', 'roundest'],
  ]);

  it('grades a mixed-number key by its value: the right working is correct, another value an answer_mismatch', () => {
    const [right, mixedRight, wrong] = rows([
      header,
      ['Dana', 'Q1', '1/2 + 1 = 3/2'],
      ['Yoni', 'Q1', '3/4 + 3/4 = 1 2/4'],
      ['Maya', 'Q1', '1/2 + 1/2 = 1'],
    ]);
    expect(gradeRow(right!, mixedKey)).toMatchObject({ verdict: 'correct', fault: null });
    expect(gradeRow(mixedRight!, mixedKey)).toMatchObject({ verdict: 'correct', fault: null });
    expect(gradeRow(wrong!, mixedKey)).toMatchObject({ verdict: 'answer_mismatch', final_value: '1' });
    expect(summarizeClass([right!, mixedRight!, wrong!].map((row) => gradeRow(row, mixedKey))).questions[0]).toMatchObject({
      rows: 3,
      correct: 2,
      invalid: 0,
    });
  });

  it('a key answer that is no number is the key’s fault, once; its question is graded without an answer, no row blamed', () => {
    expect(mixedKey.faults.map((fault) => [fault.row, fault.reason, fault.question, fault.answer])).toEqual([
      [3, 'bad_answer', 'Q2', '1/2 + 1/2'],
      [4, 'bad_final_form', 'Q3', 'roundest'],
    ]);
    expect(mixedKey.faults[0]!.message).toContain('graded without an answer');
    const [q2, q3] = rows([header, ['Dana', 'Q2', '1/2 + 1/2 = 1'], ['Yoni', 'Q3', '1/4 + 1/4 = 2/4']]);
    // Q2 keeps its final form (mixed); Q3 keeps its answer (.5 is 1/2) and is graded in any form.
    expect(requestOf(q2!, mixedKey)).toEqual({ working: '1/2 + 1/2 = 1', answer: null, final_form: 'mixed' });
    expect(gradeRow(q3!, mixedKey)).toMatchObject({ verdict: 'correct', fault: null });
  });

  it('an equation question keyed x = 1 1/2 or 1.5 grades the equation working by value', () => {
    const equationKey = key([
      ['question', 'answer'],
      ['E1', 'x = 1 1/2'],
      ['E2', '1.5'],
    ]);
    const [e1, e2] = rows([header, ['Dana', 'E1', '2x = 3\nx = 3/2'], ['Yoni', 'E2', '2x = 3\nx = 3/2']]);
    expect(gradeRow(e1!, equationKey)).toMatchObject({ verdict: 'correct' });
    expect(gradeRow(e2!, equationKey)).toMatchObject({ verdict: 'correct' });
  });

  it('a row’s own answer cell that is no number is that row’s fault', () => {
    const [own] = rows([
      ['student', 'question', 'working', 'answer'],
      ['Dana', 'Q1', '1/2 + 1 = 3/2', 'one and a half'],
    ]);
    expect(gradeRow(own!, mixedKey)).toMatchObject({ verdict: 'invalid', fault: { reason: 'bad_answer' } });
  });

  it('a key of “no solution” against a working that ends in a number: another answer, or the working’s own mistake, never the row’s bad_answer', () => {
    const wordKey = key([
      ['question', 'answer'],
      ['W1', 'no solution'],
    ]);
    const [number, wrong, word] = rows([
      header,
      ['Dana', 'W1', '1/2 + 1/2 = 1'],
      ['Yoni', 'W1', '1/2 + 1/3 = 2/5'],
      ['Maya', 'W1', 'אין פתרון'],
    ]);
    expect(gradeRow(number!, wordKey)).toMatchObject({ verdict: 'answer_mismatch', final_value: '1', fault: null });
    expect(gradeRow(wrong!, wordKey)).toMatchObject({ verdict: 'step_mismatch', misconceptions: ['added_across'] });
    expect(gradeRow(word!, wordKey)).toMatchObject({ verdict: 'correct' });
  });
});
