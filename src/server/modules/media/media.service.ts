import { CONTENT_TYPES } from '../../../common/content-types.ts';
import type { MediaRow, MediaUse } from '../../../common/rows.ts';
import { listQuerySchema } from '../../../common/schemas/list.ts';
import { MEDIA_EDITOR_WIDTH, type MediaInput, mediaSchema } from '../../../common/schemas/media.ts';
import { foldForSearch } from '../../../common/text.ts';
import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/index.ts';
import { assertVersion, versionOf } from '../../db/row-version.ts';
import { badRequest, conflict, notFound, parseOrThrow } from '../../errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { IMAGE_KINDS } from '../../storage/file-types.ts';
import { type FormInput, requireType, storeImage, type UploadedFile } from '../../storage/uploads.ts';
import { pageOf } from '../list-query.ts';
import { type MediaRecord, mediaRepository } from './media.repository.ts';

/**
 * Every item gets the renditions any of its uses shows: the banner's and the partner's declared
 * widths and the editor's, so that one upload serves them all.
 */
const MEDIA_WIDTHS = [
  ...new Set([
    ...(CONTENT_TYPES.banner.upload.widths ?? []),
    ...(CONTENT_TYPES.partner.upload.widths ?? []),
    MEDIA_EDITOR_WIDTH,
  ]),
].sort((a, b) => a - b);

const IMAGE_MESSAGE = 'Only jpg, png, gif, webp files are available';

type Variant = { w: number; url: string };

/** What a banner or partner shows of its item (its public row's imageAlt and focal point). */
export interface ItemLook {
  altEN: string;
  altVI: string;
  focalX: number;
  focalY: number;
}

const variantsOf = (record: Pick<MediaRecord, 'variants'>): Variant[] => JSON.parse(record.variants || '[]');

const present = ({ textSearch: _, ...record }: MediaRecord): MediaRow => ({
  ...record,
  mediaNo: Number(record.mediaNo),
  focalX: Number(record.focalX),
  focalY: Number(record.focalY),
  width: record.width == null ? null : Number(record.width),
  height: record.height == null ? null : Number(record.height),
  variants: variantsOf(record),
  version: versionOf(record),
});

const textSearchOf = (fileName: string, input: Pick<MediaInput, 'altEN' | 'altVI'>) =>
  foldForSearch([fileName, input.altEN, input.altVI].join(' '));

/** "banner 3 (Summer camp)", "news 8 (Open day, in the trash)". */
const useLabel = (use: MediaUse) =>
  `${use.type} ${use.no} (${use.title}${use.isDeleted ? ', in the trash' : ''})`;

/** The file keys behind an item's URLs: the original and its renditions. */
const keysOf = (record: MediaRecord) =>
  [record.url, ...variantsOf(record).map((v) => v.url)]
    .filter((url) => url.startsWith('/uploads/'))
    .map((url) => url.slice('/uploads/'.length));

/**
 * The media library (decision 036): uploaded pictures with a description per
 * language and a focal point, listed and searched by staff, used by banners, partners and the
 * rich-text editor. An item in use cannot be deleted; the refusal names its users.
 */
