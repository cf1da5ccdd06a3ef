/**
 * One line for a history entry: what was asked, and what the engine answered. The answer is
 * stored data, so it is read field by field with type checks and never trusted to have a shape.
 */
import type { Translate } from '../i18n/translate';
import type { ShareRequests, ShareTab } from '../share/share-link';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringAt = (value: unknown, key: string): string | null => (isObject(value) && typeof value[key] === 'string' ? value[key] : null);

const fraction = (numerator: string, denominator: string): string => (denominator === '1' ? numerator : `${numerator}/${denominator}`);

/** The request in a line: the expression, the claim, the fractions (left to right, as typed). */
export function requestSummary<Tab extends ShareTab>(tab: Tab, request: ShareRequests[Tab], t: Translate): string {
  switch (tab) {
    case 'working': {
      // The first line that says something, and how many lines there are.
      const lines = (request as ShareRequests['working']).working
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
      const first = lines[0] ?? '';
      return lines.length > 1 ? t('history.workingLines', { first, lines: lines.length }) : first;
    }
    case 'evaluate': {
      const evaluate = request as ShareRequests['evaluate'];
      const names = Object.keys(evaluate.variables ?? {});
      const extras = [
        ...(names.length > 0 ? [names.map((name) => `${name} = ${evaluate.variables![name]}`).join(', ')] : []),
        ...(evaluate.scale !== undefined ? [t('history.scale', { scale: evaluate.scale })] : []),
        ...(evaluate.rounding !== undefined ? [evaluate.rounding] : []),
      ];
      return extras.length === 0 ? evaluate.expression : `${evaluate.expression}  (${extras.join('; ')})`;
    }
    case 'check': {
      const check = request as ShareRequests['check'];
      return `${check.expression} = ${check.claimed_value}`;
    }
    case 'trace': {
      const trace = request as ShareRequests['trace'];
      return t('history.traceRequest', { steps: trace.steps.length, claim: trace.claimed_result });
    }
    default: {
      const { a, b } = request as ShareRequests['subtract'];
      return `${fraction(a.numerator, a.denominator)} − ${fraction(b.numerator, b.denominator)}`;
    }
  }
}

export type ResultTone = 'good' | 'bad' | 'neutral';

/** The answer in a few words, with a tone for its badge; `math` when it is a value (shown left to right). */
export function resultSummary(tab: ShareTab, response: unknown, t: Translate): { tone: ResultTone; text: string; math?: true } {
  if (isObject(response) && isObject(response.error)) {
    const code = stringAt(response.error, 'code');
    const heading =
      code === 'invalid_input' || code === 'limit_exceeded' || code === 'not_computable' ? t(`error.${code}`) : t('error.other');
    return { tone: 'bad', text: heading };
  }
  if (!isObject(response)) return { tone: 'neutral', text: t('history.noAnswer') };
  switch (tab) {
    case 'working': {
      if (response.valid === true) return { tone: 'good', text: t('history.correct') };
      const index = typeof response.first_error_index === 'number' ? response.first_error_index : null;
      const step = index !== null && Array.isArray(response.steps) ? (response.steps[index] as unknown) : null;
      const line = isObject(step) && typeof step.line === 'number' ? step.line : null;
      // An equation working's (linear-equation-check's) wrong line is a mistake on its line too.
      const wrongLine = response.reason === 'step_mismatch' || response.reason === 'not_equivalent' || response.reason === 'not_linear';
      if (wrongLine && line !== null) return { tone: 'bad', text: t('history.workingMistake', { line }) };
      if (response.reason === 'division_by_zero' && line !== null)
        return { tone: 'bad', text: t('history.workingDivisionByZero', { line }) };
      if (response.reason === 'answer_mismatch') return { tone: 'bad', text: t('history.workingAnswer') };
      if (response.reason === 'final_form') return { tone: 'bad', text: t('history.workingForm') };
      return { tone: 'bad', text: t('history.wrong') };
    }
    case 'evaluate': {
      const value = stringAt(response, 'value');
      return value === null ? { tone: 'neutral', text: t('history.noAnswer') } : { tone: 'neutral', text: `= ${value}`, math: true };
    }
    case 'check':
      if (response.valid === true) return { tone: 'good', text: t('history.correct') };
      return { tone: 'bad', text: response.reason === 'not_canonical' ? t('history.notCanonical') : t('history.wrong') };
    case 'trace': {
      if (response.valid === true) return { tone: 'good', text: t('history.traceCorrect') };
      const discrepancy = response.first_discrepancy;
      const index = isObject(discrepancy) && typeof discrepancy.step_index === 'number' ? discrepancy.step_index : null;
      return { tone: 'bad', text: index === null ? t('history.traceClaimWrong') : t('history.traceMistake', { step: index + 1 }) };
    }
    default: {
      const numerator = stringAt(response, 'numerator');
      const denominator = stringAt(response, 'denominator');
      return numerator === null || denominator === null
        ? { tone: 'neutral', text: t('history.noAnswer') }
        : { tone: 'neutral', text: `= ${fraction(numerator, denominator)}`, math: true };
    }
  }
}
