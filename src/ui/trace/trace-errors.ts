/**
 * A step table the engine refused, said to the person: one sentence in the page's language that
 * names the cell as the table shows it (step numbers from 1), quotes what is written there, and
 * says how to write it; built from the envelope's reason and field and the table itself, never
 * from the engine's English message or its field path.
 */
import type { ErrorEnvelope, TraceInput } from '../../worker/messages';
import type { MessageKey } from '../i18n/en';
import type { ExplanationMessage, ExplanationPart } from '../i18n/explanation';

const value = (text: string): ExplanationPart => ({ kind: 'value', text });
const place = (id: MessageKey, params: Record<string, ExplanationPart> = {}): ExplanationPart => ({ kind: 'message', id, params });

/** The cell a field path names, how the table calls it, and what is written in it. */
interface Cell {
  place: ExplanationPart;
  text: string;
  kind: 'name' | 'value' | 'operator';
}

function cellOf(field: string, request: TraceInput): Cell | null {
  const step = /^steps\[(\d+)\]\.(id|operator|result|left|right)(?:\.(value|from))?$/.exec(field);
  if (step !== null) {
    const index = Number(step[1]);
    const row = request.steps[index];
    const number = value(String(index + 1));
    const part = step[2]!;
    if (part === 'id') return { place: place('trace.error.place.stepId', { number }), text: row?.id ?? '', kind: 'name' };
    if (part === 'operator') return { place: place('trace.error.place.operator', { number }), text: row?.operator ?? '', kind: 'operator' };
    if (part === 'result') return { place: place('trace.error.place.result', { number }), text: row?.result ?? '', kind: 'value' };
    const side = part === 'left' ? row?.left : row?.right;
    if (step[3] === 'from')
      return {
        place: place(part === 'left' ? 'trace.error.place.leftFrom' : 'trace.error.place.rightFrom', { number }),
        text: side?.from ?? '',
        kind: 'name',
      };
    return {
      place: place(part === 'left' ? 'trace.error.place.leftValue' : 'trace.error.place.rightValue', { number }),
      text: side?.value ?? '',
      kind: 'value',
    };
  }
  if (field === 'claimed_result') return { place: place('trace.error.place.claim'), text: request.claimed_result, kind: 'value' };
  if (field.startsWith('inputs.')) {
    const name = inputNamed(field.slice('inputs.'.length), request);
    return { place: place('trace.error.place.input', { name: value(name) }), text: request.inputs[name] ?? '', kind: 'value' };
  }
  return null;
}

/** The input a field path names: the engine cuts a long name to its first 70 characters there. */
function inputNamed(named: string, request: TraceInput): string {
  if (Object.hasOwn(request.inputs, named)) return named;
  return Object.keys(request.inputs).find((name) => named.length === 70 && name.startsWith(named)) ?? named;
}

/** Why a fraction as written is not one the table takes, most telling first. */
function fractionFault(text: string): MessageKey {
  const written = text.trim();
  if (written === '') return 'trace.error.empty';
  if (/^-?\d+\/-?0+$/.test(written)) return 'trace.error.zeroDenominator';
  if (/^-?\d*\.\d+$/.test(written)) return 'trace.error.decimal';
  if (/^-?\d+\s+\d+\/\d+$/.test(written)) return 'trace.error.mixed';
  if (written !== text) return 'trace.error.spaces';
  return 'trace.error.notFraction';
}

/** `request`: the table as it was sent, the one the envelope answers. */
export function traceInputError(request: TraceInput, envelope: ErrorEnvelope): ExplanationMessage {
  const { reason, field } = envelope.error.details as { reason: string; field?: unknown };
  if (reason === 'no_steps') return { id: 'trace.error.noSteps', params: {} };
  const cell = typeof field === 'string' ? cellOf(field, request) : null;
  if (cell === null) return { id: reason.startsWith('too_many') ? 'trace.error.tooMany' : 'trace.error.table', params: {} };
  const params = { place: cell.place, text: value(cell.text) };
  if (reason === 'invalid_name' && typeof field === 'string' && field.startsWith('inputs.')) {
    return { id: 'trace.error.inputName', params: { text: value(inputNamed(field.slice('inputs.'.length), request)) } };
  }
  switch (reason) {
    case 'invalid_rational':
      return { id: fractionFault(cell.text), params };
    case 'invalid_name':
      return { id: cell.text.trim() === '' ? 'trace.error.noName' : 'trace.error.badName', params };
    case 'duplicate_name':
      return { id: 'trace.error.duplicateName', params };
    case 'invalid_operator':
      return { id: 'trace.error.operator', params };
    case 'value_too_large':
      return { id: 'trace.error.tooLarge', params };
    default:
      return { id: 'trace.error.cell', params };
  }
}

/**
 * Build from expression's refusals that point at no single place the Check tab's sentences say: a
 * zero divisor (named by its text, as the engine found it) and an expression with no operation.
 * Null for the others, which the expression's own sentences say.
 */
export function buildInputError(expression: string, envelope: ErrorEnvelope): ExplanationMessage | null {
  const { reason, divisor_text: divisor } = envelope.error.details as { reason: string; divisor_text?: unknown };
  if (reason === 'division_by_zero' && typeof divisor === 'string')
    return { id: 'build.error.divisionByZero', params: { divisor: value(divisor) } };
  if (reason === 'no_operation') return { id: 'build.error.noOperation', params: { text: value(expression.trim()) } };
  return null;
}
