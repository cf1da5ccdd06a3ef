import { exceedsDigits } from '../digits';
import { invalidInput, limitExceeded } from '../errors';
import type { BinaryOperator } from '../grammar/ast';
import { integersOf, Rational, splitRationalText } from '../rational';
import { checkFields, field, fieldDetail, isJsonObject, requireBoolean, requireObject, type JsonObject } from './fields';
import { REFERENCE_VERSION } from './reference-version';

export const TRACE_LIMITS = { maxInputs: 256, maxSteps: 1024, maxValueDigits: 500 } as const;

/** How much of an input's name the field path of its error quotes ("inputs.<name>"). */
export const TRACE_FIELD_NAME_LENGTH = 70;

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const OPERATORS: readonly BinaryOperator[] = ['+', '-', '*', '/'];

export type TraceReason =
  | 'unknown_reference'
  | 'operand_mismatch'
  | 'division_by_zero'
  | 'operator_mismatch'
  | 'result_mismatch'
  | 'not_canonical'
  | 'final_result_mismatch';

export type TraceField = 'left' | 'right' | 'operator' | 'result' | 'claimed_result';

export interface TraceDiscrepancy {
  step_index: number | null;
  step_id: string | null;
  field: TraceField;
  stated: string | null;
  actual: string | null;
  reference: string | null;
  matching_operator: BinaryOperator | null;
}

export interface RationalTraceCheckOutput {
  valid: boolean;
  reason: TraceReason | null;
  steps_checked: number;
  final_value: string | null;
  first_discrepancy: TraceDiscrepancy | null;
  reference_version: typeof REFERENCE_VERSION;
}

/**
 * A value as stated, kept unreduced: values are compared by cross-multiplication, so the gcd of a
 * reduction is paid only for what is reported or checked for canonical form.
 */
interface StatedValue {
  text: string;
  numerator: bigint;
  denominator: bigint;
}

interface Operand {
  value: StatedValue;
  from: string | null;
}

interface Step {
  id: string;
  operator: BinaryOperator;
  left: Operand;
  right: Operand;
  result: StatedValue;
}

type Fraction = Pick<StatedValue, 'numerator' | 'denominator'>;

const sameValue = (x: Fraction, y: Fraction): boolean => x.numerator * y.denominator === y.numerator * x.denominator;

function readValue(value: unknown, where: string): StatedValue {
  if (typeof value !== 'string')
    throw invalidInput('invalid_rational', `${where} must be a string such as "7/2", not a JSON number`, undefined, fieldDetail(where));
  const parts = splitRationalText(value);
  if (parts === null)
    throw invalidInput(
      'invalid_rational',
      `${where} "${value.slice(0, 40)}" is not a fraction of the form -?integer or -?integer/positive-integer`,
      undefined,
      fieldDetail(where),
    );
  if (parts.numeratorDigits > TRACE_LIMITS.maxValueDigits || parts.denominatorDigits > TRACE_LIMITS.maxValueDigits) {
    throw limitExceeded(
      'value_too_large',
      `${where} has more than ${TRACE_LIMITS.maxValueDigits} digits in its numerator or denominator`,
      undefined,
      fieldDetail(where),
    );
  }
  return { text: value, ...integersOf(parts) };
}

function readName(value: unknown, where: string): string {
  if (typeof value !== 'string' || !NAME.test(value)) {
    throw invalidInput('invalid_name', `${where} must be a name matching [A-Za-z_][A-Za-z0-9_]{0,63}`, undefined, fieldDetail(where));
  }
  return value;
}

function readOperand(value: unknown, where: string): Operand {
  const object = requireObject(value, where);
  checkFields(object, ['value', 'from'], ['value', 'from'], where);
  const stated = readValue(object.value, `${where}.value`);
  const from = object.from === null ? null : readName(object.from, `${where}.from`);
  return { value: stated, from };
}

function readStep(value: unknown, index: number): Step {
  const where = `steps[${index}]`;
  const object = requireObject(value, where);
  const names = ['id', 'operator', 'left', 'right', 'result'];
  checkFields(object, names, names, where);
  const id = readName(object.id, `${where}.id`);
  const operator = object.operator;
  if (typeof operator !== 'string' || !(OPERATORS as readonly string[]).includes(operator)) {
    throw invalidInput('invalid_operator', `${where}.operator must be one of + - * /`, undefined, fieldDetail(`${where}.operator`));
  }
  return {
    id,
    operator: operator as BinaryOperator,
    left: readOperand(object.left, `${where}.left`),
    right: readOperand(object.right, `${where}.right`),
    result: readValue(object.result, `${where}.result`),
  };
}

