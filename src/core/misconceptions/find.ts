import { combine, exceedsValueDigits, type NodeValues } from '../evaluate/working-evaluator';
import type { BinaryOperator } from '../grammar/ast';
import type { WorkingBinaryNode, WorkingNegateNode, WorkingNode, WorkingNumberNode } from '../grammar/working-parser';
import { Rational } from '../rational';
import {
  BINARY_RULES, binarySite, MISCONCEPTION_RULES, MIXED_RULES, nodesOf,
  type BinarySite, type BuggySite, type MisconceptionRule, type SiteNumbers,
} from './catalog';
import { evaluateLeftToRight } from './left-to-right';
import { addMod, invMod, mayEqual, mulMod, residueOf, subMod, type Residue } from './residue';
import type { Fraction } from './written-form';

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
    this.mixeds.sort((x, y) => x.literalFrom - y.literalFrom);
    this.sites = this.binaries.map((node) => binarySite(node, values));
  }

  /**
   * What each node's value would have to be, modulo a prime, for the whole expression to come out
   * as `stated`, the other nodes exact: worked down from the root by inverting each operation on
   * the way. A site whose buggy value has another residue cannot match, which a few double
   * operations tell without recomputing anything above it. `ANY` where the residue says nothing
   * (a product with a zero factor, an undefined residue), `NONE` where no value would do.
   */
  requiredResidues(stated: Rational): Map<WorkingNode, Required> {
    const residues = new Map<WorkingNode, Residue>();
    const residue = (node: WorkingNode): Residue => {
      let r = residues.get(node);
      if (r === undefined) {
        const value = this.values.get(node)!;
        r = residueOf(value.numerator, value.denominator);
        residues.set(node, r);
      }
      return r;
    };
    const required = new Map<WorkingNode, Required>([[this.tree, residueOf(stated.numerator, stated.denominator)]]);
    const pending: WorkingNode[] = [this.tree];
    for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
      const target = required.get(node)!;
      if (node.type === 'negate') {
        required.set(node.operand, typeof target === 'symbol' ? target : subMod(0, target));
        pending.push(node.operand);
      } else if (node.type === 'binary') {
        const { left, right } = node;
        required.set(left, typeof target === 'symbol' ? target : requiredOperand(node.operator, 'left', target, this.values.get(right)!, residue(right)));
        required.set(right, typeof target === 'symbol' ? target : requiredOperand(node.operator, 'right', target, this.values.get(left)!, residue(left)));
        pending.push(left, right);
      }
    }
    return required;
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

/** The residue says nothing: every value may do. */
const ANY: unique symbol = Symbol('any value');
/** No value would do. */
const NONE: unique symbol = Symbol('no value');
type Required = Residue | typeof ANY | typeof NONE;

const known = (residue: Residue): Required => (Number.isNaN(residue) ? ANY : residue);

/**
 * The residue one operand of `operator` must have for the operation to give `target` (a residue),
 * the other operand being `other` (exact, and its residue `otherResidue`). A target residue of 0
 * may be a zero or a multiple of the modulus: where that matters, the answer is ANY.
 */
function requiredOperand(operator: BinaryOperator, side: 'left' | 'right', target: Residue, other: Rational, otherResidue: Residue): Required {
  if (Number.isNaN(target) || Number.isNaN(otherResidue)) return ANY;
  switch (operator) {
    case '+': return subMod(target, otherResidue);
    case '-': return side === 'left' ? addMod(target, otherResidue) : subMod(otherResidue, target);
    case '*':
      // x · 0 is 0 whatever x is: any value, or none when the target is certainly not 0.
      if (other.isZero()) return target === 0 ? ANY : NONE;
      return known(mulMod(target, invMod(otherResidue)));
    case '/':
      // x / other = target; other / x = target, x not 0 (a division by zero has no value).
      if (side === 'left') return mulMod(target, otherResidue);
      if (target === 0) return ANY;
      return other.isZero() ? NONE : mulMod(otherResidue, invMod(target));
  }
}

/** Whether the buggy n/d may be the required value: false only when it certainly is not. */
function mayBe(required: Required, { numerator, denominator }: Fraction): boolean {
  if (required === ANY) return true;
  if (required === NONE) return false;
  return mayEqual(numerator, denominator, required);
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
  const required = problem.requiredResidues(stated);
  const matches: MisconceptionMatch[] = [];
  const consider = (rule: MisconceptionRule, site: WorkingNode, position: number, buggy: BuggySite | null): void => {
    if (buggy === null || buggy.result.denominator === 0n || !mayBe(required.get(site)!, buggy.result)) return;
    // A candidate: the evaluation itself decides, with every check of the contract.
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
        consider(rule, node, node.literalFrom, mixedRule(node.mixed!));
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

/** One rule's buggy evaluation of a whole expression at one of its sites (null for the whole-expression rules). */
export interface BuggyEvaluation {
  rule: MisconceptionRule;
  position: number | null;
  site: WorkingNode | null;
  numbers: SiteNumbers;
  /** The buggy value at the site, reduced (the whole expression's, for the whole-expression rules). */
  siteValue: Rational;
  /** The whole expression's value with that one change, every other node exact. */
  value: Rational;
}

/**
 * Every rule of the catalog at every one of its sites, with the value the whole expression takes
 * under it (what a student making that one mistake would write): the same evaluation
 * {@link findMisconceptions} matches against a stated value, run forwards. A site where the rule
 * needs a zero denominator, divides by zero or outgrows the digit cap gives nothing. In the
 * catalog's order, a rule's sites in text order. Used by the practice generator, which needs a
 * rule's answer before any student has given it; a rule added to the catalog's tables is here too.
 */
export function buggyEvaluations(tree: WorkingNode, values: NodeValues): BuggyEvaluation[] {
  const problem = new Problem(tree, values);
  const found: BuggyEvaluation[] = [];
  const consider = (rule: MisconceptionRule, site: WorkingNode, position: number, buggy: BuggySite | null): void => {
    if (buggy === null) return;
    const siteValue = reducedSiteValue(buggy);
    if (siteValue === null) return;
    const value = problem.valueWith(site, siteValue);
    if (value !== null) found.push({ rule, position, site, numbers: buggy.numbers, siteValue, value });
  };
  for (const rule of MISCONCEPTION_RULES) {
    const binaryRule = BINARY_RULES[rule];
    const mixedRule = MIXED_RULES[rule];
    if (binaryRule !== undefined) {
      for (const site of problem.sites) consider(rule, site.node, site.node.operatorAt, binaryRule(site));
    } else if (mixedRule !== undefined) {
      for (const node of problem.mixeds) consider(rule, node, node.literalFrom, mixedRule(node.mixed!));
    } else {
      const value = wholeRuleValue(rule, problem);
      if (value !== null) found.push({ rule, position: null, site: null, numbers: { kind: 'whole' }, siteValue: value, value });
    }
  }
  return found;
}
