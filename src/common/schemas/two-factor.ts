import { z } from 'zod';

/**
 * Two-factor bodies (decision 038). A code is six digits from the authenticator app, or at login a
 * recovery code (ten letters and digits, a dash and spaces allowed).
 */
const text = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v.slice(0, max) : ''));

export const TWO_FACTOR_MSG = {
  codeFormat: 'Enter the six-digit code from your authenticator app',
  wrongCode: 'The code is incorrect or was already used',
  totpRequired: 'Enter the code from your authenticator app',
  setupRequired: 'Set up two-factor sign-in before you continue',
} as const;

/**
 * A code as typed or pasted, without the spaces and dashes people and apps put in it ("123 456",
 * "123-456", "abcde-fghij"): WCAG 2.2 3.3.8 asks that a pasted code be taken as it comes.
 */
export const withoutSeparators = (code: string) => code.replace(/[\s\-\u2010-\u2015\u2212]/g, '');

/** Turning two-factor on or off, or new recovery codes: the account's password again. */
export const passwordConfirmSchema = z.object({ password: text(200) });

/**
 * POST /api/user/2fa/enable: the first code confirms the pending secret, with the account's
 * password again (decision 048).
 */
export const totpConfirmSchema = passwordConfirmSchema.extend({
  totp: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? withoutSeparators(v.slice(0, 40)) : ''))
    .refine((v) => /^\d{6}$/.test(v), { error: TWO_FACTOR_MSG.codeFormat }),
});

/** PUT /api/user/2fa/policy: whether every account must use two-factor. */
export const twoFactorPolicySchema = z.object({ required: z.boolean() });

/** Recovery codes as shown: two groups of five letters and digits. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

/** What a login's `totp` field is: a six-digit code, a recovery code, or nothing usable. */
export function codeKind(code: string): 'totp' | 'recovery' | null {
  const clean = withoutSeparators(code).toLowerCase();
  if (/^\d{6}$/.test(clean)) return 'totp';
  return RECOVERY_CODE_PATTERN.test(clean) ? 'recovery' : null;
}
