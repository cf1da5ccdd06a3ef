import { execute } from '../../core/execute';
import { describe, expect, it } from 'vitest';
import { explainedWorkingCheck } from '../../core/working/fraction-kind';
import { en } from '../i18n/en';
import { translatorFor } from '../i18n/translate';
import { requestSummary, resultSummary } from './history-summary';

const t = translatorFor(en);
const answerOf = (working: string, extra: { answer?: string; final_form?: 'mixed' } = {}) =>
  explainedWorkingCheck({ working, ...extra }).response;

describe('a working in the history', () => {
  it('is its first line, with the number of lines when there are more', () => {
    expect(requestSummary('working', { working: '\n  2/3 + 3/4\n= 17/12\n\n= 1 5/12 ' }, t)).toBe('2/3 + 3/4 … (3 lines)');
    expect(requestSummary('working', { working: '1/2 + 1/3 = 5/6' }, t)).toBe('1/2 + 1/3 = 5/6');
  });

  it('answered: correct, or what went wrong first, with its line', () => {
    expect(resultSummary('working', answerOf('2/3 + 3/4\n= 17/12'), t)).toEqual({ tone: 'good', text: 'correct' });
    expect(resultSummary('working', answerOf('2/3 + 3/4\n= 8/12 + 9/12\n= 17/24'), t)).toEqual({ tone: 'bad', text: 'mistake on line 3' });
    expect(resultSummary('working', answerOf('1\n= 1/0'), t)).toEqual({ tone: 'bad', text: 'division by zero on line 2' });
    expect(resultSummary('working', answerOf('1 = 1', { answer: '2' }), t)).toEqual({ tone: 'bad', text: 'not the answer key' });
    expect(resultSummary('working', answerOf('3/2 = 3/2', { final_form: 'mixed' }), t)).toEqual({
      tone: 'bad',
      text: 'not in the required form',
    });
    expect(resultSummary('working', answerOf('1 +'), t)).toEqual({ tone: 'bad', text: 'Invalid input' });
    // An equation working's answer, as the tab records it.
    expect(resultSummary('working', execute('linear-equation-check', { working: '2x = 4\nx = 3' }), t)).toEqual({
      tone: 'bad',
      text: 'mistake on line 2',
    });
    expect(resultSummary('working', execute('linear-equation-check', { working: '2x = 4\nx = 2' }), t)).toEqual({
      tone: 'good',
      text: 'correct',
    });
  });

  it('a stored answer of the wrong shape says little, and never throws', () => {
    expect(resultSummary('working', { valid: false, reason: 'step_mismatch', first_error_index: 7, steps: 'x' }, t)).toEqual({
      tone: 'bad',
      text: 'wrong',
    });
    expect(resultSummary('working', 'nonsense', t)).toEqual({ tone: 'neutral', text: 'no answer' });
  });
});
