import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { formatDmy } from '../../../common/dates.ts';
import {
  REQUEST_CHANNELS,
  REQUEST_KINDS,
  type RequestStatus,
} from '../../../common/schemas/privacy-request.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { api } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { useSession } from '../lib/session.tsx';
import { DateInput } from '../components/DateInput.tsx';
import { dmyTime } from '../sections/cells.tsx';

/** A request as `GET /api/privacy/requests` lists it (decision 051). */
export interface PersonalDataRequest {
  requestNo: number;
  kind: (typeof REQUEST_KINDS)[number];
  channel: (typeof REQUEST_CHANNELS)[number] | null;
  status: RequestStatus;
  subject: string;
  email: string | null;
  phone: string | null;
  receivedAt: string;
  acknowledgeBy: string;
  dueAt: string;
  overdue: boolean;
  acknowledgeOverdue: boolean;
  note: string;
  answers: Array<{
    action: 'export' | 'erase';
    reason: string;
    counts: Record<string, number>;
    createdAt: string;
  }>;
}

const NEXT: Partial<Record<RequestStatus, RequestStatus[]>> = {
  open: ['acknowledged', 'done', 'refused'],
  acknowledged: ['done', 'refused'],
};

/** The minute now in Vietnam, as a datetime-local input shows it. */
const vietnamMinute = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 16);

/**
 * People's requests on the clock (decision 051): log one as it arrives, the waiting ones by the day
 * they are due (overdue ones marked), each moved on with a note; the answered ones below.
 * `onAnswer` opens the search above for a waiting request's person, so its export or erasure names it.
 */
