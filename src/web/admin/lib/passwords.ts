import { MSG } from '../../../common/messages.ts';
import { isValidPassword, PASSWORD_MSG } from '../../../common/schemas/admin.ts';
import type { Translate } from '../../lib/i18n.tsx';

/**
 * The password forms' checks, in the server's order, as catalogue keys; and the server's answers in
 * the admin's language (the server speaks English: its message picks the key).
 */
export function passwordProblem(
  { current, next, again }: { current?: string; next: string; again: string },
  t: Translate,
): string | null {
  if (current === '' || !next || !again) return t('msg.fillAllFields');
  if (!isValidPassword(next)) return t('msg.passwordPolicy');
  if (next !== again) return t('password.mismatch');
  if (current !== undefined && next === current) return t('password.sameAsCurrent');
  return null;
}

export function translateServerMessage(message: string, t: Translate): string {
  const own = Object.entries(PASSWORD_MSG).find(([, text]) => text === message)?.[0];
  if (own) return t(`password.${own}`);
  const spec = Object.entries(MSG).find(([, text]) => text === message)?.[0];
  return spec ? t(`msg.${spec}`) : message;
}
