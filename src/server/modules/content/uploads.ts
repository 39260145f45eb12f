import type { Auth } from '../../auth.ts';
import { badRequest } from '../../errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { type FormInput, requireType, storeAttachment, storeImage } from '../../storage/uploads.ts';
import type { MediaService } from '../media/media.service.ts';
import type { ContentResource, Row, UploadSpec } from './resource.ts';

/** What banners and partners ask of the media library (decision 036). */
export type ImageLibrary = Pick<MediaService, 'add' | 'find' | 'looks' | 'variantsFor'>;

/** A type's file: stored from a form into its columns, and what answers add about it. */
export interface Uploads {
  /** The file columns a form's file (or picked library item) sets; {} when it sends none. */
  store(form: FormInput, isNew: boolean, auth: Auth): Promise<Row>;
  /** Rows with what their file needs besides its columns (a library image's description). */
  withMedia(rows: Row[]): Promise<Row[]>;
}

const NO_FILE: Uploads = { store: async () => ({}), withMedia: async (rows) => rows };

/**
 * The uploads of a type: none without a declared upload; a media library image where the upload
 * names a `mediaColumn` and a library is given; otherwise a file kept in the store (an attachment,
 * or an image with its renditions).
 */
export function uploadsOf(resource: ContentResource, store: FileStore, library?: ImageLibrary): Uploads {
  const spec = resource.upload;
  if (!spec) return NO_FILE;
  const mediaColumn = spec.mediaColumn;
  if (mediaColumn && library) return libraryImages({ spec, mediaColumn, library });
  return { store: (form, isNew) => storedFile(spec, store, form, isNew), withMedia: NO_FILE.withMedia };
}

async function storedFile(spec: UploadSpec, store: FileStore, form: FormInput, isNew: boolean): Promise<Row> {
  const file = form.files[spec.field];
  if (!file) {
    if (isNew && spec.isRequired) throw badRequest(`${spec.field} is required: choose a file`);
    return {};
  }
  const type = requireType(file, spec.accepts, spec.typeMessage);
  if (spec.kind === 'attachment')
    return { [spec.urlColumn]: await storeAttachment(store, file, type), [spec.nameColumn]: file.fileName };
  const image = await storeImage(store, file, type, spec.widths ?? []);
  return {
    [spec.urlColumn]: image.url,
    [spec.nameColumn]: file.fileName,
    ...(spec.variantsColumn ? { [spec.variantsColumn]: JSON.stringify(image.variants) } : {}),
  };
}

/**
 * Library images: a new upload becomes an item, or `mediaNo` picks one; the row keeps the item's
 * number and a copy of its file columns, which the pages and feeds read as before. Answers carry
 * the item's description in the row's language (`imageAlt`, '' when none) and its focal point.
 */
function libraryImages({
  spec,
  mediaColumn,
  library,
}: {
  spec: UploadSpec;
  mediaColumn: string;
  library: ImageLibrary;
}): Uploads {
  /** The library item `mediaNo` names: null when none is sent, a 400 when it names none. */
  async function pickedItem(sent: unknown) {
    // Only text or a number is read: String() of a hostile object ({toString: 'x'}) would throw.
    const text =
      typeof sent === 'string' || typeof sent === 'number' ? String(sent).trim() : sent == null ? '' : '?';
    if (text === '') return null;
    const item = /^[1-9]\d{0,9}$/.test(text) ? await library.find(Number(text)) : undefined;
    if (!item) throw badRequest('mediaNo must be the number of a picture in the media library');
    return item;
  }

  return {
    async store(form, isNew, auth) {
      const file = form.files[spec.field];
      if (file) requireType(file, spec.accepts, spec.typeMessage);
      const item = file ? await library.add(file, auth) : await pickedItem(form.fields.mediaNo);
      if (!item) {
        if (isNew && spec.isRequired)
          throw badRequest(
            `${spec.field} is required: choose a file or a picture of the media library (mediaNo)`,
          );
        return {};
      }
      return {
        [spec.urlColumn]: item.url,
        [spec.nameColumn]: item.fileName,
        [spec.variantsColumn ?? 'imageVariants']: JSON.stringify(
          library.variantsFor(item, spec.widths ?? []),
        ),
        [mediaColumn]: Number(item.mediaNo),
      };
    },

    /** Read in one query for the page of rows. */
    async withMedia(rows) {
      const numbers = rows.map((row) => row[mediaColumn]).filter((no) => no != null);
      const looks = numbers.length ? await library.looks(numbers.map(Number)) : new Map();
      return rows.map((row) => {
        const look = row[mediaColumn] == null ? undefined : looks.get(Number(row[mediaColumn]));
        return Object.assign(row, {
          imageAlt: (row.localeCd === 'VI' ? look?.altVI : look?.altEN) ?? '',
          focalX: look?.focalX ?? 50,
          focalY: look?.focalY ?? 50,
        });
      });
    },
  };
}
