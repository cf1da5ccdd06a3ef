import type { MisconceptionRule } from '../misconceptions/catalog';
import type { RationalWorkingCheckInput } from '../requests';
import type { WorkingReason } from '../tools/rational-working-check';
import { codePointOffset } from '../grammar/source';
import type { EquationRule } from '../equations/rule-ids';
import { isWorkingFault, type WorkingKind } from '../working/kind';
import { readKind, WORKING_KINDS } from '../working/kinds';
import { MAX_NAME_LENGTH, type AnswerRow } from './answers';
import { cellWord, finalFormWord } from './final-form-word';
import { readKeyAnswer } from './key-answer';
import { questionKey, type AnswerKey } from './key';

export type Verdict = 'correct' | WorkingReason | 'invalid';
/** A rule a graded row names: rational-working-check's, or linear-equation-check's on an equation working. */
export type GradedRule = MisconceptionRule | EquationRule;

/** One row marked: the results file's fields, and for an invalid row why. */
export interface GradedRow {
  row: number;
  student: string;
  question: string;
  verdict: Verdict;
  /** The line of the first wrong step within the row's working (1-based), or null. */
  first_error_line: number | null;
  /** The distinct rules listed at the first wrong step, in the tool's order (an equation working's are linear-equation-check's). */
  misconceptions: GradedRule[];
  /** 1.2.0: the candidates at the first wrong step when it is ambiguous (then misconceptions is empty); absent in a class graded before 1.2.0. */
  ambiguous?: MisconceptionRule[];
  final_value: string | null;
  /** For an invalid row: the reason (a bad row's, or the tool's error) and a sentence. */
  fault: { reason: string; message: string } | null;
}

/** A spreadsheet's way of writing a form ("Lowest terms", "mixed ") as the tool's word; an unknown one is handed on, for the tool to refuse. */
const formWord = (text: string): string => finalFormWord(text) ?? cellWord(text);

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
  // The row's own answer is read as the key's is; one that is no number is this row's fault.
  const own = row.answer === '' ? null : readKeyAnswer(row.answer);
  if (own !== null && 'problem' in own) {
    return { reason: 'bad_answer', message: `row ${row.row}: the answer cell "${row.answer.slice(0, 60)}" is not read: ${own.problem}` };
  }
  const answer = own !== null ? own.answer : (entry?.answer ?? null);
  const finalForm = row.finalForm !== '' ? row.finalForm : (entry?.finalForm ?? null);
  return {
    working: row.working,
    answer,
    final_form: finalForm === null ? 'any' : (formWord(finalForm) as RationalWorkingCheckInput['final_form']),
  };
}

function invalid(row: AnswerRow, fault: { reason: string; message: string }): GradedRow {
  return {
    row: row.row,
    student: row.student,
    question: row.question,
    verdict: 'invalid',
    first_error_line: null,
    misconceptions: [],
    final_value: null,
    fault,
  };
}

/** A working whose x could be × or the unknown is asked about, never marked: either reading could give a wrong verdict. */
function unsureLetterFault(row: AnswerRow, at: number): { reason: string; message: string } {
  const position = codePointOffset(row.working, at);
  return {
    reason: 'unsure_letter',
    message: `row ${row.row}: is the x at ${position} times or the unknown? Write × or * for times, or the unknown beside its number (3x)`,
  };
}

/**
 * Marks one row with the kind of its working (see ../working/kinds): its answer and final form
 * from the row or the key, and the key's denominator where it asks for one.
 */
export function gradeRow(row: AnswerRow, key: AnswerKey | null, kinds: readonly WorkingKind[] = WORKING_KINDS): GradedRow {
  const found = requestOf(row, key);
  if (!('working' in found)) return invalid(row, found);
  const reading = readKind(row.working, kinds);
  if ('unsure' in reading) return invalid(row, unsureLetterFault(row, reading.unsure));
  const denominator = key?.entries.get(questionKey(row.question))?.denominator ?? null;
  const mark = reading.kind.grade({
    working: found.working,
    answer: found.answer ?? null,
    finalForm: found.final_form ?? 'any',
    denominator,
  });
  if (isWorkingFault(mark)) return invalid(row, { reason: mark.reason, message: `row ${row.row}: ${mark.message}` });
  return {
    row: row.row,
    student: row.student,
    question: row.question,
    verdict: mark.verdict,
    first_error_line: mark.firstErrorLine,
    misconceptions: mark.rules as GradedRule[],
    ...(mark.couldBe === null ? {} : { ambiguous: mark.couldBe as MisconceptionRule[] }),
    final_value: mark.finalValue,
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
