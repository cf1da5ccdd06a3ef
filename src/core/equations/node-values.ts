/**
 * The values of a line's nodes as functions of the unknown, each computed once (a tree is
 * searched at every node with every rule, so a value is read far more often than made; parse
 * trees are never changed, so the memo cannot go stale), and the text and terms of a side as
 * written. Shared by the rules, the advice and the solver.
 */
import type { EquationBinary, EquationNode } from './parse';
import {
  addFunctions,
  constantFunction,
  DegreeTooHigh,
  divideFunctions,
  multiplyFunctions,
  negateFunction,
  UNKNOWN_FUNCTION,
  type RationalFunction,
} from './rational-function';

const VALUES = new WeakMap<EquationNode, RationalFunction | null>();
const PARENTS = new WeakMap<EquationNode, EquationNode>();

export function guarded(make: () => RationalFunction | null): RationalFunction | null {
  try {
    return make();
  } catch (error) {
    if (error instanceof DegreeTooHigh) return null;
    throw error;
  }
}

/** l op r; null for a divisor that is zero for every x, or a degree past the cap. */
export function combine(operator: EquationBinary['operator'], l: RationalFunction, r: RationalFunction): RationalFunction | null {
  return guarded(() => {
    switch (operator) {
      case '+':
        return addFunctions(l, r);
      case '-':
        return addFunctions(l, r, -1);
      case '*':
        return multiplyFunctions(l, r);
      case '/':
        return r.numerator.length === 0 ? null : divideFunctions(l, r);
    }
  });
}

/** A node's value as a function of the unknown, or null (a zero divisor, or not linear). */
export function valueOf(node: EquationNode): RationalFunction | null {
  const known = VALUES.get(node);
  if (known !== undefined) return known;
  let value: RationalFunction | null;
  switch (node.type) {
    case 'number':
      value = constantFunction(node.value);
      break;
    case 'unknown':
      value = UNKNOWN_FUNCTION;
      break;
    case 'negate': {
      PARENTS.set(node.operand, node);
      const operand = valueOf(node.operand);
      value = operand === null ? null : negateFunction(operand);
      break;
    }
    case 'binary': {
      PARENTS.set(node.left, node);
      PARENTS.set(node.right, node);
      const l = valueOf(node.left);
      const r = valueOf(node.right);
      value = l === null || r === null ? null : combine(node.operator, l, r);
      break;
    }
  }
  VALUES.set(node, value);
  return value;
}

/** The tree's value with `site` worth `value`: only the nodes above the site are worked out again. */
export function replaced(tree: EquationNode, site: EquationNode, value: RationalFunction): RationalFunction | null {
  valueOf(tree);
  let node = site;
  let current: RationalFunction | null = value;
  while (node !== tree && current !== null) {
    const parent = PARENTS.get(node);
    if (parent === undefined) return null;
    if (parent.type === 'negate') current = negateFunction(current);
    else if (parent.type === 'binary') {
      const sibling = valueOf(parent.left === node ? parent.right : parent.left);
      if (sibling === null) return null;
      const c: RationalFunction = current;
      current = parent.left === node ? combine(parent.operator, c, sibling) : combine(parent.operator, sibling, c);
    }
    node = parent;
  }
  return current;
}

/** A node's text without spaces and without the brackets around it. */
export function bareText(working: string, node: EquationNode): string {
  let text = working.slice(node.from, node.to).replace(/\s+/g, '');
  for (let i = 0; i < node.parens && /^[([{].*[)\]}]$/.test(text); i++) text = text.slice(1, -1);
  return text;
}

/** The top-level terms of a side, each with its sign: a − b + c is [a, −b, c]. */
export function signedTerms(
  node: EquationNode,
  sign: 1 | -1 = 1,
  into: Array<{ node: EquationNode; sign: 1 | -1 }> = [],
): Array<{ node: EquationNode; sign: 1 | -1 }> {
  if (node.type === 'binary' && node.parens === 0 && (node.operator === '+' || node.operator === '-')) {
    signedTerms(node.left, sign, into);
    signedTerms(node.right, node.operator === '-' ? (-sign as 1 | -1) : sign, into);
  } else into.push({ node, sign });
  return into;
}
