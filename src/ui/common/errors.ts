import { isErrorEnvelope, type ErrorEnvelope } from '../../worker/messages';

export { isErrorEnvelope };

const CODE_LABELS: Record<ErrorEnvelope['error']['code'], string> = {
  invalid_input: 'Invalid input',
  limit_exceeded: 'Over a limit',
  not_computable: 'Cannot be computed',
};

/** A short heading for an error envelope, in words rather than its code. */
export function errorHeading(envelope: ErrorEnvelope): string {
  return CODE_LABELS[envelope.error.code] ?? 'Error';
}
