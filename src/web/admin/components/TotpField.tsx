import { useEffect, useId, useRef } from 'react';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * The second step of signing in (decision 038): the authenticator's six digits, or a recovery code
 * instead. Shown by the login page and the sign-in dialog after a `totp_required` answer.
 */
export function TotpField({
  value,
  onChange,
  isRecovery,
  onToggleRecovery,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  isRecovery: boolean;
  onToggleRecovery: () => void;
  className?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [isRecovery]);
  return (
    <>
      <div className={className ?? 'admin-login__field'}>
        <label htmlFor={id}>{t(isRecovery ? 'login.recoveryCode' : 'login.code')}</label>
        {isRecovery ? (
          <input
            id={id}
            ref={input}
            key="recovery"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
          />
        ) : (
          <input
            id={id}
            ref={input}
            key="code"
            value={value}
            onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
          />
        )}
      </div>
      <p className="admin-login__hint">{t(isRecovery ? 'login.recoveryHint' : 'login.codeHint')}</p>
      <button type="button" className="admin-login__switch" onClick={onToggleRecovery}>
        {t(isRecovery ? 'login.useApp' : 'login.useRecovery')}
      </button>
    </>
  );
}
