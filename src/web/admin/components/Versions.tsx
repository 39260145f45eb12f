import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { ApiError, api } from '../lib/api.ts';
import { conflictOf, useConflictWords } from '../lib/conflicts.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { type FieldChange, versionChanges } from '../lib/diff.ts';
import { useSession } from '../lib/session.tsx';
import { dmyTime } from '../sections/cells.tsx';
import type { FieldDef, SectionDef, Values } from '../sections/types.ts';

/**
 * An item's versions and its pending draft in the admin (decision 037): the history beside the edit
 * form, what each save changed, and Restore (the edit right); the notice of a draft the form shows.
 */

interface SavedBy {
  username: string | null;
  createDt: string;
}

export interface ServerDraft extends SavedBy {
  fields: Values;
  /** Review before publish (decision 058): awaiting review, or returned with a comment. */
  reviewState?: 'submitted' | 'returned' | null;
  reviewComment?: string | null;
}

/** The item's pending draft: null when it has none (a 404), an error otherwise. */
export const loadServerDraft = (path: string): Promise<ServerDraft | null> =>
  api.get<ServerDraft>(`${path}/draft`).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });

/** "Unpublished changes saved by lan on 26/11/2026 14:02", with Discard for holders of e. */
export function ServerDraftNotice({
  draft,
  canEdit,
  onDiscard,
}: {
  draft: SavedBy;
  canEdit: boolean;
  onDiscard: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="admin-guidance admin-draft-notice" role="status">
      <p>{t('serverDraft.notice', { user: draft.username ?? '—', at: dmyTime(draft.createDt) })}</p>
      {canEdit && (
        <button type="button" className="admin-button" onClick={onDiscard}>
          {t('serverDraft.discard')}
        </button>
      )}
    </div>
  );
}

interface RevisionItem extends SavedBy {
  revisionNo: number;
}

/** What a version changed against the one before it: the fields, or why there is nothing to show. */
type Shown =
  | { revisionNo: number; state: 'loading' }
  | { revisionNo: number; state: 'first' | 'same'; changes?: undefined }
  | { revisionNo: number; state: 'changes'; changes: FieldChange[] }
  | { revisionNo: number; state: 'error'; message: string };

/** What changed, field by field: removed words struck through, added ones underlined. */
export function Changes({ changes }: { changes: FieldChange[] }) {
  const { t } = useI18n();
  return (
    <dl className="admin-history__changes">
      {changes.map((change) => (
        <div key={change.label}>
          <dt>{t(`field.${change.label}`)}</dt>
          <dd>
            {change.parts.map((part, n) =>
              part.kind === 'added' ? (
                <ins key={n}>{part.text}</ins>
              ) : part.kind === 'removed' ? (
                <del key={n}>{part.text}</del>
              ) : (
                <span key={n}>{part.text}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The history of an item beside its form: its versions newest first (the first is what is
 * published), what the one picked changed, and a Restore button for the others.
 */
export function RevisionHistory({
  section,
  id,
  fields,
  reloadKey,
  opened,
  canRestore = true,
  onRestored,
}: {
  section: SectionDef;
  id: number;
  fields: FieldDef[];
  /** Changes when the item was saved again: the list is read again. */
  reloadKey: number;
  /** The version shown open at first, brought into view (from the access history's link). */
  opened?: number | undefined;
  /** False for an editor whose changes go to review (decision 058): a restore would publish. */
  canRestore?: boolean;
  onRestored: () => void;
}) {
  const { t, localeCd } = useI18n();
  const { can } = useSession();
  const dialogs = useDialogs();
  const conflictWords = useConflictWords();
  const path = `${section.api}/${id}/revisions`;
  const [list, setList] = useState<RevisionItem[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [isRestoring, setIsRestoring] = useState(false);

  useEffect(() => {
    setShown(null);
    api.get<{ list: RevisionItem[] }>(path).then(
      (answer) => {
        setList(answer.list);
        const index = answer.list.findIndex((item) => item.revisionNo === opened);
        if (index >= 0 && reloadKey === 0) {
          show(index, answer.list);
          requestAnimationFrame(() => document.getElementById(`revision-${opened}`)?.scrollIntoView());
        }
      },
      (error: Error) => setLoadError(error.message),
    );
  }, [path, reloadKey]);

  const show = async (index: number, versions = list!) => {
    const item = versions[index]!;
    const older = versions[index + 1];
    setShown({ revisionNo: item.revisionNo, state: 'loading' });
    try {
      const [version, before] = await Promise.all(
        [item, older].map((r) => (r ? api.get<{ fields: Values }>(`${path}/${r.revisionNo}`) : null)),
      );
      if (!before) return setShown({ revisionNo: item.revisionNo, state: 'first' });
      const changes = versionChanges(fields, before.fields, version!.fields, localeCd);
      setShown(
        changes.length
          ? { revisionNo: item.revisionNo, state: 'changes', changes }
          : { revisionNo: item.revisionNo, state: 'same' },
      );
    } catch (error) {
      setShown({ revisionNo: item.revisionNo, state: 'error', message: (error as Error).message });
    }
  };

  const restore = async (revisionNo: number) => {
    if (isRestoring || !(await dialogs.confirm(t('history.confirmRestore')))) return;
    setIsRestoring(true);
    try {
      await api.post(`${path}/${revisionNo}/restore`);
      await dialogs.alert(t('history.restored'));
      onRestored();
    } catch (error) {
      // Saved by someone else since it was opened (decision 057): the item is read again.
      const conflict = conflictOf(error);
      await dialogs.alert(
        conflict ? t('conflict.shownNow', conflictWords(conflict)) : (error as Error).message,
      );
      if (conflict) onRestored();
    } finally {
      setIsRestoring(false);
    }
  };

  return (
    <aside className="admin-history" aria-labelledby="history-title">
      <h2 id="history-title" className="admin-history__title">
        {t('history.title')}
      </h2>
      {loadError ? (
        <p className="admin-error">{loadError}</p>
      ) : !list ? (
        <p className="admin-loading">{t('form.loading')}</p>
      ) : list.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ol className="admin-history__list">
          {list.map((item, index) => {
            const isShown = shown?.revisionNo === item.revisionNo;
            return (
              <li
                key={item.revisionNo}
                id={`revision-${item.revisionNo}`}
                className={isShown ? 'is-shown' : undefined}
              >
                <button
                  type="button"
                  className="admin-history__version"
                  aria-expanded={isShown}
                  onClick={() => (isShown ? setShown(null) : show(index))}
                >
                  <span>{dmyTime(item.createDt)}</span>
                  <span>
                    {item.username ?? '—'}
                    {index === 0 && ` · ${t('history.current')}`}
                  </span>
                </button>
                {isShown && (
                  <div className="admin-history__detail">
                    {shown.state === 'loading' && <p className="admin-loading">{t('form.loading')}</p>}
                    {shown.state === 'error' && <p className="admin-error">{shown.message}</p>}
                    {shown.state === 'first' && <p>{t('history.first')}</p>}
                    {shown.state === 'same' && <p>{t('history.noChanges')}</p>}
                    {shown.state === 'changes' && <Changes changes={shown.changes} />}
                    {index > 0 && canRestore && can('e', section.page) && (
                      <button
                        type="button"
                        className="admin-button"
                        disabled={isRestoring}
                        onClick={() => restore(item.revisionNo)}
                      >
                        {t('history.restore')}
                      </button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </aside>
  );
}
