import type { ConflictData } from '../../../common/api-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useConflictWords } from '../lib/conflicts.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { versionChanges } from '../lib/diff.ts';
import type { FieldDef, Values } from '../sections/types.ts';
import { Changes } from './Versions.tsx';

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
