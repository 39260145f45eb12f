import { useCallback, useEffect, useId, useState } from 'react';
import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Changes, loadServerDraft } from '../components/Versions.tsx';
import {
  forgetReviewSettings,
  loadReviewSettings,
  type ReviewSettings,
  reviewTypeOf,
} from '../components/Review.tsx';
import { api } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { type FieldChange, versionChanges } from '../lib/diff.ts';
import { Link } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import { dmyTime } from '../sections/cells.tsx';
import { SECTIONS } from '../sections/index.ts';
import type { SectionDef, Values } from '../sections/types.ts';

/**
 * Review before publish (decision 058): the drafts awaiting review on the boards the signed-in
 * account may publish, each with what it changes against the published item, Approve (published
 * at once) and Return with a comment; and, for holders of eUserAuthority, which boards have review.
 */

interface QueueItem {
  contentType: string;
  id: number;
  title: string;
  localeCd: string;
  username: string | null;
  submittedAt: string;
}

const sectionOf = (contentType: string): SectionDef | undefined =>
  Object.values(SECTIONS).find((section) => reviewTypeOf(section) === contentType && section.translatable);

export default function ReviewQueue() {
  const { t } = useI18n();
  const { can } = useSession();
  const [queue, setQueue] = useState<QueueItem[] | null>(null);
  const [error, setError] = useState('');
  const [open, setOpen] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setQueue((await api.get<{ list: QueueItem[] }>('/api/review/queue')).list);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className="admin-screen admin-review" aria-labelledby="review-title">
      <h1 id="review-title" className="admin-screen__title">
        {t('review.title')}
      </h1>
      <p className="admin-guidance">{t('review.lead')}</p>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : !queue ? (
        <p className="admin-loading">{t('form.loading')}</p>
      ) : queue.length === 0 ? (
        <p>{t('review.empty')}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('review.colItem')}</th>
              <th scope="col">{t('review.colType')}</th>
              <th scope="col">{t('review.colWho')}</th>
              <th scope="col">{t('review.colWhen')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('review.show')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {queue.map((item) => {
              const section = sectionOf(item.contentType);
              const key = `${item.contentType} ${item.id}`;
              if (!section) return null;
              return (
                <QueueRow
                  key={key}
                  item={item}
                  section={section}
                  isOpen={open === key}
                  onToggle={() => setOpen(open === key ? null : key)}
                  onDone={() => {
                    setOpen(null);
                    void load();
                  }}
                />
              );
            })}
          </tbody>
        </table>
      )}
      {can('e', 'UserAuthority') && <ReviewSettingsPanel />}
    </section>
  );
}

function QueueRow({
  item,
  section,
  isOpen,
  onToggle,
  onDone,
}: {
  item: QueueItem;
  section: SectionDef;
  isOpen: boolean;
  onToggle: () => void;
  onDone: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <tr>
        <td>
          <Link to={ADMIN_PATHS.detail(section.key, item.id)} className="admin-table__link">
            {item.title || '—'}
          </Link>{' '}
          <span className="admin-badge">{item.localeCd}</span>
        </td>
        <td>{t(`page.${section.key}`)}</td>
        <td>{item.username ?? '—'}</td>
        <td>{dmyTime(item.submittedAt)}</td>
        <td>
          <button type="button" className="admin-button" aria-expanded={isOpen} onClick={onToggle}>
            {t(isOpen ? 'review.hide' : 'review.show')}
            <span className="visually-hidden"> · {item.title}</span>
          </button>
        </td>
      </tr>
      {isOpen && (
        <tr className="admin-review__detail">
          <td colSpan={5}>
            <ReviewDecision item={item} section={section} onDone={onDone} />
          </td>
        </tr>
      )}
    </>
  );
}

/** What the draft changes against the published item, Approve, and Return with a comment. */
function ReviewDecision({
  item,
  section,
  onDone,
}: {
  item: QueueItem;
  section: SectionDef;
  onDone: () => void;
}) {
  const { t, localeCd } = useI18n();
  const dialogs = useDialogs();
  const commentId = useId();
  const path = `${section.api}/${item.id}`;
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const [isNewItem, setIsNewItem] = useState(false);
  const [comment, setComment] = useState('');
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    Promise.all([
      api.get<Values>(path),
      loadServerDraft(path),
      api.get<{ total: number }>(`${path}/revisions`),
    ]).then(
      ([published, draft, versions]) => {
        const fields = section.form?.fields ?? [];
        // An item created for review has one version, hidden: everything in its draft is new.
        setIsNewItem(versions.total <= 1 && published.useYn === 'N');
        setChanges(
          draft ? versionChanges(fields, published, { ...published, ...draft.fields }, localeCd) : [],
        );
      },
      (failure: Error) => void dialogs.alert(failure.message),
    );
  }, [path]);

  const act = async (send: () => Promise<unknown>, done: string) => {
    if (isSending) return;
    setIsSending(true);
    try {
      await send();
      await dialogs.alert(t(done));
      onDone();
    } catch (failure) {
      await dialogs.alert((failure as Error).message);
    } finally {
      setIsSending(false);
    }
  };

  const approve = async () => {
    if (!(await dialogs.confirm(t('review.confirmApprove')))) return;
    await act(() => api.post(`${path}/draft/approve`), 'review.approved');
  };

  const sendBack = async () => {
    if (!comment.trim()) return dialogs.alert(t('review.commentNeeded'));
    await act(() => api.post(`${path}/draft/return`, { comment }), 'review.returnedDone');
  };

  return (
    <div className="admin-review__decision">
      {!changes ? (
        <p className="admin-loading">{t('form.loading')}</p>
      ) : (
        <>
          {isNewItem && <p>{t('review.newItem')}</p>}
          {changes.length ? <Changes changes={changes} /> : <p>{t('history.noChanges')}</p>}
        </>
      )}
      <div className="admin-field">
        <label htmlFor={commentId} className="admin-field__label">
          {t('review.returnLabel')}
        </label>
        <textarea
          id={commentId}
          rows={3}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <div className="admin-form__actions">
        <button type="button" className="admin-button" disabled={isSending} onClick={sendBack}>
          {t('review.return')}
        </button>
        <button
          type="button"
          className="admin-button admin-button--primary"
          disabled={isSending}
          onClick={approve}
        >
          {t('review.approve')}
        </button>
      </div>
    </div>
  );
}

/** Review on or off per board: a System Manager's setting (eUserAuthority), saved at each change. */
function ReviewSettingsPanel() {
  const { t } = useI18n();
  const dialogs = useDialogs();
  const [settings, setSettings] = useState<ReviewSettings | null>(null);
  useEffect(() => {
    forgetReviewSettings();
    loadReviewSettings().then(setSettings, (failure: Error) => void dialogs.alert(failure.message));
  }, []);

  const toggle = async (type: string, isOn: boolean) => {
    try {
      setSettings(await api.post<ReviewSettings>('/api/review/settings', { types: { [type]: isOn } }));
      forgetReviewSettings();
    } catch (failure) {
      await dialogs.alert((failure as Error).message);
    }
  };

  return (
    <section className="admin-review__settings" aria-labelledby="review-settings-title">
      <h2 id="review-settings-title">{t('review.settingsTitle')}</h2>
      <p className="admin-guidance">{t('review.settingsLead')}</p>
      {settings && (
        <ul className="admin-review__types">
          {Object.entries(settings.types).map(([type, isOn]) => {
            const section = sectionOf(type);
            return (
              <li key={type}>
                <label>
                  <input type="checkbox" checked={isOn} onChange={() => toggle(type, !isOn)} />{' '}
                  {section ? t(`page.${section.key}`) : type}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
