/** The `exactly` command: dispatches the parsed command line to the part that does the work. */
import { EXIT_STATUS } from './exit-status';
import { parseArgs } from './args';
import { helpText, toolListText, VERSION } from './usage';

export async function main(argv: readonly string[]): Promise<number> {
  const command = parseArgs(argv);
  switch (command.kind) {
    case 'help':
      process.stdout.write(helpText());
      return EXIT_STATUS.ok;
    case 'version':
      process.stdout.write(`${VERSION}\n`);
      return EXIT_STATUS.ok;
    case 'list':
      process.stdout.write(toolListText());
      return EXIT_STATUS.ok;
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
      return EXIT_STATUS.usage;
  }
}
