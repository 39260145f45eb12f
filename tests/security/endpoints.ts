import { FAILED_MAIL_PAGES } from '../../src/common/failed-mail.ts';
import { ACTIONS, type Page, type Right } from '../../src/common/permissions.ts';
import { PRESENCE_PAGES } from '../../src/common/presence.ts';

/**
 * Every route the server answers (spec section 7 and the API contract in docs/api.md, read from the route files under
 * src/server/modules and src/server/render), with what a caller needs. The fuzzer, the payload corpus
 * and the access-control matrix all work from this one table.
 */

export type Method = 'GET' | 'POST' | 'DELETE';

/** What the route reads from the request body: nothing, JSON, or multipart/form-data (JSON accepted too). */
export type BodyKind = 'none' | 'json' | 'multipart';

/**
 * What a successful answer is: the API envelope, the editor-upload reply, a page, XML, file bytes,
 * a CSV file (the inquiry export; its refusals are envelopes), a person's data as a JSON or ZIP
 * download (refusals are envelopes), the OpenAPI document (JSON without
 * the envelope) or the Prometheus metrics text.
 */
export type AnswerKind =
  | 'envelope'
  | 'location'
  | 'html'
  | 'xml'
  | 'bytes'
  | 'probe'
  | 'csv'
  | 'download'
  | 'openapi'
  | 'metrics';

/**
 * Who may call, with a token. `null`: the route does not look at rights (public routes; a token is
 * still checked when it is sent to /api or /file). `'token'`: any signed-in administrator. A list:
 * holders of any one of these permission strings (or 0ALL).
 */
export type Needs = null | 'token' | readonly string[];

export type IdTable =
  | 'banner'
  | 'news'
  | 'job'
  | 'faq'
  | 'video'
  | 'partner'
  | 'event'
  | 'qna'
  | 'application'
  | 'auth'
  | 'ip'
  | 'media';

export interface Endpoint {
  method: Method;
  /** Path with `{id}` where a record id (or an image name) goes. */
  path: string;
  body: BodyKind;
  /** A visitor without a token gets an answer (not 401). */
  isPublic: boolean;
  needs: Needs;
  answer: AnswerKind;
  /** Whose ids fill `{id}`. */
  idOf?: IdTable;
  /** Reads the common list query (pageNo, pageCnt, searchType, …). */
  isList?: boolean;
  /** The multipart file field. */
  fileField?: string;
  /** Body fields the route's schema knows, so fuzzing can send near-valid bodies. */
  fields?: readonly string[];
  /** Served by the built web bundle (dist/web); without it these routes answer a notice or 404. */
  needsWebBuild?: boolean;
  /**
   * The route changes what visitors see of this page's items: while review before publish is on
   * for its type (decision 058), it also takes the publish right.
   */
  publishes?: Page;
}

export const label = (ep: Endpoint) => `${ep.method} ${ep.path}`;

const right = (action: Right, page: Page) => [`${action}${page}`];

interface BoardType {
  name: IdTable;
  page: Page;
  body: BodyKind;
  fileField?: string;
  fields: readonly string[];
}

const DATE_FIELDS = ['dateCd', 'startDt', 'endDt'] as const;
const COMMON_FIELDS = ['localeCd', 'useYn', 'createId', 'modifyId', 'LoginName'] as const;

/** The seven board content types share one set of routes (src/server/modules/content/routes.ts). */
const BOARD: BoardType[] = [
  {
    name: 'banner',
    page: 'MainBanner',
    body: 'multipart',
    fileField: 'bannerImg',
    fields: [...COMMON_FIELDS, 'title', 'contents', 'linkUrl', 'mediaNo'],
  },
  {
    name: 'news',
    page: 'BoardNews',
    body: 'json',
    fields: [...COMMON_FIELDS, 'typeCd', 'title', 'contents'],
  },
  {
    name: 'job',
    page: 'BoardRecruit',
    body: 'multipart',
    fileField: 'jobFile',
    fields: [
      ...COMMON_FIELDS,
      ...DATE_FIELDS,
      'title',
      'contents',
      'department',
      'location',
      'employmentType',
      'salaryMin',
      'salaryMax',
      'salaryCurrency',
      'salaryUnit',
      'applyOnline',
    ],
  },
  { name: 'faq', page: 'BoardFAQ', body: 'json', fields: [...COMMON_FIELDS, 'typeCd', 'title', 'contents'] },
  {
    name: 'partner',
    page: 'BoardPartner',
    body: 'multipart',
    fileField: 'partnerImg',
    fields: [...COMMON_FIELDS, 'name', 'typeCd', 'linkUrl', 'mediaNo'],
  },
  {
    name: 'video',
    page: 'BoardVideo',
    body: 'json',
    fields: [...COMMON_FIELDS, ...DATE_FIELDS, 'typeCd', 'title', 'youtubeId'],
  },
  {
    name: 'event',
    page: 'BoardEvent',
    body: 'multipart',
    fileField: 'eventImg',
    fields: [
      ...COMMON_FIELDS,
      'kind',
      'title',
      'summary',
      'contents',
      'startAt',
      'endAt',
      'place',
      'mediaNo',
    ],
  },
];

