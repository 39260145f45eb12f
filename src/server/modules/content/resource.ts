import type { ZodType } from 'zod';
import type { LocaleCd } from '../../../common/codes.ts';
import type { ContentType } from '../../../common/content-types.ts';
import type { ColumnOf, Row, SortOrder } from '../../db/table-repository.ts';
import { ATTACHMENT_KINDS, type FileType } from '../../storage/file-types.ts';

export type { Row };

export type ContentTable = 'banner' | 'news' | 'faq' | 'job' | 'video' | 'partner' | 'qna';

/** A file a content type accepts, and the columns that keep it. */
export interface UploadSpec {
  field: string;
  kind: 'image' | 'attachment';
  isRequired: boolean;
  accepts: FileType['kind'][];
  typeMessage: string;
  urlColumn: string;
  nameColumn: string;
  /** For images: WebP rendition widths and the column keeping them as JSON. */
  widths?: readonly number[];
  variantsColumn?: string;
}

/**
 * Everything that makes one board content type differ from another. The generic repository,
 * service and routes in this folder do the rest, so a content type is a schema and a few lines.
 */
export interface ContentResource extends ContentType {
  table: ContentTable;
  idField: ColumnOf<ContentTable>;
  /** Editable fields, shared with the admin form. Updates merge into the stored row first. */
  schema: ZodType<Row>;
  /** searchType → the folded column it searches. */
  search?: Record<string, 'titleSearch' | 'contentsSearch' | 'nameSearch'>;
  /** Admin list sort keys (the API's field names) → the column ordered by; text sorts on its folded column. */
  sort?: Record<string, ColumnOf<ContentTable>>;
  /** Equality filters a list accepts, with their allowed codes (inquiries: statusCd). */
  filters?: { statusCd?: readonly string[] };
  /** Jobs and videos: public only inside their date window (dateCd 10) or always (20), never 30. */
  hasDateWindow?: boolean;
  /** The table has a typeCd column that lists may filter on (a typeCd sent to others is ignored). */
  hasTypeCd?: boolean;
  /** searchStartDt/searchEndDt (Vietnamese days, inclusive) filter on this instant column (inquiries). */
  dateRangeColumn?: 'createDt';
  /** Default page size of list calls; null lists every visible row to the public (banners, partners). */
  publicPageSize: number | null;
  upload?: UploadSpec;
  /** Columns computed from the validated input: sanitized HTML, search folds, thumbnails. */
  derive?: (input: Row) => Row;
  /** Labels added to every row for its locale: typeCdNm, dateCdNm. */
  labels?: (row: Row, locale: LocaleCd) => Row;
  /** Sort order of lists; newest first unless given. */
  orderBy?: SortOrder<ContentTable>;
}

/** An optional document kept in fileUrl/fileName: a job's CV form, an inquiry's attachment. */
export const attachmentUpload = (field: string): UploadSpec => ({
  field,
  kind: 'attachment',
  isRequired: false,
  accepts: ATTACHMENT_KINDS,
  typeMessage: 'Attach a jpg, gif, png, zip, MS Office, hwp or pdf file',
  urlColumn: 'fileUrl',
  nameColumn: 'fileName',
});
