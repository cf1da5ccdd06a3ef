import { WorkBudget } from '../budget';
import {
  formatCanonicalDecimal,
  formatFixed,
  isRoundingMode,
  readDecimalText,
  reduceDecimalText,
  roundToScale,
  type RoundingMode,
} from '../decimal';
import { invalidInput, limitExceeded, notComputable } from '../errors';
import { evaluateDecimal } from '../evaluate/decimal-evaluator';
import { parseDecimalExpression } from '../grammar/decimal-parser';
import type { Rational } from '../rational';
import { checkExpressionSize, requireExpression } from './expression-source';
import { checkFields, field, fieldDetail, isJsonObject, requireObject, type JsonObject } from './fields';

export const DECIMAL_EVALUATE_LIMITS = {
  maxExpressionBytes: 2000,
  maxTokens: 500,
  maxVariables: 100,
  maxScale: 40,
} as const;

const VARIABLE_NAME = /^[a-z_][a-z0-9_]{0,31}$/;

export interface DecimalExpressionEvaluateOutput {
  value: string;
  exact: boolean;
  fraction: { numerator: string; denominator: string };
}

/** Variable values are validated and reduced (and charged) in the object's key order, used or not. */
function readVariables(value: unknown, budget: WorkBudget): Map<string, Rational> {
  const variables = new Map<string, Rational>();
  if (value === undefined) return variables;
  if (!isJsonObject(value))
    throw invalidInput('invalid_type', 'variables must be an object of name → decimal string', undefined, fieldDetail('variables'));
  const names = Object.keys(value);
  if (names.length > DECIMAL_EVALUATE_LIMITS.maxVariables) {
    throw limitExceeded(
      'too_many_variables',
      `${names.length} variables; at most ${DECIMAL_EVALUATE_LIMITS.maxVariables} are allowed`,
      undefined,
      fieldDetail('variables'),
    );
  }
  for (const name of names) {
    if (!VARIABLE_NAME.test(name)) {
      throw invalidInput('invalid_variable_name', `variable name "${name.slice(0, 40)}" must match [a-z_][a-z0-9_]{0,31}`, undefined, {
        field: `variables.${name}`,
        variable: name,
      });
    }
    const text = value[name];
    if (typeof text !== 'string') {
      throw invalidInput('invalid_type', `variable "${name}" must be a decimal string`, undefined, {
        field: `variables.${name}`,
        variable: name,
      });
    }
    const decimal = readDecimalText(text, undefined, { field: `variables.${name}`, variable: name });
    if (decimal instanceof Error) throw decimal;
    variables.set(name, reduceDecimalText(decimal, budget));
  }
  return variables;
}

function readScale(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw invalidInput('invalid_scale', 'scale must be a whole number from 0 to 40', undefined, fieldDetail('scale'));
  }
  if (value > DECIMAL_EVALUATE_LIMITS.maxScale) {
    throw limitExceeded(
      'scale_too_large',
      `scale ${value} is over the limit of ${DECIMAL_EVALUATE_LIMITS.maxScale}`,
      undefined,
      fieldDetail('scale'),
    );
  }
  return value;
}

function readRounding(value: unknown): RoundingMode | undefined {
  if (value === undefined) return undefined;
  if (!isRoundingMode(value)) {
    throw invalidInput(
      'invalid_rounding',
      'rounding must be one of half_even, half_up, half_down, half_ceiling, half_floor, up, down, ceiling, floor, unnecessary',
      undefined,
      fieldDetail('rounding'),
    );
  }
  return value;
}

function formatResult(value: Rational, scale: number | undefined, rounding: RoundingMode | undefined): DecimalExpressionEvaluateOutput {
  const fraction = { numerator: value.numerator.toString(), denominator: value.denominator.toString() };
  if (scale !== undefined && rounding !== undefined) {
    const rounded = roundToScale(value, scale, rounding);
    return { value: formatFixed(rounded), exact: rounded.exact, fraction };
  }
  const canonical = formatCanonicalDecimal(value);
  if (canonical === null) {
    throw notComputable('non_terminating_decimal', `the result ${value} has no finite decimal expansion; give a scale and a rounding mode`);
  }
  return { value: canonical, exact: true, fraction };
}

export function decimalExpressionEvaluate(input: unknown): DecimalExpressionEvaluateOutput {
  const request: JsonObject = requireObject(input, 'the input');
  checkFields(request, ['expression', 'variables', 'scale', 'rounding'], ['expression'], 'the input');
  const expression = requireExpression(field(request, 'expression'));
  const budget = new WorkBudget();
  const variables = readVariables(field(request, 'variables'), budget);
  const scale = readScale(field(request, 'scale'));
  const rounding = readRounding(field(request, 'rounding'));
  if (scale !== undefined && rounding === undefined) {
    throw invalidInput('rounding_required', 'a scale needs a rounding mode', undefined, fieldDetail('rounding'));
  }

  checkExpressionSize(expression, DECIMAL_EVALUATE_LIMITS.maxExpressionBytes);
  const tree = parseDecimalExpression(expression, DECIMAL_EVALUATE_LIMITS.maxTokens, {
    variables,
    roundingGiven: rounding !== undefined,
    budget,
  });
  const value = evaluateDecimal(tree, { budget, rounding });
  return formatResult(value, scale, rounding);
}
