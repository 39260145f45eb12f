/**
 * A few seconds of memory for public GET answers. Visitors all ask for the same first pages, so
 * serving the serialized answer again spares the database and JSON work. Writes made through this
 * process clear the cache at once; other processes sharing the database see them within the TTL.
 */
export function microCache({ ttlMs = 2000, maxEntries = 500 } = {}) {
  const entries = new Map<string, { body: string; expires: number }>();
  return {
    async get(key: string, produce: () => Promise<unknown>): Promise<string> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.body;
      const body = JSON.stringify(await produce());
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { body, expires: now + ttlMs });
      return body;
    },
    clear(): void {
      entries.clear();
    },
  };
}
