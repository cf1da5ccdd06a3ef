/**
 * The mistakes of linear-equation-check (its contract's "Rules"): each rule, applied at one site
 * of the previous line, gives a buggy line; the rule names the student's line only when that
 * buggy line has exactly the student's sides (as functions of the unknown, either way round, or a
 * side written as that value rounded). A site is a node of the previous line, or for the rules of
 * the whole equation, a term or the line itself; an unrelated place never matches, because every
 * candidate changes the previous line at its site only.
 */
import { ToolError } from '../errors';
import type { MisconceptionRule } from '../misconceptions/catalog';
import { Rational } from '../rational';
import { checkWorkingText } from '../working/fraction-check';
import { nodesOf, type EquationBinary, type EquationNode, type ParsedLine } from './parse';
import {
  addFunctions,
  constantFunction,
  constantOf,
  divideFunctions,
  functionsEqual,
  linearOf,
  multiplyFunctions,
  negateFunction,
  UNKNOWN_FUNCTION,
  type RationalFunction,
} from './rational-function';
import { bareText, guarded, replaced, signedTerms, valueOf } from './node-values';
import { isRoundedFrom, writtenDecimal } from './rounding';

export { EQUATION_RULES, type EquationRule, type SignRule } from './rule-ids';
import { EQUATION_RULES, type EquationRule, type SignRule } from './rule-ids';

const RANK = new Map<EquationRule, number>(EQUATION_RULES.map((rule, index) => [rule, index]));

export const MAX_EQUATION_MISCONCEPTIONS = 5;

export interface EquationMisconception {
  /** A rule of this list, or a fraction rule of rational-working-check named at a site without the unknown. */
  rule: EquationRule | MisconceptionRule;
  /** Code point offset set by the tool; here the UTF-16 offset of the site in the previous line, or null for the whole line. */
  position: number | null;
  /** The site's text in the previous line. */
  site: string | null;
  /** For sign_error: the sign rules the numbers cannot tell apart. */
  members?: SignRule[];
  /** True when the student's side is this rule's value rounded to the places written. */
  rounded?: boolean;
}

interface Candidate {
  rule: EquationRule;
  site: EquationNode | null;
  left: RationalFunction;
  right: RationalFunction;
  members?: SignRule[];
}

type Side = 'left' | 'right';

/** The leading sign of a value is a minus: a negative constant, or a·x with a < 0 and nothing added. */
function isNegative(value: RationalFunction): boolean {
  const linear = linearOf(value);
  if (linear === null) return false;
  return linear.b.isZero() ? linear.a.sign() < 0 : linear.a.isZero() && linear.b.sign() < 0;
}

interface SiteValue {
  rule: EquationRule;
  value: RationalFunction;
  members?: SignRule[];
}

/** A bracketed sum u ± v: its two parts and operator, or null. */
function bracketedSum(node: EquationNode): EquationBinary | null {
  return node.type === 'binary' && node.parens > 0 && (node.operator === '+' || node.operator === '-') ? node : null;
}

