/**
 * Contract-level tests of rational-trace-check, written from contracts/rational-trace-check.json and
 * NOTES.md, not from the implementation. Expected values are worked out by hand (arithmetic in comments).
 */
import { describe, expect, it } from 'vitest';
import { expectError, nines, pow10 } from '../../testing/expect-error';
import { execute } from '../execute';

const TOOL = 'rational-trace-check';
const REFERENCE_VERSION =
  'ISO/IEC 10967-2:2001 (LIA-2) exact-result terminology; exact arithmetic over the rationals with canonical reduced form; RFC 8259 sec. 6 integer grammar and sec. 7 strings';

function run(input: unknown): unknown {
  return JSON.parse(JSON.stringify(execute(TOOL, input))) as unknown;
}

interface Operand {
  value: unknown;
  from: unknown;
}
interface Step {
  id: unknown;
  operator: unknown;
  left: unknown;
  right: unknown;
  result: unknown;
}

const lit = (value: string): Operand => ({ value, from: null });
const ref = (value: string, from: string): Operand => ({ value, from });
const step = (id: string, operator: string, left: Operand, right: Operand, result: string): Step => ({ id, operator, left, right, result });

/** Inputs built with CreateDataProperty, so "__proto__" is an own key as JSON.parse would make it. */
const inputsOf = (entries: Array<[string, unknown]>): Record<string, unknown> => Object.fromEntries(entries);

function trace(inputs: Record<string, unknown>, steps: unknown[], claimedResult: string, requireCanonical = true): unknown {
  return run({ inputs, steps, claimed_result: claimedResult, require_canonical: requireCanonical });
}

const verified = (stepsChecked: number, finalValue: string) => ({
  valid: true,
  reason: null,
  steps_checked: stepsChecked,
  final_value: finalValue,
  first_discrepancy: null,
  reference_version: REFERENCE_VERSION,
});

interface Discrepancy {
  step_index: number | null;
  step_id: string | null;
  field: string;
  stated: string | null;
  actual: string | null;
  reference: string | null;
  matching_operator: string | null;
}

const at = (
  stepIndex: number | null,
  stepId: string | null,
  field: string,
  stated: string | null,
  actual: string | null,
  reference: string | null = null,
  matchingOperator: string | null = null,
): Discrepancy => ({
  step_index: stepIndex,
  step_id: stepId,
  field,
  stated,
  actual,
  reference,
  matching_operator: matchingOperator,
});

const failed = (reason: string, stepsChecked: number, finalValue: string | null, discrepancy: Discrepancy) => ({
  valid: false,
  reason,
  steps_checked: stepsChecked,
  final_value: finalValue,
  first_discrepancy: discrepancy,
  reference_version: REFERENCE_VERSION,
});

/** s0 = 0 + 1, then s_i = s_(i-1) + 1: `count` verified steps ending at `count`. */
function countingSteps(count: number): Step[] {
  const steps: Step[] = [step('s0', '+', lit('0'), lit('1'), '1')];
  for (let i = 1; i < count; i++) steps.push(step(`s${i}`, '+', ref(String(i), `s${i - 1}`), lit('1'), String(i + 1)));
  return steps;
}

describe('examples reproduce exactly', () => {
  it('1 + 1/2 = 3/2, 3/2 + 1/3 = 11/6', () => {
    const steps = [step('s1', '+', lit('1'), lit('1/2'), '3/2'), step('s2', '+', ref('3/2', 's1'), lit('1/3'), '11/6')];
    expect(trace({}, steps, '11/6', true)).toStrictEqual(verified(2, '11/6'));
  });

  it('7/2 − 1/2 stated as 4 is an operator_mismatch matching +', () => {
    const steps = [step('total', '-', ref('7/2', 'price'), lit('1/2'), '4')];
    expect(trace({ price: '7/2' }, steps, '4', true)).toStrictEqual(
      failed('operator_mismatch', 0, null, at(0, 'total', 'operator', '4', '3', null, '+')),
    );
  });
});

