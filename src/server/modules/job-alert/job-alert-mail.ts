import { EMPLOYMENT_TYPES, type LocaleCd } from '../../../common/codes.ts';
import { formatDmy } from '../../../common/dates.ts';
import { htmlToText } from '../../../common/text.ts';
import type { MailMessage } from '../../notify/mail-message.ts';
import type { JobAlert, LiveJob } from './job-alert.repository.ts';

/** The e-mails of a job alert, in the language it was signed up in. */
const TEXTS = {
  EN: {
    confirmSubject: 'Confirm your KidVenture job alert',
    confirmIntro: 'You asked to get an e-mail when KidVenture Vietnam posts a job that matches your search.',
    confirmAction: 'To start the alert, open this link and press the button on the page:',
    confirmIgnore: 'If you did not ask for this, ignore this e-mail: the address is deleted within 48 hours.',
    allJobs: 'every new job',
    containing: (text: string) => `“${text}”`,
    jobSubject: (title: string) => `New job at KidVenture: ${title}`,
    jobIntro: 'A job matching your alert is now open:',
    until: (date: string) => `Apply by ${date}`,
    always: 'Open all year',
    readMore: 'Read it and apply',
    filters: 'Your alert',
    unsubscribe: 'Stop these e-mails',
  },
  VI: {
    confirmSubject: 'Xác nhận thông báo việc làm KidVenture',
    confirmIntro:
      'Bạn đã đăng ký nhận e-mail khi KidVenture Việt Nam đăng việc làm phù hợp với tìm kiếm của bạn.',
    confirmAction: 'Để bắt đầu nhận thông báo, hãy mở đường dẫn này và bấm nút trên trang:',
    confirmIgnore: 'Nếu bạn không đăng ký, hãy bỏ qua e-mail này: địa chỉ sẽ bị xóa trong vòng 48 giờ.',
    allJobs: 'mọi việc làm mới',
    containing: (text: string) => `“${text}”`,
    jobSubject: (title: string) => `Việc làm mới tại KidVenture: ${title}`,
    jobIntro: 'Một việc làm phù hợp với thông báo của bạn vừa được đăng:',
    until: (date: string) => `Hạn nộp hồ sơ: ${date}`,
    always: 'Tuyển thường xuyên',
    readMore: 'Xem chi tiết và ứng tuyển',
    filters: 'Thông báo của bạn',
    unsubscribe: 'Ngừng nhận e-mail này',
  },
} satisfies Record<LocaleCd, unknown>;

const EXCERPT_MAX = 300;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Text staff or a visitor wrote, on one line: it can neither fold a header nor fake a line. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const textsOf = (localeCd: string) => TEXTS[localeCd === 'VI' ? 'VI' : 'EN'];

/** The alert's filters in words: 'Part-time · Hà Nội · “cook”', or every new job. */
export function filtersInWords(
  alert: Pick<JobAlert, 'localeCd' | 'searchText' | 'employmentType' | 'location' | 'department'>,
): string {
  const t = textsOf(alert.localeCd);
  const locale = alert.localeCd === 'VI' ? 'VI' : 'EN';
  const parts = [
    alert.employmentType ? EMPLOYMENT_TYPES.label(alert.employmentType as never, locale) : '',
    alert.location,
    alert.department,
    alert.searchText ? t.containing(alert.searchText) : '',
  ].filter(Boolean);
  return parts.length ? oneLine(parts.join(' · ')) : t.allJobs;
}

/** The plain text excerpt of a job's rich text. */
export const jobExcerpt = (contents: string, max = EXCERPT_MAX) => {
  const text = oneLine(htmlToText(contents));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/**
 * The double opt-in e-mail: the link leads to a page with a button, which mail scanners do not
 * press. It goes to an address nobody has confirmed yet, so it says only the site's own words
 * (decision 047): never the filters, which the sender typed.
 */
export function confirmationMail(alert: JobAlert, confirmUrl: string): MailMessage {
  const t = textsOf(alert.localeCd);
  return {
    to: alert.email,
    subject: t.confirmSubject,
    text: [t.confirmIntro, '', t.confirmAction, confirmUrl, '', t.confirmIgnore].join('\n'),
    html: [
      `<p>${escapeHtml(t.confirmIntro)}</p>`,
      `<p>${escapeHtml(t.confirmAction)}<br><a href="${escapeHtml(confirmUrl)}">${escapeHtml(confirmUrl)}</a></p>`,
      `<p>${escapeHtml(t.confirmIgnore)}</p>`,
    ].join('\n'),
  };
}

/**
 * One new job for one alert, with the one-click unsubscribe of RFC 8058: mail clients show an
 * 'Unsubscribe' button that POSTs `List-Unsubscribe=One-Click` to the link.
 */
export function newJobMail(
  alert: JobAlert,
  job: LiveJob,
  { jobUrl, unsubscribeUrl }: { jobUrl: string; unsubscribeUrl: string },
): MailMessage {
  const t = textsOf(alert.localeCd);
  const title = oneLine(job.title);
  const period = job.dateCd === '10' && job.endDt ? t.until(formatDmy(job.endDt)) : t.always;
  const facts = [job.location, job.department, period].map(oneLine).filter(Boolean).join(' · ');
  const excerpt = jobExcerpt(job.contents);
  const filters = `${t.filters}: ${filtersInWords(alert)}`;
  return {
    to: alert.email,
    subject: t.jobSubject(title.length > 120 ? `${title.slice(0, 119)}…` : title),
    text: [
      t.jobIntro,
      '',
      title,
      facts,
      '',
      excerpt,
      '',
      `${t.readMore}: ${jobUrl}`,
      '',
      '--',
      filters,
      `${t.unsubscribe}: ${unsubscribeUrl}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(t.jobIntro)}</p>`,
      `<h2><a href="${escapeHtml(jobUrl)}">${escapeHtml(title)}</a></h2>`,
      `<p>${escapeHtml(facts)}</p>`,
      `<p>${escapeHtml(excerpt)}</p>`,
      `<p><a href="${escapeHtml(jobUrl)}">${escapeHtml(t.readMore)}</a></p>`,
      `<hr><p><small>${escapeHtml(filters)}<br><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a></small></p>`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