/** The buggy values of the rules whose site is this node. */
function siteValues(node: EquationNode): SiteValue[] {
  const right = valueOf(node);
  if (right === null) return [];
  const out: SiteValue[] = [];
  const push = (rule: EquationRule, value: RationalFunction | null, members?: SignRule[]): void => {
    if (value !== null && !functionsEqual(value, right)) out.push(members === undefined ? { rule, value } : { rule, value, members });
  };
  const safe = guarded;

  // The sign family: the value with the opposite sign, named by the rules whose site this is.
  const members: SignRule[] = [];
  // A minus before a bracket is a product by −1; a minus written before anything is a negative that can be dropped.
  const product =
    (node.type === 'binary' && (node.operator === '*' || node.operator === '/')) ||
    (node.type === 'negate' && node.operand.type !== 'number');
  if (product) members.push('sign_of_product');
  if (node.type === 'negate' || isNegative(right)) members.push('negative_dropped');
  if (node.type === 'binary' && (node.operator === '+' || node.operator === '-')) members.push('sum_sign_wrong');
  if (node.type === 'binary' && node.operator === '-') members.push('subtraction_reversed');
  if (members.length === 1) push(members[0]!, negateFunction(right));
  else if (members.length > 1) push('sign_error', negateFunction(right), members);

  if (node.type === 'binary') {
    const l = valueOf(node.left);
    const r = valueOf(node.right);
    if (l !== null && r !== null) {
      const rIsZero = constantOf(r)?.isZero() === true;
      const lIsZero = constantOf(l)?.isZero() === true;
      switch (node.operator) {
        // a + (−b) written a + b is the negative of −b dropped (negative_dropped at −b), not the wrong operation.
        case '+':
          if (!isNegative(r))
            push(
              'wrong_operation',
              safe(() => addFunctions(l, r, -1)),
            );
          break;
        case '-':
          push(
            'wrong_operation',
            safe(() => addFunctions(l, r)),
          );
          // The signed terms swapped: −b − a, "the second minus the first" (−7 − 2 read as −2 − (−7)).
          push(
            'subtraction_reversed',
            safe(() => addFunctions(negateFunction(r), l, -1)),
          );
          break;
        case '*':
          if (!rIsZero)
            push(
              'wrong_operation',
              safe(() => divideFunctions(l, r)),
            );
          break;
        case '/':
          push(
            'wrong_operation',
            safe(() => multiplyFunctions(l, r)),
          );
          if (!lIsZero)
            push(
              'division_reversed',
              safe(() => divideFunctions(r, l)),
            );
          break;
      }
      // k(u ± v) → k·u ± v, and (u ± v)/k → u/k ± v or u ± v/k.
      const bracketRule = (
        factorSide: RationalFunction,
        sum: EquationBinary,
        combine: (f: RationalFunction) => RationalFunction,
        rule: EquationRule,
        both: boolean,
      ): void => {
        const u = valueOf(sum.left);
        const v = valueOf(sum.right);
        if (u === null || v === null || constantOf(factorSide) === null) return;
        const sign = sum.operator === '+' ? 1 : -1;
        push(
          rule,
          safe(() => addFunctions(combine(u), v, sign)),
        );
        if (both)
          push(
            rule,
            safe(() => addFunctions(u, combine(v), sign)),
          );
      };
      if (node.operator === '*') {
        const rightSum = bracketedSum(node.right);
        const leftSum = bracketedSum(node.left);
        if (rightSum !== null) bracketRule(l, rightSum, (f) => multiplyFunctions(l, f), 'bracket_first_term_only', false);
        else if (leftSum !== null) bracketRule(r, leftSum, (f) => multiplyFunctions(f, r), 'bracket_first_term_only', false);
      }
      // L − (u ± v) written L − u ± v: the minus applied to the bracket's first term only.
      const subtracted = node.operator === '-' ? bracketedSum(node.right) : null;
      if (subtracted !== null) {
        const u = valueOf(subtracted.left);
        const v = valueOf(subtracted.right);
        if (u !== null && v !== null)
          push(
            'bracket_first_term_only',
            safe(() => addFunctions(addFunctions(l, u, -1), v, subtracted.operator === '+' ? 1 : -1)),
          );
      }
      if (node.operator === '/' && !rIsZero) {
        const sum = bracketedSum(node.left);
        if (sum !== null) bracketRule(r, sum, (f) => divideFunctions(f, r), 'one_term_only', true);
      }
    }
  }
  if (node.type === 'negate') {
    const sum = bracketedSum(node.operand);
    if (sum !== null) {
      const u = valueOf(sum.left);
      const v = valueOf(sum.right);
      if (u !== null && v !== null)
        push(
          'bracket_first_term_only',
          safe(() => addFunctions(negateFunction(u), v, sum.operator === '+' ? 1 : -1)),
        );
    }
  }

  // The unknown forgotten where terms combine: a·x + b written as a + b, or as b.
  const linear = linearOf(right);
  if (linear !== null && !linear.a.isZero() && node.type !== 'unknown') {
    push('forgot_unknown', constantFunction(linear.a.add(linear.b)));
    if (!linear.b.isZero()) push('forgot_unknown', constantFunction(linear.b));
    // Unlike terms combined: a·x + b written as (a + b)·x.
    if (!linear.b.isZero() && node.type === 'binary' && (node.operator === '+' || node.operator === '-')) {
      push('unlike_terms_combined', { numerator: [Rational.ZERO, linear.a.add(linear.b)], denominator: [Rational.ONE] });
    }
  }
  return out;
}

