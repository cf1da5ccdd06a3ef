import type { Lexer } from '../core/grammar/lexer';

/** Every token a lexer reads to the end, as [kind, text, from, to]; a fault is thrown as the lexer throws it. */
export function lexemesOf(lexer: Lexer<string>): [string, string, number, number][] {
  const lexemes: [string, string, number, number][] = [];
  for (lexer.advance(); lexer.kind !== 'end'; lexer.advance()) lexemes.push([lexer.kind, lexer.text(), lexer.from, lexer.to]);
  return lexemes;
}