const boardRoutes = ({ name, page, body, fileField, fields }: BoardType): Endpoint[] => {
  const base = `/api/${name}`;
  const write = {
    body,
    fields,
    answer: 'envelope' as const,
    isPublic: false,
    ...(fileField && { fileField }),
  };
  return [
    // Public reads: visitors see public rows; a token must carry the read right (optionalReader).
    {
      method: 'GET',
      path: base,
      body: 'none',
      isPublic: true,
      needs: right('r', page),
      answer: 'envelope',
      isList: true,
    },
    {
      method: 'GET',
      path: `${base}/{id}`,
      body: 'none',
      isPublic: true,
      needs: right('r', page),
      answer: 'envelope',
      idOf: name,
    },
    { method: 'POST', path: base, needs: right('a', page), ...write },
    { method: 'POST', path: `${base}/{id}`, needs: right('e', page), idOf: name, publishes: page, ...write },
    {
      method: 'DELETE',
      path: base,
      body: 'json',
      isPublic: false,
      needs: right('d', page),
      answer: 'envelope',
      fields: [`${name}No`, 'LoginName'],
    },
    {
      method: 'POST',
      path: `${base}/restore`,
      body: 'json',
      isPublic: false,
      needs: right('d', page),
      answer: 'envelope',
      fields: [`${name}No`, 'LoginName'],
      publishes: page,
    },
    // Versions and drafts (decision 037): the read right reads them, the edit right changes them.
    ...(['revisions', 'revisions/1', 'draft'] as const).map((tail) => ({
      method: 'GET' as const,
      path: `${base}/{id}/${tail}`,
      body: 'none' as const,
      isPublic: false,
      needs: right('r', page),
      answer: 'envelope' as const,
      idOf: name,
    })),
    ...(['revisions/1/restore', 'draft/publish'] as const).map((tail) => ({
      method: 'POST' as const,
      path: `${base}/{id}/${tail}`,
      body: 'none' as const,
      isPublic: false,
      needs: right('e', page),
      answer: 'envelope' as const,
      idOf: name,
      publishes: page,
    })),
    // "Mark as still correct" (decision 059): the edit right; it changes nothing visitors see.
    {
      method: 'POST',
      path: `${base}/{id}/translation/current`,
      body: 'none',
      isPublic: false,
      needs: right('e', page),
      answer: 'envelope',
      idOf: name,
    },
    { method: 'POST', path: `${base}/{id}/draft`, needs: right('e', page), idOf: name, ...write },
    // Review before publish (decision 058): the edit right submits, the publish right approves or returns.
    ...(
      [
        ['draft/submit', 'e'],
        ['draft/approve', 'p'],
      ] as const
    ).map(([tail, action]) => ({
      method: 'POST' as const,
      path: `${base}/{id}/${tail}`,
      body: 'none' as const,
      isPublic: false,
      needs: right(action, page),
      answer: 'envelope' as const,
      idOf: name,
    })),
    {
      method: 'POST',
      path: `${base}/{id}/draft/return`,
      body: 'json',
      isPublic: false,
      needs: right('p', page),
      answer: 'envelope',
      idOf: name,
      fields: ['comment'],
    },
    {
      method: 'GET',
      path: `${base}/{id}/review`,
      body: 'none',
      isPublic: false,
      needs: right('r', page),
      answer: 'envelope',
      idOf: name,
    },
    {
      method: 'DELETE',
      path: `${base}/{id}/draft`,
      body: 'none',
      isPublic: false,
      needs: right('e', page),
      answer: 'envelope',
      idOf: name,
    },
  ];
};

