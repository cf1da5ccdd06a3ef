/**
 * The tool contracts (contracts/*.json), imported once for the command and its
 * server. Imported rather than read from disk, so the built command (dist-cli/) carries them and
 * finds them wherever it is installed.
 */
import decimalExpressionEvaluate from '../../contracts/decimal-expression-evaluate.json' with { type: 'json' };
import linearEquationCheck from '../../contracts/linear-equation-check.json' with { type: 'json' };
import linearEquationSolve from '../../contracts/linear-equation-solve.json' with { type: 'json' };
import rationalExpressionCheck from '../../contracts/rational-expression-check.json' with { type: 'json' };
import rationalSubtract from '../../contracts/rational-subtract.json' with { type: 'json' };
import rationalTraceCheck from '../../contracts/rational-trace-check.json' with { type: 'json' };
import rationalWorkingCheck from '../../contracts/rational-working-check.json' with { type: 'json' };
import rationalWorkingSolve from '../../contracts/rational-working-solve.json' with { type: 'json' };

/** A contract as parsed from its file, with the fields the command reads typed. */
export interface ContractFile {
  id: string;
  version: string;
  description: string;
  examples: ReadonlyArray<{ input: unknown; output: unknown }>;
  [field: string]: unknown;
}

export const CONTRACT_FILES: readonly ContractFile[] = [
  decimalExpressionEvaluate,
  linearEquationCheck,
  linearEquationSolve,
  rationalExpressionCheck,
  rationalSubtract,
  rationalTraceCheck,
  rationalWorkingCheck,
  rationalWorkingSolve,
];