const isNumberLiteral = (node: EquationNode): boolean =>
  node.type === 'number' || (node.type === 'negate' && node.operand.type === 'number');

/** a·x written as one term: x, 3x, 3*x, (2/3)x, 2/3x, x/4, 2x/3, or one of these negated. */
function isWrittenTerm(node: EquationNode): boolean {
  if (node.type === 'unknown') return true;
  if (node.type === 'negate') return node.parens === 0 && isWrittenTerm(node.operand);
  if (node.type !== 'binary' || (node.parens > 0 && node.operator !== '/')) return false;
  const { operator, left, right } = node;
  if (operator === '*') {
    const fraction = left.type === 'binary' && left.operator === '/' && left.left.type === 'number' && left.right.type === 'number';
    return right.type === 'unknown' && right.parens === 0 && (left.type === 'number' || fraction);
  }
  if (operator === '/')
    return (
      right.type === 'number' &&
      (left.type === 'unknown' ||
        (left.type === 'binary' && left.operator === '*' && left.right.type === 'unknown' && left.left.type === 'number'))
    );
  return false;
}

/** a·x + b written as that term and a number, in either order. */
function isWrittenTermAndNumber(node: EquationNode): boolean {
  if (node.type !== 'binary' || node.parens > 0 || (node.operator !== '+' && node.operator !== '-')) return false;
  return (
    (isWrittenTerm(node.left) && isNumberLiteral(node.right)) ||
    (isNumberLiteral(node.left) && node.operator === '+' && isWrittenTerm(node.right))
  );
}

/** A top-level term's value with its sign. */
function signedValueOf(term: { node: EquationNode; sign: 1 | -1 }): RationalFunction | null {
  const value = valueOf(term.node);
  return value === null || term.sign === 1 ? value : negateFunction(value);
}

/** The rules of the whole equation: candidate lines made from the previous one. */
function lineCandidates(previous: ParsedLine, left: RationalFunction, right: RationalFunction): Candidate[] {
  const out: Candidate[] = [];
  const sides: Array<[Side, EquationNode, RationalFunction, RationalFunction]> = [
    ['left', previous.left, left, right],
    ['right', previous.right, right, left],
  ];
  const make = (side: Side, here: RationalFunction, there: RationalFunction): { left: RationalFunction; right: RationalFunction } =>
    side === 'left' ? { left: here, right: there } : { left: there, right: here };
  for (const [side, tree, here, there] of sides) {
    const terms = signedTerms(tree);
    // Moved across with its sign kept: removed here, added there as it was.
    for (const term of terms.length > 1 ? terms : []) {
      const signed = signedValueOf(term);
      const moved = signed === null ? null : guarded(() => addFunctions(here, signed, -1));
      const onto = signed === null ? null : guarded(() => addFunctions(there, signed));
      if (moved !== null && onto !== null) out.push({ rule: 'term_moved_sign_kept', site: term.node, ...make(side, moved, onto) });
    }
    const hereLinear = linearOf(here);
    const thereConstant = constantOf(there);
    if (hereLinear === null || thereConstant === null || hereLinear.a.isZero()) continue;
    const { a, b } = hereLinear;
    const x = UNKNOWN_FUNCTION;
    if (b.isZero() && !a.equals(Rational.ONE)) {
      // a·x = c solved as x = c − a, or as x = a/c.
      out.push({ rule: 'coefficient_subtracted', site: tree, ...make(side, x, constantFunction(thereConstant.subtract(a))) });
      if (!thereConstant.isZero())
        out.push({ rule: 'division_reversed', site: tree, ...make(side, x, constantFunction(a.divide(thereConstant))) });
      // Multiplied by the coefficient instead of dividing (x/4 = 3 solved as x = 3/4).
      out.push({ rule: 'wrong_operation', site: tree, ...make(side, x, constantFunction(thereConstant.multiply(a))) });
      // Divided by the coefficient with the sign rule of ÷ broken (−5x = 20 solved as x = 4).
      if (!thereConstant.isZero()) {
        const right = thereConstant.divide(a);
        // With a < 0 the line is also the side's minus dropped (−5x written 5x), and with c/a < 0 the answer's: no number tells them apart.
        const members: SignRule[] = right.sign() < 0 || a.sign() < 0 ? ['sign_of_product', 'negative_dropped'] : ['sign_of_product'];
        out.push({
          rule: members.length > 1 ? 'sign_error' : 'sign_of_product',
          site: tree,
          members: members.length > 1 ? members : undefined,
          ...make(side, x, constantFunction(right.negate())),
        } as Candidate);
      }
    }
    // An operation done to one side only, written without the operation: a·x = c as x = c, a·x + b = c
    // as a·x = c. Only where the side is written as that term (and number), so that no wrong
    // simplification of the side is taken for it, and not for a = −1 (−x = c as x = c is a sign rule).
    if (b.isZero() && !a.equals(Rational.ONE) && !a.equals(Rational.of(-1n)) && isWrittenTerm(tree)) {
      out.push({ rule: 'one_side_only', site: tree, ...make(side, x, there) });
    }
    if (!b.isZero() && isWrittenTermAndNumber(tree)) {
      out.push({ rule: 'one_side_only', site: tree, ...make(side, { numerator: [Rational.ZERO, a], denominator: [Rational.ONE] }, there) });
    }
    if (!b.isZero() && a.equals(Rational.ONE)) {
      // x + b = c solved as x = c/b.
      out.push({ rule: 'constant_divided', site: tree, ...make(side, x, constantFunction(thereConstant.divide(b))) });
    }
    // An operation done to one term only: both sides divided (or multiplied) by the coefficient, one term of this side left as it was.
    if (terms.length > 1 && !a.equals(Rational.ONE)) {
      const k = constantFunction(a);
      for (const kept of terms) {
        const signedKept = signedValueOf(kept);
        const divided =
          signedKept === null ? null : guarded(() => addFunctions(divideFunctions(addFunctions(here, signedKept, -1), k), signedKept));
        const other = guarded(() => divideFunctions(there, k));
        if (divided !== null && other !== null) out.push({ rule: 'one_term_only', site: kept.node, ...make(side, divided, other) });
      }
    }
  }
  return out;
}

