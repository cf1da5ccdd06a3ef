/**
 * `exactly <tool-id> [--jsonl] [--version V]`: requests on stdin, responses on stdout. Loaded on demand with the
 * engine, so `--help`, `list` and `--version` load neither.
 */
import { EXIT_STATUS } from './exit-status';
import { execute } from '../core/execute';
import { readBoundedInput } from './bounded-read';
import { respondToJsonLines } from './jsonl';
import { ResponseWriter } from './output';
import { SUNSET, servedVersion, versionsOf } from './published-versions';
import { MAX_REQUEST_BYTES, respondToBytes, respondToOversizedInput } from './respond';

export async function runTool(toolId: string, jsonl: boolean, version: string | null = null): Promise<number> {
  if (version !== null) {
    const served = servedVersion(toolId, version);
    if (served === undefined) {
      const known = versionsOf(toolId)
        .map((entry) => entry.version)
        .join(', ');
      process.stderr.write(`exactly: ${toolId} has no version ${version} (served: ${known})\nRun "exactly list" for the versions.\n`);
      return EXIT_STATUS.usage;
    }
    if (served.status === 'deprecated') {
      process.stderr.write(
        `exactly: ${toolId} ${version} is deprecated and answers as ${served.successor}; it is served until ${SUNSET}\n`,
      );
    }
  }
  if (process.stdin.isTTY) {
    process.stderr.write(`exactly: reading ${jsonl ? 'JSON Lines' : 'one JSON request'} from stdin (end with Ctrl-D)\n`);
  }
  const output = new ResponseWriter(process.stdout);
  if (jsonl) {
    const summary = await respondToJsonLines(execute, toolId, process.stdin, output);
    return summary.internalErrors > 0 ? EXIT_STATUS.failed : EXIT_STATUS.ok;
  }
  // Past the bound nothing more is read: stdin is closed and the answer given at once, as `head`
  // does; a writer still sending gets a closed pipe.
  const request = await readBoundedInput(process.stdin, MAX_REQUEST_BYTES);
  const response = request.kind === 'input' ? respondToBytes(execute, toolId, request.bytes, 'input') : respondToOversizedInput();
  output.line(response.text);
  await output.flush();
  return response.internalError ? EXIT_STATUS.failed : EXIT_STATUS.ok;
}
