import type { LocaleCd } from '../../../common/codes.ts';
import { LIMITS } from '../../../common/codes.ts';
import { vietnamDate } from '../../../common/dates.ts';
import { type ListQuery, listQuerySchema } from '../../../common/schemas/list.ts';
import type { ListFilter } from '../../db/table-repository.ts';
import type { Auth } from '../../http/access.ts';
import { badRequest, notFound, parseOrThrow } from '../../http/errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { type FormInput, requireType, storeAttachment, storeImage } from '../../storage/uploads.ts';
import { searchFilter } from '../list-query.ts';
import type { ContentRepository } from './repository.ts';
import type { ContentResource, Row } from './resource.ts';

const HIDDEN_COLUMNS = ['titleSearch', 'contentsSearch'];
/** Who edited stays with staff; when (modifyDt) is public, for the sitemap and structured data. */
const ADMIN_ONLY_COLUMNS = ['createId', 'modifyId'];

/** Rules shared by every board content type: visibility, paging, search, files, audit columns. */
export function contentService(resource: ContentResource, repo: ContentRepository, store: FileStore) {
  const present = (row: Row, auth: Auth | null): Row => {
    const out: Row = { ...row };
    for (const column of HIDDEN_COLUMNS) delete out[column];
    if (!auth) for (const column of ADMIN_ONLY_COLUMNS) delete out[column];
    const variants = resource.upload?.variantsColumn;
    if (variants) out[variants] = JSON.parse(String(row[variants] || '[]'));
    return { ...out, ...resource.labels?.(row, (row.localeCd === 'VI' ? 'VI' : 'EN') as LocaleCd) };
  };

  /** Visitors see only public rows whatever they send; administrators filter as they ask. */
  const visibility = (q: ListQuery, auth: Auth | null): ListFilter =>
    auth
      ? { localeCd: q.localeCd, useYn: q.useYn, delYn: q.delYn ?? 'N' }
      : {
          localeCd: q.localeCd ?? 'EN',
          useYn: 'Y',
          delYn: 'N',
          openOn: resource.hasDateWindow ? vietnamDate() : undefined,
        };

  async function storeUpload(form: FormInput, isNew: boolean): Promise<Row> {
    const spec = resource.upload;
    if (!spec) return {};
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

  const validated = (fields: Row): Row => {
    const input = parseOrThrow(resource.schema, fields);
    return { ...input, ...resource.derive?.(input) };
  };

  return {
    async list(query: unknown, auth: Auth | null) {
      const q = parseOrThrow(listQuerySchema, query);
      const filter: ListFilter = {
        ...visibility(q, auth),
        typeCd: resource.hasTypeCd ? q.typeCd : undefined,
        search: searchFilter(q, resource.search ?? {}),
      };
      const requested = q.pageCnt ?? q.pageCount;
      const size = requested ?? (auth ? LIMITS.adminPageSize : resource.publicPageSize);
      const page = size === null ? null : { limit: size, offset: (q.pageNo - 1) * size };
      const { list, total } = await repo.list(filter, page);
      return { list: list.map((row) => present(row, auth)), total };
    },

    async get(id: number, auth: Auth | null) {
      const filter: ListFilter = auth ? {} : { ...visibility({ pageNo: 1 }, null), localeCd: undefined };
      const row = await repo.findById(id, filter);
      if (!row) throw notFound();
      return present(row, auth);
    },

    async create(form: FormInput, auth: Auth): Promise<number> {
      const input = validated(form.fields);
      const files = await storeUpload(form, true);
      return repo.insert({
        ...input,
        ...files,
        delYn: 'N',
        createId: auth.user.username,
        createDt: new Date().toISOString(),
      });
    },

    /** Partial update: what is left out keeps its stored value, a form without a file keeps the file. */
    async update(id: number, form: FormInput, auth: Auth): Promise<'OK'> {
      const existing = await repo.findById(id, { delYn: 'N' });
      if (!existing) throw notFound();
      const input = validated({ ...existing, ...form.fields });
      const files = await storeUpload(form, false);
      await repo.update(id, {
        ...input,
        ...files,
        modifyId: auth.user.username,
        modifyDt: new Date().toISOString(),
      });
      return 'OK';
    },

    async remove(ids: number[], auth: Auth): Promise<number[]> {
      const deleted = await repo.softDelete(ids, auth.user.username);
      if (!deleted.length) throw notFound('Nothing to delete');
      return deleted;
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
