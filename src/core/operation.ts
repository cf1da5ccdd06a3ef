/**
 * An operation of the engine (a tool, or one of the app's helpers): it takes any JSON value and
 * reads it itself, in its contract's order, trusting nothing. It also says which input it
 * expects, so that a caller's request and response types are derived from the operation itself
 * (src/worker/messages.ts) instead of from a second list kept by hand.
 */
export type Operation<Input, Output> = ((input: unknown) => Output) & { readonly input?: Input };

/** `operation<Input>()(run)`: `run` as an operation that expects `Input`. */
export const operation =
  <Input>() =>
  <Output>(run: (input: unknown) => Output): Operation<Input, Output> =>
    run;

export type InputOf<O> = O extends Operation<infer Input, unknown> ? Input : never;
export type OutputOf<O> = O extends (input: unknown) => infer Output ? Output : never;
