/**
 * The Working tab's sentences for an equation working (linear-equation-check's answer), as
 * catalog messages: what each line is, why a wrong line is wrong — one clause per rule of the
 * contract, at its site in the student's line — the advice on a right but unhelpful move, and the
 * verdict. Every number in them is a string the engine wrote; nothing is computed here.
 */
import { EQUATION_RULES, type AdviceRule, type EquationRule } from '../../core/equations/rule-ids';
import type { EquationStep, SolutionJson } from '../../core/equations/check';
import type { LinearEquationCheckOutput } from '../../core/tools/linear-equation-check';
import type { LinearEquationSolveOutput } from '../../core/tools/linear-equation-solve';
import { scanEquationLexeme } from '../../core/equations/parse';
import type { MessageKey } from '../i18n/en';
import type { ExplanationMessage, ExplanationPart } from '../i18n/explanation';

const value = (text: string | number): ExplanationPart => ({ kind: 'value', text: String(text) });
const nested = (id: MessageKey, params: Readonly<Record<string, ExplanationPart>> = {}): ExplanationPart => ({ kind: 'message', id, params });
const message = (id: MessageKey, params: Readonly<Record<string, ExplanationPart>> = {}): ExplanationMessage => ({ id, params });

/** The contract's rules with a sentence each (a fraction rule of rational-working-check has one sentence for all). */
export const ruleKey = (rule: EquationRule): MessageKey => `equation.rule.${rule}`;
export const adviceKey = (rule: AdviceRule): MessageKey => `equation.advice.${rule}`;
export const wayForwardKey = (rule: EquationRule): MessageKey => `equation.forward.${rule}`;

type Step = EquationStep;
type Misconception = NonNullable<Step['misconceptions']>[number];
type Advice = NonNullable<Step['advice']>[number];

/**
 * The fraction a fraction_before_letter note points at (a number, "/", a number), as the student
 * wrote it in the line, read by the equation lexer; null when the text there is not that.
 */
function fractionAt(step: Step, position: number): string | null {
  // The note's offset is in code points of the working; the line's text starts at step.position.
  const text = step.text;
  const start = [...text].slice(0, position - step.position).join('').length;
  const parts: string[] = [];
  let at = start;
  while (parts.length < 3 && at < text.length) {
    const lexeme = scanEquationLexeme(text, at);
    if (lexeme.kind !== 'whitespace') parts.push(`${lexeme.kind}:${text.slice(at, lexeme.end)}`);
    at = lexeme.end;
  }
  const [numerator, bar, denominator] = parts;
  if (numerator?.startsWith('number:') !== true || bar !== 'operator:/' || denominator?.startsWith('number:') !== true) return null;
  return `${numerator.slice(7)}/${denominator.slice(7)}`;
}

/** A solution set in words: x = 7/8, no solution, every number (except …). */
export function solutionPart(solution: SolutionJson | null, letter: string): ExplanationPart {
  if (solution === null) return value('?');
  switch (solution.kind) {
    case 'one': return nested('equation.solution.one', { letter: value(letter), value: value(solution.value ?? '?') });
    case 'none': return nested('equation.solution.none');
    case 'every': return (solution.except ?? []).length === 0
      ? nested('equation.solution.every')
      : nested('equation.solution.everyExcept', { except: value((solution.except ?? []).join(', ')) });
  }
}

const isEquationRule = (rule: string): rule is EquationRule => (EQUATION_RULES as readonly string[]).includes(rule);

/** What a misconception says happened, at its site (the line before, for a rule of the whole line). */
export function equationReason(misconception: Misconception, compared: string, letter: string): ExplanationPart {
  const params = { site: value(misconception.site ?? compared), letter: value(letter) };
  return nested(isEquationRule(misconception.rule) ? ruleKey(misconception.rule) : 'equation.rule.fraction', params);
}

/** The way forward of a misconception: what to do instead, at its site. */
export function equationWayForwardSentence(misconception: Misconception, compared: string, letter: string): ExplanationMessage {
  return message(isEquationRule(misconception.rule) ? wayForwardKey(misconception.rule) : 'equation.forward.fraction', { site: value(misconception.site ?? compared), letter: value(letter) });
}

export function adviceSentence(advice: Advice, letter: string): ExplanationMessage {
  return message(adviceKey(advice.rule), { letter: value(letter), by: value(advice.by ?? ''), other: value(advice.letter ?? '') });
}

/** The line each line is compared with: the last one before it that has a solution set. */
export function comparedStep(steps: readonly Step[], index: number): Step | null {
  for (let i = index - 1; i >= 0; i--) if (steps[i]!.solution !== null) return steps[i]!;
  return null;
}

