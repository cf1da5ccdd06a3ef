// PLACEHOLDER while the engine is written: replaced in the next commits.
export const TOOL_IDS = ['decimal-expression-evaluate', 'rational-expression-check', 'rational-subtract', 'rational-trace-check'] as const;
export type ToolId = (typeof TOOL_IDS)[number];
export function execute(toolId: string, input: unknown): unknown {
  void toolId; void input;
  return { error: { code: 'invalid_input', message: 'not yet', details: { reason: 'not_implemented' } } };
}