describe('unknown_reference (a result, not an error)', () => {
  it('for a from that names nothing', () => {
    expect(trace({}, [step('s1', '+', ref('1', 'nope'), lit('1'), '2')], '2')).toStrictEqual(
      failed('unknown_reference', 0, null, at(0, 's1', 'left', '1', null, 'nope')),
    );
  });

  it('for a from that names the step itself', () => {
    expect(trace({}, [step('s1', '+', ref('1', 's1'), lit('1'), '2')], '2')).toStrictEqual(
      failed('unknown_reference', 0, null, at(0, 's1', 'left', '1', null, 's1')),
    );
  });

  it('for a from that names a later step', () => {
    const steps = [step('s1', '+', ref('3', 's2'), lit('1'), '4'), step('s2', '+', lit('1'), lit('2'), '3')];
    expect(trace({}, steps, '3')).toStrictEqual(failed('unknown_reference', 0, null, at(0, 's1', 'left', '3', null, 's2')));
  });

  it('on the right operand, in a later step', () => {
    const steps = [step('s1', '+', lit('1'), lit('1'), '2'), step('s2', '+', ref('2', 's1'), ref('1', 'missing'), '3')];
    expect(trace({}, steps, '3')).toStrictEqual(failed('unknown_reference', 1, null, at(1, 's2', 'right', '1', null, 'missing')));
  });

  it('states the operand value as given', () => {
    expect(trace({}, [step('s1', '+', ref('2/4', 'nope'), lit('1'), '3/2')], '3/2', true)).toStrictEqual(
      failed('unknown_reference', 0, null, at(0, 's1', 'left', '2/4', null, 'nope')),
    );
  });
});

describe('operand_mismatch', () => {
  it('reports the referenced input value', () => {
    expect(trace({ x: '1/2' }, [step('s1', '+', ref('1/3', 'x'), lit('1'), '4/3')], '4/3')).toStrictEqual(
      failed('operand_mismatch', 0, null, at(0, 's1', 'left', '1/3', '1/2', 'x')),
    );
  });

  it('reports the referenced value in canonical form', () => {
    expect(trace({ x: '2/4' }, [step('s1', '+', ref('1/3', 'x'), lit('1'), '4/3')], '4/3')).toStrictEqual(
      failed('operand_mismatch', 0, null, at(0, 's1', 'left', '1/3', '1/2', 'x')),
    );
  });

  it('reports the referenced step result, canonical', () => {
    const steps = [step('s1', '+', lit('1'), lit('1'), '4/2'), step('s2', '*', ref('3', 's1'), lit('2'), '6')];
    expect(trace({}, steps, '6', false)).toStrictEqual(failed('operand_mismatch', 1, null, at(1, 's2', 'left', '3', '2', 's1')));
  });

  it('on the right operand', () => {
    expect(trace({ y: '5' }, [step('s1', '-', lit('1'), ref('4', 'y'), '-3')], '-3')).toStrictEqual(
      failed('operand_mismatch', 0, null, at(0, 's1', 'right', '4', '5', 'y')),
    );
  });
});

describe('values are compared by value', () => {
  it('accepts operand 2/4 from input 1/2 when require_canonical is false', () => {
    const steps = [step('s1', '+', ref('2/4', 'x'), lit('1/2'), '1')];
    expect(trace({ x: '1/2' }, steps, '1', false)).toStrictEqual(verified(1, '1'));
  });

  it('reports operand 2/4 not_canonical when require_canonical is true', () => {
    const steps = [step('s1', '+', ref('2/4', 'x'), lit('1/2'), '1')];
    expect(trace({ x: '1/2' }, steps, '1', true)).toStrictEqual(failed('not_canonical', 0, null, at(0, 's1', 'left', '2/4', '1/2', 'x')));
  });

  it('does not check input values for canonical form', () => {
    const steps = [step('s1', '+', ref('1/2', 'x'), ref('0', 'z'), '1/2')];
    expect(trace({ x: '2/4', z: '-0', unused: '6/3' }, steps, '1/2', true)).toStrictEqual(verified(1, '1/2'));
  });

  it('reports a non-canonical literal operand with reference null', () => {
    expect(trace({}, [step('s1', '+', lit('3/1'), lit('1'), '4')], '4', true)).toStrictEqual(
      failed('not_canonical', 0, null, at(0, 's1', 'left', '3/1', '3')),
    );
    expect(trace({}, [step('s1', '+', lit('1'), lit('-0'), '1')], '1', true)).toStrictEqual(
      failed('not_canonical', 0, null, at(0, 's1', 'right', '-0', '0')),
    );
    expect(trace({}, [step('s1', '+', lit('3/1'), lit('-0'), '3')], '3', false)).toStrictEqual(verified(1, '3'));
  });
});

