/**
 * How to add a kind of working, shown with a tiny third one: whole-number arithmetic (+, −, ×) in
 * lines chained by "=", with one named mistake, a sum written where a product was asked
 * (3 × 4 = 7). It is a whole kind in under a hundred lines: it claims its workings, checks them,
 * marks them, and grading takes it with no change anywhere else (docs/ARCHITECTURE.md).
 */
import { describe, expect, test } from 'vitest';
import { invalidInput, type ErrorEnvelope } from '../errors';
import { gradeRow } from '../grading/grade';
import type { AnswerRow } from '../grading/answers';
import { distinctRules, type KindClaim, type WorkingKind } from './kind';
import { readKind, WORKING_KINDS } from './kinds';

type IntegerRule = 'added_instead_of_multiplied';

interface IntegerStep {
  line: number;
  value: bigint;
  status: 'start' | 'equal' | 'not_equal';
  misconceptions: IntegerRule[];
}

interface IntegerOutput {
  valid: boolean;
  steps: IntegerStep[];
}

/** A line of whole numbers and + − ×, × first; null when it is not one. */
function evaluate(line: string, sumForProduct = false): bigint | null {
  const terms = line.replace(/\s+/g, '').split(/(?=[+-])/);
  if (terms.length === 0 || terms.some((term) => !/^[+-]?\d+([×*]\d+)*$/.test(term))) return null;
  return terms.reduce((sum, term) => {
    const factors = term.replace(/^[+-]/, '').split(/[×*]/).map(BigInt);
    const value = sumForProduct ? factors.reduce((a, b) => a + b) : factors.reduce((a, b) => a * b);
    return term.startsWith('-') ? sum - value : sum + value;
  }, 0n);
}

/** The steps: the parts between the "=" signs, each with the line it starts on. */
function partsOf(working: string): Array<{ text: string; line: number }> {
  let at = 0;
  return working.split('=').map((text) => {
    const start = at + text.search(/\S|$/);
    at += text.length + 1;
    return { text: text.trim(), line: working.slice(0, start).split('\n').length };
  });
}

function checkIntegers(request: { working: string }): IntegerOutput | ErrorEnvelope {
  const parts = partsOf(request.working);
  const values = parts.map((part) => evaluate(part.text));
  const bad = values.indexOf(null);
  if (bad >= 0) return invalidInput('syntax_error', `step ${bad + 1} is not whole numbers with + − ×`).toEnvelope();
  const steps = values.map((value, index): IntegerStep => {
    const right = index === 0 || value === values[0];
    // The mistake's own evaluation of the step before gives the value written.
    const named = !right && evaluate(parts[index - 1]!.text, true) === value;
    return {
      line: parts[index]!.line,
      value: value!,
      status: index === 0 ? 'start' : right ? 'equal' : 'not_equal',
      misconceptions: named ? ['added_instead_of_multiplied'] : [],
    };
  });
  return { valid: steps.every((step) => step.status !== 'not_equal'), steps };
}

const INTEGER_KIND: WorkingKind<'integer', { working: string }, IntegerOutput, IntegerRule, null> = {
  id: 'integer',
  rules: ['added_instead_of_multiplied'],
  // Its working has whole numbers and + − × only: no fraction bar, no letter, no point.
  claims: (working): KindClaim => (/^[\d\s+\-×*=]+$/.test(working) && working.includes('=') ? 'yes' : 'no'),
  request: (task) => ({ working: task.working }),
  check: checkIntegers,
  checkExplained: (request) => ({ response: checkIntegers(request), explanation: null, fault: null, places: [] }),
  grade(task) {
    const response = checkIntegers({ working: task.working });
    if ('error' in response) return { reason: response.error.details.reason, message: response.error.message };
    const wrong = response.steps.find((step) => step.status === 'not_equal') ?? null;
    const last = response.steps.at(-1)!;
    const answerMatches = task.answer === null || String(last.value) === task.answer;
    return {
      verdict: wrong !== null ? 'step_mismatch' : answerMatches ? 'correct' : 'answer_mismatch',
      firstErrorLine: wrong?.line ?? null,
      rules: distinctRules(wrong?.misconceptions ?? []),
      couldBe: null,
      finalValue: String(last.value),
    };
  },
};

const KINDS = [INTEGER_KIND, ...WORKING_KINDS];

const row = (working: string, answer = ''): AnswerRow => ({
  row: 2,
  student: 'Dana',
  question: 'Q1',
  working,
  answer,
  finalForm: '',
  fault: null,
});

describe('a third kind of working, added by implementing WorkingKind and listing it', () => {
  test('the kinds are asked in order: whole numbers are the new kind, fractions and equations stay theirs', () => {
    expect(readKind('3 × 4 + 2 = 14', KINDS)).toEqual({ kind: INTEGER_KIND });
    expect(readKind('1/2 + 1/3 = 5/6', KINDS)).toMatchObject({ kind: { id: 'fraction' } });
    expect(readKind('2x + 1 = 7', KINDS)).toMatchObject({ kind: { id: 'equation' } });
    expect(readKind('2 x 3 = 6x', KINDS)).toEqual({ unsure: 2 });
  });

  test('its check marks each line and names its mistake at the first wrong one', () => {
    expect(INTEGER_KIND.check({ working: '3 × 4 + 2\n= 12 + 2\n= 14' })).toMatchObject({ valid: true });
    const wrong = INTEGER_KIND.check({ working: '3 × 4 = 7' }) as IntegerOutput;
    expect(wrong.steps.map((step) => [step.status, step.misconceptions])).toEqual([
      ['start', []],
      ['not_equal', ['added_instead_of_multiplied']],
    ]);
    expect(INTEGER_KIND.check({ working: '3 × 4 = 11' })).toMatchObject({ steps: [{}, { status: 'not_equal', misconceptions: [] }] });
  });

  test('grading takes it with no change: a right row, a named mistake, a wrong answer, a refused working', () => {
    expect(gradeRow(row('6 × 7 = 42', '42'), null, KINDS)).toMatchObject({ verdict: 'correct', final_value: '42', fault: null });
    expect(gradeRow(row('3 × 4\n= 7'), null, KINDS)).toMatchObject({
      verdict: 'step_mismatch',
      first_error_line: 2,
      misconceptions: ['added_instead_of_multiplied'],
    });
    expect(gradeRow(row('6 × 7 = 42', '43'), null, KINDS)).toMatchObject({ verdict: 'answer_mismatch' });
    expect(gradeRow(row('= 4'), null, KINDS)).toMatchObject({ verdict: 'invalid', fault: { reason: 'syntax_error' } });
  });

  test('without it, the same rows are the fraction kind’s, graded as before', () => {
    // A point is no whole number: the fraction kind takes that working, in either list.
    expect(gradeRow(row('3 × 4\n= 7.5'), null, KINDS)).toMatchObject({
      verdict: 'step_mismatch',
      first_error_line: 2,
      final_value: '15/2',
    });
    expect(gradeRow(row('3 × 4\n= 11'), null)).toMatchObject({ verdict: 'step_mismatch', first_error_line: 2, final_value: '11' });
    expect(gradeRow(row('6 × 7 = 42', '43'), null)).toMatchObject({ verdict: 'answer_mismatch', final_value: '42' });
  });
});
