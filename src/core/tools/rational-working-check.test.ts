/**
 * Contract-level tests of rational-working-check, written from contracts/rational-working-check.json
 * and NOTES.md, one block per sentence of its semantics, in the contract's order. Expected values
 * are worked out by hand (the arithmetic is in the comments). Every output is also held to the
 * contract's output_schema with Ajv.
 */
import { describe, expect, it } from 'vitest';
import { expectError, nines } from '../../testing/expect-error';
import { loadContract, outputSchemaErrors } from '../../testing/contracts';
import { execute } from '../execute';

const TOOL = 'rational-working-check';
const contract = loadContract(TOOL);

interface Step {
  text: string;
  line: number;
  position: number;
  value: string | null;
  status: string;
  equals_start: boolean | null;
  difference: string | null;
  division_position: number | null;
  misconceptions: Array<{ rule: string; position: number | null }> | null;
  notes?: Array<{ note: string; position: number }>;
}
interface Output {
  valid: boolean;
  reason: string | null;
  first_error_index: number | null;
  start_value: string | null;
  final_value: string | null;
  answer_matches: boolean | null;
  final_form_ok: boolean | null;
  steps: Step[];
}

function run(input: unknown): unknown {
  const response = JSON.parse(JSON.stringify(execute(TOOL, input))) as unknown;
  if (typeof response === 'object' && response !== null && !('error' in response)) {
    expect(outputSchemaErrors(contract, response)).toEqual([]);
  }
  return response;
}

/** The output for a working (and options); fails the test on an error envelope. */
function check(working: string, options: { answer?: string | null; final_form?: string } = {}): Output {
  const response = run({ working, ...options }) as Output & { error?: unknown };
  if ('error' in response) throw new Error(`expected an output, got ${JSON.stringify(response)}`);
  return response;
}

/** code, reason and position (null for none) of the error envelope for an input. */
function fault(input: unknown): [string, string, number | null] {
  const response = run(input);
  expectError(response, (response as { error: { code: string } }).error?.code ?? 'none');
  const { code, details } = (response as { error: { code: string; details: { reason: string; position?: number } } }).error;
  expect(Object.keys(details).filter((key) => key !== 'reason' && key !== 'position')).toEqual([]);
  return [code, details.reason, details.position ?? null];
}

const faultOfWorking = (working: string): [string, string, number | null] => fault({ working });

/** Each step as "text=value:status". */
const summary = (output: Output): string[] => output.steps.map((step) => `${step.text}=${step.value}:${step.status}`);

describe('Reference: positions, lines and sizes', () => {
  it('positions are code point offsets into working: a character outside the BMP counts once', () => {
    // "𝑥" is one code point (two UTF-16 units): the lone surrogate after it is at code point 2, unit 3.
    expect(faultOfWorking('𝑥 \uD800')).toEqual(['invalid_input', 'lone_surrogate', 2]);
    expect(faultOfWorking('1 + 𝑥')).toEqual(['invalid_input', 'bad_character', 4]);
    expect(faultOfWorking('1 = 𝑥𝑥')).toEqual(['invalid_input', 'bad_character', 4]);
  });

  it('lines are the pieces of working split at LF, blank ones included, numbered from 1', () => {
    const output = check('1/2\n\n   \n= 2/4\n\n= 1/2');
    expect(output.steps.map((step) => step.line)).toEqual([1, 4, 6]);
    expect(output.steps.map((step) => step.position)).toEqual([0, 11, 18]);
  });

  it('sizes are UTF-8 bytes, a lone surrogate counting 3', () => {
    // "ב" is 2 bytes in UTF-8 and "𝑥" 4 (one code point, two UTF-16 units): at 8192 bytes the
    // working is read (and these characters are bad), at 8193 it is too long.
    expect(faultOfWorking(`${' '.repeat(8190)}ב`)).toEqual(['invalid_input', 'bad_character', 8190]);
    expect(faultOfWorking(`${' '.repeat(8191)}ב`)).toEqual(['limit_exceeded', 'working_too_long', null]);
    expect(faultOfWorking(`${' '.repeat(8188)}𝑥`)).toEqual(['invalid_input', 'bad_character', 8188]);
    expect(faultOfWorking(`${' '.repeat(8189)}𝑥`)).toEqual(['limit_exceeded', 'working_too_long', null]);
    // 8189 ASCII bytes + a lone surrogate (3) = 8192: the surrogate is found; one more byte is over.
    expect(faultOfWorking('1'.repeat(8189) + '\uD800')).toEqual(['invalid_input', 'lone_surrogate', 8189]);
    expect(faultOfWorking('1'.repeat(8190) + '\uD800')).toEqual(['limit_exceeded', 'working_too_long', null]);
  });
});