describe('order of the checks within a step', () => {
  it('left unknown_reference before right unknown_reference', () => {
    expect(trace({}, [step('s1', '+', ref('1', 'a'), ref('1', 'b'), '2')], '2')).toStrictEqual(
      failed('unknown_reference', 0, null, at(0, 's1', 'left', '1', null, 'a')),
    );
  });

  it('left operand_mismatch before right unknown_reference', () => {
    expect(trace({ x: '1' }, [step('s1', '+', ref('2', 'x'), ref('1', 'b'), '3')], '3')).toStrictEqual(
      failed('operand_mismatch', 0, null, at(0, 's1', 'left', '2', '1', 'x')),
    );
  });

  it('left not_canonical before right unknown_reference', () => {
    expect(trace({}, [step('s1', '+', lit('2/2'), ref('1', 'b'), '2')], '2', true)).toStrictEqual(
      failed('not_canonical', 0, null, at(0, 's1', 'left', '2/2', '1')),
    );
  });

  it('operand_mismatch before the operand not_canonical', () => {
    expect(trace({ x: '1/2' }, [step('s1', '+', ref('4/6', 'x'), lit('1'), '5/3')], '5/3', true)).toStrictEqual(
      failed('operand_mismatch', 0, null, at(0, 's1', 'left', '4/6', '1/2', 'x')),
    );
  });

  it('a right operand fault before a wrong result', () => {
    expect(trace({}, [step('s1', '+', lit('1'), lit('4/2'), '9')], '9', true)).toStrictEqual(
      failed('not_canonical', 0, null, at(0, 's1', 'right', '4/2', '2')),
    );
  });

  it('right operand_mismatch before division_by_zero', () => {
    expect(trace({ x: '1' }, [step('s1', '/', lit('1'), ref('0', 'x'), '1')], '1')).toStrictEqual(
      failed('operand_mismatch', 0, null, at(0, 's1', 'right', '0', '1', 'x')),
    );
  });

  it('right not_canonical before division_by_zero', () => {
    expect(trace({}, [step('s1', '/', lit('1'), lit('-0'), '1')], '1', true)).toStrictEqual(
      failed('not_canonical', 0, null, at(0, 's1', 'right', '-0', '0')),
    );
  });

  it('division_by_zero before the result', () => {
    expect(trace({}, [step('s1', '/', lit('1'), lit('0'), '5')], '5')).toStrictEqual(
      failed('division_by_zero', 0, null, at(0, 's1', 'right', '0', null)),
    );
  });

  it('operator_mismatch before the result not_canonical', () => {
    // 1/2 − 1/2 = 0; 1/2 + 1/2 = 1 = 2/2
    expect(trace({}, [step('s1', '-', lit('1/2'), lit('1/2'), '2/2')], '1', true)).toStrictEqual(
      failed('operator_mismatch', 0, null, at(0, 's1', 'operator', '2/2', '0', null, '+')),
    );
  });

  it('result_mismatch before the result not_canonical', () => {
    expect(trace({}, [step('s1', '+', lit('1'), lit('1'), '6/2')], '3', true)).toStrictEqual(
      failed('result_mismatch', 0, null, at(0, 's1', 'result', '6/2', '2')),
    );
  });

  it('a step discrepancy before the final result', () => {
    expect(trace({}, [step('s1', '+', lit('1'), lit('1'), '3')], '7')).toStrictEqual(
      failed('result_mismatch', 0, null, at(0, 's1', 'result', '3', '2')),
    );
  });
});

describe('division_by_zero', () => {
  it('states the divisor as given', () => {
    expect(trace({}, [step('s1', '/', lit('1'), lit('0/3'), '1')], '1', false)).toStrictEqual(
      failed('division_by_zero', 0, null, at(0, 's1', 'right', '0/3', null)),
    );
  });

  it('names the divisor reference', () => {
    expect(trace({ z: '0' }, [step('s1', '/', lit('1'), ref('0', 'z'), '1')], '1')).toStrictEqual(
      failed('division_by_zero', 0, null, at(0, 's1', 'right', '0', null, 'z')),
    );
    const steps = [step('s1', '-', lit('1'), lit('1'), '0'), step('s2', '/', lit('1'), ref('0', 's1'), '1')];
    expect(trace({}, steps, '1')).toStrictEqual(failed('division_by_zero', 1, null, at(1, 's2', 'right', '0', null, 's1')));
  });

  it('is not raised for a zero dividend', () => {
    expect(trace({}, [step('s1', '/', lit('0'), lit('5'), '0')], '0')).toStrictEqual(verified(1, '0'));
  });
});

