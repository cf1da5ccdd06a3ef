import { limitExceeded, notComputable, ToolError } from '../errors';
import { checkEquationWorking, type SolutionJson } from '../equations/check';
import { checkLineText, solutionText, solveSteps, type EquationSolveStep } from '../equations/solve';
import { solutionJson } from '../equations/solution-set';
import { readEquationRequest } from './linear-equation-check';
import { REFERENCE_VERSION } from './reference-version';

export interface LinearEquationSolveOutput {
  from_line: number;
  from_step: number;
  from_text: string;
  variable: string;
  steps: EquationSolveStep[];
  solution: SolutionJson;
  working: string;
  reference_version: typeof REFERENCE_VERSION;
}

/**
 * The way forward from the student's last right line: the line continued from is the one before
 * the first line that is not equivalent (or not linear, or divides by zero), else the last line that is no check line.
 */
export function linearEquationSolve(input: unknown): LinearEquationSolveOutput {
  const { working, variable } = readEquationRequest(input);
  const check = checkEquationWorking(working, variable, null, false);
  const { steps, lines, sets } = check;
  const first = steps[0]!;
  if (first.status === 'division_by_zero') {
    throw notComputable(
      'division_by_zero',
      `the first line divides by zero at ${first.division_position}: it has no solution set to work toward`,
      first.division_position,
    );
  }
  if (sets[0] === null)
    throw notComputable('not_linear', 'the first line is not a linear equation: its unknown is squared once denominators are cleared');
  let from = check.firstError === null ? steps.length - 1 : check.firstError - 1;
  while (from > 0 && (steps[from]!.status === 'check' || sets[from] === null)) from--;
  const letter = check.variable ?? variable ?? 'x';
  const set = sets[0]!;
  const solved = solveSteps(lines[from]!, steps[from]!.text, letter, set);
  if (solved === null)
    throw notComputable(
      'method_not_applicable',
      `line ${steps[from]!.line} cannot be written as a·${letter} + b = c·${letter} + d once its denominators are cleared`,
    );
  // A correct working ends with the answer put back into the first equation (after at least one line of working).
  if (set.kind === 'one' && from + solved.length >= 1) {
    solved.push({
      text: checkLineText(steps[0]!.text, letter, set.value),
      action: 'check',
      value: solved.at(-1)?.value ?? solutionText(set),
      numbers: { value: set.value.toString() },
    });
  }
  const continued = [working.slice(0, check.spans[from]!.to), ...solved.map((s) => s.text)].join('\n');
  // Re-checked before it is answered: every line of the solution keeps the first line's solution set.
  const recheck = (() => {
    try {
      return checkEquationWorking(continued, letter, null, false);
    } catch (error) {
      // A line the method wrote (the check of a long first line, with the value in each place of the letter) or the whole
      // working would pass the check's limits: said as the solution's size, never as a line the student did not write.
      if (error instanceof ToolError && error.code === 'limit_exceeded') {
        throw limitExceeded(
          'solution_too_long',
          `the working with its solution would pass linear-equation-check's limits (${error.message})`,
        );
      }
      throw error;
    }
  })();
  const kept = recheck.steps
    .slice(from + 1)
    .every((s, i, all) => (i === all.length - 1 && s.status === 'check' ? s.holds === true : s.status === 'equivalent'));
  if (!kept || from === check.firstError) {
    throw notComputable(
      'method_not_applicable',
      `the method's lines from line ${steps[from]!.line} do not keep the solution set (a value that makes a denominator zero)`,
    );
  }
  return {
    from_line: steps[from]!.line,
    from_step: from,
    from_text: steps[from]!.text,
    variable: letter,
    steps: solved,
    solution: solutionJson(set),
    working: continued,
    reference_version: REFERENCE_VERSION,
  };
}
