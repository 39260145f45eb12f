import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { can } from '../../../common/permissions.ts';
import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { isValidKey } from '../../storage/file-store.ts';
import { IMAGE_KINDS, mimeForExtension } from '../../storage/file-types.ts';
import { type FormInput, requireType } from '../../storage/uploads.ts';
import type { BoardService } from '../content/service.ts';
import type { MediaService } from '../media/media.service.ts';
import { attachmentName } from './attachment-name.ts';
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
  jobs,
  library,
}: {
  db: Db;
  store: FileStore;
  /** The job board's service: which jobs visitors see is its rule. */
  jobs: Pick<BoardService, 'publicIds'>;
  library: Pick<MediaService, 'add' | 'editorUrl'>;
}) {
  const repo = fileRepository(db);
  const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

  /** The record holding the file that the caller may read, with its table; undefined when none. */
  async function ownerOf(fileUrl: string, settings: readonly string[]) {
    const canReadAllJobs = can(settings, 'r', CONTENT_TYPES.job.page);
    const job = await repo.findJobAttachment(fileUrl, canReadAllJobs ? null : jobs.publicIds());
    if (job) return { table: 'job' as const, ...job };
    const inquiry = can(settings, 'r', CONTENT_TYPES.qna.page) && (await repo.findInquiryAttachment(fileUrl));
    if (inquiry) return { table: 'qna' as const, ...inquiry };
    const cv = can(settings, 'r', CONTENT_TYPES.application.page) && (await repo.findCv(fileUrl));
    if (cv) return { table: 'application' as const, ...cv };
    return undefined;
  }

  return {
    async download(fileUrl: string, settings: readonly string[]) {
      if (!isValidKey(fileUrl) || !fileUrl.startsWith('file/')) throw notFound(FILE_MISSING);
      const owner = await ownerOf(fileUrl, settings);
      // Opened only once the caller may read it: the bytes are streamed from the store (decision 042).
      const file = owner && (await store.open(fileUrl));
      if (!owner || !file) throw notFound(FILE_MISSING);
      // Named by the site, never by the sender (decision 049).
      const fileName = attachmentName(owner.table, Number(owner.no), fileUrl);
      return { file, type: mimeForExtension(extensionOf(fileUrl)), fileName };
    },

    /**
     * Editor images go into the media library (decision 036); the article shows the item's
     * rendition at most 1280 px wide.
     */
    async uploadImage(form: FormInput, auth: Auth) {
      const file = form.files.file;
      if (!file) throw badRequest('file is required: choose an image');
      requireType(file, IMAGE_KINDS, 'Only jpg, png, gif, webp files are available');
      return library.editorUrl(await library.add(file, auth));
    },

    /** Public images by name, as a stream, or null. */
    async image(name: string) {
      const key = `img/${name}`;
      const file = isValidKey(key) ? await store.open(key) : null;
      return file && { file, type: mimeForExtension(extensionOf(key)) };
    },
  };
}

export type FileService = ReturnType<typeof fileService>;
