import type { ReactNode } from 'react';

/** The id of a field's hint, for the control's aria-describedby. */
export const hintId = (id: string) => `${id}-hint`;

/** The red star after a required field's label; the control itself says aria-required. */
export function RequiredMark() {
  return (
    <span className="inquiry-req" aria-hidden="true">
      *
    </span>
  );
}

/**
 * One block of the inquiry form: the label, the control (children, with the id given here) and an
 * optional hint below it. A control named by aria-labelledby instead of a <label> (the hidden file
 * input) passes `labelId`, and the label becomes a plain element with that id.
 */
export function InquiryField({
  id,
  label,
  labelId,
  hint,
  isRequired = false,
  isFullWidth = false,
  children,
}: {
  id: string;
  label: string;
  labelId?: string;
  hint?: string;
  isRequired?: boolean;
  isFullWidth?: boolean;
  children: ReactNode;
}) {
  const text = (
    <>
      {label}
      {isRequired && (
        <>
          {' '}
          <RequiredMark />
        </>
      )}
    </>
  );
  return (
    <div className={isFullWidth ? 'field inquiry-field--full' : 'field'}>
      {labelId ? (
        <span id={labelId} className="field__label">
          {text}
        </span>
      ) : (
        <label className="field__label" htmlFor={id}>
          {text}
        </label>
      )}
      {children}
      {hint && (
        <span id={hintId(id)} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}
