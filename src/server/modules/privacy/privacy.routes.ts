import type { FastifyInstance } from 'fastify';
import { vietnamDate } from '../../../common/dates.ts';
import { requirePermission } from '../../http/access.ts';
import { ok } from '../../http/reply.ts';
import { PRIVACY_DOCS as docs } from './docs.ts';
import { zipStream } from './export-zip.ts';
import type { PrivacyService } from './privacy.service.ts';

type Query = { email?: string; phone?: string; format?: string; receivedOn?: string; requestNo?: string };

/** Requests from a person about their data (decision 040): find, export, erase. */
export function registerPrivacyRoutes(app: FastifyInstance, privacy: PrivacyService): void {
  app.get('/api/privacy/subjects', { config: { api: docs.subjects } }, async (request) => {
    requirePermission(request, 'r', 'UserPrivacy');
    return ok(await privacy.subjects(request.query as Query));
  });

  app.get('/api/privacy/export', { config: { api: docs.export } }, async (request, reply) => {
    const auth = requirePermission(request, 'r', 'UserPrivacy');
    const query = request.query as Query;
    const isZip = query.format === 'zip';
    const { document, files } = await privacy.export(query, auth);
    const json = JSON.stringify(document, null, 2);
    const name = `personal-data-${vietnamDate()}.${isZip ? 'zip' : 'json'}`;
    reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
    if (!isZip) return reply.type('application/json; charset=utf-8').send(json);
    async function* entries() {
      yield { path: 'personal-data.json', data: Buffer.from(json) };
      for (const file of files) {
        const data = await privacy.openFile(file);
        if (data) yield { path: file.path, data };
      }
    }
    return reply
      .type('application/zip')
      .send(zipStream(entries(), (err) => request.log.error({ err }, 'personal data export stopped')));
  });

  app.post('/api/privacy/erase', { config: { api: docs.erase } }, async (request) => {
    const auth = requirePermission(request, 'd', 'UserPrivacy');
    return ok(await privacy.erase(request.body, auth));
  });
}
