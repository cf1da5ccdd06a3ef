import { describe, expect, it } from 'vitest';
import { diagnosticsFor, divisionSpan, lexemeSpanAt } from './diagnostics';

const envelope = (position: number | undefined, reason = 'unexpected_token', message = 'bad') => ({
  error: { code: 'invalid_input', message, details: position === undefined ? { reason } : { reason, position } },
});
const underlined = (text: string, span: { from: number; to: number }) => text.slice(span.from, span.to);

describe('lexemeSpanAt', () => {
  it('covers the whole offending token, found by the core scanner', () => {
    expect(underlined('1 + foo(2)', lexemeSpanAt('1 + foo(2)', 'decimal', 4))).toBe('foo');
    expect(underlined('2 * 123.456 +', lexemeSpanAt('2 * 123.456 +', 'decimal', 4))).toBe('123.456');
    expect(underlined('1 $ 2', lexemeSpanAt('1 $ 2', 'decimal', 2))).toBe('$');
  });

  it('follows the grammar: a letter is one invalid character in the rational grammar', () => {
    expect(underlined('1 + ab', lexemeSpanAt('1 + ab', 'rational', 4))).toBe('a');
    expect(underlined('1 + ab', lexemeSpanAt('1 + ab', 'decimal', 4))).toBe('ab');
  });

  it('keeps a character outside the BMP whole', () => {
    const text = '1 + \u{1F600}';
    expect(underlined(text, lexemeSpanAt(text, 'decimal', 4))).toBe('\u{1F600}');
  });

  it('underlines the last character for an early end, or nothing when there is none', () => {
    expect(underlined('1 +  ', lexemeSpanAt('1 +  ', 'decimal', 5))).toBe('+');
    expect(underlined('(1', lexemeSpanAt('(1', 'rational', 2))).toBe('1');
    expect(lexemeSpanAt('   ', 'decimal', 3)).toEqual({ from: 3, to: 3 });
    expect(lexemeSpanAt('', 'decimal', 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('lexemeSpanAt in a working', () => {
  it('takes a NUMBER form whole, by the working grammar', () => {
    expect(underlined('1 + 2 1/2', lexemeSpanAt('1 + 2 1/2', 'working', 4))).toBe('2 1/2');
    expect(underlined('5/03', lexemeSpanAt('5/03', 'working', 0))).toBe('5/03');
  });

  it('at a line’s end (a part that ends too early) underlines the last character of that line', () => {
    const text = '1 +  \n= 2';
    expect(underlined(text, lexemeSpanAt(text, 'working', 5))).toBe('+');
    const crlf = '1 =\r\n';
    expect(underlined(crlf, lexemeSpanAt(crlf, 'working', 3))).toBe('=');
  });
});

describe('divisionSpan', () => {
  it('runs from the operator through the divisor text as written', () => {
    const text = '1/(2-2) + 1';
    expect(underlined(text, divisionSpan(text, 'rational', 1, '(2-2)'))).toBe('/(2-2)');
  });

  it('keeps whitespace between the operator and the divisor', () => {
    const text = '3 \u00f7  ( 1 - 1 ) * 2';
    expect(underlined(text, divisionSpan(text, 'rational', 2, '( 1 - 1 )'))).toBe('\u00f7  ( 1 - 1 )');
  });

  it('falls back to the operator alone without a divisor text', () => {
    expect(underlined('1/0', divisionSpan('1/0', 'rational', 1, null))).toBe('/');
  });
});

describe('diagnosticsFor', () => {
  it('turns an envelope position (code points) into the UTF-16 span of its token', () => {
    const text = '\u{1F600} * 2'; // the emoji is code point 0, "*" is code point 2
    const [diagnostic] = diagnosticsFor(text, 'decimal', envelope(2, 'unexpected_token', 'unexpected "*" at 2'));
    expect(diagnostic).toMatchObject({ severity: 'error', message: 'unexpected "*" at 2' });
    expect(underlined(text, diagnostic!)).toBe('*');
  });

  it('gives nothing for an envelope without a position or an ordinary result', () => {
    expect(diagnosticsFor('1', 'decimal', envelope(undefined))).toEqual([]);
    expect(diagnosticsFor('1', 'decimal', { value: '1', exact: true, fraction: { numerator: '1', denominator: '1' } })).toEqual([]);
    expect(diagnosticsFor('1', 'decimal', null)).toEqual([]);
  });

  it('underlines an evaluation-time division by zero from its operator', () => {
    const text = '1 / (2 - 2)';
    const [diagnostic] = diagnosticsFor(text, 'decimal', {
      error: { code: 'not_computable', message: 'division by zero', details: { reason: 'division_by_zero', position: 2 } },
    });
    expect(underlined(text, diagnostic!)).toBe('/');
  });

  it('underlines a rational-expression-check division_by_zero result with its divisor', () => {
    const text = '1/(2-2) + 1';
    const [diagnostic] = diagnosticsFor(text, 'rational', {
      valid: false,
      reason: 'division_by_zero',
      value: null,
      first_discrepancy: {
        field: 'expression',
        claimed_value: '1',
        canonical_claim: '1',
        actual_value: null,
        difference: null,
        position: 1,
        divisor_text: '(2-2)',
      },
      reference_version: 'x',
    });
    expect(underlined(text, diagnostic!)).toBe('/(2-2)');
    expect(diagnostic!.message).toContain('(2-2)');
  });
});
