import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';

// Pages render through the built SSR entry; `npm test` builds first, a bare vitest run may not.
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { INQUIRY_RETENTION_DAYS: '45' } });
});
afterAll(() => server?.close());

const stateOf = (html: string) =>
  JSON.parse(/<script id="page-state" type="application\/json"[^>]*>(.*?)<\/script>/.exec(html)![1]!);

describe.skipIf(!isSiteBuilt)('the inquiry page (needs npm run build)', () => {
  it('hands its privacy policy the retention the server is configured with, in both languages', async () => {
    for (const path of ['/partner/partnership-inquiry', '/vi/partner/partnership-inquiry']) {
      const res = await server.api.raw(path, { method: 'GET' });
      expect(res.status, path).toBe(200);
      const state = stateOf(res.text);
      expect(state.route, path).toBe('inquiry');
      // The browser renders the policy dialog from this: "45 days …" / "45 ngày …".
      expect(state.data, path).toEqual({ retentionDays: 45, isSent: false, posted: null, privacyVersion: 1 });
    }
  });
});
