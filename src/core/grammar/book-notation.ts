/**
 * The schoolbook's notation: "3/4 of 12", "25%", "(2/3)^2" and "2²" are read by
 * rational-working-check's grammar (1.1.0) but not by rational-expression-check's, which takes
 * integers and + − × ÷ only. This finds the first of them with the working scanner, so a form
 * for the latter can say where the expression is read as written. No value is computed here.
 */
import { ScanCursor, scanWorkingLexeme } from './scan';

export type BookNotationKind = 'of' | 'percent' | 'power';

export interface BookNotation {
  kind: BookNotationKind;
  /** The notation as written: "of", "%", "^" or the superscript digits. */
  text: string;
  /** Its UTF-16 offset in the expression. */
  at: number;
}

/** The first "of", "%", "^" or superscript exponent in the expression, or null when there is none. */
export function bookNotation(expression: string): BookNotation | null {
  const cursor = new ScanCursor(expression);
  while (cursor.pos < expression.length) {
    const from = cursor.pos;
    const kind = scanWorkingLexeme(cursor);
    const text = expression.slice(from, cursor.pos);
    if (kind === 'of') return { kind: 'of', text, at: from };
    if (kind === 'percent') return { kind: 'percent', text, at: from };
    if (kind === 'caret' || kind === 'superscript') return { kind: 'power', text, at: from };
  }
  return null;
}
