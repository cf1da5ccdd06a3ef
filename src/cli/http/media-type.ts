/**
 * Whether a Content-Type header names JSON in UTF-8: `application/json`, with no charset or
 * charset=utf-8 (RFC 8259 §8.1: JSON exchanged between systems is UTF-8). Other parameters are
 * ignored.
 */
export function isJsonUtf8(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const [essence, ...parameters] = contentType.split(';');
  if (essence!.trim().toLowerCase() !== 'application/json') return false;
  for (const parameter of parameters) {
    const eq = parameter.indexOf('=');
    if (eq < 0) continue;
    const name = parameter.slice(0, eq).trim().toLowerCase();
    const value = parameter
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    if (name === 'charset' && value !== 'utf-8' && value !== 'utf8') return false;
  }
  return true;
}

/** No Content-Encoding, or `identity`: the server does not decompress request bodies. */
export function isIdentityEncoding(contentEncoding: string | undefined): boolean {
  return contentEncoding === undefined || contentEncoding.trim().toLowerCase() === 'identity' || contentEncoding.trim() === '';
}
