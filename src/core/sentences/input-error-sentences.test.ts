// A text the engine cannot read: the fault's span in UTF-16 units (the editor's count) from the
// envelope's code point offset, and its sentence in both languages, from one place for every
// kind of text. The envelopes are the engine's own, but for the synthetic ones that put an astral
// character before a fault (the grammars refuse one at its own place).
import { describe, expect, it } from 'vitest';
import { execute } from '../execute';
import type { ErrorEnvelope } from '../errors';
import type { ToolId } from '../execute';
import { faultSpan, INPUT_ERROR_SENTENCES, inputFault, type FaultText } from './input-error-sentences';
import { sentenceText } from './sentence-message';

const TOOLS: Readonly<Record<FaultText, ToolId>> = {
  working: 'rational-working-check',
  equation: 'linear-equation-check',
  rational: 'rational-expression-check',
  decimal: 'decimal-expression-evaluate',
};

function envelopeOf(reading: FaultText, text: string): ErrorEnvelope {
  const input =
    reading === 'rational'
      ? { expression: text, claimed_value: '1', require_canonical: false }
      : reading === 'decimal'
        ? { expression: text }
        : { working: text };
  const response = execute(TOOLS[reading], input) as unknown as ErrorEnvelope;
  if (!('error' in response)) throw new Error(`${text}: no error`);
  return response;
}

/** What is underlined and what is said, in English and in Hebrew. */
function fault(reading: FaultText, text: string, envelope = envelopeOf(reading, text)) {
  const { span, sentence } = inputFault(reading, text, envelope);
  return {
    underlined: span === null ? null : text.slice(span.from, span.to),
    span,
    en: sentence === null ? null : sentenceText(sentence, INPUT_ERROR_SENTENCES.en),
    he: sentence === null ? null : sentenceText(sentence, INPUT_ERROR_SENTENCES.he),
  };
}

const synthetic = (reason: string, position: number, details: Record<string, unknown> = {}): ErrorEnvelope => ({
  error: { code: 'invalid_input', message: 'the engine’s words', details: { reason, position, ...details } },
});

describe('the span of a fault, in UTF-16 units', () => {
  it('an astral character at fault is its two units, on any line', () => {
    expect(fault('working', '😀 + 1')).toMatchObject({ underlined: '😀', span: { from: 0, to: 2 } });
    expect(fault('working', '1/2\n= 😀')).toMatchObject({ underlined: '😀', span: { from: 6, to: 8 } });
    expect(fault('equation', '2x = 4\nx = 😀')).toMatchObject({ underlined: '😀', span: { from: 11, to: 13 } });
    expect(fault('decimal', '1 + 😀')).toMatchObject({ underlined: '😀', span: { from: 4, to: 6 } });
  });

  it('a code point offset after an astral character lands one unit further per character', () => {
    // "😀😀 * 2": the "*" is code point 3 and UTF-16 unit 5.
    const text = '😀😀 * 2';
    expect(faultSpan('decimal', text, synthetic('unexpected_token', 3))).toEqual({ from: 5, to: 6 });
    expect(faultSpan('working', '😀 = 1/2 +', synthetic('syntax_error', 9))).toEqual({ from: 9, to: 10 });
  });

  it('a division by zero from its sign through its divisor as the engine quotes it', () => {
    expect(fault('decimal', '1 / (2 - 2)').underlined).toBe('/');
    expect(faultSpan('rational', '😀/(1-1)', synthetic('division_by_zero', 1, { divisor_text: '(1-1)' }))).toEqual({ from: 2, to: 8 });
  });

  it('no span for an envelope that points at no place; its sentence still said for a working', () => {
    const empty = fault('working', '  ');
    expect(empty.span).toBeNull();
    expect(empty.en).toBe('Write the problem on the first line, then each step on its own line, starting with “=”.');
    const scale = execute('decimal-expression-evaluate', { expression: '1', scale: 2 }) as unknown as ErrorEnvelope;
    expect(fault('decimal', '1', scale)).toEqual({ underlined: null, span: null, en: null, he: null });
  });
});

describe('the sentence of a fault, by the kind of text', () => {
  it('each kind of text is said with its own sentences, in English and in Hebrew', () => {
    expect(fault('working', '1/2 + (1/3')).toMatchObject({
      underlined: '3',
      en: 'Line 1: the bracket opened before 1/3 is never closed.',
      he: 'שורה 1: הסוגריים שנפתחו לפני 1/3 לא נסגרו.',
    });
    expect(fault('equation', '2x = 4\n2x + y = 4')).toMatchObject({
      underlined: 'y',
      en: 'Line 2: “y” is a second letter: this equation has one unknown, x.',
      he: 'שורה 2: „y” היא אות שנייה: במשוואה הזאת נעלם אחד, x.',
    });
    expect(fault('rational', '1/2 ) + 1')).toMatchObject({
      underlined: ')',
      en: '“)” cannot come here.',
      he: '“)” אינו יכול לבוא כאן.',
    });
  });

  it('quotes an astral character whole, never half of it', () => {
    expect(fault('working', '1/2\n= 😀').en).toBe('Line 2: “😀” cannot be part of a working: use numbers, + − × ÷ : and brackets.');
    expect(fault('equation', '2x = 4\nx = 😀').en).toBe(
      'Line 2: “😀” cannot be part of an equation: use numbers, one letter, + − × ÷ : = and brackets.',
    );
  });

  it('the Hebrew catalog has every key the English one has, and no placeholder of its own', () => {
    const { en, he } = INPUT_ERROR_SENTENCES;
    expect(Object.keys(he).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      const names = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(names(he[key]), key).toEqual(names(en[key]));
    }
  });
});
