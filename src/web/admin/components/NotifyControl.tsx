import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { delayWords, loadStageTemplates, type StageTemplates, templateOf } from '../lib/conversation.ts';
import type { FieldControlProps } from '../sections/types.ts';

/** The templates once loaded (null meanwhile, or when they cannot be read). */
export function useStageTemplates(): StageTemplates | null {
  const [list, setList] = useState<StageTemplates | null>(null);
  useEffect(() => {
    let isLive = true;
    loadStageTemplates().then(
      (loaded) => isLive && setList(loaded),
      () => {},
    );
    return () => {
      isLive = false;
    };
  }, []);
  return list;
}

/**
 * The status form's "Notify the applicant": ticked as the chosen status's template says (in the
 * applicant's language) until staff decide, with when the e-mail leaves. Left untouched, the form
 * sends no `notify` and the server follows the same template. On a server without e-mail nothing
 * leaves, and the form says so instead.
 */
export function NotifyControl({ id, describedBy, values, set }: FieldControlProps) {
  const { t } = useI18n();
  const loaded = useStageTemplates();
  if (loaded?.sendsMail === false)
    return (
      <p id={id} className="admin-notify__when" aria-describedby={describedBy}>
        {t('conversation.mailOff')}
      </p>
    );
  const template = loaded
    ? templateOf(loaded.list, String(values.statusCd ?? ''), String(values.localeCd ?? 'EN'))
    : undefined;
  const isChecked = values.notify === undefined ? template?.send === 'Y' : values.notify === 'Y';
  const delay = template?.delayMinutes ?? 0;
  return (
    <div className="admin-notify">
      <input
        id={id}
        type="checkbox"
        checked={isChecked}
        aria-describedby={describedBy ? `${id}-when ${describedBy}` : `${id}-when`}
        onChange={(e) => set({ notify: e.target.checked ? 'Y' : 'N' })}
      />
      <p id={`${id}-when`} className="admin-notify__when">
        {!isChecked
          ? t('conversation.notSent')
          : delay > 0
            ? t('conversation.sentIn', { delay: delayWords(delay, t) })
            : t('conversation.sentNow')}
      </p>
    </div>
  );
}
