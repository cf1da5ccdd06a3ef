/**
 * A calculation written on one line (= 15/6 + 8/6, (5×3)/(2×3) = 15/6) that may wrap on a narrow
 * screen: a line-break opportunity after each operator and equals sign, so it wraps where a
 * teacher would break it, never inside a number (the CSS breaks anywhere only as a last resort).
 */
import { Fragment } from 'react';

/** The text cut after each operator, "=" and ";"; a minus only where it is an operator (after a space), not a number's sign. */
export function operatorChunks(text: string): string[] {
  return text.split(/(?<=[×÷+=;*:·]|\s[-−])/u);
}

export function WrapAtOperators({ text }: { text: string }) {
  const chunks = operatorChunks(text);
  return (
    <>
      {chunks.map((chunk, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {chunk}
        </Fragment>
      ))}
    </>
  );
}
