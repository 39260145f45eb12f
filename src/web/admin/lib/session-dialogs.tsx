import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MSG } from '../../../common/messages.ts';
import { can } from '../../../common/permissions.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { TotpField } from '../components/TotpField.tsx';
import { ApiError, api } from './api.ts';
import { clockTime } from './clock-time.ts';
import { translateServerMessage } from './passwords.ts';
import type { FormRight, SessionUser } from './session.tsx';
import type { SessionWarningState } from './session-clock.ts';

/** Before an idle session ends: when, a countdown, and "Stay signed in". */
export function SessionWarning({ warning, onStay }: { warning: SessionWarningState; onStay: () => void }) {
  const { t, locale } = useI18n();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((warning.endsAt - now) / 1000));
  const countdown = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <Dialog
      isOpen
      onClose={onStay}
      title={t('session.warningTitle')}
      className="admin-dialog"
      actions={
        <button type="button" className="admin-button admin-button--primary" onClick={onStay}>
          {warning.canExtend ? t('session.stay') : t('dialog.ok')}
        </button>
      }
    >
      <p className="admin-dialog__message">
        {t(warning.canExtend ? 'session.idleWarning' : 'session.capWarning', {
          time: clockTime(warning.endsAt, locale),
        })}
      </p>
      <p className="admin-dialog__message">{t('session.timeLeft', { left: countdown })}</p>
    </Dialog>
  );
}

/**
 * Sign in again over an open form: the login API and its messages. Another account may sign in
 * if it holds the right the form needs to save; otherwise its new session is ended at once.
 */
export function SignInDialog({
  username,
  right,
  onClose,
}: {
  username: string;
  right: FormRight;
  onClose: (signedIn: SessionUser | null) => void;
}) {
  const { t } = useI18n();
  const formId = useId();
  const [loginId, setLoginId] = useState(username);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [isCodeStep, setIsCodeStep] = useState(false);
  const [totp, setTotp] = useState('');
  const [codeError, setCodeError] = useState('');
  const [isRecovery, setIsRecovery] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  // The dialog has just opened (its effect ran first): the ID is known, the password is asked.
  useEffect(() => {
    if (username) passwordInput.current?.focus();
  }, [username]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (isBusy) return;
    if (!loginId.trim() || !password) return setError(t('msg.fillIdPassword'));
    if (isCodeStep && !isRecovery && totp.length !== 6) return setCodeError(t('login.codeFormat'));
    setIsBusy(true);
    setError('');
    setCodeError('');
    try {
      const user = await api.post<SessionUser>('/api/user/login', {
        loginId: loginId.trim(),
        password,
        ...(isCodeStep ? { totp: totp.trim() } : {}),
      });
      if (!can(user.settings, right.action, right.page)) {
        await api.post('/api/user/logout').catch(() => undefined);
        setPassword('');
        setError(t('session.noRight', { name: user.username }));
        return;
      }
      onClose(user);
    } catch (failure) {
      // Two-factor on: the password was right, the code comes next (decision 038).
      if (failure instanceof ApiError && failure.code === 'totp_required') return setIsCodeStep(true);
      // A refused code is said under its field, kept there for retyping (decision 048).
      if (isCodeStep && failure instanceof ApiError && failure.status !== 403)
        return setCodeError(
          failure.status === 401 ? t('login.wrongCode') : translateServerMessage(failure.message, t),
        );
      setPassword('');
      setIsCodeStep(false);
      setTotp('');
      setError((failure as Error).message || MSG.tryAgain);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={() => onClose(null)}
      title={t('session.signInTitle')}
      className="admin-dialog admin-signin"
      actions={
        <>
          <button type="button" className="admin-button" onClick={() => onClose(null)}>
            {t('dialog.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="admin-button admin-button--primary"
            disabled={isBusy}
          >
            {t('login.submit')}
          </button>
        </>
      }
    >
      <p className="admin-dialog__message">{t('session.signInText')}</p>
      <form id={formId} className="admin-signin__form" onSubmit={onSubmit} noValidate>
        {isCodeStep ? (
          <TotpField
            className="admin-signin__field"
            value={totp}
            onChange={(value) => {
              setTotp(value);
              setCodeError('');
            }}
            error={codeError}
            isRecovery={isRecovery}
            onToggleRecovery={() => {
              setIsRecovery((r) => !r);
              setTotp('');
              setCodeError('');
            }}
          />
        ) : (
          <>
            <label className="admin-signin__field">
              <span>{t('login.id')}</span>
              <input value={loginId} onChange={(e) => setLoginId(e.target.value)} autoComplete="username" />
            </label>
            <label className="admin-signin__field">
              <span>{t('login.password')}</span>
              <input
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="current-password"
                ref={passwordInput}
              />
            </label>
          </>
        )}
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