describe('operator_mismatch and result_mismatch', () => {
  const cases: Array<[string, string, string, string, string, string]> = [
    // operator, left, right, stated, actual (true result with the stated operator), matching operator
    ['+', '2', '3', '6', '5', '*'],
    ['+', '5', '3', '2', '8', '-'],
    ['+', '2', '2', '1', '4', '/'],
    // 2 + 2 and 2 · 2 both give 4: the first of + - * / wins.
    ['/', '2', '2', '4', '1', '+'],
    ['-', '2', '2', '4', '0', '+'],
    ['*', '3', '2', '3/2', '6', '/'],
    ['+', '1', '0', '0', '1', '*'],
    ['-', '3', '0', '0', '3', '*'],
    // 1/2 − 1/3 and 1/2 · 1/3 are both 1/6: - comes before *.
    ['/', '1/2', '1/3', '1/6', '3/2', '-'],
  ];
  for (const [operator, left, right, stated, actual, matching] of cases) {
    it(`${left} ${operator} ${right} stated ${stated} → actual ${actual}, matching ${matching}`, () => {
      expect(trace({}, [step('s', operator, lit(left), lit(right), stated)], stated)).toStrictEqual(
        failed('operator_mismatch', 0, null, at(0, 's', 'operator', stated, actual, null, matching)),
      );
    });
  }

  it('matches the stated result by value', () => {
    expect(trace({}, [step('s', '-', lit('1/2'), lit('1/2'), '2/2')], '1', false)).toStrictEqual(
      failed('operator_mismatch', 0, null, at(0, 's', 'operator', '2/2', '0', null, '+')),
    );
  });

  it('is result_mismatch when no operator yields the stated result', () => {
    expect(trace({}, [step('s', '+', lit('1'), lit('1'), '3')], '3')).toStrictEqual(
      failed('result_mismatch', 0, null, at(0, 's', 'result', '3', '2')),
    );
  });

  it('does not try / by zero', () => {
    // 5 + 0 = 5, 5 − 0 = 5, 5 · 0 = 0; 5 / 0 is not tried.
    expect(trace({}, [step('s', '+', lit('5'), lit('0'), '7')], '7')).toStrictEqual(
      failed('result_mismatch', 0, null, at(0, 's', 'result', '7', '5')),
    );
    // 0 + 0 = 0 − 0 = 0 · 0 = 0; 0 / 0 is not tried.
    expect(trace({}, [step('s', '*', lit('0'), lit('0'), '1')], '1')).toStrictEqual(
      failed('result_mismatch', 0, null, at(0, 's', 'result', '1', '0')),
    );
  });
});

describe('result not_canonical', () => {
  it('is reported when require_canonical is true', () => {
    expect(trace({}, [step('s1', '+', lit('1/2'), lit('1/2'), '2/2')], '1', true)).toStrictEqual(
      failed('not_canonical', 0, null, at(0, 's1', 'result', '2/2', '1')),
    );
  });

  it('is accepted when require_canonical is false, and final_value is canonical', () => {
    expect(trace({}, [step('s1', '+', lit('1/2'), lit('1/2'), '2/2')], '1', false)).toStrictEqual(verified(1, '1'));
  });
});

describe('after all steps', () => {
  it('final_result_mismatch keeps final_value and counts every step', () => {
    expect(trace({}, [step('s1', '+', lit('1'), lit('1'), '2')], '3')).toStrictEqual(
      failed('final_result_mismatch', 1, '2', at(null, null, 'claimed_result', '3', '2')),
    );
  });

  it('the final value is the last step result', () => {
    const steps = [step('s1', '+', lit('1'), lit('1'), '2'), step('s2', '*', lit('5'), lit('1'), '5')];
    expect(trace({}, steps, '2')).toStrictEqual(failed('final_result_mismatch', 2, '5', at(null, null, 'claimed_result', '2', '5')));
  });

  it('final_result_mismatch reports the final value canonical', () => {
    const steps = [step('s1', '+', lit('1/4'), lit('1/4'), '2/4')];
    expect(trace({}, steps, '1', false)).toStrictEqual(
      failed('final_result_mismatch', 1, '1/2', at(null, null, 'claimed_result', '1', '1/2')),
    );
    expect(trace({}, steps, '1/2', false)).toStrictEqual(verified(1, '1/2'));
  });

  it('claimed_result not_canonical when require_canonical is true', () => {
    const steps = [step('s1', '+', lit('1'), lit('1'), '2')];
    expect(trace({}, steps, '4/2', true)).toStrictEqual(failed('not_canonical', 1, '2', at(null, null, 'claimed_result', '4/2', '2')));
    expect(trace({}, steps, '4/2', false)).toStrictEqual(verified(1, '2'));
  });

  it('final_result_mismatch before claimed_result not_canonical', () => {
    const steps = [step('s1', '+', lit('1'), lit('1'), '2')];
    expect(trace({}, steps, '6/2', true)).toStrictEqual(
      failed('final_result_mismatch', 1, '2', at(null, null, 'claimed_result', '6/2', '2')),
    );
  });
});

