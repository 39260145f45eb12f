import type { ZodType } from 'zod';
import { codeLabel, type LocaleCd } from '../../../common/codes.ts';
import {
  type ContentType,
  hasDateWindow,
  hasSchedule,
  hasTypeCd,
  labelColumnOf,
  labelledCodes,
  schemaFields,
  SCHEDULE_COLUMNS,
  searchColumnOf,
  translatedFieldsOf,
  type UploadDecl,
} from '../../../common/content-declaration.ts';
import type { ContentTypeName } from '../../../common/content-types.ts';
import { foldForSearch, htmlToText } from '../../../common/text.ts';
import type { ColumnOf, ListedTable, Row, Schedule, SortOrder } from '../../db/table-repository.ts';
import { sanitizeRichText } from '../../text/rich-text.ts';

export type { Row };

/** The content tables the database schema knows (db/schema.ts): the declared types'. */
export type ContentTable = Extract<ListedTable, ContentTypeName>;
type Column = ColumnOf<ContentTable>;

/** A file a content type accepts, and the columns that keep it. */
export type UploadSpec = UploadDecl;

/**
 * A content type as the generic repository, service and routes in this folder use it: everything
 * derived from its declaration in `src/common/content-types.ts` (decision 027) by `resourceOf`.
 */
export interface ContentResource {
  name: string;
  idField: Column;
  page: ContentType['page'];
  api: string;
  table: ContentTable;
  /** Editable fields, shared with the admin form. Updates merge into the stored row first. */
  schema: ZodType<Row>;
  /** searchType → the folded column it searches. */
  search: Record<string, Column>;
  /** Admin list sort keys (the API's field names) → the column ordered by; text sorts on its folded column. */
  sort: Record<string, Column>;
  /** Equality filters a list accepts, with their allowed codes (inquiries: statusCd). */
  filters?: { statusCd?: readonly string[] };
  /**
   * The declared field filters (jobs: employmentType, location, department): a code compared as
   * sent (one of `codes`), a text compared folded with its folded column.
   */
  fieldFilters: Array<{
    name: string;
    column: Column;
    codes?: readonly string[];
    isId?: boolean;
    isToken?: boolean;
    /** Staff lists only: visitors' lists ignore it (the out-of-date mark, decision 059). */
    isStaffOnly?: boolean;
  }>;
  /** Jobs and videos: public only inside their date window (dateCd 10) or always (20), never 30. */
  hasDateWindow: boolean;
  /** How visitors' rows are scheduled (decision 035): jobs and videos by date window, news and banners by publishAt/takeDownAt. */
  schedule?: Schedule;
  /** The table has a typeCd column that lists may filter on (a typeCd sent to others is ignored). */
  hasTypeCd: boolean;
  /** searchStartDt/searchEndDt (Vietnamese days, inclusive) filter on this instant column (inquiries). */
  dateRangeColumn?: 'createDt';
  /** Default page size of list calls; null lists every visible row to the public (banners, partners). */
  publicPageSize: number | null;
  upload?: UploadSpec;
  /** Columns computed from the validated input: sanitized HTML, search folds, thumbnails. */
  derive: (input: Row) => Row;
  /** Labels added to every row for its locale: typeCdNm, dateCdNm. */
  labels: (row: Row, locale: LocaleCd) => Row;
  /** Sort order of lists; newest first unless given. */
  orderBy?: SortOrder<ContentTable>;
  /** Board items may be linked to their translation (decision 034); inquiries and applications not. */
  isTranslatable: boolean;
  /** The columns whose change puts the item's translation out of date (decision 059). */
  translatedColumns: readonly string[];
  /**
   * The stored columns a version of an item consists of (its revisions and drafts, decision 037): the
   * schema's fields and the file's columns. Everything else is derived from them or bookkeeping.
   */
  versionColumns: readonly string[];
  /**
   * The folded copies `derive` writes (`<field>Search` of every searched and text-filtered field):
   * read by searches and filters, never answered.
   */
  foldedColumns: readonly string[];
  /**
   * Instants kept in UTC and answered in Vietnam time, as staff type them (decision 035): a
   * schedule's and each `datetime` field's.
   */
  /** Items with a start and an end (events): lists take `when` (upcoming or past). */
  calendar?: { start: Column; end: Column };
  instantColumns: readonly string[];
  /** Columns stored null for items saved before they existed, answered as '' (`isNullBeforeAdded`). */
  emptyWhenNull: readonly string[];
  /** Screening questions (the `questions` kind, decision 054): JSON text answered as a list. */
  questionColumns: readonly string[];
}

/** The columns that keep a type's file: its URL, name, renditions and library item. */
export const fileColumnsOf = (upload: UploadDecl): string[] =>
  [upload.urlColumn, upload.nameColumn, upload.variantsColumn ?? [], upload.mediaColumn ?? []].flat();

