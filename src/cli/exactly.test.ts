// Runs the real `exactly` binary, as a user's shell would.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { loadContracts } from '../testing/contracts';
import { traceAtEveryLimit } from '../testing/largest-requests';
import { MAX_REQUEST_BYTES } from './respond';

const BIN = fileURLToPath(new URL('../../bin/exactly.js', import.meta.url));

interface Contract {
  id: string;
  version: string;
  description: string;
  examples: ReadonlyArray<{ input: unknown; output: unknown }>;
}
/** Every contract in contracts/, in file name order: the order `exactly list` prints them in. */
const CONTRACTS: readonly Contract[] = loadContracts() as unknown as Contract[];
const contract = (id: string): Contract => CONTRACTS.find((candidate) => candidate.id === id)!;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function exactly(args: string[], stdin = ''): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    input: stdin,
    encoding: 'utf8',
    timeout: 20_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const outputLines = (run: Run): unknown[] => {
  expect(run.stdout.endsWith('\n')).toBe(true);
  return run.stdout
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
};

const invalidJson = expect.objectContaining({
  error: expect.objectContaining({ code: 'invalid_input', details: expect.objectContaining({ reason: 'invalid_json' }) }),
});

describe('exactly <tool-id>: one request on stdin', () => {
  for (const contract of CONTRACTS) {
    contract.examples.forEach((example, index) => {
      it(`${contract.id} answers example ${index + 1} of its contract`, () => {
        const run = exactly([contract.id], JSON.stringify(example.input));
        expect(run.status).toBe(0);
        expect(run.stderr).toBe('');
        expect(outputLines(run)).toEqual([example.output]);
      });
    });
  }

  it('accepts a request spread over several lines, as a pretty-printed file is', () => {
    const example = contract('rational-subtract').examples[0]!;
    const run = exactly(['rational-subtract'], `${JSON.stringify(example.input, null, 2)}\r\n`);
    expect(outputLines(run)).toEqual([example.output]);
  });

  it('answers text that is not JSON with an invalid_json envelope that says where, and exits 0', () => {
    const run = exactly(['rational-subtract'], '{"a": tru}');
    expect(run.status).toBe(0);
    const [response] = outputLines(run);
    expect(response).toEqual({
      error: { code: 'invalid_input', message: expect.stringContaining('offset 9'), details: { reason: 'invalid_json', position: 9 } },
    });
  });

  it('answers empty input and input that is not UTF-8 with an invalid_input envelope', () => {
    expect(outputLines(exactly(['rational-subtract'], ''))).toEqual([invalidJson]);
    const notUtf8 = spawnSync(process.execPath, [BIN, 'rational-subtract'], { input: Buffer.from([0x7b, 0xff, 0x7d]), encoding: 'utf8' });
    expect(notUtf8.status).toBe(0);
    expect(JSON.parse(notUtf8.stdout)).toMatchObject({ error: { code: 'invalid_input', details: { reason: 'invalid_utf8' } } });
  });

  it('passes a JSON value that is not an object to the tool, which rejects it as a request', () => {
    const [response] = outputLines(exactly(['rational-subtract'], '[1, 2]'));
    expect(response).toMatchObject({ error: { code: 'invalid_input' } });
    expect(response).not.toEqual(invalidJson);
  });
});

