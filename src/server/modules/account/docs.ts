import { z } from 'zod';
import { LOCALES, ROLES } from '../../../common/codes.ts';
import {
  adminCreateSchema,
  adminUpdateSchema,
  passwordChangeSchema,
  passwordSetSchema,
  usernameCheckSchema,
} from '../../../common/schemas/admin.ts';
import { ANSWERS, VERSION_FIELD } from '../openapi/answers.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';
import { recordDocs } from '../record-docs.ts';
import type { presentAdmin } from './account.service.ts';

/** What presentAdmin answers; never the password hash. */
const adminRow = z.object({
  id: z.number().int(),
  userNo: z.number().int(),
  username: z.string().meta({ description: 'The login ID' }),
  manager: z.string().meta({ description: 'The person’s name' }),
  email: z.string(),
  contact: z.string(),
  role: z.enum(ROLES),
  mgtsettings: z.array(z.string()),
  adminBoard: z.string().meta({ description: 'The pages the rights cover, in words' }),
  localeCd: z.enum(LOCALES),
  createDt: z.string(),
  version: VERSION_FIELD,
}) satisfies z.ZodType<ReturnType<typeof presentAdmin>>;

const records = recordDocs({
  tag: 'Authority',
  noun: 'administrator',
  page: 'UserAuthority',
  row: named('Administrator', adminRow),
  create: named('AdministratorCreate', adminCreateSchema),
  update: named('AdministratorUpdate', adminUpdateSchema),
  check: named('LoginIdCheck', usernameCheckSchema),
});

export const ACCOUNT_DOCS = {
  ...records,
  update: {
    ...records.update,
    description:
      'Changing your own e-mail takes `currentPassword` (400 when missing or wrong; wrong ones count towards the password change’s lock, 429). Another account’s e-mail needs none.',
    errors: [409, 429],
  },
};

export const PASSWORD_DOCS = {
  own: {
    tag: 'Authority',
    summary: 'Change your own password; your other sessions end',
    access: 'admin',
    body: named('PasswordChange', passwordChangeSchema),
    data: ANSWERS.affectedRows,
    errors: [429],
  },
  other: {
    tag: 'Authority',
    summary: 'Set another administrator’s password; their sessions end',
    access: 'admin',
    right: 'eUserAuthority',
    body: named('PasswordSet', passwordSetSchema),
    data: ANSWERS.affectedRows,
  },
} satisfies Record<string, RouteDoc>;
