import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { can } from '../../../common/permissions.ts';
import { minuteOf } from '../../../common/schedule-times.ts';
import { type Clock, systemClock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { isValidKey } from '../../storage/file-store.ts';
import { IMAGE_KINDS, mimeForExtension } from '../../storage/file-types.ts';
import { type FormInput, requireType, storeImage } from '../../storage/uploads.ts';
import { fileRepository } from './file.repository.ts';

const FILE_MISSING = 'File does not exist';

/**
 * Attachments are served only when a record references them and the caller may read it: job CV
 * forms of public jobs (or any job, for staff with the recruit read right), inquiry files for
 * QnA readers, CVs for Application readers. Anything else, including any path tricks, is a plain 404.
 */
export function fileService({
  db,
  store,
  now = systemClock,
}: {
  db: Db;
  store: FileStore;
  now?: Clock | undefined;
}) {
  const repo = fileRepository(db);
  const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

  return {
    async download(fileUrl: string, settings: readonly string[]) {
      if (!isValidKey(fileUrl) || !fileUrl.startsWith('file/')) throw notFound(FILE_MISSING);
      const canReadAllJobs = can(settings, 'r', CONTENT_TYPES.job.page);
      let owner = await repo.findJobAttachment(fileUrl, canReadAllJobs ? null : minuteOf(now()));
      if (!owner && can(settings, 'r', CONTENT_TYPES.qna.page))
        owner = await repo.findAttachment('qna', fileUrl);
      if (!owner && can(settings, 'r', CONTENT_TYPES.application.page))
        owner = await repo.findAttachment('application', fileUrl);
      const data = owner && (await store.get(fileUrl));
      if (!owner || !data) throw notFound(FILE_MISSING);
      const ext = extensionOf(fileUrl);
      return { data, type: mimeForExtension(ext), fileName: owner.fileName || `download.${ext}` };
    },

    /** Editor images: one 1200 px WebP rendition is what articles show. */
    async uploadImage(form: FormInput) {
      const file = form.files.file;
      if (!file) throw badRequest('file is required: choose an image');
      const type = requireType(file, IMAGE_KINDS, 'Only jpg, png, gif, webp files are available');
      const image = await storeImage(store, file, type, [1200]);
      return image.variants[0]?.url ?? image.url;
    },

    /** Public images by name, or null. */
    async image(name: string) {
      const key = `img/${name}`;
      const data = isValidKey(key) ? await store.get(key) : null;
      return data && { data, type: mimeForExtension(extensionOf(key)) };
    },
  };
}

export type FileService = ReturnType<typeof fileService>;