describe('Parts', () => {
  it('drops a CR just before its LF; a line that is empty or only whitespace is skipped', () => {
    const output = check('1/2 + 1/2\r\n \t\r\n\r\n= 1\r\n');
    expect(summary(output)).toEqual(['1/2 + 1/2=1:start', '1=1:equal']);
    expect(output.steps[1]!.line).toBe(4);
  });

  it('splits each other line at every "=": the parts in text order are the steps', () => {
    const output = check('1 + 1 = 2 = 4/2\n= 2');
    expect(summary(output)).toEqual(['1 + 1=2:start', '2=2:equal', '4/2=2:equal', '2=2:equal']);
    expect(output.steps.map((step) => step.line)).toEqual([1, 1, 1, 2]);
  });

  it('a leading "=" continues the chain: it is dropped, and the empty piece before it is not a part', () => {
    expect(summary(check('3\n  = 1 + 2\n=3'))).toEqual(['3=3:start', '1 + 2=3:equal', '3=3:equal']);
  });

  it('on the first non-blank line a leading "=" is syntax_error at it', () => {
    expect(faultOfWorking('= 1')).toEqual(['invalid_input', 'syntax_error', 0]);
    expect(faultOfWorking('\n \n  = 1 = 1')).toEqual(['invalid_input', 'syntax_error', 5]);
    expect(faultOfWorking('=')).toEqual(['invalid_input', 'syntax_error', 0]);
  });

  it('a trailing "=" continues on the next non-blank line: no empty part follows it', () => {
    expect(summary(check('1 + 1 =\n\n2 =\n  4/2'))).toEqual(['1 + 1=2:start', '2=2:equal', '4/2=2:equal']);
  });

  it('a trailing "=" with no non-blank line after it leaves an empty part: syntax_error at the line\'s end', () => {
    expect(faultOfWorking('1 = 2 =')).toEqual(['invalid_input', 'syntax_error', 7]);
    // The line's end is after its last character, trailing whitespace included, the LF and its CR not.
    expect(faultOfWorking('1 = 2 =  \r\n \n')).toEqual(['invalid_input', 'syntax_error', 9]);
  });

  it('both continuations may meet: "1 =" then "= 2" is the chain 1 = 2', () => {
    const output = check('1 =\n= 2');
    expect(summary(output)).toEqual(['1=1:start', '2=2:not_equal']);
    expect(output.steps[1]!.position).toBe(6);
  });

  it('any other empty part is syntax_error at the "=" that follows it', () => {
    expect(faultOfWorking('1 == 1')).toEqual(['invalid_input', 'syntax_error', 3]);
    expect(faultOfWorking('1 =  = 1')).toEqual(['invalid_input', 'syntax_error', 5]);
    // A line "= =" between two others: the part between its two "=" is empty.
    expect(faultOfWorking('1\n= =\n1')).toEqual(['invalid_input', 'syntax_error', 4]);
  });

  it("or at the line's end when nothing follows it (the LF and a dropped CR excluded)", () => {
    // Line 2 is "  =  ": its leading "=" continues the chain, and what follows is empty.
    expect(faultOfWorking('1\n  =  \n2')).toEqual(['invalid_input', 'syntax_error', 7]);
    expect(faultOfWorking('1\n=\r\n2')).toEqual(['invalid_input', 'syntax_error', 3]);
    // The last line has no LF, so its CR is not dropped: the line ends after it.
    expect(faultOfWorking('1 =\r')).toEqual(['invalid_input', 'syntax_error', 4]);
  });

  it("a step's text is its part without surrounding whitespace; its position is that text's first character; its line its own", () => {
    const output = check(' \t 1/2 +\t1/2 \t=  1 \r\n\t= 2/2');
    expect(output.steps.map(({ text, position, line }) => [text, position, line])).toEqual([
      ['1/2 +\t1/2', 3, 1],
      ['1', 17, 1],
      ['2/2', 24, 2],
    ]);
  });
});

describe('Grammar of a part', () => {
  it('+ and - bind looser than * and /; all are left associative', () => {
    expect(check('1 + 2 * 3').start_value).toBe('7');
    expect(check('10 - 4 - 3').start_value).toBe('3');
    expect(check('12 : 3 : 2').start_value).toBe('2');
    expect(check('2 * (3 + 4)').start_value).toBe('14');
  });

  it('unary minus binds tighter than * and /: 2*-3 = -6, -2 1/2 = -5/2', () => {
    expect(check('2*-3').start_value).toBe('-6');
    expect(check('-2 1/2').start_value).toBe('-5/2');
    expect(check('--3').start_value).toBe('3');
    expect(check('-(1 + 2) * 2').start_value).toBe('-6');
  });

  it.each([
    ['+', '5 + 2', '7'],
    ['-', '5 - 2', '3'],
    ['U+2212', '5 − 2', '3'],
    ['U+2013', '5 – 2', '3'],
    ['*', '5 * 2', '10'],
    ['U+00D7', '5 × 2', '10'],
    ['U+00B7', '5 · 2', '10'],
    ['U+22C5', '5 ⋅ 2', '10'],
    ['/', '5 / 2', '5/2'],
    ['U+00F7', '5 ÷ 2', '5/2'],
    [':', '5 : 2', '5/2'],
    ['unary U+2212', '−5', '-5'],
    ['unary U+2013', '–5', '-5'],
  ])('accepts %s', (_name, working, value) => {
    expect(check(working).start_value).toBe(value);
  });

  it('whitespace is space, tab and CR', () => {
    expect(check('1\t+\r2 ').start_value).toBe('3');
  });

  it.each([
    ['a letter', '1 + x', 4],
    ['a no-break space', '1\u00a0+ 2', 1],
    ['a comma', '1,5', 1],
    ['a vertical tab', '1\u000b+ 2', 1],
    ['a form feed', '1 +\f2', 3],
    ['U+2215 division slash', '1 \u2215 2', 2],
    ['a bracket', '[1]', 0],
    ['"of" inside a word', '3/4 off 12', 4],
    ['"of" after a letter', '3/4 xof 12', 4],
    ['"Of" (capital)', '3/4 Of 12', 4],
  ])('anything else is bad_character at that character: %s', (_name, working, position) => {
    expect(faultOfWorking(working)).toEqual(['invalid_input', 'bad_character', position]);
  });
});

