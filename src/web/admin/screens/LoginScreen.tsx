import { type FormEvent, useEffect, useState } from 'react';
import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { MSG } from '../../../common/messages.ts';
import { Logo } from '../../components/Logo.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { TotpField } from '../components/TotpField.tsx';
import { ApiError, api } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { translateServerMessage } from '../lib/passwords.ts';
import { useRouter } from '../lib/router.tsx';
import { type SessionUser, useSession } from '../lib/session.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/**
 * Login (spec 2, 5): Enter submits; reaching this page ends any session (spec 4). An account with
 * two-factor on is asked for its code (or a recovery code) after the right password (decision 038);
 * a refused code is said under its field, which keeps it for retyping (decision 048).
 */
export function LoginScreen() {
  const { t } = useI18n();
  const { user, signIn, signOut } = useSession();
  const dialogs = useDialogs();
  const { navigate } = useRouter();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [isCodeStep, setIsCodeStep] = useState(false);
  const [totp, setTotp] = useState('');
  const [codeError, setCodeError] = useState('');
  const [isRecovery, setIsRecovery] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  // Only on arrival: a session that exists when the login page opens is ended (spec 4).
  useEffect(() => {
    if (user) void signOut();
  }, []);

  const startOver = () => {
    setIsCodeStep(false);
    setTotp('');
    setCodeError('');
    setIsRecovery(false);
    setPassword('');
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!loginId.trim() || !password) return dialogs.alert(t('msg.fillIdPassword'));
    if (isCodeStep && !isRecovery && totp.length !== 6) return setCodeError(t('login.codeFormat'));
    if (isCodeStep && !totp.trim()) return;
    setIsBusy(true);
    setCodeError('');
    try {
      const session = await api.post<SessionUser>('/api/user/login', {
        loginId: loginId.trim(),
        password,
        ...(isCodeStep ? { totp: totp.trim() } : {}),
      });
      signIn(session);
      navigate(ADMIN_PATHS.dashboard);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'totp_required') return setIsCodeStep(true);
      if (isCodeStep && error instanceof ApiError && error.status !== 403)
        return setCodeError(
          error.status === 401 ? t('login.wrongCode') : translateServerMessage(error.message, t),
        );
      startOver();
      await dialogs.alert((error as Error).message || MSG.tryAgain);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <main className="admin-login">
      <form className="admin-login__card" onSubmit={onSubmit} noValidate>
        <div className="admin-login__brand">
          <Logo />
          <LanguageSwitch />
        </div>
        <h1>{t('login.title')}</h1>
        {isCodeStep ? (
          <>
            <TotpField
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
            <button type="submit" className="admin-button admin-button--primary" disabled={isBusy}>
              {t('login.verify')}
            </button>
            <button type="button" className="admin-button" onClick={startOver}>
              {t('login.back')}
            </button>
          </>
        ) : (
          <>
            <label>
              <span>{t('login.id')}</span>
              <input value={loginId} onChange={(e) => setLoginId(e.target.value)} autoComplete="username" />
            </label>
            <label>
              <span>{t('login.password')}</span>
              <input
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="current-password"
              />
            </label>
            <button type="submit" className="admin-button admin-button--primary" disabled={isBusy}>
              {t('login.submit')}
            </button>
          </>
        )}
        <p className="admin-login__note">{t('login.note')}</p>
      </form>
    </main>
  );
}
