import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../env.ts';
import { requirePermission } from '../../http/access.ts';
import { readForm } from '../../http/multipart.ts';
import { idParam } from '../../http/params.ts';
import { ok, sendCsv } from '../../http/reply.ts';
import { expectedVersion, savingVersioned, versionedAnswer } from '../../http/row-version.ts';
import { QNA_DOCS as docs } from './docs.ts';
import { qnaResource } from './qna.resource.ts';
import type { QnaService } from './qna.service.ts';

const { page, upload } = qnaResource;
const fileFields = upload ? [upload.field] : [];

type Deps = { qna: QnaService; config: Readonly<Config> };

/**
 * The inquiry form posted by a browser to its page (without scripts, or before they ran; decision
 * 030): the same rules, limits and e-mail as POST /api/qna. The form is read even from an address
 * over its hourly limit, so that the page can show what was typed with the refusal.
 */
export const inquiryPageForm =
  ({ qna, config }: Deps) =>
  async (request: FastifyRequest, fields: Record<string, unknown>) => {
    const refusal = await qna.assertUnderLimit(request.clientIp).then(
      () => null,
      (error: unknown) => error,
    );
    const form = await readForm(request, fileFields, fields);
    if (refusal) throw refusal;
    await qna.create(form, { ip: request.clientIp, publicOrigin: config.publicUrl });
  };

export function registerQnaRoutes(app: FastifyInstance, { qna, config }: Deps): void {
  /**
   * A visitor's inquiry; the limit is checked before the body is read, so floods cost little. The
   * staff e-mail is queued with it and sent afterwards, so SMTP can neither slow nor fail the visitor.
   */
  app.post(qnaResource.api, { config: { api: docs.send } }, async (request) => {
    await qna.assertUnderLimit(request.clientIp);
    const form = await readForm(request, fileFields);
    const inquiry = await qna.create(form, { ip: request.clientIp, publicOrigin: config.publicUrl });
    return ok(inquiry.qnaNo);
  });

  app.get(qnaResource.api, { config: { api: docs.list } }, async (request) =>
    ok(await qna.list(request.query, requirePermission(request, 'r', page))),
  );

  /** The list's current filter as a spreadsheet file; the history notes how many rows left. */
  app.get(`${qnaResource.api}/export`, { config: { api: docs.export } }, async (request, reply) => {
    const auth = requirePermission(request, 'r', page);
    return sendCsv(request, reply, await qna.exportCsv(request.query, auth));
  });

  app.get(`${qnaResource.api}/:id`, { config: { api: docs.one } }, async (request, reply) => {
    const auth = requirePermission(request, 'r', page);
    return versionedAnswer(reply, await qna.get(idParam(request.params), auth));
  });

  /** Status change only; from the version it started from, when it names one (decision 057). */
  app.post(`${qnaResource.api}/:id`, { config: { api: docs.status } }, async (request) => {
    const auth = requirePermission(request, 'e', page);
    const id = idParam(request.params);
    return ok(
      await savingVersioned(
        () => qna.setStatus(id, request.body, auth, expectedVersion(request)),
        () => qna.get(id, auth),
      ),
    );
  });

  app.delete(qnaResource.api, { config: { api: docs.remove } }, async (request) => {
    const ids = await qna.remove(request.body, requirePermission(request, 'd', page));
    request.historyNote = `${qnaResource.idField}=${ids.join(',')}`;
    return ok(ids);
  });

  /** Out of the Trash, with the same body as a delete; the history names the ids. */
  app.post(`${qnaResource.api}/restore`, { config: { api: docs.restore } }, async (request) => {
    const ids = await qna.restore(request.body, requirePermission(request, 'd', page));
    request.historyNote = `${qnaResource.idField}=${ids.join(',')}`;
    return ok(ids);
  });
}
