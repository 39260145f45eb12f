import { z } from 'zod';

/**
 * A rendered e-mail as the outbox stores it (JSON in mail_outbox.payload). The sender comes from
 * the configuration; so do the recipients (staff, NOTIFY_TO) unless `to` names one (an applicant's
 * confirmation, a job alert). `headers` are extra header lines (List-Unsubscribe).
 */
const mailMessageSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.object({ name: z.string(), address: z.string() }).optional(),
  to: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});

export type MailMessage = z.infer<typeof mailMessageSchema>;

/** A stored payload this version cannot read is refused for good: sending it again would not help. */
export function parseMailMessage(payload: string | null): MailMessage {
  try {
    return mailMessageSchema.parse(JSON.parse(payload ?? ''));
  } catch {
    throw Object.assign(new Error('Unreadable outbox payload'), { code: 'EPAYLOAD', permanent: true });
  }
}

/** The trace context stored beside the message (decision 064), if the payload holds one. */
export function traceparentOf(payload: string | null): string | undefined {
  try {
    const { traceparent } = JSON.parse(payload ?? '');
    return typeof traceparent === 'string' ? traceparent : undefined;
  } catch {
    return undefined;
  }
}

/** The stored message, or null when there is none or this version cannot read it. */
export function readMailMessage(payload: string | null): MailMessage | null {
  if (payload === null) return null;
  try {
    return parseMailMessage(payload);
  } catch {
    return null;
  }
}
