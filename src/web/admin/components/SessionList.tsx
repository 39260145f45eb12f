import { useEffect, useState } from 'react';
import type { SessionEntry } from '../../../common/sessions.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ApiError, api } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { dmyTime } from '../sections/cells.tsx';

/**
 * Live sessions as a table (decision 038): one's own, each with End and "End all other sessions",
 * or, for a System Manager on an account's page, that account's (`listPath`) with no actions of
 * its own (the account page ends them all).
 */
export function SessionList({
  listPath,
  canEnd,
  reload = 0,
}: {
  listPath: string;
  canEnd: boolean;
  reload?: number;
}) {
  const { t } = useI18n();
  const dialogs = useDialogs();
  const [sessions, setSessions] = useState<SessionEntry[] | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    api.get<{ list: SessionEntry[] }>(listPath).then(
      (data) => setSessions(data.list),
      () => setSessions([]),
    );
  }, [listPath, version, reload]);

  const act = async (question: string, call: () => Promise<unknown>) => {
    if (!(await dialogs.confirm(question))) return;
    try {
      await call();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) await dialogs.alert((error as Error).message);
    }
    setVersion((v) => v + 1);
  };

  if (!sessions) return <p className="admin-loading">{t('form.loading')}</p>;
  if (!sessions.length) return <p>{t('security.noSessions')}</p>;
  const hasOthers = sessions.some((s) => !s.current);
  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table admin-sessions">
          <thead>
            <tr>
              <th scope="col">{t('security.browser')}</th>
              <th scope="col">{t('security.address')}</th>
              <th scope="col">{t('security.started')}</th>
              <th scope="col">{t('security.lastSeen')}</th>
              {canEnd && (
                <th scope="col">
                  <span className="visually-hidden">{t('security.end')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id}>
                <td>
                  {session.browser || t('security.unknown')}
                  {session.current && (
                    <strong className="admin-sessions__current">{t('security.thisSession')}</strong>
                  )}
                </td>
                <td data-label={t('security.address')}>{session.ipaddress || t('security.unknown')}</td>
                <td data-label={t('security.started')}>{dmyTime(session.createdAt)}</td>
                <td data-label={t('security.lastSeen')}>{dmyTime(session.lastSeenAt)}</td>
                {canEnd && (
                  <td className="admin-table__num">
                    {!session.current && (
                      <button
                        type="button"
                        className="admin-button"
                        aria-label={`${t('security.end')}: ${session.browser || t('security.unknown')}, ${dmyTime(session.createdAt)}`}
                        onClick={() =>
                          act(t('security.endConfirm'), () =>
                            api.delete(`/api/user/sessions/${encodeURIComponent(session.id)}`, {}),
                          )
                        }
                      >
                        {t('security.end')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canEnd && hasOthers && (
        <p className="admin-security__actions">
          <button
            type="button"
            className="admin-button"
            onClick={() =>
              act(t('security.endOthersConfirm'), () => api.post('/api/user/sessions/end-others'))
            }
          >
            {t('security.endOthers')}
          </button>
        </p>
      )}
    </>
  );
}
