import { isErrorEnvelope, type ErrorEnvelope } from '../../worker/messages';
import { t } from '../i18n/i18n-store';

export { isErrorEnvelope };

const CODES: readonly string[] = ['invalid_input', 'limit_exceeded', 'not_computable'] satisfies ErrorEnvelope['error']['code'][];

/** A short heading for an error envelope, in words (of the active language) rather than its code. */
export function errorHeading(envelope: ErrorEnvelope): string {
  const code = envelope.error.code;
  return CODES.includes(code) ? t(`error.${code}`) : t('error.other');
}
