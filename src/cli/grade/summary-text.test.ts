import { describe, expect, it } from 'vitest';
import { ClassSummarizer } from '../../core/grading/summary';
import type { GradedRow } from '../../core/grading/grade';
import { BadRowLines, summaryParts, summaryText } from './summary-text';

const row = (n: number, verdict: GradedRow['verdict']): GradedRow =>
  ({
    row: n,
    student: `S${n}`,
    question: 'Q1',
    verdict,
    first_error_line: null,
    misconceptions: [],
    final_value: null,
    fault: verdict === 'invalid' ? { reason: 'missing_working', message: `row ${n} has no working` } : null,
  }) as GradedRow;

describe('the summary text', () => {
  const rows = Array.from({ length: 2500 }, (_, i) => row(i + 2, i % 3 === 0 ? 'invalid' : 'correct'));
  const keyFaults = [{ row: 5, reason: 'duplicate_question' as const, message: 'row 5 repeats Q1' }];

  it('is the same when the bad rows are written as they come, in chunks, as when the summary keeps them', () => {
    const kept = new ClassSummarizer();
    const lines = new BadRowLines();
    const handedOn = new ClassSummarizer(lines.add);
    for (const graded of rows) {
      kept.add(graded);
      handedOn.add(graded);
    }
    expect(handedOn.summary().badRows).toEqual([]);
    expect(lines.chunks().length).toBe(Math.ceil(834 / 1000));
    const parts = summaryParts(handedOn.summary(), keyFaults, lines.chunks());
    expect(parts.join('')).toBe(summaryText(kept.summary(), keyFaults));
    expect(parts.join('')).toContain('Bad rows (834):\n  row 2: missing_working: row 2 has no working\n');
    expect(parts.join('')).toMatch(/has no working\n\nKey rows not used \(1\):\n  row 5: duplicate_question: row 5 repeats Q1\n$/);
  });

  it('has no bad rows section when every row was graded', () => {
    const summarizer = new ClassSummarizer(new BadRowLines().add);
    summarizer.add(row(2, 'correct'));
    expect(summaryParts(summarizer.summary(), [], []).join('')).not.toContain('Bad rows');
  });

  it('names each rule by its label, the id after it, for both kinds of working', () => {
    const summarizer = new ClassSummarizer();
    summarizer.add({ ...row(2, 'step_mismatch'), misconceptions: ['added_across'] } as GradedRow);
    summarizer.add({ ...row(3, 'step_mismatch'), misconceptions: ['bracket_first_term_only'] } as GradedRow);
    const text = summaryText(summarizer.summary(), []);
    expect(text).toContain('most common: added across ×1');
    expect(text).toContain(
      '\nMisconceptions (rows):\n  added across (added_across): 1 (rows 2)\n\nEquation misconceptions (rows):\n  bracket expanded on its first term only (bracket_first_term_only): 1 (rows 3)\n',
    );
  });
});