describe('NUMBER', () => {
  it('INTEGER is RFC 8259 int: 05 is bad_number at its start, and at the 0 of 03 in 5/03', () => {
    expect(check('0 + 10').start_value).toBe('10');
    expect(faultOfWorking('1 + 05')).toEqual(['invalid_input', 'bad_number', 4]);
    expect(faultOfWorking('5/03')).toEqual(['invalid_input', 'bad_number', 2]);
    expect(faultOfWorking('2 01/3')).toEqual(['invalid_input', 'bad_number', 2]);
    expect(faultOfWorking('00.5')).toEqual(['invalid_input', 'bad_number', 0]);
  });

  it('FRACTION: an ASCII "/" with no whitespace on either side is one number, so 6:2/3 = 9 and 1/2 ÷ 3/4 = 2/3', () => {
    expect(check('6:2/3').start_value).toBe('9');
    expect(check('1/2 ÷ 3/4').start_value).toBe('2/3');
    // "6 / 2" with spaces is a division: 6 / 2/3 = 6 ÷ (2/3) = 9, (6 / 2) / 3 = 1 would be the other reading.
    expect(check('6 / 2/3').start_value).toBe('9');
    expect(check('6 / 2 / 3').start_value).toBe('1');
    // A "/" with whitespace on one side is a division too.
    expect(check('1 /2').start_value).toBe('1/2');
    expect(check('3 * 1/ 2').start_value).toBe('3/2');
    // ÷ is never a fraction bar: 1÷2/3 = 1 ÷ (2/3) = 3/2, and 4÷2÷2 = 1.
    expect(check('1÷2/3').start_value).toBe('3/2');
    expect(check('4÷2÷2').start_value).toBe('1');
  });

  it('after a FRACTION a further "/" is a division: 1/2/3 = 1/6, 1/2/3/4 = (1/2) ÷ (3/4) = 2/3', () => {
    expect(check('1/2/3').start_value).toBe('1/6');
    expect(check('1/2/3/4').start_value).toBe('2/3');
    expect(check('1/2/3/4/5').start_value).toBe('2/15');
  });

  it('MIXED is an INTEGER, whitespace, then a FRACTION: 2 1/2 = 5/2', () => {
    expect(check('2 1/2').start_value).toBe('5/2');
    expect(check('2\t \t1/2').start_value).toBe('5/2');
    expect(check('1 1/2 + 2 2/3').start_value).toBe('25/6');
    // A further "/" divides the MIXED: (5/2) / 3.
    expect(check('2 1/2/3').start_value).toBe('5/6');
    // Not a MIXED: an INTEGER then a DECIMAL, or an INTEGER then an INTEGER, are two numbers in a row.
    expect(faultOfWorking('2 1.5')).toEqual(['invalid_input', 'syntax_error', 2]);
    expect(faultOfWorking('2 3')).toEqual(['invalid_input', 'syntax_error', 2]);
    // A FRACTION then a FRACTION is no MIXED either.
    expect(faultOfWorking('1/2 3/4')).toEqual(['invalid_input', 'syntax_error', 4]);
    expect(faultOfWorking('1 2 3/4')).toEqual(['invalid_input', 'syntax_error', 2]);
  });

  it('a MIXED needs a whole part, a numerator and a denominator of at least 1, else bad_mixed_number at its start', () => {
    expect(faultOfWorking('1 + 0 1/2')).toEqual(['invalid_input', 'bad_mixed_number', 4]);
    expect(faultOfWorking('2 0/3')).toEqual(['invalid_input', 'bad_mixed_number', 0]);
    expect(faultOfWorking('2 1/0')).toEqual(['invalid_input', 'bad_mixed_number', 0]);
    expect(check('2 9/10').start_value).toBe('29/10');
    expect(check('1 1/2').start_value).toBe('3/2');
  });

  it('1.1.0 reads a MIXED whose fraction part is not proper: whole + numerator/denominator', () => {
    // 3 + 13/12 = 49/12; 2 + 3/3 = 3; 2 + 10/9 = 28/9.
    expect(check('3 13/12').start_value).toBe('49/12');
    expect(check('2 3/3').start_value).toBe('3');
    expect(check('2 10/9').start_value).toBe('28/9');
  });

  it('and the final forms lowest_terms and mixed refuse it; improper refuses every MIXED', () => {
    for (const form of ['lowest_terms', 'mixed', 'improper']) {
      expect(check('49/12 = 3 13/12', { final_form: form }).final_form_ok).toBe(false);
    }
    expect(check('49/12 = 4 1/12', { final_form: 'mixed' }).final_form_ok).toBe(true);
  });

  it('DECIMAL is INTEGER "." and one or more digits: 0.75 = 3/4', () => {
    expect(check('0.75').start_value).toBe('3/4');
    expect(check('1.050').start_value).toBe('21/20');
    expect(check('1.5/2').start_value).toBe('3/4');
  });

  it('an INTEGER followed by "." and no digit is bad_number at the INTEGER\'s start', () => {
    expect(faultOfWorking('3 + 12.')).toEqual(['invalid_input', 'bad_number', 4]);
    expect(faultOfWorking('12. + 1')).toEqual(['invalid_input', 'bad_number', 0]);
  });

  it('1.1.0: "." then digits, the "." not directly after a digit, is a DECIMAL: .12 = 3/25', () => {
    expect(check('.12').start_value).toBe('3/25');
    expect(check('1 + .5').start_value).toBe('3/2');
    // ".5" after an INTEGER and whitespace is a DECIMAL, so two numbers in a row.
    expect(faultOfWorking('1 .5')).toEqual(['invalid_input', 'syntax_error', 2]);
  });

  it('1.1.0: a DECIMAL may end with "..." or "…": a repeating decimal, its block the shortest the digits end with twice', () => {
    // 0.333... = 1/3; 0.1666... = 1/6 (block 6 after 1); 0.121212... = 12/99 = 4/33; 0.5... = 5/9 (one digit: it repeats).
    expect(check('0.333...').start_value).toBe('1/3');
    expect(check('0.1666\u2026').start_value).toBe('1/6');
    expect(check('0.121212...').start_value).toBe('4/33');
    expect(check('0.5...').start_value).toBe('5/9');
    // 1.142857142857... = 1 + 1/7 = 8/7; .333... = 1/3.
    expect(check('1.142857142857...').start_value).toBe('8/7');
    expect(check('.333...').start_value).toBe('1/3');
    // A repeating DECIMAL passes no final form.
    expect(check('1/3 = 0.333...', { final_form: 'lowest_terms' }).final_form_ok).toBe(false);
    // Two points are no repeat mark: bad_character at the first of them.
    expect(faultOfWorking('0.3..')).toEqual(['invalid_input', 'bad_character', 3]);
  });

  it('a "." that does not start a DECIMAL is bad_character at the "."', () => {
    expect(faultOfWorking('. 5')).toEqual(['invalid_input', 'bad_character', 0]);
    expect(faultOfWorking('1/2.5')).toEqual(['invalid_input', 'bad_character', 3]);
    expect(faultOfWorking('2 1/2.5')).toEqual(['invalid_input', 'bad_character', 5]);
    expect(faultOfWorking('1.5.5')).toEqual(['invalid_input', 'bad_character', 3]);
    // After ")" a ".5" is a DECIMAL (1.1.0), so two operands in a row.
    expect(faultOfWorking('(1).5')).toEqual(['invalid_input', 'syntax_error', 3]);
  });

  it('a NUMBER of more than 40 digits in all is literal_too_long at its start', () => {
    expect(check(nines(40)).start_value).toBe(nines(40));
    expect(faultOfWorking(`1 + ${nines(41)}`)).toEqual(['limit_exceeded', 'literal_too_long', 4]);
    // The digits of a FRACTION, a MIXED and a DECIMAL are counted together.
    expect(check(`1/${nines(39)}`).steps).toHaveLength(1);
    expect(faultOfWorking(`1 + ${nines(20)}/${nines(21)}`)).toEqual(['limit_exceeded', 'literal_too_long', 4]);
    expect(check(`${nines(20)} 1/${nines(19)}`).steps).toHaveLength(1);
    expect(faultOfWorking(`${nines(20)} 1/${nines(20)}`)).toEqual(['limit_exceeded', 'literal_too_long', 0]);
    expect(check(`${nines(20)}.${nines(20)}`).steps).toHaveLength(1);
    expect(faultOfWorking(`${nines(20)}.${nines(21)}`)).toEqual(['limit_exceeded', 'literal_too_long', 0]);
  });

  it('within one NUMBER the faults come in the order bad_number, bad_mixed_number, literal_too_long', () => {
    // Whole 0 (bad_mixed_number) and a numerator with a leading zero (bad_number): bad_number, at that INTEGER.
    expect(faultOfWorking('0 01/2')).toEqual(['invalid_input', 'bad_number', 2]);
    // A MIXED over 0 of 41 digits: bad_mixed_number.
    expect(faultOfWorking(`1 ${nines(39)}/0`)).toEqual(['invalid_input', 'bad_mixed_number', 0]);
    // An improper MIXED of 41 digits (read since 1.1.0): literal_too_long.
    expect(faultOfWorking(`1 ${nines(20)}/${nines(20)}`)).toEqual(['limit_exceeded', 'literal_too_long', 0]);
    // 41 digits with a leading zero: bad_number.
    expect(faultOfWorking(`0${nines(40)}`)).toEqual(['invalid_input', 'bad_number', 0]);
    expect(faultOfWorking(`${nines(41)}.`)).toEqual(['invalid_input', 'bad_number', 0]);
  });

  it('each NUMBER, each operator and each parenthesis is one token: 128 are allowed, 129 are too many', () => {
    // 64 MIXED numbers and 63 "+": 127 tokens; a unary minus makes 128; parentheses instead, 129.
    const sum = Array.from({ length: 64 }, () => '2 1/2').join(' + ');
    expect(check(sum).start_value).toBe('160');
    expect(check(`-${sum}`).start_value).toBe('155');
    expect(faultOfWorking(`(${sum})`)).toEqual(['limit_exceeded', 'too_many_tokens', null]);
    // The count is per step: two steps of 127 tokens each are fine.
    expect(check(`${sum} = ${sum}`).valid).toBe(true);
  });
});

