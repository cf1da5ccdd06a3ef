/** The reference_version constant of rational-expression-check and rational-trace-check. */
export const REFERENCE_VERSION =
  'ISO/IEC 10967-2:2001 (LIA-2) exact-result terminology; exact arithmetic over the rationals with canonical reduced form; RFC 8259 sec. 6 integer grammar and sec. 7 strings';
