import type { WorkingNode, WorkingNumberNode } from '../grammar/working-parser';

/**
 * The families of rational-working-check 1.2.0: rules that name one misconception, told apart
 * only by the numbers. A teacher acts on the family ("whole-number thinking on fractions", "the
 * point in the wrong place"); the rule is the member the numbers show.
 */
export type MisconceptionFamily =
  | 'fraction_arithmetic'
  | 'place_value'
  | 'fraction_of_amount'
  | 'percent'
  | 'power'
  | 'brackets'
  | 'equivalent_fractions'
  | 'additive_equivalence'
  | 'mixed_conversion'
  | 'decimal_conversion'
  | 'operation'
  | 'division_order'
  | 'sign'
  | 'order_of_operations';

/**
 * Tier 1 is the families whose rules read the numbers as written (their numerators and
 * denominators, their digits and points, their shape): the most reported errors in the
 * literature the contract cites, and (1.4.0) the order of operations, whose rule reads the operators
 * in the order they are written and needs two or more: beside a slip at one operation of such a
 * problem nothing tells the two apart. Tier 2 is the families any mistake can meet by coincidence:
 * the wrong operation, a division turned round, a sign. Within a tier no
 * published figure ranks one family over another, so matches of two families there leave the
 * step ambiguous.
 */
export const FAMILY_TIER: Readonly<Record<MisconceptionFamily, 1 | 2>> = {
  fraction_arithmetic: 1,
  place_value: 1,
  fraction_of_amount: 1,
  percent: 1,
  power: 1,
  brackets: 1,
  equivalent_fractions: 1,
  additive_equivalence: 1,
  mixed_conversion: 1,
  decimal_conversion: 1,
  operation: 2,
  division_order: 2,
  sign: 2,
  order_of_operations: 1,
};

/**
 * Which notation a rule's site must be written in. `fraction`: a site with a fraction (and no
 * mixed number as an operand); `decimal`: a site with a decimal; `decimal_or_whole`: a decimal, or
 * whole numbers alone; `own`: the rule checks its own shape (mixed numbers, "of", "%", powers, the
 * term rules); `any`: the wrong operation and the rules of the whole expression.
 */
export type RuleNotation = 'fraction' | 'decimal' | 'decimal_or_whole' | 'own' | 'any';

/** The notation flags of a node: the literal forms written in it. */
export const NOTATION_DECIMAL = 1;
export const NOTATION_FRACTION = 2;
export const NOTATION_MIXED = 4;
export const NOTATION_PERCENT = 8;

function literalNotation(node: WorkingNumberNode): number {
  if (node.percentOf !== null) return NOTATION_PERCENT;
  switch (node.form) {
    case 'decimal':
      return NOTATION_DECIMAL;
    case 'fraction':
      return NOTATION_FRACTION;
    case 'mixed':
      return NOTATION_MIXED;
    case 'integer':
      return 0;
  }
}

/** The literal forms written anywhere in a node (a power's base included). */
export function notationOf(node: WorkingNode, memo: Map<WorkingNode, number>): number {
  const known = memo.get(node);
  if (known !== undefined) return known;
  let flags: number;
  switch (node.type) {
    case 'number':
      flags = literalNotation(node);
      break;
    case 'negate':
      flags = notationOf(node.operand, memo);
      break;
    case 'power':
      flags = notationOf(node.base, memo);
      break;
    case 'binary':
      flags = notationOf(node.left, memo) | notationOf(node.right, memo);
      break;
  }
  memo.set(node, flags);
  return flags;
}

/**
 * A MIXED written as an operand (through its parentheses), 1.3.0 also under unary minuses: a
 * student with −1 1/2 works on its parts as with 1 1/2, so the fraction rules, which read it as
 * −3/2, are no name beside it.
 */
function isMixedOperand(node: WorkingNode): boolean {
  let inner = node;
  while (inner.type === 'negate') inner = inner.operand;
  return inner.type === 'number' && inner.form === 'mixed' && inner.percentOf === null;
}

/**
 * Whether a rule of `notation` is tried at a binary site whose operands are written with
 * `flags`. A whole number takes the notation of the other operand, so the flags of the site are
 * those of its operands together; whole numbers alone admit only the rules of the operation.
 */
export function admitsBinarySite(notation: RuleNotation, flags: number, left: WorkingNode, right: WorkingNode): boolean {
  switch (notation) {
    case 'any':
    case 'own':
      return true;
    case 'fraction':
      // A MIXED anywhere in the operands makes a fraction site as a FRACTION does ((1 1/2 − 1) × 3); only a MIXED operand itself keeps the fraction rules away.
      return (flags & (NOTATION_FRACTION | NOTATION_MIXED)) !== 0 && !isMixedOperand(left) && !isMixedOperand(right);
    case 'decimal':
      return (flags & NOTATION_DECIMAL) !== 0;
    case 'decimal_or_whole':
      return (flags & NOTATION_DECIMAL) !== 0 || flags === 0;
  }
}

/** Whether a family is tried first: see {@link FAMILY_TIER}. */
export const tierOf = (family: MisconceptionFamily): 1 | 2 => FAMILY_TIER[family];

/** A match as the ordering reads it. */
export interface RankedMatch<Rule extends string = string> {
  rule: Rule;
  position: number | null;
  /** The student's fraction as written is exactly the rule's unreduced result at the whole step: the line tells this reading apart. */
  writtenAsRuleGives: boolean;
}

/** The outcome of ordering a step's matches: the likely ones, or, when nothing tells the readings apart, none and the candidates. */
export interface OrderedMatches<M> {
  listed: M[];
  ambiguous: M[];
}

/**
 * The contract's "Order" (1.2.0): matches by tier, then by rule rank, then by position. When the
 * first tier present has matches of two or more families, the step is ambiguous unless the
 * student's own writing tells them apart (exactly one of those families gives the fraction as the
 * student wrote it, unreduced): then that family is listed first and the others after it.
 */
export function orderMatches<Rule extends string, M extends RankedMatch<Rule>>(
  matches: readonly M[],
  familyOf: (rule: Rule) => MisconceptionFamily,
  rankOf: (rule: Rule) => number,
  limit: number,
): OrderedMatches<M> {
  if (matches.length === 0) return { listed: [], ambiguous: [] };
  const sorted = [...matches].sort(
    (x, y) =>
      tierOf(familyOf(x.rule)) - tierOf(familyOf(y.rule)) || rankOf(x.rule) - rankOf(y.rule) || (x.position ?? -1) - (y.position ?? -1),
  );
  const topTier = tierOf(familyOf(sorted[0]!.rule));
  const top = sorted.filter((match) => tierOf(familyOf(match.rule)) === topTier);
  const families = new Set(top.map((match) => familyOf(match.rule)));
  if (families.size === 1) return { listed: sorted.slice(0, limit), ambiguous: [] };
  const evident = new Set(top.filter((match) => match.writtenAsRuleGives).map((match) => familyOf(match.rule)));
  if (evident.size === 1) {
    const family = [...evident][0]!;
    const first = sorted.filter((match) => familyOf(match.rule) === family);
    const rest = sorted.filter((match) => familyOf(match.rule) !== family);
    return { listed: [...first, ...rest].slice(0, limit), ambiguous: [] };
  }
  return { listed: [], ambiguous: sorted.slice(0, limit) };
}
