import { INQUIRY_TYPES, type InquiryTypeCd } from '../../../common/codes.ts';
import { PATHS } from '../../../common/paths.ts';
import { digitsOnly, INQUIRY_MAX_LENGTH } from '../../../common/schemas/inquiry-rules.ts';
import { Icon } from '../../components/Icon.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { PostedForm } from '../page-data.ts';
import { AttachmentField } from './inquiry/AttachmentField.tsx';
import { EmailField } from './inquiry/EmailField.tsx';
import { InquiryDialogs, PRIVACY_NOTICE_ID, PrivacyNotice, SentNote } from './inquiry/InquiryDialogs.tsx';
import { hintId, InquiryField, RequiredMark } from './inquiry/InquiryField.tsx';
import { type InquiryForm as InquiryFormState, useInquiryForm } from './inquiry/use-inquiry-form.ts';

/**
 * The partnership inquiry form (spec 5). State, checks and sending live in useInquiryForm; this
 * component lays the fields out in the order the visitor meets them. `retentionDays` (the server's
 * INQUIRY_RETENTION_DAYS) is what the privacy policy promises.
 *
 * Without scripts (or before they run) the browser posts the form to its page (decision 030),
 * which comes back with the thank-you note (`isSent`) or the form as typed and why it was refused
 * (`posted`); with scripts, it is sent to POST /api/qna and answered in a dialog.
 */
export function InquiryForm({
  retentionDays,
  isSent,
  posted,
  privacyVersion,
}: {
  retentionDays: number;
  isSent: boolean;
  posted: PostedForm | null;
  /** The privacy notice version the form shows, sent with it (the inquiry records it). */
  privacyVersion: number | null;
}) {
  const { t, localeCd, href } = useI18n();
  const form = useInquiryForm(posted);
  const f = (key: string) => t(`partner.inquiry.form.${key}`);
  const say = (key: string) => t(`partner.inquiry.messages.${key}`);

  return (
    <>
      <form
        className="inquiry-form"
        method="post"
        action={href(PATHS.inquiry)}
        encType="multipart/form-data"
        noValidate
        onSubmit={form.onSubmit}
        aria-labelledby="inquiry-form-title"
      >
        <h2 id="inquiry-form-title" className="inquiry-form__title">
          {f('title')}
        </h2>
        {isSent && !form.refusal && (
          <div className="form-outcome form-outcome--sent" role="status">
            <h3 className="form-outcome__title">{t('partner.inquiry.success.title')}</h3>
            <SentNote />
          </div>
        )}
        {form.refusal !== null && (
          <div className="form-outcome form-outcome--refused" role="alert">
            <h3 className="form-outcome__title">{say('errorTitle')}</h3>
            {form.refusal && <p>{form.refusal}</p>}
            <p>{say('chooseFileAgain')}</p>
          </div>
        )}
        <p className="inquiry-form__note">{f('requiredNote')}</p>
        <input type="hidden" name="localeCd" value={localeCd} />
        {privacyVersion !== null && <input type="hidden" name="consentVersion" value={privacyVersion} />}

        <div className="inquiry-form__grid">
          <InquiryField id="inquiry-type" label={f('type')}>
            <select
              id="inquiry-type"
              className="select"
              name="typeCd"
              value={form.fields.typeCd}
              onChange={(e) => form.set('typeCd', e.target.value as InquiryTypeCd)}
            >
              {INQUIRY_TYPES.codes.map((code) => (
                <option key={code} value={code}>
                  {INQUIRY_TYPES.label(code, localeCd)}
                </option>
              ))}
            </select>
          </InquiryField>

          <RequiredTextField
            form={form}
            name="title"
            label={f('titleField')}
            placeholder={f('titlePlaceholder')}
          />
          <RequiredTextField
            form={form}
            name="name"
            label={f('name')}
            placeholder={f('namePlaceholder')}
            autoComplete="name"
          />

          <InquiryField id="inquiry-phone" label={f('phone')} hint={f('phoneHint')} isRequired>
            <input
              id="inquiry-phone"
              className="input"
              type="tel"
              inputMode="numeric"
              maxLength={INQUIRY_MAX_LENGTH.phone}
              autoComplete="tel"
              aria-required="true"
              aria-describedby={hintId('inquiry-phone')}
              placeholder={f('phonePlaceholder')}
              {...form.bind('phone', digitsOnly)}
            />
          </InquiryField>

          <EmailField form={form} f={f} />

          <InquiryField id="inquiry-contents" label={f('contents')} isFullWidth>
            <textarea
              id="inquiry-contents"
              className="textarea"
              rows={8}
              maxLength={INQUIRY_MAX_LENGTH.contents}
              placeholder={f('contentsPlaceholder')}
              {...form.bind('contents')}
            />
          </InquiryField>

          <AttachmentField form={form} f={f} />
        </div>

        <div className="inquiry-consent">
          <div className="inquiry-consent__check">
            <input
              id="inquiry-consent"
              ref={form.register('policyChecked')}
              type="checkbox"
              name="policyChecked"
              value="Y"
              checked={form.fields.policyChecked}
              onChange={(e) => form.set('policyChecked', e.target.checked)}
              {...form.invalidProps('policyChecked')}
            />
            <label htmlFor="inquiry-consent">
              {f('consent')} <RequiredMark />
            </label>
          </div>
          {/* Without scripts the link shows the notice below the form (:target); with them, the dialog. */}
          <a
            href={`#${PRIVACY_NOTICE_ID}`}
            className="inquiry-consent__policy"
            aria-haspopup="dialog"
            data-replay=""
            onClick={(e) => {
              e.preventDefault();
              form.openPrivacy();
            }}
          >
            {f('viewPolicy')}
          </a>
        </div>

        <div className="inquiry-submit">
          <button type="submit" className="button inquiry-submit__button" disabled={form.isSending}>
            {form.isSending ? f('sending') : f('submit')}
            {!form.isSending && <Icon name="arrow" size={18} />}
          </button>
          {form.isSending && form.progress !== null && (
            <div className="inquiry-progress">
              <label htmlFor="inquiry-progress">{f('progress')}</label>
              <progress id="inquiry-progress" max={100} value={form.progress}>
                {form.progress}%
              </progress>
              <span className="inquiry-progress__value">{form.progress}%</span>
            </div>
          )}
        </div>
      </form>
      <PrivacyNotice retentionDays={retentionDays} />

      <InquiryDialogs dialog={form.dialog} onClose={form.closeDialog} retentionDays={retentionDays} />
    </>
  );
}

/** A required one-line text box (the title, the sender's name), its id derived from the field name. */
function RequiredTextField({
  form,
  name,
  label,
  placeholder,
  autoComplete,
}: {
  form: InquiryFormState;
  name: 'title' | 'name';
  label: string;
  placeholder: string;
  autoComplete?: string;
}) {
  const id = `inquiry-${name}`;
  return (
    <InquiryField id={id} label={label} isRequired>
      <input
        id={id}
        className="input"
        type="text"
        maxLength={INQUIRY_MAX_LENGTH[name]}
        autoComplete={autoComplete}
        aria-required="true"
        placeholder={placeholder}
        {...form.bind(name)}
      />
    </InquiryField>
  );
}
