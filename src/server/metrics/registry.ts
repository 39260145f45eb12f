/**
 * A small registry of counters, gauges and histograms written in the Prometheus text exposition
 * format (version 0.0.4). The site needs a dozen series; this is the part of a metrics client it
 * uses, without a dependency (docs/decisions/019-api-reference-and-metrics.md).
 */

type Labels = Record<string, string>;

interface Family {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  /** The family's sample lines, without HELP and TYPE. */
  lines(): string[];
}

/** Label values escaped as the format asks: backslash, double quote and line feed. */
const escapeValue = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

function labelText(labels: Labels, extra?: Labels): string {
  const pairs = Object.entries({ ...labels, ...extra });
  return pairs.length ? `{${pairs.map(([k, v]) => `${k}="${escapeValue(v)}"`).join(',')}}` : '';
}

/** Numbers as the format writes them: +Inf, -Inf, NaN, else the shortest decimal. */
const numberText = (value: number) =>
  Number.isNaN(value) ? 'NaN' : value === Infinity ? '+Inf' : value === -Infinity ? '-Inf' : String(value);

/** One child per distinct set of label values, in the order they first appeared. */
function children<T>(create: () => T) {
  const byKey = new Map<string, { labels: Labels; child: T }>();
  return {
    get(labels: Labels): T {
      const key = JSON.stringify(labels);
      let entry = byKey.get(key);
      if (!entry) {
        entry = { labels, child: create() };
        byKey.set(key, entry);
      }
      return entry.child;
    },
    entries: () => [...byKey.values()],
  };
}

export interface Counter {
  inc(labels?: Labels, by?: number): void;
}

export interface Histogram {
  observe(labels: Labels, value: number): void;
}

export interface Gauge {
  set(labels: Labels, value: number): void;
}

export function metricsRegistry() {
  const families: Family[] = [];
  const collectors: Array<() => Promise<void> | void> = [];
  const add = <T extends Family>(family: T): T => {
    if (families.some((f) => f.name === family.name))
      throw new Error(`metric ${family.name} registered twice`);
    families.push(family);
    return family;
  };

  const valueFamily = (name: string, help: string, type: 'gauge' | 'counter'): Gauge => {
    const values = children(() => ({ value: 0 }));
    add({
      name,
      help,
      type,
      lines: () =>
        values.entries().map(({ labels, child }) => `${name}${labelText(labels)} ${numberText(child.value)}`),
    });
    return {
      set(labels, value) {
        values.get(labels).value = value;
      },
    };
  };

  return {
    counter(name: string, help: string): Counter {
      const values = children(() => ({ value: 0 }));
      add({
        name,
        help,
        type: 'counter',
        lines: () =>
          values.entries().map(({ labels, child }) => `${name}${labelText(labels)} ${child.value}`),
      });
      return {
        inc(labels = {}, by = 1) {
          values.get(labels).value += by;
        },
      };
    },

    /** A gauge whose values are set by a collector just before each scrape (or whenever they change). */
    gauge(name: string, help: string): Gauge {
      return valueFamily(name, help, 'gauge');
    },

    /** A counter read from elsewhere at each scrape (CPU seconds): set, never counted here. */
    sampledCounter(name: string, help: string): { set(value: number): void } {
      const family = valueFamily(name, help, 'counter');
      return { set: (value) => family.set({}, value) };
    },

    /** Cumulative buckets (upper bounds, ascending), plus +Inf, _sum and _count, as the format defines. */
    histogram(name: string, help: string, bounds: readonly number[]): Histogram {
      const values = children(() => ({ buckets: bounds.map(() => 0), sum: 0, count: 0 }));
      add({
        name,
        help,
        type: 'histogram',
        lines: () =>
          values
            .entries()
            .flatMap(({ labels, child }) => [
              ...bounds.map(
                (bound, i) =>
                  `${name}_bucket${labelText(labels, { le: numberText(bound) })} ${child.buckets[i]}`,
              ),
              `${name}_bucket${labelText(labels, { le: '+Inf' })} ${child.count}`,
              `${name}_sum${labelText(labels)} ${child.sum}`,
              `${name}_count${labelText(labels)} ${child.count}`,
            ]),
      });
      return {
        observe(labels, value) {
          const child = values.get(labels);
          bounds.forEach((bound, i) => {
            if (value <= bound) child.buckets[i]! += 1;
          });
          child.sum += value;
          child.count += 1;
        },
      };
    },

    /** Runs before every scrape: reads values that are asked for rather than counted (memory, backlog). */
    collect(collector: () => Promise<void> | void): void {
      collectors.push(collector);
    },

    /** The whole registry in the text format, each family with its HELP and TYPE lines. */
    async render(): Promise<string> {
      await Promise.all(collectors.map((collector) => collector()));
      return families
        .flatMap((f) => [
          `# HELP ${f.name} ${f.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`,
          `# TYPE ${f.name} ${f.type}`,
          ...f.lines(),
        ])
        .join('\n')
        .concat('\n');
    },
  };
}

export type MetricsRegistry = ReturnType<typeof metricsRegistry>;

/** The content type of the format, for the answer's header. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