/** What a type adds by hand to its declaration: rules that are not data. */
export interface SpecialHooks {
  /** More columns computed from the derived ones (news: the thumbnail of its first image). */
  derive?: (columns: Row) => Row;
  filters?: ContentResource['filters'];
  dateRangeColumn?: ContentResource['dateRangeColumn'];
}

/** Filters on text (not on codes) match a field's fold: its `<field>Search` column. */
const foldedFilters = (type: ContentType) =>
  (type.filters ?? [])
    .filter((filter) => !filter.codes && !filter.isId && !filter.isToken)
    .map((filter) => filter.name);

/** The fields folded into a `<field>Search` column: the searched and the text-filtered ones. */
const foldedFields = (type: ContentType) => [...new Set([...type.search, ...foldedFilters(type)])];

/**
 * Rich-text fields sanitized, then each searched or text-filtered field folded into its
 * `<field>Search` column (rich text searched by its text), then the type's own hook.
 */
function deriveColumns(type: ContentType, special: SpecialHooks['derive']) {
  const richText = type.fields.filter((field) => field.kind === 'richText').map((field) => field.name);
  const folded = foldedFields(type);
  return (input: Row): Row => {
    const columns: Row = {};
    for (const name of richText) columns[name] = sanitizeRichText(String(input[name] ?? ''));
    for (const name of folded) {
      const value = String(columns[name] ?? input[name] ?? '');
      columns[searchColumnOf(name)] = foldForSearch(richText.includes(name) ? htmlToText(value) : value);
    }
    return special ? { ...columns, ...special(columns) } : columns;
  };
}

/**
 * The server's view of a declared content type. A declaration names its table and columns as data;
 * here, once, they become the schema's table and column types the shared table query is typed by
 * (a test's fixture type, whose table the schema does not list, is served all the same: the query
 * is built from these names).
 */
export function resourceOf(type: ContentType, special: SpecialHooks = {}): ContentResource {
  const codes = labelledCodes(type);
  const column = (name: string) => name as Column;
  return {
    name: type.name,
    idField: column(type.idField),
    page: type.page,
    api: type.api,
    table: type.name as ContentTable,
    schema: type.schema as ZodType<Row>,
    search: Object.fromEntries(type.search.map((field) => [field, column(searchColumnOf(field))])),
    sort: Object.fromEntries(
      type.sort.map((key) => [key, column(type.search.includes(key) ? searchColumnOf(key) : key)]),
    ),
    fieldFilters: (type.filters ?? []).map((filter) =>
      filter.codes
        ? { name: filter.name, column: column(filter.name), codes: filter.codes.codes }
        : filter.isId || filter.isToken
          ? {
              name: filter.name,
              column: column(filter.name),
              ...(filter.isId ? { isId: true } : { isToken: true }),
            }
          : { name: filter.name, column: column(searchColumnOf(filter.name)) },
    ),
    hasDateWindow: hasDateWindow(type),
    ...(hasDateWindow(type) ? { schedule: 'dateWindow' as const } : {}),
    ...(hasSchedule(type) ? { schedule: 'publishWindow' as const } : {}),
    hasTypeCd: hasTypeCd(type),
    isTranslatable: false,
    translatedColumns: translatedFieldsOf(type),
    versionColumns: [...Object.keys(schemaFields(type)), ...(type.upload ? fileColumnsOf(type.upload) : [])],
    foldedColumns: foldedFields(type).map(searchColumnOf),
    ...(type.calendar
      ? { calendar: { start: column(type.calendar.start), end: column(type.calendar.end) } }
      : {}),
    instantColumns: type.fields.flatMap((field) =>
      field.kind === 'schedule' ? SCHEDULE_COLUMNS : field.kind === 'datetime' ? [field.name] : [],
    ),
    emptyWhenNull: type.fields.filter((field) => field.isNullBeforeAdded).map((field) => field.name),
    questionColumns: type.fields.filter((field) => field.kind === 'questions').map((field) => field.name),
    publicPageSize: type.publicPageSize,
    ...(type.upload ? { upload: type.upload } : {}),
    derive: deriveColumns(type, special.derive),
    labels: (row, locale) =>
      Object.fromEntries(
        codes.map(([field, table]) => [labelColumnOf(field), codeLabel(table, String(row[field]), locale)]),
      ),
    ...(type.orderBy
      ? { orderBy: type.orderBy.map(([name, order]): [Column, 'asc' | 'desc'] => [column(name), order]) }
      : {}),
    ...(special.filters ? { filters: special.filters } : {}),
    ...(special.dateRangeColumn ? { dateRangeColumn: special.dateRangeColumn } : {}),
  };
}