const INQUIRY_FIELDS = [
  'localeCd',
  'typeCd',
  'policyChecked',
  'consentVersion',
  'title',
  'contents',
  'name',
  'email',
  'emailDomain',
  'emailDomainName',
  'phone',
] as const;
const ADMIN_FIELDS = [
  'localeCd',
  'role',
  'username',
  'password',
  'manager',
  'email',
  'contact',
  'mgtsettings',
];

/** Presence: the read right of any content page (the type asked about then needs its own). */
const PRESENCE_RIGHTS: readonly string[] = PRESENCE_PAGES.map((page) => `r${page}`);

/** Editor image upload: any add or edit right on a Main or Board page (file.routes.ts). */
export const UPLOAD_RIGHTS: readonly string[] = (
  ['MainBanner', 'BoardRecruit', 'BoardFAQ', 'BoardNews', 'BoardVideo', 'BoardPartner', 'BoardEvent'] as const
).flatMap((page) => ACTIONS.filter((a) => a === 'a' || a === 'e').map((a) => `${a}${page}`));

/** Deleting from the media library: any delete right on those pages (media.routes.ts, decision 036). */
const MEDIA_DELETE_RIGHTS: readonly string[] = (
  ['MainBanner', 'BoardRecruit', 'BoardFAQ', 'BoardNews', 'BoardVideo', 'BoardPartner', 'BoardEvent'] as const
).map((page) => `d${page}`);
const MEDIA_FIELDS = ['altEN', 'altVI', 'focalX', 'focalY'];

const admin = (
  method: Method,
  path: string,
  needs: Exclude<Needs, null>,
  extra: Partial<Endpoint> = {},
): Endpoint => ({
  method,
  path,
  body: method === 'GET' ? 'none' : 'json',
  isPublic: false,
  needs,
  answer: 'envelope',
  ...extra,
});

const page = (path: string, extra: Partial<Endpoint> = {}): Endpoint => ({
  method: 'GET',
  path,
  body: 'none',
  isPublic: true,
  needs: null,
  answer: 'html',
  needsWebBuild: true,
  ...extra,
});

const TEMPLATE_FIELDS = ['statusCd', 'localeCd', 'subject', 'body', 'send', 'delayMinutes'];
/** A well-formed status page token no application has: the routes answer 404. */
const UNKNOWN_TOKEN = 'A'.repeat(43);