/** The side of the student's line as written, for the rounding comparison. */
function sideMatches(candidate: RationalFunction, stated: RationalFunction, statedTree: EquationNode): 'exact' | 'rounded' | null {
  if (functionsEqual(candidate, stated)) return 'exact';
  const decimal = writtenDecimal(statedTree);
  const value = constantOf(candidate);
  if (decimal !== null && value !== null && isRoundedFrom(decimal.value, decimal.places, value)) return 'rounded';
  // d·x with d a rounded decimal.
  if (statedTree.type === 'binary' && statedTree.operator === '*' && statedTree.right.type === 'unknown') {
    const coefficient = writtenDecimal(statedTree.left);
    const linear = linearOf(candidate);
    if (coefficient !== null && linear !== null && linear.b.isZero() && isRoundedFrom(coefficient.value, coefficient.places, linear.a))
      return 'rounded';
  }
  return null;
}

function lineMatches(
  candidate: { left: RationalFunction; right: RationalFunction },
  stated: ParsedLine,
  statedLeft: RationalFunction,
  statedRight: RationalFunction,
): 'exact' | 'rounded' | null {
  const orient = (l: RationalFunction, r: RationalFunction, lt: EquationNode, rt: EquationNode): 'exact' | 'rounded' | null => {
    const a = sideMatches(candidate.left, l, lt);
    if (a === null) return null;
    const b = sideMatches(candidate.right, r, rt);
    if (b === null) return null;
    return a === 'exact' && b === 'exact' ? 'exact' : 'rounded';
  };
  return orient(statedLeft, statedRight, stated.left, stated.right) ?? orient(statedRight, statedLeft, stated.right, stated.left);
}

/**
 * The number the student's side gives a site without the unknown: t such that the previous side
 * with the site worth t is the student's side. The side is affine in the site here (a number in a
 * denominator is a constant), so t comes from its values at 0 and 1, and is then verified.
 */
