/**
 * One engine request as both lanes answer it, on the event loop or in a worker thread: the body's
 * bytes in, the HTTP status and JSON text out. The body is decoded and parsed here, so a worker
 * does that work for a heavy request, not the event loop. No I/O: the same call, wherever it runs.
 */
import { execute } from '../../core/execute';
import { parseJsonBody } from './read-body';
import { httpErrorEnvelope } from './responses';
import { statusForEngineResponse } from './status';

export interface EngineTask {
  toolId: string;
  body: Uint8Array;
}

export interface EngineAnswer {
  status: number;
  /** The response body, serialized. */
  json: string;
  /** Time spent answering (decode, parse, engine, serialize), in milliseconds. */
  engineMs: number;
}

export function answerEngineTask(task: EngineTask): EngineAnswer {
  const start = performance.now();
  const parsed = parseJsonBody(task.body);
  if (!parsed.ok) {
    return { status: parsed.error.status, json: JSON.stringify(httpErrorEnvelope(parsed.error)), engineMs: performance.now() - start };
  }
  const response = execute(task.toolId, parsed.value);
  const json = JSON.stringify(response);
  return { status: statusForEngineResponse(response), json, engineMs: performance.now() - start };
}
