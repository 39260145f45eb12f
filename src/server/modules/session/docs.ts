import { z } from 'zod';
import { loginSchema } from '../../../common/schemas/admin.ts';
import { ANSWERS } from '../openapi/answers.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';

const tag = 'Session';
const settings = z.array(z.string()).meta({ description: 'Permission strings, e.g. rMainBanner or 0ALL' });
const signedIn = { id: z.number().int(), userNo: z.number().int(), username: z.string(), settings };

const sessionStatus = named(
  'SessionStatus',
  z.object({
    idleMinutes: z.number(),
    expiresIn: z.number().int().meta({ description: 'Seconds until the session ends' }),
    canExtend: z.boolean().meta({ description: 'False once the 8-hour cap, not idleness, ends it' }),
  }),
);

/** The reference entries of session.routes.ts. */
export const SESSION_DOCS = {
  login: {
    tag,
    summary: 'Sign in: a bearer token, also set as the HttpOnly session cookie',
    description:
      'Five failures per account and address in 15 minutes lock that pair (429); wrong two-factor codes count too. With two-factor on, the right password without `totp` answers 401 with code `totp_required` and no session; send it again with `totp`: the six-digit code or an unused recovery code.',
    access: 'public',
    body: named('Login', loginSchema),
    data: named('SignedIn', z.object({ ...signedIn, token: z.string() })),
    errors: [401, 403, 429],
  },
  logout: { tag, summary: 'Sign out: the token stops working', access: 'admin', data: ANSWERS.ok },
  me: {
    tag,
    summary: 'The signed-in administrator, the session clock and the retention periods',
    access: 'admin',
    data: named(
      'Me',
      z.object({
        ...signedIn,
        session: sessionStatus.schema,
        retention: z.object({
          inquiryDays: z.number().int(),
          applicationDays: z.number().int(),
          historyDays: z.number().int(),
        }),
        twoFactorSetupRequired: z.boolean().meta({
          description:
            'Two-factor is required for every account and this one has not set it up: until it does, other calls answer 403 `totp_setup_required`',
        }),
      }),
    ),
  },
  status: {
    tag,
    summary: 'Time left in the session, without extending it',
    access: 'admin',
    data: sessionStatus,
  },
  extend: { tag, summary: 'Keep-alive: the idle window starts again', access: 'admin', data: sessionStatus },
} satisfies Record<string, RouteDoc>;

const sessionEntry = named(
  'SessionEntry',
  z.object({
    id: z.string().meta({ description: 'The session’s public id (not its token)' }),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    ipaddress: z.string().meta({ description: 'Where it signed in; empty for sessions older than the list' }),
    browser: z.string().meta({ description: 'A short browser name, e.g. "Chrome 131 · Windows"' }),
    current: z.boolean().meta({ description: 'The session making this request' }),
  }),
);
const sessionList = named(
  'SessionList',
  z.object({ list: z.array(sessionEntry.schema), total: z.number().int() }),
);
const systemManager = 'A System Manager (role) with the edit right of User/Authority.';

/** The reference entries of session-list.routes.ts. */
export const SESSION_LIST_DOCS = {
  own: { tag, summary: 'Your live sessions, newest first', access: 'admin', data: sessionList },
  endOne: { tag, summary: 'End one of your sessions', access: 'admin', data: ANSWERS.affectedRows },
  endOthers: { tag, summary: 'End all your sessions but this one', access: 'admin', data: ANSWERS.ok },
  ofAccount: {
    tag,
    summary: 'Another administrator’s live sessions',
    description: systemManager,
    access: 'admin',
    right: 'eUserAuthority',
    data: sessionList,
  },
  endAll: {
    tag,
    summary: 'End every session of an administrator',
    description: systemManager,
    access: 'admin',
    right: 'eUserAuthority',
    data: ANSWERS.ok,
  },
} satisfies Record<string, RouteDoc>;