describe('steps_checked', () => {
  it('counts the steps verified before the first discrepancy', () => {
    const steps = [
      step('a', '+', lit('1'), lit('2'), '3'),
      step('b', '*', ref('3', 'a'), lit('2'), '6'),
      // 6 − 3 = 3; 6 + 3 = 9, 6 · 3 = 18, 6 / 3 = 2: none gives 4.
      step('c', '-', ref('6', 'b'), ref('3', 'a'), '4'),
    ];
    expect(trace({}, steps, '4')).toStrictEqual(failed('result_mismatch', 2, null, at(2, 'c', 'result', '4', '3')));
  });
});

describe('names', () => {
  it('takes __proto__, constructor and toString as ordinary input names', () => {
    const inputs = inputsOf([
      ['__proto__', '1/2'],
      ['constructor', '1/3'],
      ['toString', '1/6'],
    ]);
    const steps = [
      step('s1', '+', ref('1/2', '__proto__'), ref('1/3', 'constructor'), '5/6'),
      step('s2', '+', ref('5/6', 's1'), ref('1/6', 'toString'), '1'),
    ];
    expect(trace(inputs, steps, '1')).toStrictEqual(verified(2, '1'));
  });

  it('takes an input parsed from JSON text with a __proto__ key', () => {
    const input = JSON.parse(
      '{"inputs":{"__proto__":"1/2"},"steps":[{"id":"s","operator":"*","left":{"value":"1/2","from":"__proto__"},"right":{"value":"2","from":null},"result":"1"}],"claimed_result":"1","require_canonical":true}',
    ) as unknown;
    expect(run(input)).toStrictEqual(verified(1, '1'));
  });

  it('compares against an input named __proto__', () => {
    expect(trace(inputsOf([['__proto__', '1/2']]), [step('s1', '+', ref('1', '__proto__'), lit('1'), '2')], '2')).toStrictEqual(
      failed('operand_mismatch', 0, null, at(0, 's1', 'left', '1', '1/2', '__proto__')),
    );
  });

  it('takes __proto__, constructor and toString as ordinary step ids', () => {
    const steps = [
      step('__proto__', '+', lit('1'), lit('1'), '2'),
      step('constructor', '*', ref('2', '__proto__'), lit('3'), '6'),
      step('toString', '-', ref('6', 'constructor'), lit('1'), '5'),
    ];
    expect(trace({}, steps, '5')).toStrictEqual(verified(3, '5'));
  });

  it('does not resolve a from to an Object.prototype member', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(trace({}, [step('s1', '+', ref('1', name), lit('1'), '2')], '2')).toStrictEqual(
        failed('unknown_reference', 0, null, at(0, 's1', 'left', '1', null, name)),
      );
    }
  });

  it('rejects a name repeated across inputs and step ids', () => {
    expectError(trace({ x: '1' }, [step('x', '+', lit('1'), lit('1'), '2')], '2'), 'invalid_input');
    expectError(trace(inputsOf([['__proto__', '1']]), [step('__proto__', '+', lit('1'), lit('1'), '2')], '2'), 'invalid_input');
  });

  it('rejects a repeated step id', () => {
    const twice = (id: string) => [step(id, '+', lit('1'), lit('1'), '2'), step(id, '+', lit('1'), lit('1'), '2')];
    expectError(trace({}, twice('s'), '2'), 'invalid_input');
    expectError(trace({}, twice('constructor'), '2'), 'invalid_input');
  });

  it('is case-sensitive', () => {
    expect(trace({ x: '1' }, [step('X', '+', ref('1', 'x'), lit('1'), '2')], '2')).toStrictEqual(verified(1, '2'));
  });

  const longest = 'a' + 'b'.repeat(63); // 64 characters
  const tooLong = 'a' + 'b'.repeat(64); // 65 characters

  it('accepts names of 64 characters in inputs, step ids and from', () => {
    const steps = [step(longest, '+', ref('1', '_' + 'c'.repeat(63)), lit('1'), '2'), step('_', '*', ref('2', longest), lit('1'), '2')];
    expect(trace({ ['_' + 'c'.repeat(63)]: '1' }, steps, '2')).toStrictEqual(verified(2, '2'));
  });

  it('rejects names of 65 characters', () => {
    expectError(trace({ [tooLong]: '1' }, [step('s', '+', lit('1'), lit('1'), '2')], '2'), 'invalid_input');
    expectError(trace({}, [step(tooLong, '+', lit('1'), lit('1'), '2')], '2'), 'invalid_input');
    expectError(trace({}, [step('s', '+', ref('1', tooLong), lit('1'), '2')], '2'), 'invalid_input');
  });

  it('rejects a leading digit', () => {
    expectError(trace({ '1a': '1' }, [step('s', '+', lit('1'), lit('1'), '2')], '2'), 'invalid_input');
    expectError(trace({}, [step('1a', '+', lit('1'), lit('1'), '2')], '2'), 'invalid_input');
    expectError(trace({}, [step('s', '+', ref('1', '1a'), lit('1'), '2')], '2'), 'invalid_input');
  });

  it('rejects other characters in a step id or input name', () => {
    for (const bad of ['', 'a-b', 'a b', 'a.b', '\u00e9', 'a\n', '$a']) {
      expectError(trace({}, [step(bad, '+', lit('1'), lit('1'), '2')], '2'), 'invalid_input');
      expectError(trace({ [bad]: '1' }, [step('s', '+', lit('1'), lit('1'), '2')], '2'), 'invalid_input');
    }
  });

  it('rejects a malformed from as invalid_input, not unknown_reference', () => {
    for (const bad of ['', '1x', 'a-b', 'a\n']) {
      expectError(trace({}, [step('s', '+', ref('1', bad), lit('1'), '2')], '2'), 'invalid_input');
    }
    for (const from of [1, true, ['x'], { name: 'x' }]) {
      expectError(trace({ x: '1' }, [step('s', '+', { value: '1', from }, lit('1'), '2')], '2'), 'invalid_input');
    }
  });
});

