/**
 * The engine's rational-working-check against the independent reference implementation
 * (./working-reference.ts) over generated requests of every kind (./working-arbitraries.ts):
 * outputs deep-equal, errors equal in code, reason and position. The long run is
 * `node --import tsx scripts/working-differential.ts` (200,000 requests by default).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { execute } from '../core/execute';
import { malformedWorkingInput, validWorking, workingInput } from './working-arbitraries';
import { loadWorkingContract } from './working-contract';
import { compareResponses } from './working-differential';
import { referenceWorkingCheck } from './working-reference';
import { MISCONCEPTION_CORPUS } from './misconception-corpus';

const TOOL = 'rational-working-check';

function agree(input: unknown): void {
  const disagreement = compareResponses(execute(TOOL, input), referenceWorkingCheck(input));
  expect(disagreement).toBeNull();
}

describe('rational-working-check: engine and reference agree', () => {
  it('on the contract examples', () => {
    for (const example of [...loadWorkingContract('1.1.0').examples, ...loadWorkingContract().examples]) agree(example.input);
  });

  it('on requests of every kind', () => {
    fc.assert(fc.property(workingInput, agree), { numRuns: 1_500 });
  });

  it('on valid chains with final forms', () => {
    fc.assert(
      fc.property(validWorking, fc.constantFrom(undefined, 'any', 'lowest_terms', 'improper', 'mixed'), (c, form) => {
        agree(form === undefined ? { working: c.working } : { working: c.working, final_form: form });
      }),
      { numRuns: 500 },
    );
  });

  it('on malformed inputs', () => {
    fc.assert(fc.property(malformedWorkingInput, agree), { numRuns: 300 });
  });

  it('on the labelled misconception corpus (1.1.0), as written and as a common-denominator line', () => {
    for (const { problem, answer } of MISCONCEPTION_CORPUS) {
      agree({ working: `${problem}\n= ${answer}` });
      agree({ working: `${problem} = ${problem} = ${answer}`, final_form: 'mixed' });
    }
  });

  it('on text made of the 1.1.0 notation and its near misses', () => {
    const piece = fc.constantFrom(
      '1',
      '2',
      '3',
      '12',
      '0',
      '1/2',
      '2/3',
      '3/4',
      '6/8',
      '2 1/2',
      '3 13/12',
      '1 3/4',
      '0.3',
      '0.25',
      '.5',
      '0.333...',
      '0.16\u2026',
      '1.',
      '.',
      ' of ',
      'of',
      'off',
      '%',
      '^',
      '^2',
      '^0',
      '^13',
      '²',
      '³',
      '⁰',
      '¹³',
      ' + ',
      ' - ',
      ' × ',
      ' ÷ ',
      ' : ',
      '(',
      ')',
      ' = ',
      '\n= ',
      '-',
      ' ',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 14 }), (pieces) => agree({ working: pieces.join('') })),
      { numRuns: 3_000 },
    );
  });

  // The one disagreement the first runs found (engine ce2f9af; fixed in ebe0b6c): a MIXED in
  // parentheses was placed at its "(". (1+1)/2 * 2 = 2 is mixed_number_whole_added at the MIXED
  // "1 1/2", which starts at 1 ("position is the operator or the MIXED's start").
  it('on a MIXED in parentheses, placed at its first digit', () => {
    for (const working of ['(1 1/2) * 2 = 2', '-((2 1/2)) * 2 = -2', '3 + ( \t1 1/3) = 5']) {
      agree({ working });
    }
    expect(referenceWorkingCheck({ working: '(1 1/2) * 2 = 2' })).toMatchObject({
      steps: [{}, { misconceptions: [{ rule: 'mixed_number_whole_added', position: 1 }] }],
    });
  });
});
