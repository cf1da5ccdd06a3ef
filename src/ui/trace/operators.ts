import type { TraceOperator } from '../../worker/messages';

const SYMBOL: Readonly<Record<TraceOperator, string>> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

/** How an operator is shown: the school symbols (−, ×, ÷), the same in every language. */
export const operatorSymbol = (operator: TraceOperator): string => SYMBOL[operator];
