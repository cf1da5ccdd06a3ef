/**
 * The real students' mistakes of ../shared/corpus (the dev half; see corpus/README.md), scored as
 * ../shared/corpus/eval.py scores them, on the engine directly: each item checked as the working
 * `problem` then `= wrong`, and the first rule listed on the wrong step judged by the project's
 * label mapping (corpus/misconception-label-mapping.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { execute } from '../core/execute';

export const REAL_CORPUS_PATH = fileURLToPath(new URL('../../../shared/corpus/real-mistakes-dev.jsonl', import.meta.url));
export const LABEL_MAPPING_PATH = fileURLToPath(new URL('../../corpus/misconception-label-mapping.json', import.meta.url));

export const hasRealCorpus = (): boolean => existsSync(REAL_CORPUS_PATH);

interface Item {
  item_id: string;
  problem: string;
  wrong: string;
  misconception_id: string | number;
}
interface Step {
  status: string;
  misconceptions: Array<{ rule: string }> | null;
}

export interface CorpusScore {
  total: number;
  written: number;
  wrong: number;
  named: number;
  right: number;
  /** One line per wrong item not named right: its id, the first rule listed (or -), its label. */
  misses: string[];
}

export function scoreRealCorpus(): CorpusScore {
  const items = readFileSync(REAL_CORPUS_PATH, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Item);
  const mapping = JSON.parse(readFileSync(LABEL_MAPPING_PATH, 'utf8')) as Record<string, string[] | string>;
  const score: CorpusScore = { total: items.length, written: 0, wrong: 0, named: 0, right: 0, misses: [] };
  for (const item of items) {
    const response = execute('rational-working-check', { working: `${item.problem}\n= ${item.wrong}` }) as
      { steps: Step[] } | { error: unknown };
    if ('error' in response) continue;
    score.written++;
    const bad = response.steps.find((step) => step.status === 'not_equal' || step.status === 'division_by_zero');
    if (bad === undefined) continue;
    score.wrong++;
    const first = bad.misconceptions?.[0]?.rule;
    const accepted = mapping[String(item.misconception_id)];
    if (first !== undefined) score.named++;
    if (first !== undefined && Array.isArray(accepted) && accepted.includes(first)) score.right++;
    else score.misses.push(`${item.item_id} ${first ?? '-'} (label ${item.misconception_id})`);
  }
  return score;
}
