/**
 * A few seconds of memory for public GET answers. Visitors all ask for the same first pages, so
 * serving the serialized answer again spares the database and rendering. Any content write made
 * through this process clears every cache at once (`contentChanged`); other processes sharing the
 * database see it within the TTL.
 */
let generation = 0;

/** Called after every content write: all public caches of this process start afresh. */
export function contentChanged(): void {
  generation += 1;
}

export function microCache<T = string>({ ttlMs = 2000, maxEntries = 500 } = {}) {
  const entries = new Map<string, { value: T; expires: number; generation: number }>();
  return {
    async get(key: string, produce: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now && hit.generation === generation) return hit.value;
      const value = await produce();
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { value, expires: now + ttlMs, generation });
      return value;
    },
  };
}
