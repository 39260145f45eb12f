import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { ApiError, api } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { SessionList } from './SessionList.tsx';

/**
 * On another account's edit form, for a System Manager (decision 038): its two-factor status with
 * "Reset two-factor", and its sessions with "End all sessions".
 */
export default function AccountSecurity({ userNo, username }: { userNo: number; username: string }) {
  const { t } = useI18n();
  const dialogs = useDialogs();
  const [status, setStatus] = useState<{ enabled: boolean; recoveryCodesLeft: number } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    api
      .get<{ enabled: boolean; recoveryCodesLeft: number }>(`/api/user/${userNo}/2fa`)
      .then(setStatus, () => {});
  }, [userNo, version]);

  const act = async (question: string, call: () => Promise<unknown>, done?: string) => {
    if (!(await dialogs.confirm(question))) return;
    try {
      await call();
      if (done) await dialogs.alert(done);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) await dialogs.alert((error as Error).message);
    }
    setVersion((v) => v + 1);
  };

  if (!status) return null;
  return (
    <div className="admin-account-security">
      <p>
        {status.enabled
          ? t('security.accountOn', { count: status.recoveryCodesLeft })
          : t('security.accountOff')}
      </p>
      <p className="admin-security__actions">
        {status.enabled && (
          <button
            type="button"
            className="admin-button"
            onClick={() =>
              act(
                t('security.resetConfirm', { name: username }),
                () => api.post(`/api/user/${userNo}/2fa/reset`),
                t('security.resetDone', { name: username }),
              )
            }
          >
            {t('security.reset')}
          </button>
        )}
        <button
          type="button"
          className="admin-button"
          onClick={() =>
            act(t('security.endAllConfirm', { name: username }), () =>
              api.delete(`/api/user/${userNo}/sessions`, {}),
            )
          }
        >
          {t('security.endAll')}
        </button>
      </p>
      <SessionList listPath={`/api/user/${userNo}/sessions`} canEnd={false} reload={version} />
    </div>
  );
}
