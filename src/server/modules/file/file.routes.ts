import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { vietnamDate } from '../../../common/dates.ts';
import { can } from '../../../common/permissions.ts';
import { looseText } from '../../../common/schemas/fields.ts';
import { requireAuth } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, forbidden, notFound, parseOrThrow } from '../../http/errors.ts';
import { isValidKey } from '../../storage/file-store.ts';
import { IMAGE_KINDS, mimeForExtension } from '../../storage/file-types.ts';
import { readForm, requireType, storeImage } from '../../storage/uploads.ts';
import { whereOpenOn } from '../content/repository.ts';

/** Any fileUrl that is not a stored key is simply not found, whatever its shape. */
const downloadQuery = z.object({ fileUrl: looseText, fileName: z.unknown().optional() });

/** RFC 6266 Content-Disposition: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_') || 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function registerFileRoutes(app: FastifyInstance, { db, store }: AppDeps): void {
  /**
   * Attachments are served only when a record references them and the caller may read it: job CV
   * forms of public jobs (or any job, for staff with the recruit read right), inquiry files for
   * QnA readers. Anything else, including any path tricks, is a plain 404.
   */
  app.get('/file/download', async (request, reply) => {
    const { fileUrl } = parseOrThrow(downloadQuery, request.query);
    if (!isValidKey(fileUrl) || !fileUrl.startsWith('file/')) throw notFound('File does not exist');
    const settings = request.auth?.settings ?? [];
    let jobs = db
      .selectFrom('job')
      .select('fileName')
      .where('fileUrl', '=', fileUrl)
      .where('delYn', '=', 'N');
    if (!can(settings, 'r', 'BoardRecruit'))
      jobs = jobs.where('useYn', '=', 'Y').where(whereOpenOn(vietnamDate()));
    let owner = await jobs.executeTakeFirst();
    if (!owner && can(settings, 'r', 'QnAQnA'))
      owner = await db
        .selectFrom('qna')
        .select('fileName')
        .where('fileUrl', '=', fileUrl)
        .where('delYn', '=', 'N')
        .executeTakeFirst();
    const data = owner && (await store.get(fileUrl));
    if (!owner || !data) throw notFound('File does not exist');
    const ext = fileUrl.slice(fileUrl.lastIndexOf('.') + 1);
    return reply
      .header('Content-Type', mimeForExtension(ext))
      .header('Content-Disposition', contentDisposition(owner.fileName || `download.${ext}`))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(data);
  });

  /** Editor image upload: answers {location} like the usual rich-text editor upload reply. */
  app.post('/file/upload', async (request) => {
    const auth = requireAuth(request);
    if (!auth.settings.some((s) => s === '0ALL' || /^[ae](Main|Board)/.test(s))) throw forbidden();
    const form = await readForm(request, ['file']);
    const file = form.files.file;
    if (!file) throw badRequest('file is required: choose an image');
    const image = await storeImage(
      store,
      file,
      requireType(file, IMAGE_KINDS, 'Only jpg, png, gif, webp files are available'),
      [1200],
    );
    return { location: image.variants[0]?.url ?? image.url };
  });

  /** Public images: immutable, long-lived, straight from the store. */
  app.get('/uploads/img/:name', async (request, reply) => {
    const key = `img/${(request.params as { name: string }).name}`;
    const data = isValidKey(key) ? await store.get(key) : null;
    if (!data) throw notFound();
    return reply
      .header('Content-Type', mimeForExtension(key.slice(key.lastIndexOf('.') + 1)))
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(data);
  });
}
