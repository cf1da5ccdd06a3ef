/**
 * Tests of the reference implementation of rational-working-check (./working-reference.ts): the
 * contract's five examples reproduce exactly, and each sentence of its semantics does what we read
 * it to say. Expected values are worked out by hand from the contract (arithmetic in comments);
 * where a test pins one of the readings listed at the top of working-reference.ts it names it (A1…).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeProblems, outputSchemaErrors } from './contracts';
import { formatFraction } from './exact';
import { cleanLayout, layOut, workingChain, workingInput, workingLiteral } from './working-arbitraries';
import { loadWorkingContract } from './working-contract';
import { referenceWorkingCheck, utf8Bytes, WORKING_REFERENCE_VERSION, type WorkingOutput, type WorkingStep } from './working-reference';

// The reference implements 1.1.0 and 1.2.0's decimal final form (not 1.2.0's naming): its examples
// are 1.1.0's and the current contract's decimal ones.
const contract = loadWorkingContract('1.1.0');
const decimalExamples = loadWorkingContract().examples.filter(
  (example) => (example.input as { final_form?: string }).final_form === 'decimal',
);
const referenceExamples = [...contract.examples, ...decimalExamples];
// Its outputs are read against the current output_schema: it follows 1.3.0's x for times too, whose
// steps carry the optional field notes that 1.1.0's schema does not have.
const currentContract = loadWorkingContract();

const check = (input: unknown): unknown => JSON.parse(JSON.stringify(referenceWorkingCheck(input))) as unknown;

function output(working: string, extra: Record<string, unknown> = {}): WorkingOutput {
  const response = check({ working, ...extra });
  if (typeof response === 'object' && response !== null && 'error' in response) {
    throw new Error(`expected an output for ${JSON.stringify(working)}, got ${JSON.stringify(response)}`);
  }
  expect(outputSchemaErrors(currentContract, response)).toEqual([]);
  return response as WorkingOutput;
}

interface Fault {
  code: string;
  reason: string;
  position?: number;
}

/** The error's code, reason and position (when there is one); fails on an output. */
function fault(input: unknown): Fault {
  const response = check(input) as { error?: { code: string; message: string; details: { reason: string; position?: number } } };
  if (response.error === undefined) throw new Error(`expected an error for ${JSON.stringify(input)}, got ${JSON.stringify(response)}`);
  expect(Object.keys(response)).toEqual(['error']);
  expect(response.error.message.length).toBeGreaterThan(0);
  const { reason, position } = response.error.details;
  return position === undefined ? { code: response.error.code, reason } : { code: response.error.code, reason, position };
}

const faultOf = (working: string, extra: Record<string, unknown> = {}): Fault => fault({ working, ...extra });
const invalid = (reason: string, position?: number): Fault =>
  position === undefined ? { code: 'invalid_input', reason } : { code: 'invalid_input', reason, position };
const limit = (reason: string, position?: number): Fault =>
  position === undefined ? { code: 'limit_exceeded', reason } : { code: 'limit_exceeded', reason, position };

const values = (working: string): Array<string | null> => output(working).steps.map((s) => s.value);
const misconceptionsOf = (working: string, step = 1): WorkingStep['misconceptions'] => output(working).steps[step]!.misconceptions;
const N40 = '9'.repeat(40);

describe('the contract examples', () => {
  it('has ten examples (five of 1.0.0, four of 1.1.0, one of the decimal form of 1.2.0)', () => {
    expect(contract.id).toBe('rational-working-check');
    expect(referenceExamples).toHaveLength(10);
  });
  it.each(referenceExamples.map((example, index) => [index, example] as const))('example %i reproduces exactly', (_index, example) => {
    expect(check(example.input)).toEqual(example.output);
    expect(outputSchemaErrors(contract, check(example.input))).toEqual([]);
  });
  it('the reference version is the contract constant', () => {
    const schema = contract.output_schema as { properties: { reference_version: { const: string } } };
    expect(WORKING_REFERENCE_VERSION).toBe(schema.properties.reference_version.const);
  });
});

describe('check order: fields', () => {
  it('a non-object is not_an_object', () => {
    for (const input of [null, [], [{ working: '1' }], 1, 'working', true, undefined])
      expect(fault(input)).toEqual(invalid('not_an_object'));
  });
  it('an unknown field comes before a missing working', () => {
    expect(fault({ foo: 1 })).toEqual(invalid('unknown_field'));
    expect(fault({ working: 1, Working: '1' })).toEqual(invalid('unknown_field'));
    expect(fault(JSON.parse('{"working":"1","__proto__":1}'))).toEqual(invalid('unknown_field'));
  });
  it('a missing working is missing_field', () => {
    expect(fault({})).toEqual(invalid('missing_field'));
    expect(fault({ answer: '1', final_form: 'any' })).toEqual(invalid('missing_field'));
  });
  it('wrong types', () => {
    expect(fault({ working: 1 })).toEqual(invalid('wrong_type'));
    expect(fault({ working: null })).toEqual(invalid('wrong_type'));
    expect(fault({ working: ['1'] })).toEqual(invalid('wrong_type'));
    expect(fault({ working: '1', answer: 1 })).toEqual(invalid('wrong_type'));
    expect(fault({ working: '1', answer: {} })).toEqual(invalid('wrong_type'));
    expect(fault({ working: '1', final_form: null })).toEqual(invalid('wrong_type'));
    expect(fault({ working: '1', final_form: 1 })).toEqual(invalid('wrong_type'));
    // Types come before the working's size.
    expect(fault({ working: '1'.repeat(9000), answer: 2 })).toEqual(invalid('wrong_type'));
  });
  it('answer null and final_form absent are the defaults', () => {
    const result = output('1 = 1', { answer: null });
    expect(result.answer_matches).toBeNull();
    expect(result.final_form_ok).toBeNull();
    expect(result.valid).toBe(true);
  });
});

