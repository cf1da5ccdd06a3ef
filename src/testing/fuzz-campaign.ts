/**
 * Runs fuzz inputs through the engine and keeps the figures of a campaign: inputs, exceptions,
 * responses that break their schema, the slowest input per tool, and the differential
 * comparison with math.js. Shared by `npm run fuzz` and the CI-sized campaign.
 */
import { performance } from 'node:perf_hooks';
import { execute, TOOL_IDS } from '../core/execute';
import type { RationalExpressionPair, ToolRequest } from './arbitraries';
import { mathjsValue, rationalCheckReference, responseProblems, type ReferenceValue } from './fuzz-oracles';

export interface Finding {
  kind: 'exception' | 'schema' | 'differential';
  toolId: string;
  input: unknown;
  detail: string;
}

export interface ToolFigures {
  inputs: number;
  outputs: number;
  errors: Record<string, number>;
  /** Longest single call observed (may include a GC pause or first-call compilation). */
  maxMs: number;
  /** The inputs whose first call was slowest, kept to be re-timed. */
  slowCandidates: Array<{ ms: number; input: unknown }>;
}

const SLOW_CANDIDATES_KEPT = 16;

export interface CampaignFigures {
  inputs: number;
  exceptions: number;
  schemaInvalid: number;
  tools: Record<string, ToolFigures>;
  differential: {
    compared: number;
    agreed: number;
    bothDivisionByZero: number;
    /** limit_exceeded by the reference and by us (math.js, which has no limits, is not asked). */
    bothLimit: number;
    disagreements: number;
  };
  /** The first findings of each kind, for the report; counts above are complete. */
  findings: Finding[];
}

const MAX_FINDINGS_KEPT = 50;

export function newFigures(): CampaignFigures {
  return {
    inputs: 0,
    exceptions: 0,
    schemaInvalid: 0,
    tools: Object.fromEntries(TOOL_IDS.map((id) => [id, { inputs: 0, outputs: 0, errors: {}, maxMs: 0, slowCandidates: [] }])),
    differential: { compared: 0, agreed: 0, bothDivisionByZero: 0, bothLimit: 0, disagreements: 0 },
    findings: [],
  };
}

function keep(figures: CampaignFigures, finding: Finding): void {
  if (figures.findings.length < MAX_FINDINGS_KEPT) figures.findings.push(finding);
}

/** Runs one request through `execute`, timing it and checking the response. */
export function runRequest(figures: CampaignFigures, request: ToolRequest): void {
  const tool = figures.tools[request.toolId]!;
  figures.inputs++;
  tool.inputs++;
  let response: unknown;
  const start = performance.now();
  try {
    response = execute(request.toolId, request.input);
  } catch (error) {
    figures.exceptions++;
    keep(figures, { kind: 'exception', toolId: request.toolId, input: request.input, detail: String((error as Error)?.stack ?? error) });
    return;
  }
  const elapsed = performance.now() - start;
  if (elapsed > tool.maxMs) tool.maxMs = elapsed;
  const candidates = tool.slowCandidates;
  if (candidates.length < SLOW_CANDIDATES_KEPT || elapsed > candidates[candidates.length - 1]!.ms) {
    candidates.push({ ms: elapsed, input: request.input });
    candidates.sort((a, b) => b.ms - a.ms);
    if (candidates.length > SLOW_CANDIDATES_KEPT) candidates.pop();
  }
  const problems = responseProblems(request.toolId, request.input, response);
  if (problems.length > 0) {
    figures.schemaInvalid++;
    keep(figures, {
      kind: 'schema',
      toolId: request.toolId,
      input: request.input,
      detail: `${problems.join('; ')} — response ${JSON.stringify(response).slice(0, 400)}`,
    });
    return;
  }
  const error = (response as { error?: { code: string; details: { reason: string } } }).error;
  if (error === undefined) tool.outputs++;
  else {
    const key = `${error.code}/${error.details.reason}`;
    tool.errors[key] = (tool.errors[key] ?? 0) + 1;
  }
}

interface CheckOutput {
  valid: boolean;
  reason: string | null;
  value: string | null;
}

