import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useI18n } from '../lib/i18n.tsx';

/**
 * The one dialog of the site, on the native <dialog> element: focus is trapped and restored by the
 * browser, Escape closes it, and so does a click on the backdrop.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  children,
  actions,
  className,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  // Unique per dialog: a page may hold two (the admin's notices and a dialog of its own).
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard way out is Escape, handled natively by <dialog>
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children}
      <div className="dialog__actions">
        {actions ?? (
          <button type="button" className="button" onClick={onClose}>
            {t('common.close')}
          </button>
        )}
      </div>
    </dialog>
  );
}
