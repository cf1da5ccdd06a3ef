/**
 * The floor of `exactly rational-expression-check --jsonl`, as a whole process: the batch read in
 * one piece, each line parsed, executed and stringified, the answers written in one piece. No
 * streaming, no bounds, no per-line checks: the least a process can do for the same answers.
 */
import { readFileSync } from 'node:fs';
import { execute } from '../src/core/execute';

const answers: string[] = [];
for (const line of readFileSync(0, 'utf8').split('\n')) {
  if (line !== '') answers.push(JSON.stringify(execute('rational-expression-check', JSON.parse(line))));
}
process.stdout.write(answers.length === 0 ? '' : `${answers.join('\n')}\n`);