describe('Check order', () => {
  it('input is an object: not_an_object', () => {
    for (const input of [null, [], 'working', 5, true, [{ working: '1' }]]) {
      expect(fault(input)).toEqual(['invalid_input', 'not_an_object', null]);
    }
  });

  it('then an unknown field (before a missing one): unknown_field', () => {
    expect(fault({ work: '1' })).toEqual(['invalid_input', 'unknown_field', null]);
    expect(fault({ working: '1', answer: '1', require_canonical: true })).toEqual(['invalid_input', 'unknown_field', null]);
    expect(fault(JSON.parse('{"working":"1","__proto__":1}'))).toEqual(['invalid_input', 'unknown_field', null]);
  });

  it('then a missing working: missing_field', () => {
    expect(fault({})).toEqual(['invalid_input', 'missing_field', null]);
    expect(fault({ answer: 5, final_form: 3 })).toEqual(['invalid_input', 'missing_field', null]);
  });

  it('then the types: working a string, answer a string or null, final_form a string: wrong_type', () => {
    expect(fault({ working: 12 })).toEqual(['invalid_input', 'wrong_type', null]);
    expect(fault({ working: null })).toEqual(['invalid_input', 'wrong_type', null]);
    expect(fault({ working: ['1'] })).toEqual(['invalid_input', 'wrong_type', null]);
    expect(fault({ working: '1', answer: 1 })).toEqual(['invalid_input', 'wrong_type', null]);
    expect(fault({ working: '1', answer: { n: 1 } })).toEqual(['invalid_input', 'wrong_type', null]);
    expect(fault({ working: '1', final_form: null })).toEqual(['invalid_input', 'wrong_type', null]);
    expect(fault({ working: '1', final_form: 0 })).toEqual(['invalid_input', 'wrong_type', null]);
    expect(check('1', { answer: null }).answer_matches).toBeNull();
  });

  it('then working over 8192 bytes: working_too_long', () => {
    expect(fault({ working: '1'.repeat(8193), final_form: 1 })).toEqual(['invalid_input', 'wrong_type', null]);
    expect(fault({ working: '1'.repeat(8193), answer: 'x' })).toEqual(['limit_exceeded', 'working_too_long', null]);
    expect(check(`1${' '.repeat(8191)}`).start_value).toBe('1');
  });

  it('then a lone surrogate: lone_surrogate at it, before the answer', () => {
    expect(fault({ working: '1 + \uDC00', answer: 'x' })).toEqual(['invalid_input', 'lone_surrogate', 4]);
    expect(fault({ working: '= \uD800' })).toEqual(['invalid_input', 'lone_surrogate', 2]);
    expect(fault({ working: '\uDC00\uD800' })).toEqual(['invalid_input', 'lone_surrogate', 0]);
  });

  it('then answer not a rational string: bad_answer; its numerator or denominator over 200 digits: answer_too_long', () => {
    for (const answer of ['', '1.', '.5', '1.5e3', '+1', '01', '1/0', '1/-2', '1/02', ' 1', '1 ', '--1', '½', '1/2/3', '0x10']) {
      expect(fault({ working: '1', answer, final_form: 'x' })).toEqual(['invalid_input', 'bad_answer', null]);
    }
    expect(check('1', { answer: `${nines(200)}/${nines(200)}` }).answer_matches).toBe(true);
    expect(fault({ working: '1', answer: nines(201), final_form: 'x' })).toEqual(['limit_exceeded', 'answer_too_long', null]);
    expect(fault({ working: '1', answer: `-1/${nines(201)}` })).toEqual(['limit_exceeded', 'answer_too_long', null]);
  });

  it('then final_form not one of any, lowest_terms, improper, mixed: bad_final_form', () => {
    for (const form of ['', 'Mixed', 'proper', 'lowest terms', ' any']) {
      expect(fault({ working: '', final_form: form })).toEqual(['invalid_input', 'bad_final_form', null]);
    }
  });

  it('then no part (working empty or only whitespace): empty_working', () => {
    for (const working of ['', ' ', '\n', '\r\n\t \r\n', '\n\n\n']) {
      expect(faultOfWorking(working)).toEqual(['invalid_input', 'empty_working', null]);
    }
  });

  it('then more than 100 parts: too_many_steps, before any fault in a part', () => {
    expect(check(Array.from({ length: 100 }, () => '1').join(' = ')).steps).toHaveLength(100);
    expect(faultOfWorking(`x = ${Array.from({ length: 100 }, () => '1').join(' = ')}`)).toEqual(['limit_exceeded', 'too_many_steps', null]);
    // Empty parts are parts: 99 steps and two empty parts make 101.
    expect(faultOfWorking(`${Array.from({ length: 99 }, () => '1').join(' = ')} == =`)).toEqual(['limit_exceeded', 'too_many_steps', null]);
  });

  it('then the parts in text order, each read whole before the next', () => {
    // A later part's fault loses to an earlier part's, whatever their kinds.
    expect(faultOfWorking('1 + = x')).toEqual(['invalid_input', 'syntax_error', 4]);
    expect(faultOfWorking('1 = 05 = x')).toEqual(['invalid_input', 'bad_number', 4]);
    expect(faultOfWorking(`1 = ${'('.repeat(33)}1 = 1.`)).toEqual(['limit_exceeded', 'too_deep', 36]);
  });

  it('within a part: its lexical faults (the first in text order) before its token count before parsing', () => {
    // A syntax fault early, a bad character later in the same part: bad_character.
    expect(faultOfWorking('1 + * 2 + x')).toEqual(['invalid_input', 'bad_character', 10]);
    // A syntax fault early, 129 tokens: too_many_tokens; with a bad number later still: bad_number.
    const many = Array.from({ length: 65 }, () => '1').join(' + ');
    expect(faultOfWorking(`) ${many}`)).toEqual(['limit_exceeded', 'too_many_tokens', null]);
    expect(faultOfWorking(`) ${many} + 05`)).toEqual(['invalid_input', 'bad_number', 262]);
    // Nesting too deep early, a bad character later: bad_character.
    expect(faultOfWorking(`${'('.repeat(40)}1 + x`)).toEqual(['invalid_input', 'bad_character', 44]);
    // Of two lexical faults the first in text order.
    expect(faultOfWorking('1 + 0 1/2 + 05')).toEqual(['invalid_input', 'bad_mixed_number', 4]);
  });

  it('parsing: syntax_error at the first token that cannot be accepted', () => {
    expect(faultOfWorking('1 + * 2')).toEqual(['invalid_input', 'syntax_error', 4]);
    expect(faultOfWorking('(1 + 2))')).toEqual(['invalid_input', 'syntax_error', 7]);
    expect(faultOfWorking('1 (2)')).toEqual(['invalid_input', 'syntax_error', 2]);
    expect(faultOfWorking('()')).toEqual(['invalid_input', 'syntax_error', 1]);
    expect(faultOfWorking('1 = 2 3')).toEqual(['invalid_input', 'syntax_error', 6]);
  });

  it('a part that ends too early is syntax_error at its end: the "=" after it, or the line\'s end', () => {
    expect(faultOfWorking('1 +')).toEqual(['invalid_input', 'syntax_error', 3]);
    expect(faultOfWorking('1 +   = 1')).toEqual(['invalid_input', 'syntax_error', 6]);
    expect(faultOfWorking('(1 + 2 \t\n= 3')).toEqual(['invalid_input', 'syntax_error', 8]);
    expect(faultOfWorking('1\n= 2 *\r\n= 3')).toEqual(['invalid_input', 'syntax_error', 7]);
    expect(faultOfWorking('1 = -')).toEqual(['invalid_input', 'syntax_error', 5]);
  });

  it('nesting over 32 levels, counting every "(" and every pending unary minus: too_deep at that "(" or "-"', () => {
    expect(check(`${'('.repeat(32)}1${')'.repeat(32)}`).start_value).toBe('1');
    expect(faultOfWorking(`${'('.repeat(33)}1${')'.repeat(33)}`)).toEqual(['limit_exceeded', 'too_deep', 32]);
    expect(check(`${'-'.repeat(32)}1`).start_value).toBe('1');
    expect(faultOfWorking(`${'-'.repeat(33)}1`)).toEqual(['limit_exceeded', 'too_deep', 32]);
    expect(faultOfWorking(`${'-('.repeat(16)}-1${')'.repeat(16)}`)).toEqual(['limit_exceeded', 'too_deep', 32]);
    expect(faultOfWorking(`1 = ${'(-'.repeat(17)}1${')'.repeat(17)}`)).toEqual(['limit_exceeded', 'too_deep', 36]);
    // Nesting over the limit is met before an early end further on (NOTES.md: the first fault reading left to right).
    expect(faultOfWorking(`${'('.repeat(33)}1 +`)).toEqual(['limit_exceeded', 'too_deep', 32]);
  });

  it('every part is parsed before any is evaluated', () => {
    const huge = Array.from({ length: 6 }, () => nines(40)).join(' * ');
    // The product is 255 characters; " = 1 +" ends the second part at 261.
    expect(faultOfWorking(`${huge} = 1 +`)).toEqual(['invalid_input', 'syntax_error', 261]);
  });
});

