import type { PresentEditor } from '../../../common/presence.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { minutesSince } from '../lib/presence.ts';

/** "Lan (lan) is also editing this — opened 2 min ago": one line per other editor (decision 061). */
export function PresenceNotice({ others }: { others: PresentEditor[] }) {
  const { t } = useI18n();
  if (others.length === 0) return null;
  const opened = (since: string) => {
    const minutes = minutesSince(since);
    return minutes === 0 ? t('presence.openedJustNow') : t('presence.openedMinutesAgo', { minutes });
  };
  return (
    <div className="admin-presence" role="status">
      {others.map((editor) => (
        <p key={editor.username} className="admin-presence__line">
          {t('presence.alsoEditing', {
            manager: editor.manager,
            username: editor.username,
            opened: opened(editor.since),
          })}
        </p>
      ))}
    </div>
  );
}

/** A list row's mark: who else has the item open, as an icon with its words for screen readers. */
export function PresenceMark({ editors }: { editors: PresentEditor[] | undefined }) {
  const { t } = useI18n();
  if (!editors?.length) return null;
  const names = editors.map((editor) => `${editor.manager} (${editor.username})`).join(', ');
  const label = t('presence.beingEdited', { names });
  return (
    <span className="admin-presence-mark" role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M11.5 1.5l3 3L5 14H2v-3zM10 3l3 3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
