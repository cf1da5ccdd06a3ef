import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import traceContract from '../../../contracts/rational-trace-check.json' with { type: 'json' };
import { decodeBase64url, encodeBase64url } from './base64url';
import {
  decodeShareFragment,
  readRequest,
  encodeShareFragment,
  isShareFragment,
  MAX_SHARE_DATA_LENGTH,
  MAX_SHARED_JSON_BYTES,
  type SharedRequest,
} from './share-link';

const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new CompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  void writer.write(bytes);
  void writer.close();
  const chunks: Uint8Array[] = [];
  const reader = stream.readable.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

const plainLink = (tab: string, json: string): string => `#/${tab}?j=${encodeBase64url(utf8(json))}`;
const packedLink = async (tab: string, json: string): Promise<string> => `#/${tab}?z=${encodeBase64url(await deflate(utf8(json)))}`;

async function encoded(shared: SharedRequest): Promise<string> {
  const result = await encodeShareFragment(shared);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

async function failure(fragment: string): Promise<string> {
  const result = await decodeShareFragment(fragment);
  if (result.ok) throw new Error(`expected ${fragment.slice(0, 80)} to fail, got ${JSON.stringify(result.value).slice(0, 200)}`);
  return result.message;
}

/** Only plain objects (Object.prototype), arrays, strings, finite numbers, booleans and null. */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return Object.getPrototypeOf(value) === Array.prototype && value.every(isPlainData);
  if (typeof value !== 'object') return false;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Reflect.ownKeys(value).every((key) => {
    if (typeof key !== 'string') return false;
    const descriptor = Object.getOwnPropertyDescriptor(value, key)!;
    return 'value' in descriptor && descriptor.enumerable === true && isPlainData(descriptor.value);
  });
}

// ---- Arbitrary requests: any text (lone surrogates, control characters), hostile names ----

const anyText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
);
const name = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'price', 'x', '0', '17', ''), anyText);
const map = fc.array(fc.tuple(name, anyText), { maxLength: 6 }).map((entries) => Object.fromEntries(entries) as Record<string, string>);
const operand = fc.record({ value: anyText, from: fc.option(name, { nil: null }) });

const evaluateRequest = fc.record(
  {
    expression: anyText,
    variables: map,
    scale: fc.integer({ min: -1000, max: 1000 }),
    rounding: fc.constantFrom(
      'half_even',
      'half_up',
      'half_down',
      'half_ceiling',
      'half_floor',
      'up',
      'down',
      'ceiling',
      'floor',
      'unnecessary',
    ),
  },
  { requiredKeys: ['expression'] },
);
const checkRequest = fc.record({ expression: anyText, claimed_value: anyText, require_canonical: fc.boolean() });
const traceRequest = fc.record({
  inputs: map,
  steps: fc.array(fc.record({ id: name, operator: fc.constantFrom('+', '-', '*', '/'), left: operand, right: operand, result: anyText }), {
    maxLength: 12,
  }),
  claimed_result: anyText,
  require_canonical: fc.boolean(),
});
const subtractOperand = fc.record({ numerator: anyText, denominator: anyText });
const subtractRequest = fc.record({ a: subtractOperand, b: subtractOperand });

const workingRequest = fc.record(
  {
    working: anyText,
    answer: fc.option(anyText, { nil: null }),
    final_form: fc.constantFrom('any', 'lowest_terms', 'improper', 'mixed'),
  },
  { requiredKeys: ['working'] },
);

const sharedRequest: fc.Arbitrary<SharedRequest> = fc.oneof(
  workingRequest.map((request) => ({ tab: 'working' as const, request })),
  evaluateRequest.map((request) => ({ tab: 'evaluate' as const, request })),
  checkRequest.map((request) => ({ tab: 'check' as const, request })),
  traceRequest.map((request) => ({ tab: 'trace' as const, request })),
  subtractRequest.map((request) => ({ tab: 'subtract' as const, request })),
);

const exampleTrace: SharedRequest = {
  tab: 'trace',
  request: traceContract.examples[0]!.input as Extract<SharedRequest, { tab: 'trace' }>['request'],
};