describe('Evaluation', () => {
  it('a FRACTION with denominator 0 gives its step division_by_zero, at its "/"', () => {
    const output = check('1 + 3/0 = 4');
    expect(output.steps[0]).toMatchObject({ value: null, status: 'division_by_zero', division_position: 5 });
  });

  it('a division by 0 gives its step division_by_zero, at the division operator', () => {
    expect(check('2 : (1 - 1)').steps[0]!.division_position).toBe(2);
    expect(check('2 ÷ 0').steps[0]!.division_position).toBe(2);
    expect(check('2 / 0/5').steps[0]!.division_position).toBe(2);
  });

  it('the step stops at its first zero divisor, in post-order, left before right', () => {
    // (1/0) is met before 2 ÷ (0): the FRACTION's "/" at 2.
    expect(check('(1/0) ÷ 0').steps[0]!.division_position).toBe(2);
    // A zero divisor before an oversized value: the step stops, the value is never met.
    const huge = Array.from({ length: 6 }, () => nines(40)).join(' * ');
    expect(check(`1/0 + ${huge}`).steps[0]!.status).toBe('division_by_zero');
    // An oversized value before a zero divisor: the request's fault.
    expect(faultOfWorking(`${huge} + 1/0`)[1]).toBe('value_too_large');
  });

  it('such a step has no value, and the other steps are still evaluated and checked', () => {
    const output = check('1/2 + 1/2 = 1/0 = 1 = 2');
    expect(summary(output)).toEqual(['1/2 + 1/2=1:start', '1/0=null:division_by_zero', '1=1:equal', '2=2:not_equal']);
  });

  it('a reduced value over 200 digits is limit_exceeded value_too_large at its operator, for the whole request', () => {
    const nine40 = nines(40);
    // (10^40 − 1)^5 < 10^200 has 200 digits: allowed; one more factor is over.
    expect(check(Array.from({ length: 5 }, () => nine40).join(' * ')).steps[0]!.value).toHaveLength(200);
    const six = Array.from({ length: 6 }, () => nine40).join(' * ');
    expect(faultOfWorking(six)).toEqual(['limit_exceeded', 'value_too_large', 5 * 43 - 2]);
    // Denominators too: 1/(10^39 − 1)^6 has a 234-digit denominator.
    const reciprocals = Array.from({ length: 6 }, () => `1/${nines(39)}`).join(' * ');
    expect(faultOfWorking(reciprocals)).toEqual(['limit_exceeded', 'value_too_large', 5 * 44 - 2]);
  });

  it('reduced: an intermediate that reduces to 200 digits or fewer is within the limit', () => {
    // 10^39 ÷ 10^39 … : each product is reduced first; (10^120 / 10^120) never holds more than 121 digits.
    const ten39 = `1${'0'.repeat(39)}`;
    expect(check(`${ten39} * ${ten39} * ${ten39} / (${ten39} * ${ten39} * ${ten39})`).start_value).toBe('1');
  });

  it('the first value over the limit met, steps in text order, each in post-order', () => {
    const nine40 = nines(40);
    const six = Array.from({ length: 6 }, () => nine40).join(' * ');
    // Step 0 is fine; step 1 is over at its fifth "*", though step 2 is over too.
    const working = `1 = ${six} = ${six}`;
    expect(faultOfWorking(working)).toEqual(['limit_exceeded', 'value_too_large', 4 + 5 * 43 - 2]);
    // Within a step, post-order: the left operand's product is met before the right one's.
    expect(faultOfWorking(`(${six}) + (${six})`)).toEqual(['limit_exceeded', 'value_too_large', 1 + 5 * 43 - 2]);
  });
});

