import { INQUIRY_TYPES } from '../../common/codes.ts';
import type { InquiryInput } from '../../common/schemas/inquiry.ts';

/** What staff read about a stored inquiry; never the attachment itself, only its name. */
export interface InquiryNotice
  extends Pick<
    InquiryInput,
    'localeCd' | 'typeCd' | 'title' | 'name' | 'email' | 'emailDomainName' | 'phone' | 'contents'
  > {
  qnaNo: number;
  fileName: string;
  createDt: string;
}

const SUBJECT_TITLE_MAX = 120;

/** Visitor text on one line, so it can neither fold a header nor fake a line of the body. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Subject, plain text and HTML of the staff e-mail; a reply goes to the visitor. */
export function inquiryMail(inquiry: InquiryNotice, adminUrl: string) {
  const email = `${inquiry.email}@${inquiry.emailDomainName}`;
  const title = oneLine(inquiry.title);
  const fields: [label: string, value: string][] = [
    ['Type', INQUIRY_TYPES.label(inquiry.typeCd, 'EN')],
    ['Title', title],
    ['Name', oneLine(inquiry.name)],
    ['E-mail', email],
    ['Phone', inquiry.phone],
    ['Attachment', inquiry.fileName ? oneLine(inquiry.fileName) : 'none'],
    ['Site language', inquiry.localeCd],
    ['Received', `${inquiry.createDt.slice(0, 10)} ${inquiry.createDt.slice(11, 19)} UTC`],
  ];
  const contents = inquiry.contents || '(no message)';
  const subjectTitle = title.length > SUBJECT_TITLE_MAX ? `${title.slice(0, SUBJECT_TITLE_MAX - 1)}…` : title;
  const text = [
    `A visitor sent partnership inquiry #${inquiry.qnaNo}.`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open it in the admin: ${adminUrl}`,
    '',
    '--- Message ---',
    contents,
  ].join('\n');
  const html = [
    `<p>A visitor sent partnership inquiry #${inquiry.qnaNo}.</p>`,
    '<table>',
    ...fields.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p><a href="${escapeHtml(adminUrl)}">Open it in the admin</a></p>`,
    `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(contents)}</pre>`,
  ].join('\n');
  return {
    subject: `New partnership inquiry #${inquiry.qnaNo}: ${subjectTitle}`,
    text,
    html,
    replyTo: { name: oneLine(inquiry.name), address: email },
  };
}
