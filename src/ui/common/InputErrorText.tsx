import type { ErrorEnvelope } from '../../worker/messages';
import type { Grammar } from '../editor/grammar';
import { MessageText } from '../i18n';
import { EngineMessage } from './EngineMessage';
import { expressionInputError } from '../../core/sentences/input-error-sentences';

/** An envelope about the expression, as a sentence in the page's language; the engine's message only for one about no place in it. */
export function InputErrorText({ expression, grammar, envelope }: { expression: string; grammar: Grammar; envelope: ErrorEnvelope }) {
  const sentence = expressionInputError(expression, grammar, envelope);
  return sentence === null ? <EngineMessage>{envelope.error.message}</EngineMessage> : <MessageText message={sentence} />;
}
