import { execute } from '../execute';
import { isErrorEnvelope } from '../errors';
import type { MisconceptionRule } from '../misconceptions/catalog';
import type { RationalWorkingCheckInput } from '../requests';
import type { RationalWorkingCheckOutput, WorkingReason } from '../tools/rational-working-check';
import { MAX_NAME_LENGTH, type AnswerRow } from './answers';
import { questionKey, type AnswerKey } from './key';

export type Verdict = 'correct' | WorkingReason | 'invalid';
export const VERDICTS: readonly Verdict[] = ['correct', 'step_mismatch', 'division_by_zero', 'answer_mismatch', 'final_form', 'invalid'];

/** One row marked: the results file's fields, and for an invalid row why. */
export interface GradedRow {
  row: number;
  student: string;
  question: string;
  verdict: Verdict;
  /** The line of the first wrong step within the row's working (1-based), or null. */
  first_error_line: number | null;
  /** The distinct rules listed at the first wrong step, in the tool's order. */
  misconceptions: MisconceptionRule[];
  /** 1.2.0: the candidates at the first wrong step when it is ambiguous (then misconceptions is empty); absent in a class graded before 1.2.0. */
  ambiguous?: MisconceptionRule[];
  final_value: string | null;
  /** For an invalid row: the reason (a bad row's, or the tool's error) and a sentence. */
  fault: { reason: string; message: string } | null;
}

/** A spreadsheet's way of writing a form ("Lowest terms", "mixed ") as the tool's word. */
const formWord = (text: string): string => text.trim().toLowerCase().replace(/[\s-]+/g, '_');

/**
 * The request for a row: its working, with the answer and final form from the row when its cells
 * are not empty, else from the key's entry for its question, else none and any. A row that cannot
 * be a request (a read fault, no working, a question the key lacks) is its fault instead.
 */
export function requestOf(row: AnswerRow, key: AnswerKey | null): RationalWorkingCheckInput | { reason: string; message: string } {
  if (row.fault !== null) return row.fault;
  if (row.student.length > MAX_NAME_LENGTH || row.question.length > MAX_NAME_LENGTH) {
    return { reason: 'cell_too_long', message: `row ${row.row}: a student or question cell is longer than ${MAX_NAME_LENGTH} characters` };
  }
  if (row.working.trim() === '') return { reason: 'missing_working', message: `row ${row.row} has no working` };
  const entry = key === null ? undefined : key.entries.get(questionKey(row.question));
  if (key !== null && entry === undefined) {
    return { reason: 'unknown_question', message: `row ${row.row}: question "${row.question.slice(0, 60)}" is not in the key` };
  }
  const answer = row.answer !== '' ? row.answer : entry?.answer ?? null;
  const finalForm = row.finalForm !== '' ? row.finalForm : entry?.finalForm ?? null;
  return { working: row.working, answer, final_form: finalForm === null ? 'any' : formWord(finalForm) as RationalWorkingCheckInput['final_form'] };
}

function invalid(row: AnswerRow, fault: { reason: string; message: string }): GradedRow {
  return { row: row.row, student: row.student, question: row.question, verdict: 'invalid', first_error_line: null, misconceptions: [], final_value: null, fault };
}

/**
 * Whether a working's last step is one fraction written over `denominator` (the key's, as
 * written: "6"), as an equivalent-fraction question asks: 3/6 for "write 1/2 with the denominator
 * 6", where 1/2 has the value but not the denominator.
 */
export function writtenOverDenominator(lastStep: string, denominator: string): boolean {
  const match = /^-?\d+\/(\d+)$/.exec(lastStep.trim());
  return match !== null && match[1]!.replace(/^0+(?=\d)/, '') === denominator.trim().replace(/^0+(?=\d)/, '');
}

/** Marks one row with rational-working-check (and the key's denominator, where it asks for one). */
export function gradeRow(row: AnswerRow, key: AnswerKey | null): GradedRow {
  const request = requestOf(row, key);
  if (!('working' in request)) return invalid(row, request);
  const response = execute('rational-working-check', request);
  if (isErrorEnvelope(response)) {
    const { details, message } = response.error;
    return invalid(row, { reason: details.reason, message: `row ${row.row}: ${message}` });
  }
  const output = response as RationalWorkingCheckOutput;
  const wrong = output.first_error_index === null ? null : output.steps[output.first_error_index]!;
  const rules = wrong?.misconceptions?.map((match) => match.rule) ?? [];
  const denominator = key?.entries.get(questionKey(row.question))?.denominator ?? null;
  const lastStep = output.steps[output.steps.length - 1];
  const denominatorMissed = output.valid && denominator !== null && (lastStep === undefined || !writtenOverDenominator(lastStep.text, denominator));
  return {
    row: row.row,
    student: row.student,
    question: row.question,
    verdict: denominatorMissed ? 'final_form' : output.valid ? 'correct' : output.reason!,
    first_error_line: wrong?.line ?? null,
    misconceptions: rules.filter((rule, index) => rules.indexOf(rule) === index),
    ...(wrong?.ambiguous === undefined ? {} : { ambiguous: [...new Set(wrong.ambiguous.map((match) => match.rule))] }),
    final_value: output.final_value,
    fault: null,
  };
}

/** The results file's columns, in order. */
export const RESULT_COLUMNS = ['student', 'question', 'verdict', 'first_error_line', 'misconceptions', 'final_value'] as const;

/** A graded row as the results file's cells: empty for none, the rules joined with ";". */
export function resultCells(graded: GradedRow): string[] {
  return [
    graded.student,
    graded.question,
    graded.verdict,
    graded.first_error_line === null ? '' : String(graded.first_error_line),
    graded.misconceptions.join(';'),
    graded.final_value ?? '',
  ];
}

/** A graded row as one JSON object with the results file's fields (a number or null for the line, a list of rules). */
export function resultRecord(graded: GradedRow): Record<(typeof RESULT_COLUMNS)[number], unknown> {
  return {
    student: graded.student,
    question: graded.question,
    verdict: graded.verdict,
    first_error_line: graded.first_error_line,
    misconceptions: graded.misconceptions,
    final_value: graded.final_value,
  };
}
