/**
 * The contracts give positions as code point offsets; CodeMirror (like every JavaScript string)
 * counts UTF-16 code units. This is the one place that converts between them.
 */

/**
 * The UTF-16 index of the code point at `codePointOffset` in `text`. A surrogate pair is one
 * code point; a lone surrogate also counts as one. Offsets past the end give `text.length`,
 * negative ones give 0.
 */
export function codePointOffsetToUtf16(text: string, codePointOffset: number): number {
  let index = 0;
  for (let codePoints = 0; codePoints < codePointOffset && index < text.length; codePoints++) {
    const unit = text.charCodeAt(index);
    const isPair = unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
    index += isPair ? 2 : 1;
  }
  return index;
}
