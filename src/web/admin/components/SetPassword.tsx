import { type FormEvent, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { ApiError, api } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { passwordProblem, translateServerMessage } from '../lib/passwords.ts';
import { Link } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';

/**
 * On an account's edit form: a System Manager sets a new password for that account (new twice, the
 * policy) in a dialog. The dialog lives outside the account form, so Enter here never saves that form.
 * Your own account points to Change password instead, which asks for the current one.
 */
export function SetPassword({ account }: { account: { id?: unknown; username?: unknown } }) {
  const { t } = useI18n();
  const dialogs = useDialogs();
  const { user } = useSession();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState({ next: '', again: '' });
  const [problem, setProblem] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const name = String(account.username ?? '');

  if (Number(account.id) === user?.userNo)
    return (
      <p className="admin-field__hint">
        <Link to={ADMIN_PATHS.password}>{t('password.own')}</Link>
      </p>
    );

  const close = () => {
    setIsOpen(false);
    setValues({ next: '', again: '' });
    setProblem('');
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // React events cross portals: the account form around this control must not see this submit.
    e.stopPropagation();
    if (isSaving) return;
    const found = passwordProblem(values, t);
    setProblem(found ?? '');
    if (found) return;
    setIsSaving(true);
    try {
      await api.post(`/api/auth/${Number(account.id)}/password`, { newPassword: values.next });
      close();
      await dialogs.alert(t('password.setDone', { name }));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401)
        setProblem(translateServerMessage((error as Error).message, t));
      else close();
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <>
      <button type="button" className="admin-button" onClick={() => setIsOpen(true)}>
        {t('password.setNew')}
      </button>
      {isOpen &&
        createPortal(
          <Dialog
            isOpen
            onClose={close}
            title={t('password.setTitle', { name })}
            className="admin-dialog"
            actions={
              <>
                <button type="button" className="admin-button" onClick={close}>
                  {t('dialog.cancel')}
                </button>
                <button
                  type="submit"
                  form={`${id}-form`}
                  className="admin-button admin-button--primary"
                  disabled={isSaving}
                >
                  {t('password.set')}
                </button>
              </>
            }
          >
            <form
              id={`${id}-form`}
              className="admin-set-password"
              onSubmit={onSubmit}
              onKeyDown={(e) => {
                e.stopPropagation();
                if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
                  e.preventDefault();
                  e.currentTarget.requestSubmit();
                }
              }}
              noValidate
            >
              <p className="admin-dialog__message">{t('password.setLead')}</p>
              {(['next', 'again'] as const).map((field) => (
                <label key={field} className="admin-set-password__field">
                  <span>{t(field === 'next' ? 'password.new' : 'password.again')}</span>
                  <input
                    type="password"
                    value={values[field]}
                    maxLength={16}
                    autoComplete="new-password"
                    aria-describedby={`${id}-hint`}
                    onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                  />
                </label>
              ))}
              <p id={`${id}-hint`} className="admin-field__hint">
                {t('hint.password')}
              </p>
              {problem && (
                <p className="admin-error" role="alert">
                  {problem}
                </p>
              )}
            </form>
          </Dialog>,
          document.body,
        )}
    </>
  );
}
