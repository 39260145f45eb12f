import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ContentType, StoredRowOf } from '../../common/content-declaration.ts';
import type { BoardTypeName, CONTENT_TYPES } from '../../common/content-types.ts';

/**
 * Tables as Kysely sees them. Column names are the API's field names, so rows map to responses
 * without renaming. Times are ISO-8601 UTC text and dates YYYY-MM-DD text on both dialects, which
 * keeps comparisons and sorting identical on SQLite and PostgreSQL.
 */

interface Flags {
  localeCd: string;
  useYn: string;
  delYn: string;
}

interface Audit {
  createId: string | null;
  createDt: string;
  modifyId: string | null;
  modifyDt: string | null;
}

/**
 * A board type's table, derived from its declaration (`StoredRowOf`): its fields as its schema
 * outputs them, the folded search columns, the file's columns, the derived ones and the
 * bookkeeping; the id is generated. Every column but createDt may be left out of an insert (text
 * defaults to '', the others to null, as `createContentTable` makes them): the services write whole
 * validated rows. Nothing here names a board type (decision 044).
 */
type BoardTable<T extends ContentType, S = StoredRowOf<T>> = {
  [K in keyof S]: K extends 'createDt' ? S[K] : Generated<S[K]>;
} & { [K in T['idField']]: Generated<number> };

/** Every board type's table, by its name. */
export type BoardTables = { [K in BoardTypeName]: BoardTable<(typeof CONTENT_TYPES)[K]> };

/**
 * One more at each save: a save naming an older one is refused (decision 057, migration 025). Null
 * reads as 1 (db/row-version.ts `versionOf`).
 */
interface Versioned {
  version: number | null;
}

interface Searchable {
  titleSearch: string;
  contentsSearch: string;
}

export interface QnaTable extends Flags, Audit, Searchable, Versioned {
  qnaNo: Generated<number>;
  typeCd: string;
  statusCd: string;
  title: string;
  contents: string;
  name: string;
  email: string;
  emailDomain: string;
  emailDomainName: string;
  phone: string;
  fileUrl: string;
  fileName: string;
  policyChecked: string;
  ipaddress: string;
  /** The privacy notice version agreed to, and when (decision 039); null before versions were kept. */
  consentVersion: number | null;
  consentAt: string | null;
}

/** A job application (decision 032); `jobTitle` is the job's title when it was sent. */
export interface ApplicationTable extends Flags, Audit, Versioned {
  applicationNo: Generated<number>;
  jobNo: number;
  jobTitle: string;
  statusCd: string;
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  note: string;
  fileUrl: string;
  fileName: string;
  policyChecked: string;
  ipaddress: string;
  /** The privacy notice version agreed to, and when (decision 039); null before versions were kept. */
  consentVersion: number | null;
  consentAt: string | null;
  /** foldForSearch(name + email). */
  applicantSearch: string;
  /** Where the applicant came from (`source` or `utm_source` on the job's URL): [a-z0-9-]{1,40}; 'direct'. */
  source: Generated<string>;
  /** JSON of their answers to the job's screening questions, each with the question as asked; '' when none. */
  answers: Generated<string>;
  /** SHA-256 of their status page's token; null for applications sent before status pages. */
  statusTokenHash: string | null;
  /** The same token encrypted with the server's key (AES-GCM), for the link in later e-mails. */
  statusTokenSealed: string | null;
}

/** A status change of an application (decision 052); its arrival is the first, from null to '10'. */
export interface ApplicationEventTable {
  eventNo: Generated<number>;
  applicationNo: number;
  fromStatusCd: string | null;
  statusCd: string;
  /** The staff member's login; null when the applicant or the site moved it. */
  byId: string | null;
  createdAt: string;
}