export function mediaService({ db, store }: { db: Db; store: FileStore }) {
  const repo = mediaRepository(db);

  /** Rich text shows a rendition or the original: both start with the original's name less its extension. */
  const stemOf = (url: string) => url.replace(/\.[a-z0-9]+$/i, '');

  const usedBy = (record: MediaRecord) => repo.usedBy(Number(record.mediaNo), stemOf(record.url));

  /** Stores the picture with its renditions and makes it an item. */
  async function add(file: UploadedFile, input: MediaInput, auth: Auth): Promise<MediaRecord> {
    const type = requireType(file, IMAGE_KINDS, IMAGE_MESSAGE);
    const image = await storeImage(store, file, type, MEDIA_WIDTHS);
    const values = {
      url: image.url,
      fileName: file.fileName,
      variants: JSON.stringify(image.variants),
      width: image.width,
      height: image.height,
      ...input,
      textSearch: textSearchOf(file.fileName, input),
      createId: auth.user.username,
      createDt: new Date().toISOString(),
    };
    const mediaNo = await repo.insert(values);
    return { mediaNo, ...values, modifyId: null, modifyDt: null, version: 1 };
  }

  return {
    /** A page of the library, newest first, searched in file names and descriptions (folded). */
    async list(query: unknown) {
      const q = parseOrThrow(listQuerySchema, query);
      const { list, total } = await repo.list({
        folded: q.searchText ? foldForSearch(q.searchText) : '',
        ...pageOf(q),
      });
      return { list: list.map(present), total };
    },

    /** One item, with every item that shows it. */
    async get(mediaNo: number) {
      const record = await repo.find(mediaNo);
      if (!record) throw notFound();
      return { ...present(record), usedBy: await usedBy(record) };
    },

    /** A new item from the form's `file`, described by its other fields. */
    async upload(form: FormInput, auth: Auth): Promise<number> {
      const input = parseOrThrow(mediaSchema, form.fields);
      const file = form.files.file;
      if (!file) throw badRequest('file is required: choose an image');
      return Number((await add(file, input, auth)).mediaNo);
    },

    /** New descriptions or focal point; what is left out keeps its value. */
    async update(
      mediaNo: number,
      fields: Record<string, unknown>,
      auth: Auth,
      expected?: number,
    ): Promise<'OK'> {
      const record = await repo.find(mediaNo);
      if (!record) throw notFound();
      assertVersion(record, expected);
      const input = parseOrThrow(mediaSchema, { ...present(record), ...fields });
      await repo.update(
        mediaNo,
        {
          ...input,
          textSearch: textSearchOf(record.fileName, input),
          modifyId: auth.user.username,
          modifyDt: new Date().toISOString(),
        },
        expected,
      );
      return 'OK';
    },

    /**
     * Deletes unused items and their files. One used item refuses the whole request (409) with
     * every use named, so nothing disappears from a page.
     */
    async remove(mediaNos: number[]): Promise<number[]> {
      const records = (await repo.findMany(mediaNos)).sort((a, b) => Number(a.mediaNo) - Number(b.mediaNo));
      if (!records.length) throw notFound('Nothing to delete');
      const refusals: string[] = [];
      for (const record of records) {
        const uses = await usedBy(record);
        if (uses.length)
          refusals.push(
            `${records.length > 1 ? `Image ${record.mediaNo}` : 'This image'} is used by ${uses.map(useLabel).join(', ')}`,
          );
      }
      if (refusals.length) throw conflict(`${refusals.join('; ')}. Choose another picture there first.`);
      for (const record of records) {
        await repo.remove(Number(record.mediaNo));
        for (const key of keysOf(record)) await store.remove(key);
      }
      return records.map((record) => Number(record.mediaNo));
    },

    // What the content service (banners, partners) and the editor upload use.

    add: (file: UploadedFile, auth: Auth) => add(file, mediaSchema.parse({}), auth),

    /** An item to show, or undefined. */
    find: (mediaNo: number) => repo.find(mediaNo),

    /** The descriptions and focal points of these items, by number. */
    async looks(mediaNos: readonly number[]): Promise<Map<number, ItemLook>> {
      const records = await repo.findMany([...new Set(mediaNos)]);
      return new Map(
        records.map((r) => [
          Number(r.mediaNo),
          { altEN: r.altEN, altVI: r.altVI, focalX: Number(r.focalX), focalY: Number(r.focalY) },
        ]),
      );
    },

    /**
     * The renditions a use with these declared widths shows: each width, no wider than the
     * original (as storeImage makes them for one use); an item made from an older upload, whose
     * width is not known, keeps the renditions it came with.
     */
    variantsFor(record: MediaRecord, widths: readonly number[]): Variant[] {
      const all = variantsOf(record);
      if (record.width == null) return all;
      const wanted = new Set(widths.map((w) => Math.min(w, Number(record.width))));
      return all.filter((v) => wanted.has(v.w));
    },

    /** The rendition the editor inserts for an item. */
    editorUrl(record: MediaRecord): string {
      const fitting = variantsOf(record).filter((v) => v.w <= MEDIA_EDITOR_WIDTH);
      return fitting.at(-1)?.url ?? record.url;
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
