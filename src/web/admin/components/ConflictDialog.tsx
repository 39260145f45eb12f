import type { ConflictData } from '../../../common/api-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ApiError } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { versionChanges } from '../lib/diff.ts';
import { dmyTime } from '../sections/cells.tsx';
import type { FieldDef, Values } from '../sections/types.ts';
import { Changes } from './Versions.tsx';

/**
 * Two editors, one item (decision 057): a save from the version the editor opened, after someone
 * else saved it, is refused with 409 `conflict` and the item as it is now. These helpers tell it
 * apart from other failures and show it: who saved and when, and what differs.
 */

/** The conflict a failed save was refused with, or null for any other failure. */
export function conflictOf(error: unknown): ConflictData | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'conflict') return null;
  const data = error.data as Partial<ConflictData> | undefined;
  return data?.current && typeof data.current === 'object' ? (data as ConflictData) : null;
}

/** "{user} saved it at {at}": the words a conflict's who and when fill in. */
export function useConflictWords() {
  const { t } = useI18n();
  return (conflict: ConflictData) => ({
    user: conflict.savedBy ?? t('conflict.someone'),
    at: conflict.savedAt ? dmyTime(conflict.savedAt) : '—',
  });
}

/**
 * The conflict screen over a form: who saved and when, their version against the editor's field by
 * field (the history's diff), and the choice: keep mine (a fresh save over theirs) or take theirs.
 * Closed without a choice: null, the form stays as it is.
 */
export function useConflictChoice() {
  const { t, localeCd } = useI18n();
  const dialogs = useDialogs();
  const words = useConflictWords();
  return (conflict: ConflictData, { fields, mine }: { fields: FieldDef[]; mine: Values }) => {
    const changes = versionChanges(fields, conflict.current as Values, mine, localeCd);
    return dialogs.choose<'mine' | 'theirs'>({
      title: t('conflict.title'),
      content: (
        <div className="admin-conflict">
          <p className="admin-dialog__message">{t('conflict.savedBy', words(conflict))}</p>
          {changes.length ? <Changes changes={changes} /> : <p>{t('conflict.same')}</p>}
        </div>
      ),
      choices: [
        { value: 'mine', label: t('conflict.keepMine') },
        { value: 'theirs', label: t('conflict.takeTheirs') },
      ],
    });
  };
}