export const ENDPOINTS: readonly Endpoint[] = [
  ...BOARD.flatMap(boardRoutes),

  {
    method: 'POST',
    path: '/api/qna',
    body: 'multipart',
    isPublic: true,
    needs: null,
    answer: 'envelope',
    fileField: 'qnaFile',
    fields: INQUIRY_FIELDS,
  },
  admin('GET', '/api/qna', right('r', 'QnAQnA'), { isList: true }),
  admin('GET', '/api/qna/export', right('r', 'QnAQnA'), { isList: true, answer: 'csv' }),
  admin('GET', '/api/qna/{id}', right('r', 'QnAQnA'), { idOf: 'qna' }),
  admin('POST', '/api/qna/{id}', right('e', 'QnAQnA'), { idOf: 'qna', fields: ['statusCd'] }),
  admin('DELETE', '/api/qna', right('d', 'QnAQnA'), { fields: ['qnaNo', 'LoginName'] }),
  admin('POST', '/api/qna/restore', right('d', 'QnAQnA'), { fields: ['qnaNo', 'LoginName'] }),

  {
    method: 'POST',
    path: '/api/job/{id}/apply',
    body: 'multipart',
    isPublic: true,
    needs: null,
    answer: 'envelope',
    idOf: 'job',
    fileField: 'cv',
    fields: ['localeCd', 'name', 'email', 'phone', 'coverLetter', 'policyChecked', 'consentVersion'],
  },
  {
    method: 'POST',
    path: '/api/job-alert',
    body: 'json',
    isPublic: true,
    needs: null,
    answer: 'envelope',
    fields: [
      'policyChecked',
      'consentVersion',
      'email',
      'localeCd',
      'q',
      'in',
      'type',
      'location',
      'department',
    ],
  },
  admin('GET', '/api/application', right('r', 'BoardApplication'), { isList: true }),
  admin('GET', '/api/application/export', right('r', 'BoardApplication'), { isList: true, answer: 'csv' }),
  admin('GET', '/api/application/counts', right('r', 'BoardApplication')),
  admin('GET', '/api/application/jobs', right('r', 'BoardApplication')),
  admin('GET', '/api/application/{id}', right('r', 'BoardApplication'), { idOf: 'application' }),
  admin('POST', '/api/application/{id}', right('e', 'BoardApplication'), {
    idOf: 'application',
    fields: ['statusCd', 'note', 'notify', 'message'],
  }),
  // Talking to candidates (decisions 052 to 055).
  admin('GET', '/api/application/sources', right('r', 'BoardApplication')),
  admin('GET', '/api/application/report', right('r', 'BoardApplication'), {
    fields: ['from', 'to', 'jobNo'],
  }),
  admin('GET', '/api/application/templates', right('r', 'BoardApplication')),
  admin('POST', '/api/application/templates', right('e', 'BoardApplication'), { fields: TEMPLATE_FIELDS }),
  admin('POST', '/api/application/templates/preview', right('r', 'BoardApplication'), {
    fields: TEMPLATE_FIELDS,
  }),
  admin('POST', '/api/application/bulk', right('e', 'BoardApplication'), {
    fields: ['applicationNos', 'statusCd', 'notify'],
  }),
  admin('POST', '/api/application/{id}/message', right('e', 'BoardApplication'), {
    idOf: 'application',
    fields: ['subject', 'body'],
  }),
  {
    method: 'GET',
    path: `/api/application/status/${UNKNOWN_TOKEN}`,
    body: 'none',
    isPublic: true,
    needs: null,
    answer: 'envelope',
  },
  {
    method: 'POST',
    path: `/api/application/status/${UNKNOWN_TOKEN}/withdraw`,
    body: 'json',
    isPublic: true,
    needs: null,
    answer: 'envelope',
  },
  admin('DELETE', '/api/application', right('d', 'BoardApplication'), {
    fields: ['applicationNo', 'LoginName'],
  }),
  admin('POST', '/api/application/restore', right('d', 'BoardApplication'), {
    fields: ['applicationNo', 'LoginName'],
  }),

  admin('GET', '/api/auth', right('r', 'UserAuthority'), { isList: true }),
  admin('GET', '/api/auth/{id}', right('r', 'UserAuthority'), { idOf: 'auth' }),
  admin('POST', '/api/auth', right('a', 'UserAuthority'), { fields: ADMIN_FIELDS }),
  admin('POST', '/api/auth/{id}', right('e', 'UserAuthority'), { idOf: 'auth', fields: ADMIN_FIELDS }),
  admin('POST', '/api/auth/dc', right('r', 'UserAuthority'), { fields: ['username'] }),
  admin('POST', '/api/auth/{id}/password', right('e', 'UserAuthority'), {
    idOf: 'auth',
    fields: ['newPassword'],
  }),
  admin('DELETE', '/api/auth', right('d', 'UserAuthority'), { fields: ['id', 'LoginName'] }),

  admin('GET', '/api/ip', right('r', 'UserIP'), { isList: true }),
  admin('GET', '/api/ip/', right('r', 'UserIP'), { isList: true }),
  admin('GET', '/api/ip/{id}', right('r', 'UserIP'), { idOf: 'ip' }),
  admin('POST', '/api/ip', right('a', 'UserIP'), { fields: ['ipaddress', 'memo'] }),
  admin('POST', '/api/ip/{id}', right('e', 'UserIP'), { idOf: 'ip', fields: ['ipaddress', 'memo'] }),
  admin('POST', '/api/ip/dc', right('r', 'UserIP'), { fields: ['ipaddress'] }),
  admin('DELETE', '/api/ip', right('d', 'UserIP'), { fields: ['id', 'LoginName'] }),

  admin('GET', '/api/history', right('r', 'UserHistory'), { isList: true }),

  // Requests from a person about their data (decision 040).
  admin('GET', '/api/privacy/subjects', right('r', 'UserPrivacy'), { fields: ['email', 'phone'] }),
  admin('GET', '/api/privacy/export', right('r', 'UserPrivacy'), {
    answer: 'download',
    fields: ['email', 'phone', 'format', 'receivedOn', 'requestNo'],
  }),
  admin('POST', '/api/privacy/erase', right('d', 'UserPrivacy'), {
    fields: ['email', 'phone', 'reason', 'receivedOn', 'requestNo'],
  }),
  // Requests on the clock (decision 051).
  admin('GET', '/api/privacy/requests', right('r', 'UserPrivacy'), { isList: true }),
  admin('POST', '/api/privacy/requests', right('e', 'UserPrivacy'), {
    fields: ['kind', 'channel', 'email', 'phone', 'receivedAt'],
  }),
  // The failed e-mails (decision 063): each takes the right of what it is about, so any of three.
  admin(
    'GET',
    '/api/admin/mail/failed',
    FAILED_MAIL_PAGES.map((page) => `r${page}`),
    { isList: true },
  ),
  admin(
    'POST',
    '/api/admin/mail/failed/{id}/retry',
    FAILED_MAIL_PAGES.map((page) => `e${page}`),
  ),
  admin(
    'DELETE',
    '/api/admin/mail/failed/{id}',
    FAILED_MAIL_PAGES.map((page) => `d${page}`),
  ),
  // The privacy notice (decision 039): read by anyone, published by holders of eUserPrivacy.
  {
    method: 'GET',
    path: '/api/privacy/notice',
    body: 'none',
    isPublic: true,
    needs: null,
    answer: 'envelope',
  },
  {
    method: 'GET',
    path: '/api/privacy/notice/versions',
    body: 'none',
    isPublic: true,
    needs: null,
    answer: 'envelope',
  },
  admin('POST', '/api/privacy/notice', right('e', 'UserPrivacy'), { fields: ['contentsEn', 'contentsVi'] }),

  // Who else has an item open (decision 061): any content page's read right, then that type's.
  admin('POST', '/api/presence', PRESENCE_RIGHTS, { fields: ['type', 'id'] }),
  admin('DELETE', '/api/presence', PRESENCE_RIGHTS, { fields: ['type', 'id'] }),
  admin('GET', '/api/presence', PRESENCE_RIGHTS),

  // The media library: used by whoever may upload editor images (decision 036).
  admin('GET', '/api/media', UPLOAD_RIGHTS, { isList: true }),
  admin('GET', '/api/media/{id}', UPLOAD_RIGHTS, { idOf: 'media' }),
  admin('POST', '/api/media', UPLOAD_RIGHTS, { body: 'multipart', fileField: 'file', fields: MEDIA_FIELDS }),
  admin('POST', '/api/media/{id}', UPLOAD_RIGHTS, { idOf: 'media', fields: MEDIA_FIELDS }),
  admin('DELETE', '/api/media', MEDIA_DELETE_RIGHTS, { fields: ['mediaNo', 'LoginName'] }),

  {
    method: 'POST',
    path: '/api/user/login',
    body: 'json',
    isPublic: true,
    needs: null,
    answer: 'envelope',
    fields: ['loginId', 'password', 'totp', 'ip'],
  },
  {
    method: 'POST',
    path: '/api/user/logout',
    body: 'json',
    isPublic: false,
    needs: 'token',
    answer: 'envelope',
  },
  { method: 'GET', path: '/api/user/me', body: 'none', isPublic: false, needs: 'token', answer: 'envelope' },
  // The start screen's counts (decision 059): any signed-in account, lines by its rights.
  {
    method: 'GET',
    path: '/api/admin/todo',
    body: 'none',
    isPublic: false,
    needs: 'token',
    answer: 'envelope',
  },
  {
    method: 'GET',
    path: '/api/user/session',
    body: 'none',
    isPublic: false,
    needs: 'token',
    answer: 'envelope',
  },
  {
    method: 'POST',
    path: '/api/user/session',
    body: 'none',
    isPublic: false,
    needs: 'token',
    answer: 'envelope',
  },
  // Two-factor and the sessions lists (decision 038): one's own for any administrator; another
  // account's for a System Manager, whom the edit right of User/Authority implies here.
  admin('GET', '/api/user/2fa', 'token'),
  admin('POST', '/api/user/2fa/setup', 'token', { body: 'none' }),
  admin('POST', '/api/user/2fa/enable', 'token', { fields: ['totp', 'password'] }),
  admin('POST', '/api/user/2fa/disable', 'token', { fields: ['password'] }),
  admin('POST', '/api/user/2fa/recovery-codes', 'token', { fields: ['password'] }),
  admin('POST', '/api/user/2fa/policy', right('e', 'UserAuthority'), { fields: ['required'] }),
  // Review before publish (decision 058): the settings, a System Manager's to change; the queue.
  admin('GET', '/api/review/settings', 'token'),
  admin('POST', '/api/review/settings', right('e', 'UserAuthority'), { fields: ['types'] }),
  admin('GET', '/api/review/queue', 'token'),
  admin('GET', '/api/user/{id}/2fa', right('e', 'UserAuthority'), { idOf: 'auth' }),
  admin('POST', '/api/user/{id}/2fa/reset', right('e', 'UserAuthority'), { idOf: 'auth', body: 'none' }),
  admin('GET', '/api/user/sessions', 'token'),
  admin('DELETE', '/api/user/sessions/{id}', 'token', { body: 'none' }),
  admin('POST', '/api/user/sessions/end-others', 'token', { body: 'none' }),
  admin('GET', '/api/user/{id}/sessions', right('e', 'UserAuthority'), { idOf: 'auth' }),
  admin('DELETE', '/api/user/{id}/sessions', right('e', 'UserAuthority'), { idOf: 'auth', body: 'none' }),
  {
    method: 'POST',
    path: '/api/user/password',
    body: 'json',
    isPublic: false,
    needs: 'token',
    answer: 'envelope',
    fields: ['currentPassword', 'newPassword'],
  },

  { method: 'GET', path: '/file/download', body: 'none', isPublic: true, needs: null, answer: 'bytes' },
  {
    method: 'POST',
    path: '/file/upload',
    body: 'multipart',
    isPublic: false,
    needs: UPLOAD_RIGHTS,
    answer: 'location',
    fileField: 'file',
  },
  { method: 'GET', path: '/uploads/img/{id}', body: 'none', isPublic: true, needs: null, answer: 'bytes' },

  page('/'),
  page('/vi'),
  page('/career/jobs-detail/{id}', { idOf: 'job' }),
  page('/news/detail/{id}', { idOf: 'news' }),
  // An administrator's preview: readers of the board see the item, everyone else the 404 page.
  page('/admin/preview/job/{id}', { idOf: 'job' }),
  page('/sitemap.xml', { answer: 'xml', needsWebBuild: false }),
  page('/career/jobs/feed.xml', { answer: 'xml', needsWebBuild: false }),
  page('/vi/news/feed.xml', { answer: 'xml', needsWebBuild: false }),
  page('/career/apply/{id}', { idOf: 'job' }),
  page(`/career/applications/${UNKNOWN_TOKEN}`),
  page('/privacy'),
  page('/vi/privacy'),
  page('/healthz', { answer: 'probe', needsWebBuild: false }),
  // The API reference (decision 019): public, a plain OpenAPI document rather than the envelope.
  { method: 'GET', path: '/api/openapi.json', body: 'none', isPublic: true, needs: null, answer: 'openapi' },
  // Metrics: the suite calls from 127.0.0.1, which the allow-list holds, so it is served.
  page('/metrics', { answer: 'metrics', needsWebBuild: false }),
  page('/readyz', { answer: 'probe', needsWebBuild: false }),
];

/** Routes whose answer depends on the caller's rights: the access-control matrix calls these. */
export const ADMIN_ENDPOINTS = ENDPOINTS.filter((ep) => ep.needs !== null);

/** Whether an administrator holding exactly these settings may call the route. */
/**
 * Whether `settings` may call `ep`; with `isReviewOn` (review before publish on for every type), a
 * route that publishes also takes the publish right of its page.
 */
export function isAllowed(ep: Endpoint, settings: readonly string[], { isReviewOn = false } = {}): boolean {
  if (ep.needs === null || ep.needs === 'token') return true;
  if (settings.includes('0ALL')) return true;
  if (!ep.needs.some((p) => settings.includes(p))) return false;
  return !(isReviewOn && ep.publishes) || settings.includes(`p${ep.publishes}`);
}