describe('input shape', () => {
  const good = () => [step('s', '+', lit('1'), lit('1'), '2')];

  it('requires a JSON object', () => {
    for (const input of [null, [], 'x', 1, true]) expectError(run(input), 'invalid_input');
  });

  it('rejects unknown and missing top-level fields', () => {
    expectError(run({ inputs: {}, steps: good(), claimed_result: '2', require_canonical: true, extra: 1 }), 'invalid_input');
    expectError(run({ inputs: {}, steps: good(), claimed_result: '2' }), 'invalid_input');
    expectError(run({ steps: good(), claimed_result: '2', require_canonical: true }), 'invalid_input');
    expectError(run({ inputs: {}, claimed_result: '2', require_canonical: true }), 'invalid_input');
    expectError(run({ inputs: {}, steps: good(), require_canonical: true }), 'invalid_input');
  });

  it('rejects wrong types of top-level fields', () => {
    expectError(run({ inputs: [], steps: good(), claimed_result: '2', require_canonical: true }), 'invalid_input');
    expectError(run({ inputs: null, steps: good(), claimed_result: '2', require_canonical: true }), 'invalid_input');
    expectError(run({ inputs: {}, steps: { 0: good()[0] }, claimed_result: '2', require_canonical: true }), 'invalid_input');
    expectError(run({ inputs: {}, steps: good(), claimed_result: '2', require_canonical: 'true' }), 'invalid_input');
  });

  it('rejects JSON numbers as values', () => {
    expectError(run({ inputs: { x: 1 }, steps: good(), claimed_result: '2', require_canonical: true }), 'invalid_input');
    expectError(
      trace(
        {},
        [step('s', '+', lit('1'), lit('1'), '2')].map((s) => ({ ...s, result: 2 })),
        '2',
      ),
      'invalid_input',
    );
    expectError(trace({}, [{ ...good()[0]!, left: { value: 1, from: null } }], '2'), 'invalid_input');
    expectError(run({ inputs: {}, steps: good(), claimed_result: 2, require_canonical: true }), 'invalid_input');
  });

  it('rejects values outside the rational pattern', () => {
    for (const bad of ['+1', '01', '1/0', '1/01', '1.5', ' 1', '', '\u22121', '1/-2']) {
      expectError(trace({ x: bad }, good(), '2'), 'invalid_input');
      expectError(trace({}, [step('s', '+', lit(bad), lit('1'), '2')], '2'), 'invalid_input');
      expectError(trace({}, [step('s', '+', lit('1'), lit('1'), bad)], '2'), 'invalid_input');
      expectError(trace({}, good(), bad), 'invalid_input');
    }
  });

  it('rejects unknown and missing fields in steps and operands', () => {
    expectError(trace({}, [{ ...good()[0]!, note: 'x' }], '2'), 'invalid_input');
    expectError(trace({}, [{ ...good()[0]!, left: { value: '1', from: null, note: 'x' } }], '2'), 'invalid_input');
    expectError(trace({}, [{ id: 's', operator: '+', left: lit('1'), right: lit('1') }], '2'), 'invalid_input');
    expectError(trace({}, [{ ...good()[0]!, right: { value: '1' } }], '2'), 'invalid_input');
    const withProto = JSON.parse(
      '{"id":"s","operator":"+","left":{"value":"1","from":null},"right":{"value":"1","from":null},"result":"2","__proto__":{}}',
    ) as unknown;
    expectError(trace({}, [withProto], '2'), 'invalid_input');
    expectError(trace({}, [null], '2'), 'invalid_input');
    expectError(trace({}, [{ ...good()[0]!, left: null }], '2'), 'invalid_input');
  });

  it('rejects an operator outside + - * /', () => {
    for (const operator of ['x', '\u00d7', '\u00f7', '\u2212', '^', '', '++', ' +', null, 1]) {
      expectError(trace({}, [{ ...good()[0]!, operator }], '2'), 'invalid_input');
    }
  });

  it('rejects zero steps', () => {
    expectError(trace({}, [], '0'), 'invalid_input');
  });

  it('outputs exactly the output_schema fields', () => {
    const response = trace({}, [step('s', '+', lit('1'), lit('1'), '3')], '3') as Record<string, unknown> & { first_discrepancy: object };
    expect(Object.keys(response).sort()).toEqual([
      'final_value',
      'first_discrepancy',
      'reason',
      'reference_version',
      'steps_checked',
      'valid',
    ]);
    expect(Object.keys(response.first_discrepancy).sort()).toEqual([
      'actual',
      'field',
      'matching_operator',
      'reference',
      'stated',
      'step_id',
      'step_index',
    ]);
  });
});