/** An e-mail to an applicant from the site (decision 052): a stage e-mail or a free message. */
export interface ApplicationMessageTable {
  messageNo: Generated<number>;
  applicationNo: number;
  /** The status whose stage e-mail it is; null for a free message. */
  statusCd: string | null;
  localeCd: string;
  subject: string;
  body: string;
  status: 'queued' | 'sent' | 'cancelled' | 'failed';
  /** When it is due: queued with the template's delay. */
  sendAt: string;
  sentAt: string | null;
  /** The staff member's login; null when the site wrote it (a knockout answer). */
  byId: string | null;
  createdAt: string;
}

/** A status's stage e-mail in one language as staff set it; absent ones use the defaults in code. */
export interface ApplicationTemplateTable extends Versioned {
  statusCd: string;
  localeCd: string;
  subject: string;
  body: string;
  send: string;
  delayMinutes: number;
  modifyId: string | null;
  modifyDt: string | null;
}

/** A CV kept for a form refused without scripts, until it is sent again or a day has passed. */
export interface HeldUploadTable {
  id: Generated<number>;
  tokenHash: string;
  fileUrl: string;
  fileName: string;
  createdAt: string;
  /** The address the refused form carried, folded (decision 050); null before migration 021. */
  senderEmail: string | null;
  /** The number the refused form carried, digits only; null when none. */
  senderPhone: string | null;
}

export interface AdminUserTable extends Flags, Audit, Versioned {
  userNo: Generated<number>;
  username: string;
  passwordHash: string;
  manager: string;
  managerSearch: string;
  email: string;
  contact: string;
  role: string;
  /** Comma-separated permission strings. */
  mgtsettings: string;
}

export interface PermittedIpTable extends Flags, Versioned {
  id: Generated<number>;
  ipaddress: string;
  memo: string;
  memoSearch: string;
  createId: string | null;
  createdAt: string;
  modifyId: string | null;
  modifyDt: string | null;
}

export interface AccessHistoryTable {
  id: Generated<number>;
  ipaddress: string;
  userid: string;
  /** Method and URL, secrets redacted: 'GET /api/job?pageNo=1'. */
  url: string;
  /** foldForSearch of userid and url: what the account and URL searches compare. */
  useridSearch: string;
  urlSearch: string;
  statusCode: number;
  createdAt: string;
  /** The revision a save made (decision 040); null for every other call. */
  revisionNo: number | null;
}

/** A person's request about their data that staff answered (decision 040). */
export interface PrivacyRequestTable {
  requestNo: Generated<number>;
  action: 'export' | 'erase';
  /** Masked: 'n***@example.vn', '***5678'. */
  subject: string;
  /** HMAC-SHA-256 of the normalised address or number with PRIVACY_HASH_KEY (decision 050); '' before migration 021. */
  subjectHash: string;
  /** YYYY-MM-DD, the day the person asked. */
  receivedOn: string;
  reason: string;
  /** JSON: rows found or erased by kind. */
  counts: string;
  username: string;
  createdAt: string;
  /** The request it answers (decision 051); null when staff named none before 051. */
  answersRequestNo: number | null;
}