describe('Step status', () => {
  it('step 0 is start, or division_by_zero', () => {
    expect(check('5').steps[0]!.status).toBe('start');
    expect(check('5/0').steps[0]!.status).toBe('division_by_zero');
  });

  it('a later step is compared with the nearest earlier step that has a value', () => {
    const output = check('1 = 1/0 = 2/2 = 3/0 = 3/3 = 5');
    expect(output.steps.map((step) => step.status)).toEqual([
      'start',
      'division_by_zero',
      'equal',
      'division_by_zero',
      'equal',
      'not_equal',
    ]);
    expect(output.steps[5]!.difference).toBe('4');
  });

  it('unchecked when no earlier step has a value', () => {
    const output = check('1/0 = 2/0 = 3 = 3');
    expect(output.steps.map((step) => step.status)).toEqual(['division_by_zero', 'division_by_zero', 'unchecked', 'equal']);
  });

  it('a step that equals a wrong step before it is equal: errors are carried forward', () => {
    const output = check('1/2 + 1/3\n= 2/5\n= 4/10\n= 0.4');
    expect(output.steps.map((step) => step.status)).toEqual(['start', 'not_equal', 'equal', 'equal']);
    expect(output.steps.map((step) => step.equals_start)).toEqual([true, false, false, false]);
  });

  it("equals_start: whether each step with a value equals step 0's; null when the step or step 0 has no value", () => {
    expect(check('1 = 2 = 1').steps.map((step) => step.equals_start)).toEqual([true, false, true]);
    expect(check('1 = 1/0 = 1').steps.map((step) => step.equals_start)).toEqual([true, null, true]);
    expect(check('1/0 = 1 = 1').steps.map((step) => step.equals_start)).toEqual([null, null, null]);
  });

  it("difference: the not_equal step's value minus the compared value; else null", () => {
    // 2/5 − 5/6 = (12 − 25)/30 = −13/30.
    expect(check('1/2 + 1/3 = 2/5').steps.map((step) => step.difference)).toEqual([null, '-13/30']);
    expect(check('1 = 1/0 = 7/4').steps.map((step) => step.difference)).toEqual([null, null, '3/4']);
  });

  it('division_position: for a division_by_zero step the "/" or division operator whose divisor is zero; else null', () => {
    expect(check('1 = 2 : (3 - 3) = 1').steps.map((step) => step.division_position)).toEqual([null, 6, null]);
  });
});

