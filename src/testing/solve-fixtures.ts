/**
 * rational-working-solve outputs for the unit tests of the solve UI, written out by hand from the
 * tool's contract and its example (2 1/2 + 1 1/3), so the sentences are tested against the shape
 * the engine answers with.
 */
import type { RationalWorkingSolveOutput as SolveOutput, SolveStep } from '../core/solve/types';

const REFERENCE =
  'ISO/IEC 10967-2:2001 (LIA-2) exact-result terminology; exact arithmetic over the rationals with canonical reduced form; RFC 8259 sec. 6 integer grammar and sec. 7 strings' as SolveOutput['reference_version'];

export const MIXED_SUM_STEPS: SolveStep[] = [
  {
    text: '5/2 + 4/3',
    value: '23/6',
    action: 'mixed_to_improper',
    position: null,
    rewritten: '2 1/2 + 1 1/3',
    result: '5/2 + 4/3',
    numbers: { wholes: ['2', '1'], numerators: ['1', '1'], denominators: ['2', '3'], improper_numerators: ['5', '4'] },
  },
  {
    text: '15/6 + 8/6',
    value: '23/6',
    action: 'common_denominator',
    position: 0,
    rewritten: '5/2 + 4/3',
    result: '15/6 + 8/6',
    numbers: {
      left_numerator: '5',
      left_denominator: '2',
      right_numerator: '4',
      right_denominator: '3',
      common_denominator: '6',
      left_multiplier: '3',
      right_multiplier: '2',
      scaled_left_numerator: '15',
      scaled_right_numerator: '8',
    },
  },
  {
    text: '23/6',
    value: '23/6',
    action: 'add_numerators',
    position: 0,
    rewritten: '15/6 + 8/6',
    result: '23/6',
    numbers: { left_numerator: '15', right_numerator: '8', denominator: '6', numerator: '23' },
  },
  {
    text: '3 5/6',
    value: '23/6',
    action: 'to_mixed',
    position: 0,
    rewritten: '23/6',
    result: '3 5/6',
    numbers: { numerator: '23', denominator: '6', whole: '3', remainder: '5' },
  },
];

/** 2 1/2 + 1 1/3 from its first line, to a mixed number. */
export const MIXED_SUM: SolveOutput = {
  from_line: 1,
  from_step: 0,
  from_text: '2 1/2 + 1 1/3',
  steps: MIXED_SUM_STEPS,
  final_value: '23/6',
  final_form: 'mixed',
  working: '2 1/2 + 1 1/3\n= 5/2 + 4/3\n= 15/6 + 8/6\n= 23/6\n= 3 5/6',
  reason: null,
  division_position: null,
  reference_version: REFERENCE,
};

/** "1/2 + 1/3\n= 8/12 + 3/12\n= 2/5": line 2 is wrong, so the way forward starts from line 1. */
export const AFTER_A_WRONG_LINE: SolveOutput = {
  from_line: 1,
  from_step: 0,
  from_text: '1/2 + 1/3',
  steps: [
    {
      text: '3/6 + 2/6',
      value: '5/6',
      action: 'common_denominator',
      position: 0,
      rewritten: '1/2 + 1/3',
      result: '3/6 + 2/6',
      numbers: {
        left_numerator: '1',
        left_denominator: '2',
        right_numerator: '1',
        right_denominator: '3',
        common_denominator: '6',
        left_multiplier: '3',
        right_multiplier: '2',
        scaled_left_numerator: '3',
        scaled_right_numerator: '2',
      },
    },
    {
      text: '5/6',
      value: '5/6',
      action: 'add_numerators',
      position: 0,
      rewritten: '3/6 + 2/6',
      result: '5/6',
      numbers: { left_numerator: '3', right_numerator: '2', denominator: '6', numerator: '5' },
    },
  ],
  final_value: '5/6',
  final_form: 'lowest_terms',
  working: '1/2 + 1/3\n= 3/6 + 2/6\n= 5/6',
  reason: null,
  division_position: null,
  reference_version: REFERENCE,
};

export const step = (action: SolveStep['action'], numbers: SolveStep['numbers'], rewritten = '', result = ''): SolveStep => ({
  text: result,
  value: '0',
  action,
  position: 0,
  rewritten,
  result,
  numbers,
});

export const DIVIDES_BY_ZERO: SolveOutput = {
  from_line: 1,
  from_step: 0,
  from_text: '1/2 ÷ (1/3 - 1/3)',
  steps: [],
  final_value: null,
  final_form: 'lowest_terms',
  working: '1/2 ÷ (1/3 - 1/3)',
  reason: 'division_by_zero',
  division_position: 4,
  reference_version: REFERENCE,
};

export const ALREADY_DONE: SolveOutput = {
  from_line: 2,
  from_step: 1,
  from_text: '5/6',
  steps: [],
  final_value: '5/6',
  final_form: 'lowest_terms',
  working: '1/2 + 1/3\n= 5/6',
  reason: null,
  division_position: null,
  reference_version: REFERENCE,
};