describe('exactly <tool-id> --jsonl', () => {
  const check = contract('rational-expression-check');
  const requests = check.examples.map((example) => JSON.stringify(example.input));
  const answers = check.examples.map((example) => example.output);

  it('answers every line in order, a line that is not JSON and a blank line included', () => {
    const lines = [requests[0], 'this is not JSON', requests[1], '', requests[2], '   '];
    const run = exactly([check.id, '--jsonl'], `${lines.join('\n')}\n`);
    expect(run.status).toBe(0);
    expect(outputLines(run)).toEqual([answers[0], invalidJson, answers[1], invalidJson, answers[2], invalidJson]);
  });

  it('reads CRLF line ends and a last line without a line end', () => {
    const run = exactly([check.id, '--jsonl'], `${requests[2]}\r\n\r\n${requests[0]}`);
    expect(outputLines(run)).toEqual([answers[2], invalidJson, answers[0]]);
  });

  it('says where each bad line went wrong, counting from the start of that line', () => {
    const run = exactly([check.id, '--jsonl'], '{"expression": 1,}\n[1 2]\n');
    expect(outputLines(run)).toEqual([
      {
        error: { code: 'invalid_input', message: expect.stringContaining('offset 17'), details: { reason: 'invalid_json', position: 17 } },
      },
      { error: { code: 'invalid_input', message: expect.stringContaining('offset 3'), details: { reason: 'invalid_json', position: 3 } } },
    ]);
  });

  it('gives no output for no input', () => {
    const run = exactly([check.id, '--jsonl'], '');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
  });

  it('answers a batch of 10,000 lines line for line', () => {
    const count = 10_000;
    const input = Array.from({ length: count }, (_, i) => requests[i % requests.length]).join('\n');
    const lines = outputLines(exactly([check.id, '--jsonl'], input));
    expect(lines).toHaveLength(count);
    lines.forEach((line, i) => expect(line).toEqual(answers[i % answers.length]));
  });

  it('stops quietly, exit 0, when the reader goes away', async () => {
    const child = spawn(process.execPath, [BIN, check.id, '--jsonl']);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const firstData = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.stdin.on('error', () => {}); // the child may exit before taking all of its input
    child.stdin.end(`${requests[0]}\n`.repeat(200_000));
    await firstData;
    child.stdout.destroy();
    const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    expect(status).toBe(0);
    expect(stderr).toBe('');
  });
});

describe('exactly rational-working-check --jsonl', () => {
  it('answers a batch of workings line for line: multi-line workings, a fault with its position, a bad line', () => {
    const lines = [
      JSON.stringify({ working: '2/3 + 3/4\n= 8/12 + 9/12\n= 17/12', answer: '17/12' }),
      JSON.stringify({ working: '1/2 ÷ 3/4\r\n= 2/3' }),
      JSON.stringify({ working: '3/4 : 1/2 = 3/8' }),
      JSON.stringify({ working: '1 + 05' }),
      '{"working": "1"',
    ];
    const run = exactly(['rational-working-check', '--jsonl'], `${lines.join('\n')}\n`);
    expect(run.status).toBe(0);
    const [first, second, third, fourth, fifth] = outputLines(run) as Array<Record<string, unknown>>;
    expect(first).toMatchObject({ valid: true, final_value: '17/12', answer_matches: true });
    expect(second).toMatchObject({ valid: true, start_value: '2/3' });
    expect(third).toMatchObject({ valid: false, reason: 'step_mismatch', first_error_index: 1 });
    expect((third!.steps as Array<{ misconceptions: unknown }>)[1]!.misconceptions).toEqual([
      { rule: 'multiplied_instead_of_divided', position: 4 },
    ]);
    expect(fourth).toEqual({
      error: { code: 'invalid_input', message: expect.any(String), details: { reason: 'bad_number', position: 4 } },
    });
    expect(fifth).toEqual(invalidJson);
  });
});