function impliedSiteValue(tree: EquationNode, site: EquationNode, stated: RationalFunction): Rational | null {
  const right = valueOf(site);
  if (right === null || constantOf(right) === null) return null;
  const at0 = replaced(tree, site, constantFunction(Rational.ZERO));
  const at1 = replaced(tree, site, constantFunction(Rational.ONE));
  if (at0 === null || at1 === null) return null;
  const t = guarded(() => {
    const slope = addFunctions(at1, at0, -1);
    return slope.numerator.length === 0 ? null : divideFunctions(addFunctions(stated, at0, -1), slope);
  });
  const value = t === null ? null : constantOf(t);
  if (value === null || value.equals(constantOf(right)!)) return null;
  const check = replaced(tree, site, constantFunction(value));
  return check !== null && functionsEqual(check, stated) ? value : null;
}

/** rational-working-check's rules for `text = value`; none when the site is outside its grammar. */
function fractionRules(text: string, value: Rational): MisconceptionRule[] {
  try {
    const { output } = checkWorkingText(`${text}\n= ${value}`, null, 'any');
    return (output.steps[1]?.misconceptions ?? []).map((m) => m.rule);
  } catch (error) {
    if (error instanceof ToolError) return [];
    throw error;
  }
}

/** A one-sided operation: one side kept, the other side written as (that side) op k. */
function oneSideOnly(
  working: string,
  previous: ParsedLine,
  left: RationalFunction,
  right: RationalFunction,
  stated: ParsedLine,
  statedLeft: RationalFunction,
  statedRight: RationalFunction,
): EquationNode | null {
  const pairs: Array<[RationalFunction, RationalFunction, EquationNode, RationalFunction, EquationNode]> = [
    [statedLeft, statedRight, stated.right, left, previous.right],
    [statedRight, statedLeft, stated.left, right, previous.left],
  ];
  for (const [keptStated, changedStated, changedTree, keptPrevious, changedPrevious] of pairs) {
    if (!functionsEqual(keptStated, keptPrevious) || changedTree.type !== 'binary') continue;
    const prev = keptPrevious === left ? right : left;
    // The side written again as it was (its text), then the operation with a number.
    const written = bareText(working, changedPrevious);
    const other =
      bareText(working, changedTree.left) === written
        ? changedTree.right
        : bareText(working, changedTree.right) === written
          ? changedTree.left
          : null;
    const k = other === null ? null : valueOf(other);
    if (k !== null && constantOf(k) !== null && !functionsEqual(changedStated, prev)) return changedPrevious;
  }
  return null;
}

/** A line a rule makes from the previous one: the rule, its site, the line's two sides. */
export interface BuggyLine {
  rule: EquationRule;
  site: EquationNode | null;
  left: RationalFunction;
  right: RationalFunction;
  members?: SignRule[];
  /** A rule at a node of a side (the operation there done wrongly), not a move of the whole equation. */
  atSite: boolean;
}

function buggyLinesOf(previous: ParsedLine, left: RationalFunction, right: RationalFunction): BuggyLine[] {
  const out: BuggyLine[] = lineCandidates(previous, left, right).map((candidate) => ({ ...candidate, atSite: false }));
  for (const [tree, other, side] of [
    [previous.left, right, 'left'],
    [previous.right, left, 'right'],
  ] as const) {
    for (const node of nodesOf(tree)) {
      // A side that is only a signed number (`= -1`) is copied, not worked out: no site.
      if (node === tree && node.type === 'negate' && node.operand.type === 'number') continue;
      for (const { rule, value, members } of siteValues(node)) {
        const here = replaced(tree, node, value);
        if (here === null) continue;
        const sides = side === 'left' ? { left: here, right: other } : { left: other, right: here };
        out.push(
          members === undefined ? { rule, site: node, ...sides, atSite: true } : { rule, site: node, ...sides, members, atSite: true },
        );
      }
    }
  }
  return out;
}

/**
 * Every line the rules make from `previous` (the whole equation's rules first, then each site's),
 * each as linear-equation-check would name it when a student wrote it: what a practice problem
 * needs to know which answer each mistake leads to. Empty for a line without a value.
 */
export function buggyLines(previous: ParsedLine): BuggyLine[] {
  const left = valueOf(previous.left);
  const right = valueOf(previous.right);
  return left === null || right === null ? [] : buggyLinesOf(previous, left, right);
}

