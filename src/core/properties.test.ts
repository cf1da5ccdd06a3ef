// Property tests over the engine boundary (NOTES.md "One request, one response"): whatever JSON value
// arrives, execute returns — never throws — either an output valid against the tool's output_schema
// or a well-formed error envelope.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { execute, TOOL_IDS } from './execute';
import { errorEnvelopeProblems, loadContract, outputSchemaErrors, type ToolContract } from '../testing/contracts';

const contracts = new Map<string, ToolContract>(TOOL_IDS.map((id) => [id, loadContract(id)]));

/** Problems with `response` as a response of `toolId`; empty when it is a valid output or envelope. */
function responseProblems(toolId: string, response: unknown): string[] {
  if (typeof response === 'object' && response !== null && 'error' in response) return errorEnvelopeProblems(response);
  return outputSchemaErrors(contracts.get(toolId)!, response);
}

function runTool(toolId: string, input: unknown): unknown {
  let response: unknown;
  expect(() => {
    response = execute(toolId, input);
  }).not.toThrow();
  const problems = responseProblems(toolId, response);
  if (problems.length > 0)
    throw new Error(
      `${toolId} ${JSON.stringify(input).slice(0, 300)} -> ${JSON.stringify(response).slice(0, 300)}: ${problems.join('; ')}`,
    );
  return response;
}