describe('check order: the working, the answer, the form', () => {
  it('over 8192 UTF-8 bytes is working_too_long, before surrogates and the answer', () => {
    expect(output(' '.repeat(8191) + '1').steps).toHaveLength(1); // 8192 bytes: not too long
    expect(faultOf(' '.repeat(8192) + '1')).toEqual(limit('working_too_long'));
    expect(faultOf('\u00e9'.repeat(4097))).toEqual(limit('working_too_long')); // 8194 bytes
    expect(faultOf('\ud800'.repeat(2731), { answer: 'x' })).toEqual(limit('working_too_long')); // 8193 bytes
    expect(faultOf('\ud800'.repeat(2730), { answer: 'x' })).toEqual(invalid('lone_surrogate', 0)); // 8190 bytes
    expect(faultOf('\u{1f600}'.repeat(2049))).toEqual(limit('working_too_long')); // 8196 bytes
    expect(utf8Bytes('\u{1f600}\ud800\u00e9a')).toBe(4 + 3 + 2 + 1);
  });
  it('a lone surrogate is lone_surrogate at its code point offset', () => {
    expect(faultOf('1 + \ud800')).toEqual(invalid('lone_surrogate', 4));
    expect(faultOf('\udc00')).toEqual(invalid('lone_surrogate', 0));
    // An astral character before it is one code point.
    expect(faultOf('\u{1f600}\udfff')).toEqual(invalid('lone_surrogate', 1));
    expect(faultOf('1 = 2\n\u{1f600} \ud83d')).toEqual(invalid('lone_surrogate', 8));
    // Before the answer's check.
    expect(faultOf('\ud800', { answer: '01' })).toEqual(invalid('lone_surrogate', 0));
  });
  it('an answer not of the rational pattern is bad_answer', () => {
    for (const answer of [
      '',
      '01',
      '1/0',
      '1/-2',
      '-1/-2',
      '+1',
      ' 1',
      '1 ',
      '1.',
      '.5',
      '1/2/3',
      '\u22121',
      '1/01',
      '--1',
      '1/',
      '/2',
      '1\n',
    ]) {
      expect(faultOf('1', { answer })).toEqual(invalid('bad_answer'));
    }
  });
  it('an answer over 200 digits in numerator or denominator is answer_too_long', () => {
    expect(output('1', { answer: '1'.repeat(200) }).answer_matches).toBe(false);
    expect(output('1', { answer: `-1/${'1'.repeat(200)}` }).answer_matches).toBe(false);
    expect(faultOf('1', { answer: '1'.repeat(201) })).toEqual(limit('answer_too_long'));
    expect(faultOf('1', { answer: `-${'1'.repeat(201)}` })).toEqual(limit('answer_too_long'));
    expect(faultOf('1', { answer: `1/${'1'.repeat(201)}` })).toEqual(limit('answer_too_long'));
    // before final_form
    expect(faultOf('1', { answer: '1'.repeat(201), final_form: 'x' })).toEqual(limit('answer_too_long'));
  });
  it('a final_form outside the four is bad_final_form, before the working is read', () => {
    for (const form of ['', 'Mixed', 'lowest terms', 'proper', 'any '])
      expect(faultOf('1 +', { final_form: form })).toEqual(invalid('bad_final_form'));
    expect(faultOf('', { final_form: 'x' })).toEqual(invalid('bad_final_form'));
  });
  it('no part is empty_working', () => {
    for (const working of ['', ' ', '\n', ' \t\r\n\r\n  ', '\r', '\n\n\n']) expect(faultOf(working)).toEqual(invalid('empty_working'));
  });
  it('more than 100 parts is too_many_steps, before any part is read', () => {
    expect(output(Array(100).fill('1').join(' = ')).steps).toHaveLength(100);
    expect(faultOf(Array(101).fill('1').join(' = '))).toEqual(limit('too_many_steps'));
    expect(faultOf(Array(101).fill('1').join('\n'))).toEqual(limit('too_many_steps'));
    expect(faultOf(`x = ${Array(100).fill('1').join(' = ')}`)).toEqual(limit('too_many_steps'));
    // An empty part is a part (A4): 99 ones and one empty part make 100; one more makes 101.
    expect(faultOf(`${Array(99).fill('1').join(' = ')} = `)).toEqual(invalid('syntax_error', 396)); // the line's end
    expect(faultOf(`${Array(100).fill('1').join(' = ')} = `)).toEqual(limit('too_many_steps'));
    // Continuations do not make parts: 100 lines "1 =" / "= 1" style stay 100 steps.
    expect(output(Array(100).fill('= 1 =').join('\n').replace(/^= /, '').replace(/ =$/, '')).steps).toHaveLength(100);
  });
  it('parts are read whole, in text order', () => {
    expect(faultOf('x = = 1')).toEqual(invalid('bad_character', 0)); // part 0 lexes before part 1 is seen empty
    expect(faultOf('1 + = x')).toEqual(invalid('syntax_error', 4)); // part 0 parses before part 1 lexes
    expect(faultOf('1 + x')).toEqual(invalid('bad_character', 4)); // lexing before parsing within a part
    expect(faultOf('( 1 = ))) 2 x')).toEqual(invalid('syntax_error', 4)); // "(" 1 then the "=" that ends part 0
  });
});

