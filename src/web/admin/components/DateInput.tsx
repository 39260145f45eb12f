import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { fromDayMonthYear, fromHourMinute, toDayMonthYear } from '../lib/day-month-year.ts';

/**
 * A date (or, `withTime`, a moment) typed as dd/mm/yyyy (HH:mm), as the admin shows dates
 * everywhere, whatever the browser's locale; the calendar button opens the browser's own picker.
 * The form holds the API's form (YYYY-MM-DD, YYYY-MM-DDTHH:MM); text that is no date is handed on
 * as typed, so the save is refused, and said under the field once the editor leaves it.
 */
export function DateInput({
  id,
  value,
  onChange,
  withTime = false,
  disabled,
  describedBy,
  label,
  required,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  withTime?: boolean;
  disabled?: boolean;
  describedBy?: string | undefined;
  /** The accessible name when no <label> names the input. */
  label?: string;
  required?: boolean;
}) {
  const { t } = useI18n();
  const picker = useRef<HTMLInputElement>(null);
  const typed = useTyped({
    value,
    onChange,
    parse: (text) => fromDayMonthYear(text, { withTime }),
    show: toDayMonthYear,
    describedBy,
  });
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = fromDayMonthYear(typed.text, { withTime }) ?? '';
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };
  return (
    <span className="admin-date">
      <input
        id={id}
        {...typed.inputProps}
        placeholder={withTime ? 'dd/mm/yyyy HH:mm' : 'dd/mm/yyyy'}
        aria-label={label}
        size={withTime ? 16 : 10}
        disabled={disabled}
        required={required}
      />
      <button
        type="button"
        className="admin-date__calendar"
        disabled={disabled}
        aria-label={t(withTime ? 'dateInput.pickMoment' : 'dateInput.pickDay')}
        title={t(withTime ? 'dateInput.pickMoment' : 'dateInput.pickDay')}
        onClick={openPicker}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M2.5 3.5h11v10h-11zM2.5 6.5h11M5 2v3M11 2v3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.3"
          />
        </svg>
      </button>
      <input
        ref={picker}
        type={withTime ? 'datetime-local' : 'date'}
        className="admin-date__picker"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => e.target.value && typed.type(toDayMonthYear(e.target.value))}
      />
      {typed.isWrong && (
        <span id={typed.errorId} className="admin-date__error" role="alert">
          {t(withTime ? 'dateInput.wrongMoment' : 'dateInput.wrongDay', {
            example: withTime ? '27/11/2026 09:30' : '27/11/2026',
          })}
        </span>
      )}
    </span>
  );
}

/**
 * A time of day typed HH:mm (24-hour), as the admin shows times, rather than the browser's time
 * control (which shows AM/PM in some locales). Forgiving as DateInput is; text that is no time is
 * handed on as typed, so the save is refused, and said under the field once the editor leaves it.
 */
export function TimeInput({
  id,
  value,
  onChange,
  disabled,
  describedBy,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  describedBy?: string | undefined;
}) {
  const { t } = useI18n();
  const typed = useTyped({ value, onChange, parse: fromHourMinute, show: (time) => time, describedBy });
  return (
    <span className="admin-date">
      <input id={id} {...typed.inputProps} placeholder="HH:mm" size={5} disabled={disabled} />
      {typed.isWrong && (
        <span id={typed.errorId} className="admin-date__error" role="alert">
          {t('dateInput.wrongTime', { example: '17:30' })}
        </span>
      )}
    </span>
  );
}

/**
 * A value typed as text in the admin's own format (a date, a moment, a time): the text shown, the
 * API's form handed on (or the text as typed, which the save refuses), and once the editor has left
 * the field, whether to say it is wrong. A value set from outside (a draft offered back, the record
 * loaded) is shown in the admin's format.
 */
function useTyped({
  value,
  onChange,
  parse,
  show,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  parse: (text: string) => string | null;
  show: (value: string) => string;
  describedBy: string | undefined;
}) {
  const errorId = useId();
  const [text, setText] = useState(() => show(value));
  const [isChecked, setIsChecked] = useState(false);
  useEffect(() => {
    if (value !== (parse(text) ?? text)) setText(show(value));
  }, [value]);
  const isWrong = isChecked && text.trim() !== '' && parse(text) === null;
  const type = (next: string) => {
    setText(next);
    onChange(next.trim() === '' ? '' : (parse(next) ?? next));
  };
  const inputProps = {
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'off',
    value: text,
    'aria-invalid': isWrong || undefined,
    'aria-describedby': [describedBy, isWrong ? errorId : undefined].filter(Boolean).join(' ') || undefined,
    onChange: (e: { target: { value: string } }) => {
      setIsChecked(false);
      type(e.target.value);
    },
    onBlur: () => setIsChecked(true),
  } as const;
  return { text, type, isWrong, errorId, inputProps };
}