describe('start_value, final_value, valid, reason', () => {
  it("start_value is step 0's value and final_value the last step's (null when division_by_zero)", () => {
    expect(check('1/2 + 1/2 = 3').start_value).toBe('1');
    expect(check('1/2 + 1/2 = 3').final_value).toBe('3');
    expect(check('1/0 = 3').start_value).toBeNull();
    expect(check('3 = 1/0').final_value).toBeNull();
  });

  it('valid iff no step is not_equal or division_by_zero, the answer (when given) equals final_value, and final_form holds', () => {
    expect(check('1/2 + 1/2 = 1', { answer: '2/2', final_form: 'lowest_terms' })).toMatchObject({
      valid: true,
      reason: null,
      answer_matches: true,
      final_form_ok: true,
    });
  });

  it('reason: the lowest-index step that is not_equal or division_by_zero first, with first_error_index', () => {
    expect(check('1 = 1/0 = 2', { answer: '5', final_form: 'mixed' })).toMatchObject({
      valid: false,
      reason: 'division_by_zero',
      first_error_index: 1,
    });
    expect(check('1 = 2 = 1/0', { answer: '5' })).toMatchObject({ reason: 'step_mismatch', first_error_index: 1 });
  });

  it('then answer_mismatch, then final_form; first_error_index is null for them', () => {
    expect(check('4/2', { answer: '3', final_form: 'lowest_terms' })).toMatchObject({
      valid: false,
      reason: 'answer_mismatch',
      first_error_index: null,
      answer_matches: false,
      final_form_ok: false,
    });
    expect(check('4/2', { answer: '2', final_form: 'lowest_terms' })).toMatchObject({
      valid: false,
      reason: 'final_form',
      first_error_index: null,
      answer_matches: true,
      final_form_ok: false,
    });
  });

  it('answer_matches: null without an answer or without a final value, else whether they are equal (by value)', () => {
    expect(check('1').answer_matches).toBeNull();
    expect(check('1', { answer: null }).answer_matches).toBeNull();
    expect(check('1 = 1/0', { answer: '1' }).answer_matches).toBeNull();
    expect(check('17/12', { answer: '34/24' }).answer_matches).toBe(true);
    expect(check('0', { answer: '-0' }).answer_matches).toBe(true);
    expect(check('-1/2', { answer: '1/2' }).answer_matches).toBe(false);
  });

  it('final_form_ok is null for any, the default', () => {
    expect(check('2/4').final_form_ok).toBeNull();
    expect(check('2/4', { final_form: 'any' }).final_form_ok).toBeNull();
  });

  // [last step, lowest_terms, improper, mixed]
  it.each([
    ['5', true, true, true],
    ['0', true, true, true],
    ['-5', true, true, true],
    ['- 5', true, true, true],
    ['−5', true, true, true],
    ['-0', false, false, false],
    ['− 0', false, false, false],
    ['1/2', true, true, true],
    ['-1/2', true, true, true],
    ['7/4', true, true, false],
    ['-7/4', true, true, false],
    ['2/4', false, false, false],
    ['4/2', false, false, false],
    ['3/1', false, false, false],
    ['0/3', false, false, false],
    ['1 3/4', true, false, true],
    ['-1 3/4', true, false, true],
    ['1 2/4', false, false, false],
    ['0.5', false, false, false],
    ['2.0', false, false, false],
    ['(1/2)', false, false, false],
    ['-(1/2)', false, false, false],
    ['--1/2', false, false, false],
    ['1/2 + 0', false, false, false],
    ['2 * 1', false, false, false],
  ])('final form of the last step %s: lowest_terms %s, improper %s, mixed %s', (last, lowest, improper, mixed) => {
    const value = check(last).final_value!;
    const working = `${value} = ${last}`;
    expect(check(working, { final_form: 'lowest_terms' }).final_form_ok).toBe(lowest);
    expect(check(working, { final_form: 'improper' }).final_form_ok).toBe(improper);
    expect(check(working, { final_form: 'mixed' }).final_form_ok).toBe(mixed);
  });

  it("the final form reads the last step's tokens alone, not its value nor the other steps", () => {
    expect(check('1/2 = 2/4', { final_form: 'lowest_terms' }).final_form_ok).toBe(false);
    expect(check('2/4 = 1/2', { final_form: 'lowest_terms' }).final_form_ok).toBe(true);
    // A division_by_zero last step is still read: 1/0 has a denominator below 2.
    expect(check('1 = 1/0', { final_form: 'improper' }).final_form_ok).toBe(false);
  });
});

