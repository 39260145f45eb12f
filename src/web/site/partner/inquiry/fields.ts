import {
  EMAIL_DOMAINS,
  type EmailDomainCd,
  INQUIRY_TYPES,
  type InquiryTypeCd,
  type LocaleCd,
} from '../../../../common/codes.ts';
import type { InquiryInput } from '../../../../common/schemas/inquiry.ts';
import { digitsOnly } from '../../../../common/schemas/inquiry-rules.ts';

/** What the visitor edits: the API's inquiry fields, with consent as the checkbox's boolean. */
export type InquiryFields = Pick<
  InquiryInput,
  'typeCd' | 'title' | 'name' | 'email' | 'emailDomain' | 'emailDomainName' | 'phone' | 'contents'
> & { policyChecked: boolean };

export type InquiryFieldName = keyof InquiryFields;

export const INITIAL_FIELDS: InquiryFields = {
  typeCd: '10',
  title: '',
  name: '',
  email: '',
  emailDomain: '00',
  emailDomainName: '',
  phone: '',
  contents: '',
  policyChecked: false,
};

/**
 * The fields of a form posted without scripts and sent back by the server (its text fields as
 * sent), as the controls hold them; anything unexpected falls back to the empty form's value.
 */
export function fieldsFromPost(sent: Record<string, string>): InquiryFields {
  const text = (name: string) => sent[name] ?? '';
  const typeCd = INQUIRY_TYPES.codes.find((code) => code === sent.typeCd) ?? INITIAL_FIELDS.typeCd;
  const emailDomain =
    (Object.keys(EMAIL_DOMAINS) as EmailDomainCd[]).find((code) => code === sent.emailDomain) ?? '00';
  return {
    typeCd: typeCd as InquiryTypeCd,
    title: text('title'),
    name: text('name'),
    email: text('email'),
    emailDomain,
    emailDomainName: EMAIL_DOMAINS[emailDomain] || text('emailDomainName'),
    phone: digitsOnly(text('phone')),
    contents: text('contents'),
    policyChecked: sent.policyChecked === 'Y',
  };
}

/** The multipart body of POST /api/qna: trimmed text, consent as 'Y', the file as qnaFile. */
export function toFormData({
  fields,
  localeCd,
  file,
}: {
  fields: InquiryFields;
  localeCd: LocaleCd;
  file: File | null;
}): FormData {
  const form = new FormData();
  form.set('localeCd', localeCd);
  form.set('typeCd', fields.typeCd);
  form.set('title', fields.title.trim());
  form.set('contents', fields.contents.trim());
  form.set('name', fields.name.trim());
  form.set('email', fields.email.trim());
  form.set('emailDomain', fields.emailDomain);
  form.set('emailDomainName', fields.emailDomainName.trim());
  form.set('phone', fields.phone);
  form.set('policyChecked', 'Y');
  if (file) form.set('qnaFile', file, file.name);
  return form;
}
