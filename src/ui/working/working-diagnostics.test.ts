import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@codemirror/lint';
import { explainedWorkingCheck } from '../../core/working/fraction-kind';
import type { WorkingPlace } from '../../core/working/places';
import type { FinalForm } from '../../worker/messages';
import { en } from '../i18n/en';
import { workingDiagnostics } from './working-diagnostics';

function underlines(
  working: string,
  options: { answer?: string; final_form?: FinalForm } = {},
): Array<[string, Diagnostic['severity'], string]> {
  const checked = explainedWorkingCheck({ working, ...options });
  const said = (place: WorkingPlace): string => {
    const step = checked.explanation!.steps[place.step]!;
    switch (place.kind) {
      case 'division':
        return `zero divisor ${step.divisor ?? '?'}`;
      case 'letter-as-times':
        return `line ${step.line}: x is ×`;
      case 'wrong':
        return `line ${step.line} wrong`;
      case 'site':
        return `line ${step.line}: ${step.misconceptions![place.misconception]!.rule}`;
      case 'final-form':
        return 'not in form';
    }
  };
  return workingDiagnostics(checked, said, en).map((diagnostic) => [
    working.slice(diagnostic.from, diagnostic.to),
    diagnostic.severity,
    diagnostic.message,
  ]);
}

describe('the underlines of a checked working', () => {
  it('1.3.0: each x read as × is a note at that x', () => {
    expect(underlines('2/3 x 3/4\n= 6 x 1/12')).toEqual([
      ['x', 'info', 'line 1: x is ×'],
      ['x', 'info', 'line 2: x is ×'],
    ]);
  });

  it('a wrong step, and where in the step before its misconception happened', () => {
    expect(underlines('1/2 + 1/3 = 2/5')).toEqual([
      ['+', 'info', 'line 1: added_across'],
      ['2/5', 'warning', 'line 1 wrong'],
    ]);
  });

  it('a mixed number that was misread is underlined whole; in a step with the same operators, the wrong operand', () => {
    expect(underlines('2 1/2 × 3\n= 3/2 × 3')).toEqual([
      ['2 1/2', 'info', 'line 2: mixed_number_whole_added'],
      ['3/2', 'warning', 'line 2 wrong'],
    ]);
  });

  it('1.1.0: every located operand of a step is underlined, not the whole step', () => {
    expect(underlines('1/2 + 1/3 = 1/6 + 1/6')).toEqual([
      ['1/2', 'info', 'line 1: numerator_not_scaled'],
      ['1/3', 'info', 'line 1: numerator_not_scaled'],
      ['1/6', 'warning', 'line 1 wrong'],
      ['1/6', 'warning', 'line 1 wrong'],
    ]);
  });

  it('every division by zero, from its sign through the divisor as written', () => {
    expect(underlines('3/4 ÷ (1/2 - 1/4)\n= 3/4 ÷ (1/4 - 1/4)\n= 3/0')).toEqual([
      ['÷ (1/4 - 1/4)', 'error', 'zero divisor (1/4 - 1/4)'],
      ['/0', 'error', 'zero divisor 0'],
    ]);
  });

  it('the last step when it is not in the required form', () => {
    expect(underlines('2/3 + 3/4\n= 17/12', { final_form: 'mixed' })).toEqual([['17/12', 'warning', 'not in form']]);
    expect(underlines('2/3 + 3/4\n= 1 5/12', { final_form: 'mixed' })).toEqual([]);
  });

  it('a rejected working at its fault, positions counted in code points', () => {
    expect(underlines('😀 + 1')).toEqual([
      ['😀', 'error', 'Line 1: “😀” cannot be part of a working: use numbers, + − × ÷ : and brackets.'],
    ]);
    // The contract points at the INTEGER with a leading zero: the 0 of 03.
    expect(underlines('1/2 + 1/3\n= 5/03')).toEqual([['03', 'error', expect.any(String)]]);
    expect(underlines('1/2 + 😀 = x')).toEqual([['😀', 'error', expect.any(String)]]);
    expect(underlines('1/2 + 1/3 = 5/6 $')).toEqual([['$', 'error', expect.any(String)]]);
  });

  it('a part that ends too early, at its "=" or at its line’s end', () => {
    expect(underlines('1/2 +\n= 2')).toEqual([['+', 'error', expect.any(String)]]);
    expect(underlines('1/2 + = 2')).toEqual([['=', 'error', expect.any(String)]]);
    expect(underlines('= 1/2')).toEqual([['=', 'error', expect.any(String)]]);
  });

  it('nothing for a correct working, or before any answer', () => {
    expect(underlines('2/3 + 3/4\n= 17/12')).toEqual([]);
    expect(workingDiagnostics(null, () => 'never said', en)).toEqual([]);
  });
});
