import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import traceContract from '../../contracts/rational-trace-check.json' with { type: 'json' };
import {
  nearValidRationalExpression,
  rationalTree,
  renderRational,
  validRationalExpression,
  type RationalNode,
} from '../testing/arbitraries';
import { isErrorEnvelope, type ErrorEnvelope } from './errors';
import { execute } from './execute';
import type { RationalTraceCheckInput } from './requests';
import { buildTraceFromExpression, type TraceBuildOptions } from './trace-builder';

function trace(expression: string, options?: TraceBuildOptions): RationalTraceCheckInput {
  const built = buildTraceFromExpression(expression, options);
  if (isErrorEnvelope(built)) throw new Error(`expected a trace for ${expression}, got ${JSON.stringify(built)}`);
  return built;
}

function failure(expression: string, options?: TraceBuildOptions): ErrorEnvelope {
  const built = buildTraceFromExpression(expression, options);
  if (!isErrorEnvelope(built)) throw new Error(`expected an error for ${expression}, got ${JSON.stringify(built)}`);
  return built;
}

const literal = (value: string) => ({ value, from: null });
const from = (value: string, step: string) => ({ value, from: step });

describe('buildTraceFromExpression: worked examples', () => {
  test('one step per operator, post-order, left before right', () => {
    expect(trace('1 + 1/2 + 1/3')).toEqual({
      inputs: {},
      steps: [
        { id: 's1', operator: '/', left: literal('1'), right: literal('2'), result: '1/2' },
        { id: 's2', operator: '+', left: literal('1'), right: from('1/2', 's1'), result: '3/2' },
        { id: 's3', operator: '/', left: literal('1'), right: literal('3'), result: '1/3' },
        { id: 's4', operator: '+', left: from('3/2', 's2'), right: from('1/3', 's3'), result: '11/6' },
      ],
      claimed_result: '11/6',
      require_canonical: true,
    });
  });

  test("with fractionLiterals, 1 + 1/2 + 1/3 is the trace of the contract's first example", () => {
    expect(trace('1 + 1/2 + 1/3', { fractionLiterals: true })).toEqual(traceContract.examples[0]!.input);
  });

  test('fractionLiterals folds only divisions already written as canonical fractions, never the whole expression', () => {
    expect(trace('6/4 + 1', { fractionLiterals: true }).steps).toEqual([
      { id: 's1', operator: '/', left: literal('6'), right: literal('4'), result: '3/2' },
      { id: 's2', operator: '+', left: from('3/2', 's1'), right: literal('1'), result: '5/2' },
    ]);
    expect(trace('-1/2 * 4 - 1/-3 + 4/1', { fractionLiterals: true }).steps).toEqual([
      { id: 's1', operator: '*', left: literal('-1/2'), right: literal('4'), result: '-2' },
      { id: 's2', operator: '/', left: literal('1'), right: literal('-3'), result: '-1/3' },
      { id: 's3', operator: '-', left: from('-2', 's1'), right: from('-1/3', 's2'), result: '-5/3' },
      { id: 's4', operator: '/', left: literal('4'), right: literal('1'), result: '4' },
      { id: 's5', operator: '+', left: from('-5/3', 's3'), right: from('4', 's4'), result: '7/3' },
    ]);
    expect(trace('3/4', { fractionLiterals: true }).steps).toEqual([
      { id: 's1', operator: '/', left: literal('3'), right: literal('4'), result: '3/4' },
    ]);
    expect(trace('-(3/4)', { fractionLiterals: true }).steps).toEqual([
      { id: 's1', operator: '/', left: literal('3'), right: literal('4'), result: '3/4' },
      { id: 's2', operator: '-', left: literal('0'), right: from('3/4', 's1'), result: '-3/4' },
    ]);
    // 1/2/3 is (1/2)/3: the inner 1/2 is a fraction, the outer division a step.
    expect(trace('1/2/3', { fractionLiterals: true }).steps).toEqual([
      { id: 's1', operator: '/', left: literal('1/2'), right: literal('3'), result: '1/6' },
    ]);
  });

  test('a unary minus folds into a literal; of anything else it is the step 0 - x', () => {
    expect(trace('2*-3').steps).toEqual([{ id: 's1', operator: '*', left: literal('2'), right: literal('-3'), result: '-6' }]);
    expect(trace('--4 - -(5)').steps).toEqual([{ id: 's1', operator: '-', left: literal('4'), right: literal('-5'), result: '9' }]);
    expect(trace('-0 + 1').steps[0]!.left).toEqual(literal('0'));
    expect(trace('-(2+3)').steps).toEqual([
      { id: 's1', operator: '+', left: literal('2'), right: literal('3'), result: '5' },
      { id: 's2', operator: '-', left: literal('0'), right: from('5', 's1'), result: '-5' },
    ]);
    expect(trace('--(1-3)').steps.map((step) => `${step.left.value} ${step.operator} ${step.right.value} = ${step.result}`)).toEqual([
      '1 - 3 = -2',
      '0 - -2 = 2',
      '0 - 2 = -2',
    ]);
  });

  test('the Unicode operators and any whitespace of the grammar', () => {
    expect(trace('7 \u00f7\t2 \u2212\n1/2 \u00d7 3').steps.map((step) => step.operator)).toEqual(['/', '/', '*', '-']);
    expect(trace('7 \u00f7 2 \u2212 1/2 \u00d7 3').claimed_result).toBe('2');
  });

  test('an expression with no operation is an error, not a made-up step', () => {
    for (const expression of ['5', '-3', '(7)', '-(-(0))', ' 12 ']) {
      expect(failure(expression).error, expression).toMatchObject({ code: 'invalid_input', details: { reason: 'no_operation' } });
    }
  });

  test('a zero divisor is not_computable at the operator, with the divisor as written', () => {
    expect(failure('1/(2-2) + 1')).toEqual({
      error: {
        code: 'not_computable',
        message: 'division by zero at 1: the divisor (2-2) is 0',
        details: { reason: 'division_by_zero', position: 1, divisor_text: '(2-2)' },
      },
    });
    // The first in evaluation order: the left operand's division comes first.
    expect(failure('(1/0) + 2/(1-1)').error.details).toEqual({ reason: 'division_by_zero', position: 2, divisor_text: '0' });
    const long = `1/(${'1+'.repeat(40)}-40)`;
    const envelope = failure(long);
    expect(envelope.error.details.divisor_text).toBe(long.slice(2));
    expect(envelope.error.message.length).toBeLessThan(120);
  });

  test("malformed expressions and limits are the Check tab's errors", () => {
    for (const expression of [
      '1 +',
      '1 + x',
      '(1',
      '1.5 + 2',
      '0012',
      `${'('.repeat(65)}1${')'.repeat(65)}`,
      `${'9'.repeat(501)} + 1`,
      '',
      '\ud800 + 1',
      `${'1+'.repeat(600)}1`,
      `${'1'.repeat(300)} * ${'1'.repeat(300)}`,
    ]) {
      const check = execute('rational-expression-check', { expression, claimed_value: '0', require_canonical: false });
      expect(isErrorEnvelope(check), expression).toBe(true);
      expect(buildTraceFromExpression(expression), expression).toEqual(check);
    }
  });

  test('a non-string is invalid_input, not an exception', () => {
    expect(buildTraceFromExpression(42 as unknown as string)).toMatchObject({
      error: { code: 'invalid_input', details: { reason: 'invalid_type' } },
    });
  });
});

