// The Trace tab's input errors, said to the person: for every reason the step table can be refused
// for, a sentence in English and in Hebrew that names the cell as the table shows it (steps from
// 1) and quotes what is written there, never the engine's message or its field path.
import { describe, expect, it } from 'vitest';
import { execute } from '../execute';
import type { ErrorEnvelope } from '../errors';
import type { RationalTraceCheckInput as TraceInput } from '../requests';
import { buildTraceFromExpression } from '../trace-builder';
import { FIELD_ERROR_SENTENCES, buildInputError, traceInputError } from './field-error-sentences';
import { sentenceText as messageText } from './sentence-message';

const { en, he } = FIELD_ERROR_SENTENCES;

const table = (): TraceInput => ({
  inputs: { a: '1/2', b: '1/3' },
  steps: [{ id: 's1', operator: '+', left: { value: '1/2', from: 'a' }, right: { value: '1/3', from: 'b' }, result: '5/6' }],
  claimed_result: '5/6',
  require_canonical: false,
});

const CASES: Array<[label: string, change: (request: TraceInput) => void, reason: string, english: string]> = [
  [
    'an input that is not a fraction',
    (r) => {
      r.inputs.a = 'abc';
    },
    'invalid_rational',
    '“abc”, the input “a”, is not a fraction: write a whole number, or numerator/denominator, such as -3/4.',
  ],
  [
    'an input with a zero denominator',
    (r) => {
      r.inputs.a = '1/0';
    },
    'invalid_rational',
    '“1/0”, the input “a”, has 0 as its denominator: a denominator is a whole number above 0.',
  ],
  [
    'an empty input',
    (r) => {
      r.inputs.a = '';
    },
    'invalid_rational',
    'Write the input “a”: a fraction such as 3/4, or a whole number.',
  ],
  [
    'an input name',
    (r) => {
      r.inputs['2a'] = '1';
    },
    'invalid_name',
    'The input name “2a” cannot be used: start it with a letter or _, then letters, digits or _ (at most 64).',
  ],
  [
    'an input name cut in the field path',
    (r) => {
      r.inputs['a'.repeat(80)] = '1';
    },
    'invalid_name',
    `The input name “${'a'.repeat(80)}” cannot be used: start it with a letter or _, then letters, digits or _ (at most 64).`,
  ],
  [
    'a step without an id',
    (r) => {
      r.steps[0]!.id = '';
    },
    'invalid_name',
    'Give the id of step 1 a name, such as s1.',
  ],
  [
    'a step id with a space',
    (r) => {
      r.steps[0]!.id = 'step 1';
    },
    'invalid_name',
    '“step 1”, the id of step 1, is not a name: start it with a letter or _, then letters, digits or _ (at most 64).',
  ],
  [
    'a repeated step id',
    (r) => {
      r.steps.push({ ...r.steps[0]! });
    },
    'duplicate_name',
    '“s1”, the id of step 2, is already the name of an input or an earlier step: give it another.',
  ],
  [
    'an operator',
    (r) => {
      r.steps[0]!.operator = '%' as never;
    },
    'invalid_operator',
    '“%”, the operator of step 1, is not one of + − × ÷.',
  ],
  [
    'a decimal value',
    (r) => {
      r.steps[0]!.left.value = '0.5';
    },
    'invalid_rational',
    '“0.5”, the left value of step 1, is a decimal: write it as a fraction (0.5 is 1/2).',
  ],
  [
    'a mixed number',
    (r) => {
      r.steps[0]!.right.value = '1 1/3';
    },
    'invalid_rational',
    '“1 1/3”, the right value of step 1, is a mixed number: write it as one fraction (1 1/2 is 3/2).',
  ],
  [
    'a value with spaces',
    (r) => {
      r.steps[0]!.result = ' 5/6';
    },
    'invalid_rational',
    '“ 5/6”, the result of step 1, has spaces around it: write the fraction alone.',
  ],
  [
    'where a value comes from',
    (r) => {
      r.steps[0]!.left.from = '2 b';
    },
    'invalid_name',
    '“2 b”, where the left value of step 1 comes from, is not a name: start it with a letter or _, then letters, digits or _ (at most 64).',
  ],
  [
    'a result too large',
    (r) => {
      r.steps[0]!.result = '9'.repeat(501);
    },
    'value_too_large',
    `“${'9'.repeat(501)}”, the result of step 1, has too many digits.`,
  ],
  [
    'the claim',
    (r) => {
      r.claimed_result = 'five';
    },
    'invalid_rational',
    '“five”, the claimed final result, is not a fraction: write a whole number, or numerator/denominator, such as -3/4.',
  ],
  [
    'no steps',
    (r) => {
      r.steps = [];
    },
    'no_steps',
    'Add a step: the table has none to check.',
  ],
];

describe('a refused step table, said to the person', () => {
  it.each(CASES)('%s', (_label, change, reason, english) => {
    const request = table();
    change(request);
    const response = execute('rational-trace-check', request) as unknown as ErrorEnvelope;
    expect(response.error.details.reason).toBe(reason);
    const sentence = traceInputError(request, response);
    expect(messageText(sentence, en)).toBe(english);
    const hebrew = messageText(sentence, he);
    expect(hebrew).toMatch(/[\u0590-\u05FF]/);
    expect(hebrew).not.toMatch(/\{[A-Za-z_]+\}/);
    expect(hebrew).not.toContain(response.error.message);
    expect(english).not.toMatch(/steps\[|inputs\.|claimed_result/);
  });

  it('says a reason it does not know with the cell and its text, and a fault of the whole table without one', () => {
    const unknown: ErrorEnvelope = {
      error: { code: 'invalid_input', message: 'engine words', details: { reason: 'new_reason', field: 'steps[0].result' } },
    };
    expect(messageText(traceInputError(table(), unknown), en)).toBe('“5/6”, the result of step 1, cannot be used as it is written.');
    const whole: ErrorEnvelope = {
      error: { code: 'limit_exceeded', message: 'engine words', details: { reason: 'too_many_steps', field: 'steps' } },
    };
    expect(messageText(traceInputError(table(), whole), en)).toBe('The table has too many rows to check at once.');
    expect(messageText(traceInputError(table(), whole), he)).toMatch(/[\u0590-\u05FF]/);
  });
});

describe('Build from expression, said to the person', () => {
  const said = (expression: string) => {
    const envelope = buildTraceFromExpression(expression, { fractionLiterals: true }) as ErrorEnvelope;
    const sentence = buildInputError(expression, envelope);
    return sentence === null ? null : { en: messageText(sentence, en), he: messageText(sentence, he) };
  };

  it('names the zero divisor by its text, and says an expression with no operation has none to make steps of', () => {
    expect(said('1/(2-2)')?.en).toBe('The divisor (2-2) is 0: a step cannot divide by zero.');
    expect(said('1/(2-2)')?.he).toContain('(2-2)');
    expect(said(' 5 ')?.en).toBe('“5” is one number: write an operation, such as 3/4 − 1/4, to make steps of.');
    expect(said(' 5 ')?.he).toMatch(/[\u0590-\u05FF]/);
  });

  it('leaves an error at a place in the expression to the expression’s own sentences', () => {
    expect(said('1/2 +')).toBeNull();
  });
});
