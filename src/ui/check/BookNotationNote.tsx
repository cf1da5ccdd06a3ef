import { Ltr, Message } from '../i18n';
import type { BookNotation } from '../../core/grammar/book-notation';
import { OpenInWorkingButton, useWorkingValue } from './open-in-working';

/**
 * The note under the Check tab's editor when the expression is written as the book writes it
 * (3/4 of 12, 25%, (2/3)^2): this tab does not read it, the Working tab does, and here is its
 * value there (the engine's), with a button that takes the expression and the claim across.
 */
export function BookNotationNote({ notation, expression, claim }: { notation: BookNotation; expression: string; claim: string }) {
  const value = useWorkingValue(expression);

  const written = <Ltr>{expression.trim()}</Ltr>;
  return (
    <div className="fraction-divisor-note" data-testid="book-notation-note">
      <p>
        {/* What the notation means, in the student's own symbol. */}
        <Message id={`check.bookNotation.${notation.kind}`} params={{ notation: <Ltr>{notation.text}</Ltr> }} />{' '}
        {value === null ? (
          <Message id="check.bookNotation.workingNoValue" params={{ expression: written }} />
        ) : (
          <Message id="check.bookNotation.working" params={{ expression: written, value: <Ltr>{value}</Ltr> }} />
        )}
      </p>
      <OpenInWorkingButton expression={expression} claim={claim} />
    </div>
  );
}
