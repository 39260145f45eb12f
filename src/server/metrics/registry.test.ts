import { describe, expect, it } from 'vitest';
import { parseMetrics, sampleValue } from '../test/metrics-text.ts';
import { metricsRegistry } from './registry.ts';

describe('the metrics registry', () => {
  it('writes counters, gauges and histograms in the text format a scraper parses', async () => {
    const registry = metricsRegistry();
    const hits = registry.counter('t_hits_total', 'Hits');
    const depth = registry.gauge('t_depth', 'Depth');
    const took = registry.histogram('t_seconds', 'Time', [0.1, 1]);
    hits.inc({ route: '/api/news/:id' });
    hits.inc({ route: '/api/news/:id' }, 2);
    hits.inc({ route: 'say "hi"\\\n' });
    depth.set({}, 7);
    took.observe({ route: '/a' }, 0.05);
    took.observe({ route: '/a' }, 0.5);
    took.observe({ route: '/a' }, 3);

    const text = await registry.render();
    const { samples, types } = parseMetrics(text);
    expect(types).toEqual(
      new Map([
        ['t_hits_total', 'counter'],
        ['t_depth', 'gauge'],
        ['t_seconds', 'histogram'],
      ]),
    );
    expect(sampleValue(samples, 't_hits_total', { route: '/api/news/:id' })).toBe(3);
    expect(sampleValue(samples, 't_hits_total', { route: 'say "hi"\\\n' })).toBe(1);
    expect(text).toContain('t_hits_total{route="say \\"hi\\"\\\\\\n"} 1');
    expect(sampleValue(samples, 't_depth')).toBe(7);
    expect(samples.filter((s) => s.name === 't_seconds_bucket').map((s) => [s.labels.le, s.value])).toEqual([
      ['0.1', 1],
      ['1', 2],
      ['+Inf', 3],
    ]);
    expect(sampleValue(samples, 't_seconds_sum')).toBeCloseTo(3.55);
    expect(sampleValue(samples, 't_seconds_count')).toBe(3);
  });

  it('reads collected values at each render', async () => {
    const registry = metricsRegistry();
    const gauge = registry.gauge('t_now', 'Now');
    let n = 0;
    registry.collect(() => gauge.set({}, ++n));
    await registry.render();
    expect(sampleValue(parseMetrics(await registry.render()).samples, 't_now')).toBe(2);
  });

  it('refuses one name twice', () => {
    const registry = metricsRegistry();
    registry.counter('t_total', 'x');
    expect(() => registry.gauge('t_total', 'y')).toThrow(/twice/);
  });
});