export function PrivacyRequests({
  reloadKey,
  onAnswer,
}: {
  reloadKey: number;
  onAnswer: (request: PersonalDataRequest) => void;
}) {
  const { t } = useI18n();
  const { can } = useSession();
  const dialogs = useDialogs();
  const id = useId();
  const canEdit = can('e', 'UserPrivacy');
  const [waiting, setWaiting] = useState<PersonalDataRequest[] | null>(null);
  const [answered, setAnswered] = useState<PersonalDataRequest[] | null>(null);
  const [error, setError] = useState('');
  const [draft, setDraft] = useState({
    kind: 'access',
    channel: 'email',
    who: '',
    receivedAt: vietnamMinute(),
  });
  const [isBusy, setBusy] = useState(false);

  const load = useCallback(() => {
    const list = (status: string) =>
      api.get<{ list: PersonalDataRequest[] }>('/api/privacy/requests', { status, pageCnt: 50 });
    Promise.all([list('open,acknowledged'), list('done,refused')]).then(
      ([open, done]) => {
        setWaiting(open.list);
        setAnswered(done.list);
      },
      (e: Error) => setError(e.message),
    );
  }, []);
  // A new reloadKey (an export or erasure above) asks for a fresh list.
  useEffect(load, [reloadKey]);

  const logRequest = async (event: FormEvent) => {
    event.preventDefault();
    const who = draft.who.trim();
    setBusy(true);
    try {
      const requestNo = await api.post<number>('/api/privacy/requests', {
        kind: draft.kind,
        channel: draft.channel,
        ...(who.includes('@') ? { email: who } : { phone: who }),
        receivedAt: `${draft.receivedAt}:00+07:00`,
      });
      await dialogs.alert(t('privacyRequests.logged', { no: requestNo }));
      setDraft({ ...draft, who: '', receivedAt: vietnamMinute() });
      load();
    } catch (e) {
      await dialogs.alert((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const setStatus = async (request: PersonalDataRequest, form: HTMLFormElement) => {
    const data = new FormData(form);
    setBusy(true);
    try {
      await api.post(`/api/privacy/requests/${request.requestNo}`, {
        status: data.get('status'),
        note: data.get('note'),
      });
      load();
    } catch (e) {
      await dialogs.alert((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const kindOf = (request: PersonalDataRequest) =>
    `${t(`privacyRequests.kind.${request.kind}`)}${request.channel ? ` · ${t(`privacyRequests.channel.${request.channel}`)}` : ''}`;

  return (
    <section className="admin-privacy__requests" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('privacyRequests.title')}</h2>
      <p className="admin-field__hint">{t('privacyRequests.hint')}</p>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {canEdit && (
        <form className="admin-privacy__find" onSubmit={logRequest} aria-labelledby={`${id}-log`}>
          <h3 id={`${id}-log`} className="admin-privacy__form-title">
            {t('privacyRequests.log')}
          </h3>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor={`${id}-kind`}>
              {t('privacyRequests.kindLabel')}
            </label>
            <select
              id={`${id}-kind`}
              value={draft.kind}
              onChange={(e) => setDraft({ ...draft, kind: e.target.value })}
            >
              {REQUEST_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`privacyRequests.kind.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor={`${id}-channel`}>
              {t('privacyRequests.channelLabel')}
            </label>
            <select
              id={`${id}-channel`}
              value={draft.channel}
              onChange={(e) => setDraft({ ...draft, channel: e.target.value })}
            >
              {REQUEST_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {t(`privacyRequests.channel.${channel}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor={`${id}-who`}>
              {t('privacyRequests.who')}
            </label>
            <input
              id={`${id}-who`}
              value={draft.who}
              maxLength={254}
              required
              autoComplete="off"
              onChange={(e) => setDraft({ ...draft, who: e.target.value })}
            />
          </div>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor={`${id}-at`}>
              {t('privacyRequests.receivedAt')}
            </label>
            <DateInput
              id={`${id}-at`}
              withTime
              value={draft.receivedAt}
              required
              onChange={(moment) => setDraft({ ...draft, receivedAt: moment })}
            />
          </div>
          <button type="submit" className="admin-button admin-button--primary" disabled={isBusy}>
            {t('privacyRequests.logButton')}
          </button>
        </form>
      )}
      <RequestTable
        title={t('privacyRequests.waitingTitle')}
        empty={t('privacyRequests.noneWaiting')}
        requests={waiting}
        columns={[
          'col.no',
          'privacyRequests.kindLabel',
          'personalData.person',
          'privacyRequests.receivedAt',
          'privacyRequests.acknowledgeBy',
          'privacyRequests.dueAt',
          'privacyRequests.statusLabel',
        ]}
        row={(request) => (
          <tr key={request.requestNo} className={request.overdue ? 'admin-privacy__overdue' : undefined}>
            <td>{request.requestNo}</td>
            <td>{kindOf(request)}</td>
            <td>
              {request.email ?? request.phone ?? request.subject}
              {(request.email ?? request.phone) && (
                <button
                  type="button"
                  className="admin-linkbutton admin-privacy__answer"
                  onClick={() => onAnswer(request)}
                >
                  {t('privacyRequests.answer')}
                </button>
              )}
            </td>
            <td>{dmyTime(request.receivedAt)}</td>
            <td>
              {formatDmy(request.acknowledgeBy)}
              {request.acknowledgeOverdue && (
                <span className="admin-badge admin-badge--late">{t('privacyRequests.late')}</span>
              )}
            </td>
            <td>
              {formatDmy(request.dueAt)}
              {request.overdue && (
                <span className="admin-badge admin-badge--late">{t('privacyRequests.overdue')}</span>
              )}
            </td>
            <td>
              {t(`privacyRequests.status.${request.status}`)}
              {request.note && <span className="admin-privacy__reason">{request.note}</span>}
              {canEdit && (
                <form
                  className="admin-privacy__status"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void setStatus(request, event.currentTarget);
                  }}
                >
                  <select
                    name="status"
                    aria-label={t('privacyRequests.newStatus', { no: request.requestNo })}
                  >
                    {NEXT[request.status]?.map((status) => (
                      <option key={status} value={status}>
                        {t(`privacyRequests.status.${status}`)}
                      </option>
                    ))}
                  </select>
                  <input
                    name="note"
                    maxLength={1000}
                    aria-label={t('privacyRequests.note', { no: request.requestNo })}
                    placeholder={t('privacyRequests.notePlaceholder')}
                  />
                  <button type="submit" className="admin-button" disabled={isBusy}>
                    {t('privacyRequests.setStatus')}
                  </button>
                </form>
              )}
            </td>
          </tr>
        )}
      />
      <RequestTable
        title={t('privacyRequests.answeredTitle')}
        empty={t('personalData.logEmpty')}
        requests={answered}
        columns={[
          'col.no',
          'privacyRequests.kindLabel',
          'personalData.person',
          'privacyRequests.receivedAt',
          'privacyRequests.statusLabel',
          'personalData.result',
        ]}
        row={(request) => (
          <tr key={request.requestNo}>
            <td>{request.requestNo}</td>
            <td>{kindOf(request)}</td>
            <td>{request.subject}</td>
            <td>{dmyTime(request.receivedAt)}</td>
            <td>
              {t(`privacyRequests.status.${request.status}`)}
              {request.note && <span className="admin-privacy__reason">{request.note}</span>}
            </td>
            <td>
              {request.answers.length === 0
                ? '—'
                : request.answers.map((answer) => (
                    <span key={answer.createdAt} className="admin-privacy__answered">
                      {t(`personalData.did.${answer.action}`)} ({dmyTime(answer.createdAt)})
                      {answer.reason && <span className="admin-privacy__reason">{answer.reason}</span>}
                    </span>
                  ))}
            </td>
          </tr>
        )}
      />
    </section>
  );
}

/** A titled table of requests (or its loading or empty line): the waiting ones, the answered ones. */
function RequestTable({
  title,
  empty,
  requests,
  columns,
  row,
}: {
  title: string;
  empty: string;
  requests: PersonalDataRequest[] | null;
  /** The columns' text keys. */
  columns: string[];
  row: (request: PersonalDataRequest) => ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {!requests ? (
        <p className="admin-loading">{t('list.loading')}</p>
      ) : requests.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{requests.map(row)}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
