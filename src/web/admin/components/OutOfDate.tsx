import { useEffect, useState } from 'react';
import type { LocaleCd } from '../../../common/codes.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { api } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { useSession } from '../lib/session.tsx';
import type { SectionDef, Values } from '../sections/types.ts';
import { otherOf, TranslationLink } from './Translation.tsx';

/**
 * The edit screen's notice on an item out of date (decision 059): it names its counterpart, whose
 * change put it out of date, with the link that opens it, and offers "Mark as still correct" to holders
 * of the edit right. Saving the item clears the mark too.
 */
export function OutOfDateNotice({ section, record }: { section: SectionDef; record: Values }) {
  const { t } = useI18n();
  const { can } = useSession();
  const dialogs = useDialogs();
  const [isCleared, setIsCleared] = useState(false);
  const [title, setTitle] = useState('');
  const other: LocaleCd = otherOf(record.localeCd);
  const otherId = (record.translations as Partial<Record<LocaleCd, number>> | undefined)?.[other];
  const isShown = record.outOfDate === true && otherId !== undefined && !isCleared;
  const titleField = section.translatable?.titleField ?? section.idField;

  useEffect(() => {
    if (!isShown) return;
    api.get<Values>(`${section.api}/${otherId}`).then(
      (row) => setTitle(String(row[titleField] ?? '')),
      () => setTitle(`#${otherId}`),
    );
  }, [isShown, otherId, section.api, titleField]);

  if (!isShown) return null;
  const markCurrent = async () => {
    try {
      await api.post(`${section.api}/${record[section.idField]}/translation/current`);
      setIsCleared(true);
      await dialogs.alert(t('translationState.marked'));
    } catch (error) {
      await dialogs.alert((error as Error).message);
    }
  };
  return (
    <div className="admin-guidance admin-draft-notice" role="status">
      <p>{t(`translationState.notice${other}`, { title: title || `#${otherId}` })}</p>
      <TranslationLink section={section} record={record} />
      {can('e', section.page) && (
        <button type="button" className="admin-button" onClick={markCurrent}>
          {t('translationState.markCurrent')}
        </button>
      )}
    </div>
  );
}
