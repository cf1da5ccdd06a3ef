/**
 * Base64url (RFC 4648 §5) without padding, written out because `btoa`/`atob` work on Latin-1
 * strings, not bytes, and Node's Buffer is not in the browser. Decoding is strict: only the
 * alphabet, no padding, no impossible length, and the unused low bits of the last character
 * must be zero, so every byte string has exactly one spelling.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const VALUE_OF = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE_OF[ALPHABET.charCodeAt(i)] = i;

export function encodeBase64url(bytes: Uint8Array): string {
  let text = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    text += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    text += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]!;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    text += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]!;
  }
  return text;
}

/** The bytes of a base64url text, or null when it is not one (strictly: see above). */
export function decodeBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  const tail = text.length % 4;
  if (tail === 1) return null;
  const bytes = new Uint8Array(((text.length - tail) / 4) * 3 + (tail === 0 ? 0 : tail - 1));
  let sextets = 0;
  let bits = 0;
  let out = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? VALUE_OF[code]! : -1;
    if (value < 0) return null;
    sextets = (sextets << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (sextets >> bits) & 0xff;
      sextets &= (1 << bits) - 1;
    }
  }
  // Left-over bits are padding and must be zero ("QQ" is "A"; "QR" spells nothing).
  return sextets === 0 ? bytes : null;
}
