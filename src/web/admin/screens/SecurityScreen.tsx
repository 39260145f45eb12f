import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MSG } from '../../../common/messages.ts';
import { PASSWORD_MSG } from '../../../common/schemas/admin.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { SessionList } from '../components/SessionList.tsx';
import { TotpField } from '../components/TotpField.tsx';
import { ApiError, api } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { saveBlob } from '../lib/download.ts';
import { translateServerMessage } from '../lib/passwords.ts';
import { useSession } from '../lib/session.tsx';

interface Status {
  enabled: boolean;
  recoveryCodesLeft: number;
  required: boolean;
}
interface Setup {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

/**
 * The signed-in administrator's security (decision 038): two-factor sign-in (set up with the QR
 * code or the key, a first code and the password again, decision 048; recovery codes shown once;
 * turned off or new codes with the password), for a System Manager the "required for every
 * account" switch, and where they are signed in. An account that must set up two-factor sees only
 * this screen until it has.
 */
export default function SecurityScreen() {
  const { t } = useI18n();
  const dialogs = useDialogs();
  const { user, signIn, can } = useSession();
  const passwordId = useId();
  const passwordInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'disable' | 'codes' | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    api.get<Status>('/api/user/2fa').then(setStatus, () => {});
  }, [version]);

  const report = async (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401)
      await dialogs.alert(translateServerMessage((error as Error).message, t));
  };

  const startSetup = async () => {
    try {
      setSetup(await api.post<Setup>('/api/user/2fa/setup'));
      setCode('');
      setCodeError('');
      setPassword('');
      setPasswordError('');
    } catch (error) {
      await report(error);
    }
  };

  /** A refusal of the password (missing, wrong, too many tries) is said under the password field. */
  const isAboutPassword = (message: string) =>
    message === MSG.fillAllFields || Object.values<string>(PASSWORD_MSG).includes(message);

  const onConfirm = async (e: FormEvent) => {
    e.preventDefault();
    if (isBusy) return;
    setCodeError('');
    setPasswordError('');
    if (code.length !== 6) return setCodeError(t('login.codeFormat'));
    if (!password) {
      setPasswordError(t('msg.fillAllFields'));
      return passwordInput.current?.focus();
    }
    setIsBusy(true);
    try {
      const result = await api.post<{ recoveryCodes: string[] }>('/api/user/2fa/enable', {
        totp: code,
        password,
      });
      setSetup(null);
      setPassword('');
      setCodes(result.recoveryCodes);
      setVersion((v) => v + 1);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) await report(error);
      else if (isAboutPassword(error.message)) {
        setPassword('');
        setPasswordError(translateServerMessage(error.message, t));
        passwordInput.current?.focus();
      } else setCodeError(t('login.wrongCode'));
    } finally {
      setIsBusy(false);
    }
  };

  const closeCodes = () => {
    setCodes(null);
    // A required setup is finished: "who am I" now opens the rest of the back-office.
    if (user?.twoFactorSetupRequired) signIn({ ...user, twoFactorSetupRequired: false });
  };

  const codesText = (codes ?? []).join('\n');
  const onPasswordDone = async (result: { recoveryCodes?: string[] }) => {
    const kind = asking;
    setAsking(null);
    if (result.recoveryCodes) setCodes(result.recoveryCodes);
    else if (kind === 'disable') await dialogs.alert(t('security.turnedOff'));
    setVersion((v) => v + 1);
  };

  const setRequired = async (required: boolean) => {
    try {
      await api.post('/api/user/2fa/policy', { required });
      await dialogs.alert(t(required ? 'security.requireOn' : 'security.requireOff'));
    } catch (error) {
      await report(error);
    }
    setVersion((v) => v + 1);
  };

  return (
    <section className="admin-screen admin-security" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {t('frame.security')}
      </h1>
      {user?.twoFactorSetupRequired && (
        <p className="admin-security__notice" role="status">
          {t('security.setupRequired')}
        </p>
      )}
      <p className="admin-guidance">{t('security.lead')}</p>

      <h2 className="admin-security__heading">{t('security.twoFactor')}</h2>
      {!status ? (
        <p className="admin-loading">{t('form.loading')}</p>
      ) : codes ? (
        <div className="admin-security__codes">
          <h3>{t('security.codesTitle')}</h3>
          <p>{t('security.codesText')}</p>
          <ul aria-label={t('security.codesTitle')}>
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <p className="admin-security__actions">
            <button
              type="button"
              className="admin-button"
              onClick={async () => {
                await navigator.clipboard?.writeText(codesText).catch(() => undefined);
                await dialogs.alert(t('security.copied'));
              }}
            >
              {t('security.copy')}
            </button>
            <button
              type="button"
              className="admin-button"
              onClick={() =>
                saveBlob(
                  new Blob([`KidVenture ${user?.username ?? ''}\n\n${codesText}\n`], { type: 'text/plain' }),
                  'kidventure-recovery-codes.txt',
                )
              }
            >
              {t('security.download')}
            </button>
            <button type="button" className="admin-button admin-button--primary" onClick={closeCodes}>
              {t('security.codesSaved')}
            </button>
          </p>
        </div>
      ) : status.enabled ? (
        <>
          <p>{t('security.isOn', { count: status.recoveryCodesLeft })}</p>
          <p className="admin-security__actions">
            <button type="button" className="admin-button" onClick={() => setAsking('codes')}>
              {t('security.newCodes')}
            </button>
            {status.required ? (
              <span className="admin-field__hint">{t('security.cannotTurnOff')}</span>
            ) : (
              <button type="button" className="admin-button" onClick={() => setAsking('disable')}>
                {t('security.turnOff')}
              </button>
            )}
          </p>
        </>
      ) : setup ? (
        <form className="admin-security__setup" onSubmit={onConfirm} noValidate>
          <p>{t('security.scan')}</p>
          <img
            className="admin-security__qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt={t('security.qrAlt')}
            width={200}
            height={200}
          />
          <p>
            {t('security.secret')}:{' '}
            <code className="admin-security__secret">{setup.secret.match(/.{1,4}/g)?.join(' ')}</code>
          </p>
          <p>{t('security.turnOnText')}</p>
          <TotpField
            className="admin-security__field"
            label={t('security.confirmCode')}
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeError('');
            }}
            error={codeError}
          />
          <div className="admin-security__field">
            <label htmlFor={passwordId}>{t('security.password')}</label>
            <input
              id={passwordId}
              ref={passwordInput}
              type="password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setPasswordError('');
              }}
              autoComplete="current-password"
              maxLength={200}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? `${passwordId}-error` : undefined}
            />
            {passwordError && (
              <p id={`${passwordId}-error`} className="admin-error admin-field__error" role="alert">
                {passwordError}
              </p>
            )}
          </div>
          <p className="admin-security__actions">
            <button type="submit" className="admin-button admin-button--primary" disabled={isBusy}>
              {t('security.turnOn')}
            </button>
            {!user?.twoFactorSetupRequired && (
              <button type="button" className="admin-button" onClick={() => setSetup(null)}>
                {t('security.cancelSetup')}
              </button>
            )}
          </p>
        </form>
      ) : (
        <>
          <p>{t('security.isOff')}</p>
          <p className="admin-security__actions">
            <button type="button" className="admin-button admin-button--primary" onClick={startSetup}>
              {t('security.setUp')}
            </button>
          </p>
        </>
      )}

      {status && can('e', 'UserAuthority') && !user?.twoFactorSetupRequired && (
        <div className="admin-security__policy">
          <label>
            <input
              type="checkbox"
              checked={status.required}
              onChange={(e) => void setRequired(e.target.checked)}
            />{' '}
            {t('security.requireAll')}
          </label>
          <p className="admin-field__hint">{t('security.requireAllHint')}</p>
        </div>
      )}

      {!user?.twoFactorSetupRequired && (
        <>
          <h2 className="admin-security__heading">{t('security.sessions')}</h2>
          <SessionList listPath="/api/user/sessions" canEnd />
        </>
      )}

      {asking && (
        <PasswordDialog
          title={t(asking === 'disable' ? 'security.turnOff' : 'security.newCodes')}
          text={t(asking === 'disable' ? 'security.turnOffText' : 'security.newCodesText')}
          path={asking === 'disable' ? '/api/user/2fa/disable' : '/api/user/2fa/recovery-codes'}
          onDone={onPasswordDone}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}

/** Asks for the account's password and sends it to `path`; the server's refusal shows in the dialog. */
function PasswordDialog({
  title,
  text,
  path,
  onDone,
  onCancel,
}: {
  title: string;
  text: string;
  path: string;
  onDone: (result: { recoveryCodes?: string[] }) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const formId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (isBusy || !password) return;
    setIsBusy(true);
    try {
      onDone(await api.post<{ recoveryCodes?: string[] }>(path, { password }));
    } catch (error) {
      setPassword('');
      if (error instanceof ApiError && error.status === 401) onCancel();
      else setProblem(translateServerMessage((error as Error).message, t));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Dialog
      isOpen
      onClose={onCancel}
      title={title}
      className="admin-dialog"
      actions={
        <>
          <button type="button" className="admin-button" onClick={onCancel}>
            {t('dialog.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="admin-button admin-button--primary"
            disabled={isBusy}
          >
            {title}
          </button>
        </>
      }
    >
      <form id={formId} className="admin-set-password" onSubmit={onSubmit} noValidate>
        <p className="admin-dialog__message">{text}</p>
        <label className="admin-set-password__field">
          <span>{t('security.password')}</span>
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            autoFocus
          />
        </label>
        {problem && (
          <p className="admin-error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