describe('parts and lines', () => {
  it('splits at "=" and at line ends; positions and lines of steps', () => {
    const steps = output('1/2 + 1/4 =3/4\n\n  = 6/8 ').steps;
    expect(steps.map((s) => [s.text, s.line, s.position])).toEqual([
      ['1/2 + 1/4', 1, 0],
      ['3/4', 1, 11],
      ['6/8', 3, 20],
    ]);
    // A line without "=" is still the next step of the chain.
    expect(output('1\n1').steps.map((s) => [s.text, s.line, s.position, s.status])).toEqual([
      ['1', 1, 0, 'start'],
      ['1', 2, 2, 'equal'],
    ]);
  });
  it('"1 =" then "= 2" is the chain 1 = 2, and blank lines are counted as lines', () => {
    const steps = output('1 =\n\r\n \t\n= 2').steps;
    expect(steps.map((s) => [s.text, s.line, s.position])).toEqual([
      ['1', 1, 0],
      ['2', 4, 11],
    ]);
  });
  it('a trailing "=" continues on the next non-blank line', () => {
    expect(output('1 + 1 =\n\n2 = 2').steps.map((s) => [s.text, s.line])).toEqual([
      ['1 + 1', 1],
      ['2', 3],
      ['2', 3],
    ]);
  });
  it('CRLF: the CR before LF is dropped; whitespace is space, tab and CR', () => {
    const steps = output('2/3 + 3/4\r\n= 8/12 + 9/12\r\n= 17/12\r\n').steps;
    expect(steps.map((s) => [s.text, s.position])).toEqual([
      ['2/3 + 3/4', 0],
      ['8/12 + 9/12', 13],
      ['17/12', 28],
    ]);
    expect(output('\r1\r+\t2\r=\r3').steps.map((s) => [s.text, s.position])).toEqual([
      ['1\r+\t2', 1],
      ['3', 9],
    ]);
  });
  it('a leading "=" on the first non-blank line is syntax_error at it', () => {
    expect(faultOf('= 1')).toEqual(invalid('syntax_error', 0));
    expect(faultOf('\n \t\n  = 1 = 1')).toEqual(invalid('syntax_error', 6));
    // A1: a leading "=" with nothing after it reports the "=", not the empty part after it.
    expect(faultOf('=')).toEqual(invalid('syntax_error', 0));
    expect(faultOf('  = = 2')).toEqual(invalid('syntax_error', 2));
  });
  it('a line of only "=" after the first is an empty part at the line end', () => {
    expect(faultOf('1\n=')).toEqual(invalid('syntax_error', 3));
    expect(faultOf('1\n = \n2')).toEqual(invalid('syntax_error', 5));
    expect(faultOf('1 =\n=\n2')).toEqual(invalid('syntax_error', 5));
  });
  it('an empty part is syntax_error at the "=" after it or at the line end', () => {
    expect(faultOf('1 = = 2')).toEqual(invalid('syntax_error', 4));
    expect(faultOf('1 =\t\t= 2')).toEqual(invalid('syntax_error', 5));
    expect(faultOf('1 =')).toEqual(invalid('syntax_error', 3));
    expect(faultOf('1 =  ')).toEqual(invalid('syntax_error', 5));
    expect(faultOf('1 =\n\n \n')).toEqual(invalid('syntax_error', 3));
    expect(faultOf('1 = \r\n')).toEqual(invalid('syntax_error', 4)); // the CR before LF is not part of the line
    expect(faultOf('1 = 2 =\n = 3 = ')).toEqual(invalid('syntax_error', 15));
    expect(faultOf('1\n2 = \n= 3 = = 4')).toEqual(invalid('syntax_error', 13));
  });
  it('A2: a CR at the very end (no LF after it) is not dropped', () => {
    expect(faultOf('1 +\r')).toEqual(invalid('syntax_error', 4));
    expect(faultOf('1 +\r\n= 2')).toEqual(invalid('syntax_error', 3));
    expect(faultOf('1 =\r')).toEqual(invalid('syntax_error', 4));
  });
});

