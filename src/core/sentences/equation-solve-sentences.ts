/**
 * The way forward of an equation working, as sentences of the catalog holding the student's own
 * numbers: linear-equation-check's advice on a right but unhelpful move, and the hint of each step
 * of linear-equation-solve. Every number in them is a string the engine wrote; nothing is computed here.
 */
import type { EquationAdvice } from '../equations/advice';
import type { LinearEquationSolveOutput } from '../tools/linear-equation-solve';
import { sentence, valuePart as value, type SentenceMessage } from './sentence-message';
import type { EquationAdviceKey, EquationSolveHintKey } from './way-forward-sentences';

/** The advice on a line's move, with the letter and the quantity of the better move. */
export function adviceSentence(advice: EquationAdvice, letter: string): SentenceMessage<EquationAdviceKey> {
  return sentence<EquationAdviceKey>(`equation.advice.${advice.rule}`, {
    letter: value(letter),
    by: value(advice.by ?? ''),
    other: value(advice.letter ?? ''),
  });
}

/** Whether a line is the solution written out: the letter alone on the left, its value on the right. */
function isSolutionLine(text: string, letter: string, solution: string): boolean {
  const squeezed = (line: string) => line.replace(/\s+/g, '').toLowerCase();
  return squeezed(text) === squeezed(`${letter} = ${solution}`);
}

/** The hint of step `index` of the way forward, with its numbers. */
export function equationSolveHint(output: LinearEquationSolveOutput, index: number): SentenceMessage<EquationSolveHintKey> {
  const message = sentence<EquationSolveHintKey>;
  const step = output.steps[index]!;
  const letter = output.variable;
  // The line the step starts from: the student's last right line, or the step before.
  const before = index === 0 ? output.from_text : output.steps[index - 1]!.text;
  const numbers = step.numbers;
  const params = { letter: value(letter) };
  switch (step.action) {
    case 'clear_unknown_denominator':
    case 'clear_denominators':
      return message(`equation.solve.hint.${step.action}`, { ...params, multiplier: value(numbers.multiplier ?? '?') });
    case 'expand_and_collect':
      // The solver also uses this action for the last rewrite into letter = value (5 = x, x = 10/2):
      // with no bracket to expand, the student is told what the line should look like.
      return isSolutionLine(step.text, letter, step.value) && !before.includes('(')
        ? message('equation.solve.hint.write_solution', { ...params, solution: value(`${letter} = ${step.value}`) })
        : message('equation.solve.hint.expand_and_collect', params);
    case 'collect_unknown':
      return message('equation.solve.hint.collect_unknown', { ...params, term: value(numbers.term ?? '?') });
    case 'move_number': {
      // Subtracting a negative number is said as adding it: its minus sign is dropped from the text, not worked out.
      const number = numbers.number ?? '?';
      return number.startsWith('-')
        ? message('equation.solve.hint.move_number.add', { ...params, number: value(number.slice(1)) })
        : message('equation.solve.hint.move_number.subtract', { ...params, number: value(number) });
    }
    case 'divide_by_coefficient':
      return message('equation.solve.hint.divide_by_coefficient', { ...params, coefficient: value(numbers.coefficient ?? '?') });
    case 'check':
      return message('equation.solve.hint.check', { value: value(`${letter} = ${numbers.value ?? '?'}`) });
  }
}