describe('Every value is canonical', () => {
  it('lowest terms, sign on the numerator, no "/1", never -0', () => {
    const output = check('-6/4 = 6/-4 = 4/2 = -0 = 0/5 = 1 = -1');
    expect(output.steps.map((step) => step.value)).toEqual(['-3/2', '-3/2', '2', '0', '0', '1', '-1']);
    expect(output.steps.map((step) => step.difference)).toEqual([null, null, '7/2', '-2', null, '1', '-2']);
  });
});

describe('Decimals (1.2.0): final_form decimal and a decimal answer', () => {
  const formOk = (working: string): boolean | null => check(working, { final_form: 'decimal' }).final_form_ok;

  it('final_form may be decimal; anything else is still bad_final_form', () => {
    expect(check('1.5 + 2.25 = 3.75', { final_form: 'decimal' }).valid).toBe(true);
    expect(fault({ working: '1', final_form: 'Decimal' })).toEqual(['invalid_input', 'bad_final_form', null]);
  });

  it('an INTEGER other than -0, or a DECIMAL that is not repeating and not -0', () => {
    for (const working of ['3', '-3', '1.5 + 1.5 = 3', '2.5', '.5', '1.50', '-0.25', '0'])
      expect([working, formOk(working)]).toEqual([working, true]);
    for (const working of ['-0', '-0.0', '(2.5)', '25%', '2.5 + 0', '0.5...']) expect([working, formOk(working)]).toEqual([working, false]);
  });

  it('a value that terminates is refused as a FRACTION or MIXED; one that does not is written as lowest_terms writes it', () => {
    for (const working of ['3/4', '2 1/2', '6/4']) expect([working, formOk(working)]).toEqual([working, false]);
    for (const working of ['12/7', '1 5/7', '-2/3']) expect([working, formOk(working)]).toEqual([working, true]);
    for (const working of ['24/14', '1.714285714285...', '0.333...', '1 12/7'])
      expect([working, formOk(working)]).toEqual([working, false]);
  });

  it('the other final forms still refuse every DECIMAL', () => {
    for (const form of ['lowest_terms', 'improper', 'mixed']) expect(check('2.5', { final_form: form }).final_form_ok).toBe(false);
  });

  it('answer may be a decimal, compared by its exact value', () => {
    expect(check('1.5 + 2.25', { answer: '3.75' }).answer_matches).toBe(true);
    expect(check('5.22', { answer: '5.22' }).answer_matches).toBe(true);
    expect(check('261/50', { answer: '5.22' }).answer_matches).toBe(true);
    expect(check('1/2', { answer: '-0.5' }).answer_matches).toBe(false);
    expect(check('0', { answer: '-0.0' }).answer_matches).toBe(true);
  });

  it('a decimal answer of more than 200 digits, or over a power of ten of more than 200, is answer_too_long', () => {
    expect(check('1', { answer: `1.${'0'.repeat(199)}` }).answer_matches).toBe(true);
    expect(fault({ working: '1', answer: `1.${'0'.repeat(200)}` })).toEqual(['limit_exceeded', 'answer_too_long', null]);
    expect(fault({ working: '1', answer: `${'1'.repeat(150)}.${'1'.repeat(51)}` })).toEqual(['limit_exceeded', 'answer_too_long', null]);
  });
});

describe('1.3.0: an x written for times', () => {
  const notesOf = (working: string) => check(working).steps.map((step) => step.notes ?? null);

  it('an x or X between two operands is *, and the step says so at each such letter', () => {
    expect(check('2 x 3 = 5')).toMatchObject({ valid: false, start_value: '6', final_value: '5', first_error_index: 1 });
    expect(check('2/3 x 3/4 = 1/2').valid).toBe(true);
    expect(check('2x3 = 6').valid).toBe(true);
    expect(check('(1/2) X (3/4) = 3/8').valid).toBe(true);
    expect(check('1 1/2 x 2 = 3').valid).toBe(true);
    expect(check('2² x 0.5 = 2').valid).toBe(true);
    expect(check('25% x .4 = 0.1').valid).toBe(true);
    expect(notesOf('2 x 3 x 4\n= 6 X 4\n= 24')).toEqual([
      [
        { note: 'letter_as_times', position: 2 },
        { note: 'letter_as_times', position: 6 },
      ],
      [{ note: 'letter_as_times', position: 14 }],
      null,
    ]);
  });

  it('any other letter, and an x not between two operands, is still bad_character at it', () => {
    expect(faultOfWorking('2x + 1 = 7')).toEqual(['invalid_input', 'bad_character', 1]);
    expect(faultOfWorking('2 x = 6')).toEqual(['invalid_input', 'bad_character', 2]);
    expect(faultOfWorking('x 3 = 6')).toEqual(['invalid_input', 'bad_character', 0]);
    expect(faultOfWorking('2 xx 3 = 6')).toEqual(['invalid_input', 'bad_character', 2]);
    expect(faultOfWorking('2 x -3 = -6')).toEqual(['invalid_input', 'bad_character', 2]);
    expect(faultOfWorking('2 y 3 = 6')).toEqual(['invalid_input', 'bad_character', 2]);
  });

  it('a step with no x read as times has no notes field', () => {
    expect(Object.hasOwn(check('2 × 3 = 6').steps[0]!, 'notes')).toBe(false);
  });
});
