import { useEffect, useId, useRef } from 'react';
import { withoutSeparators } from '../../../common/schemas/two-factor.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** The six digits of a code typed or pasted as "123 456" or "123-456" (WCAG 2.2 3.3.8). */
export const sixDigits = (typed: string) => withoutSeparators(typed).replace(/\D/g, '').slice(0, 6);

/**
 * A two-factor code field (decisions 038, 048): the authenticator's six digits, or at sign-in a
 * recovery code instead. Used by the login page, the sign-in dialog and the enrolment. A pasted
 * code keeps all its digits whatever spaces or dashes it carries. A wrong code (`error`) is said
 * under the field, which keeps the focus with its value selected for retyping.
 */
export function TotpField({
  value,
  onChange,
  error,
  label,
  isRecovery = false,
  onToggleRecovery,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Why the last code was refused; '' when it was not. */
  error: string;
  /** The field's label, when not the login's "Six-digit code". */
  label?: string;
  isRecovery?: boolean;
  /** At sign-in: switch between the app's code and a recovery code. */
  onToggleRecovery?: () => void;
  className?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [isRecovery]);
  useEffect(() => {
    if (!error) return;
    input.current?.focus();
    input.current?.select();
  }, [error]);
  const hint = onToggleRecovery ? t(isRecovery ? 'login.recoveryHint' : 'login.codeHint') : '';
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    ref: input,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  } as const;
  return (
    <>
      <div className={className ?? 'admin-login__field'}>
        <label htmlFor={id}>{label ?? t(isRecovery ? 'login.recoveryCode' : 'login.code')}</label>
        {isRecovery ? (
          <input
            {...common}
            key="recovery"
            onChange={(e) => onChange(e.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
          />
        ) : (
          <input
            {...common}
            key="code"
            onChange={(e) => onChange(sixDigits(e.target.value))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
          />
        )}
        {error && (
          <p id={`${id}-error`} className="admin-error admin-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="admin-login__hint">
          {hint}
        </p>
      )}
      {onToggleRecovery && (
        <button type="button" className="admin-login__switch" onClick={onToggleRecovery}>
          {t(isRecovery ? 'login.useApp' : 'login.useRecovery')}
        </button>
      )}
    </>
  );
}
