import { PATHS } from '../../../../common/paths.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { type Translate, useI18n } from '../../../lib/i18n.tsx';

export type InquiryDialogState =
  | { kind: 'alert'; title: string; text?: string }
  | { kind: 'privacy' }
  | { kind: 'success' }
  | null;

const PREFIX = 'partner.inquiry';

/** The form's one dialog, showing an alert, the privacy policy or the thank-you note. */
export function InquiryDialogs({
  dialog,
  onClose,
  retentionDays,
}: {
  dialog: InquiryDialogState;
  onClose: () => void;
  retentionDays: number;
}) {
  const { t } = useI18n();
  return (
    <Dialog
      isOpen={dialog !== null}
      onClose={onClose}
      title={dialogTitle(dialog, t)}
      className={`inquiry-dialog inquiry-dialog--${dialog?.kind ?? 'alert'}`}
    >
      {dialog?.kind === 'alert' && dialog.text && <p className="inquiry-dialog__text">{dialog.text}</p>}
      {dialog?.kind === 'privacy' && <PrivacyPolicy retentionDays={retentionDays} />}
      {dialog?.kind === 'success' && <SentNote />}
    </Dialog>
  );
}

function dialogTitle(dialog: InquiryDialogState, t: Translate): string {
  if (dialog?.kind === 'privacy') return t(`${PREFIX}.privacy.title`);
  if (dialog?.kind === 'success') return t(`${PREFIX}.success.title`);
  if (dialog?.kind === 'alert') return dialog.title;
  return t(`${PREFIX}.messages.title`);
}

/** The thank-you note: in the dialog, or above the form when it was posted without scripts. */
export function SentNote() {
  const { t } = useI18n();
  return (
    <div className="inquiry-dialog__success">
      <span className="inquiry-dialog__check" aria-hidden="true">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <p className="inquiry-dialog__text">{t(`${PREFIX}.success.text`)}</p>
    </div>
  );
}

export const PRIVACY_NOTICE_ID = 'inquiry-privacy';

/**
 * The privacy policy in the page, for a visitor without scripts: hidden until the form's "View
 * privacy policy" link targets it (`:target`); with scripts, that link opens the dialog instead.
 */
export function PrivacyNotice({ retentionDays }: { retentionDays: number }) {
  const { t } = useI18n();
  return (
    <section id={PRIVACY_NOTICE_ID} className="inquiry-notice" aria-labelledby={`${PRIVACY_NOTICE_ID}-title`}>
      <h2 id={`${PRIVACY_NOTICE_ID}-title`} className="inquiry-notice__title">
        {t(`${PREFIX}.privacy.title`)}
      </h2>
      <PrivacyPolicy retentionDays={retentionDays} />
    </section>
  );
}

/**
 * What the inquiry collects, why, for how long (the server's setting), and the right to refuse,
 * with the link to the whole privacy policy.
 */
function PrivacyPolicy({ retentionDays }: { retentionDays: number }) {
  const { t, href } = useI18n();
  const p = (key: string) => t(`${PREFIX}.privacy.${key}`, { days: retentionDays });
  return (
    <div className="inquiry-privacy">
      <p>{p('intro')}</p>
      <dl>
        {(['collected', 'purpose', 'retention', 'refuse'] as const).map((key) => (
          <div key={key}>
            <dt>{p(`${key}Title`)}</dt>
            <dd>{p(key)}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={href(PATHS.privacy)}>{t('common.privacyPolicyLink')}</a>
      </p>
    </div>
  );
}
