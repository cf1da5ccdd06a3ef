/**
 * A strict reader of the Prometheus text exposition format (version 0.0.4), for the server's
 * tests: it parses every line and throws on anything the format does not allow, and checks what a
 * scraper relies on — one TYPE per family before its samples, sample names that belong to their
 * family, no sample twice, counters not negative, and histograms whose buckets are cumulative and
 * end at +Inf with their _count, with a _sum. (The npm parser of the format loses the labels of a
 * labelled histogram, which is what the server exports, so the tests use this one.)
 */

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: MetricType;
  help: string;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL_NAME = '[a-zA-Z_][a-zA-Z0-9_]*';
// Prometheus reads values with Go's ParseFloat, which takes Inf and NaN in any case (prom-client
// writes "Nan").
const VALUE = '[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?|[+-][Ii][Nn][Ff]|[Nn][Aa][Nn]';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (${VALUE})(?: (-?\\d+))?$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const HELP = new RegExp(`^# HELP (${NAME})(?: (.*))?$`);

/** The labels inside `{…}`: name="value" pairs, comma-separated (a trailing comma allowed). */
function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  const pair = new RegExp(`^(${LABEL_NAME})="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"(,|$)`);
  while (rest !== '') {
    const match = pair.exec(rest);
    if (match === null) throw new Error(`malformed labels: ${line}`);
    const [whole, name, escaped] = match as unknown as [string, string, string];
    if (Object.hasOwn(labels, name)) throw new Error(`label ${name} twice: ${line}`);
    labels[name] = escaped.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    rest = rest.slice(whole.length);
  }
  return labels;
}

const toNumber = (text: string): number => {
  if (/inf$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  return /^nan$/i.test(text) ? Number.NaN : Number(text);
};

function familyOf(sampleName: string, family: Family | undefined): boolean {
  if (family === undefined) return false;
  if (sampleName === family.name) return family.type !== 'histogram';
  const suffixes = family.type === 'histogram' ? ['_bucket', '_sum', '_count'] : family.type === 'summary' ? ['_sum', '_count'] : [];
  return suffixes.some((suffix) => sampleName === family.name + suffix);
}

function checkHistogram(family: Family): void {
  const series = new Map<string, { buckets: Array<[number, number]>; count?: number; sum?: number }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    const entry = series.get(key) ?? { buckets: [] };
    series.set(key, entry);
    if (sample.name.endsWith('_bucket')) {
      if (le === undefined) throw new Error(`${family.name}: a bucket without le`);
      entry.buckets.push([toNumber(le), sample.value]);
    } else if (sample.name.endsWith('_count')) entry.count = sample.value;
    else entry.sum = sample.value;
  }
  for (const [key, { buckets, count, sum }] of series) {
    const where = `${family.name}${key}`;
    if (count === undefined || sum === undefined) throw new Error(`${where}: no _count or _sum`);
    for (let i = 1; i < buckets.length; i++) {
      if (!(buckets[i]![0] > buckets[i - 1]![0])) throw new Error(`${where}: buckets out of order`);
      if (buckets[i]![1] < buckets[i - 1]![1]) throw new Error(`${where}: buckets not cumulative`);
    }
    const last = buckets[buckets.length - 1];
    if (last === undefined || last[0] !== Infinity || last[1] !== count) throw new Error(`${where}: no +Inf bucket equal to _count`);
  }
}

export function parsePrometheusText(text: string): Family[] {
  if (text !== '' && !text.endsWith('\n')) throw new Error('the text does not end with a line feed');
  const families: Family[] = [];
  const seen = new Set<string>();
  let current: Family | undefined;
  const help = new Map<string, string>();
  for (const line of text.split('\n').slice(0, -1)) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const type = TYPE.exec(line);
      if (type) {
        const [, name, kind] = type as unknown as [string, string, MetricType];
        if (families.some((f) => f.name === name)) throw new Error(`a second TYPE for ${name}`);
        current = { name, type: kind, help: help.get(name) ?? '', samples: [] };
        families.push(current);
        continue;
      }
      const described = HELP.exec(line);
      if (described) help.set(described[1]!, described[2] ?? '');
      else if (/^# (HELP|TYPE)\b/.test(line)) throw new Error(`malformed line: ${line}`);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (match === null) throw new Error(`malformed sample: ${line}`);
    const [, name, labelText, value] = match as unknown as [string, string, string | undefined, string];
    if (!familyOf(name, current)) throw new Error(`a sample outside its family: ${line}`);
    const labels = parseLabels(labelText ?? '', line);
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seen.has(key)) throw new Error(`a sample twice: ${line}`);
    seen.add(key);
    const sample = { name, labels, value: toNumber(value) };
    if (current!.type === 'counter' && !(sample.value >= 0)) throw new Error(`a negative counter: ${line}`);
    current!.samples.push(sample);
  }
  for (const family of families) {
    family.help = help.get(family.name) ?? family.help;
    if (family.type === 'histogram') checkHistogram(family);
  }
  return families;
}

/** The value of the sample of `name` whose labels include `labels`; NaN when there is none. */
export function sampleValue(families: readonly Family[], name: string, labels: Record<string, string> = {}): number {
  for (const family of families) {
    for (const sample of family.samples) {
      if (sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v)) return sample.value;
    }
  }
  return Number.NaN;
}
