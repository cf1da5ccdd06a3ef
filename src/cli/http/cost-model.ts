/**
 * Which lane a request takes: light (answered at once, never behind a heavy job) or heavy (the
 * worker pool, in order). Decided from the tool and the body size, with nothing listed per tool:
 * each tool's cost per KiB of body is learned from its own requests, as both lanes report how long
 * they took. A tool the registry gains later starts light up to the size cap and moves its larger
 * requests to the heavy lane as soon as they show they cost more than the light budget.
 */
import { RecentSamples } from './recent-samples';

export interface CostModelOptions {
  /** The engine time a light request may be predicted to take, in milliseconds. */
  lightBudgetMs: number;
  /** No body larger than this is light, whatever its tool's record. */
  maxLightBytes: number;
}

export const DEFAULT_COST_MODEL: CostModelOptions = { lightBudgetMs: 1, maxLightBytes: 16 * 1024 };

/** Observations kept per tool; the estimate is their 90th percentile. */
const WINDOW = 64;
const QUANTILE = 0.9;
/** Fewer observations than this say too little: the tool keeps the size cap alone. */
const MIN_OBSERVATIONS = 8;
/**
 * Small bodies are counted as this size: their time is mostly fixed overhead (and a scheduler
 * pause hits them as hard as a large one), which must not be read as a high cost per KiB.
 */
const MIN_COUNTED_KIB = 4;
/** The estimate is recomputed after this many new observations, not after every one. */
const REESTIMATE_EVERY = 8;

class ToolRecord {
  readonly msPerKiB = new RecentSamples(WINDOW);
  sinceEstimate = 0;
  lightLimitBytes: number;

  constructor(maxLightBytes: number) {
    this.lightLimitBytes = maxLightBytes;
  }
}

export class CostModel {
  private readonly tools = new Map<string, ToolRecord>();

  constructor(private readonly options: CostModelOptions = DEFAULT_COST_MODEL) {}

  isLight(toolId: string, bodyBytes: number): boolean {
    return bodyBytes <= this.lightLimitBytes(toolId);
  }

  /** The largest body of this tool that is light now. */
  lightLimitBytes(toolId: string): number {
    return this.tools.get(toolId)?.lightLimitBytes ?? this.options.maxLightBytes;
  }

  /** Records that a request of this tool with a body of `bodyBytes` took `engineMs` to answer. */
  record(toolId: string, bodyBytes: number, engineMs: number): void {
    let record = this.tools.get(toolId);
    if (record === undefined) {
      record = new ToolRecord(this.options.maxLightBytes);
      this.tools.set(toolId, record);
    }
    const sample = engineMs / Math.max(MIN_COUNTED_KIB, bodyBytes / 1024);
    record.msPerKiB.add(sample);
    record.sinceEstimate++;
    if (record.msPerKiB.count >= MIN_OBSERVATIONS && record.sinceEstimate >= REESTIMATE_EVERY) {
      record.sinceEstimate = 0;
      const msPerKiB = record.msPerKiB.quantile(QUANTILE);
      const affordable = msPerKiB > 0 ? Math.floor((this.options.lightBudgetMs / msPerKiB) * 1024) : Infinity;
      record.lightLimitBytes = Math.min(this.options.maxLightBytes, affordable);
    }
  }
}