const toolId = fc.constantFrom(...TOOL_IDS);
/** Any UTF-16 code unit, so lone and reversed surrogates occur. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u));
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: codeUnit }),
  fc.constantFrom('\uD800', '\uDC00', '1 + \uD800', '\uDC00\uD800', '𝑥', '\u00a0', '', ' ', '__proto__', 'constructor', 'toString'),
);
const jsonWithNastyStrings = fc.jsonValue({ maxDepth: 6, stringUnit: 'binary' });

const isErrorResponse = (r: unknown): r is { error: { code: string; details: { reason: string } } } =>
  typeof r === 'object' && r !== null && 'error' in r;

describe('arbitrary JSON inputs', () => {
  test('any JSON value to any tool: a valid output or a well-formed error envelope', () => {
    fc.assert(
      fc.property(toolId, fc.oneof(fc.jsonValue({ maxDepth: 8 }), jsonWithNastyStrings), (id, input) => {
        runTool(id, input);
      }),
      { numRuns: 1000 },
    );
  });

  test('objects with the right field names but arbitrary values', () => {
    const fieldsOf: Record<string, string[]> = {
      'decimal-expression-evaluate': ['expression', 'variables', 'scale', 'rounding'],
      'rational-expression-check': ['expression', 'claimed_value', 'require_canonical'],
      'rational-subtract': ['a', 'b', 'numerator', 'denominator'],
      'rational-trace-check': [
        'inputs',
        'steps',
        'claimed_result',
        'require_canonical',
        'id',
        'operator',
        'left',
        'right',
        'result',
        'value',
        'from',
      ],
      'rational-working-check': ['working', 'answer', 'final_form'],
      'rational-working-solve': ['working', 'final_form', 'cancel'],
      'linear-equation-check': ['working', 'answer', 'variable'],
      'linear-equation-solve': ['working', 'answer', 'variable'],
    };
    const arbitrary = toolId.chain((id) =>
      fc.tuple(
        fc.constant(id),
        fc.dictionary(
          fc.constantFrom(...fieldsOf[id]!),
          fc.oneof(anyString, fc.jsonValue({ maxDepth: 3 }), fc.dictionary(anyString, anyString)),
          { maxKeys: 5 },
        ),
      ),
    );
    fc.assert(
      fc.property(arbitrary, ([id, input]) => {
        runTool(id, input);
      }),
      { numRuns: 800 },
    );
  });

  test('strings with lone surrogates as expressions', () => {
    fc.assert(
      fc.property(fc.string({ unit: codeUnit, maxLength: 40 }), fc.boolean(), (expression, canonical) => {
        runTool('decimal-expression-evaluate', { expression });
        runTool('rational-expression-check', { expression, claimed_value: '1', require_canonical: canonical });
      }),
      { numRuns: 500 },
    );
  });

  test('a lone surrogate anywhere in an expression is invalid_input', () => {
    const prefix = fc.string({ unit: fc.constantFrom('1', '+', ' ', '(', ')', '*'), maxLength: 10 });
    fc.assert(
      fc.property(prefix, fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'), prefix, (before, lone, after) => {
        const expression = before + lone + after;
        for (const response of [
          runTool('decimal-expression-evaluate', { expression }),
          runTool('rational-expression-check', { expression, claimed_value: '1', require_canonical: false }),
        ]) {
          expect(isErrorResponse(response) && response.error.code).toBe('invalid_input');
        }
      }),
      { numRuns: 200 },
    );
  });

  test('huge and deeply nested inputs', () => {
    let deep: unknown = '1';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    let deepObject: unknown = {};
    for (let i = 0; i < 100_000; i++) deepObject = { x: deepObject };
    const huge = 'x'.repeat(200_000);
    const hugeDigits = '9'.repeat(200_000);
    const cases: [string, unknown][] = [
      ['decimal-expression-evaluate', deep],
      ['decimal-expression-evaluate', { expression: '1', variables: deepObject }],
      ['decimal-expression-evaluate', { expression: '1', variables: { x: deep } }],
      ['decimal-expression-evaluate', { expression: huge }],
      ['decimal-expression-evaluate', { expression: '('.repeat(200_000) }],
      ['decimal-expression-evaluate', { expression: hugeDigits }],
      ['decimal-expression-evaluate', { expression: '1', variables: { x: hugeDigits } }],
      ['decimal-expression-evaluate', { expression: '1', scale: 1e300, rounding: 'up' }],
      ['rational-expression-check', { expression: '1', claimed_value: hugeDigits, require_canonical: true }],
      ['rational-expression-check', { expression: hugeDigits, claimed_value: '1', require_canonical: true }],
      ['rational-expression-check', { expression: '-'.repeat(200_000) + '1', claimed_value: '1', require_canonical: true }],
      ['rational-subtract', { a: { numerator: hugeDigits, denominator: '1' }, b: { numerator: '1', denominator: '1' } }],
      ['rational-subtract', { a: deepObject, b: deep }],
      ['rational-trace-check', { inputs: {}, steps: [deep], claimed_result: '1', require_canonical: true }],
      ['rational-trace-check', { inputs: { x: hugeDigits }, steps: [], claimed_result: '1', require_canonical: true }],
      [
        'rational-trace-check',
        { inputs: {}, steps: Array.from({ length: 5000 }, () => ({})), claimed_result: '1', require_canonical: true },
      ],
    ];
    for (const [id, input] of cases) expect(isErrorResponse(runTool(id, input))).toBe(true);
  });

  test('prototype-named keys are ordinary keys', () => {
    const inputs: [string, string][] = [
      ['decimal-expression-evaluate', '{"expression":"1","__proto__":{"x":"1"}}'],
      ['decimal-expression-evaluate', '{"expression":"1","constructor":"1"}'],
      ['decimal-expression-evaluate', '{"__proto__":{"expression":"1"}}'],
      ['rational-subtract', '{"a":{"numerator":"1","denominator":"2"},"b":{"numerator":"1","denominator":"2"},"__proto__":{}}'],
      ['rational-subtract', '{"__proto__":{"a":{"numerator":"1","denominator":"2"},"b":{"numerator":"1","denominator":"2"}}}'],
      [
        'rational-trace-check',
        '{"inputs":{"__proto__":"1"},"steps":[{"id":"s","operator":"+","left":{"value":"1","from":"__proto__"},"right":{"value":"1","from":null},"result":"2"}],"claimed_result":"2","require_canonical":true}',
      ],
    ];
    const responses = inputs.map(([id, json]) => runTool(id, JSON.parse(json)));
    // An own "__proto__" or "constructor" field is unknown; an inherited one is never a field.
    for (const response of responses.slice(0, 5)) expect(isErrorResponse(response) && response.error.code).toBe('invalid_input');
    expect(responses[5]).toMatchObject({ valid: true, final_value: '2' });
  });
});

describe('unknown tool ids', () => {
  test.each(['', 'nope', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'decimal-expression-evaluate ', 'Rational-Subtract'])(
    '%j is the error unknown_tool',
    (id) => {
      const response = execute(id, { expression: '1' });
      expect(errorEnvelopeProblems(response)).toEqual([]);
      expect(response).toMatchObject({ error: { code: 'invalid_input', details: { reason: 'unknown_tool' } } });
    },
  );

  test('any other string is an unknown tool', () => {
    fc.assert(
      fc.property(
        anyString.filter((s) => !(TOOL_IDS as readonly string[]).includes(s)),
        fc.jsonValue({ maxDepth: 2 }),
        (id, input) => {
          const response = execute(id, input);
          expect(errorEnvelopeProblems(response)).toEqual([]);
          expect(response).toMatchObject({ error: { details: { reason: 'unknown_tool' } } });
        },
      ),
      { numRuns: 300 },
    );
  });
});

// ---- near-valid inputs: the right shape, strings drawn from each grammar's alphabet ----

const fragments = (...pieces: string[]) => fc.array(fc.constantFrom(...pieces), { maxLength: 24 }).map((parts) => parts.join(''));

const decimalExpression = fragments(
  '0',
  '1',
  '2',
  '7',
  '10',
  '2.5',
  '0.1',
  '3.14159',
  '05',
  '.5',
  '5.',
  '1.2.3',
  '9'.repeat(60),
  '9'.repeat(63),
  '+',
  '-',
  '*',
  '/',
  '^',
  '^-',
  '(',
  ')',
  ',',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '%',
  'e',
  'é',
  'abs(',
  'min(',
  'max(',
  'round(',
  'x',
  'y',
  '_v',
  'abs',
  'Q',
  '^100',
  '^101',
  '0^-1',
  '/0',
);
const decimalString = fc.oneof(
  fc.constantFrom('0', '-0', '1', '-2.5', '0.10', '05', '1.', '.5', 'abc', '', '9'.repeat(61), '1'.repeat(63), '1e3'),
  fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat({ max: 20 })).map(([negative, digits, point]) => {
    const text = digits.toString();
    const cut = Math.max(1, text.length - point);
    return (negative ? '-' : '') + (point > 0 && cut < text.length ? text.slice(0, cut) + '.' + text.slice(cut) : text);
  }),
);
const roundingMode = fc.constantFrom(
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
  'HALF_UP',
  '',
);
const decimalInput = fc.record(
  {
    expression: decimalExpression,
    variables: fc.dictionary(fc.constantFrom('x', 'y', '_v', 'abs', '__proto__', 'X', '1a', 'a'.repeat(33)), decimalString, { maxKeys: 4 }),
    scale: fc.integer({ min: -2, max: 45 }),
    rounding: roundingMode,
  },
  { requiredKeys: ['expression'] },
);

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};

/** The contract's output rules that the schema cannot say (the contract's "Result" sentence). */
function checkDecimalResult(
  input: { scale?: number; rounding?: string },
  output: { value: string; exact: boolean; fraction: { numerator: string; denominator: string } },
): void {
  const n = BigInt(output.fraction.numerator);
  const d = BigInt(output.fraction.denominator);
  expect(d > 0n && gcd(n, d) === 1n).toBe(true);
  expect(output.fraction.numerator).toMatch(/^(0|-?[1-9][0-9]*)$/);
  expect(output.fraction.denominator).toMatch(/^[1-9][0-9]*$/);
  const match = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))?$/.exec(output.value);
  expect(match).not.toBeNull();
  const [, sign, whole, fractionDigits = ''] = match!;
  const scale = fractionDigits.length;
  // value as an integer count of 10^-scale units
  const units = (sign === '-' ? -1n : 1n) * BigInt(whole! + fractionDigits);
  const pow = 10n ** BigInt(scale);
  expect(output.value).not.toMatch(/^-0(\.0*)?$/);
  if (input.scale === undefined) {
    expect(fractionDigits).not.toMatch(/0$/);
    expect(output.exact).toBe(true);
    expect(units * d).toBe(n * pow);
  } else {
    expect(scale).toBe(input.scale);
    expect(output.exact).toBe(units * d === n * pow);
    // |value - exact| < 10^-scale  <=>  |units·d - n·10^scale| < d
    const gap = units * d - n * pow;
    expect((gap < 0n ? -gap : gap) < d).toBe(true);
  }
}

