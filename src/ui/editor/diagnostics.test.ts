import { describe, expect, it } from 'vitest';
import { diagnosticsFor } from './diagnostics';

const envelope = (position: number | undefined, reason = 'unexpected_token', message = 'bad') => ({
  error: { code: 'invalid_input', message, details: position === undefined ? { reason } : { reason, position } },
});
const underlined = (text: string, span: { from: number; to: number }) => text.slice(span.from, span.to);

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
