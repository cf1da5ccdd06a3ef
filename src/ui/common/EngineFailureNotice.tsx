/** Says that the engine could not answer (it hung or crashed and was restarted); the input stays. */
export function EngineFailureNotice({ failure }: { failure: Error | null }) {
  if (failure === null) return null;
  return (
    <p className="notice notice-error" role="alert">
      {failure.message} Your input is kept: change it to try again.
    </p>
  );
}
