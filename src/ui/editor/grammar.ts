import { isWhitespace, ScanCursor, scanDecimalLexeme, scanRationalLexeme } from '../../core/grammar/scan';

/** The two expression grammars: decimal-expression-evaluate's and rational-expression-check's. */
export type Grammar = 'decimal' | 'rational';

export interface ScannedLexeme {
  kind: string;
  end: number;
}

/** The core's one-lexeme scanner for a grammar (UTF-16 offsets). */
export function scanLexeme(grammar: Grammar, text: string, start: number): ScannedLexeme {
  const cursor = new ScanCursor(text, start);
  const kind = grammar === 'decimal' ? scanDecimalLexeme(cursor) : scanRationalLexeme(cursor);
  return { kind, end: cursor.pos };
}

export { isWhitespace };

/** Whether the decimal expression calls the function `name` (a name immediately followed by "("). */
export function callsFunction(text: string, name: string): boolean {
  for (let at = 0; at < text.length;) {
    const lexeme = scanLexeme('decimal', text, at);
    if (lexeme.kind === 'name' && text.slice(at, lexeme.end) === name && text.charCodeAt(lexeme.end) === 40) return true;
    at = Math.max(lexeme.end, at + 1);
  }
  return false;
}
