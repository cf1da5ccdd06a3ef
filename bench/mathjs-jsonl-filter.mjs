// The peer of `exactly rational-expression-check --jsonl` in bench/run.ts: the same job written
// as a JSON Lines filter on math.js in Fraction mode. Plain JavaScript, so nothing is compiled at
// start, and the same input and output handling as the command (chunks split at LF, one write of
// answers per chunk, no promise per line), so the two differ in what they do per line, not in how
// they read and write.
//
// In: {"expression":"1/3 - 1/2","claimed_value":"1/6",…} per line.
// Out: {"valid":false,"value":"-1/6","difference":"-1/3"} per line (difference = value − claim, as the tool) ({"error":"…"} when math.js
// cannot evaluate the line).
import { all, create } from 'mathjs';

const math = create(all, { number: 'Fraction' });

function answer(line) {
  try {
    const request = JSON.parse(line);
    const value = math.evaluate(request.expression);
    const claim = math.fraction(request.claimed_value);
    const valid = math.equal(value, claim);
    return JSON.stringify({ valid, value: value.toFraction(), difference: valid ? null : math.subtract(value, claim).toFraction() });
  } catch (error) {
    return JSON.stringify({ error: error instanceof Error ? error.message : String(error) });
  }
}

let rest = '';
for await (const chunk of process.stdin.setEncoding('utf8')) {
  const lines = (rest + chunk).split('\n');
  rest = lines.pop();
  let out = '';
  for (const line of lines) out += `${answer(line.endsWith('\r') ? line.slice(0, -1) : line)}\n`;
  if (!process.stdout.write(out)) await new Promise((resolve) => process.stdout.once('drain', resolve));
}
if (rest !== '') process.stdout.write(`${answer(rest)}\n`);
