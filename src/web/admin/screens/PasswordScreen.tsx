import { type FormEvent, useId, useState } from 'react';
import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ApiError, api } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { passwordProblem, translateServerMessage } from '../lib/passwords.ts';
import { useRouter } from '../lib/router.tsx';

/**
 * Any administrator's own password (reached from the header): the current one, the new one twice.
 * The server ends the account's other sessions; this one stays signed in.
 */
export function PasswordScreen() {
  const { t } = useI18n();
  const dialogs = useDialogs();
  const { navigate } = useRouter();
  const id = useId();
  const [values, setValues] = useState({ current: '', next: '', again: '' });
  const [isSaving, setIsSaving] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (isSaving) return;
    const problem = passwordProblem(values, t);
    if (problem) return dialogs.alert(problem);
    if (!(await dialogs.confirm(t('msg.confirmSave')))) return;
    setIsSaving(true);
    try {
      await api.post('/api/user/password', { currentPassword: values.current, newPassword: values.next });
      setValues({ current: '', next: '', again: '' });
      await dialogs.alert(t('password.changed'));
      navigate(ADMIN_PATHS.dashboard);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401)
        await dialogs.alert(translateServerMessage((error as Error).message, t));
    } finally {
      setIsSaving(false);
    }
  };

  const fields = [
    { name: 'current', label: t('password.current'), autoComplete: 'current-password' },
    { name: 'next', label: t('password.new'), autoComplete: 'new-password' },
    { name: 'again', label: t('password.again'), autoComplete: 'new-password' },
  ] as const;
  return (
    <section className="admin-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {t('frame.password')}
      </h1>
      <p className="admin-guidance">{t('password.lead')}</p>
      <form className="admin-form admin-form--narrow" onSubmit={onSubmit} noValidate>
        {fields.map((field) => (
          <div key={field.name} className="admin-field admin-field--password">
            <label htmlFor={`${id}-${field.name}`} className="admin-field__label">
              {field.label}
            </label>
            <div className="admin-field__control">
              <input
                id={`${id}-${field.name}`}
                type="password"
                value={values[field.name]}
                maxLength={field.name === 'current' ? 200 : 16}
                autoComplete={field.autoComplete}
                aria-describedby={field.name === 'next' ? `${id}-hint` : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
              />
              {field.name === 'next' && (
                <p id={`${id}-hint`} className="admin-field__hint">
                  {t('hint.password')}
                </p>
              )}
            </div>
          </div>
        ))}
        <div className="admin-form__actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={isSaving}>
            {t('form.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
