import { combine, type NodeValues } from '../evaluate/working-evaluator';
import type { BinaryOperator } from '../grammar/ast';
import type { MixedParts, WorkingBinaryNode, WorkingNode } from '../grammar/working-parser';
import type { Rational } from '../rational';
import { writtenForm, type Fraction } from './written-form';

/** The sixteen rules of rational-working-check, in the contract's order (the order matches are listed in). */
export const MISCONCEPTION_RULES = [
  'added_across',
  'subtracted_across',
  'numerators_combined_denominators_multiplied',
  'larger_denominator_kept',
  'multiplied_instead_of_divided',
  'inverted_first_operand',
  'cross_multiplied',
  'multiplied_numerator_and_denominator',
  'only_denominator_multiplied',
  'common_denominator_kept_in_product',
  'negative_not_distributed',
  'mixed_number_multiplied',
  'mixed_number_whole_added',
  'left_to_right',
  'sign_flipped',
  'reciprocal',
] as const;

export type MisconceptionRule = (typeof MISCONCEPTION_RULES)[number];

/**
 * The numbers a rule's buggy result is made of, at its site, so an explanation can state them:
 * `operands` are the written forms a/b and c/d of the two operands; `scaled` the k and n/m of a
 * whole number times a fraction; `distributed` the values of L, y and z in L − (y ± z); `mixed`
 * the w, n and d of a MIXED; `whole` a rule of the whole expression (no site numbers).
 */
export type SiteNumbers =
  | { kind: 'operands'; a: bigint; b: bigint; c: bigint; d: bigint }
  | { kind: 'scaled'; k: bigint; n: bigint; m: bigint }
  | { kind: 'distributed'; left: Rational; y: Rational; z: Rational; inner: '+' | '-' }
  | { kind: 'mixed'; whole: bigint; numerator: bigint; denominator: bigint }
  | { kind: 'whole' };

/** A rule's buggy result at one site, before reduction (its denominator may be zero: then the rule is not tried). */
export interface BuggySite {
  numbers: SiteNumbers;
  result: Fraction;
}

/** A binary node with the written forms of its operands, W(L) = a/b and W(R) = c/d. */
export interface BinarySite {
  node: WorkingBinaryNode;
  left: Fraction;
  right: Fraction;
  values: NodeValues;
}

export function binarySite(node: WorkingBinaryNode, values: NodeValues): BinarySite {
  return { node, left: writtenForm(node.left, values), right: writtenForm(node.right, values), values };
}

type BinaryRule = (site: BinarySite) => BuggySite | null;

const operands = ({ left, right }: BinarySite): SiteNumbers =>
  ({ kind: 'operands', a: left.numerator, b: left.denominator, c: right.numerator, d: right.denominator });

/** A rule at the sites of one operator: the buggy result from a/b and c/d. */
function at(operators: string, result: (a: bigint, b: bigint, c: bigint, d: bigint, operator: BinaryOperator) => [bigint, bigint]): BinaryRule {
  return (site) => {
    if (!operators.includes(site.node.operator)) return null;
    const [numerator, denominator] = result(site.left.numerator, site.left.denominator, site.right.numerator, site.right.denominator, site.node.operator);
    return { numbers: operands(site), result: { numerator, denominator } };
  };
}

const plusOrMinus = (operator: BinaryOperator, x: bigint, y: bigint): bigint => (operator === '+' ? x + y : x - y);

/**
 * A whole number times a fraction (exactly one of b, d is 1): k is the numerator of that
 * operand's written form, n/m the other operand's.
 */
function scaled(result: (k: bigint, n: bigint, m: bigint) => [bigint, bigint]): BinaryRule {
  return (site) => {
    const { node, left, right } = site;
    if (node.operator !== '*' || (left.denominator === 1n) === (right.denominator === 1n)) return null;
    const [whole, other] = left.denominator === 1n ? [left, right] : [right, left];
    const k = whole.numerator;
    const [numerator, denominator] = result(k, other.numerator, other.denominator);
    return { numbers: { kind: 'scaled', k, n: other.numerator, m: other.denominator }, result: { numerator, denominator } };
  };
}

/** L − (y ± z), the right operand parenthesized: the minus applied to y only, L − y + z or L − y − z. */
const negativeNotDistributed: BinaryRule = ({ node, values }) => {
  const inner = node.right;
  if (node.operator !== '-' || inner.type !== 'binary' || inner.parens === 0 || (inner.operator !== '+' && inner.operator !== '-')) return null;
  const left = values.get(node.left)!;
  const y = values.get(inner.left)!;
  const z = values.get(inner.right)!;
  // The rule's formula gives the node its value; like the other rules' formulas, its inner
  // partial result is no node of the evaluation, so only the result is held to the digit cap.
  const result = combine(inner.operator, left.subtract(y), z);
  return { numbers: { kind: 'distributed', left, y, z, inner: inner.operator }, result: { numerator: result.numerator, denominator: result.denominator } };
};

/** The rules of one binary node, by rule. */
export const BINARY_RULES: Partial<Record<MisconceptionRule, BinaryRule>> = {
  added_across: at('+', (a, b, c, d) => [a + c, b + d]),
  subtracted_across: at('-', (a, b, c, d) => [a - c, b - d]),
  numerators_combined_denominators_multiplied: at('+-', (a, b, c, d, operator) => [plusOrMinus(operator, a, c), b * d]),
  larger_denominator_kept: at('+-', (a, b, c, d, operator) => [plusOrMinus(operator, a, c), b > d ? b : d]),
  multiplied_instead_of_divided: at('/', (a, b, c, d) => [a * c, b * d]),
  inverted_first_operand: at('/', (a, b, c, d) => [b * c, a * d]),
  cross_multiplied: at('*', (a, b, c, d) => [a * d, b * c]),
  multiplied_numerator_and_denominator: scaled((k, n, m) => [k * n, k * m]),
  only_denominator_multiplied: scaled((k, n, m) => [n, k * m]),
  common_denominator_kept_in_product: (site) => {
    const { node, left, right } = site;
    if (node.operator !== '*' || left.denominator !== right.denominator) return null;
    return { numbers: operands(site), result: { numerator: left.numerator * right.numerator, denominator: left.denominator } };
  },
  negative_not_distributed: negativeNotDistributed,
};

type MixedRule = (mixed: MixedParts) => BuggySite;

const mixedNumbers = ({ whole, numerator, denominator }: MixedParts): SiteNumbers => ({ kind: 'mixed', whole, numerator, denominator });

/** The rules of one MIXED w n/d, by rule. */
export const MIXED_RULES: Partial<Record<MisconceptionRule, MixedRule>> = {
  mixed_number_multiplied: (mixed) => ({ numbers: mixedNumbers(mixed), result: { numerator: mixed.whole * mixed.numerator, denominator: mixed.denominator } }),
  mixed_number_whole_added: (mixed) => ({ numbers: mixedNumbers(mixed), result: { numerator: mixed.whole + mixed.numerator, denominator: mixed.denominator } }),
};

/** The rules of the whole expression. */
export const WHOLE_RULES: ReadonlySet<MisconceptionRule> = new Set(['left_to_right', 'sign_flipped', 'reciprocal']);

/** Every node of a tree, parents before children. */
export function nodesOf(tree: WorkingNode): WorkingNode[] {
  const nodes: WorkingNode[] = [];
  const pending = [tree];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    nodes.push(node);
    if (node.type === 'negate') pending.push(node.operand);
    else if (node.type === 'binary') pending.push(node.right, node.left);
  }
  return nodes;
}
