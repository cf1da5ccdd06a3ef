/**
 * The command's exit statuses, one table for every subcommand (README and `exactly --help` say
 * them): what a script calling `exactly` may rely on.
 */
export const EXIT_STATUS = {
  /** Done: every request answered (error envelopes included), every row graded, every rule given its problems. */
  ok: 0,
  /** Not all done: the engine failed on some request, a rule got fewer problems than asked, or the server could not start or stop cleanly. */
  failed: 1,
  /** Nothing done: the arguments, or a file the command must read, are not usable. */
  usage: 2,
} as const;