/** What a name refers to in the one namespace of inputs and step ids. */
type Referent = { kind: 'input'; value: StatedValue } | { kind: 'step'; index: number };

interface TraceRequest {
  namespace: Map<string, Referent>;
  steps: Step[];
  claimedResult: StatedValue;
  requireCanonical: boolean;
}

/** Validation in the contract's order: fields, then the counts, then the contents. */
function readRequest(input: unknown): TraceRequest {
  const request = requireObject(input, 'the input');
  const fields = ['inputs', 'steps', 'claimed_result', 'require_canonical'];
  checkFields(request, fields, fields, 'the input');
  const inputs = field(request, 'inputs');
  if (!isJsonObject(inputs))
    throw invalidInput('invalid_type', 'inputs must be an object of name → rational string', undefined, fieldDetail('inputs'));
  const inputNames = Object.keys(inputs);
  if (inputNames.length > TRACE_LIMITS.maxInputs) {
    throw limitExceeded(
      'too_many_inputs',
      `${inputNames.length} inputs; at most ${TRACE_LIMITS.maxInputs} are allowed`,
      undefined,
      fieldDetail('inputs'),
    );
  }
  const rawSteps = field(request, 'steps');
  if (!Array.isArray(rawSteps)) throw invalidInput('invalid_type', 'steps must be an array', undefined, fieldDetail('steps'));
  if (rawSteps.length === 0) throw invalidInput('no_steps', 'steps must have at least one step', undefined, fieldDetail('steps'));
  if (rawSteps.length > TRACE_LIMITS.maxSteps) {
    throw limitExceeded(
      'too_many_steps',
      `${rawSteps.length} steps; at most ${TRACE_LIMITS.maxSteps} are allowed`,
      undefined,
      fieldDetail('steps'),
    );
  }

  const namespace = new Map<string, Referent>();
  for (const name of inputNames) {
    readName(name, `inputs.${name.slice(0, TRACE_FIELD_NAME_LENGTH)}`);
    namespace.set(name, { kind: 'input', value: readValue((inputs as JsonObject)[name], `inputs.${name}`) });
  }
  const steps = rawSteps.map((raw, index) => {
    const step = readStep(raw, index);
    if (namespace.has(step.id)) {
      throw invalidInput(
        'duplicate_name',
        `steps[${index}].id "${step.id}" is already the name of an input or an earlier step`,
        undefined,
        fieldDetail(`steps[${index}].id`),
      );
    }
    namespace.set(step.id, { kind: 'step', index });
    return step;
  });
  const claimedResult = readValue(field(request, 'claimed_result'), 'claimed_result');
  const requireCanonical = requireBoolean(field(request, 'require_canonical'), 'require_canonical');
  return { namespace, steps, claimedResult, requireCanonical };
}

function apply(operator: BinaryOperator, x: Fraction, y: Fraction): Fraction {
  switch (operator) {
    case '+':
      return { numerator: x.numerator * y.denominator + y.numerator * x.denominator, denominator: x.denominator * y.denominator };
    case '-':
      return { numerator: x.numerator * y.denominator - y.numerator * x.denominator, denominator: x.denominator * y.denominator };
    case '*':
      return { numerator: x.numerator * y.numerator, denominator: x.denominator * y.denominator };
    case '/': {
      const sign = y.numerator < 0n ? -1n : 1n;
      return { numerator: sign * x.numerator * y.denominator, denominator: sign * x.denominator * y.numerator };
    }
  }
}

const reduce = (value: Fraction): Rational => Rational.of(value.numerator, value.denominator);

/** Checks one trace; the first discrepancy ends the check. */
class TraceChecker {
  private readonly canonicalForms = new Map<string, string>();

  constructor(private readonly request: TraceRequest) {}

  /** Canonical text of a stated value; memoized because a step's result is restated by the steps using it. */
  canonical(value: StatedValue): string {
    let canonical = this.canonicalForms.get(value.text);
    if (canonical === undefined) {
      canonical = reduce(value).toString();
      this.canonicalForms.set(value.text, canonical);
    }
    return canonical;
  }

