import { scanLexeme } from '../../core/grammar/spans';

// The editor reads text with the core's own scanner (one lexer per grammar, src/core/grammar).
export { isWhitespace, scanLexeme, type Grammar, type ScannedLexeme } from '../../core/grammar/spans';

/** Whether the decimal expression calls the function `name` (a name immediately followed by "("). */
export function callsFunction(text: string, name: string): boolean {
  for (let at = 0; at < text.length;) {
    const lexeme = scanLexeme('decimal', text, at);
    if (lexeme.kind === 'name' && text.slice(at, lexeme.end) === name && text.charCodeAt(lexeme.end) === 40) return true;
    at = Math.max(lexeme.end, at + 1);
  }
  return false;
}
