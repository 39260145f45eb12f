import { useCallback, useEffect, useState } from 'react';
import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { LIMITS } from '../../../common/codes.ts';
import { type FailedMail, pageOfMail } from '../../../common/failed-mail.ts';
import { ApiError } from '../../lib/api.ts';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { ListTable } from '../components/list/ListTable.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { api, type ListResult } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { Link } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import { dmyTime } from '../sections/cells.tsx';
import type { CellContext, Column, Row } from '../sections/types.ts';

const API = '/api/admin/mail/failed';
/** What the one list table needs of a section: rows by `id`, numbered like every list, no detail links. */
const TABLE = { idField: 'id' };

/**
 * The e-mails the outbox gave up on (decision 063): who, what, why, when, attempts and the item
 * each is about, with Send again (the edit right of that item) and Discard (its delete right,
 * confirmed first). The server lists only those whose items the account may read.
 */
export default function FailedMails({ pageNo }: { pageNo: number }) {
  const { t, localeCd } = useI18n();
  const { can } = useSession();
  const dialogs = useDialogs();
  const [data, setData] = useState<ListResult<Row> | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    setIsLoading(true);
    try {
      setData(await api.get<ListResult<Row>>(API, { pageNo, pageCnt: LIMITS.adminPageSize }));
      setError('');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setIsLoading(false);
    }
  }, [pageNo]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      await dialogs.alert(done);
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.status !== 401)
        await dialogs.alert((failure as Error).message);
    }
    await load();
  };
  const retry = (mail: FailedMail) =>
    act(() => api.post(`${API}/${mail.id}/retry`), t('failedMails.retried'));
  const discard = async (mail: FailedMail) => {
    if (!(await dialogs.confirm(t('failedMails.confirmDiscard')))) return;
    await act(() => api.delete(`${API}/${mail.id}`, {}), t('failedMails.discarded'));
  };

  const columns: Column[] = [
    {
      label: 'mailTo',
      value: (row) => (
        <span className="admin-failed__to">{recipientOf(row as unknown as FailedMail, t)}</span>
      ),
    },
    {
      label: 'mailSubject',
      value: (row) => {
        const mail = row as unknown as FailedMail;
        return (
          <span className="admin-failed__what">
            {mail.subject ?? <em>{t('failedMails.notKept')}</em>}
            <br />
            <small>{t(`failedMails.kind.${mail.kind}`)}</small>
          </span>
        );
      },
    },
    {
      label: 'mailReason',
      value: (row) => <code className="admin-failed__reason">{String(row.reason)}</code>,
    },
    { label: 'mailFailedAt', value: (row) => dmyTime(row.failedAt) },
    { label: 'mailAttempts', value: (row) => String(row.attempts) },
    { label: 'mailAbout', value: (row) => <AboutLink mail={row as unknown as FailedMail} /> },
    {
      label: 'mailActions',
      value: (row) => {
        const mail = row as unknown as FailedMail;
        const page = pageOfMail(mail);
        return (
          <span className="admin-failed__actions">
            {mail.canRetry && can('e', page) && (
              <button
                type="button"
                className="admin-button admin-button--primary"
                onClick={() => retry(mail)}
              >
                {t('failedMails.retry')}
              </button>
            )}
            {can('d', page) && (
              <button
                type="button"
                className="admin-button admin-button--danger"
                onClick={() => discard(mail)}
              >
                {t('failedMails.discard')}
              </button>
            )}
          </span>
        );
      },
    },
  ];
  const ctx: CellContext = { t, localeCd, canEdit: false, reload: load };
  const total = data?.total ?? 0;

  return (
    <section className="admin-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {t('failedMails.title')}
      </h1>
      <p className="admin-guidance">{t('failedMails.lead')}</p>
      <div className="admin-toolbar">
        <p className="admin-toolbar__total" aria-live="polite">
          {isLoading ? t('list.loading') : t('list.total', { total })}
        </p>
      </div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <ListTable
        section={TABLE}
        columns={columns}
        view={{}}
        pageNo={pageNo}
        data={data}
        isLoading={isLoading}
        pinned={null}
        checked={[]}
        onCheck={() => {}}
        onSort={() => {}}
        rights={{ canCheck: false, canEdit: false, canOpenRows: false }}
        ctx={ctx}
        emptyText={t('failedMails.empty')}
      />
      <Pagination
        pageNo={pageNo}
        pageCount={Math.max(1, Math.ceil(total / LIMITS.adminPageSize))}
        href={ADMIN_PATHS.failedMails}
      />
    </section>
  );
}

function recipientOf(mail: FailedMail, t: Translate): string {
  if (mail.recipient) return mail.recipient;
  return mail.isToStaff ? t('failedMails.staff') : '—';
}

/** The inquiry or application the e-mail is about, linked to its detail. */
function AboutLink({ mail }: { mail: FailedMail }) {
  const { t } = useI18n();
  if (mail.qnaNo != null)
    return (
      <Link to={ADMIN_PATHS.detail('qna/qna', mail.qnaNo)}>
        {t('failedMails.inquiry', { id: mail.qnaNo })}
      </Link>
    );
  if (mail.applicationNo != null)
    return (
      <Link to={ADMIN_PATHS.detail('board/application', mail.applicationNo)}>
        {t('failedMails.application', { id: mail.applicationNo })}
      </Link>
    );
  return <>—</>;
}