/**
 * The rules that turn `previous` into `stated`, the likely one first, at most five; the caller
 * only asks for a line that is not equivalent to the previous one.
 */
export function findEquationMisconceptions(working: string, previous: ParsedLine, stated: ParsedLine): EquationMisconception[] {
  const left = valueOf(previous.left);
  const right = valueOf(previous.right);
  const statedLeft = valueOf(stated.left);
  const statedRight = valueOf(stated.right);
  if (left === null || right === null || statedLeft === null || statedRight === null) return [];

  type Found = EquationMisconception & { key: number[] };
  const FRACTION_RANK = RANK.get('unlike_terms_combined')! + 0.25;
  const found: Found[] = [];
  // The order: the rules of the whole equation first; then the site rules at the largest site
  // first (the operation whose result the student wrote, not a number inside it), each site's
  // rules in the rule order, an exact match before a rounded one.
  const add = (
    rule: EquationRule | MisconceptionRule,
    site: EquationNode | null,
    match: 'exact' | 'rounded',
    members?: SignRule[],
    siteRule = false,
  ): void => {
    const entry: Found = {
      rule,
      position: site?.from ?? null,
      site: site === null ? null : working.slice(site.from, site.to),
      key: [
        siteRule ? 1 : 0,
        siteRule && site !== null ? site.from - site.to : 0,
        (RANK.get(rule as EquationRule) ?? FRACTION_RANK) + (match === 'rounded' ? 0.5 : 0),
        found.length,
      ],
    };
    if (members !== undefined) entry.members = members;
    if (match === 'rounded') entry.rounded = true;
    found.push(entry);
  };

  const oneSide = oneSideOnly(working, previous, left, right, stated, statedLeft, statedRight);
  if (oneSide !== null) add('one_side_only', oneSide, 'exact');

  for (const candidate of buggyLinesOf(previous, left, right)) {
    const match = lineMatches(candidate, stated, statedLeft, statedRight);
    if (match !== null) add(candidate.rule, candidate.site, match, candidate.members, candidate.atSite);
  }

  // The fraction rules of rational-working-check at the arithmetic of a site without the unknown:
  // the value the student's line gives that site, checked as a working "site = value".
  for (const [tree, otherPrevious, statedHere, statedOther] of [
    [previous.left, right, statedLeft, statedRight],
    [previous.right, left, statedRight, statedLeft],
  ] as const) {
    if (!functionsEqual(otherPrevious, statedOther)) continue;
    for (const node of nodesOf(tree)) {
      // An operation on numbers; a/b of two whole numbers is a fraction as written, no operation.
      if (
        node.type !== 'binary' ||
        (node.operator === '/' && node.left.type === 'number' && node.right.type === 'number' && node.parens === 0)
      )
        continue;
      // A site an equation rule already names needs no fraction rule (sign_flipped would repeat the sign rules).
      if (found.some((f) => f.position === node.from && f.site === working.slice(node.from, node.to))) continue;
      const stated = impliedSiteValue(tree, node, statedHere);
      if (stated === null) continue;
      for (const rule of fractionRules(working.slice(node.from, node.to), stated)) add(rule, node, 'exact', undefined, true);
    }
  }

  // The right line itself, rounded: no rule of the arithmetic, the value only cut short.
  if (lineMatches({ left, right }, stated, statedLeft, statedRight) === 'rounded') add('rounded_decimal', null, 'rounded', undefined, true);

  found.sort((a, b) => a.key.reduce((d, k, i) => d || k - b.key[i]!, 0));
  const listed: EquationMisconception[] = [];
  for (const { key: _key, ...entry } of found) {
    // A rule is listed once, at its best site.
    if (listed.some((l) => l.rule === entry.rule)) continue;
    listed.push(entry);
    // A family is followed by its members, so a reader sees which rules the numbers could not tell apart.
    if (entry.rule === 'sign_error')
      for (const member of entry.members ?? [])
        if (!listed.some((l) => l.rule === member)) listed.push({ rule: member, position: entry.position, site: entry.site });
  }
  return listed.slice(0, MAX_EQUATION_MISCONCEPTIONS);
}
