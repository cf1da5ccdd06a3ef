import { isWorkingWhitespace } from './scan';

/**
 * One part of a working: the text between two "=" of a line, or between a line's start or end and
 * an "=". Offsets are UTF-16 indexes into the working.
 */
export interface WorkingPart {
  /** Where the part's text, surrounding whitespace included, starts and ends. */
  from: number;
  /** The "=" that follows the part, or its line's end (the LF and a CR dropped before it excluded). */
  to: number;
  /** 1-based number of the part's line, blank lines counted. */
  line: number;
  /** The "=" that starts the first non-blank line, when this part follows it: a working cannot begin with one. */
  leadingEquals: number | null;
}

const CR = 13;
const EQUALS = 61;

/** The working's lines: each one's start and end, the LF and a CR just before it excluded. */
function linesOf(working: string): Array<{ from: number; to: number }> {
  const lines: Array<{ from: number; to: number }> = [];
  let from = 0;
  for (;;) {
    const lf = working.indexOf('\n', from);
    if (lf < 0) {
      // The last line has no LF, so a CR that ends it is not dropped (it is whitespace anyway).
      lines.push({ from, to: working.length });
      return lines;
    }
    lines.push({ from, to: lf > from && working.charCodeAt(lf - 1) === CR ? lf - 1 : lf });
    from = lf + 1;
  }
}

function firstNonWhitespace(working: string, from: number, to: number): number {
  let i = from;
  while (i < to && isWorkingWhitespace(working.charCodeAt(i))) i++;
  return i;
}

function lastNonWhitespace(working: string, from: number, to: number): number {
  let i = to - 1;
  while (i >= from && isWorkingWhitespace(working.charCodeAt(i))) i--;
  return i;
}

/**
 * Splits a working into its parts, the steps of its chain, in text order (the contract's "Parts"):
 * blank lines are skipped; a line that starts with "=" continues the chain (no empty part before
 * that "="); a line that ends with "=" continues on the next non-blank line (no empty part after
 * it), unless no such line follows. Empty parts are kept: they are faults, reported in their turn.
 */
export function splitWorkingParts(working: string): WorkingPart[] {
  const lines = linesOf(working);
  const nonBlank = lines.map(({ from, to }) => firstNonWhitespace(working, from, to) < to);
  const lastNonBlank = nonBlank.lastIndexOf(true);
  const firstNonBlank = nonBlank.indexOf(true);
  const parts: WorkingPart[] = [];
  lines.forEach(({ from, to }, index) => {
    if (!nonBlank[index]) return;
    const first = firstNonWhitespace(working, from, to);
    const last = lastNonWhitespace(working, from, to);
    const leading = working.charCodeAt(first) === EQUALS;
    const trailing = last !== first && working.charCodeAt(last) === EQUALS && index !== lastNonBlank;
    let start = leading ? first + 1 : from;
    const end = trailing ? last : to;
    let leadingEquals = leading && index === firstNonBlank ? first : null;
    for (;;) {
      const equals = working.indexOf('=', start);
      const partEnd = equals < 0 || equals >= end ? end : equals;
      parts.push({ from: start, to: partEnd, line: index + 1, leadingEquals });
      leadingEquals = null;
      if (partEnd === end) return;
      start = partEnd + 1;
    }
  });
  return parts;
}

/** Whether a part has no text but whitespace. */
export function isEmptyPart(working: string, part: WorkingPart): boolean {
  return firstNonWhitespace(working, part.from, part.to) === part.to;
}

/** The part's text without surrounding whitespace, as [from, to). */
export function trimmedPart(working: string, part: WorkingPart): { from: number; to: number } {
  const from = firstNonWhitespace(working, part.from, part.to);
  return { from, to: lastNonWhitespace(working, from, part.to) + 1 };
}