describe('lexing', () => {
  it('accepts every operator symbol', () => {
    expect(values('1 + 2 - 1 \u2212 1 \u2013 1')).toEqual(['0']);
    expect(values('2 * 3 \u00d7 2 \u00b7 2 \u22c5 2')).toEqual(['48']);
    expect(values('48 / 2 \u00f7 2 : 3')).toEqual(['4']);
    expect(values('-2 \u00d7 \u22123 \u00b7 \u20131')).toEqual(['-6']);
  });
  it('anything else is bad_character at it', () => {
    expect(faultOf('2x')).toEqual(invalid('bad_character', 1));
    expect(faultOf('1 + \u00a02')).toEqual(invalid('bad_character', 4));
    expect(faultOf('1 = 2 + \u{1f600}')).toEqual(invalid('bad_character', 8));
    expect(faultOf('1 = \u{1f600} + \u{1f600}')).toEqual(invalid('bad_character', 4));
    expect(faultOf('1 = (2) + [3]')).toEqual(invalid('bad_character', 10));
    expect(faultOf('\u0663')).toEqual(invalid('bad_character', 0));
    expect(faultOf('1 \u2044 2')).toEqual(invalid('bad_character', 2));
    expect(faultOf('1 off 2')).toEqual(invalid('bad_character', 2)); // B1: "of" inside a word
    expect(faultOf('1 Of 2')).toEqual(invalid('bad_character', 2));
    expect(faultOf('1\u000b')).toEqual(invalid('bad_character', 1));
  });
  it('an INTEGER with a leading zero is bad_number at its start', () => {
    expect(faultOf('05')).toEqual(invalid('bad_number', 0));
    expect(faultOf('5/03')).toEqual(invalid('bad_number', 2));
    expect(faultOf('1 + 00')).toEqual(invalid('bad_number', 4));
    expect(faultOf('2 01/3')).toEqual(invalid('bad_number', 2));
    expect(faultOf('2 1/03')).toEqual(invalid('bad_number', 4));
    expect(faultOf('007.5')).toEqual(invalid('bad_number', 0));
    expect(values('0 + 10 + 0.05')).toEqual(['201/20']);
  });
  it('FRACTION is one number: 6:2/3 = 9, 1/2 ÷ 3/4 = 2/3, 6 / 2 is a division', () => {
    expect(values('6:2/3')).toEqual(['9']);
    expect(values('1/2 \u00f7 3/4')).toEqual(['2/3']);
    expect(values('6 / 2')).toEqual(['3']);
    expect(values('6/ 2')).toEqual(['3']);
    expect(values('6 /2')).toEqual(['3']);
    expect(values('1/2/3')).toEqual(['1/6']);
    expect(values('1/2/3/4')).toEqual(['2/3']);
    // ÷ and : never make a fraction bar
    expect(values('1\u00f72 * 2')).toEqual(['1']); // (1 ÷ 2) * 2
    expect(values('1/2 * 2')).toEqual(['1']);
    expect(values('3 * 1/2')).toEqual(['3/2']);
    expect(values('1:2*2')).toEqual(['1']);
    expect(values('-1/2')).toEqual(['-1/2']);
    expect(values('1/-2')).toEqual(['-1/2']);
  });
  it('MIXED: INTEGER, whitespace, FRACTION', () => {
    expect(values('2 1/2')).toEqual(['5/2']);
    expect(values('2\t\r 1/2')).toEqual(['5/2']);
    expect(values('-2 1/2')).toEqual(['-5/2']);
    expect(values('2 1/2 * 2')).toEqual(['5']);
    expect(values('2 3/4/5')).toEqual(['11/20']); // (11/4) / 5
    expect(values('1 /2/3')).toEqual(['3/2']); // 1 ÷ 2/3
    expect(faultOf('1 2 1/2')).toEqual(invalid('syntax_error', 2)); // 1, then the MIXED 2 1/2
    expect(faultOf('1/2 1/2')).toEqual(invalid('syntax_error', 4)); // two FRACTIONs
    expect(faultOf('2 1.5')).toEqual(invalid('syntax_error', 2)); // INTEGER then DECIMAL
    expect(faultOf('2 1/ 2')).toEqual(invalid('syntax_error', 2)); // no FRACTION, so no MIXED
  });
  it('MIXED needs whole >= 1, numerator >= 1 and denominator >= 1 (1.1.0: an improper part is read), else bad_mixed_number at its start', () => {
    expect(faultOf('0 1/2')).toEqual(invalid('bad_mixed_number', 0));
    expect(values('1 + 2 3/2')).toEqual(['9/2']);
    expect(values('2 2/2')).toEqual(['3']);
    expect(faultOf('2 0/3')).toEqual(invalid('bad_mixed_number', 0));
    expect(faultOf('2 1/0')).toEqual(invalid('bad_mixed_number', 0));
    // bad_number before bad_mixed_number within one NUMBER
    expect(faultOf('0 1/03')).toEqual(invalid('bad_number', 4));
    expect(faultOf('0 01/3')).toEqual(invalid('bad_number', 2));
  });
  it('DECIMAL: INTEGER "." digits; "1." is bad_number, other dots bad_character', () => {
    expect(values('0.75')).toEqual(['3/4']);
    expect(values('1.50 + 0.5')).toEqual(['2']);
    expect(values('1.5/2')).toEqual(['3/4']);
    expect(faultOf('1.')).toEqual(invalid('bad_number', 0));
    expect(faultOf('3 + 12. + 1')).toEqual(invalid('bad_number', 4));
    expect(faultOf('12.x')).toEqual(invalid('bad_number', 0));
    expect(values('.5')).toEqual(['1/2']); // 1.1.0
    expect(faultOf('1 .5')).toEqual(invalid('syntax_error', 2)); // 1.1.0: a DECIMAL after an INTEGER
    expect(values('0.333...')).toEqual(['1/3']);
    expect(values('0.1666\u2026')).toEqual(['1/6']);
    expect(faultOf('1/2.5')).toEqual(invalid('bad_character', 3));
    expect(faultOf('1 1/2.5')).toEqual(invalid('bad_character', 5));
    expect(faultOf('1/2.')).toEqual(invalid('bad_character', 3));
    expect(faultOf('1.5.3')).toEqual(invalid('bad_character', 3)); // A7
  });
  it('more than 40 digits in one NUMBER is literal_too_long at its start', () => {
    expect(values(N40)).toEqual([N40]);
    expect(faultOf(`1 + ${'1'.repeat(41)}`)).toEqual(limit('literal_too_long', 4));
    expect(values(`${'1'.repeat(20)}/${'3'.repeat(20)}`)).toHaveLength(1);
    expect(faultOf(`1 + ${'1'.repeat(20)}/${'3'.repeat(21)}`)).toEqual(limit('literal_too_long', 4));
    expect(faultOf(`1 + ${'1'.repeat(20)}.${'3'.repeat(21)}`)).toEqual(limit('literal_too_long', 4));
    expect(values(`${'1'.repeat(20)}.${'3'.repeat(20)}`)).toHaveLength(1);
    expect(faultOf(`(${'1'.repeat(39)} 1/2)`)).toEqual(limit('literal_too_long', 1)); // 39 + 1 + 1 = 41 digits
    expect(values(`${'1'.repeat(37)} 1/2`)).toHaveLength(1); // 37 + 1 + 1 = 39
    expect(values(`${'1'.repeat(38)} 1/2`)).toHaveLength(1); // 40
    // bad_number, then bad_mixed_number, then literal_too_long within one NUMBER
    expect(faultOf(`0 1/${'2'.repeat(40)}`)).toEqual(invalid('bad_mixed_number', 0));
    expect(faultOf(`0${'1'.repeat(41)}`)).toEqual(invalid('bad_number', 0));
    // the first fault in text order across NUMBERs
    expect(faultOf(`${'1'.repeat(41)} + 05`)).toEqual(limit('literal_too_long', 0));
    expect(faultOf(`05 + ${'1'.repeat(41)}`)).toEqual(invalid('bad_number', 0));
  });
});

