/**
 * Plain-language sentences for a trace check's verdict. Every number in them is either what the
 * user stated or what the engine reported: nothing is computed here.
 */
import type { TraceInput, TraceOperator, TraceOutput } from '../../worker/messages';

const SYMBOL: Readonly<Record<TraceOperator, string>> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

export const operatorSymbol = (operator: TraceOperator): string => SYMBOL[operator];

const quoted = (name: string | null): string => `“${name ?? ''}”`;

export function explainTrace(request: TraceInput, output: TraceOutput): string {
  const discrepancy = output.first_discrepancy;
  if (output.valid || discrepancy === null) {
    const count = request.steps.length;
    return `${count === 1 ? 'The step checks' : `All ${count} steps check`} out, and the claimed result ${request.claimed_result} is the final value${output.final_value === null ? '' : ` ${output.final_value}`}.`;
  }
  const { field, stated, actual, reference } = discrepancy;
  if (field === 'claimed_result') {
    return output.reason === 'not_canonical'
      ? `The claimed result ${stated} is not in canonical form; write ${actual}.`
      : `The claimed result is ${stated}, but the last step gives ${actual}.`;
  }
  const step = discrepancy.step_index === null ? undefined : request.steps[discrepancy.step_index];
  const name = `Step ${discrepancy.step_id ?? (discrepancy.step_index ?? 0) + 1}`;
  const side = field === 'left' ? 'left' : 'right';
  switch (output.reason) {
    case 'unknown_reference':
      return `${name}: the ${side} operand comes from ${quoted(reference)}, but no input or earlier step is called that.`;
    case 'operand_mismatch':
      return `${name}: the ${side} operand is written as ${stated}, but ${reference} is ${actual}.`;
    case 'division_by_zero':
      return `${name}: the right operand${reference === null ? '' : ` (from ${reference})`} is ${stated}, and division by zero has no value.`;
    case 'not_canonical':
      return field === 'result'
        ? `${name}: the result ${stated} is not in canonical form; write ${actual}.`
        : `${name}: the ${side} operand ${stated} is not in canonical form; write ${actual}.`;
    case 'operator_mismatch':
    case 'result_mismatch': {
      const operation = step === undefined ? 'this step' : `${step.left.value} ${operatorSymbol(step.operator)} ${step.right.value}`;
      const alternative = discrepancy.matching_operator === null ? '' : `; ${operatorSymbol(discrepancy.matching_operator)} would give ${stated}`;
      return `${name}: ${operation} is ${actual}, not ${stated}${alternative}.`;
    }
    default:
      return `${name}: the ${field} does not check out.`;
  }
}
