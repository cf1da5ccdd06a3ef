// An equation working's gutter marks and underlines, from linear-equation-check's own answers.
import { describe, expect, it } from 'vitest';
import { execute } from '../../core/execute';
import { EQUATION_KIND } from '../../core/working/equation-kind';
import type { LinearEquationCheckOutput } from '../../core/tools/linear-equation-check';
import type { ToolResponse } from '../../worker/messages';
import { en } from '../i18n/en';
import { translatorFor } from '../i18n/translate';
import { equationDiagnostics, equationMarks } from './equation-marks';
import { equationRequest } from './working-state';

const t = translatorFor(en);
const check = (working: string) => execute('linear-equation-check', { working }) as ToolResponse<'linear-equation-check'>;
const marks = (working: string) =>
  equationMarks(check(working) as LinearEquationCheckOutput, t).map(({ line, symbol, kind, emphasised }) => [
    line,
    symbol,
    kind,
    emphasised,
  ]);

describe('an equation working’s marks', () => {
  it('one per line, by its status; the first mistake emphasised; blank lines keep their numbers', () => {
    expect(marks('2x + 1 = 7\n\n2x = 6\nx = 4\nx = 4')).toEqual([
      [1, '▸', 'start', false],
      [3, '✓', 'equal', false],
      [4, '✗', 'not_equal', true],
      [5, '✓', 'equal', false],
    ]);
  });

  it('the check line is ✓ when it holds and ✗ when the answer put back does not give both sides', () => {
    expect(marks('3x = 6\nx = 2\n3 × 2 = 6')).toEqual([
      [1, '▸', 'start', false],
      [2, '✓', 'equal', false],
      [3, '✓', 'equal', false],
    ]);
    expect(equationMarks(check('3x = 6\nx = 2\n3 × 2 = 6') as LinearEquationCheckOutput, t)[2]!.label).toBe('Line 3: Check');
  });

  it('a line that is not linear is ✗, and a line after a first line that is not linear is unchecked', () => {
    expect(marks('x*x = 4\nx = 2')).toEqual([
      [1, '✗', 'not_equal', true],
      [2, '?', 'unchecked', false],
    ]);
  });
});

describe('an equation working’s underlines', () => {
  it('the wrong line as a warning, and the site of its likely mistake in the line before as a note', () => {
    const working = '2/3 x + 1/4 = 5/6\n2/3 x = 5/6 + 1/4';
    const diagnostics = equationDiagnostics(EQUATION_KIND.checkExplained({ working }), en);
    expect(diagnostics.map(({ from, to, severity }) => [working.slice(from, to), severity])).toEqual([
      ['1/4', 'info'],
      ['2/3 x = 5/6 + 1/4', 'warning'],
    ]);
    expect(diagnostics[0]!.message).toBe(
      'Line 2 went wrong here: it looks like 1/4 was moved to the other side without changing its sign (a term that moves across “=” changes its sign).',
    );
  });

  it('an input error at its place, with its sentence', () => {
    const working = '2x = 4\n2x + y = 4';
    expect(
      equationDiagnostics(EQUATION_KIND.checkExplained({ working }), en).map(({ from, to, severity, message }) => [
        working.slice(from, to),
        severity,
        message,
      ]),
    ).toEqual([['y', 'error', 'Line 2: “y” is a second letter: this equation has one unknown, x.']]);
  });
});

describe('the request', () => {
  it('the working and the answer key as typed; nothing for a blank working', () => {
    expect(equationRequest({ working: '2x = 4', answer: ' x = 2 ', finalForm: 'any' })).toEqual({ working: '2x = 4', answer: 'x = 2' });
    expect(equationRequest({ working: '2x = 4', answer: '', finalForm: 'mixed' })).toEqual({ working: '2x = 4' });
    expect(equationRequest({ working: ' \n', answer: '', finalForm: 'any' })).toBeNull();
  });
});