describe('tokens and parsing', () => {
  const chain = (ones: number): string => Array(ones).fill('1').join('+');
  it('more than 128 tokens is too_many_tokens, after lexical faults and before parsing; NUMBERs, operators (unary too) and parentheses count', () => {
    expect(values(chain(64))).toEqual(['64']); // 64 + 63 = 127 tokens
    expect(values(`-${chain(64)}`)).toEqual(['62']); // 128 tokens
    expect(values(`(${chain(63)})`)).toEqual(['63']); // 127 tokens
    expect(faultOf(`((${chain(63)}))`)).toEqual(limit('too_many_tokens')); // 129
    expect(faultOf(`${chain(65)}`)).toEqual(limit('too_many_tokens')); // 129
    expect(values(`${'-'.repeat(2)}${chain(63)}`)).toEqual(['63']); // 2 + 125 = 127
    expect(faultOf(`${'-'.repeat(4)}${chain(63)}`)).toEqual(limit('too_many_tokens')); // 129
    expect(values(`1 1/2${' + 1 1/2'.repeat(63)}`)).toEqual(['96']); // MIXED is one token: 127
    expect(faultOf(`${chain(65)} x`)).toEqual(invalid('bad_character', 130));
    expect(faultOf(`${chain(65)} +`)).toEqual(limit('too_many_tokens'));
  });
  it('syntax_error at the first token that cannot be accepted', () => {
    expect(faultOf('1 2')).toEqual(invalid('syntax_error', 2));
    expect(faultOf(')')).toEqual(invalid('syntax_error', 0));
    expect(faultOf('()')).toEqual(invalid('syntax_error', 1));
    expect(faultOf('1 + * 2')).toEqual(invalid('syntax_error', 4));
    expect(faultOf('(1))')).toEqual(invalid('syntax_error', 3));
    expect(faultOf('+1')).toEqual(invalid('syntax_error', 0));
    expect(faultOf('1 (2)')).toEqual(invalid('syntax_error', 2));
    expect(faultOf('1 = 2 3/4 5/6')).toEqual(invalid('syntax_error', 10));
  });
  it('an early end is at the "=" after the part or at the line end', () => {
    expect(faultOf('1 +')).toEqual(invalid('syntax_error', 3));
    expect(faultOf('1 +   ')).toEqual(invalid('syntax_error', 6));
    expect(faultOf('(1 = 1')).toEqual(invalid('syntax_error', 3));
    expect(faultOf('1 = (1 + \n2')).toEqual(invalid('syntax_error', 9));
    expect(faultOf('1 = (1 + \r\n2')).toEqual(invalid('syntax_error', 9));
    expect(faultOf('1 + =\n2')).toEqual(invalid('syntax_error', 4));
    expect(faultOf('1\n= 2 -')).toEqual(invalid('syntax_error', 7));
  });
  it('nesting over 32 levels is too_deep at the "(" or unary "-" that goes past it', () => {
    const nest = (n: number, unit: string, close: string): string => unit.repeat(n) + '1' + close.repeat(n);
    expect(values(nest(32, '(', ')'))).toEqual(['1']);
    expect(faultOf(nest(33, '(', ')'))).toEqual(limit('too_deep', 32));
    expect(values(nest(32, '-', ''))).toEqual(['1']);
    expect(faultOf(nest(33, '-', ''))).toEqual(limit('too_deep', 32));
    expect(values(nest(16, '(-', ')'))).toEqual(['1']);
    expect(values(`1 + ${nest(16, '-(', ')')} + -(1)`)).toEqual(['1']);
    expect(faultOf(`1 + ${nest(17, '-(', ')')}`)).toEqual(limit('too_deep', 36));
    expect(faultOf(`1 = ${'('.repeat(33)}1 +`)).toEqual(limit('too_deep', 36)); // met before the early end
    expect(faultOf(`${'('.repeat(32)}-1${')'.repeat(32)}`)).toEqual(limit('too_deep', 32));
    // A binary minus is not nesting; a finished unary minus is no longer pending.
    expect(values(`${'('.repeat(32)}1 - 1${')'.repeat(32)}`)).toEqual(['0']);
    expect(values(`${'('.repeat(31)}-1 * -1${')'.repeat(31)}`)).toEqual(['1']);
    expect(values(`2*-3`)).toEqual(['-6']);
  });
});

