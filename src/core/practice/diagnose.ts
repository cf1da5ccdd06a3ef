/**
 * Which mistakes a problem tells apart: every rule of the catalog evaluated on it (the rule's
 * buggy evaluation, the one rational-working-check matches), and for each rule the answers that
 * are diagnostic there: wrong, and given by no other rule.
 */
import { evaluateWorkingStep, type NodeValues } from '../evaluate/working-evaluator';
import type { WorkingNumberKind } from '../grammar/scan';
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

/**
 * A one-line problem (one part of the working grammar) parsed and evaluated; null when it is not
 * one or has no value. `statedForm`: for a conversion, the form the answer is written in.
 */
export function problemOutcomes(problem: string, statedForm: WorkingNumberKind | null = null): ProblemOutcomes | null {
  try {
    const parts = splitWorkingParts(problem);
    if (parts.length !== 1) return null;
    const tree = parseWorkingPart(problem, parts[0]!, 0);
    const values: NodeValues = new Map();
    const evaluation = evaluateWorkingStep(tree, values);
    if (evaluation.value === null) return null;
    return { tree, value: evaluation.value, evaluations: buggyEvaluations(tree, values, statedForm) };
  } catch {
    return null;
  }
}

/**
 * Rules whose formula at a site is by construction another rule's there, and which
 * rational-working-check names before it (the contract's "Order"): k − a/b taken as (k − a)/b is
 * also the larger denominator kept, (k − a)/b, and the numerators combined over the product,
 * (k − a)/(1·b), both ranked after it in its family; a/b ÷ k taken as a/(b÷k) is also a/b × k,
 * the wrong operation, a family of the second tier. No problem separates them, and the precise
 * rule is the name the student is told, so its answer is its own although the others give it too.
 */
const NAMED_BEFORE: ReadonlyMap<MisconceptionRule, ReadonlySet<MisconceptionRule>> = new Map([
  ['whole_taken_from_numerator', new Set<MisconceptionRule>(['larger_denominator_kept', 'numerators_combined_denominators_multiplied'])],
  ['only_denominator_divided', new Set<MisconceptionRule>(['multiplied_instead_of_divided'])],
]);

/** Whether another rule's evaluation giving the same value leaves `own`'s answer its own. */
function stillOwn(own: BuggyEvaluation, other: BuggyEvaluation, outcomes: ProblemOutcomes): boolean {
  // The most general member of a family is not named beside a precise one at its site (the contract's rule).
  if (
    GENERAL_RULES.has(other.rule) &&
    familyOf(other.rule) === familyOf(own.rule) &&
    outcomes.evaluations.some((e) => e.rule === own.rule && e.site === other.site)
  )
    return true;
  return NAMED_BEFORE.get(own.rule)?.has(other.rule) === true && other.site === own.site;
}

/**
 * The answers of `rule` on the problem that tell its mistake: values the rule gives (at any of
 * its sites, or any of its readings, a point moved one place before two) that are not the right
 * answer and that no other rule gives anywhere. In the order the rule gives them.
 */
export function diagnosticValues(outcomes: ProblemOutcomes, rule: MisconceptionRule): Rational[] {
  const found: Rational[] = [];
  for (const own of outcomes.evaluations) {
    if (own.rule !== rule || own.value.equals(outcomes.value) || found.some((value) => value.equals(own.value))) continue;
    const shared = outcomes.evaluations.some(
      (other) => other.rule !== rule && other.value.equals(own.value) && !stillOwn(own, other, outcomes),
    );
    if (!shared) found.push(own.value);
  }
  return found;
}