/** Everything a line's row says, sentence by sentence: its status with the numbers, the advice, the notes. */
export function equationStepSentences(output: LinearEquationCheckOutput, index: number): ExplanationMessage[] {
  const step = output.steps[index]!;
  const letter = output.variable ?? 'x';
  const compared = comparedStep(output.steps, index);
  const sentences: ExplanationMessage[] = [];
  switch (step.status) {
    case 'start':
      sentences.push(message('equation.step.start', { solution: solutionPart(step.solution, letter) }));
      break;
    case 'equivalent':
      sentences.push(message('equation.step.equivalent', { compared: value(compared?.text ?? '?'), solution: solutionPart(step.solution, letter) }));
      break;
    case 'not_equivalent': {
      const head = { compared: value(compared?.text ?? '?'), expected: solutionPart(compared?.solution ?? null, letter), stated: solutionPart(step.solution, letter) };
      const [first, ...others] = step.misconceptions ?? [];
      if (first === undefined) sentences.push(message('equation.step.notEquivalent', head));
      else {
        sentences.push(message('equation.step.notEquivalent.because', { ...head, reason: equationReason(first, compared?.text ?? '', letter) }));
        // The way forward of the mistake named first: what to do instead.
        sentences.push(equationWayForwardSentence(first, compared?.text ?? '', letter));
        for (const other of others) sentences.push(message('equation.step.also', { reason: equationReason(other, compared?.text ?? '', letter) }));
      }
      break;
    }
    case 'not_linear':
      sentences.push(message('equation.step.notLinear', { letter: value(letter) }));
      break;
    case 'division_by_zero':
      sentences.push(message('equation.step.divisionByZero', { letter: value(letter) }));
      break;
    case 'unchecked':
      sentences.push(message('equation.step.unchecked'));
      break;
    case 'check': {
      const answer = index > 0 ? output.steps[index - 1]!.solution : null;
      const shown = answer?.kind === 'one' ? value(`${letter} = ${answer.value}`) : value('?');
      sentences.push(message(step.holds === false ? 'equation.step.check.fails' : 'equation.step.check.holds', { value: shown }));
      break;
    }
  }
  for (const advice of step.advice ?? []) sentences.push(adviceSentence(advice, letter));
  if (step.notes.some((note) => note.note === 'looks_rounded')) sentences.push(message('equation.note.looksRounded'));
  // Said once, on the first line that writes a fraction so (its first such fraction): every line after reads the same way.
  const noted = step.notes.find((note) => note.note === 'fraction_before_letter');
  const first = output.steps.findIndex((other) => other.notes.some((note) => note.note === 'fraction_before_letter')) === index;
  const fraction = first && noted !== undefined && noted.position !== null ? fractionAt(step, noted.position) : null;
  if (fraction !== null) sentences.push(message('equation.note.fractionBeforeLetter', { fraction: value(fraction), letter: value(letter) }));
  return sentences;
}

/** The line's status in a word or two (the first mistake named as such; a check that fails as such). */
export function equationStatusKey(step: Step, firstError: boolean): 'working.status.firstMistake' | 'equation.status.checkFails' | `equation.status.${Step['status']}` {
  if (firstError && step.status === 'not_equivalent') return 'working.status.firstMistake';
  if (step.status === 'check' && step.holds === false) return 'equation.status.checkFails';
  return `equation.status.${step.status}`;
}

/** The verdict's headline. */
export function equationVerdict(output: LinearEquationCheckOutput): ExplanationMessage {
  const letter = output.variable ?? 'x';
  const firstError = output.first_error_index === null ? null : output.steps[output.first_error_index]!;
  const check = output.steps.find((step) => step.status === 'check');
  switch (output.reason) {
    case null:
      return message(check === undefined ? 'equation.verdict.valid' : 'equation.verdict.validChecked', { solution: solutionPart(output.solution, letter) });
    case 'not_equivalent':
      return message('equation.verdict.notEquivalent', { line: value(firstError?.line ?? '?') });
    case 'not_linear':
      return message('equation.verdict.notLinear', { line: value(firstError?.line ?? '?') });
    case 'division_by_zero':
      return message('equation.verdict.divisionByZero', { line: value(firstError?.line ?? '?') });
    case 'answer_mismatch':
      return message('equation.verdict.answerMismatch', { answer: solutionPart(output.answer, letter), solution: solutionPart(output.solution, letter) });
    case 'check_fails':
      return message('equation.verdict.checkFails', { line: value(check?.line ?? '?') });
  }
}

/** The teacher's answer key, said whatever the verdict: whether it is the solution. */
export function equationAnswerCheck(output: LinearEquationCheckOutput, answer: string | null): ExplanationMessage | null {
  if (answer === null || output.answer_matches === null) return null;
  const letter = output.variable ?? 'x';
  return output.answer_matches
    ? message('equation.check.answer.matches', { answer: value(answer) })
    : message('equation.check.answer.differs', { answer: value(answer), solution: solutionPart(output.solution, letter) });
}

/** Where the way forward starts: the student's last right line. */
export function equationSolveStart(output: LinearEquationSolveOutput): ExplanationMessage {
  return message('equation.solve.start', { line: value(output.from_line), text: value(output.from_text) });
}

/** Whether a line is the solution written out: the letter alone on the left, its value on the right. */
function isSolutionLine(text: string, letter: string, solution: string): boolean {
  const squeezed = (line: string) => line.replace(/\s+/g, '').toLowerCase();
  return squeezed(text) === squeezed(`${letter} = ${solution}`);
}

/** The hint of step `index` of the way forward, with its numbers. */
export function equationSolveHint(output: LinearEquationSolveOutput, index: number): ExplanationMessage {
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
