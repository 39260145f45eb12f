import type { ZodType } from 'zod';
import { type CodeTable, DATE_MODES } from './codes.ts';
import type { Page } from './permissions.ts';

/**
 * The shape of a content type's declaration (decision 027; the declarations are in
 * `content-types.ts`): where it lives (id field, permission page, API path, admin screen), its
 * fields (the zod schema holds their limits and messages; `fields` says how the admin form shows
 * them), what lists search and sort by, its file, its list columns and their labels. The server's
 * resource (table, folded search columns, code labels, uploads) and the admin's section (columns,
 * form, search options) are derived from it, with the helpers below; only what is truly special
 * about a type is written by hand beside those derivations. Labels are keys of the admin catalogue
 * (`field.*`, `col.*`, `hint.*`), which holds both languages.
 */

/** File kinds recognised by their first bytes (the server's `storage/file-types.ts`). */
export type FileKind = 'jpg' | 'png' | 'gif' | 'webp' | 'pdf' | 'zip' | 'cfb';

/** The browser-side type of each image kind, for the form's file picker and its check. */
export const IMAGE_MIME: Partial<Record<FileKind, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** A field of the admin form, in the form's order. Limits come from the type's schema. */
export interface FieldDecl {
  name: string;
  /** Catalogue key under 'field.'. */
  label: string;
  /**
   * text/textarea: plain text; richText: sanitized HTML, edited in the rich-text editor; code: one
   * of `codes` (rows then carry `<name>Nm`, its label); onoff: useYn; dateWindow: dateCd with
   * startDt/endDt and their optional startTime/endTime (rows carry dateCdNm, visitors see the row
   * only inside its window); schedule: publishAt/takeDownAt, optional instants (visitors see the
   * row only from the one until the other, decision 035); file/image: the type's `upload`;
   * libraryImage: the address of a picture chosen from the media library (a share image).
   */
  kind:
    | 'text'
    | 'textarea'
    | 'richText'
    | 'code'
    | 'onoff'
    | 'dateWindow'
    | 'schedule'
    | 'file'
    | 'image'
    | 'libraryImage';
  codes?: CodeTable;
  /** code: may be left empty (the select offers no choice first, a new record starts empty). */
  isOptional?: boolean;
  /** Catalogue key under 'hint.' shown under the field. */
  hint?: string;
  inputMode?: 'url' | 'numeric';
}

/**
 * A list filter on a field (jobs: type, location, department): with `codes`, the value must be one
 * of them (another is a 400); with `isId`, a record number; otherwise it matches the whole value folded as searches are (case and
 * diacritics ignored), against the field's folded `<field>Search` column.
 */
export interface FilterDecl {
  /** The field, also the list query's parameter. */
  name: string;
  codes?: CodeTable;
  /** A record number (applications by jobNo): a whole number compared as it is. */
  isId?: boolean;
}

/** A column of the admin list, as data; the admin renders each kind. */
export interface ColumnDecl {
  /** The row field shown (and its sort key, when the type sorts by it). */
  key: string;
  /** Catalogue key under 'col.'. */
  label: string;
  /**
   * text; date: dd/mm/yyyy; yn: ON/OFF; image: a thumbnail; code: the label of `codes`; period:
   * the date window (its sort key is `key`); author: who last saved it; toggle: an ON/OFF select
   * that saves at once; status: the inquiry status select; schedule: where publishAt/takeDownAt
   * stand now (scheduled, until, taken down; decision 035).
   */
  kind: 'text' | 'date' | 'yn' | 'image' | 'code' | 'period' | 'author' | 'toggle' | 'status' | 'schedule';
  codes?: CodeTable;
  /** The cell that opens the detail screen. */
  isLink?: boolean;
  /** Another field shown after the value in brackets (the inquirer's name after the title). */
  with?: string;
}

/** The file a type accepts and the columns that keep it. */
export interface UploadDecl {
  /** The multipart field. */
  field: string;
  kind: 'image' | 'attachment';
  isRequired: boolean;
  accepts: readonly FileKind[];
  typeMessage: string;
  urlColumn: string;
  nameColumn: string;
  /** For images: WebP rendition widths and the column keeping them as JSON. */
  widths?: readonly number[];
  variantsColumn?: string;
  /**
   * For images: the picture is an item of the media library (decision 036), whose number this
   * column keeps; a record takes a new upload into the library or picks an item by `mediaNo`.
   */
  mediaColumn?: string;
}

