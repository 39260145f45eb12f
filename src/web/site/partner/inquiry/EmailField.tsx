import { EMAIL_DOMAINS, type EmailDomainCd } from '../../../../common/codes.ts';
import { INQUIRY_MAX_LENGTH } from '../../../../common/schemas/inquiry-rules.ts';
import { RequiredMark } from './InquiryField.tsx';
import type { InquiryForm } from './use-inquiry-form.ts';

/** Shared by both halves of the address: no autocorrect or capitals in an e-mail address. */
const ADDRESS_PROPS = {
  type: 'text',
  autoComplete: 'off',
  autoCapitalize: 'none',
  spellCheck: false,
  'aria-required': true,
} as const;

/**
 * The address in two parts, local part @ domain, plus the domain presets: choosing gmail or naver
 * fills the domain and makes it read-only (spec 5).
 */
export function EmailField({ form, f }: { form: InquiryForm; f: (key: string) => string }) {
  return (
    <fieldset className="field inquiry-field--full inquiry-email">
      <legend className="field__label">
        {f('email')} <RequiredMark />
      </legend>
      <div className="inquiry-email__row">
        <AddressPart form={form} id="inquiry-email" name="email" part="local" label={f('emailLocal')} />
        <span className="inquiry-email__at" aria-hidden="true">
          @
        </span>
        <AddressPart
          form={form}
          id="inquiry-domain"
          name="emailDomainName"
          part="domain"
          label={f('emailDomain')}
          isReadOnly={form.isDomainLocked}
        />
        <label className="visually-hidden" htmlFor="inquiry-domain-choice">
          {f('emailDomainChoice')}
        </label>
        <select
          id="inquiry-domain-choice"
          className="select inquiry-email__choice"
          name="emailDomain"
          value={form.fields.emailDomain}
          onChange={(e) => form.chooseDomain(e.target.value as EmailDomainCd)}
        >
          <option value="00">{f('domainDirect')}</option>
          <option value="10">{EMAIL_DOMAINS['10']}</option>
          <option value="20">{EMAIL_DOMAINS['20']}</option>
        </select>
      </div>
    </fieldset>
  );
}

/** One half of the address: a label only screen readers hear, and its box. */
function AddressPart({
  form,
  id,
  name,
  part,
  label,
  isReadOnly,
}: {
  form: InquiryForm;
  id: string;
  name: 'email' | 'emailDomainName';
  part: 'local' | 'domain';
  label: string;
  isReadOnly?: boolean;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        {...ADDRESS_PROPS}
        className={`input inquiry-email__${part}`}
        maxLength={INQUIRY_MAX_LENGTH[name]}
        readOnly={isReadOnly}
        {...form.bind(name)}
      />
    </>
  );
}