describe(`requests over the ${MAX_REQUEST_BYTES}-byte bound`, () => {
  const check = contract('rational-expression-check');
  const requests = check.examples.map((example) => JSON.stringify(example.input));
  const answers = check.examples.map((example) => example.output);
  const over = MAX_REQUEST_BYTES + 1;
  const lineTooLong = (line: number): unknown => ({
    error: {
      code: 'limit_exceeded',
      message: `line ${line} is longer than ${MAX_REQUEST_BYTES} bytes (4 MiB), the most one request may have`,
      details: { reason: 'line_too_long', line },
    },
  });
  const inputTooLong = {
    error: {
      code: 'limit_exceeded',
      message: `input is longer than ${MAX_REQUEST_BYTES} bytes (4 MiB), the most one request may have`,
      details: { reason: 'input_too_long' },
    },
  };
  /** A request of exactly `bytes` bytes: a real one, padded with spaces JSON allows. */
  const paddedTo = (request: string, bytes: number): string => request.slice(0, -1) + ' '.repeat(bytes - request.length) + '}';

  it('answers a long line in the middle of a batch, and every line before and after it, in order', () => {
    const lines = [requests[0], 'a'.repeat(over), requests[1], 'not JSON', requests[2]];
    const run = exactly([check.id, '--jsonl'], `${lines.join('\n')}\n`);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(outputLines(run)).toEqual([answers[0], lineTooLong(2), answers[1], invalidJson, answers[2]]);
  });

  it('answers a long last line without LF, and long lines one after another', () => {
    const lines = [requests[0], 'b'.repeat(3 * MAX_REQUEST_BYTES), `${'c'.repeat(over)}\r`, requests[1], 'd'.repeat(over)];
    expect(outputLines(exactly([check.id, '--jsonl'], lines.join('\n')))).toEqual([
      answers[0],
      lineTooLong(2),
      lineTooLong(3),
      answers[1],
      lineTooLong(5),
    ]);
  });

  it('answers a long line of spaces as too long, not as a blank line', () => {
    const run = exactly([check.id, '--jsonl'], `${requests[0]}\n${' '.repeat(over)}\n${requests[1]}\n`);
    expect(outputLines(run)).toEqual([answers[0], lineTooLong(2), answers[1]]);
  });

  it('answers a long line that is one huge JSON string, or a real request made long, without reading it', () => {
    const hugeString = JSON.stringify('1+'.repeat(MAX_REQUEST_BYTES / 2));
    const hugeExpression = JSON.stringify({
      ...(check.examples[0]!.input as object),
      expression: '1+'.repeat(MAX_REQUEST_BYTES / 2) + '1',
    });
    const run = exactly([check.id, '--jsonl'], [hugeString, requests[0], hugeExpression].join('\n'));
    expect(outputLines(run)).toEqual([lineTooLong(1), answers[0], lineTooLong(3)]);
  });

  it('answers a line of exactly the bound as usual, with or without CR, and one byte more as too long', () => {
    const atBound = paddedTo(requests[0]!, MAX_REQUEST_BYTES);
    const lines = [atBound, `${atBound}\r`, paddedTo(requests[0]!, over)];
    expect(outputLines(exactly([check.id, '--jsonl'], lines.join('\n')))).toEqual([answers[0], answers[0], lineTooLong(3)]);
  });

  it('answers the largest request any tool accepts, in a batch and pretty-printed on its own', () => {
    const trace = traceAtEveryLimit();
    const compact = JSON.stringify(trace);
    expect(Buffer.byteLength(compact)).toBeLessThan(MAX_REQUEST_BYTES);
    const batch = outputLines(exactly([contract('rational-trace-check').id, '--jsonl'], `${compact}\n${compact}\n`));
    expect(batch).toHaveLength(2);
    expect(batch[0]).toMatchObject({ valid: false, reason: 'result_mismatch' });
    expect(batch[1]).toEqual(batch[0]);
    expect(outputLines(exactly([contract('rational-trace-check').id], JSON.stringify(trace, null, 2)))).toEqual([batch[0]]);
  });

  it('answers single-request input of exactly the bound as usual', () => {
    const example = contract('rational-subtract').examples[0]!;
    const run = exactly([contract('rational-subtract').id], paddedTo(JSON.stringify(example.input), MAX_REQUEST_BYTES));
    expect(outputLines(run)).toEqual([example.output]);
  });

  it('stops reading single-request input at the bound and answers at once, exit 0', async () => {
    const child = spawn(process.execPath, [BIN, contract('rational-subtract').id]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    // Offers 64 MiB, a MiB at a time as the pipe takes it; the command must stop taking it after 4 MiB.
    const offered = 64 * 1024 * 1024;
    const piece = Buffer.alloc(1024 * 1024, 'a');
    let written = 0;
    await new Promise<void>((resolve) => {
      child.stdin.on('error', () => resolve()); // the pipe closes when the command stops reading
      const writeMore = (): void => {
        while (written < offered) {
          written += piece.length;
          if (!child.stdin.write(piece)) return void child.stdin.once('drain', writeMore);
        }
        child.stdin.end(resolve);
      };
      writeMore();
    });
    expect(await closed).toBe(0);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual(inputTooLong);
    expect(written).toBeLessThan(offered / 2);
  });
});

describe('exactly list, --help, --version', () => {
  it('list prints each tool with its contract description', () => {
    const run = exactly(['list']);
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    // Each tool on a line, and its served versions on the next.
    expect(lines).toHaveLength(2 * CONTRACTS.length);
    CONTRACTS.forEach((contract, i) => {
      expect(lines[2 * i]).toMatch(new RegExp(`^${contract.id} +\\S`));
      expect(lines[2 * i]!.endsWith(contract.description)).toBe(true);
      expect(lines[2 * i + 1]).toMatch(new RegExp(`^ +versions: ${contract.version.replaceAll('.', '\\.')} \\(current\\)`));
    });
    expect(run.stdout).toContain(
      'versions: 1.4.0 (current), 1.3.0 (deprecated, answers as 1.4.0 until Wed, 30 Jun 2027 23:59:59 GMT), 1.2.0 (deprecated, answers as 1.4.0 until Wed, 30 Jun 2027 23:59:59 GMT), 1.1.0 (deprecated, answers as 1.4.0 until Wed, 30 Jun 2027 23:59:59 GMT), 1.0.0 (deprecated',
    );
  });

  it('a published version answers with --version V, warned as deprecated; a version never published is a usage error', () => {
    const request = JSON.stringify({ working: '1/2 + 1/3 = 2/5' });
    const current = exactly(['rational-working-check'], request);
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) {
      const old = exactly(['rational-working-check', '--version', version], request);
      expect(old.status).toBe(0);
      expect(old.stdout).toBe(current.stdout);
      expect(old.stderr).toContain(`rational-working-check ${version} is deprecated and answers as 1.4.0`);
    }
    expect(exactly(['rational-working-check', '--version', '1.4.0'], request).stderr).toBe('');
    const unknown = exactly(['rational-working-check', '--version', '0.9.0'], request);
    expect(unknown.status).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain('has no version 0.9.0 (served: 1.4.0, 1.3.0, 1.2.0, 1.1.0, 1.0.0)');
  });

  for (const flag of ['--help', '-h']) {
    it(`${flag} shows usage with a contract example per tool and the serve command`, () => {
      const run = exactly([flag]);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('--jsonl');
      expect(run.stdout).toContain('exactly serve');
      for (const contract of CONTRACTS) {
        const inputs = contract.examples.map((example) => `'${JSON.stringify(example.input)}' | exactly ${contract.id}`);
        expect(inputs.some((input) => run.stdout.includes(input))).toBe(true);
      }
    });
  }

  it('the help examples, run as shown, give the outputs the contracts promise', () => {
    const help = exactly(['--help']).stdout;
    for (const contract of CONTRACTS) {
      const example = contract.examples.find((candidate) => help.includes(`'${JSON.stringify(candidate.input)}' | exactly ${contract.id}`));
      expect(example).toBeDefined();
      expect(outputLines(exactly([contract.id], JSON.stringify(example!.input)))).toEqual([example!.output]);
    }
  });

  it('--version prints the package version', () => {
    const run = exactly(['--version']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${packageJson.version}\n`);
  });
});

describe('usage errors exit 2 with a message on stderr and nothing on stdout', () => {
  const cases: Array<[string, string[], RegExp]> = [
    ['no arguments', [], /missing tool id/],
    ['an unknown tool', ['rational-add'], /unknown tool rational-add/],
    ['an unknown option', ['rational-subtract', '--json'], /unknown option --json/],
    ['two tool ids', ['rational-subtract', 'rational-trace-check'], /unexpected argument rational-trace-check/],
    ['list with --jsonl', ['list', '--jsonl'], /--jsonl/],
    ['only --jsonl', ['--jsonl'], /missing tool id/],
  ];
  for (const [name, args, message] of cases) {
    it(name, () => {
      const run = exactly(args, '{}');
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(message);
    });
  }
});
