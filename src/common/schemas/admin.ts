import { z } from 'zod';
import { LIMITS, ROLES } from '../codes.ts';
import { isIpAddress, normalizeIp } from '../ip.ts';
import { MSG } from '../messages.ts';
import { isPermissionString, isUserPermission } from '../permissions.ts';
import { localeCd, looseText, oneOf, text } from './fields.ts';

export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,16}$/;
/** Login IDs: what a save accepts is what the duplication check accepts (and ADMIN_ID too). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{1,50}$/;
export const USERNAME_RULE = 'ID must be up to 50 letters, digits, dots, dashes or underscores';
export const ADMIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Vietnamese mobile number: 84 or 0, then 3, 5, 7, 8 or 9, then 8 digits. */
export const CONTACT_PATTERN = /^(84|0)[35789]\d{8}$/;

const str = looseText;

/**
 * Settings arrive as an array (JSON) or a comma-separated string; what an editor typed is trimmed
 * here, before it is checked and stored, so stored settings are exact and never need trimming.
 */
const settings = z
  .union([z.array(z.string()), z.string()], { error: 'mgtsettings must be a list of permissions' })
  .transform((v) => [...new Set((Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))])
  .refine((list) => list.every(isPermissionString), { error: 'mgtsettings holds an unknown permission' });

const adminFields = z.object({
  localeCd: localeCd.optional(),
  role: oneOf('role', ROLES),
  username: str,
  password: z.unknown().optional(),
  manager: str,
  email: str,
  contact: str,
  mgtsettings: settings.optional().default([]),
});

type AdminFields = z.infer<typeof adminFields>;

/** The checks of spec section 5 in the order the form shows them. */
function checkAdmin(v: AdminFields, ctx: z.RefinementCtx, isNew: boolean) {
  const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
  if (!v.username || !v.manager || !v.email || !v.contact || v.mgtsettings.length === 0)
    return fail(MSG.fillAllFields, 'username');
  if (!USERNAME_PATTERN.test(v.username)) return fail(USERNAME_RULE, 'username');
  if (v.manager.length > 100) return fail('manager must be at most 100 characters', 'manager');
  if (isNew && !isValidPassword(v.password)) return fail(MSG.passwordPolicy, 'password');
  if (!ADMIN_EMAIL_PATTERN.test(v.email) || v.email.length > 100) return fail(MSG.adminEmail, 'email');
  if (!CONTACT_PATTERN.test(v.contact)) return fail(MSG.adminContact, 'contact');
  if (v.role !== 'System Manager' && v.mgtsettings.some(isUserPermission))
    return fail('Only a System Manager can hold User management rights', 'mgtsettings');
}

export const adminCreateSchema = adminFields.superRefine((v, ctx) => checkAdmin(v, ctx, true));
/**
 * An account's save. Changing your own e-mail also takes `currentPassword` (decision 048); a
 * System Manager changing another account's needs none.
 */
export const adminUpdateSchema = adminFields
  .extend({
    currentPassword: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === 'string' ? v.slice(0, 200) : ''))
      .meta({ description: 'Your current password, when you change your own e-mail' }),
  })
  .superRefine((v, ctx) => checkAdmin(v, ctx, false));

/** The duplication check refuses what a save would refuse, with the same messages. */
export const usernameCheckSchema = z.object({
  username: looseText
    .refine((v) => v !== '', { error: MSG.fillAllFields })
    .refine((v) => USERNAME_PATTERN.test(v), { error: USERNAME_RULE }),
});

export const isValidPassword = (v: unknown): v is string => typeof v === 'string' && PASSWORD_PATTERN.test(v);

/**
 * Password changes. The spec has no words for these cases, so they are ours; clients match the
 * message to show it in the admin's language.
 */
export const PASSWORD_MSG = {
  wrongCurrent: 'The current password is incorrect',
  sameAsCurrent: 'The new password must differ from the current password',
  tooManyTries: 'Too many wrong passwords. Please try again in 15 minutes.',
  useOwnForm: 'Change your own password with Change password, which asks for the current one',
} as const;

const secret = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : ''));

/** POST /api/user/password: the signed-in administrator's own password, checked in this order. */
export const passwordChangeSchema = z
  .object({ currentPassword: secret, newPassword: secret })
  .superRefine((v, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!v.currentPassword || !v.newPassword) return fail(MSG.fillAllFields, 'currentPassword');
    if (!isValidPassword(v.newPassword)) return fail(MSG.passwordPolicy, 'newPassword');
    if (v.newPassword === v.currentPassword) return fail(PASSWORD_MSG.sameAsCurrent, 'newPassword');
  });

/** POST /api/auth/{id}/password: a System Manager sets another account's password. */
export const passwordSetSchema = z.object({
  newPassword: secret.refine(isValidPassword, { error: MSG.passwordPolicy }),
});

export const loginSchema = z.object({
  loginId: looseText,
  password: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v : '')),
  /** With two-factor on: the authenticator's six digits or a recovery code (decision 038). */
  totp: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v.slice(0, 40) : '')),
});

export const ipSchema = z.object({
  ipaddress: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? normalizeIp(v) : ''))
    .refine((v) => isIpAddress(v), { error: MSG.ipInvalid }),
  memo: text('memo', LIMITS.memoMax).optional().default(''),
});

export const ipCheckSchema = ipSchema.pick({ ipaddress: true });

export type AdminInput = z.infer<typeof adminCreateSchema>;
export type IpInput = z.infer<typeof ipSchema>;
