import { combine, exceedsValueDigits, type NodeValues } from '../evaluate/working-evaluator';
import type { WorkingBinaryNode, WorkingNegateNode, WorkingNode, WorkingNumberNode } from '../grammar/working-parser';
import { Rational } from '../rational';
import {
  BINARY_RULES, binarySite, MISCONCEPTION_RULES, MIXED_RULES, nodesOf,
  type BinarySite, type BuggySite, type MisconceptionRule, type SiteNumbers,
} from './catalog';
import { evaluateLeftToRight } from './left-to-right';

/** rational-working-check's max_misconceptions_per_step. */
export const MAX_MISCONCEPTIONS_PER_STEP = 5;

/** A rule that explains a stated value: where (the operator, the MIXED's start, or null for the whole expression) and with which numbers. */
export interface MisconceptionMatch {
  rule: MisconceptionRule;
  position: number | null;
  /** The site: a binary node or a MIXED; null for the whole expression. */
  site: WorkingNode | null;
  numbers: SiteNumbers;
  /** The buggy value at the site (the whole expression's, for the whole-expression rules), reduced. */
  siteValue: Rational;
}

/** The expression a wrong step was compared with: its tree, every node's exact value, and how each node is reached from its parent. */
class Problem {
  private readonly parents = new Map<WorkingNode, WorkingBinaryNode | WorkingNegateNode>();
  private readonly binaries: WorkingBinaryNode[] = [];
  readonly mixeds: WorkingNumberNode[] = [];
  /** The binary nodes in text order, with their operands' written forms. */
  readonly sites: BinarySite[];

  constructor(readonly tree: WorkingNode, readonly values: NodeValues) {
    for (const node of nodesOf(tree)) {
      if (node.type === 'binary') {
        this.binaries.push(node);
        this.parents.set(node.left, node);
        this.parents.set(node.right, node);
      } else if (node.type === 'negate') this.parents.set(node.operand, node);
      else if (node.form === 'mixed') this.mixeds.push(node);
    }
    this.binaries.sort((x, y) => x.operatorAt - y.operatorAt);
    this.mixeds.sort((x, y) => x.from - y.from);
    this.sites = this.binaries.map((node) => binarySite(node, values));
  }

  /**
   * The value of the whole expression when `site` has the value `value` and every other node is
   * exact: only the nodes above the site are recomputed. Null when that divides by zero or a
   * value outgrows the digit cap.
   */
  valueWith(site: WorkingNode, value: Rational): Rational | null {
    let node = site;
    let current = value;
    for (let parent = this.parents.get(node); parent !== undefined; node = parent, parent = this.parents.get(node)) {
      if (parent.type === 'negate') {
        current = current.negate();
        continue;
      }
      const left = parent.left === node ? current : this.values.get(parent.left)!;
      const right = parent.right === node ? current : this.values.get(parent.right)!;
      if (parent.operator === '/' && right.isZero()) return null;
      current = combine(parent.operator, left, right);
      if (exceedsValueDigits(current)) return null;
    }
    return current;
  }
}

/** The reduced buggy value of a site; null when it needs a zero denominator (the rule is not tried) or outgrows the digit cap. */
function reducedSiteValue(buggy: BuggySite): Rational | null {
  const { numerator, denominator } = buggy.result;
  if (denominator === 0n) return null;
  const value = Rational.of(numerator, denominator);
  return exceedsValueDigits(value) ? null : value;
}

/** The value of the whole expression under one of the whole-expression rules; null when the rule is not tried or gives no value. */
function wholeRuleValue(rule: MisconceptionRule, problem: Problem): Rational | null {
  const value = problem.values.get(problem.tree)!;
  switch (rule) {
    case 'left_to_right': return evaluateLeftToRight(problem.tree, problem.values);
    case 'sign_flipped': return value.negate();
    case 'reciprocal': return value.isZero() ? null : value.reciprocal();
    default: return null;
  }
}

/**
 * The misconceptions that explain `stated` as a buggy evaluation of `tree` (the contract's
 * "Misconceptions"): every rule is tried at each of its sites; a rule matches where evaluating the
 * expression with that one change, every other node exact, gives exactly `stated`. Matches come in
 * the catalog's order, a rule's sites in text order, at most {@link MAX_MISCONCEPTIONS_PER_STEP}.
 * `values` holds every node's exact value (the tree has a value).
 */
export function findMisconceptions(tree: WorkingNode, values: NodeValues, stated: Rational): MisconceptionMatch[] {
  const problem = new Problem(tree, values);
  const matches: MisconceptionMatch[] = [];
  const consider = (rule: MisconceptionRule, site: WorkingNode, position: number, buggy: BuggySite | null): void => {
    if (buggy === null) return;
    const siteValue = reducedSiteValue(buggy);
    if (siteValue === null) return;
    const value = problem.valueWith(site, siteValue);
    if (value !== null && value.equals(stated)) matches.push({ rule, position, site, numbers: buggy.numbers, siteValue });
  };
  for (const rule of MISCONCEPTION_RULES) {
    const binaryRule = BINARY_RULES[rule];
    const mixedRule = MIXED_RULES[rule];
    if (binaryRule !== undefined) {
      for (const site of problem.sites) {
        consider(rule, site.node, site.node.operatorAt, binaryRule(site));
        if (matches.length === MAX_MISCONCEPTIONS_PER_STEP) return matches;
      }
    } else if (mixedRule !== undefined) {
      for (const node of problem.mixeds) {
        consider(rule, node, node.from, mixedRule(node.mixed!));
        if (matches.length === MAX_MISCONCEPTIONS_PER_STEP) return matches;
      }
    } else {
      const value = wholeRuleValue(rule, problem);
      if (value !== null && value.equals(stated)) {
        matches.push({ rule, position: null, site: null, numbers: { kind: 'whole' }, siteValue: value });
        if (matches.length === MAX_MISCONCEPTIONS_PER_STEP) return matches;
      }
    }
  }
  return matches;
}
