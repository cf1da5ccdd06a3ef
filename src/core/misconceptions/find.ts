import { combine, evaluateWorkingStep, exceedsValueDigits, power, type NodeValues } from '../evaluate/working-evaluator';
import type { BinaryOperator } from '../grammar/ast';
import type { WorkingBinaryNode, WorkingNegateNode, WorkingNode, WorkingNumberNode, WorkingPowerNode } from '../grammar/working-parser';
import { Rational } from '../rational';
import type { WorkingNumberKind } from '../grammar/scan';
import {
  BINARY_RULES,
  binarySite,
  familyOf,
  MISCONCEPTION_RULES,
  nodesOf,
  NUMBER_RULES,
  POWER_RULES,
  rankOf,
  RULE_NOTATION,
  TERM_RULES,
  termPair,
  WHOLE_RULES,
  type BinarySite,
  type BuggyResults,
  type BuggySite,
  type MisconceptionRule,
  type SiteNumbers,
} from './catalog';
import { admitsBinarySite, notationOf, orderMatches } from './families';
import { evaluateLeftToRight } from './left-to-right';
import { addMod, invMod, mayEqual, mulMod, residueOf, subMod, type Residue } from './residue';
import type { Fraction } from './written-form';

/** rational-working-check's max_misconceptions_per_step. */
export const MAX_MISCONCEPTIONS_PER_STEP = 5;

/** A rule that explains a stated value: where (the operator, the literal's start, or null for the whole expression) and with which numbers. */
export interface MisconceptionMatch {
  rule: MisconceptionRule;
  position: number | null;
  /** The site: a binary node, a NUMBER or a power; null for the whole expression. */
  site: WorkingNode | null;
  numbers: SiteNumbers;
  /** The buggy value at the site (the whole expression's, for the whole-expression rules), reduced. */
  siteValue: Rational;
  /** The student's fraction as written is exactly this rule's unreduced result at the whole step: their line tells this reading apart. */
  writtenAsRuleGives: boolean;
}

/** A step's misconceptions (1.2.0): the likely ones listed, or none and the candidates when nothing tells families apart. */
export interface StepMisconceptions {
  matches: MisconceptionMatch[];
  ambiguous: MisconceptionMatch[];
}

/** Rules that say only what their family says: decimal_point_misplaced is every point shift, so a more precise member at the same site is the name. */
export const GENERAL_RULES: ReadonlySet<MisconceptionRule> = new Set(['decimal_point_misplaced']);

/**
 * Rules whose result at a site always has the value of one of its operands (k·n/k·m is n/m; (a÷k)/(b÷k)
 * is a/b). At the whole of P that is their misconception, the fraction multiplied or divided by 1
 * (2/3 × 3 = 6/9, or 2/3); at a site inside a longer expression the value is what leaving that one
 * operation out gives, which the line cannot tell from any other slip that gives it, so there they are
 * not tried (1.4.0, the contract's "Whole of P only": 0.4 − 1/5 × 3 = 0.2 is sign_flipped alone).
 */
export const WHOLE_OF_P_RULES: ReadonlySet<MisconceptionRule> = new Set([
  'multiplied_numerator_and_denominator',
  'divided_numerator_and_denominator',
]);

/** A search collects every match before ordering them: the contract's order is over all of a step's matches. */
const SEARCH_LIMIT = Number.POSITIVE_INFINITY;

/** The expression (or one operand of it) a wrong step was compared with: its tree, every node's exact value, and how each node is reached from its parent. */
class Problem {
  private readonly parents = new Map<WorkingNode, WorkingBinaryNode | WorkingNegateNode | WorkingPowerNode>();
  private readonly binaries: WorkingBinaryNode[] = [];
  readonly numbers: WorkingNumberNode[] = [];
  readonly powers: WorkingPowerNode[] = [];
  /** The binary nodes in text order, with their operands' written forms. */
  readonly sites: BinarySite[];
  /** The literal forms written in each node (./families.ts): which rules a site admits. */
  readonly notation = new Map<WorkingNode, number>();