/** A person's request about their data as it arrived, with its due days (decision 051). */
export interface PersonalDataRequestTable {
  requestNo: Generated<number>;
  kind: string;
  /** null for a request logged only by its answer. */
  channel: string | null;
  /** Masked: 'n***@example.vn', '***5678'. */
  subject: string;
  /** The folded address or the number's digits while the request waits; null once answered. */
  contact: string | null;
  receivedAt: string;
  /** Vietnam calendar days, YYYY-MM-DD. */
  acknowledgeBy: string;
  dueAt: string;
  status: string;
  note: string;
  createdBy: string;
  createdAt: string;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** A link to withdraw consent that an e-mail carried (decision 051): the address only the token opens. */
export interface PrivacyWithdrawalLinkTable {
  tokenHash: string;
  sealed: string;
  createdAt: string;
}

export interface SessionTable {
  tokenHash: string;
  /** What the sessions list names a session by (never the token hash); set on every row since 016. */
  publicId: string | null;
  userNo: number;
  /** The client address and a short browser name when it began; '' for sessions from before 016. */
  ipaddress: string;
  browser: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** An account's TOTP (decision 038); no row, or a null secret, when two-factor is off. */
export interface TwoFactorTable {
  userNo: number;
  /** The confirmed base32 secret. */
  secret: string | null;
  /** A secret being set up, until its first code confirms it. */
  pendingSecret: string | null;
  /** The last time step accepted, so a code works once. */
  lastStep: number | null;
  enabledAt: string | null;
}

/** A recovery code's SHA-256; the row is deleted when the code is used. */
export interface RecoveryCodeTable {
  id: Generated<number>;
  userNo: number;
  codeHash: string;
}

/** Site-wide settings changed in the admin, by name (e.g. 'twoFactorRequired': 'true'). */
export interface SiteSettingTable {
  name: string;
  value: string;
}

/** Hits counted by the abuse limits (per bucket and key, e.g. 'qna' + IP). */
export interface RateEventTable {
  id: Generated<number>;
  bucket: string;
  key: string;
  createdAt: string;
}

/** Uploaded bytes when FILE_STORE=database (see storage/database-store.ts). */
export interface StoredFileTable {
  key: string;
  data: Uint8Array;
  size: number;
  createdAt: string;
}

/**
 * Staff e-mails waiting to be sent (notify/): written with the row they are about, claimed by one
 * instance at a time for a lease, deleted once sent.
 */
export interface MailOutboxTable {
  id: Generated<number>;
  /** The inquiry the message is about; null for other kinds of mail. */
  qnaNo: number | null;
  /** The application the message is about (staff notice, applicant's confirmation). */
  applicationNo: number | null;
  /** The application_message it sends (a stage e-mail or a free message); null for other mail. */
  messageNo: number | null;
  /**
   * The rendered message as JSON (notify/mail-message.ts); kept when given up so staff may send it
   * again (decision 063); null in rows given up before that.
   */
  payload: string | null;
  createdAt: string;
  /** Attempts started, counted when a message is claimed. */
  attempts: number;
  nextAttemptAt: string;
  /** The lease of the instance sending it: another may claim the row once this time has passed. */
  lockedUntil: string | null;
  lockedBy: string | null;
  /** Error code, SMTP reply code and reply of the last failure, addresses masked. */
  lastError: string | null;
  /** Set when the message was given up: a permanent refusal or the last attempt failed. */
  failedAt: string | null;
}

/**
 * Who runs a periodic task (e.g. the retention purge) across instances: `holder` has it until
 * `lockedUntil`; `lastRunAt` is when it last ran. Null until first taken.
 */
export interface TaskLeaseTable {
  name: string;
  holder: string | null;
  lockedUntil: string | null;
  lastRunAt: string | null;
}

/**
 * A visitor's job alert (modules/job-alert): the address, the job list's filters as chosen (folded
 * when matched, as the list does) and the token of its links; unconfirmed until the link in the
 * confirmation e-mail is used, deleted 48 hours after the sign-up if it never is.
 */
export interface JobAlertTable {
  alertNo: Generated<number>;
  email: string;
  localeCd: string;
  /** The list's search text, '' for none. */
  searchText: string;
  /** 'title' or 'contents': where the search text is looked for. */
  searchIn: string;
  /** One of EMPLOYMENT_TYPES, or '' for any. */
  employmentType: string;
  /** As chosen on the list (shown in the e-mails); matched folded, whole. */
  location: string;
  department: string;
  /** sha256 of the address and the folded filters: one row for each. */
  filterKey: string;
  /** 32 random bytes, base64url: the proof in the confirm and unsubscribe links. */
  token: string;
  /** PUBLIC_URL when the sign-up was made; never read: the e-mails use today's (decision 045). */
  siteOrigin: string;
  createdAt: string;
  confirmedAt: string | null;
  /** The privacy notice version agreed to at sign-up, and when; null before versions were kept. */
  consentVersion: number | null;
  consentAt: string | null;
}

/** A published version of the privacy notice (decision 039): never changed once published. */
export interface PrivacyNoticeTable {
  versionNo: number;
  contentsEn: string;
  contentsVi: string;
  publishedAt: string;
  /** The publisher's username; null for version 1, which the migration published. */
  publishedBy: string | null;
}

/** A job announced to the alerts once it went live: its key makes every alert e-mail go once. */
export interface JobAlertAnnouncedTable {
  jobNo: number;
  announcedAt: string;
  /** How many alert e-mails were queued about it. */
  mailCount: number;
}

/**
 * A version of a board item as one save left it (modules/revision): its saved columns as JSON,
 * who saved it and when. The last REVISIONS_KEPT of each item are kept.
 */
export interface ContentRevisionTable {
  revisionNo: Generated<number>;
  /** The content type's name: 'news', 'banner'… */
  contentType: string;
  itemNo: number;
  fields: string;
  username: string | null;
  createDt: string;
}

/** An item's pending change (one at most): saved, not yet published. */
export interface ContentDraftTable {
  contentType: string;
  itemNo: number;
  fields: string;
  username: string | null;
  createDt: string;
  /** Review before publish (decision 058): null, 'submitted' (awaiting review) or 'returned'. */
  reviewState: ColumnType<string | null, string | null | undefined, string | null>;
  /** The reviewer's comment when the draft was returned. */
  reviewComment: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A step of an item's review (decision 058): submitted, approved or returned (with the comment). */
export interface ContentReviewEventTable {
  eventNo: Generated<number>;
  contentType: string;
  itemNo: number;
  step: string;
  comment: string | null;
  /** The revision an approval made. */
  revisionNo: number | null;
  username: string | null;
  createDt: string;
}

/** An item open for editing in one session (decision 061): first and last heartbeat. */
export interface EditPresenceTable {
  contentType: string;
  itemNo: number;
  sessionKey: string;
  userNo: number;
  openedAt: string;
  lastSeenAt: string;
}

/**
 * An uploaded picture of the media library (decision 036): its file and renditions, a
 * description per language (the `alt` of that language's pages) and the point crops keep in view.
 */
export interface MediaTable extends Versioned {
  mediaNo: Generated<number>;
  url: string;
  fileName: string;
  /** WebP renditions as JSON [{w, url}], narrowest first. */
  variants: string;
  /** Pixels of the original; null for an item made from an image stored before the library. */
  width: number | null;
  height: number | null;
  altEN: string;
  altVI: string;
  /** Percent from the left and from the top, 0–100 (50 50: the centre). */
  focalX: number;
  focalY: number;
  /** foldForSearch of the file name and both descriptions. */
  textSearch: string;
  createId: string | null;
  createDt: string;
  modifyId: string | null;
  modifyDt: string | null;
}

export interface Database extends BoardTables {
  qna: QnaTable;
  application: ApplicationTable;
  application_event: ApplicationEventTable;
  application_message: ApplicationMessageTable;
  application_template: ApplicationTemplateTable;
  held_upload: HeldUploadTable;
  admin_user: AdminUserTable;
  permitted_ip: PermittedIpTable;
  access_history: AccessHistoryTable;
  privacy_request: PrivacyRequestTable;
  personal_data_request: PersonalDataRequestTable;
  privacy_withdrawal_link: PrivacyWithdrawalLinkTable;
  stored_file: StoredFileTable;
  session: SessionTable;
  two_factor: TwoFactorTable;
  recovery_code: RecoveryCodeTable;
  site_setting: SiteSettingTable;
  rate_event: RateEventTable;
  mail_outbox: MailOutboxTable;
  task_lease: TaskLeaseTable;
  job_alert: JobAlertTable;
  job_alert_announced: JobAlertAnnouncedTable;
  content_revision: ContentRevisionTable;
  content_draft: ContentDraftTable;
  content_review_event: ContentReviewEventTable;
  media: MediaTable;
  privacy_notice: PrivacyNoticeTable;
  edit_presence: EditPresenceTable;
}

export type AdminUser = Selectable<AdminUserTable>;
export type NewAdminUser = Insertable<AdminUserTable>;
