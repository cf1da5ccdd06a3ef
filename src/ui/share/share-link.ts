/**
 * Share links: a tab's request in the URL fragment, `#/<tab>?z=<data>`, where the data is the
 * request's JSON, deflated (raw DEFLATE, RFC 1951, by CompressionStream) and base64url-encoded;
 * `?j=` carries the JSON uncompressed when that is shorter or compression is unavailable. The
 * fragment never reaches a server.
 *
 * Decoding trusts nothing: a size cap on the link and on the unpacked JSON (checked while
 * unpacking, so a deflate bomb stops at the cap), strict base64url, fatal UTF-8, JSON.parse, and
 * the tool's request shape, copied into fresh plain data. Every failure is a `{ ok: false,
 * message }` with a short sentence for the user; nothing throws.
 */
import { readJson, type ReadResult } from '../../core/json-reader';
import { REQUEST_READERS, type ShapedRequests } from '../../core/request-shapes';
import { decodeBase64url, encodeBase64url } from './base64url';

/** The tabs whose request a link, the history or an opened file can carry, and the tool each one's request is for. */
export const SHARE_TOOLS = {
  working: 'rational-working-check',
  evaluate: 'decimal-expression-evaluate',
  check: 'rational-expression-check',
  trace: 'rational-trace-check',
  subtract: 'rational-subtract',
} as const;
export type ShareTab = keyof typeof SHARE_TOOLS;
export const SHARE_TABS = Object.keys(SHARE_TOOLS) as ShareTab[];
export type ShareRequests = { [Tab in ShareTab]: ShapedRequests[(typeof SHARE_TOOLS)[Tab]] };

/**
 * A fresh copy of `value` made only of plain objects, arrays, strings, numbers, booleans and null,
 * when it has the shape of `tab`'s request; otherwise a message saying what does not fit.
 */
export const readRequest = <Tab extends ShareTab>(tab: Tab, value: unknown): ReadResult<ShareRequests[Tab]> =>
  readJson(REQUEST_READERS[SHARE_TOOLS[tab]], value, 'the request') as ReadResult<ShareRequests[Tab]>;

export type SharedRequest = { [Tab in ShareTab]: { tab: Tab; request: ShareRequests[Tab] } }[ShareTab];

export type ShareResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** Largest request JSON a link may carry, in UTF-8 bytes. */
export const MAX_SHARED_JSON_BYTES = 64 * 1024;

/**
 * Longest data part accepted: the base64url length of {@link MAX_SHARED_JSON_BYTES} uncompressed,
 * with room for deflate's few bytes of overhead on incompressible data.
 */
export const MAX_SHARE_DATA_LENGTH = Math.ceil((MAX_SHARED_JSON_BYTES + 64) / 3) * 4;

const FRAGMENT = /^#?\/([a-z]+)\?([zj])=([^&#]*)$/;

type Codec = 'z' | 'j';

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });
const ignore = (): void => {};

// The streams are read through these small structural types: the same file compiles against the
// DOM library (the app) and Node's globals (the unit tests), whose declarations differ in detail.
interface ByteStream {
  readable: { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel(): Promise<void> } };
  writable: { getWriter(): { write(chunk: Uint8Array): Promise<void>; close(): Promise<void> } };
}
type ByteStreamConstructor = new (format: 'deflate-raw') => ByteStream;

function streamConstructor(name: 'CompressionStream' | 'DecompressionStream'): ByteStreamConstructor | undefined {
  const candidate = (globalThis as Record<string, unknown>)[name];
  return typeof candidate === 'function' ? (candidate as ByteStreamConstructor) : undefined;
}

