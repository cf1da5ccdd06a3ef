/** The `exactly` command: dispatches the parsed command line to the part that does the work. */
import { parseArgs } from './args';
import { helpText, toolListText, VERSION } from './usage';

/** Exit statuses: 0 every request answered, 1 the engine failed on some request, 2 usage error. */
const EXIT_OK = 0;
const EXIT_USAGE = 2;

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
      // Each part is loaded on demand, so `--help`, `list` and `--version` start without the
      // engine, and running a tool without the server's modules.
      const { runServe } = await import('./serve');
      return runServe(command.args);
    }
    case 'grade': {
      const { runGrade } = await import('./grade/run-grade');
      return runGrade(command.args);
    }
    case 'practice': {
      const { runPractice } = await import('./practice/run-practice');
      return runPractice(command.args);
    }
    case 'tool': {
      const { runTool } = await import('./run-tool');
      return runTool(command.toolId, command.jsonl, command.version);
    }
    case 'usage-error':
      process.stderr.write(`exactly: ${command.message}\nRun "exactly --help" for usage.\n`);
      return EXIT_USAGE;
  }
}