/** rational-expression-check's answer reduced to what the references can say about it. */
function ourOutcome(response: unknown): ReferenceValue {
  const envelope = (response as { error?: { code: string; details: { reason: string } } }).error;
  if (envelope !== undefined) {
    return envelope.code === 'limit_exceeded'
      ? { kind: 'limit_exceeded' }
      : { kind: 'failed', message: `${envelope.code}/${envelope.details.reason}` };
  }
  const output = response as CheckOutput;
  if (output.reason === 'division_by_zero') return { kind: 'division_by_zero' };
  return output.value === null ? { kind: 'failed', message: 'null value' } : { kind: 'value', canonical: output.value };
}

const sameOutcome = (a: ReferenceValue, b: ReferenceValue): boolean =>
  a.kind === b.kind && (a.kind !== 'value' || a.canonical === (b as { canonical: string }).canonical);

/**
 * Evaluates one valid rational expression three ways: rational-expression-check, math.js in
 * Fraction mode, and the contract's rules applied to the expression tree with independent BigInt
 * arithmetic (which also knows the limits). The claim is "0" with require_canonical false, so
 * the tool's `value` is the expression's value whatever it is.
 */
export function runDifferential(figures: CampaignFigures, pair: RationalExpressionPair): void {
  const input = { expression: pair.text, claimed_value: '0', require_canonical: false };
  const ours = ourOutcome(execute('rational-expression-check', input));
  const reference = rationalCheckReference(pair.tree, pair.text);
  const d = figures.differential;
  d.compared++;
  const disagree = (theirs: string): void => {
    d.disagreements++;
    keep(figures, {
      kind: 'differential',
      toolId: 'rational-expression-check',
      input: { ...input, mathjs: pair.ascii },
      detail: `ours ${JSON.stringify(ours)}; ${theirs}`,
    });
  };
  if (reference.kind === 'limit_exceeded') {
    if (ours.kind === 'limit_exceeded') {
      d.agreed++;
      d.bothLimit++;
    } else disagree('reference: limit_exceeded');
    return;
  }
  const mathjs = mathjsValue(pair.ascii);
  if (!sameOutcome(ours, mathjs)) return disagree(`math.js ${JSON.stringify(mathjs)}`);
  if (!sameOutcome(ours, reference)) return disagree(`reference ${JSON.stringify(reference)}`);
  d.agreed++;
  if (ours.kind === 'division_by_zero') d.bothDivisionByZero++;
}

export interface SlowestInput {
  toolId: string;
  /** Median of `runs` timed calls of the same input, warm. */
  medianMs: number;
  input: unknown;
}

/**
 * The slowest input per tool, re-timed: each kept candidate is run `runs` times and the one with
 * the largest median wins. A single call's time is noise (a GC pause lands anywhere); a median
 * of repeated calls is the input's own cost.
 */
export function slowestInputs(figures: CampaignFigures, runs = 7): SlowestInput[] {
  return Object.entries(figures.tools).map(([toolId, tool]) => {
    let slowest: SlowestInput = { toolId, medianMs: 0, input: null };
    for (const candidate of tool.slowCandidates) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        execute(toolId, candidate.input);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(runs / 2)]!;
      if (median > slowest.medianMs) slowest = { toolId, medianMs: median, input: candidate.input };
    }
    return slowest;
  });
}

/** A one-screen summary of the figures. */
export function formatFigures(figures: CampaignFigures): string {
  const lines = [`inputs ${figures.inputs}, exceptions ${figures.exceptions}, schema-invalid responses ${figures.schemaInvalid}`];
  for (const [id, tool] of Object.entries(figures.tools)) {
    const errors = Object.entries(tool.errors)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    lines.push(
      `  ${id}: ${tool.inputs} inputs, ${tool.outputs} outputs, longest single call ${tool.maxMs.toFixed(2)} ms; top errors: ${errors}`,
    );
  }
  const d = figures.differential;
  lines.push(
    `differential (ours vs math.js Fraction vs BigInt reference): ${d.compared} compared, ${d.agreed} agreed (${d.bothDivisionByZero} division by zero, ${d.bothLimit} limit_exceeded — math.js not asked), ${d.disagreements} disagreements`,
  );
  return lines.join('\n');
}
