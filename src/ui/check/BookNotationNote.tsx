import type { ReactNode } from 'react';
import { isErrorEnvelope } from '../../worker/messages';
import { useEngineAnswer } from '../common/useEngineAnswer';
import { Ltr, Message, useT } from '../i18n';
import { loadRequest } from '../tab-tools/load-request';
import { hashOf } from '../tabs';
import type { BookNotation, BookNotationKind } from './book-notation';

/** What the notation means, in the student's own symbol. */
function NotationMeaning({ kind, notation }: { kind: BookNotationKind; notation: ReactNode }) {
  switch (kind) {
    case 'of':
      return <Message id="check.bookNotation.of" params={{ notation }} />;
    case 'percent':
      return <Message id="check.bookNotation.percent" params={{ notation }} />;
    case 'power':
      return <Message id="check.bookNotation.power" params={{ notation }} />;
  }
}

/**
 * The note under the Check tab's editor when the expression is written as the book writes it
 * (3/4 of 12, 25%, (2/3)^2): this tab does not read it, the Working tab does, and here is its
 * value there (the engine's), with a button that takes the expression and the claim across.
 */
export function BookNotationNote({ notation, expression, claim }: { notation: BookNotation; expression: string; claim: string }) {
  const t = useT();
  const asWorking = useEngineAnswer('rational-working-check', { working: expression }, { measure: false });
  const value =
    asWorking.request?.working === expression && asWorking.response !== null && !isErrorEnvelope(asWorking.response)
      ? asWorking.response.start_value
      : null;

  const openInWorking = () => {
    const working = claim.trim() === '' ? expression : `${expression}\n= ${claim.trim()}`;
    if (loadRequest({ tab: 'working', request: { working } }, (tr) => tr('check.fractionDivisor.opened')))
      window.location.hash = hashOf('working');
  };

  const written = <Ltr>{expression.trim()}</Ltr>;
  return (
    <div className="fraction-divisor-note" data-testid="book-notation-note">
      <p>
        <NotationMeaning kind={notation.kind} notation={<Ltr>{notation.text}</Ltr>} />{' '}
        {value === null ? (
          <Message id="check.bookNotation.workingNoValue" params={{ expression: written }} />
        ) : (
          <Message id="check.bookNotation.working" params={{ expression: written, value: <Ltr>{value}</Ltr> }} />
        )}
      </p>
      <button type="button" onClick={openInWorking}>
        {t('check.fractionDivisor.open')}
      </button>
    </div>
  );
}
