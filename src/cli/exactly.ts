/** The `exactly` command: dispatches the parsed command line to the part that does the work. */
import { parseArgs } from './args';
import { readBoundedInput } from './bounded-read';
import { MAX_REQUEST_BYTES, respondToBytes, respondToOversizedInput, type Execute } from './respond';
import { respondToJsonLines } from './jsonl';
import { ResponseWriter } from './output';
import { helpText, toolListText, VERSION } from './usage';

/** Exit statuses: 0 every request answered, 1 the engine failed on some request, 2 usage error. */
const EXIT_OK = 0;
const EXIT_INTERNAL_ERROR = 1;
const EXIT_USAGE = 2;

// Loaded on demand so `--help`, `list` and `--version` start without loading the engine.
async function loadExecute(): Promise<Execute> {
  const { execute } = await import('../core/execute');
  return execute;
}

async function runTool(toolId: string, jsonl: boolean): Promise<number> {
  if (process.stdin.isTTY) {
    process.stderr.write(`exactly: reading ${jsonl ? 'JSON Lines' : 'one JSON request'} from stdin (end with Ctrl-D)\n`);
  }
  const execute = await loadExecute();
  const output = new ResponseWriter(process.stdout);
  if (jsonl) {
    const summary = await respondToJsonLines(execute, toolId, process.stdin, output);
    return summary.internalErrors > 0 ? EXIT_INTERNAL_ERROR : EXIT_OK;
  }
  // Past the bound nothing more is read: stdin is closed and the answer given at once, as `head`
  // does; a writer still sending gets a closed pipe.
  const request = await readBoundedInput(process.stdin, MAX_REQUEST_BYTES);
  const response = request.kind === 'input' ? respondToBytes(execute, toolId, request.bytes, 'input') : respondToOversizedInput();
  await output.line(response.text);
  await output.flush();
  return response.internalError ? EXIT_INTERNAL_ERROR : EXIT_OK;
}

export async function main(argv: readonly string[]): Promise<number> {
  const command = parseArgs(argv);
  switch (command.kind) {
    case 'help':
      process.stdout.write(helpText());
      return EXIT_OK;
    case 'version':
      process.stdout.write(`${VERSION}\n`);
      return EXIT_OK;
    case 'list':
      process.stdout.write(toolListText());
      return EXIT_OK;
    case 'serve': {
      // Loaded on demand: the server's modules are not needed for anything else.
      const { runServe } = await import('./serve');
      return runServe(command.args);
    }
    case 'grade': {
      // Loaded on demand, like serve.
      const { runGrade } = await import('./grade/run-grade');
      return runGrade(command.args);
    }
    case 'tool':
      return runTool(command.toolId, command.jsonl);
    case 'usage-error':
      process.stderr.write(`exactly: ${command.message}\nRun "exactly --help" for usage.\n`);
      return EXIT_USAGE;
  }
}
