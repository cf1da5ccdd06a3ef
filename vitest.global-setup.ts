/**
 * Builds the command (dist-cli/, vite.cli.config.ts) once before the unit tests: the CLI tests
 * run the real binary, bin/exactly.js, which runs that build, so they test the sources as they
 * are now and never a build left over from before an edit.
 */
import { build } from 'vite';

export default async function buildCommand(): Promise<void> {
  await build({ configFile: 'vite.cli.config.ts', configLoader: 'runner', logLevel: 'warn' });
}
