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
  const errorId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => toDayMonthYear(value));
  const [isChecked, setIsChecked] = useState(false);
  // A value set from outside (a draft offered back, the record loaded) is shown day first.
  useEffect(() => {
    if (value !== (fromDayMonthYear(text, { withTime }) ?? text)) setText(toDayMonthYear(value));
  }, [value]);

  const isWrong = isChecked && text.trim() !== '' && fromDayMonthYear(text, { withTime }) === null;
  const type = (next: string) => {
    setText(next);
    onChange(next.trim() === '' ? '' : (fromDayMonthYear(next, { withTime }) ?? next));
  };
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = fromDayMonthYear(text, { withTime }) ?? '';
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };
  const format = withTime ? 'dd/mm/yyyy HH:mm' : 'dd/mm/yyyy';
  return (
    <span className="admin-date">
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={format}
        aria-label={label}
        size={withTime ? 16 : 10}
        value={text}
        disabled={disabled}
        required={required}
        aria-invalid={isWrong || undefined}
        aria-describedby={[describedBy, isWrong ? errorId : undefined].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          setIsChecked(false);
          type(e.target.value);
        }}
        onBlur={() => setIsChecked(true)}
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
        onChange={(e) => e.target.value && type(toDayMonthYear(e.target.value))}
      />
      {isWrong && (
        <span id={errorId} className="admin-date__error" role="alert">
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
  const errorId = useId();
  const [text, setText] = useState(value);
  const [isChecked, setIsChecked] = useState(false);
  useEffect(() => {
    if (value !== (fromHourMinute(text) ?? text)) setText(value);
  }, [value]);
  const isWrong = isChecked && text.trim() !== '' && fromHourMinute(text) === null;
  return (
    <span className="admin-date">
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="HH:mm"
        size={5}
        value={text}
        disabled={disabled}
        aria-invalid={isWrong || undefined}
        aria-describedby={[describedBy, isWrong ? errorId : undefined].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          const next = e.target.value;
          setIsChecked(false);
          setText(next);
          onChange(next.trim() === '' ? '' : (fromHourMinute(next) ?? next));
        }}
        onBlur={() => setIsChecked(true)}
      />
      {isWrong && (
        <span id={errorId} className="admin-date__error" role="alert">
          {t('dateInput.wrongTime', { example: '17:30' })}
        </span>
      )}
    </span>
  );
}
