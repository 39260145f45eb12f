import type { LocaleCd } from '../../common/codes.ts';
import { CONTENT_TYPES } from '../../common/content-types.ts';
import type { Locale } from '../../common/paths.ts';
import type { PublicContentType, PublicRows } from '../../common/rows.ts';
import type { ListResult } from '../../web/lib/api.ts';
import type { PageDataReader } from '../../web/site/page-data.ts';
import { refusalAsNull } from '../errors.ts';
import { itemTag } from '../http/cdn.ts';
import type { Row } from '../modules/content/resource.ts';
import type { BoardService } from '../modules/content/service.ts';
import type { StatusPageService } from '../modules/application-status/status-page.service.ts';
import type { PrivacyNoticeService } from '../modules/privacy-notice/privacy-notice.service.ts';

export type Services = Record<PublicContentType, BoardService>;

/**
 * The services return rows as generic records; for visitors (no auth) they are shaped as
 * `PublicRows` describes, which the public API tests pin. This is the one place that says so.
 */
const asPublic = <T extends PublicContentType>(_type: T, row: Row) => row as unknown as PublicRows[T];

/**
 * The reader page loaders get: the same services and visitor rules as the public API, in the
 * page's language.
 */
export function pageReader(
  services: Services,
  locale: Locale,
  notices: PrivacyNoticeService,
  statusPages?: Pick<StatusPageService, 'view'>,
): PageDataReader {
  const localeCd: LocaleCd = locale === 'vi' ? 'VI' : 'EN';
  return {
    ...(statusPages
      ? {
          applicationStatus: async (token: string) =>
            (await statusPages.view(token).catch(refusalAsNull))?.view ?? null,
        }
      : {}),
    async privacyNotice(versionNo?: number) {
      const notice = await notices.get(versionNo).catch(refusalAsNull);
      if (!notice) return null;
      const contents = localeCd === 'VI' ? notice.contentsVi : notice.contentsEn;
      return {
        versionNo: notice.versionNo,
        contents,
        publishedAt: notice.publishedAt,
        versions: await notices.versions(),
      };
    },
    async list<T extends PublicContentType>(type: T, query = {}): Promise<ListResult<PublicRows[T]>> {
      const { list, total } = await services[type].list({ localeCd, ...query }, null);
      return { list: list.map((row) => asPublic(type, row)), total };
    },
    async get<T extends PublicContentType>(type: T, id: number): Promise<PublicRows[T] | null> {
      const row = await services[type].get(id, null).catch(refusalAsNull);
      // Records exist in one language only: another language's record is not this page's.
      if (!row || row.localeCd !== localeCd) return null;
      return asPublic(type, row);
    },
    hasEnded: (type, id) => services[type].hasEnded(id, localeCd),
  };
}

/**
 * The page reader of an administrator's preview: the public rows, plus the previewed item
 * wherever the page asks for its type, as if it were public. A featured video takes the featured
 * place, as it would once public.
 */
export function previewReader(
  reader: PageDataReader,
  preview: { type: PublicContentType; row: Row },
): PageDataReader {
  const idField = CONTENT_TYPES[preview.type].idField;
  const field = (row: object, name: string) => (row as Record<string, unknown>)[name];
  const isPreviewed = (row: object) => field(row, idField) === preview.row[idField];
  const isFeaturedVideo = preview.type === 'video' && preview.row.typeCd === '00';
  return {
    ...(reader.applicationStatus ? { applicationStatus: reader.applicationStatus } : {}),
    privacyNotice: (versionNo?: number) => reader.privacyNotice(versionNo),
    async list<T extends PublicContentType>(type: T, query = {}): Promise<ListResult<PublicRows[T]>> {
      const found = await reader.list(type, query);
      if (type !== preview.type) return found;
      const others = isFeaturedVideo
        ? found.list.filter((row) => isPreviewed(row) || field(row, 'typeCd') !== '00')
        : found.list;
      if (found.list.some(isPreviewed)) return { list: others, total: found.total };
      return { list: [asPublic(type, preview.row), ...others], total: found.total + 1 };
    },
    async get<T extends PublicContentType>(type: T, id: number): Promise<PublicRows[T] | null> {
      if (type === preview.type && preview.row[idField] === id) return asPublic(type, preview.row);
      return reader.get(type, id);
    },
    hasEnded: (type, id) => reader.hasEnded(type, id),
  };
}

/**
 * A page's reader that notes what the page shows (decision 041): a cache tag for each type it
 * lists (`news`), each item it reads (`news-12`) and the privacy notice (`privacy`), and the types
 * read, whose schedules bound how long a shared cache may keep the page.
 */
export function taggingReader(reader: PageDataReader) {
  const tags = new Set<string>();
  const types = new Set<PublicContentType>();
  const tagged: PageDataReader = {
    // A private page: never cached, so nothing to tag.
    ...(reader.applicationStatus ? { applicationStatus: reader.applicationStatus } : {}),
    privacyNotice(versionNo?: number) {
      tags.add('privacy');
      return reader.privacyNotice(versionNo);
    },
    list(type, query) {
      tags.add(type);
      types.add(type);
      return reader.list(type, query);
    },
    get(type, id) {
      tags.add(itemTag(type, id));
      types.add(type);
      return reader.get(type, id);
    },
    // A gone page names the item too: a save that opens it again purges the 410 (decision 060).
    hasEnded(type, id) {
      tags.add(itemTag(type, id));
      types.add(type);
      return reader.hasEnded(type, id);
    },
  };
  return { reader: tagged, tags, types };
}
