/**
 * The one printer of the solution's lines: a line in the working grammar, single spaces around
 * each operator, the student's own symbols, and parentheses where the student wrote them or where
 * the tree needs them. Printing places every term: its `at`..`end` become offsets in the text.
 */
import type { BinaryOperator } from '../grammar/ast';
import type { NumberTerm, Term } from './term';

const precedence = (operator: BinaryOperator): number => (operator === '+' || operator === '-' ? 1 : 2);

/** The number without its sign, as written. */
export function numberBody(term: NumberTerm): string {
  if (term.percent !== null) return term.percent;
  switch (term.form) {
    case 'integer':
      return String(term.numerator);
    case 'fraction':
      return `${term.numerator}/${term.denominator}`;
    case 'mixed':
      return `${term.whole} ${term.numerator}/${term.denominator}`;
    case 'decimal':
      return term.decimal!;
  }
}

const isSigned = (term: Term): boolean => term.kind === 'negate' || (term.kind === 'number' && term.negative);

/** A power's base is a NUMBER or in parentheses (the grammar's primary); a signed number is bracketed too, (-2)². */
const baseNeedsParentheses = (term: Term): boolean => term.kind !== 'number' || term.negative;

/**
 * Whether a term needs parentheses as an operand: an operation of lower precedence, or of the same
 * precedence on the right (the tree of a - (b - c) stays), and, for the reader, a signed term after
 * an operator (2 × (-1/3)).
 */
function needsParentheses(term: Term, parent: BinaryOperator, side: 'left' | 'right'): boolean {
  if (term.kind === 'power') return false;
  if (term.kind === 'binary') {
    const mine = precedence(term.operator);
    const theirs = precedence(parent);
    return mine < theirs || (mine === theirs && side === 'right');
  }
  return side === 'right' && isSigned(term);
}

class LinePrinter {
  text = '';

  write(term: Term, parens: number): void {
    this.text += '('.repeat(parens);
    term.at = this.text.length;
    switch (term.kind) {
      case 'number':
        if (term.negative) this.text += term.minus;
        this.text += numberBody(term);
        break;
      case 'negate':
        this.text += term.minus;
        // A minus binds tighter than every operator: what it negates is a number or in parentheses.
        this.write(term.operand, Math.max(term.operand.parens, term.operand.kind === 'number' && !term.operand.negative ? 0 : 1));
        break;
      case 'power':
        this.write(term.base, Math.max(term.base.parens, baseNeedsParentheses(term.base) ? 1 : 0));
        this.text += term.exponentText;
        break;
      case 'binary':
        this.operand(term.left, term.operator, 'left');
        this.text += ` ${term.symbol} `;
        this.operand(term.right, term.operator, 'right');
        break;
    }
    term.end = this.text.length;
    this.text += ')'.repeat(parens);
  }

  private operand(term: Term, parent: BinaryOperator, side: 'left' | 'right'): void {
    this.write(term, Math.max(term.parens, needsParentheses(term, parent, side) ? 1 : 0));
  }
}

/** The line's text; every term of it is placed in that text. */
export function printLine(line: Term): string {
  const printer = new LinePrinter();
  printer.write(line, line.parens);
  return printer.text;
}
