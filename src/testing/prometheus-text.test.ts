import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from './prometheus-text';

const histogram = (buckets: string, count = '3', sum = '0.5'): string => `# HELP h_seconds Time.
# TYPE h_seconds histogram
${buckets}h_seconds_sum{tool="a"} ${sum}
h_seconds_count{tool="a"} ${count}
`;

describe('parsePrometheusText', () => {
  it('reads families, labels (escapes included) and values', () => {
    const families = parsePrometheusText(`# HELP requests_total Requests.
# TYPE requests_total counter
requests_total{route="execute",tool="a\\"b\\\\c\\nd"} 3
requests_total{route="app"} 1.5e3
# a comment
# TYPE up gauge
up -Inf
${histogram('h_seconds_bucket{le="0.1",tool="a"} 1\nh_seconds_bucket{le="+Inf",tool="a"} 3\n')}`);
    expect(families.map((f) => [f.name, f.type])).toEqual([
      ['requests_total', 'counter'],
      ['up', 'gauge'],
      ['h_seconds', 'histogram'],
    ]);
    expect(families[0]!.help).toBe('Requests.');
    expect(families[0]!.samples[0]!.labels).toEqual({ route: 'execute', tool: 'a"b\\c\nd' });
    expect(sampleValue(families, 'requests_total', { route: 'app' })).toBe(1500);
    expect(sampleValue(families, 'up')).toBe(-Infinity);
    expect(sampleValue(families, 'h_seconds_count', { tool: 'a' })).toBe(3);
  });

  it.each([
    ['no final line feed', '# TYPE a gauge\na 1'],
    ['a sample before its TYPE', 'a 1\n'],
    ['a sample of another family', '# TYPE a gauge\nb 1\n'],
    ['a value that is not a number', '# TYPE a gauge\na one\n'],
    ['an unquoted label value', '# TYPE a gauge\na{x=1} 1\n'],
    ['an unknown escape', '# TYPE a gauge\na{x="\\t"} 1\n'],
    ['a label twice', '# TYPE a gauge\na{x="1",x="2"} 1\n'],
    ['a sample twice', '# TYPE a gauge\na{x="1"} 1\na{x="1"} 2\n'],
    ['a negative counter', '# TYPE a counter\na -1\n'],
    ['two TYPE lines', '# TYPE a gauge\n# TYPE a counter\n'],
    ['an unknown type', '# TYPE a meter\n'],
    ['a histogram without +Inf', histogram('h_seconds_bucket{le="0.1",tool="a"} 1\n')],
    ['a histogram whose +Inf is not its count', histogram('h_seconds_bucket{le="+Inf",tool="a"} 2\n')],
    [
      'buckets that are not cumulative',
      histogram('h_seconds_bucket{le="0.1",tool="a"} 3\nh_seconds_bucket{le="1",tool="a"} 2\nh_seconds_bucket{le="+Inf",tool="a"} 3\n'),
    ],
    ['a bare histogram sample', '# TYPE h histogram\nh 1\n'],
  ])('rejects %s', (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
