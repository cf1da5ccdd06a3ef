import { isWhitespace, ScanCursor, scanDecimalLexeme, scanRationalLexeme, scanWorkingLexeme } from '../../core/grammar/scan';

/**
 * The expression grammars: decimal-expression-evaluate's, rational-expression-check's and
 * rational-working-check's (a working: lines of expressions chained by "=").
 */
export type Grammar = 'decimal' | 'rational' | 'working';

export interface ScannedLexeme {
  kind: string;
  end: number;
}

const SCANNERS = { decimal: scanDecimalLexeme, rational: scanRationalLexeme, working: scanWorkingLexeme } as const;

/** The core's one-lexeme scanner for a grammar (UTF-16 offsets). */
export function scanLexeme(grammar: Grammar, text: string, start: number): ScannedLexeme {
  const cursor = new ScanCursor(text, start);
  const kind = SCANNERS[grammar](cursor);
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
