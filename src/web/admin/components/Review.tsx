import { useEffect, useState } from 'react';
import { hasPublishRight } from '../../../common/permissions.ts';
import type { ReviewStep } from '../../../common/schemas/review.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { api } from '../lib/api.ts';
import { useSession } from '../lib/session.tsx';
import { dmyTime } from '../sections/cells.tsx';
import type { SectionDef } from '../sections/types.ts';
import type { ServerDraft } from './Versions.tsx';

/**
 * Review before publish in the edit form (decision 058): whether the editor only submits, the
 * draft's review state, and the item's review steps beside its versions.
 */

export interface ReviewSettings {
  types: Record<string, boolean>;
}

let settingsLoad: Promise<ReviewSettings> | null = null;

/** GET /api/review/settings, read once per page load (again after `forgetReviewSettings`). */
export function loadReviewSettings(): Promise<ReviewSettings> {
  settingsLoad ??= api.get<ReviewSettings>('/api/review/settings').catch((error: unknown) => {
    settingsLoad = null;
    throw error;
  });
  return settingsLoad;
}

export function forgetReviewSettings(): void {
  settingsLoad = null;
}

/** The board type a section serves: '/api/news' → 'news'. */
export const reviewTypeOf = (section: Pick<SectionDef, 'api'>) => section.api.replace(/^\/api\//, '');

/** Whether the signed-in editor only submits on this section: review is on for it and they lack `p`. */
export function useReviewHold(section: SectionDef): boolean {
  const { can } = useSession();
  const [isOn, setIsOn] = useState(false);
  const isReviewable = !!section.translatable && hasPublishRight(section.page);
  useEffect(() => {
    if (!isReviewable) return;
    loadReviewSettings().then(
      (settings) => setIsOn(settings.types[reviewTypeOf(section)] === true),
      () => setIsOn(false),
    );
  }, [section.api, isReviewable]);
  return isReviewable && isOn && !can('p', section.page);
}

/** The form's submission for an editor who only submits: the changes as the draft, then submitted. */
export async function submitForReview(itemPath: string, body: FormData | object): Promise<void> {
  await api.post(`${itemPath}/draft`, body);
  await api.post(`${itemPath}/draft/submit`);
}

/** "Awaiting review" or "Returned for changes: <comment>" above the form. */
export function ReviewNotice({ draft }: { draft: ServerDraft }) {
  const { t } = useI18n();
  if (draft.reviewState === 'submitted')
    return (
      <p className="admin-guidance admin-review-notice" role="status">
        {t('review.awaiting')}
      </p>
    );
  if (draft.reviewState === 'returned')
    return (
      <div className="admin-guidance admin-review-notice admin-review-notice--returned" role="status">
        <p>{t('review.returned', { comment: draft.reviewComment ?? '' })}</p>
        <p>{t('review.returnedHint')}</p>
      </div>
    );
  return null;
}

interface ReviewEvent {
  eventNo: number;
  step: ReviewStep;
  comment: string | null;
  username: string | null;
  createDt: string;
}

const STEP_LABELS = {
  submitted: 'review.stepSubmitted',
  approved: 'review.stepApproved',
  returned: 'review.stepReturned',
} as const;

/** The item's review steps, newest first, with who and when (nothing when it has none). */
export function ReviewHistory({
  section,
  id,
  reloadKey,
}: {
  section: SectionDef;
  id: number;
  reloadKey: number;
}) {
  const { t } = useI18n();
  const [events, setEvents] = useState<ReviewEvent[]>([]);
  useEffect(() => {
    api.get<{ list: ReviewEvent[] }>(`${section.api}/${id}/review`).then(
      (answer) => setEvents(answer.list),
      () => setEvents([]),
    );
  }, [section.api, id, reloadKey]);
  if (!events.length) return null;
  return (
    <aside className="admin-history admin-review-history" aria-labelledby="review-history-title">
      <h2 id="review-history-title" className="admin-history__title">
        {t('review.history')}
      </h2>
      <ol className="admin-history__list">
        {events.map((event) => (
          <li key={event.eventNo}>
            <p>
              <strong>{t(STEP_LABELS[event.step])}</strong> · {event.username ?? '—'} ·{' '}
              {dmyTime(event.createDt)}
            </p>
            {event.comment && <p className="admin-review-history__comment">{event.comment}</p>}
          </li>
        ))}
      </ol>
    </aside>
  );
}
