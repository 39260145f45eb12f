import type { ConflictData } from '../../../common/api-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { dmyTime } from '../sections/cells.tsx';
import { ApiError } from './api.ts';

/**
 * Two editors, one item (decision 057): a save from the version the editor opened, after someone
 * else saved it, is refused with 409 `conflict` and the item as it is now. These helpers tell it
 * apart from other failures and name who saved and when; the form's conflict screen is
 * components/ConflictDialog.tsx.
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