describe('evaluation', () => {
  it('is exact, with unary minus tighter than * and /', () => {
    expect(values('2*-3')).toEqual(['-6']);
    expect(values('-2 1/2')).toEqual(['-5/2']);
    expect(values('1 - -1')).toEqual(['2']);
    expect(values('8 / 4 / 2')).toEqual(['1']);
    expect(values('8 - 4 - 2')).toEqual(['2']);
    expect(values('2 + 3 * 4')).toEqual(['14']);
    expect(values('-0')).toEqual(['0']);
    expect(values('0 * -1')).toEqual(['0']);
  });
  it('a zero fraction denominator or divisor gives division_by_zero at the "/" or operator', () => {
    const steps = output('1/0 = 1 = 1 / (1 - 1) = 3 \u00f7 0 = 6 : (2 - 2) = 0/0').steps;
    expect(steps.map((s) => [s.status, s.division_position, s.value, s.equals_start])).toEqual([
      ['division_by_zero', 1, null, null],
      ['unchecked', null, '1', null],
      ['division_by_zero', 12, null, null],
      ['division_by_zero', 26, null, null],
      ['division_by_zero', 34, null, null],
      ['division_by_zero', 47, null, null],
    ]);
  });
  it('the first zero divisor in post-order, left before right', () => {
    expect(output('(1/0) / 0 + 0/0').steps[0]!.division_position).toBe(2);
    expect(output('1 / (2 / 0)').steps[0]!.division_position).toBe(7);
    expect(output('1 / 0 + 3/0').steps[0]!.division_position).toBe(2);
    expect(output('1 / (1 - 1) / 0').steps[0]!.division_position).toBe(2);
  });
  it('a value over 200 digits is value_too_large at its operator, for the whole request', () => {
    const five = Array(5).fill(N40).join(' * '); // 200 digits
    expect(output(five).steps[0]!.value).toHaveLength(200);
    expect(faultOf(`${five} * 10`)).toEqual(limit('value_too_large', 5 * 40 + 4 * 3 + 1));
    expect(faultOf(`1 = 1 = ${five} * 10 * (1/0)`)).toEqual(limit('value_too_large', 8 + 212 + 1));
    // Denominators too.
    expect(faultOf(`1 / (${five}) / 10`)).toEqual(limit('value_too_large', 219));
    // A zero divisor met first stops the step; a later step's large value still fails the request.
    expect(output(`1/0 * ${five} * 10`).steps[0]!.status).toBe('division_by_zero');
    expect(faultOf(`1/0 = ${five} * 10`)).toEqual(limit('value_too_large', 6 + 213));
    // All parts are parsed before any is evaluated.
    expect(faultOf(`${five} * 10 = 1 +`)).toEqual(invalid('syntax_error', 223));
    // An intermediate counts even when the step's value is small.
    expect(faultOf(`${five} * 10 * 0`)).toEqual(limit('value_too_large', 213));
  });
});

describe('statuses, valid, reason', () => {
  it('a later step is compared with the nearest earlier step that has a value; errors carry forward', () => {
    const r = output('1 = 2 = 2 = 1/0 = 2 = 1');
    expect(r.steps.map((s) => s.status)).toEqual(['start', 'not_equal', 'equal', 'division_by_zero', 'equal', 'not_equal']);
    expect(r.steps.map((s) => s.equals_start)).toEqual([true, false, false, null, false, true]);
    expect(r.steps.map((s) => s.difference)).toEqual([null, '1', null, null, null, '-1']);
    expect(r.reason).toBe('step_mismatch');
    expect(r.first_error_index).toBe(1);
    expect(r.valid).toBe(false);
    expect(r.start_value).toBe('1');
    expect(r.final_value).toBe('1');
  });
  it('with step 0 division_by_zero: unchecked until a value, equals_start null throughout', () => {
    const r = output('1/0 = 2 = 2 = 3');
    expect(r.steps.map((s) => s.status)).toEqual(['division_by_zero', 'unchecked', 'equal', 'not_equal']);
    expect(r.steps.map((s) => s.equals_start)).toEqual([null, null, null, null]);
    expect(r.steps.map((s) => s.misconceptions)).toEqual([null, null, null, []]);
    expect(r.reason).toBe('division_by_zero');
    expect(r.first_error_index).toBe(0);
    expect(r.start_value).toBeNull();
    expect(r.final_value).toBe('3');
  });
  it('final_value null when the last step is division_by_zero; answer_matches null then', () => {
    const r = output('1 = 1/0', { answer: '1' });
    expect(r.final_value).toBeNull();
    expect(r.answer_matches).toBeNull();
    expect(r.reason).toBe('division_by_zero');
  });
  it('the lowest-index error decides between step_mismatch and division_by_zero', () => {
    expect(output('1 = 1/0 = 2').reason).toBe('division_by_zero');
    expect(output('1 = 2 = 1/0').reason).toBe('step_mismatch');
  });
  it('answer compared by value; answer_mismatch after step errors, before final_form', () => {
    expect(output('1/2', { answer: '2/4' }).answer_matches).toBe(true);
    expect(output('0', { answer: '-0' }).valid).toBe(true);
    const wrong = output('2/4', { answer: '1/3', final_form: 'lowest_terms' });
    expect([wrong.valid, wrong.reason, wrong.first_error_index, wrong.answer_matches, wrong.final_form_ok]).toEqual([
      false,
      'answer_mismatch',
      null,
      false,
      false,
    ]);
    expect(output('1 = 2', { answer: '5' }).reason).toBe('step_mismatch');
    const form = output('2/4', { answer: '1/2', final_form: 'lowest_terms' });
    expect([form.valid, form.reason, form.first_error_index]).toEqual([false, 'final_form', null]);
  });
  it('misconceptions only for the first five not_equal steps', () => {
    const r = output('1 = 2 = 3 = 3 = 4 = 5 = 6 = 7');
    expect(r.steps.map((s) => s.misconceptions)).toEqual([null, [], [], null, [], [], [], null]);
  });
});

describe('final_form', () => {
  const ok = (working: string, form: string): boolean | null => output(working, { final_form: form }).final_form_ok;
  it('any is null', () => {
    expect(ok('2/4', 'any')).toBeNull();
  });
  it('lowest_terms: INTEGER but -0, FRACTION d >= 2 in lowest terms, MIXED in lowest terms', () => {
    for (const w of ['3', '0', '-3', '- 3', '\u22123', '\u2013 3', '1/2', '-3/2', '\u2212 3/2', '1 1/2', '-1 1/2', '\u2212\t2 3/4'])
      expect([w, ok(w, 'lowest_terms')]).toEqual([w, true]);
    for (const w of ['-0', '- 0', '2/4', '3/1', '0/2', '0/1', '1 2/4', '0.5', '1.0', '--1', '(1/2)', '-(1)', '1 + 0', '1/2/1', '1/0'])
      expect([w, ok(w, 'lowest_terms')]).toEqual([w, false]);
  });
  it('improper: the same without MIXED', () => {
    for (const w of ['3', '0', '-3', '1/2', '5/2', '-5/2']) expect([w, ok(w, 'improper')]).toEqual([w, true]);
    for (const w of ['1 1/2', '-0', '4/2', '2.5']) expect([w, ok(w, 'improper')]).toEqual([w, false]);
  });
  it('mixed: INTEGER but -0, a proper FRACTION in lowest terms, MIXED in lowest terms', () => {
    for (const w of ['3', '0', '-3', '1/2', '-1/2', '1 1/2', '-2 3/4']) expect([w, ok(w, 'mixed')]).toEqual([w, true]);
    for (const w of ['5/2', '-5/2', '2/2', '2/4', '1 2/4', '-0', '0.5']) expect([w, ok(w, 'mixed')]).toEqual([w, false]);
  });
  it('tests the last step only, and holds is part of valid', () => {
    const r = output('2/4 = 1/2', { final_form: 'lowest_terms' });
    expect([r.valid, r.final_form_ok, r.reason]).toEqual([true, true, null]);
    expect(output('1 1/2\n= 3/2', { final_form: 'mixed' }).reason).toBe('final_form');
    expect(output('1 = 1/0', { final_form: 'improper' }).final_form_ok).toBe(false);
  });
});

