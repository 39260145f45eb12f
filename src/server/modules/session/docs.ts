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
    description: 'Five failures per account and address in 15 minutes lock that pair (429).',
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
