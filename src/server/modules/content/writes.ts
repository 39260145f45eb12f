import type { Auth } from '../../auth.ts';
import { assertVersion } from '../../db/row-version.ts';
import { notFound, parseOrThrow } from '../../errors.ts';
import type { FormInput } from '../../storage/uploads.ts';
import type { SavedBy } from '../revision/revision.service.ts';
import { IN_STEP } from './out-of-date.ts';
import type { TableRows } from './repository.ts';
import type { ContentResource, Row } from './resource.ts';
import type { Translations } from './translations.ts';
import type { Uploads } from './uploads.ts';
import type { VersionHistory } from './versions.ts';

/** What a save made: the item, and the version it keeps (null for types without revisions). */
export interface Saved {
  id: number;
  revisionNo: number | null;
}

const stamp = (auth: Auth): SavedBy => ({ username: auth.user.username, createDt: new Date().toISOString() });

/**
 * Creating and saving items: the fields validated by the type's schema and its derived columns
 * added, the file stored, and, where the type has them, the translation link settled and the
 * version the write makes kept. What is kept about the table (list facts, the schedule horizon,
 * the micro-caches) forgets by itself when the write commits (decision 026).
 */
export function writesOf({
  resource,
  repo,
  uploads,
  translations,
  history,
}: {
  resource: ContentResource;
  repo: Pick<TableRows, 'findById' | 'insert' | 'update'>;
  uploads: Uploads;
  translations?: Translations | undefined;
  history?: VersionHistory | undefined;
}) {
  const validated = (fields: Row): Row => {
    const input = parseOrThrow(resource.schema, fields);
    return { ...input, ...resource.derive(input) };
  };

  /**
   * Writes `input` (validated over the stored row by the caller) and `files` (file columns already
   * stored) over item `id`, and keeps the version this makes. With `expected`, only over that
   * version of the item (decision 057): a stale save writes and keeps nothing.
   */
  async function save(
    existing: Row,
    id: number,
    changes: { input: Row; files: Row; extra?: Row; expected?: number | undefined },
    auth: Auth,
  ): Promise<Saved> {
    const by = stamp(auth);
    await history?.keepFirst(existing, id);
    const written = {
      ...changes.input,
      ...changes.files,
      ...changes.extra,
      ...(translations ? IN_STEP : {}),
      modifyId: by.username,
      modifyDt: by.createDt,
    };
    await repo.update(id, written, changes.expected);
    await translations?.afterSave(id, existing, written);
    const revisionNo = (await history?.record(id, { ...existing, ...written }, by)) ?? null;
    return { id, revisionNo };
  }

  return {
    validated,
    save,
    storeUpload: uploads.store,

    async create(form: FormInput, auth: Auth): Promise<Saved> {
      const input = validated(form.fields);
      const group = translations && (await linkedGroup(translations, form.fields, input.localeCd));
      const files = await uploads.store(form, true, auth);
      const by = stamp(auth);
      const row = { ...input, ...files };
      const id = await repo.insert({
        ...row,
        ...(translations ? { translationGroup: group ?? null } : {}),
        delYn: 'N',
        createId: by.username,
        createDt: by.createDt,
      });
      const revisionNo = (await history?.record(id, row, by)) ?? null;
      return { id, revisionNo };
    },

    /** Partial update: what is left out keeps its stored value, a form without a file keeps the file. */
    async update(id: number, form: FormInput, auth: Auth, expected?: number): Promise<Saved> {
      const existing = await repo.findById(id, { delYn: 'N' });
      if (!existing) throw notFound();
      assertVersion(existing, expected);
      const input = validated({ ...existing, ...form.fields });
      const extra = translations
        ? await relinked(translations, { existing, id, fields: form.fields, localeCd: input.localeCd })
        : {};
      const files = await uploads.store(form, false, auth);
      return save(existing, id, { input, files, extra, expected }, auth);
    },
  };
}

/** The group a new item joins: the one of the item `translationOf` names, or none. */
async function linkedGroup(translations: Translations, fields: Row, localeCd: unknown) {
  const link = translations.linkOf(fields);
  return link ? translations.groupFor(link, localeCd) : null;
}

/**
 * The translation group an update sends (`extra` columns: none when it leaves the link alone). The
 * new group is settled (and checked) first; then linking elsewhere or unlinking takes the old pair
 * apart, so that a refused link leaves the old one as it was.
 */
async function relinked(
  translations: Translations,
  { existing, id, fields, localeCd }: { existing: Row; id: number; fields: Row; localeCd: unknown },
): Promise<Row> {
  const link = translations.linkOf(fields);
  if (link === undefined) return {};
  const old = existing.translationGroup == null ? null : Number(existing.translationGroup);
  const group = link ? await translations.groupFor(link, localeCd, id) : null;
  if (old !== null && old !== group) await translations.ungroup(old);
  return { translationGroup: group };
}

export type Writes = ReturnType<typeof writesOf>;