describe('misconceptions: one test per rule, matching and not', () => {
  const rule = (name: string, position: number | null) => ({ rule: name, position });
  it('added_across', () => {
    expect(misconceptionsOf('1/2 + 1/3 = 2/5')).toEqual([rule('added_across', 4)]);
    expect(misconceptionsOf('1/2 - 1/3 = 0/5')).not.toContainEqual(rule('added_across', 4));
  });
  it('subtracted_across, and not tried when b = d', () => {
    expect(misconceptionsOf('3/4 - 1/2 = 1')).toEqual([rule('subtracted_across', 4)]); // (3-1)/(4-2)
    expect(misconceptionsOf('3/4 - 1/4 = 1/4')).toEqual([]); // b = d: not tried; (3-1)/4 = 1/2 = value
  });
  it('numerators_combined_denominators_multiplied', () => {
    expect(misconceptionsOf('1/2 + 1/3 = 2/6')).toEqual([rule('numerators_combined_denominators_multiplied', 4)]);
    // 2/8 + 1 = 5/4 = 3/4 + 1/2: not aligned ("+" against "−"), so added_instead_of_subtracted (1.1.0).
    expect(misconceptionsOf('3/4 - 1/2 = 2/8 + 1')).toEqual([rule('added_instead_of_subtracted', 4)]);
  });
  it('larger_denominator_kept', () => {
    expect(misconceptionsOf('1/2 + 1/3 = 2/3')).toEqual([rule('larger_denominator_kept', 4)]);
  });
  it('several rules at one site, in rule order', () => {
    // (1-1)/(2-3) = (1-1)/6 = (1-1)/3 = 0
    expect(misconceptionsOf('1/2 - 1/3 = 0')).toEqual([
      rule('subtracted_across', 4),
      rule('numerators_combined_denominators_multiplied', 4),
      rule('larger_denominator_kept', 4),
    ]);
  });
  it("at most five, a rule's sites in text order", () => {
    expect(misconceptionsOf('(1/2 - 1/3) * (1/2 - 1/3) = 0')).toEqual([
      rule('subtracted_across', 5),
      rule('subtracted_across', 19),
      rule('numerators_combined_denominators_multiplied', 5),
      rule('numerators_combined_denominators_multiplied', 19),
      rule('larger_denominator_kept', 5),
    ]);
  });
  it('multiplied_instead_of_divided, at every division symbol', () => {
    expect(misconceptionsOf('3/4 : 1/2 = 3/8')).toEqual([rule('multiplied_instead_of_divided', 4)]);
    expect(misconceptionsOf('3/4 \u00f7 1/2 = 3/8')).toEqual([rule('multiplied_instead_of_divided', 4)]);
    expect(misconceptionsOf('3/4 / 1/2 = 3/8')).toEqual([rule('multiplied_instead_of_divided', 4)]);
    // A fraction bar is not a division node.
    expect(misconceptionsOf('3/4 = 12')).toEqual([]);
  });
  it('inverted_first_operand (with reciprocal matching too), and not tried when a = 0', () => {
    expect(misconceptionsOf('3/4 : 1/2 = 2/3')).toEqual([rule('inverted_first_operand', 4), rule('reciprocal', null)]);
    expect(misconceptionsOf('0 : 1/2 + 1 = 5')).toEqual([]);
  });
  it('cross_multiplied', () => {
    expect(misconceptionsOf('2/3 * 4/5 = 10/12')).toEqual([rule('cross_multiplied', 4)]);
    expect(misconceptionsOf('2/3 * 0 + 1 = 7')).toEqual([]); // c = 0: not tried
  });
  it('multiplied_numerator_and_denominator and only_denominator_multiplied', () => {
    expect(misconceptionsOf('3 * 2/5 = 6/15')).toEqual([rule('multiplied_numerator_and_denominator', 2)]);
    expect(misconceptionsOf('3 * 2/5 = 2/15')).toEqual([rule('only_denominator_multiplied', 2)]);
    // (a*d)/(b*c) = (2*1)/(5*3) too; 1.1.0 lists only_denominator_multiplied first
    expect(misconceptionsOf('2/5 * 3 = 2/15')).toEqual([rule('only_denominator_multiplied', 4), rule('cross_multiplied', 4)]);
    // k of any sign and whatever the operand's form: (1+2) has the written form 3/1.
    expect(misconceptionsOf('(1 + 2) * 2/5 = 2/15')).toEqual([rule('only_denominator_multiplied', 8)]);
    expect(misconceptionsOf('-3 * 2/5 = -2/15')).toEqual([rule('only_denominator_multiplied', 3)]);
    expect(misconceptionsOf('2.0 * 2/5 = 2/10')).toEqual([rule('only_denominator_multiplied', 4)]);
    // not where both or neither of b, d is 1
    expect(misconceptionsOf('3 * 2 = 6/6')).toEqual([]);
    expect(misconceptionsOf('3/2 * 2/5 = 2/10')).toEqual([]);
  });
  it('common_denominator_kept_in_product', () => {
    expect(misconceptionsOf('2/5 * 3/5 = 6/5')).toEqual([rule('common_denominator_kept_in_product', 4)]);
    expect(misconceptionsOf('2/5 * 3/7 = 6/5')).toEqual([]);
  });
  it('negative_not_distributed', () => {
    expect(misconceptionsOf('5 - (2 + 1) = 4')).toEqual([rule('negative_not_distributed', 2)]);
    // 5 − (2 + 1) = 2 too: added_instead_of_subtracted at the inner "−" (1.1.0).
    expect(misconceptionsOf('5 - (2 - 1) = 2')).toEqual([rule('negative_not_distributed', 2), rule('added_instead_of_subtracted', 7)]);
    expect(misconceptionsOf('5 \u2212 ((2 + 1)) = 4')).toEqual([rule('negative_not_distributed', 2)]);
    // A8: a unary minus in between does not qualify
    expect(misconceptionsOf('5 - (-(2 + 1)) = 4')).toEqual([]);
    expect(misconceptionsOf('5 - -(2 + 1) = 4')).toEqual([]);
  });
  it('mixed_number_multiplied and mixed_number_whole_added', () => {
    expect(misconceptionsOf('2 1/2 * 2 = 2')).toEqual([rule('mixed_number_multiplied', 0)]);
    expect(misconceptionsOf('2 1/2 * 2 = 3')).toEqual([rule('mixed_number_whole_added', 0)]);
    expect(misconceptionsOf('1 + -2 1/2 = -1/2')).toEqual([rule('mixed_number_whole_added', 5)]); // 1 - 3/2
  });
  it('left_to_right, inside every pair of parentheses', () => {
    expect(misconceptionsOf('1 + 2 * 3 = 9')).toEqual([rule('left_to_right', null)]);
    expect(misconceptionsOf('2 * (1 + 2 * 3) = 18')).toEqual([rule('left_to_right', null)]);
    expect(misconceptionsOf('1 + 2 * -3 = -9')).toEqual([rule('left_to_right', null)]);
    expect(misconceptionsOf('1 + 1 / (1 - 1/2) = 4')).toEqual([rule('left_to_right', null)]); // 2 / (1/2)
  });
  it('sign_flipped and reciprocal', () => {
    expect(misconceptionsOf('1/2 - 1 = 1/2')).toEqual([rule('sign_flipped', null)]);
    expect(misconceptionsOf('2 * 3/4 = 2/3')).toEqual([rule('reciprocal', null)]);
    expect(misconceptionsOf('1 - 1 = 5')).toEqual([]); // reciprocal of 0 not tried
  });
  it("1.3.0: an x between two operands is *, and its step notes the letter (a field 1.1.0's schema has not)", () => {
    expect(output('1 x 1').steps[0]!.notes).toEqual([{ note: 'letter_as_times', position: 2 }]);
    expect(outputSchemaErrors(contract, check({ working: '1 x 1' }))).not.toEqual([]);
  });
  it('P is the nearest earlier step with a value, even a wrong one; positions are offsets into working', () => {
    const r = output('1 = 1/2 + 1/3 = 1/0 = 2/5');
    expect(r.steps[1]!.misconceptions).toEqual([]);
    expect(r.steps[3]!.misconceptions).toEqual([rule('added_across', 8)]);
  });
  it('A6: a buggy node value over 200 digits does not match, even when later nodes bring it back', () => {
    const x = `1${'0'.repeat(37)}`;
    const l = `(1/${x} * 1/${x} * 1/${x} * 1/${x})`; // 1/10^148
    // exact: ((2/X)/(1/X))/(1/X) = 2X. numerators_combined_denominators_multiplied at "+": 2/X² (297 digits) → 2.
    const working = `((${l} + ${l}) / ${l}) / ${l} = 2`;
    const r = output(working);
    expect(r.steps[1]!.status).toBe('not_equal');
    expect(r.steps[1]!.misconceptions).toEqual([]);
  });
});

