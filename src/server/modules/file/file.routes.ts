import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { canUploadImages, EDITED_PAGES } from '../../../common/permissions.ts';
import { looseText } from '../../../common/schemas/fields.ts';
import { forbidden, notFound, parseOrThrow } from '../../errors.ts';
import { requireAuth } from '../../http/access.ts';
import { readForm } from '../../http/multipart.ts';
import { isValidKey } from '../../storage/file-store.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';
import type { FileService } from './file.service.ts';

/** Any fileUrl that is not a stored key is simply not found, whatever its shape. */
const downloadQuery = z.object({ fileUrl: looseText, fileName: z.unknown().optional() });

const DOCS = {
  download: {
    tag: 'Files',
    summary: 'Download an attachment a record references (job CV forms: anyone; inquiry files: rQnAQnA)',
    access: 'public',
    query: named('DownloadQuery', downloadQuery),
    produces: { contentType: 'application/octet-stream', description: 'The file, as an attachment' },
    errors: [404],
  },
  upload: {
    tag: 'Files',
    summary: 'Upload an editor image into the media library; answers {location} without the envelope',
    access: 'admin',
    // What canUploadImages accepts: an add or edit right on a page staff write.
    right: EDITED_PAGES.flatMap((page) => [`a${page}`, `e${page}`]),
    body: { ...named('ImageUpload', z.object({})), type: 'multipart', files: ['file'] },
    produces: {
      contentType: 'application/json',
      description: 'Where the stored image is served',
      schema: named('UploadedImage', z.object({ location: z.string() })),
    },
    errors: [413, 415],
  },
} satisfies Record<string, RouteDoc>;

/** RFC 6266 Content-Disposition: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_') || 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * `publicImages`: where browsers read public images when the bucket serves them (S3_PUBLIC_URL);
 * /uploads/img/… then answers with a permanent redirect there, so stored pages keep one address.
 */
export function registerFileRoutes(
  app: FastifyInstance,
  files: FileService,
  { publicImages }: { publicImages?: string | undefined } = {},
): void {
  app.get('/file/download', { config: { api: DOCS.download } }, async (request, reply) => {
    const { fileUrl } = parseOrThrow(downloadQuery, request.query);
    const file = await files.download(fileUrl, request.auth?.settings ?? []);
    return reply
      .header('Content-Type', file.type)
      .header('Content-Disposition', contentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Length', file.file.size)
      .send(file.file.stream);
  });

  /** Editor image upload: answers {location} like the usual rich-text editor upload reply. */
  app.post('/file/upload', { config: { api: DOCS.upload } }, async (request) => {
    const auth = requireAuth(request);
    if (!canUploadImages(auth.settings)) throw forbidden();
    return { location: await files.uploadImage(await readForm(request, ['file']), auth) };
  });

  /** Public images: immutable, long-lived, straight from the store. */
  app.get('/uploads/img/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (publicImages && isValidKey(`img/${name}`))
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .redirect(`${publicImages}/img/${name}`, 301);
    const image = await files.image(name);
    if (!image) throw notFound();
    return reply
      .header('Content-Type', image.type)
      .header('Content-Length', image.file.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(image.file.stream);
  });
}
