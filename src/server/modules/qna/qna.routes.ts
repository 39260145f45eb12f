import type { FastifyInstance } from 'fastify';
import { type InquiryInput, inquiryStatusSchema } from '../../../common/schemas/inquiry.ts';
import { deleteBodySchema } from '../../../common/schemas/list.ts';
import { foldForSearch } from '../../../common/text.ts';
import { requirePermission } from '../../auth/access.ts';
import { countRecent, recordHit } from '../../auth/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound, parseOrThrow, tooManyRequests } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { inquiryNotifier } from '../../notify/inquiry-notifier.ts';
import { readForm, requireType, storeAttachment } from '../../storage/uploads.ts';
import { contentRepository } from '../content/repository.ts';
import { idParam } from '../content/routes.ts';
import { contentService } from '../content/service.ts';
import { qnaResource } from './qna.resource.ts';

const HOURLY_LIMIT = 10;

export function registerQnaRoutes(app: FastifyInstance, { config, db, store }: AppDeps): void {
  const repo = contentRepository(db, qnaResource);
  const service = contentService(qnaResource, repo, store);
  const upload = qnaResource.upload!;
  const deleteBody = deleteBodySchema(qnaResource.idField);
  const notifyStaff = inquiryNotifier(app, config);

  /** A visitor's inquiry. Every POST counts towards the hourly limit of its address. */
  app.post('/api/qna', async (request) => {
    const key = request.clientIp;
    if ((await countRecent(db, 'qna', key, 3_600_000)) >= HOURLY_LIMIT)
      throw tooManyRequests('Too many inquiries from your address. Please try again in an hour.');
    await recordHit(db, 'qna', key);
    const form = await readForm(request, [upload.field]);
    const input = parseOrThrow(qnaResource.schema, form.fields);
    const file = form.files[upload.field];
    const fileUrl = file
      ? await storeAttachment(store, file, requireType(file, upload.accepts, upload.typeMessage))
      : '';
    const fileName = file ? file.fileName : '';
    const createDt = new Date().toISOString();
    const id = await repo.insert({
      ...input,
      statusCd: '10',
      fileUrl,
      fileName,
      ipaddress: request.clientIp,
      titleSearch: foldForSearch(`${input.title} ${input.name}`),
      contentsSearch: foldForSearch(String(input.contents)),
      useYn: 'Y',
      delYn: 'N',
      createDt,
    });
    // Only once the row is stored; never awaited, so SMTP can neither slow nor fail the visitor.
    notifyStaff(request, { ...(input as InquiryInput), qnaNo: id, fileName, createDt });
    return ok(id);
  });

  app.get('/api/qna', async (request) =>
    ok(await service.list(request.query, requirePermission(request, 'r', 'QnAQnA'))),
  );

  app.get('/api/qna/:id', async (request) => {
    const auth = requirePermission(request, 'r', 'QnAQnA');
    return ok(await service.get(idParam(request.params), auth));
  });

  /** Status change only: staff never edit what a visitor wrote. */
  app.post('/api/qna/:id', async (request) => {
    const auth = requirePermission(request, 'e', 'QnAQnA');
    const id = idParam(request.params);
    const { statusCd } = parseOrThrow(inquiryStatusSchema, request.body);
    if (!(await repo.findById(id, { delYn: 'N' }))) throw notFound();
    await repo.update(id, { statusCd, modifyId: auth.user.username, modifyDt: new Date().toISOString() });
    return ok('OK');
  });

  app.delete('/api/qna', async (request) => {
    const auth = requirePermission(request, 'd', 'QnAQnA');
    return ok(await service.remove(parseOrThrow(deleteBody, request.body), auth));
  });
}
