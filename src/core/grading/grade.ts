import { execute } from '../execute';
import { isErrorEnvelope } from '../errors';
import type { MisconceptionRule } from '../misconceptions/catalog';
import type { RationalWorkingCheckInput } from '../requests';
import type { RationalWorkingCheckOutput, WorkingReason } from '../tools/rational-working-check';
import { readWorkingKind } from '../equations/parse';
import { codePointOffset } from '../grammar/source';
import type { EquationRule } from '../equations/rule-ids';
import { solutionText } from '../equations/solve';
import { answerWord, equationAnswerText, readEquationAnswer, type LinearEquationCheckOutput } from '../tools/linear-equation-check';
import { ToolError } from '../errors';
import { MAX_NAME_LENGTH, type AnswerRow } from './answers';
import { cellWord, finalFormWord } from './final-form-word';
import { readKeyAnswer } from './key-answer';
import { questionKey, type AnswerKey } from './key';

export type Verdict = 'correct' | WorkingReason | 'invalid';
/** A rule a graded row names: rational-working-check's, or linear-equation-check's on an equation working. */
export type GradedRule = MisconceptionRule | EquationRule;
export const VERDICTS: readonly Verdict[] = ['correct', 'step_mismatch', 'division_by_zero', 'answer_mismatch', 'final_form', 'invalid'];

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
  const answer = own !== null ? own.answer : entry?.answer ?? null;
  const finalForm = row.finalForm !== '' ? row.finalForm : entry?.finalForm ?? null;
  return { working: row.working, answer, final_form: finalForm === null ? 'any' : formWord(finalForm) as RationalWorkingCheckInput['final_form'] };
}

function invalid(row: AnswerRow, fault: { reason: string; message: string }): GradedRow {
  return { row: row.row, student: row.student, question: row.question, verdict: 'invalid', first_error_line: null, misconceptions: [], final_value: null, fault };
}

/** The answer's solution set when it is one of linear-equation-check's (a rational, none, every), else null. */
function equationAnswerOf(text: string): ReturnType<typeof readEquationAnswer> | null {
  try {
    return readEquationAnswer(equationAnswerText(text));
  } catch (error) {
    if (error instanceof ToolError) return null;
    throw error;
  }
}

/** "none" and "every" are no number: an answer written so is an equation's, graded by its set. Cheap: asked of every row. */
const isWordAnswer = (text: string): boolean => answerWord(equationAnswerText(text)) !== null;

/** Marks a row whose working is an equation with linear-equation-check: a wrong line, a check that fails or a line not linear is a wrong step. */
function gradeEquation(row: AnswerRow, request: RationalWorkingCheckInput): GradedRow {
  // The equation tool takes no decimal: the key's value (1.5 is 3/2), read as the key was.
  const read = request.answer === null || request.answer === undefined ? null : readKeyAnswer(request.answer);
  const answer = read === null ? null : 'problem' in read ? equationAnswerText(request.answer!) : read.value;
  const response = execute('linear-equation-check', answer === null ? { working: row.working } : { working: row.working, answer });
  if (isErrorEnvelope(response)) {
    const { details, message } = response.error;
    return invalid(row, { reason: details.reason, message: `row ${row.row}: ${message}` });
  }
  const output = response as LinearEquationCheckOutput;
  const wrong = output.first_error_index !== null ? output.steps[output.first_error_index]!
    : output.reason === 'check_fails' ? output.steps.find((step) => step.status === 'check') ?? null : null;
  const rules = (wrong?.misconceptions ?? []).map((match) => match.rule);
  // The working's own answer (its line x = v), not the key's: what the student wrote.
  const last = [...output.steps].reverse().find((step) => step.status !== 'check');
  const stated = last === undefined || last.solution === null || last.solution.kind !== 'one' || !/^\s*[A-Za-z]\s*=|=\s*[A-Za-z]\s*$/.test(last.text) ? null : last.solution.value ?? null;
  return {
    row: row.row,
    student: row.student,
    question: row.question,
    verdict: output.valid ? 'correct' : output.reason === 'answer_mismatch' || output.reason === 'division_by_zero' ? output.reason : 'step_mismatch',
    first_error_line: wrong?.line ?? null,
    misconceptions: rules.filter((rule, index) => rules.indexOf(rule) === index),
    final_value: stated,
    fault: null,
  };
}

/**
 * Marks a row whose working is only an answer that is no number ("no solution", "כל מספר") against
 * an answer of an equation: right when the two are the same set.
 */
function gradeWordAnswer(row: AnswerRow, request: RationalWorkingCheckInput): GradedRow | null {
  const expectedText = request.answer ?? null;
  // Most rows are neither: they are told apart here without reading either as an equation's answer.
  if (!isWordAnswer(row.working) && (expectedText === null || !isWordAnswer(expectedText))) return null;
  const working = equationAnswerOf(row.working.trim());
  const expected = expectedText === null ? null : equationAnswerOf(expectedText);
  if (working === null || expected === null) return null;
  const same = working.kind === expected.kind && (working.kind !== 'one' || expected.kind !== 'one' || working.value.equals(expected.value));
  return {
    row: row.row, student: row.student, question: row.question, verdict: same ? 'correct' : 'answer_mismatch', first_error_line: null, misconceptions: [],
    final_value: solutionText(working), fault: null,
  };
}

/** A working whose x could be × or the unknown is asked about, never marked: either reading could give a wrong verdict. */
function unsureLetterFault(row: AnswerRow, at: number): { reason: string; message: string } {
  const position = codePointOffset(row.working, at);
  return { reason: 'unsure_letter', message: `row ${row.row}: is the x at ${position} times or the unknown? Write × or * for times, or the unknown beside its number (3x)` };
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

/**
 * Marks one row: an equation working (its first line an equation with a letter) with
 * linear-equation-check, an answer that is no number ("no solution") against the key's by its set,
 * anything else with rational-working-check (and the key's denominator, where it asks for one). An
 * answer written "x = 3/4" is the value 3/4.
 */
export function gradeRow(row: AnswerRow, key: AnswerKey | null): GradedRow {
  const found = requestOf(row, key);
  if (!('working' in found)) return invalid(row, found);
  const kind = readWorkingKind(row.working);
  if (kind.kind === 'unsure') return invalid(row, unsureLetterFault(row, kind.at));
  if (kind.kind === 'equation') return gradeEquation(row, found);
  const byWord = gradeWordAnswer(row, found);
  if (byWord !== null) return byWord;
  // A key of "no solution" or "every number" against a working that ends in a number: the working
  // is checked without it, and a right one is another answer (not the row's fault: bad_answer).
  const expectsWord = found.answer !== null && found.answer !== undefined && isWordAnswer(found.answer);
  const request = found.answer === null || found.answer === undefined || expectsWord ? { ...found, answer: null } : { ...found, answer: equationAnswerText(found.answer) };
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
    verdict: denominatorMissed ? 'final_form' : output.valid ? (expectsWord ? 'answer_mismatch' : 'correct') : output.reason!,
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
