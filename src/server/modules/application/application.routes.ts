import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../env.ts';
import { requirePermission } from '../../http/access.ts';
import { readForm } from '../../http/multipart.ts';
import { idParam } from '../../http/params.ts';
import { ok, sendCsv } from '../../http/reply.ts';
import { expectedVersion, savingVersioned, versionedAnswer } from '../../http/row-version.ts';
import { applicationResource } from './application.resource.ts';
import type { ApplicationService } from './application.service.ts';
import { APPLICATION_DOCS as docs } from './docs.ts';

const { page, upload, api } = applicationResource;
const cvField = upload ? [upload.field] : [];

type Deps = { applications: ApplicationService; config: Readonly<Config> };

/**
 * The apply form posted by a browser to the job's apply page (without scripts, or before they ran;
 * decision 030): the same rules, limits and e-mails as POST /api/job/{jobNo}/apply. A form refused
 * for its fields keeps the CV it carried: the page sends its token back in a hidden field.
 */
export const applyPageForm =
  ({ applications, config }: Deps) =>
  async (request: FastifyRequest, fields: Record<string, unknown>, params: Record<string, string>) => {
    const refusal = await applications.assertUnderLimit(request.clientIp).then(
      () => null,
      (error: unknown) => error,
    );
    const form = await readForm(request, cvField, fields);
    if (refusal) throw refusal;
    await applications.apply(Number(params.jobNo), form, {
      ip: request.clientIp,
      publicOrigin: config.publicUrl,
      keep: (held) => Object.assign(fields, { cvHeld: held.token, cvHeldName: held.fileName }),
    });
  };

export function registerApplicationRoutes(app: FastifyInstance, { applications, config }: Deps): void {
  /** An applicant's application; the limit is checked before the body is read. */
  app.post('/api/job/:id/apply', { config: { api: docs.apply } }, async (request) => {
    const jobNo = idParam(request.params);
    await applications.assertUnderLimit(request.clientIp);
    const form = await readForm(request, cvField);
    return ok(
      await applications.apply(jobNo, form, {
        ip: request.clientIp,
        publicOrigin: config.publicUrl,
      }),
    );
  });

  app.get(api, { config: { api: docs.list } }, async (request) =>
    ok(await applications.list(request.query, requirePermission(request, 'r', page))),
  );

  app.get(`${api}/export`, { config: { api: docs.export } }, async (request, reply) => {
    const auth = requirePermission(request, 'r', page);
    return sendCsv(request, reply, await applications.exportCsv(request.query, auth));
  });

  app.get(`${api}/counts`, { config: { api: docs.counts } }, async (request) => {
    requirePermission(request, 'r', page);
    return ok(await applications.countsByJob());
  });

  app.get(`${api}/sources`, { config: { api: docs.sources } }, async (request) => {
    requirePermission(request, 'r', page);
    return ok(await applications.sources());
  });

  app.get(`${api}/jobs`, { config: { api: docs.jobs } }, async (request) => {
    requirePermission(request, 'r', page);
    return ok(await applications.jobsApplied());
  });

  // Stage e-mails, bulk moves and messages (decision 052).
  app.get(`${api}/templates`, { config: { api: docs.templates } }, async (request) => {
    requirePermission(request, 'r', page);
    return ok(await applications.templates());
  });

  app.post(`${api}/templates`, { config: { api: docs.saveTemplate } }, async (request) => {
    const auth = requirePermission(request, 'e', page);
    const { statusCd, localeCd } = (request.body ?? {}) as { statusCd?: unknown; localeCd?: unknown };
    // A stale save answers the template as the list shows it now (decision 057).
    const answer = await savingVersioned(
      () => applications.saveTemplate(request.body, auth, expectedVersion(request)),
      async () =>
        (await applications.templates()).list.find(
          (template) => template.statusCd === statusCd && template.localeCd === localeCd,
        ) ?? {},
    );
    request.historyNote = `statusCd=${String(statusCd)} localeCd=${String(localeCd)}`;
    return ok(answer);
  });

  app.post(`${api}/templates/preview`, { config: { api: docs.previewTemplate } }, async (request) => {
    requirePermission(request, 'r', page);
    return ok(applications.previewTemplate(request.body));
  });

  app.post(`${api}/bulk`, { config: { api: docs.bulk } }, async (request) => {
    const auth = requirePermission(request, 'e', page);
    const moved = await applications.changeStatusOfMany(request.body, auth);
    request.historyNote = `${applicationResource.idField}=${moved.join(',')}`;
    return ok({ updated: moved.length });
  });

  app.post(`${api}/:id/message`, { config: { api: docs.message } }, async (request) => {
    const auth = requirePermission(request, 'e', page);
    const messageNo = await applications.sendMessage(idParam(request.params), request.body, auth);
    request.historyNote = `messageNo=${messageNo}`;
    return ok('OK' as const);
  });

  app.get(`${api}/:id`, { config: { api: docs.one } }, async (request, reply) => {
    const auth = requirePermission(request, 'r', page);
    return versionedAnswer(reply, await applications.get(idParam(request.params), auth));
  });

  app.post(`${api}/:id`, { config: { api: docs.status } }, async (request) => {
    const auth = requirePermission(request, 'e', page);
    const id = idParam(request.params);
    return ok(
      await savingVersioned(
        () => applications.setStatus(id, request.body, auth, expectedVersion(request)),
        () => applications.get(id, auth),
      ),
    );
  });

  app.delete(api, { config: { api: docs.remove } }, async (request) => {
    const ids = await applications.remove(request.body, requirePermission(request, 'd', page));
    request.historyNote = `${applicationResource.idField}=${ids.join(',')}`;
    return ok(ids);
  });

  app.post(`${api}/restore`, { config: { api: docs.restore } }, async (request) => {
    const ids = await applications.restore(request.body, requirePermission(request, 'd', page));
    request.historyNote = `${applicationResource.idField}=${ids.join(',')}`;
    return ok(ids);
  });
}
