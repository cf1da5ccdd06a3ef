import { KEY_COLUMNS, mapColumns, missingColumns, REQUIRED_KEY_COLUMNS, type ColumnMapping, type KeyColumn } from './columns';
import { finalFormWord } from './final-form-word';
import { readKeyAnswer } from './key-answer';
import { isBlankRecord, rowNumber, type Table } from './table';

/** What the key says of one question: its answer and the form it must be written in (null where the key leaves it open). */
export interface KeyEntry {
  question: string;
  answer: string | null;
  finalForm: string | null;
  /** The denominator the last step must be written with (an equivalent-fraction question); absent where the key asks for none. */
  denominator?: string;
}

/**
 * A key row that could not be read (or, for bad_answer, whose answer could not), with its row
 * number; `question` and `answer` as written where the fault is about them, for a page to say it
 * in its own language.
 */
export interface KeyFault {
  row: number;
  reason: 'malformed_row' | 'cell_too_long' | 'missing_question' | 'duplicate_question' | 'bad_answer' | 'bad_final_form';
  message: string;
  question?: string;
  answer?: string;
}

export interface AnswerKey {
  entries: ReadonlyMap<string, KeyEntry>;
  faults: KeyFault[];
}

/** How questions are matched between the answers and the key: trimmed, case-insensitively. */
export const questionKey = (question: string): string => question.trim().toLowerCase();

const cellOf = (record: readonly string[], index: number | undefined): string => (index === undefined ? '' : (record[index] ?? '').trim());

/**
 * The key's entries by question. A question listed twice keeps its first row (the second is a
 * fault, so a teacher sees it); a row without a question is a fault.
 */
export function readAnswerKey(
  table: Table,
  mapping: ColumnMapping<KeyColumn> = mapColumns(table.records[0] ?? [], KEY_COLUMNS),
): AnswerKey | { missing: KeyColumn[] } {
  const missing = missingColumns(mapping, REQUIRED_KEY_COLUMNS);
  if (missing.length > 0) return { missing };
  const entries = new Map<string, KeyEntry>();
  const faults: KeyFault[] = [];
  table.records.forEach((record, index) => {
    if (index === 0 || isBlankRecord(record)) return;
    const row = rowNumber(index);
    const fault = table.faults.get(index);
    if (fault !== undefined) {
      faults.push({ row, reason: fault.reason, message: `key ${fault.message}` });
      return;
    }
    const question = cellOf(record, mapping.question);
    if (question === '') {
      faults.push({ row, reason: 'missing_question', message: `key row ${row} has no question` });
      return;
    }
    if (entries.has(questionKey(question))) {
      faults.push({
        row,
        reason: 'duplicate_question',
        question: question.slice(0, 60),
        message: `key row ${row} repeats question "${question.slice(0, 60)}"; the first one is used`,
      });
      return;
    }
    const written = cellOf(record, mapping.answer);
    const read = written === '' ? null : readKeyAnswer(written);
    // A bad answer is the key's fault, said once here: the question is still graded, step by step,
    // without an answer (not every student's row made invalid for it).
    if (read !== null && 'problem' in read) {
      faults.push({
        row,
        reason: 'bad_answer',
        question: question.slice(0, 60),
        answer: written.slice(0, 60),
        message: `key row ${row}: the answer "${written.slice(0, 60)}" of question "${question.slice(0, 60)}" is not read: ${read.problem}; its rows are graded without an answer`,
      });
    }
    const answer = read === null || 'problem' in read ? '' : read.answer;
    const writtenForm = cellOf(record, mapping.final_form);
    const form = writtenForm === '' ? null : finalFormWord(writtenForm);
    if (writtenForm !== '' && form === null) {
      faults.push({
        row,
        reason: 'bad_final_form',
        question: question.slice(0, 60),
        answer: writtenForm.slice(0, 60),
        message: `key row ${row}: the final form "${writtenForm.slice(0, 60)}" of question "${question.slice(0, 60)}" is none of any, lowest terms, improper, mixed, decimal; its rows are graded in any form`,
      });
    }
    const finalForm = form === null ? '' : writtenForm;
    const denominator = cellOf(record, mapping.denominator);
    entries.set(questionKey(question), {
      question,
      answer: answer === '' ? null : answer,
      finalForm: finalForm === '' ? null : finalForm,
      ...(denominator === '' ? {} : { denominator }),
    });
  });
  return { entries, faults };
}
