import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_PATHS } from '../../web/lib/admin-paths.ts';
import type { Config } from '../env.ts';
import { publicOrigin } from '../http/origin.ts';
import { type InquiryNotice, inquiryMail } from './inquiry-mail.ts';
import { createMailer } from './mailer.ts';

export type NotifyInquiry = (request: FastifyRequest, inquiry: InquiryNotice) => void;

/**
 * E-mails staff about a stored inquiry without the visitor waiting: the inquiry is already in the
 * database and the admin list, so a failed delivery is only logged. Does nothing without SMTP_URL.
 */
export function inquiryNotifier(app: FastifyInstance, config: Readonly<Config>): NotifyInquiry {
  if (!config.mail) return () => {};
  const mailer = createMailer(config.mail);
  app.addHook('onClose', async () => mailer.close());
  return (request, inquiry) => {
    // NOTE: without PUBLIC_URL the link follows the request's Host header (a plain host name only),
    // which a visitor chooses: deployments set PUBLIC_URL (docs/deploy.md).
    const origin = publicOrigin(request, config);
    const link = `${origin}${ADMIN_PATHS.detail('qna/qna', inquiry.qnaNo)}`;
    mailer
      .send(inquiryMail(inquiry, link))
      .catch((error: unknown) =>
        request.log.warn({ err: error, qnaNo: inquiry.qnaNo }, 'Inquiry e-mail to staff not sent'),
      );
  };
}
