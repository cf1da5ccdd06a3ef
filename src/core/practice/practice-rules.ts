/**
 * The rules a practice sheet can be made for, names only (so the app can list them without loading
 * the generator): every rule of rational-working-check's catalog, in its order, then every rule of
 * linear-equation-check, in its contract's order.
 */
import { EQUATION_RULES, type EquationRule } from '../equations/rule-ids';
import { MISCONCEPTION_RULES, type MisconceptionRule } from '../misconceptions/catalog';

/** A rule a sheet practises: rational-working-check's or linear-equation-check's. */
export type PracticeRule = MisconceptionRule | EquationRule;

export const PRACTICE_RULES: readonly PracticeRule[] = [...MISCONCEPTION_RULES, ...EQUATION_RULES];

export function isMisconceptionRule(text: string): text is MisconceptionRule {
  return (MISCONCEPTION_RULES as readonly string[]).includes(text);
}

export function isEquationRule(text: string): text is EquationRule {
  return (EQUATION_RULES as readonly string[]).includes(text);
}

export function isPracticeRule(text: string): text is PracticeRule {
  return isMisconceptionRule(text) || isEquationRule(text);
}
