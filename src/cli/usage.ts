/** The texts the command prints about itself: help, the tool list, the version. */
import packageJson from '../../package.json' with { type: 'json' };
import { SUNSET, versionsOf } from './published-versions';
import { TOOLS } from './tools';

export const VERSION: string = packageJson.version;

const shellQuote = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;

export function toolListText(): string {
  const width = Math.max(...TOOLS.map((tool) => tool.id.length));
  return TOOLS.map(
    (tool) => `${tool.id.padEnd(width)}  ${tool.description}\n${''.padEnd(width)}  versions: ${versionsText(tool.id)}\n`,
  ).join('');
}

/** A tool's served versions: "1.2.0 (current), 1.1.0 (deprecated, until …)". */
const versionsText = (id: string): string =>
  versionsOf(id)
    .map((served) =>
      served.status === 'current'
        ? `${served.version} (current)`
        : `${served.version} (deprecated, answers as ${served.successor} until ${SUNSET})`,
    )
    .join(', ');

export function helpText(): string {
  const examples = TOOLS.map((tool) => `  echo ${shellQuote(tool.sampleInput)} | exactly ${tool.id}\n`).join('');
  return `exactly ${VERSION}: exact rational and decimal arithmetic, offline.

Usage:
  exactly <tool-id>            read one JSON request on stdin, write one JSON response
  exactly <tool-id> --jsonl    read JSON Lines on stdin, write one response line per input line
  exactly <tool-id> --version V   answer as the published version V (see exactly list)
  exactly list                 list the tools
  exactly serve [options]      serve the tools over HTTP (see exactly serve --help)
  exactly grade ANSWERS.csv    mark a class's workings from a spreadsheet (see exactly grade --help)
  exactly practice --rules R,… a practice sheet from misconceptions (see exactly practice --help)
  exactly practice --from-results RESULTS.csv   a sheet for each student of a graded class
  exactly -h | --help          show this help
  exactly -v | --version       show the version

Tools:
${toolListText().replace(/^(?=.)/gm, '  ')}
Examples (from the contracts):
${examples}
A response is the tool's output or an error envelope
{"error":{"code":…,"message":…,"details":{"reason":…}}}; a request that is not JSON (or a blank
line in --jsonl) gets an invalid_input envelope with reason invalid_json.
Exit status: 0 when every request was answered (error envelopes included), 2 on a usage error,
1 if the engine itself failed on a request (a bug; that request still gets an envelope).
`;
}