export interface ContentType {
  name: string;
  /** Primary key column, also the id field of the API. */
  idField: string;
  /** The permission page whose r/a/e/d rights guard it. */
  page: Page;
  api: string;
  /** The admin screen: '/admin/{menu}/{page}'. */
  adminSection: string;
  /** Editable fields with their limits and messages, shared by the API and the admin form. */
  schema: ZodType;
  /** The fields staff see and edit, in the admin form's order. */
  fields: readonly FieldDecl[];
  /** Fields a list searches (the searchType values, first the default); each keeps a folded `<field>Search` column. */
  search: readonly string[];
  /** Admin list sort keys (API field names); a searched field sorts on its folded column. */
  sort: readonly string[];
  columns: readonly ColumnDecl[];
  /** Fields a list filters on by equality, besides the search. */
  filters?: readonly FilterDecl[];
  upload?: UploadDecl;
  /** Default page size for visitors; null lists every visible row (banners, partners, videos). */
  publicPageSize: number | null;
  /** Sort order of lists; newest first unless given. */
  orderBy?: ReadonlyArray<readonly [string, 'asc' | 'desc']>;
}

/** An optional document kept in fileUrl/fileName: a job's CV form, an inquiry's attachment. */
export const attachmentUpload = (field: string): UploadDecl => ({
  field,
  kind: 'attachment',
  isRequired: false,
  accepts: ['jpg', 'png', 'gif', 'webp', 'pdf', 'zip', 'cfb'],
  typeMessage: 'Attach a jpg, gif, png, zip, MS Office, hwp or pdf file',
  urlColumn: 'fileUrl',
  nameColumn: 'fileName',
});

/** The folded column a searched field keeps (decision 003). */
export const searchColumnOf = (field: string) => `${field}Search`;

/** The label column of a code field in a row: typeCd → typeCdNm. */
export const labelColumnOf = (field: string) => `${field}Nm`;

/** The code tables whose labels every row carries: each code field, and the date window's mode. */
export function labelledCodes(type: Pick<ContentType, 'fields'>): Array<[field: string, codes: CodeTable]> {
  return type.fields.flatMap((field): Array<[string, CodeTable]> => {
    if (field.kind === 'code' && field.codes) return [[field.name, field.codes]];
    if (field.kind === 'dateWindow') return [['dateCd', DATE_MODES]];
    return [];
  });
}

/** The schema's fields by name (through a final transform, as the inquiry's has). */
export function schemaFields(type: Pick<ContentType, 'schema'>): Record<string, ZodType> {
  const schema = type.schema as ZodType & { shape?: Record<string, ZodType>; in?: ZodType };
  const object = schema.shape ? schema : (schema.in as typeof schema | undefined);
  return object?.shape ?? {};
}

/** Lists filter on typeCd where the table has one (a typeCd sent to others is ignored). */
export const hasTypeCd = (type: Pick<ContentType, 'schema'>) => 'typeCd' in schemaFields(type);

/** Jobs and videos: public only inside their date window (dateCd 10) or always (20), never 30. */
export const hasDateWindow = (type: Pick<ContentType, 'fields'>) =>
  type.fields.some((field) => field.kind === 'dateWindow');

/** News and banners: public only from publishAt (if set) until takeDownAt (if set), to the minute. */
export const hasSchedule = (type: Pick<ContentType, 'fields'>) =>
  type.fields.some((field) => field.kind === 'schedule');

/** The columns of a date window: its mode, days and optional times of day (decision 035). */
export const DATE_WINDOW_COLUMNS = ['dateCd', 'startDt', 'endDt', 'startTime', 'endTime'];
/** The columns of a schedule: two optional instants (decision 035). */
export const SCHEDULE_COLUMNS = ['publishAt', 'takeDownAt'];

/** The columns a field kind fills: a date window and a schedule are several. */
export function columnsOfField(field: Pick<FieldDecl, 'name' | 'kind'>): string[] {
  if (field.kind === 'dateWindow') return DATE_WINDOW_COLUMNS;
  if (field.kind === 'schedule') return SCHEDULE_COLUMNS;
  return [field.name];
}

/** The most characters the schema allows in a text field (through optional and default wrappers). */
export function maxLengthOf(type: Pick<ContentType, 'schema'>, field: string): number | undefined {
  let schema = schemaFields(type)[field] as
    | (ZodType & { maxLength?: number | null; _zod: { def: { innerType?: ZodType } } })
    | undefined;
  while (schema && schema.maxLength === undefined && schema._zod.def.innerType)
    schema = schema._zod.def.innerType as typeof schema;
  return schema?.maxLength ?? undefined;
}
