/**
 * Which kind a working is, without the kinds' checks: the app's first screen reads a working's
 * kind on every keystroke to choose its view, and must not load the engine to do it (the checks
 * run in the worker). The order here is the order the kinds are asked in (./kinds builds the
 * kinds in it): the first that claims a working has it, and the fraction kind, last, takes any.
 */
import { readWorkingKind, scanEquationLexeme } from '../equations/parse';
import { scanLexeme } from '../grammar/spans';
import type { KindClaim } from './kind';

/** An equation working: its first filled line an equation with a letter for the unknown. */
export function claimsEquation(working: string): KindClaim {
  const reading = readWorkingKind(working);
  return reading.kind === 'unsure' ? { unsure: reading.at } : reading.kind === 'equation' ? 'yes' : 'no';
}

export const claimsAnyWorking = (): KindClaim => 'yes';

/** The lexeme of a kind's grammar that starts at a UTF-16 offset: its kind's name and where it ends. */
export type KindLexer = (text: string, from: number) => { kind: string; end: number };

/** Each kind's claim on a working and its lexer, the one the editor highlights that kind's lines with. */
export const KIND_CLAIMS = [
  { id: 'equation', claims: claimsEquation, scanLexeme: scanEquationLexeme as KindLexer },
  { id: 'fraction', claims: claimsAnyWorking, scanLexeme: ((text, from) => scanLexeme('working', text, from)) as KindLexer },
] as const;

export type WorkingKindId = (typeof KIND_CLAIMS)[number]['id'];
export const WORKING_KIND_IDS: readonly WorkingKindId[] = KIND_CLAIMS.map((kind) => kind.id);

/** A working's kind, or the UTF-16 offset of what leaves it unsure (an x that could be × or the unknown), asked of `kinds` in order. */
export function readKind<Kind extends { claims(working: string): KindClaim }>(
  working: string,
  kinds: readonly Kind[],
): { kind: Kind } | { unsure: number } {
  for (const kind of kinds) {
    const claim = kind.claims(working);
    if (claim === 'yes') return { kind };
    if (claim !== 'no') return { unsure: claim.unsure };
  }
  throw new Error('no kind of working takes every working: the last kind must claim what the others do not');
}
