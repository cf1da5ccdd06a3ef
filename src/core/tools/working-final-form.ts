import { terminatingScale } from '../decimal';
import { gcd } from '../gcd';
import type { WorkingNode } from '../grammar/working-parser';
import { Rational } from '../rational';

/** The forms a working's last step may be required to be written in (decimal since 1.2.0). */
export const FINAL_FORMS = ['any', 'lowest_terms', 'improper', 'mixed', 'decimal'] as const;
export type FinalForm = (typeof FINAL_FORMS)[number];

/**
 * Whether the last step is written in `form`, read from its tokens alone: one NUMBER, optionally
 * after one minus. lowest_terms takes an INTEGER other than -0, a FRACTION over at least 2 in
 * lowest terms, or a MIXED whose fraction is in lowest terms; improper the same without MIXED;
 * mixed the same but with a proper FRACTION only. A DECIMAL passes decimal only, nor does anything
 * in parentheses. decimal (1.2.0) takes an INTEGER other than -0 or a terminating DECIMAL other
 * than -0; a value that never terminates has no exact decimal, so there it takes what
 * lowest_terms takes, and a repeating DECIMAL (0.333...) never passes.
 */
export function isWrittenInForm(form: Exclude<FinalForm, 'any'>, tree: WorkingNode): boolean {
  let node = tree;
  let negated = false;
  if (node.type === 'negate' && node.parens === 0) {
    negated = true;
    node = node.operand;
  }
  // A percentage is no final form (1.1.0).
  if (node.type !== 'number' || node.parens > 0 || node.percentOf !== null) return false;
  if (form === 'decimal') return isWrittenAsDecimal(node, negated);
  switch (node.form) {
    case 'decimal':
      return false;
    case 'integer':
      return !(negated && node.numerator === 0n);
    case 'fraction':
      return (
        node.denominator >= 2n && gcd(node.numerator, node.denominator) === 1n && (form !== 'mixed' || node.numerator < node.denominator)
      );
    case 'mixed':
      // A MIXED whose fraction part is not proper (3 13/12, read since 1.1.0) is in no final form.
      return (
        form !== 'improper' && node.mixed!.numerator < node.mixed!.denominator && gcd(node.mixed!.numerator, node.mixed!.denominator) === 1n
      );
  }
}

/** The decimal form (1.2.0): a terminating value as a decimal or a whole number; any other value as lowest_terms writes it. */
function isWrittenAsDecimal(node: WorkingNode & { type: 'number' }, negated: boolean): boolean {
  switch (node.form) {
    case 'integer':
      return !(negated && node.numerator === 0n);
    case 'decimal':
      // A repeating DECIMAL has no digits recorded: it is never a decimal answer.
      return node.decimal !== null && !(negated && node.numerator === 0n);
    case 'fraction':
    case 'mixed':
      if (node.denominator < 2n) return false;
      return terminatingScale(Rational.of(node.numerator, node.denominator)) === null && isWrittenInForm('lowest_terms', node);
  }
}
