/**
 * A CI-sized fuzz campaign (the long one is `npm run fuzz`): a few thousand generated requests
 * must each come back as a schema-valid output or a well-formed error, never an exception, and
 * valid rational expressions must agree with math.js's exact fractions. fast-check shrinks any
 * failure to a small input and prints the seed to replay it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOOL_INPUTS, validRationalExpression, type ToolId } from '../testing/arbitraries';
import { newFigures, runDifferential } from '../testing/fuzz-campaign';
import { responseProblems } from '../testing/fuzz-oracles';
import { execute } from './execute';

describe('fuzz: every response is an output that fits its schema or a well-formed error', () => {
  it.each(Object.keys(TOOL_INPUTS) as ToolId[])('%s', (toolId) => {
    fc.assert(
      fc.property(TOOL_INPUTS[toolId], (input) => {
        const response = execute(toolId, input);
        expect(responseProblems(toolId, input, response)).toEqual([]);
      }),
      { numRuns: 2_500 },
    );
  });
});

describe('fuzz: differential against math.js (Fraction mode)', () => {
  it('valid rational expressions have the value math.js computes', () => {
    fc.assert(
      fc.property(validRationalExpression, (pair) => {
        const figures = newFigures();
        runDifferential(figures, pair);
        expect(figures.findings).toEqual([]);
      }),
      { numRuns: 4_000 },
    );
  });
});
