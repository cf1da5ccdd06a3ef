/**
 * Grading a class in the worker a chunk at a time: each chunk is one request through the app's
 * engine client, so the page paints (and the progress bar moves) between chunks, other tabs'
 * requests are not held up behind the whole class, and Cancel stops at once (the running chunk's
 * worker is ended by the client).
 */
import type { AnswerRow, ErrorEnvelope, GradedRow, HelperInputs, HelperOutputs, KeyEntry } from '../../worker/messages';

/** Rows per request: a few tens of milliseconds of work in the worker, well inside its watchdog. */
export const GRADE_CHUNK_ROWS = 200;

export type AskGradeRows = (input: HelperInputs['grade-rows'], signal: AbortSignal) => Promise<HelperOutputs['grade-rows']>;

export class GradingFailed extends Error {
  constructor(readonly envelope: ErrorEnvelope) {
    super(envelope.error.message);
    this.name = 'GradingFailed';
  }
}

/**
 * Every row graded, in input order. `progress` is told the count after each chunk. Rejects with
 * the client's failure when `signal` fires (or a chunk fails), with GradingFailed when the worker
 * answers a chunk with an error envelope.
 */
export async function gradeInChunks(
  rows: readonly AnswerRow[],
  key: KeyEntry[] | null,
  ask: AskGradeRows,
  progress: (done: number) => void,
  signal: AbortSignal,
  chunkRows = GRADE_CHUNK_ROWS,
): Promise<GradedRow[]> {
  const graded: GradedRow[] = [];
  for (let start = 0; start < rows.length; start += chunkRows) {
    signal.throwIfAborted();
    const chunk = rows.slice(start, start + chunkRows);
    const answer = await ask({ rows: chunk, key }, signal);
    if (!Array.isArray(answer)) throw new GradingFailed(answer);
    if (answer.length !== chunk.length) throw new GradingFailed({ error: { code: 'not_computable', message: 'the worker answered a different number of rows', details: { reason: 'row_count' } } });
    for (const row of answer) graded.push(row);
    progress(graded.length);
  }
  return graded;
}
