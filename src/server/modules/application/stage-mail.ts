import type { MailMessage } from '../../notify/mail-message.ts';
import { oneLine } from './templates.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An e-mail to an applicant from staff's words (a stage e-mail or a free message; decision 052):
 * plain text as written, and HTML with everything escaped, a paragraph per blank line, and the
 * status page's address, on a line of its own, as a link.
 */
export function applicantMail({
  subject,
  body,
  to,
  statusPage,
}: {
  subject: string;
  body: string;
  to: string;
  statusPage?: string;
}): MailMessage {
  const html = body
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) =>
          statusPage && line.trim() === statusPage
            ? `<a href="${escapeHtml(statusPage)}">${escapeHtml(statusPage)}</a>`
            : escapeHtml(line),
        )
        .join('<br>\n'),
    )
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('\n');
  return { subject: oneLine(subject), text: body, html, to };
}
