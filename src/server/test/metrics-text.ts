/**
 * A strict reader of the Prometheus text exposition format (0.0.4), for tests: every line must be
 * empty, a HELP or TYPE comment or a sample `name{label="value",…} number`; samples must follow their
 * family's TYPE, and histogram buckets must be cumulative and end with +Inf equal to _count.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/y;

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`bad labels in: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

function parseValue(text: string, line: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  // Prometheus reads floats with Go's ParseFloat, which takes NaN in any case; prom-client writes `Nan`.
  if (text.toLowerCase() === 'nan') return Number.NaN;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
  return value;
}

export function parseMetrics(text: string): { samples: Sample[]; types: Map<string, string> } {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split('\n')) {
    // The format ignores empty lines; prom-client writes one between families.
    if (line === '' || line.startsWith('# HELP ')) continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      if (types.has(type[1]!)) throw new Error(`TYPE given twice for ${type[1]}`);
      types.set(type[1]!, type[2]!);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${JSON.stringify(line)}`);
    const name = match[1]!;
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '');
    if (!types.has(family)) throw new Error(`sample before its TYPE: ${line}`);
    if (family !== name && types.get(family) !== 'histogram')
      throw new Error(`suffix on a ${types.get(family)}: ${line}`);
    samples.push({ name, labels: parseLabels(match[2] ?? '', line), value: parseValue(match[3]!, line) });
  }
  checkHistograms(samples, types);
  return { samples, types };
}

function checkHistograms(samples: Sample[], types: Map<string, string>): void {
  for (const [family, type] of types) {
    if (type !== 'histogram') continue;
    const series = new Map<string, Sample[]>();
    for (const s of samples.filter((x) => x.name === `${family}_bucket`)) {
      const { le: _, ...rest } = s.labels;
      const key = JSON.stringify(rest);
      series.set(key, [...(series.get(key) ?? []), s]);
    }
    for (const [key, buckets] of series) {
      const counts = buckets.map((b) => b.value);
      if (counts.some((c, i) => i > 0 && c < counts[i - 1]!))
        throw new Error(`${family}${key}: buckets not cumulative`);
      if (buckets.at(-1)!.labels.le !== '+Inf') throw new Error(`${family}${key}: last bucket is not +Inf`);
      const count = samples.find((s) => s.name === `${family}_count` && JSON.stringify(s.labels) === key);
      if (count?.value !== counts.at(-1))
        throw new Error(`${family}${key}: _count differs from the +Inf bucket`);
    }
  }
}

/** The value of the one sample with this name whose labels include `labels`; undefined when none. */
export function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    ?.value;
}
