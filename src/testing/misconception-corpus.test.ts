/**
 * The written corpus (./misconception-corpus.ts) is examples, not a measure: it was written from
 * the rules' own descriptions, so it measures the rules against themselves. What measures naming
 * is the real students' corpus (./real-corpus.test.ts). Here: its labels are rules of the catalog,
 * and each example is read by the grammar.
 */
import { describe, expect, it } from 'vitest';
import { execute } from '../core/execute';
import { MISCONCEPTION_RULES } from '../core/misconceptions/catalog';
import { MISCONCEPTION_CORPUS } from './misconception-corpus';

describe('the written misconception examples', () => {
  it('labels only rules of the catalog, or other:… for a misconception it has no rule for', () => {
    for (const { label } of MISCONCEPTION_CORPUS) {
      expect(label.startsWith('other:') || (MISCONCEPTION_RULES as readonly string[]).includes(label), label).toBe(true);
    }
  });

  it('are all read by the grammar', () => {
    for (const { problem, answer } of MISCONCEPTION_CORPUS) {
      expect(execute('rational-working-check', { working: `${problem}\n= ${answer}` }), `${problem} = ${answer}`).not.toHaveProperty(
        'error',
      );
    }
  });
});