function concat(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Pushes `input` through a (de)compression stream and collects the output, stopping as soon as
 * it passes `limit` bytes. Null when the stream fails (damaged data); 'too_large' past the limit.
 */
async function transform(stream: ByteStream, input: Uint8Array, limit: number): Promise<Uint8Array | null | 'too_large'> {
  const writer = stream.writable.getWriter();
  // Their failures surface on the reader too; unobserved they would be unhandled rejections.
  writer.write(input).catch(ignore);
  writer.close().catch(ignore);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (value === undefined) continue;
      length += value.byteLength;
      if (length > limit) {
        reader.cancel().catch(ignore);
        return 'too_large';
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  return concat(chunks, length);
}

/**
 * The fragment (with its leading "#") that restores `shared`: the shorter of the deflated and the
 * plain form. Fails when the request does not have its tab's shape or its JSON is over
 * {@link MAX_SHARED_JSON_BYTES}.
 */
export async function encodeShareFragment(shared: SharedRequest): Promise<ShareResult<string>> {
  try {
    if (!(SHARE_TABS as readonly string[]).includes(shared.tab)) return fail('There is no such tab to share.');
    // The same shape check as decoding, so every link made here can be restored.
    const request = readRequest(shared.tab, shared.request);
    if (!request.ok) return fail(`This request cannot be shared: ${request.message}.`);
    const json = new TextEncoder().encode(JSON.stringify(request.value));
    if (json.byteLength > MAX_SHARED_JSON_BYTES) return fail('This request is too large to share as a link (over 64 KiB).');
    let codec: Codec = 'j';
    let data = encodeBase64url(json);
    const Compression = streamConstructor('CompressionStream');
    if (Compression !== undefined) {
      const deflated = await transform(new Compression('deflate-raw'), json, Number.POSITIVE_INFINITY);
      if (deflated instanceof Uint8Array) {
        const packed = encodeBase64url(deflated);
        if (packed.length < data.length) {
          codec = 'z';
          data = packed;
        }
      }
    }
    return { ok: true, value: `#/${shared.tab}?${codec}=${data}` };
  } catch {
    return fail('This request could not be made into a link.');
  }
}

/** Whether a URL fragment is a share link (and not just a tab's `#/<tab>`). */
export function isShareFragment(fragment: string): boolean {
  return FRAGMENT.test(fragment);
}

/** The tab and request a share-link fragment carries, or why it cannot be restored. */
export async function decodeShareFragment(fragment: string): Promise<ShareResult<SharedRequest>> {
  try {
    if (typeof fragment !== 'string') return fail('This is not a share link.');
    const match = FRAGMENT.exec(fragment.length > MAX_SHARE_DATA_LENGTH + 32 ? '' : fragment);
    if (match === null) {
      return fail(fragment.length > MAX_SHARE_DATA_LENGTH + 32 ? 'This link is too long to be a share link.' : 'This is not a share link.');
    }
    const [, tabName, codec, data] = match as unknown as [string, string, Codec, string];
    if (!(SHARE_TABS as readonly string[]).includes(tabName)) return fail('This link names a tab that does not exist.');
    const tab = tabName as ShareTab;
    const bytes = decodeBase64url(data);
    if (bytes === null) return fail('This link is damaged: its data is not valid base64url.');

    let json: Uint8Array = bytes;
    if (codec === 'z') {
      const Decompression = streamConstructor('DecompressionStream');
      if (Decompression === undefined) return fail('This browser cannot unpack compressed links.');
      const inflated = await transform(new Decompression('deflate-raw'), bytes, MAX_SHARED_JSON_BYTES);
      if (inflated === null) return fail('This link is damaged: its data cannot be unpacked.');
      if (inflated === 'too_large') return fail('This link carries more than 64 KiB of data.');
      json = inflated;
    } else if (json.byteLength > MAX_SHARED_JSON_BYTES) {
      return fail('This link carries more than 64 KiB of data.');
    }

    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(json);
    } catch {
      return fail('This link is damaged: its data is not text.');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return fail('This link is damaged: its data is not valid JSON.');
    }
    const request = readRequest(tab, parsed);
    if (!request.ok) return fail(`This link does not hold a ${tab} request: ${request.message}.`);
    return { ok: true, value: { tab, request: request.value } as SharedRequest };
  } catch {
    return fail('This link could not be read.');
  }
}
