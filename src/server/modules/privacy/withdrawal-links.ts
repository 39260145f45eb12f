import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { localePath, MAIL_PATHS } from '../../../common/paths.ts';
import type { Db } from '../../db/index.ts';
import type { MailMessage } from '../../notify/mail-message.ts';
import { withdrawalLinkRepository } from './withdrawal.repository.ts';

/** Where and in which language a person's e-mail links to the withdrawal page. */
export interface WithdrawalLinkContext {
  origin: string;
  localeCd: string;
}

const TEXTS = {
  EN: 'To withdraw your consent and have the data we hold about you erased, open this link',
  VI: 'Để rút lại sự đồng ý và yêu cầu xóa dữ liệu chúng tôi lưu về bạn, hãy mở đường dẫn này',
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The key only the token gives: the table alone cannot tell whose link a row is. */
const keyOf = (token: string) =>
  Buffer.from(hkdfSync('sha256', token, Buffer.alloc(0), 'privacy withdrawal link', 32));

export function seal(address: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(token), iv);
  const sealed = Buffer.concat([cipher.update(address, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The address a link was made for, or null when the token does not open it. */
export function unseal(sealed: string, token: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(token), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Adds to an e-mail to a person (`to`) the link that withdraws their consent (decision 051): a new
 * random token, stored hashed with the address sealed by it, in the transaction that queues the
 * e-mail. E-mails to staff (no `to`) are left as they are.
 */
export async function withWithdrawalLink(
  tx: Db,
  message: MailMessage,
  { origin, localeCd }: WithdrawalLinkContext,
): Promise<MailMessage> {
  if (!message.to) return message;
  const token = randomBytes(32).toString('base64url');
  await withdrawalLinkRepository(tx).insert({
    tokenHash: hashOfToken(token),
    sealed: seal(message.to, token),
    createdAt: new Date().toISOString(),
  });
  const locale = localeCd === 'VI' ? 'vi' : 'en';
  const url = `${origin}${localePath(locale, MAIL_PATHS.privacyWithdraw)}?token=${token}`;
  const label = TEXTS[locale === 'vi' ? 'VI' : 'EN'];
  return {
    ...message,
    text: `${message.text}\n\n--\n${label}:\n${url}`,
    html: `${message.html}\n<hr><p><small>${escapeHtml(label)}:<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></small></p>`,
  };
}
