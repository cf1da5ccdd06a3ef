/**
 * Finds where a text stops being JSON (RFC 8259), so the command and the app can say where a
 * request went wrong in stable words of their own rather than in the JavaScript engine's changing
 * messages. It lives in the core, below both: pure text scanning, no DOM or Node.
 * Only called after JSON.parse has failed; iterative, so deep nesting cannot overflow the stack.
 */

export interface JsonFault {
  /** 0-based code point offset of the first character that cannot be accepted, or the text's length. */
  position: number;
  /** That character, or null when the text ends too early. */
  found: string | null;
}

type Expect = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'after-value';

const isWhitespace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isHex = (c: string | undefined): boolean => c !== undefined && /^[0-9a-fA-F]$/.test(c);

/** Returns the UTF-16 index just past a string starting at `start` (a `"`), or a fault index as `-1 - index`. */
function scanString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c < 0x20) return -1 - i;
    if (c === 0x5c) {
      const escape = text[i + 1];
      if (escape === undefined) return -1 - (i + 1);
      if (escape === 'u') {
        for (let k = 2; k < 6; k++) if (!isHex(text[i + k])) return -1 - (i + k);
        i += 6;
      } else if ('"\\/bfnrt'.includes(escape)) {
        i += 2;
      } else {
        return -1 - (i + 1);
      }
    } else {
      i += 1;
    }
  }
  return -1 - text.length;
}

/** Same convention as scanString, for `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`. */
function scanNumber(text: string, start: number): number {
  let i = start;
  if (text[i] === '-') i++;
  if (text[i] === '0') i++;
  else if (isDigit(text[i])) while (isDigit(text[i])) i++;
  else return -1 - i;
  if (text[i] === '.') {
    i++;
    if (!isDigit(text[i])) return -1 - i;
    while (isDigit(text[i])) i++;
  }
  if (text[i] === 'e' || text[i] === 'E') {
    i++;
    if (text[i] === '+' || text[i] === '-') i++;
    if (!isDigit(text[i])) return -1 - i;
    while (isDigit(text[i])) i++;
  }
  return i;
}

function scanLiteral(text: string, start: number): number {
  for (const word of ['true', 'false', 'null']) {
    if (word[0] !== text[start]) continue;
    for (let k = 1; k < word.length; k++) if (text[start + k] !== word[k]) return -1 - (start + k);
    return start + word.length;
  }
  return -1 - start;
}

/** Code points in `text` before the UTF-16 index `end`; counted in place, as a request may be megabytes long. */
function codePointsBefore(text: string, end: number): number {
  let count = 0;
  for (let i = 0; i < end; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point; a lone surrogate counts alone.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < end) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

function faultAt(text: string, index: number): JsonFault {
  const position = codePointsBefore(text, index);
  if (index >= text.length) return { position, found: null };
  const codePoint = text.codePointAt(index) ?? 0;
  return { position, found: String.fromCodePoint(codePoint) };
}

/** The first fault of `text` as one JSON value, or null when it is valid JSON. */
export function locateJsonFault(text: string): JsonFault | null {
  const open: Array<'{' | '['> = [];
  let expect: Expect = 'value';
  let i = 0;
  for (;;) {
    while (isWhitespace(text[i])) i++;
    const c = text[i];
    if (c === undefined) return expect === 'after-value' && open.length === 0 ? null : faultAt(text, i);

    let next: number;
    switch (expect) {
      case 'value-or-close':
      case 'key-or-close':
        if (c === (expect === 'value-or-close' ? ']' : '}')) {
          open.pop();
          i++;
          expect = 'after-value';
          continue;
        }
        expect = expect === 'value-or-close' ? 'value' : 'key';
        continue;
      case 'key':
        if (c !== '"') return faultAt(text, i);
        next = scanString(text, i);
        if (next < 0) return faultAt(text, -1 - next);
        i = next;
        expect = 'colon';
        continue;
      case 'colon':
        if (c !== ':') return faultAt(text, i);
        i++;
        expect = 'value';
        continue;
      case 'after-value': {
        const container = open[open.length - 1];
        if (container === undefined) return faultAt(text, i);
        if (c === ',') expect = container === '[' ? 'value' : 'key';
        else if (c === (container === '[' ? ']' : '}')) open.pop();
        else return faultAt(text, i);
        i++;
        continue;
      }
      case 'value':
        if (c === '{' || c === '[') {
          open.push(c);
          i++;
          expect = c === '{' ? 'key-or-close' : 'value-or-close';
          continue;
        }
        if (c === '"') next = scanString(text, i);
        else if (c === '-' || isDigit(c)) next = scanNumber(text, i);
        else next = scanLiteral(text, i);
        if (next < 0) return faultAt(text, -1 - next);
        i = next;
        expect = 'after-value';
        continue;
    }
  }
}

/** Line and column (1-based, in code points) of a code point offset. */
export function lineAndColumn(text: string, codePointOffset: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  let offset = 0;
  for (const character of text) {
    if (offset === codePointOffset) break;
    offset++;
    if (character === '\n') {
      line++;
      column = 1;
    } else {
      column++;
    }
  }
  return { line, column };
}
