import type { LocaleCd } from '../../common/codes.ts';
import type { ApplicationInput } from '../../common/schemas/application.ts';
import type { MailMessage } from './mail-message.ts';

/** What the two e-mails about a new application say: never the CV itself, only its name. */
export interface ApplicationNotice
  extends Pick<ApplicationInput, 'localeCd' | 'name' | 'email' | 'phone' | 'coverLetter'> {
  applicationNo: number;
  jobTitle: string;
  fileName: string;
  createDt: string;
}

/** Applicant text on one line, so it can neither fold a header nor fake a line of the body. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SUBJECT_TITLE_MAX = 120;
const shortTitle = (title: string) =>
  title.length > SUBJECT_TITLE_MAX ? `${title.slice(0, SUBJECT_TITLE_MAX - 1)}…` : title;

/** Paragraphs and label/value rows as plain text and as HTML. */
function render(paragraphs: string[], fields: [string, string][], link?: [label: string, url: string]) {
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    ...fields.map(([label, value]) => `${label}: ${value}`),
    ...(link ? ['', `${link[0]}: ${link[1]}`] : []),
  ].join('\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table>',
    ...fields.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    ...(link ? [`<p><a href="${escapeHtml(link[1])}">${escapeHtml(link[0])}</a></p>`] : []),
  ].join('\n');
  return { text, html };
}

/** To staff (NOTIFY_TO): who applied for which job, and the link to the application in the admin. */
export function applicationStaffMail(application: ApplicationNotice, adminUrl: string): MailMessage {
  const title = oneLine(application.jobTitle);
  const { text, html } = render(
    [`${oneLine(application.name)} applied for "${title}" (application #${application.applicationNo}).`],
    [
      ['Job', title],
      ['Name', oneLine(application.name)],
      ['E-mail', application.email],
      ['Phone', application.phone],
      ['CV', oneLine(application.fileName)],
      ['Cover letter', application.coverLetter ? `${application.coverLetter.length} characters` : 'none'],
      ['Site language', application.localeCd],
      ['Received', `${application.createDt.slice(0, 10)} ${application.createDt.slice(11, 19)} UTC`],
    ],
    ['Open it in the admin', adminUrl],
  );
  return {
    subject: `New application for ${shortTitle(title)}`,
    text,
    html,
    replyTo: { name: oneLine(application.name), address: application.email },
  };
}

const CONFIRMATION: Record<
  LocaleCd,
  { subject: (job: string) => string; body: (job: string) => string[]; fields: string[]; statusPage: string }
> = {
  EN: {
    subject: (job) => `We have received your application for ${job}`,
    body: (job) => [
      'Hello,',
      `Thank you for applying for "${job}" at KidVenture. We have received your application and our recruiting team will review it. If your profile matches the role, we will contact you by e-mail or phone.`,
      'You do not need to reply to this e-mail.',
    ],
    fields: ['Application no.', 'Job'],
    statusPage: 'See where your application stands',
  },
  VI: {
    subject: (job) => `Chúng tôi đã nhận được hồ sơ ứng tuyển vị trí ${job}`,
    body: (job) => [
      'Xin chào,',
      `Cảm ơn bạn đã ứng tuyển vị trí "${job}" tại KidVenture. Chúng tôi đã nhận được hồ sơ của bạn và bộ phận tuyển dụng sẽ xem xét. Nếu hồ sơ phù hợp, chúng tôi sẽ liên hệ với bạn qua email hoặc điện thoại.`,
      'Bạn không cần trả lời email này.',
    ],
    fields: ['Mã hồ sơ', 'Vị trí'],
    statusPage: 'Xem tình trạng hồ sơ của bạn',
  },
};

/**
 * To the applicant, in the language they applied in: their application arrived. The address is
 * not confirmed, so the mail says only the site's own words (decision 047): the job's title and
 * the application's number, never the name or the CV's file name the sender typed. With
 * `statusPage`, the link to their status page (decision 053).
 */
export function applicationConfirmationMail(
  application: ApplicationNotice,
  statusPage?: string,
): MailMessage {
  const copy = CONFIRMATION[application.localeCd];
  const title = oneLine(application.jobTitle);
  const [no, job] = copy.fields as [string, string];
  const { text, html } = render(
    copy.body(title),
    [
      [no, `#${application.applicationNo}`],
      [job, title],
    ],
    statusPage ? [copy.statusPage, statusPage] : undefined,
  );
  return { subject: copy.subject(shortTitle(title)), text, html, to: application.email };
}
