import { type FormEvent, useId, useState } from 'react';
import { ADMIN_PATHS, type AdminSectionKey } from '../../../common/admin-paths.ts';
import { vietnamDate } from '../../../common/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { api, downloadFromApi, type Query } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { Link } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import { DateInput } from '../components/DateInput.tsx';
import { dmyTime } from '../sections/cells.tsx';
import { type PersonalDataRequest, PrivacyRequests } from './PrivacyRequests.tsx';

interface Found {
  kind: 'inquiry' | 'application' | 'jobAlert' | 'email' | 'revision';
  no: number;
  createDt: string;
  title: string;
  inTrash: boolean;
}

/** Where staff open a found row: inquiries and applications have their detail screens. */
const DETAIL: Partial<Record<Found['kind'], AdminSectionKey>> = {
  inquiry: 'qna/qna',
  application: 'board/application',
};

/** An address has an @; anything else is taken as a phone number. */
const subjectQuery = (typed: string): Query =>
  typed.includes('@') ? { email: typed.trim() } : { phone: typed.trim() };

/**
 * Personal data (decision 040): staff answer a person who asks what the site holds about
 * them. Find it by e-mail address or phone number, export it for them (JSON, or a ZIP with the
 * files), or erase it now after typing a reason. Requests are logged as they arrive and answered
 * on the clock (decision 051, PrivacyRequests); an export or erasure names the request it answers.
 */
export default function PrivacyScreen() {
  const { t } = useI18n();
  const { can } = useSession();
  const dialogs = useDialogs();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [receivedOn, setReceivedOn] = useState(vietnamDate());
  const [searched, setSearched] = useState<Query | null>(null);
  const [found, setFound] = useState<Found[] | null>(null);
  const [error, setError] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  /** The logged request the export or erasure answers, when staff came from its row. */
  const [answering, setAnswering] = useState<number | undefined>(undefined);
  const [reloadKey, setReloadKey] = useState(0);
  const loadLog = () => setReloadKey((key) => key + 1);

  const find = async (event?: FormEvent, who = typed) => {
    event?.preventDefault();
    if (!who.trim()) return;
    const query = subjectQuery(who);
    setBusy(true);
    setError('');
    try {
      const answer = await api.get<{ list: Found[] }>('/api/privacy/subjects', query);
      setSearched(query);
      setFound(answer.list);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const exportData = async (format: 'json' | 'zip') => {
    if (!searched) return;
    setBusy(true);
    try {
      await downloadFromApi(
        '/api/privacy/export',
        { ...searched, format, receivedOn, requestNo: answering },
        `personal-data.${format}`,
      );
      loadLog();
    } catch (e) {
      await dialogs.alert((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const erase = async (event: FormEvent) => {
    event.preventDefault();
    if (!searched) return;
    const who = searched.email ?? searched.phone;
    if (!(await dialogs.confirm(t('personalData.confirmErase', { who: String(who) })))) return;
    setBusy(true);
    try {
      const { erased } = await api.post<{ erased: Record<string, number> }>('/api/privacy/erase', {
        ...searched,
        reason,
        receivedOn,
        requestNo: answering,
      });
      await dialogs.alert(t('personalData.erased', { counts: describeCounts(erased) }));
      setReason('');
      loadLog();
      await find();
    } catch (e) {
      await dialogs.alert((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  /** From a waiting request's row: its person searched, its day, and the answers naming it. */
  const answer = (request: PersonalDataRequest) => {
    const who = request.email ?? request.phone ?? '';
    setTyped(who);
    setReceivedOn(vietnamDate(new Date(request.receivedAt)));
    setAnswering(request.requestNo);
    void find(undefined, who);
  };

  const describeCounts = (counts: Record<string, number>) =>
    Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([kind, n]) => t(`personalData.count.${kind}`, { n }))
      .join(', ') || t('personalData.nothing');

  return (
    <section className="admin-screen admin-privacy" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {t('page.user/privacy')}
      </h1>
      <p className="admin-guidance">{t('personalData.lead')}</p>
      <search>
        <form className="admin-privacy__find" onSubmit={find}>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor={`${id}-who`}>
              {t('personalData.who')}
            </label>
            <input
              id={`${id}-who`}
              type="search"
              value={typed}
              maxLength={254}
              required
              autoComplete="off"
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor={`${id}-received`}>
              {t('personalData.receivedOn')}
            </label>
            <DateInput id={`${id}-received`} value={receivedOn} required onChange={setReceivedOn} />
          </div>
          <button type="submit" className="admin-button admin-button--primary" disabled={isBusy}>
            {t('personalData.find')}
          </button>
          {answering !== undefined && (
            <p className="admin-field__hint">
              {t('privacyRequests.answering', { no: answering })}{' '}
              <button type="button" className="admin-button" onClick={() => setAnswering(undefined)}>
                {t('privacyRequests.answerNone')}
              </button>
            </p>
          )}
        </form>
      </search>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {found && searched && (
        <section className="admin-privacy__found" aria-labelledby={`${id}-found`}>
          <h2 id={`${id}-found`}>
            {t('personalData.foundTitle', { who: String(searched.email ?? searched.phone) })}
          </h2>
          {found.length === 0 ? (
            <p>{t('personalData.nothingFound')}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('personalData.kindCol')}</th>
                    <th scope="col">{t('col.no')}</th>
                    <th scope="col">{t('col.date')}</th>
                    <th scope="col">{t('col.title')}</th>
                  </tr>
                </thead>
                <tbody>
                  {found.map((row) => {
                    const section = DETAIL[row.kind];
                    return (
                      <tr key={`${row.kind}-${row.no}`}>
                        <td>
                          {t(`personalData.kind.${row.kind}`)}
                          {row.inTrash && <span className="admin-badge">{t('personalData.inTrash')}</span>}
                        </td>
                        <td>
                          {section && !row.inTrash ? (
                            <Link to={ADMIN_PATHS.detail(section, row.no)}>{row.no}</Link>
                          ) : (
                            row.no
                          )}
                        </td>
                        <td>{dmyTime(row.createDt)}</td>
                        <td>{row.title}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <div className="admin-privacy__actions">
            <button
              type="button"
              className="admin-button"
              disabled={isBusy}
              onClick={() => exportData('json')}
            >
              {t('personalData.exportJson')}
            </button>
            <button
              type="button"
              className="admin-button"
              disabled={isBusy}
              onClick={() => exportData('zip')}
            >
              {t('personalData.exportZip')}
            </button>
          </div>
          {can('d', 'UserPrivacy') && found.length > 0 && (
            <form className="admin-privacy__erase" onSubmit={erase}>
              <h3>{t('personalData.eraseTitle')}</h3>
              <p className="admin-field__hint">{t('personalData.eraseHint')}</p>
              <div className="admin-field">
                <label className="admin-field__label" htmlFor={`${id}-reason`}>
                  {t('personalData.reason')}
                </label>
                <textarea
                  id={`${id}-reason`}
                  value={reason}
                  maxLength={1000}
                  required
                  rows={3}
                  onChange={(e) => setReason(e.target.value)}
                />
              </div>
              <button
                type="submit"
                className="admin-button admin-button--danger"
                disabled={isBusy || !reason.trim()}
              >
                {t('personalData.erase')}
              </button>
            </form>
          )}
        </section>
      )}
      <PrivacyRequests reloadKey={reloadKey} onAnswer={answer} />
    </section>
  );
}