describe('limits', () => {
  const manyInputs = (count: number): Array<[string, unknown]> => Array.from({ length: count }, (_, i) => [`i${i}`, '1']);

  it('accepts 256 inputs and rejects 257', () => {
    const steps = [step('s', '+', ref('1', 'i0'), ref('1', 'i255'), '2')];
    expect(trace(inputsOf(manyInputs(256)), steps, '2')).toStrictEqual(verified(1, '2'));
    expectError(trace(inputsOf(manyInputs(257)), steps, '2'), 'limit_exceeded');
  });

  it('answers 100,000 inputs or steps with the limit, not a throw', () => {
    expectError(trace(inputsOf(manyInputs(100_000)), [step('s', '+', lit('1'), lit('1'), '2')], '2'), 'limit_exceeded');
    expectError(trace({}, new Array<unknown>(100_000).fill(null), '2'), 'limit_exceeded');
  });

  it('counts inputs before checking their contents', () => {
    const steps = [step('s', '+', lit('1'), lit('1'), '2')];
    const malformedValue = manyInputs(257);
    malformedValue[0] = ['i0', 'not a number'];
    expectError(trace(inputsOf(malformedValue), steps, '2'), 'limit_exceeded');
    const malformedName = manyInputs(257);
    malformedName[0] = ['0bad', '1'];
    expectError(trace(inputsOf(malformedName), steps, '2'), 'limit_exceeded');
  });

  it('accepts 1024 steps and rejects 1025', () => {
    expect(trace({}, countingSteps(1024), '1024')).toStrictEqual(verified(1024, '1024'));
    expectError(trace({}, countingSteps(1025), '1025'), 'limit_exceeded');
  });

  it('counts steps before checking their contents', () => {
    const steps: unknown[] = countingSteps(1025);
    steps[0] = null;
    expectError(trace({}, steps, '1025'), 'limit_exceeded');
    steps[0] = { id: 's0', operator: '%' };
    expectError(trace({}, steps, '1025'), 'limit_exceeded');
  });

  it('accepts 500-digit stated values, sign excluded', () => {
    // (10^500 − 1) + 0, then 0 − (10^500 − 1)
    const steps = [
      step('a', '+', ref(nines(500), 'x'), lit('0'), nines(500)),
      step('b', '-', lit('0'), ref(nines(500), 'a'), '-' + nines(500)),
    ];
    expect(trace({ x: nines(500) }, steps, '-' + nines(500))).toStrictEqual(verified(2, '-' + nines(500)));
    // 1/(10^500 − 1) · 1
    expect(trace({}, [step('s', '*', lit('1/' + nines(500)), lit('1'), '1/' + nines(500))], '1/' + nines(500))).toStrictEqual(
      verified(1, '1/' + nines(500)),
    );
  });

  it('rejects a 501-digit stated value anywhere', () => {
    const big = pow10(500); // 501 digits
    const good = [step('s', '+', lit('1'), lit('1'), '2')];
    expectError(trace({ unused: big }, good, '2'), 'limit_exceeded');
    expectError(trace({ unused: '-' + big }, good, '2'), 'limit_exceeded');
    expectError(trace({}, [step('s', '+', lit(big), lit('0'), '1')], '1'), 'limit_exceeded');
    expectError(trace({}, [step('s', '+', lit('0'), lit('1/' + big), '1')], '1'), 'limit_exceeded');
    expectError(trace({}, [step('s', '+', lit('1'), lit('1'), big)], '2'), 'limit_exceeded');
    expectError(trace({}, good, '1/' + big), 'limit_exceeded');
  });

  it('rejects an exact step result over 500 digits', () => {
    // 10^299 · 10^299 = 10^598 (599 digits)
    expectError(trace({}, [step('s', '*', lit(pow10(299)), lit(pow10(299)), '1')], '1'), 'limit_exceeded');
    // (1/10^250) · (1/10^250) = 1/10^500: a 501-digit denominator
    expectError(trace({}, [step('s', '*', lit('1/' + pow10(250)), lit('1/' + pow10(250)), '1')], '1'), 'limit_exceeded');
  });

  it('accepts an exact step result of 500 digits', () => {
    // 10^250 · 10^249 = 10^499
    expect(trace({}, [step('s', '*', lit(pow10(250)), lit(pow10(249)), pow10(499))], pow10(499))).toStrictEqual(verified(1, pow10(499)));
  });

  it('measures the exact result in reduced form', () => {
    // (10^499/99) · (99/10) = 10^498; the unreduced numerator 99·10^499 would have 501 digits.
    const steps = [step('s', '*', lit(pow10(499) + '/99'), lit('99/10'), pow10(498))];
    expect(trace({}, steps, pow10(498))).toStrictEqual(verified(1, pow10(498)));
  });

  it('stops at the first discrepancy before a later oversized result', () => {
    const steps = [step('s1', '+', lit('1'), lit('1'), '3'), step('s2', '*', lit(pow10(299)), lit(pow10(299)), '1')];
    expect(trace({}, steps, '1')).toStrictEqual(failed('result_mismatch', 0, null, at(0, 's1', 'result', '3', '2')));
  });

  it('caps the step result, not the other operators tried for operator_mismatch', () => {
    // 10^299 + 10^299 = 2·10^299; trying * would give 10^598 (599 digits); 10^299 / 10^299 = 1.
    const sum = '2' + '0'.repeat(299);
    expect(trace({}, [step('s', '+', lit(pow10(299)), lit(pow10(299)), '1')], '1')).toStrictEqual(
      failed('operator_mismatch', 0, null, at(0, 's', 'operator', '1', sum, null, '/')),
    );
    expect(trace({}, [step('s', '+', lit(pow10(299)), lit(pow10(299)), '3')], '3')).toStrictEqual(
      failed('result_mismatch', 0, null, at(0, 's', 'result', '3', sum)),
    );
  });
});
