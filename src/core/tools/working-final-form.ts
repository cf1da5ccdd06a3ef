import { gcd } from '../gcd';
import type { WorkingNode } from '../grammar/working-parser';

/** The forms a working's last step may be required to be written in. */
export const FINAL_FORMS = ['any', 'lowest_terms', 'improper', 'mixed'] as const;
export type FinalForm = (typeof FINAL_FORMS)[number];

/**
 * Whether the last step is written in `form`, read from its tokens alone: one NUMBER, optionally
 * after one minus. lowest_terms takes an INTEGER other than -0, a FRACTION over at least 2 in
 * lowest terms, or a MIXED whose fraction is in lowest terms; improper the same without MIXED;
 * mixed the same but with a proper FRACTION only. A DECIMAL never passes, nor anything in
 * parentheses.
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
  switch (node.form) {
    case 'decimal':
      return false;
    case 'integer':
      return !(negated && node.numerator === 0n);
    case 'fraction':
      return node.denominator >= 2n && gcd(node.numerator, node.denominator) === 1n
        && (form !== 'mixed' || node.numerator < node.denominator);
    case 'mixed':
      // A MIXED whose fraction part is not proper (3 13/12, read since 1.1.0) is in no final form.
      return form !== 'improper' && node.mixed!.numerator < node.mixed!.denominator && gcd(node.mixed!.numerator, node.mixed!.denominator) === 1n;
  }
}
