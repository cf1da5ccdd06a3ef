/**
 * Facts about an expression's source text that precede tokenizing: its UTF-8 size and lone
 * surrogates, and the one conversion from UTF-16 indexes to the contracts' code point offsets.
 */

/** UTF-8 byte length, computed without encoding (a lone surrogate counts as U+FFFD, 3 bytes). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** UTF-16 index of the first surrogate that is not half of a pair, or -1. */
export function findLoneSurrogate(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      if (i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
      else return i;
    } else if (c >= 0xdc00 && c <= 0xdfff) return i;
  }
  return -1;
}

/** The code point offset of a UTF-16 index (pairs before it count once). */
export function codePointOffset(text: string, utf16Index: number): number {
  let offset = 0;
  for (let i = 0; i < utf16Index && i < text.length; i++, offset++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return offset;
}

/** The number of code points in the text: the position of an early end. */
export function codePointLength(text: string): number {
  return codePointOffset(text, text.length);
}
