import { z } from 'zod';
import {
  passwordConfirmSchema,
  totpConfirmSchema,
  twoFactorPolicySchema,
} from '../../../common/schemas/two-factor.ts';
import { ANSWERS } from '../openapi/answers.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';

const tag = 'Two-factor';
const status = named(
  'TwoFactorStatus',
  z.object({
    enabled: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    required: z.boolean().meta({ description: 'Whether every account must use two-factor' }),
  }),
);
const recoveryCodes = named(
  'RecoveryCodes',
  z.object({
    recoveryCodes: z
      .array(z.string())
      .meta({ description: 'Ten one-time codes, shown this once; only their hashes are kept' }),
  }),
);
const password = named('PasswordConfirm', passwordConfirmSchema);
const systemManager = 'A System Manager (role) with the edit right of User/Authority.';

/** The reference entries of two-factor.routes.ts. */
export const TWO_FACTOR_DOCS = {
  status: { tag, summary: 'Your two-factor status', access: 'admin', data: status },
  setup: {
    tag,
    summary: 'Start setting up two-factor: a new secret, its otpauth URI and QR code (SVG)',
    description: 'The secret stays pending until a first code confirms it (enable).',
    access: 'admin',
    data: named(
      'TwoFactorSetup',
      z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() }),
    ),
    errors: [409],
  },
  enable: {
    tag,
    summary: 'Turn two-factor on with a first code and your password; answers ten recovery codes',
    description:
      'The code may carry spaces or dashes ("123 456"). A missing or wrong password is a 400 like the password change’s, and wrong ones count towards its lock (429). On success every other session of the account ends; this one stays.',
    access: 'admin',
    body: named('TotpConfirm', totpConfirmSchema),
    data: recoveryCodes,
    errors: [409, 429],
  },
  disable: {
    tag,
    summary: 'Turn your two-factor off, with your password',
    description: 'Refused (409) while two-factor is required for every account.',
    access: 'admin',
    body: password,
    data: ANSWERS.affectedRows,
    errors: [409, 429],
  },
  recoveryCodes: {
    tag,
    summary: 'Ten new recovery codes, with your password; the old ones stop working',
    access: 'admin',
    body: password,
    data: recoveryCodes,
    errors: [409, 429],
  },
  policy: {
    tag,
    summary: 'Require two-factor of every account, or stop requiring it',
    description: `${systemManager} Their own two-factor must be on first (409).`,
    access: 'admin',
    right: 'eUserAuthority',
    body: named('TwoFactorPolicy', twoFactorPolicySchema),
    data: named('TwoFactorPolicyState', z.object({ required: z.boolean() })),
    errors: [409],
  },
  statusOf: {
    tag,
    summary: 'Another administrator’s two-factor status',
    description: systemManager,
    access: 'admin',
    right: 'eUserAuthority',
    data: status,
  },
  reset: {
    tag,
    summary: 'Reset another administrator’s two-factor: off, recovery codes dropped, sessions ended',
    description: systemManager,
    access: 'admin',
    right: 'eUserAuthority',
    data: ANSWERS.affectedRows,
    errors: [409],
  },
} satisfies Record<string, RouteDoc>;