  constructor(
    readonly tree: WorkingNode,
    readonly values: NodeValues,
  ) {
    for (const node of nodesOf(tree)) {
      if (node.type === 'binary') {
        this.binaries.push(node);
        this.parents.set(node.left, node);
        this.parents.set(node.right, node);
      } else if (node.type === 'negate') this.parents.set(node.operand, node);
      else if (node.type === 'power') {
        this.powers.push(node);
        this.parents.set(node.base, node);
      } else this.numbers.push(node);
    }
    this.binaries.sort((x, y) => x.operatorAt - y.operatorAt);
    this.numbers.sort((x, y) => x.literalFrom - y.literalFrom);
    this.powers.sort((x, y) => x.operatorAt - y.operatorAt);
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
      } else if (node.type === 'power') {
        // A root modulo a prime is not worth its cost here: the base may be anything.
        required.set(node.base, ANY);
        pending.push(node.base);
      } else if (node.type === 'binary') {
        const { left, right } = node;
        required.set(
          left,
          typeof target === 'symbol' ? target : requiredOperand(node.operator, 'left', target, this.values.get(right)!, residue(right)),
        );
        required.set(
          right,
          typeof target === 'symbol' ? target : requiredOperand(node.operator, 'right', target, this.values.get(left)!, residue(left)),
        );
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
      if (parent.type === 'power') {
        current = power(current, parent.exponent);
        if (exceedsValueDigits(current)) return null;
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
function requiredOperand(
  operator: BinaryOperator,
  side: 'left' | 'right',
  target: Residue,
  other: Rational,
  otherResidue: Residue,
): Required {
  if (Number.isNaN(target) || Number.isNaN(otherResidue)) return ANY;
  switch (operator) {
    case '+':
      return subMod(target, otherResidue);
    case '-':
      return side === 'left' ? addMod(target, otherResidue) : subMod(otherResidue, target);
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

/**
 * Whether the student's number, as written, is the rule's result as the rule writes it: a
 * FRACTION with the unreduced numerator and denominator of a rule made of the written numbers
 * (6/9 ÷ 3 = 6/3), or a MIXED with
 * the whole and the fraction part the rule makes of the parts (3 1/4 − 1 3/4 = 2 2/4).
 */
function writtenAsGiven(buggy: BuggySite, site: WorkingNode, stated: WorkingNumberNode): boolean {
  if (stated.percentOf !== null) return false;
  // Only a result made of the written numbers (a/b and c/d, k and n/m) is written one way; a computed value is reduced, as anyone writes it.
  // 1.3.0: written by the student, that is: at a binary site both operands are an INTEGER or a FRACTION as written. The
  // numbers of a worked-out operand ((1/3 × 2) + 2 = 4/4) or of a DECIMAL are no numbers the student wrote.
  const fromWrittenOperands = site.type !== 'binary' || (isLiteralIntegerOrFraction(site.left) && isLiteralIntegerOrFraction(site.right));
  const written =
    fromWrittenOperands &&
    (buggy.numbers.kind === 'operands' ||
      buggy.numbers.kind === 'scaled' ||
      buggy.numbers.kind === 'number' ||
      buggy.numbers.kind === 'mixed');
  if (stated.form === 'fraction')
    return written && buggy.result.numerator === stated.numerator && buggy.result.denominator === stated.denominator;
  if (stated.form === 'mixed' && buggy.numbers.kind === 'parts') {
    const { whole, fraction } = buggy.numbers;
    return (
      stated.mixed!.whole === whole && stated.mixed!.numerator === fraction.numerator && stated.mixed!.denominator === fraction.denominator
    );
  }
  return false;
}

/** An operand that is one INTEGER or FRACTION as written, through its parentheses (no minus, no "%"): its numerator and denominator are on the page. */
const isLiteralIntegerOrFraction = (node: WorkingNode): boolean =>
  node.type === 'number' && node.percentOf === null && (node.form === 'integer' || node.form === 'fraction');

/**
 * Whether the student's line is L − y ± z written out, the brackets of L − (y ± z) dropped and
 * the minus given to y alone: the shape of negative_not_distributed, which no value can show.
 */
function writtenAsDistributed(buggy: BuggySite, stated: { tree: WorkingNode; values: NodeValues }): boolean {
  if (buggy.numbers.kind !== 'distributed') return false;
  const { left, y, z, inner } = buggy.numbers;
  const root = stated.tree;
  if (root.type !== 'binary' || root.operator !== inner || root.left.type !== 'binary' || root.left.operator !== '-') return false;
  const valueOf = (node: WorkingNode): Rational => stated.values.get(node)!;
  return valueOf(root.left.left).equals(left) && valueOf(root.left.right).equals(y) && valueOf(root.right).equals(z);
}

/** The value of the whole expression under one of the whole-expression rules; null when the rule is not tried or gives no value. */
function wholeRuleValue(rule: MisconceptionRule, problem: Problem): Rational | null {
  const value = problem.values.get(problem.tree)!;
  switch (rule) {
    case 'left_to_right':
      return evaluateLeftToRight(problem.tree, problem.values);
    case 'sign_flipped':
      return value.negate();
    case 'reciprocal':
      return value.isZero() ? null : value.reciprocal();
    default:
      return null;
  }
}

/** A site a rule is tried at: the node, where it is reported, and the rule's buggy results there. */
interface Candidate {
  site: WorkingNode;
  position: number;
  buggy: BuggySite;
}

const asList = (results: BuggyResults): readonly BuggySite[] =>
  results === null ? [] : Array.isArray(results) ? results : [results as BuggySite];

/**
 * The sites of one rule in a problem, in text order (a rule may have sites of two kinds:
 * decimal_places_not_added at a × and at a power), each with its buggy results. A binary site is
 * tried only when its notation admits the rule (the contract's "Notation"); a NUMBER rule is told
 * the form the student wrote the number in, for the conversion rules.
 */
function candidatesOf(rule: MisconceptionRule, problem: Problem, statedForm: WorkingNumberKind | null): Candidate[] {
  const candidates: Candidate[] = [];
  const binaryRule = BINARY_RULES[rule];
  const numberRule = NUMBER_RULES[rule];
  const powerRule = POWER_RULES[rule];
  const notation = RULE_NOTATION[rule] ?? 'own';
  if (binaryRule !== undefined) {
    for (const site of problem.sites) {
      const { node } = site;
      if (!admitsBinarySite(notation, notationOf(node, problem.notation), node.left, node.right)) continue;
      for (const buggy of asList(binaryRule(site, node === problem.tree ? statedForm : null)))
        candidates.push({ site: node, position: node.operatorAt, buggy });
    }
  }
  if (numberRule !== undefined) {
    for (const node of problem.numbers) {
      const buggy = numberRule(node, node === problem.tree ? statedForm : null);
      if (buggy !== null) candidates.push({ site: node, position: node.literalFrom, buggy });
    }
  }
  if (powerRule !== undefined)
    for (const node of problem.powers)
      for (const buggy of asList(powerRule(node, problem.values))) candidates.push({ site: node, position: node.operatorAt, buggy });
  if (binaryRule !== undefined && powerRule !== undefined) candidates.sort((x, y) => x.position - y.position);
  return candidates;
}

/** What a search may list besides the site rules: the whole-expression rules, and the term rules of one rewritten number. */
interface SearchScope {
  wholeRules: boolean;
  /** The student's number, when the step (or the located operand) is one NUMBER as written: its form and written fraction. */
  stated: WorkingNumberNode | null;
  /** The student's whole step with its values, or their operand at a located operand: the shape of what they wrote. */
  statedStep: { tree: WorkingNode; values: NodeValues } | null;
  /** The number of the compared expression the student rewrote, and what they wrote, both as written: the term rules' pair. */
  term: { site: WorkingNumberNode; compared: Fraction; stated: Fraction } | null;
}

/**
 * Every rule that explains `stated` as a buggy evaluation of the problem's tree, in the catalog's
 * order, a rule's sites in text order, at most `limit`.
 */
function searchProblem(problem: Problem, stated: Rational, scope: SearchScope, limit: number): MisconceptionMatch[] {
  const required = problem.requiredResidues(stated);
  const matches: MisconceptionMatch[] = [];
  const statedLiteral = scope.stated;
  const statedForm = statedLiteral?.percentOf === null ? statedLiteral.form : null;
  for (const rule of MISCONCEPTION_RULES) {
    const termRule = TERM_RULES[rule];
    if (termRule !== undefined) {
      const term = scope.term;
      if (term !== null && termRule(term.compared, term.stated)) {
        matches.push({
          rule,
          position: term.site.literalFrom,
          site: term.site,
          numbers: {
            kind: 'term',
            numerator: term.compared.numerator,
            denominator: term.compared.denominator,
            statedNumerator: term.stated.numerator,
            statedDenominator: term.stated.denominator,
          },
          siteValue: stated,
          writtenAsRuleGives: false,
        });
      }
    } else if (WHOLE_RULES.has(rule)) {
      if (!scope.wholeRules) continue;
      const value = wholeRuleValue(rule, problem);
      if (value !== null && value.equals(stated))
        matches.push({ rule, position: null, site: null, numbers: { kind: 'whole' }, siteValue: value, writtenAsRuleGives: false });
    } else {
      let found = false;
      for (const { site, position, buggy } of candidatesOf(rule, problem, statedForm)) {
        if (buggy.result.denominator === 0n || !mayBe(required.get(site)!, buggy.result)) continue;
        // A candidate: the evaluation itself decides, with every check of the contract.
        const siteValue = reducedSiteValue(buggy);
        if (siteValue === null) continue;
        const value = problem.valueWith(site, siteValue);
        if (value === null || !value.equals(stated)) continue;
        // The most general member names a site only where no other member of its family does.
        if (GENERAL_RULES.has(rule) && matches.some((match) => match.site === site && familyOf(match.rule) === familyOf(rule))) continue;
        // A rule with several results at one site (a point k places off) is listed there once.
        if (found && matches[matches.length - 1]!.site === site && matches[matches.length - 1]!.rule === rule) continue;
        const writtenAsRuleGives =
          site === problem.tree &&
          ((statedLiteral !== null && writtenAsGiven(buggy, site, statedLiteral)) ||
            (scope.statedStep !== null && writtenAsDistributed(buggy, scope.statedStep)));
        // 1.4.0: a rule whose result always has an operand's value is tried only where its site is the whole of P.
        if (WHOLE_OF_P_RULES.has(rule) && site !== problem.tree) continue;
        found = true;
        matches.push({ rule, position, site, numbers: buggy.numbers, siteValue, writtenAsRuleGives });
        if (matches.length === limit) return matches;
      }
    }
    if (matches.length >= limit) return matches.slice(0, limit);
  }
  return matches;
}

/**
 * The misconceptions that explain `stated` as a buggy evaluation of `tree` (the contract's
 * "Misconceptions"), the step not being aligned with it: every rule is tried at each of its
 * sites; a rule matches where evaluating the expression with that one change, every other node
 * exact, gives exactly `stated`. When the step and the tree are each one NUMBER, the term rules
 * are tried on the pair too. Ordered by the contract's "Order" (./families.ts): the likely
 * matches, at most {@link MAX_MISCONCEPTIONS_PER_STEP}, or none and the candidates when matches
 * of two families nothing tells apart. `values` holds every node's exact value.
 */
export function findMisconceptions(
  tree: WorkingNode,
  values: NodeValues,
  stated: Rational,
  statedTree: WorkingNode | null = null,
): StepMisconceptions {
  const pair = statedTree === null ? null : termPair(tree, statedTree);
  const term = pair === null ? null : { site: tree as WorkingNumberNode, ...pair };
  const statedNumber = statedTree?.type === 'number' ? statedTree : null;
  let statedStep: SearchScope['statedStep'] = null;
  if (statedTree !== null) {
    const statedValues: NodeValues = new Map();
    if (evaluateWorkingStep(statedTree, statedValues).value !== null) statedStep = { tree: statedTree, values: statedValues };
  }
  return ordered(
    searchProblem(new Problem(tree, values), stated, { wholeRules: true, stated: statedNumber, statedStep, term }, SEARCH_LIMIT),
  );
}

function ordered(matches: readonly MisconceptionMatch[]): StepMisconceptions {
  const { listed, ambiguous } = orderMatches(matches, familyOf, rankOf, MAX_MISCONCEPTIONS_PER_STEP);
  return { matches: listed, ambiguous };
}

/** One operand of a stated step that, aligned with the compared step, has another value than the operand it stands for. */
export interface TermMismatch {
  /** The operand of the compared step and the student's operand in its place. */
  compared: WorkingNode;
  stated: WorkingNode;
}

/** A NUMBER, or a NUMBER under unary minuses: one number as a student writes an answer, never aligned. */
function isOneNumber(node: WorkingNode): boolean {
  let inner = node;
  while (inner.type === 'negate') inner = inner.operand;
  return inner.type === 'number';
}

/**
 * L − (y − z) rewritten as L − y − z (1.3.0): both are a minus at the top, but the student's
 * line is the brackets dropped with the minus given to y alone, negative_not_distributed's own
 * line, so it is not walked into as the same operation (which would locate L against L − y and
 * y − z against z, and never name it). L, y and z are compared by value, as the Order sentence's
 * evidence line is (1 − (1/2 − 1/4) = 1 − 2/4 − 1/4 alike).
 */
function bracketsDroppedFromDifference(p: WorkingNode, pValues: NodeValues, s: WorkingNode, sValues: NodeValues): boolean {
  if (p.type !== 'binary' || p.operator !== '-' || p.right.type !== 'binary' || p.right.operator !== '-' || p.right.parens === 0)
    return false;
  if (s.type !== 'binary' || s.operator !== '-' || s.left.type !== 'binary' || s.left.operator !== '-') return false;
  const same = (x: WorkingNode, y: WorkingNode): boolean => pValues.get(x)!.equals(sValues.get(y)!);
  return same(p.left, s.left.left) && same(p.right.left, s.left.right) && same(p.right.right, s.right);
}

/**
 * The operands where a stated step departs from the compared one, when the two have the same
 * operators in the same places: both trees are walked together from their roots while both
 * nodes are the same operation (the same binary operator, "of" and "×" alike; a unary minus; a
 * power with the same exponent; never L − (y − z) and the student's L − y − z, see
 * {@link bracketsDroppedFromDifference}); where they are not, the two nodes are a pair of operands, listed
 * when their values differ, in text order. Null when the roots themselves are not one operation
 * (a step that is one number, or a different shape at the top).
 */
export function alignSteps(
  compared: WorkingNode,
  comparedValues: NodeValues,
  stated: WorkingNode,
  statedValues: NodeValues,
): TermMismatch[] | null {
  const sameOperation = (p: WorkingNode, s: WorkingNode): boolean =>
    ((p.type === 'binary' && s.type === 'binary' && p.operator === s.operator) ||
      (p.type === 'negate' && s.type === 'negate') ||
      (p.type === 'power' && s.type === 'power' && p.exponent === s.exponent)) &&
    !bracketsDroppedFromDifference(p, comparedValues, s, statedValues);
  if (isOneNumber(stated) || !sameOperation(compared, stated)) return null;
  const mismatches: TermMismatch[] = [];
  const walk = (p: WorkingNode, s: WorkingNode): void => {
    if (sameOperation(p, s)) {
      if (p.type === 'binary' && s.type === 'binary') {
        walk(p.left, s.left);
        walk(p.right, s.right);
      } else if (p.type === 'negate' && s.type === 'negate') walk(p.operand, s.operand);
      else if (p.type === 'power' && s.type === 'power') walk(p.base, s.base);
      return;
    }
    if (!comparedValues.get(p)!.equals(statedValues.get(s)!)) mismatches.push({ compared: p, stated: s });
  };
  walk(compared, stated);
  return mismatches;
}

/**
 * The misconceptions consistent with the located mismatches of an aligned step: for each, the
 * rules (not those of the whole expression) that turn its compared operand into the value the
 * student wrote there, the term rules too where both are INTEGER or FRACTION. Ordered as
 * {@link findMisconceptions} orders a step's matches, the operands' matches merged.
 */
export function misconceptionsAtTerms(
  mismatches: readonly TermMismatch[],
  comparedValues: NodeValues,
  statedValues: NodeValues,
): StepMisconceptions {
  const all: MisconceptionMatch[] = [];
  for (const { compared, stated } of mismatches) {
    const pair = termPair(compared, stated);
    const term = pair === null ? null : { site: compared as WorkingNumberNode, ...pair };
    const statedNumber = stated.type === 'number' ? stated : null;
    // A located operand is the whole of P for the rules that read the student's writing (1.3.0): its line as the student wrote it there.
    const statedStep = { tree: stated, values: statedValues };
    all.push(
      ...searchProblem(
        new Problem(compared, comparedValues),
        statedValues.get(stated)!,
        { wholeRules: false, stated: statedNumber, statedStep, term },
        SEARCH_LIMIT,
      ),
    );
  }
  return ordered(all);
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
 * needs a zero denominator, divides by zero or outgrows the digit cap gives nothing. `statedForm`
 * is the form the answer is written in when the problem is one number to convert (a conversion
 * rule is tried only there), else null. In the
 * catalog's order, a rule's sites in text order. Used by the practice generator, which needs a
 * rule's answer before any student has given it; a rule added to the catalog's tables is here too.
 */
export function buggyEvaluations(tree: WorkingNode, values: NodeValues, statedForm: WorkingNumberKind | null = null): BuggyEvaluation[] {
  const problem = new Problem(tree, values);
  const found: BuggyEvaluation[] = [];
  for (const rule of MISCONCEPTION_RULES) {
    // A term rule judges a number the student rewrote against the one it stands for: it has no
    // value of the whole expression to run forwards.
    if (TERM_RULES[rule] !== undefined) continue;
    if (WHOLE_RULES.has(rule)) {
      const value = wholeRuleValue(rule, problem);
      if (value !== null) found.push({ rule, position: null, site: null, numbers: { kind: 'whole' }, siteValue: value, value });
      continue;
    }
    for (const { site, position, buggy } of candidatesOf(rule, problem, statedForm)) {
      const siteValue = reducedSiteValue(buggy);
      if (siteValue === null) continue;
      const value = problem.valueWith(site, siteValue);
      if (value !== null) found.push({ rule, position, site, numbers: buggy.numbers, siteValue, value });
    }
  }
  return found;
}