/** Steps the tree needs without fractionLiterals: its binary operators and its minuses of non-literals. */
function countSteps(node: RationalNode): number {
  const reachesBinary = (n: RationalNode): boolean =>
    n.kind === 'binary' || ((n.kind === 'negate' || n.kind === 'group') && reachesBinary(n.kind === 'negate' ? n.operand : n.inner));
  switch (node.kind) {
    case 'integer':
      return 0;
    case 'group':
      return countSteps(node.inner);
    case 'negate':
      return countSteps(node.operand) + (reachesBinary(node.operand) ? 1 : 0);
    case 'binary':
      return countSteps(node.left) + countSteps(node.right) + 1;
  }
}

/** Trees with small literals, so zero divisors and cancellations are common. */
const smallTreeExpression = rationalTree(fc.constantFrom('0', '1', '2', '3', '7', '10', '12'), 7).map((tree) => ({
  tree,
  text: renderRational(tree, { spaces: ['', ' '], glyph: (op) => op }),
}));

/** The builder against the two tools: the trace checks out and ends at the expression's value. */
function agreesWithTheTools(expression: string, options: TraceBuildOptions): RationalTraceCheckInput | null {
  const built = buildTraceFromExpression(expression, options);
  const check = execute('rational-expression-check', { expression, claimed_value: '0', require_canonical: false });
  if (isErrorEnvelope(check)) {
    expect(built).toEqual(check);
    return null;
  }
  if (check.reason === 'division_by_zero') {
    expect(built).toMatchObject({
      error: {
        code: 'not_computable',
        details: {
          reason: 'division_by_zero',
          position: check.first_discrepancy!.position,
          divisor_text: check.first_discrepancy!.divisor_text,
        },
      },
    });
    return null;
  }
  const justANumber = /^[-\u2212]*[0-9]+$/.test(expression.replace(/[()\s]/g, ''));
  if (isErrorEnvelope(built)) {
    expect(justANumber).toBe(true);
    expect(built.error.details.reason).toBe('no_operation');
    return null;
  }
  expect(justANumber).toBe(false);
  expect(execute('rational-trace-check', built)).toMatchObject({
    valid: true,
    reason: null,
    final_value: check.value,
    steps_checked: built.steps.length,
  });
  // A tree written as a table: ids in order, each earlier result used exactly once, the last one by nobody.
  const uses = new Map<string, number>();
  built.steps.forEach((step, index) => {
    expect(step.id).toBe(`s${index + 1}`);
    for (const operand of [step.left, step.right]) {
      if (operand.from === null) continue;
      expect(Number(operand.from.slice(1))).toBeLessThan(index + 1);
      uses.set(operand.from, (uses.get(operand.from) ?? 0) + 1);
    }
  });
  expect([...uses.keys()].sort()).toEqual(
    built.steps
      .slice(0, -1)
      .map((step) => step.id)
      .sort(),
  );
  expect([...uses.values()].every((count) => count === 1)).toBe(true);
  return built;
}

describe('buildTraceFromExpression: properties', () => {
  test("random expressions: a valid trace whose final value is the expression's value", () => {
    fc.assert(
      fc.property(validRationalExpression, fc.boolean(), ({ text }, fractionLiterals) => {
        agreesWithTheTools(text, { fractionLiterals });
      }),
      { numRuns: 300 },
    );
  });

  test('small literals: zero divisors, cancellations, and exactly one step per operator and per minus of a non-literal', () => {
    fc.assert(
      fc.property(smallTreeExpression, fc.boolean(), ({ tree, text }, fractionLiterals) => {
        const built = agreesWithTheTools(text, { fractionLiterals });
        if (built === null) return;
        if (fractionLiterals) expect(built.steps.length).toBeLessThanOrEqual(countSteps(tree));
        else expect(built.steps.length).toBe(countSteps(tree));
      }),
      { numRuns: 500 },
    );
  });

  test('near-valid and malformed expressions: never throws, errors as the Check tab reports them', () => {
    fc.assert(
      fc.property(nearValidRationalExpression, (expression) => {
        agreesWithTheTools(expression, {});
      }),
      { numRuns: 300 },
    );
  });
});