describe('base64url', () => {
  test('RFC 4648 test vectors, unpadded, URL-safe alphabet', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg'],
      ['fo', 'Zm8'],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(encodeBase64url(utf8(plain))).toBe(encoded);
      expect(decodeBase64url(encoded)).toEqual(utf8(plain));
    }
    expect(encodeBase64url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
  });

  test("round-trips any bytes; agrees with Node's base64url", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = encodeBase64url(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
        expect(decodeBase64url(text)).toEqual(bytes);
      }),
    );
  });

  test('strict: wrong characters, padding, impossible lengths and non-zero left-over bits are refused', () => {
    for (const text of ['Zg==', 'Zm9v+', 'Zm9v/A', 'Z', 'Zm9vY', 'Zh', 'Zm9', 'Zm9 v', 'Zm\u00e9v', 'QR']) {
      expect(decodeBase64url(text), text).toBeNull();
    }
    expect(decodeBase64url('QQ')).toEqual(new Uint8Array([0x41]));
  });
});

describe('share links: round trip', () => {
  test("every tab's request comes back exactly, and the fragment is URL-safe", async () => {
    await fc.assert(
      fc.asyncProperty(sharedRequest, async (shared) => {
        const fragment = await encoded(shared);
        expect(fragment).toMatch(/^#\/(working|evaluate|check|trace|subtract)\?[zj]=[A-Za-z0-9_-]*$/);
        expect(isShareFragment(fragment)).toBe(true);
        const decoded = await decodeShareFragment(fragment);
        expect(decoded).toEqual({ ok: true, value: shared });
        if (!decoded.ok) return;
        // Same keys in the same order, "__proto__" included, as own data properties.
        expect(JSON.stringify(decoded.value)).toBe(JSON.stringify(shared));
        expect(isPlainData(decoded.value)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test('a trace is deflated: the link is much shorter than its JSON', async () => {
    const fragment = await encoded(exampleTrace);
    expect(fragment.startsWith('#/trace?z=')).toBe(true);
    expect(fragment.length).toBeLessThan(JSON.stringify(exampleTrace.request).length);
    const twentySteps = {
      ...exampleTrace,
      request: {
        ...exampleTrace.request,
        steps: Array.from({ length: 20 }, (_, i) => ({ ...exampleTrace.request.steps[0]!, id: `s${i}` })),
      },
    };
    expect((await encoded(twentySteps)).length).toBeLessThan(JSON.stringify(twentySteps.request).length / 4);
  });

  test('both forms decode: plain (?j=) and deflated (?z=)', async () => {
    const json = '{"expression":"1/3 - 1/2","claimed_value":"1/6","require_canonical":true}';
    const value = { tab: 'check', request: JSON.parse(json) };
    expect(await decodeShareFragment(plainLink('check', json))).toEqual({ ok: true, value });
    expect(await decodeShareFragment(await packedLink('check', json))).toEqual({ ok: true, value });
    expect(await decodeShareFragment(plainLink('check', json).slice(1))).toEqual({ ok: true, value });
  });

  test('"__proto__" as an input name is an ordinary own name, and nothing is polluted', async () => {
    const shared: SharedRequest = {
      tab: 'trace',
      request: {
        inputs: JSON.parse('{"__proto__": "7/2"}'),
        steps: [
          { id: '__proto__x', operator: '+', left: { value: '7/2', from: '__proto__' }, right: { value: '1', from: null }, result: '9/2' },
        ],
        claimed_result: '9/2',
        require_canonical: true,
      },
    };
    const decoded = await decodeShareFragment(await encoded(shared));
    if (!decoded.ok || decoded.value.tab !== 'trace') throw new Error('expected a trace');
    expect(Object.hasOwn(decoded.value.request.inputs, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(decoded.value.request.inputs, '__proto__')?.value).toBe('7/2');
    expect(Object.getPrototypeOf(decoded.value.request.inputs)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  test('the encoder refuses what decoding would refuse: wrong shapes and over 64 KiB', async () => {
    const bad = { tab: 'check', request: { expression: '1', claimed_value: 1, require_canonical: true } } as unknown as SharedRequest;
    expect(await encodeShareFragment(bad)).toEqual({
      ok: false,
      message: 'This request cannot be shared: the request.claimed_value must be a string.',
    });
    const extra = {
      tab: 'subtract',
      request: { a: { numerator: '1', denominator: '2' }, b: { numerator: '1', denominator: '3' }, note: 'x' },
    } as unknown as SharedRequest;
    expect((await encodeShareFragment(extra)).ok).toBe(false);
    expect((await encodeShareFragment({ tab: 'nope', request: {} } as unknown as SharedRequest)).ok).toBe(false);
    const huge: SharedRequest = {
      tab: 'check',
      request: { expression: '1+'.repeat(MAX_SHARED_JSON_BYTES / 2), claimed_value: '1', require_canonical: true },
    };
    expect(await encodeShareFragment(huge)).toEqual({ ok: false, message: 'This request is too large to share as a link (over 64 KiB).' });
    // Just under the cap is fine, and the link stays within the decoder's length limit.
    const large: SharedRequest = {
      tab: 'check',
      request: { expression: 'x'.repeat(MAX_SHARED_JSON_BYTES - 100), claimed_value: '1', require_canonical: true },
    };
    const fragment = await encoded(large);
    expect(await decodeShareFragment(fragment)).toEqual({ ok: true, value: large });
  });
});

describe('share links: damaged and hostile links', () => {
  test('not a share link', async () => {
    for (const fragment of [
      '',
      '#',
      '#/check',
      '#/check?',
      '#/check?r=e30',
      '#/check?j=e30&j=e30',
      '#check?j=e30',
      '#/Check?j=e30',
      '#/check?j=e30#x',
      'javascript:alert(1)',
    ]) {
      expect(await failure(fragment), fragment).toBe('This is not a share link.');
      expect(isShareFragment(fragment), fragment).toBe(false);
    }
    expect(await failure('#/settings?j=e30')).toBe('This link names a tab that does not exist.');
    expect(await failure(42 as unknown as string)).toBe('This is not a share link.');
  });

  test('invalid base64url, bad UTF-8, BOM, not JSON', async () => {
    expect(await failure('#/check?j=e30$')).toBe('This link is damaged: its data is not valid base64url.');
    expect(await failure('#/check?j=e30=')).toBe('This link is damaged: its data is not valid base64url.');
    expect(await failure('#/check?j=e')).toBe('This link is damaged: its data is not valid base64url.');
    expect(await failure('#/check?j=e31')).toBe('This link is damaged: its data is not valid base64url.');
    expect(await failure(`#/check?j=${encodeBase64url(new Uint8Array([0x7b, 0xff, 0x7d]))}`)).toBe(
      'This link is damaged: its data is not text.',
    );
    expect(await failure(`#/check?j=${encodeBase64url(new Uint8Array([0xed, 0xa0, 0x80]))}`)).toBe(
      'This link is damaged: its data is not text.',
    );
    expect(await failure(plainLink('check', '\ufeff{"expression":"1","claimed_value":"1","require_canonical":true}'))).toBe(
      'This link is damaged: its data is not valid JSON.',
    );
    expect(await failure(plainLink('check', '{"expression":"1",'))).toBe('This link is damaged: its data is not valid JSON.');
    expect(await failure('#/check?z=')).toBe('This link is damaged: its data cannot be unpacked.');
    expect(await failure(`#/check?z=${encodeBase64url(new Uint8Array([0xff, 0xff, 0xff]))}`)).toBe(
      'This link is damaged: its data cannot be unpacked.',
    );
  });

  test('truncated links fail, whichever character they are cut at', async () => {
    const fragment = await encoded(exampleTrace);
    const prefix = '#/trace?z='.length;
    for (let cut = prefix; cut < fragment.length; cut++) {
      const result = await decodeShareFragment(fragment.slice(0, cut));
      expect(result.ok, `cut at ${cut}`).toBe(false);
    }
  });

  test('wrong shapes: types, missing and unknown fields, "__proto__" and "constructor" as fields', async () => {
    const check = (json: string): Promise<string> => failure(plainLink('check', json));
    expect(await check('{"expression":5,"claimed_value":"1","require_canonical":true}')).toBe(
      'This link does not hold a check request: the request.expression must be a string.',
    );
    expect(await check('{"expression":"1","claimed_value":"1"}')).toBe(
      'This link does not hold a check request: the request is missing require_canonical.',
    );
    expect(await check('{"expression":"1","claimed_value":"1","require_canonical":"true"}')).toBe(
      'This link does not hold a check request: the request.require_canonical must be true or false.',
    );
    expect(await check('{"__proto__":{"polluted":1},"expression":"1","claimed_value":"1","require_canonical":true}')).toBe(
      'This link does not hold a check request: the request has a field that does not belong there.',
    );
    expect(await check('{"constructor":"x","expression":"1","claimed_value":"1","require_canonical":true}')).toContain(
      'does not belong there',
    );
    expect(await check('[]')).toBe('This link does not hold a check request: the request must be an object.');
    expect(await check('null')).toBe('This link does not hold a check request: the request must be an object.');
    expect(await check('"1"')).toBe('This link does not hold a check request: the request must be an object.');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();

    const trace = (json: string): Promise<string> => failure(plainLink('trace', json));
    expect(await trace('{"inputs":{"__proto__":{"x":1}},"steps":[],"claimed_result":"1","require_canonical":true}')).toBe(
      'This link does not hold a trace request: a value in the request.inputs must be a string.',
    );
    expect(await trace('{"inputs":{},"steps":{},"claimed_result":"1","require_canonical":true}')).toBe(
      'This link does not hold a trace request: the request.steps must be a list.',
    );
    expect(
      await trace(
        '{"inputs":{},"steps":[{"id":"s","operator":"^","left":{"value":"1","from":null},"right":{"value":"1","from":null},"result":"1"}],"claimed_result":"1","require_canonical":true}',
      ),
    ).toBe('This link does not hold a trace request: the request.steps[0].operator must be one of + - * /.');
    expect(
      await trace(
        '{"inputs":{},"steps":[{"id":"s","operator":"+","left":{"value":"1","from":7},"right":{"value":"1","from":null},"result":"1"}],"claimed_result":"1","require_canonical":true}',
      ),
    ).toBe('This link does not hold a trace request: the request.steps[0].left.from must be a string or null.');

    const evaluate = (json: string): Promise<string> => failure(plainLink('evaluate', json));
    expect(await evaluate('{"expression":"1","scale":1.5}')).toBe(
      'This link does not hold a evaluate request: the request.scale must be a whole number.',
    );
    expect(await evaluate('{"expression":"1","scale":1e400}')).toContain('must be a whole number');
    expect(await evaluate('{"expression":"1","rounding":"nearest"}')).toContain('the request.rounding must be one of half_even');
    expect(await evaluate('{"expression":"1","variables":[]}')).toContain('the request.variables must be an object');
    // The message never quotes what the link holds.
    expect(await evaluate('{"expression":"1","<img src=x onerror=alert(1)>":1}')).not.toContain('<img');
  });

  test('size caps: a long link, a big plain payload, and a deflate bomb stop at 64 KiB', async () => {
    expect(await failure(`#/check?j=${'A'.repeat(MAX_SHARE_DATA_LENGTH + 100)}`)).toBe('This link is too long to be a share link.');
    const over = `{"expression":"${'1'.repeat(MAX_SHARED_JSON_BYTES)}","claimed_value":"1","require_canonical":true}`;
    expect(await failure(plainLink('check', over))).toBe('This link carries more than 64 KiB of data.');
    expect(await failure(await packedLink('check', over))).toBe('This link carries more than 64 KiB of data.');
    // 5 MB of spaces deflates to about 5 KB; unpacking stops at the cap.
    const bomb = await packedLink('check', `{"expression":"1"${' '.repeat(5_000_000)}}`);
    expect(bomb.length).toBeLessThan(MAX_SHARE_DATA_LENGTH);
    expect(await failure(bomb)).toBe('This link carries more than 64 KiB of data.');
  });

  test('deeply nested JSON is refused, not a crash', async () => {
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    expect((await decodeShareFragment(await packedLink('trace', deep))).ok).toBe(false);
    const deepObject = `{"inputs":{},"steps":${'['.repeat(20_000)}${']'.repeat(20_000)},"claimed_result":"1","require_canonical":true}`;
    expect((await decodeShareFragment(await packedLink('trace', deepObject))).ok).toBe(false);
  });

  test('random damage to valid links: never throws; what decodes is plain data of the right shape', async () => {
    const edit = fc.record({
      at: fc.nat(),
      kind: fc.constantFrom('replace', 'delete', 'insert'),
      char: fc.constantFrom(...'AZaz09-_=/?&#%+. \u00e9'),
    });
    await fc.assert(
      fc.asyncProperty(sharedRequest, fc.array(edit, { minLength: 1, maxLength: 3 }), async (shared, edits) => {
        let fragment = await encoded(shared);
        for (const { at, kind, char } of edits) {
          const i = at % (fragment.length + 1);
          fragment =
            kind === 'replace'
              ? fragment.slice(0, i) + char + fragment.slice(i + 1)
              : kind === 'delete'
                ? fragment.slice(0, i) + fragment.slice(i + 1)
                : fragment.slice(0, i) + char + fragment.slice(i);
        }
        const result = await decodeShareFragment(fragment);
        if (!result.ok) {
          expect(result.message.length).toBeGreaterThan(0);
          return;
        }
        expect(isPlainData(result.value)).toBe(true);
        expect(readRequest(result.value.tab, result.value.request)).toEqual({ ok: true, value: result.value.request });
      }),
      { numRuns: 300 },
    );
  });

  test('random text: never throws', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.string().map((s) => `#/check?j=${s}`),
          fc.string().map((s) => `#/trace?z=${s}`),
        ),
        async (fragment) => {
          const result = await decodeShareFragment(fragment);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });
});
