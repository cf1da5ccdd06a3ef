#!/usr/bin/env node
// The command's launcher: runs the built JavaScript in dist-cli/ (`npm run build:cli`, which
// `npm ci` and `npm install` run through the `prepare` script), so nothing is compiled at start.
let main;
try {
  ({ main } = await import('../dist-cli/exactly.js'));
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist-cli')) throw error;
  process.stderr.write('exactly: the command is not built (dist-cli/ is missing); run "npm run build:cli" in its checkout\n');
  process.exit(1);
}
process.exitCode = await main(process.argv.slice(2));
