import type { LocaleCd } from '../../../../common/codes.ts';
import type { InquiryInput } from '../../../../common/schemas/inquiry.ts';

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
