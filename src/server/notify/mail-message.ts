import { z } from 'zod';

/** A rendered e-mail as the outbox stores it (JSON in mail_outbox.payload); sender and recipients come from the configuration. */
const mailMessageSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.object({ name: z.string(), address: z.string() }),
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
