import type { ApiErrorCode } from '../../common/api-errors.ts';
import type { ApplicationStatusView } from '../../common/application-status.ts';
import type { Locale } from '../../common/paths.ts';
import type { PrivacyNoticeListed } from '../../common/privacy-notice.ts';
import type { PublicSettings } from '../../common/public-settings.ts';
import type { PublicContentType, PublicRows } from '../../common/rows.ts';
import type { ListResult } from '../lib/api.ts';

/**
 * What a page loader may read: public rows of the page's language, under the same rules as the
 * public API (visibility, date windows). The server supplies it; web code never reaches into the
 * server for data.
 */
export interface PageDataReader {
  list<T extends PublicContentType>(type: T, query?: ListQuery): Promise<ListResult<PublicRows[T]>>;
  /** The public row with this number in the page's language, or null. */
  get<T extends PublicContentType>(type: T, id: number): Promise<PublicRows[T] | null>;
  /**
   * Whether the row with this number, in the page's language, is one visitors would see but that
   * its date window has ended (a job past its deadline: its page is gone, HTTP 410).
   */
  hasEnded(type: PublicContentType, id: number): Promise<boolean>;
  /**
   * The privacy notice in the page's language (its placeholders as written): the version in force,
   * or the one asked for, with every version's date; null when there is no such version.
   */
  privacyNotice(versionNo?: number): Promise<PrivacyNoticeText | null>;
  /**
   * An applicant's own application, opened by the token of their status page (decision 053); null
   * when the token opens none. Absent where no status pages are served.
   */
  applicationStatus?(token: string): Promise<ApplicationStatusView | null>;
}

/** The privacy notice version a page's form shows its sender (sent with the form); null when none. */
export const privacyVersionOf = async (read: PageDataReader): Promise<number | null> =>
  (await read.privacyNotice())?.versionNo ?? null;

/** One version of the privacy notice in one language, and the list of every version. */
export interface PrivacyNoticeText {
  versionNo: number;
  contents: string;
  publishedAt: string;
  versions: PrivacyNoticeListed[];
}

/** What a loader may ask a list for: the public API's list parameters. */
export interface ListQuery {
  pageNo?: number;
  pageCnt?: number;
  searchType?: string;
  searchText?: string;
  /** Jobs: the filters of `GET /api/job`. */
  employmentType?: string | undefined;
  location?: string | undefined;
  department?: string | undefined;
}

/**
 * A form the page posted to itself without scripts that the server refused (decision 030): the
 * text fields as sent, and why. Files are not kept: the page asks for them again.
 */
export interface PostedForm {
  fields: Record<string, string>;
  /** `form_too_large`: the form as a whole was over the limits (too many fields or files, too large). */
  error: { code: ApiErrorCode | 'form_too_large'; message: string };
}

export interface LoaderContext {
  locale: Locale;
  /** Route parameters as matched, e.g. { jobNo: '7' }. */
  params: Record<string, string>;
  /** The query parameters the route declares (common/paths.ts), e.g. { q: 'cook', page: '2' }. */
  query: Record<string, string>;
  /** The page's own form, posted and refused: shown again with what was typed. */
  posted?: PostedForm | undefined;
  /** Public origin of the request, for absolute URLs in structured data. */
  origin: string;
  read: PageDataReader;
  /** The server's settings a page may show (e.g. how long an inquiry is kept). */
  settings: PublicSettings;
}

export interface Found<D> {
  data: D;
  /** schema.org objects for the head. */
  jsonLd?: object[];
  /** Open Graph image, when the record has its own. */
  image?: string;
  ogType?: 'website' | 'article';
  /** Records exist in one language only, so their pages have no hreflang alternates. */
  isSingleLanguage?: boolean;
  /** A record linked to its translation: the English path of the page in each language (decision 034). */
  alternates?: Record<Locale, string> | undefined;
}

/**
 * The pages of a record and its translation, when it has one visitors can see: its path builder
 * applied to each language's id; undefined for a record in one language only.
 */
export function alternatesOf(
  translations: Partial<Record<'EN' | 'VI', number>> | undefined,
  pathOf: (id: number) => string,
): Record<Locale, string> | undefined {
  if (!translations?.EN || !translations.VI) return undefined;
  return { en: pathOf(translations.EN), vi: pathOf(translations.VI) };
}

/** The record does not exist or is not public: the server answers 'Not Found' with HTTP 404. */
export interface Missing {
  isMissing: true;
}

export const MISSING: Missing = { isMissing: true };

/**
 * The record was public and its time is over (a job past its deadline, decision 060): the server
 * answers the page named here with HTTP 410, `noindex` and no structured data.
 */
export interface Gone {
  gone: 'jobClosed';
}

export type Loaded<D> = Found<D> | Missing | Gone;

/** A page's `*.server.ts` file exports `load`: the page's data, read on the server only. */
export type PageLoader<D = unknown> = (context: LoaderContext) => Promise<Loaded<D>>;

/** The data a loader hands to its page: `PageProps<LoaderData<typeof load>>`. */
export type LoaderData<L extends (context: LoaderContext) => Promise<Loaded<unknown>>> = Extract<
  Awaited<ReturnType<L>>,
  { data: unknown }
>['data'];