describe('properties', () => {
  it('every input gets an output that fits the output_schema or a well-formed error envelope', () => {
    fc.assert(
      fc.property(workingInput, (input) => {
        const response = check(input);
        const problems =
          typeof response === 'object' && response !== null && 'error' in response
            ? errorEnvelopeProblems(response)
            : outputSchemaErrors(currentContract, response);
        expect(problems).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });

  it('a chain of correct rewrites is valid, with the values the generator computes on its own', () => {
    const correctChain = workingChain({
      maxMoves: 5,
      weights: { reduce: 6, final: 3, same: 1, misconception: 0, wrong: 0, divzero: 0, fresh: 0 },
      literal: workingLiteral({ zeroDenominator: 0, long: 0 }),
    });
    const laid = correctChain.chain((chain) => cleanLayout(chain.steps.length).map((l) => ({ chain, working: layOut(chain.steps, l) })));
    fc.assert(
      fc.property(laid, ({ chain, working }) => {
        fc.pre(chain.startValue !== null); // a random expression may still divide by zero
        const result = output(working);
        expect(result.steps.map((s) => s.text)).toEqual(chain.steps);
        expect(result.steps.every((s, i) => s.status === (i === 0 ? 'start' : 'equal') && s.equals_start === true)).toBe(true);
        expect(result.start_value).toBe(formatFraction(chain.startValue!));
        expect(result.final_value).toBe(formatFraction(chain.lastValue!));
        expect([result.valid, result.reason]).toEqual([true, null]);
      }),
      { numRuns: 400 },
    );
  });
});
