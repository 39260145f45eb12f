import { createContext, type ReactNode, useContext, useRef, useState } from 'react';
import { Dialog } from '../../components/Dialog.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * The admin's alerts and confirmations (spec 4, 8) through the site's one Dialog: `alert(message)`
 * and `confirm(message)` return promises, so a save reads as a straight line of awaits.
 */
interface Dialogs {
  alert: (message: string) => Promise<void>;
  confirm: (message: string) => Promise<boolean>;
  /** A titled dialog with content and named choices (the first is primary); null when closed. */
  choose: <T extends string>(choice: Choice<T>) => Promise<T | null>;
}

export interface Choice<T extends string> {
  title: string;
  content: ReactNode;
  choices: ReadonlyArray<{ value: T; label: string }>;
}

const DialogContext = createContext<Dialogs>({
  alert: async () => {},
  confirm: async () => false,
  choose: async () => null,
});

interface Pending {
  message: string;
  isConfirm: boolean;
  resolve: (ok: boolean) => void;
  choice?: Choice<string> & { resolve: (value: string | null) => void };
}

export function DialogProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [pending, setPending] = useState<Pending | null>(null);
  const answered = useRef(false);
  const open = (message: string, isConfirm: boolean) =>
    new Promise<boolean>((resolve) => {
      answered.current = false;
      setPending({ message, isConfirm, resolve });
    });
  const answer = (ok: boolean, value: string | null = null) => {
    if (!pending || answered.current) return;
    answered.current = true;
    pending.resolve(ok);
    pending.choice?.resolve(value);
    setPending(null);
  };
  const dialogs: Dialogs = {
    alert: (message) => open(message, false).then(() => undefined),
    confirm: (message) => open(message, true),
    choose: <T extends string>(choice: Choice<T>) =>
      new Promise<T | null>((resolve) => {
        answered.current = false;
        setPending({
          message: '',
          isConfirm: false,
          resolve: () => {},
          choice: { ...choice, resolve: resolve as (value: string | null) => void },
        });
      }),
  };
  const choice = pending?.choice;
  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      <Dialog
        isOpen={!!pending}
        onClose={() => answer(false)}
        title={choice?.title ?? (pending?.isConfirm ? t('dialog.confirmTitle') : t('dialog.noticeTitle'))}
        className="admin-dialog"
        actions={
          choice ? (
            choice.choices.map(({ value, label }, n) => (
              <button
                key={value}
                type="button"
                className={n === 0 ? 'admin-button admin-button--primary' : 'admin-button'}
                onClick={() => answer(true, value)}
              >
                {label}
              </button>
            ))
          ) : pending?.isConfirm ? (
            <>
              <button type="button" className="admin-button" onClick={() => answer(false)}>
                {t('dialog.cancel')}
              </button>
              <button
                type="button"
                className="admin-button admin-button--primary"
                onClick={() => answer(true)}
              >
                {t('dialog.ok')}
              </button>
            </>
          ) : (
            <button type="button" className="admin-button admin-button--primary" onClick={() => answer(true)}>
              {t('dialog.ok')}
            </button>
          )
        }
      >
        {choice ? choice.content : <p className="admin-dialog__message">{pending?.message}</p>}
      </Dialog>
    </DialogContext.Provider>
  );
}

export const useDialogs = () => useContext(DialogContext);