  run(): RationalTraceCheckOutput {
    const { steps, claimedResult, requireCanonical } = this.request;
    for (let index = 0; index < steps.length; index++) {
      const found = this.checkStep(steps[index]!, index);
      if (found !== null) return this.output(found, index, null);
    }
    const last = steps[steps.length - 1]!.result;
    const finalValue = this.canonical(last);
    const claimDiscrepancy = (reason: TraceReason): [TraceReason, TraceDiscrepancy] => [
      reason,
      {
        step_index: null,
        step_id: null,
        field: 'claimed_result',
        stated: claimedResult.text,
        actual: finalValue,
        reference: null,
        matching_operator: null,
      },
    ];
    if (!sameValue(claimedResult, last)) return this.output(claimDiscrepancy('final_result_mismatch'), steps.length, finalValue);
    if (requireCanonical && claimedResult.text !== finalValue)
      return this.output(claimDiscrepancy('not_canonical'), steps.length, finalValue);
    return this.output(null, steps.length, finalValue);
  }

  private output(found: [TraceReason, TraceDiscrepancy] | null, stepsChecked: number, finalValue: string | null): RationalTraceCheckOutput {
    return {
      valid: found === null,
      reason: found?.[0] ?? null,
      steps_checked: stepsChecked,
      final_value: finalValue,
      first_discrepancy: found?.[1] ?? null,
      reference_version: REFERENCE_VERSION,
    };
  }

  private checkStep(step: Step, index: number): [TraceReason, TraceDiscrepancy] | null {
    const at = (reason: TraceReason, rest: Omit<TraceDiscrepancy, 'step_index' | 'step_id'>): [TraceReason, TraceDiscrepancy] => [
      reason,
      { step_index: index, step_id: step.id, ...rest },
    ];

    for (const side of ['left', 'right'] as const) {
      const operand = step[side];
      const stated = operand.value.text;
      const reference = operand.from;
      if (reference !== null) {
        const referent = this.request.namespace.get(reference);
        if (referent === undefined || (referent.kind === 'step' && referent.index >= index)) {
          return at('unknown_reference', { field: side, stated, actual: null, reference, matching_operator: null });
        }
        const referenced = referent.kind === 'input' ? referent.value : this.request.steps[referent.index]!.result;
        if (!sameValue(operand.value, referenced)) {
          return at('operand_mismatch', { field: side, stated, actual: this.canonical(referenced), reference, matching_operator: null });
        }
      }
      if (this.request.requireCanonical && stated !== this.canonical(operand.value)) {
        return at('not_canonical', { field: side, stated, actual: this.canonical(operand.value), reference, matching_operator: null });
      }
    }

    const { left, right, result } = step;
    if (step.operator === '/' && right.value.numerator === 0n) {
      return at('division_by_zero', {
        field: 'right',
        stated: right.value.text,
        actual: null,
        reference: right.from,
        matching_operator: null,
      });
    }
    const exact = apply(step.operator, left.value, right.value);
    if (!sameValue(exact, result)) {
      // Equal to a stated value it could not be too large; unequal, its size must be checked.
      const actual = reduce(exact);
      if (exceedsDigits(actual.numerator, TRACE_LIMITS.maxValueDigits) || exceedsDigits(actual.denominator, TRACE_LIMITS.maxValueDigits)) {
        throw limitExceeded(
          'value_too_large',
          `the exact result of step ${step.id} has more than ${TRACE_LIMITS.maxValueDigits} digits`,
          undefined,
          { field: `steps[${index}].result`, step_index: index },
        );
      }
      const matching = OPERATORS.find(
        (operator) =>
          operator !== step.operator &&
          !(operator === '/' && right.value.numerator === 0n) &&
          sameValue(apply(operator, left.value, right.value), result),
      );
      return matching === undefined
        ? at('result_mismatch', {
            field: 'result',
            stated: result.text,
            actual: actual.toString(),
            reference: null,
            matching_operator: null,
          })
        : at('operator_mismatch', {
            field: 'operator',
            stated: result.text,
            actual: actual.toString(),
            reference: null,
            matching_operator: matching,
          });
    }
    if (this.request.requireCanonical && result.text !== this.canonical(result)) {
      return at('not_canonical', {
        field: 'result',
        stated: result.text,
        actual: this.canonical(result),
        reference: null,
        matching_operator: null,
      });
    }
    return null;
  }
}

export function rationalTraceCheck(input: unknown): RationalTraceCheckOutput {
  return new TraceChecker(readRequest(input)).run();
}
