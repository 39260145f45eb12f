import { useEffect, useState } from 'react';
import { ADMIN_PATHS, numberQuery } from '../../../common/admin-paths.ts';
import type { LocaleCd } from '../../../common/codes.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { api } from '../lib/api.ts';
import { useRouter } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import type { SectionDef, Values } from '../sections/types.ts';

/**
 * Linked translations in the admin (decision 034): an item's edit screen adds or opens its version in
 * the other language, and the add screen with ?translationOf=<id> starts from the item it
 * translates. Neither switches the editor's admin language: the form's content language is the
 * item's own (a translation's is the other language of the item it translates).
 */

export const otherOf = (localeCd: unknown): LocaleCd => (localeCd === 'VI' ? 'EN' : 'VI');

/** The item in the other language: the add screen's ?translationOf=<id> (a positive number), or none. */
export const translationOfQuery = (search: string) => numberQuery(search, 'translationOf');

/**
 * The language a form's item is in: a stored item's own, a translation's the other of the item it
 * translates, else (a new item) the admin language, whose items the list shows.
 */
export function contentLocaleOf({
  record,
  source,
  adminLocaleCd,
}: {
  record: Values | null;
  source: TranslationSource | null;
  adminLocaleCd: LocaleCd;
}): LocaleCd {
  if (record?.localeCd === 'EN' || record?.localeCd === 'VI') return record.localeCd;
  if (source && 'row' in source) return otherOf(source.row.localeCd);
  return adminLocaleCd;
}

/**
 * "Add the Vietnamese version" (holders of a) when the stored item has no counterpart, or "Open the
 * Vietnamese version" (holders of the detail right) when it has one, after the open form agreed to
 * drop unsaved changes; the admin stays in the editor's language.
 */
export function TranslationLink({ section, record }: { section: SectionDef; record: Values }) {
  const { t } = useI18n();
  const { can } = useSession();
  const { navigate, confirmLeave } = useRouter();
  if (!section.translatable) return null;
  const other = otherOf(record.localeCd);
  const otherId = (record.translations as Partial<Record<LocaleCd, number>> | undefined)?.[other];
  const id = Number(record[section.idField]);
  const to =
    otherId === undefined
      ? `${ADMIN_PATHS.add(section.key)}?translationOf=${id}`
      : ADMIN_PATHS.detail(section.key, otherId);
  const right = otherId === undefined ? 'a' : (section.detailRight ?? 'e');
  if (!can(right, section.page)) return null;
  const open = async () => {
    if (!(await confirmLeave('language'))) return;
    navigate(to, { isForced: true });
  };
  const label = t(`translation.${otherId === undefined ? 'add' : 'open'}${other}`);
  return otherId === undefined ? (
    <button type="button" className="admin-button" onClick={open}>
      {label}
    </button>
  ) : (
    <a
      href={to}
      className="admin-button"
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        open();
      }}
    >
      {label}
    </a>
  );
}

export type TranslationSource = { row: Values } | { error: string };

/** The item a new one translates, loaded once; null while loading or when there is none. */
export function useTranslationSource(api_: string, id: number | undefined): TranslationSource | null {
  const [source, setSource] = useState<TranslationSource | null>(null);
  useEffect(() => {
    if (id === undefined) return;
    api.get<Values>(`${api_}/${id}`).then(
      (row) => setSource({ row }),
      (e: Error) => setSource({ error: e.message }),
    );
  }, [api_, id]);
  return source;
}

/** The add screen's notice: what the new item translates, or why it starts empty. */
export function TranslationNotice({
  section,
  id,
  source,
}: {
  section: SectionDef;
  id: number;
  source: TranslationSource;
}) {
  const { t } = useI18n();
  if ('error' in source)
    return (
      <p className="admin-error" role="alert">
        {t('translation.failed', { error: source.error })}
      </p>
    );
  const title = String(source.row[section.translatable?.titleField ?? ''] ?? '');
  return (
    <p className="admin-guidance" role="status">
      {t(`translation.of${otherOf(source.row.localeCd)}`, { title, id })}
    </p>
  );
}
