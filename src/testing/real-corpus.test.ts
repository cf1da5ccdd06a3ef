/**
 * The real dev half as a guard: the figures issue 29 reports (`python3 ../shared/corpus/eval.py
 * --mapping corpus/misconception-label-mapping.json`) may not fall below what 1.4.0 reached (1.2.0: 77% and 96%; 1.4.0: 81% and 99%). The
 * held-out half, not this one, decides; a rule fitted to these items would show there.
 */
import { describe, expect, it } from 'vitest';
import { hasRealCorpus, scoreRealCorpus } from './real-corpus';

describe.skipIf(!hasRealCorpus())('real students’ mistakes, the dev half', () => {
  it('written ≥ 98%, the labelled misconception first ≥ 80%, a first-listed rule right ≥ 98%', () => {
    const score = scoreRealCorpus();
    console.log(
      `real corpus (dev): ${score.written}/${score.total} written, label first ${score.right}/${score.wrong}, first rule right ${score.right}/${score.named}`,
    );
    expect(score.written / score.total).toBeGreaterThanOrEqual(0.98);
    expect(score.right / score.wrong).toBeGreaterThanOrEqual(0.8);
    expect(score.right / score.named).toBeGreaterThanOrEqual(0.98);
  });
});
