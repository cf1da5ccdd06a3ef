/**
 * `exactly <tool-id> [--jsonl]`: requests on stdin, responses on stdout. Loaded on demand with the
 * engine, so `--help`, `list` and `--version` load neither.
 */
import { execute } from '../core/execute';
import { readBoundedInput } from './bounded-read';
import { respondToJsonLines } from './jsonl';
import { ResponseWriter } from './output';
import { MAX_REQUEST_BYTES, respondToBytes, respondToOversizedInput } from './respond';

/** Exit statuses: 0 every request answered, 1 the engine failed on some request. */
const EXIT_OK = 0;
const EXIT_INTERNAL_ERROR = 1;

export async function runTool(toolId: string, jsonl: boolean): Promise<number> {
  if (process.stdin.isTTY) {
    process.stderr.write(`exactly: reading ${jsonl ? 'JSON Lines' : 'one JSON request'} from stdin (end with Ctrl-D)\n`);
  }
  const output = new ResponseWriter(process.stdout);
  if (jsonl) {
    const summary = await respondToJsonLines(execute, toolId, process.stdin, output);
    return summary.internalErrors > 0 ? EXIT_INTERNAL_ERROR : EXIT_OK;
  }
  // Past the bound nothing more is read: stdin is closed and the answer given at once, as `head`
  // does; a writer still sending gets a closed pipe.
  const request = await readBoundedInput(process.stdin, MAX_REQUEST_BYTES);
  const response = request.kind === 'input' ? respondToBytes(execute, toolId, request.bytes, 'input') : respondToOversizedInput();
  output.line(response.text);
  await output.flush();
  return response.internalError ? EXIT_INTERNAL_ERROR : EXIT_OK;
}
