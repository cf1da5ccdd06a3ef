// Where a checked working's underlines go, found beside the check (the app never reads the working
// again for them): spans in UTF-16 units of the working, from the check's code point offsets.
import { describe, expect, it } from 'vitest';
import { EQUATION_KIND } from './equation-kind';
import { explainedWorkingCheck } from './fraction-kind';
import type { WorkingPlace } from './places';

const shown = (working: string, places: readonly WorkingPlace[]) =>
  places.map((place) => [place.kind, place.step, working.slice(place.span.from, place.span.to)]);

describe('a fraction working’s places', () => {
  it('a wrong step, and the site of its likely mistake in the step before', () => {
    const working = '1/2 + 1/3 = 2/5';
    expect(shown(working, explainedWorkingCheck({ working }).places)).toEqual([
      ['wrong', 1, '2/5'],
      ['site', 1, '+'],
    ]);
  });

  it('a division by zero through its divisor, an x read as ×, a last step not in the form asked for', () => {
    const division = '3/4 ÷ (1/2 - 1/4)\n= 3/4 ÷ (1/4 - 1/4)';
    expect(shown(division, explainedWorkingCheck({ working: division }).places)).toEqual([['division', 1, '÷ (1/4 - 1/4)']]);
    const times = '2/3 x 3/4\n= 6/12';
    expect(shown(times, explainedWorkingCheck({ working: times }).places)).toEqual([['letter-as-times', 0, 'x']]);
    const form = '2/3 + 3/4\n= 17/12';
    expect(shown(form, explainedWorkingCheck({ working: form, final_form: 'mixed' }).places)).toEqual([['final-form', 1, '17/12']]);
  });

  it('a refused working has its fault, with its span in UTF-16 units and its sentence, and no places', () => {
    const working = '1/2\n= 😀';
    const checked = explainedWorkingCheck({ working });
    expect(checked.places).toEqual([]);
    expect(checked.fault?.span).toEqual({ from: 6, to: 8 });
    expect(checked.fault?.sentence).toMatchObject({
      id: 'working.error.badCharacter',
      params: { line: { text: '2' }, text: { text: '😀' } },
    });
  });

  it('a request with no working has no fault to place', () => {
    expect(explainedWorkingCheck(42 as never)).toMatchObject({ fault: null, places: [] });
  });
});

describe('an equation working’s places', () => {
  it('the wrong line, and where in the line before its first misconception happened', () => {
    const working = '2/3 x + 1/4 = 5/6\n2/3 x = 5/6 + 1/4';
    expect(shown(working, EQUATION_KIND.checkExplained({ working }).places)).toEqual([
      ['wrong', 1, '2/3 x = 5/6 + 1/4'],
      ['site', 1, '1/4'],
    ]);
  });

  it('a line that divides by zero at its sign', () => {
    const working = '2x = 4\nx = 4/0';
    expect(shown(working, EQUATION_KIND.checkExplained({ working }).places)).toEqual([['division', 1, '/']]);
  });

  it('a refused working has its fault and sentence', () => {
    const checked = EQUATION_KIND.checkExplained({ working: '2x = 4\n2x + y = 4' });
    expect(checked.places).toEqual([]);
    expect(checked.fault).toMatchObject({ span: { from: 12, to: 13 }, sentence: { id: 'equation.error.twoUnknowns' } });
  });
});
