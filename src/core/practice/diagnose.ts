/**
 * Which mistakes a problem tells apart: every rule of the catalog evaluated on it (the rule's
 * buggy evaluation, the one rational-working-check matches), and for each rule whether its answer
 * is diagnostic there: a wrong answer, the same at every site of the rule, and no other rule's.
 */
import { evaluateWorkingStep, type NodeValues } from '../evaluate/working-evaluator';
import { splitWorkingParts } from '../grammar/working-parts';
import { parseWorkingPart, type WorkingNode } from '../grammar/working-parser';
import { familyOf, type MisconceptionRule } from '../misconceptions/catalog';
import { buggyEvaluations, GENERAL_RULES, type BuggyEvaluation } from '../misconceptions/find';
import type { Rational } from '../rational';

export interface ProblemOutcomes {
  tree: WorkingNode;
  /** The right answer. */
  value: Rational;
  /** Every rule at every site, with the whole expression's value under it. */
  evaluations: BuggyEvaluation[];
}

/** A one-line problem (one part of the working grammar) parsed and evaluated; null when it is not one or has no value. */
export function problemOutcomes(problem: string): ProblemOutcomes | null {
  try {
    const parts = splitWorkingParts(problem);
    if (parts.length !== 1) return null;
    const tree = parseWorkingPart(problem, parts[0]!, 0);
    const values: NodeValues = new Map();
    const evaluation = evaluateWorkingStep(tree, values);
    if (evaluation.value === null) return null;
    return { tree, value: evaluation.value, evaluations: buggyEvaluations(tree, values) };
  } catch {
    return null;
  }
}

/**
 * The rules whose answer on the problem is diagnostic, with that answer: the rule gives one value
 * (at every one of its sites), it is not the right answer, and no other rule gives it anywhere.
 */
export function diagnosticAnswers(outcomes: ProblemOutcomes): Map<MisconceptionRule, Rational> {
  const byRule = new Map<MisconceptionRule, Rational[]>();
  for (const { rule, value } of outcomes.evaluations) {
    const list = byRule.get(rule) ?? [];
    if (!list.some((other) => other.equals(value))) list.push(value);
    byRule.set(rule, list);
  }
  const diagnostic = new Map<MisconceptionRule, Rational>();
  for (const [rule, values] of byRule) {
    if (values.length !== 1) continue;
    const value = values[0]!;
    if (value.equals(outcomes.value)) continue;
    // The most general member of a family is not named beside a precise one at its site (the contract's rule).
    const shared = outcomes.evaluations.some((other) => other.rule !== rule && other.value.equals(value)
      && !(GENERAL_RULES.has(other.rule) && familyOf(other.rule) === familyOf(rule) && outcomes.evaluations.some((own) => own.rule === rule && own.site === other.site)));
    if (!shared) diagnostic.set(rule, value);
  }
  return diagnostic;
}
