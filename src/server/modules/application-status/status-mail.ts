import type { MailMessage } from '../../notify/mail-message.ts';

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** To staff (NOTIFY_TO): an applicant withdrew on their status page (decision 053). */
export function withdrawnStaffMail(
  application: { applicationNo: number; name: string; jobTitle: string },
  adminUrl: string,
): MailMessage {
  const title = oneLine(application.jobTitle);
  const line = `${oneLine(application.name)} withdrew their application for "${title}" (application #${application.applicationNo}) on their status page.`;
  return {
    subject: `Application #${application.applicationNo} withdrawn: ${title.slice(0, 120)}`,
    text: `${line}\n\nOpen it in the admin: ${adminUrl}`,
    html: `<p>${escapeHtml(line)}</p>\n<p><a href="${escapeHtml(adminUrl)}">Open it in the admin</a></p>`,
  };
}