describe('near-valid inputs', () => {
  test('decimal-expression-evaluate', () => {
    fc.assert(
      fc.property(decimalInput, (input) => {
        const response = runTool('decimal-expression-evaluate', input);
        if (!isErrorResponse(response)) checkDecimalResult(input, response as Parameters<typeof checkDecimalResult>[1]);
      }),
      { numRuns: 1000 },
    );
  });

  test('decimal-expression-evaluate on well-formed arithmetic', () => {
    // Mostly valid expressions, so the success path is exercised as much as the error paths.
    const leaf = fc.constantFrom('0', '1', '2', '3', '7', '10', '2.5', '0.1', '0.125', '12.34', 'x', 'y');
    const expr: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
      e: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.tuple(tie('e'), fc.constantFrom('+', '-', '*', '/'), tie('e')).map(([a, op, b]) => `${a} ${op} ${b}`),
        tie('e').map((a) => `(${a})`),
        tie('e').map((a) => `-${a}`),
        fc.tuple(leaf, fc.integer({ min: -4, max: 4 })).map(([a, k]) => `${a}^${k}`),
        tie('e').map((a) => `abs(${a})`),
        fc.tuple(tie('e'), tie('e')).map(([a, b]) => `min(${a}, ${b})`),
        fc.tuple(tie('e'), tie('e'), tie('e')).map(([a, b, c]) => `max(${a}, ${b}, ${c})`),
        fc.tuple(tie('e'), fc.integer({ min: 0, max: 6 })).map(([a, k]) => `round(${a}, ${k})`),
      ),
    })).e;
    const input = fc.record(
      {
        expression: expr,
        variables: fc.record({ x: decimalString, y: fc.constantFrom('2', '-0.5', '3.75') }),
        scale: fc.integer({ min: 0, max: 8 }),
        rounding: roundingMode.filter((mode) => mode !== 'HALF_UP' && mode !== ''),
      },
      { requiredKeys: ['expression', 'variables', 'rounding'] },
    );
    fc.assert(
      fc.property(input, (request) => {
        const response = runTool('decimal-expression-evaluate', request);
        if (!isErrorResponse(response)) checkDecimalResult(request, response as Parameters<typeof checkDecimalResult>[1]);
      }),
      { numRuns: 1000 },
    );
  });

  const rationalString = fc.oneof(
    fc.constantFrom('0', '-0', '1', '1/2', '2/4', '-3/1', '1/0', '-1/-2', '01', '1/02', '', '+1', '1.5', '9'.repeat(501)),
    fc.tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.bigInt({ min: 1n, max: 10n ** 12n })).map(([n, d]) => `${n}/${d}`),
    fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
  );

  test('rational-expression-check', () => {
    const expression = fragments(
      '0',
      '1',
      '2',
      '3',
      '10',
      '07',
      '1.5',
      '9'.repeat(501),
      '+',
      '-',
      '*',
      '/',
      '\u2212',
      '\u00d7',
      '\u00f7',
      '(',
      ')',
      ' ',
      '\t',
      '^',
      'x',
      '\u00a0',
    );
    fc.assert(
      fc.property(expression, rationalString, fc.boolean(), (text, claim, canonical) => {
        runTool('rational-expression-check', { expression: text, claimed_value: claim, require_canonical: canonical });
      }),
      { numRuns: 1000 },
    );
  });

  test('rational-subtract: valid operands give the reduced a − b', () => {
    const integer = fc.oneof(
      fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
      fc.constantFrom('0', '-0', '00', '-', '', '+1', '1.0', ' 1', '1'.repeat(1000), '1'.repeat(1001), '1'.repeat(1002)),
    );
    const operand = fc.record({ numerator: integer, denominator: integer });
    fc.assert(
      fc.property(operand, operand, (a, b) => {
        const response = runTool('rational-subtract', { a, b });
        const canonicalInteger = /^(-0|0|-?[1-9][0-9]*)$/;
        const valid = [a, b].every(
          (x) =>
            canonicalInteger.test(x.numerator) &&
            x.numerator.replace('-', '').length <= 1000 &&
            /^[1-9][0-9]*$/.test(x.denominator) &&
            x.denominator.length <= 1000,
        );
        if (!valid) {
          expect(isErrorResponse(response)).toBe(true);
          return;
        }
        const [an, ad, bn, bd] = [a.numerator, a.denominator, b.numerator, b.denominator].map(BigInt) as [bigint, bigint, bigint, bigint];
        const left = an * bd;
        const right = bn * ad;
        const difference = left - right;
        const product = ad * bd;
        const g = gcd(difference, product);
        const [n, d] = [difference / g, product / g];
        const digits = (x: bigint): number => (x < 0n ? -x : x).toString().length;
        // "Input, intermediate, and output numerators and denominators may have at most 1000 digits"
        if ([left, right, difference, product, n, d].some((x) => digits(x) > 1000)) {
          expect(isErrorResponse(response) && response.error.code).toBe('limit_exceeded');
        } else {
          expect(response).toEqual({ numerator: String(n), denominator: String(d) });
        }
      }),
      { numRuns: 1000 },
    );
  });

  test('rational-trace-check', () => {
    const name = fc.constantFrom('a', 'b', 's1', 's2', 's3', '__proto__', '1x', '');
    const operandArb = fc.record({ value: rationalString, from: fc.option(name, { nil: null }) });
    const step = fc.record({
      id: name,
      operator: fc.constantFrom('+', '-', '*', '/', '%'),
      left: operandArb,
      right: operandArb,
      result: rationalString,
    });
    const input = fc.record({
      inputs: fc.dictionary(name, rationalString, { maxKeys: 3 }),
      steps: fc.array(step, { maxLength: 5 }),
      claimed_result: rationalString,
      require_canonical: fc.boolean(),
    });
    fc.assert(
      fc.property(input, (request) => {
        runTool('rational-trace-check', request);
      }),
      { numRuns: 1000 },
    );
  });
});
