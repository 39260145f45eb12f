import type { output, ZodType } from 'zod';
import { type CodeTable, DATE_MODES } from './codes.ts';
import type { Page } from './permissions.ts';
import type { PublicQuestion } from './schemas/questions.ts';

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
   * libraryImage: the address of a picture chosen from the media library (a share image);
   * date: a day YYYY-MM-DD; datetime: a moment typed in Vietnam time (YYYY-MM-DDTHH:MM), kept as
   * its UTC instant and answered in Vietnam time, as a schedule's; number: a whole number or none;
   * questions: screening questions (decision 054), kept as JSON text, answered as a list (to
   * visitors without their knockout answers).
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
    | 'libraryImage'
    | 'date'
    | 'datetime'
    | 'number'
    | 'questions';
  codes?: CodeTable;
  /** code: may be left empty (the select offers no choice first, a new record starts empty). */
  isOptional?: boolean;
  /** Catalogue key under 'hint.' shown under the field. */
  hint?: string;
  inputMode?: 'url' | 'numeric';
  /**
   * Stored null for items saved before the column existed (a later migration added it nullable);
   * answered as ''. New types' columns are never null: `createContentTable` gives them ''.
   */
  isNullBeforeAdded?: boolean;
  /**
   * A text that reads the same in every language (an identifier, a currency code): changing it
   * leaves the item's translation in step (decision 059). Text, textarea and rich-text fields are
   * translated otherwise, unless they take a URL or a number (`inputMode`).
   */
  isLanguageNeutral?: boolean;
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
  /** A short token (applications by source, decision 054): compared lower-cased, as it is stored. */
  isToken?: boolean;
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
  /**
   * Where visitors see the items: the page listing them and, where each has one, the item's own
   * page. The preview opens the item's page (else the list); the sitemap lists every live item's
   * page. Types visitors never see (inquiries, applications) have none.
   */
  pages?: { list: string; item?: (id: number) => string };
  /**
   * The type's RSS feed (server-only, one per language): its path, and its channel's title and
   * description as keys of the site catalogue's `feeds` section. The list page and the item pages
   * announce it in their heads.
   */
  feed?: { path: string; title: string; description: string };
  /**
   * Items that happen at a time and a place (events): their start and end (`datetime` fields) and
   * place. Lists take `when=upcoming` (not over yet, soonest first) or `when=past` (over, latest
   * first); each item is an iCalendar file at `{path}/{id}.ics` and each language's items a
   * subscribable calendar at `{path}/calendar.ics`, named by the `feeds` catalogue key `title`.
   */
  calendar?: { path: string; start: string; end: string; place: string; title: string };
  /** Columns the server computes from the fields on each save (news: thumbnailUrl, its first picture). */
  derivedColumns?: readonly string[];
}

/** The columns a field's picture or file lives in, for the media library's "where is it used". */
export interface MediaColumns {
  /** The column keeping a library item's number (banners, partners). */
  itemColumn?: string;
  /** Columns whose text may name a library picture's file (rich text, a share image). */
  textColumns: string[];
}

/** Where a type's rows may show a picture of the media library (decision 036). */
export function mediaColumnsOf(type: Pick<ContentType, 'fields' | 'upload'>): MediaColumns {
  const textColumns = type.fields
    .filter((field) => field.kind === 'richText' || field.kind === 'libraryImage')
    .map((field) => field.name);
  return { ...(type.upload?.mediaColumn ? { itemColumn: type.upload.mediaColumn } : {}), textColumns };
}

/**
 * The fields whose change puts an item's translation out of date (decision 059): words a
 * translator renders, i.e. text, textarea and rich text that take no URL or number and are not
 * declared language-neutral.
 */
export const translatedFieldsOf = (type: Pick<ContentType, 'fields'>): string[] =>
  type.fields
    .filter(
      (field) =>
        (field.kind === 'text' || field.kind === 'textarea' || field.kind === 'richText') &&
        !field.inputMode &&
        !field.isLanguageNeutral,
    )
    .map((field) => field.name);

/** The field naming an item in lists and references: the admin list's link column (a partner's name). */
export const titleFieldOf = (type: Pick<ContentType, 'columns'>): string =>
  type.columns.find((column) => column.isLink)?.key ?? 'title';

/** Whether the type's rows can show a picture of the media library at all. */
export const usesMedia = (type: Pick<ContentType, 'fields' | 'upload'>) => {
  const { itemColumn, textColumns } = mediaColumnsOf(type);
  return Boolean(itemColumn) || textColumns.length > 0;
};

/** The page that shows an item: its own, else the list; undefined for types visitors never see. */
export const publicPageOf = (type: Pick<ContentType, 'pages'>, id: number): string | undefined =>
  type.pages && (type.pages.item ? type.pages.item(id) : type.pages.list);

/** An optional document kept in fileUrl/fileName: a job's CV form, an inquiry's attachment. */
export const attachmentUpload = <const F extends string>(field: F) =>
  ({
    field,
    kind: 'attachment',
    isRequired: false,
    accepts: ['jpg', 'png', 'gif', 'webp', 'pdf', 'zip', 'cfb'],
    typeMessage: 'Attach a jpg, gif, png, zip, MS Office, hwp or pdf file',
    urlColumn: 'fileUrl',
    nameColumn: 'fileName',
  }) as const satisfies UploadDecl;

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

/*
 * The row types of a declared type, derived from its declaration (so no table or row is written
 * twice): what its table stores, and what visitors receive. A declaration keeps its literal names
 * (declare it with `as const` pieces), so these are exact.
 */

type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** A schema field as stored: left out becomes null. */
type StoredValue<T> = T extends undefined ? null : T;
/** As the database types it: a code is any text there. */
type Widened<T> = T extends undefined ? null : T extends string ? string : T;

/** The type's fields as its schema outputs them. */
export type FieldsOf<T extends ContentType> = output<T['schema']>;

type NullBeforeAdded<T extends ContentType> = Extract<
  T['fields'][number],
  { isNullBeforeAdded: true }
>['name'];

/** Fields of the `questions` kind: answered as a list, not as their stored JSON text. */
type QuestionsFieldName<T extends ContentType> = Extract<T['fields'][number], { kind: 'questions' }>['name'];

type TextFilterName<T extends ContentType> = T extends { filters: readonly (infer F)[] }
  ? F extends { codes: unknown } | { isId: unknown } | { isToken: unknown }
    ? never
    : F extends { name: infer N extends string }
      ? N
      : never
  : never;

/** The folded columns a type keeps for its searches and text filters (never answered). */
export type SearchColumnOf<T extends ContentType> = `${T['search'][number] | TextFilterName<T>}Search`;

type UploadOf<T extends ContentType> = T extends { upload: infer U extends UploadDecl } ? U : never;

/** An upload's optional column (renditions, library item) by name, when it has one. */
type OptionalColumn<U, P extends 'variantsColumn' | 'mediaColumn'> = U extends {
  [K in P]: infer C extends string;
}
  ? C
  : never;

/** The file's columns as stored: text, and the library item's number. */
type StoredFileColumns<U> = [U] extends [never]
  ? unknown
  : U extends UploadDecl
    ? { [K in U['urlColumn'] | U['nameColumn'] | OptionalColumn<U, 'variantsColumn'>]: string } & {
        [K in OptionalColumn<U, 'mediaColumn'>]: number | null;
      }
    : unknown;

type DerivedOf<T extends ContentType> = T extends { derivedColumns: readonly (infer D extends string)[] }
  ? D
  : never;

/** Each code field's label in the row's language (`typeCdNm`), and the date window's (`dateCdNm`). */
type LabelsOf<T extends ContentType> = {
  [K in
    | `${Extract<T['fields'][number], { kind: 'code' }>['name']}Nm`
    | (Extract<T['fields'][number], { kind: 'dateWindow' }> extends never ? never : 'dateCdNm')]: string;
};

/** The columns every board table has besides its fields. */
export interface BookkeepingColumns {
  delYn: string;
  /** Shared by an item and its translation (decision 037); null without one. */
  translationGroup: number | null;
  /**
   * 'Y' when its counterpart changed a translated field since it was last saved (decision 059); 'N'
   * or null (saved before the mark existed) when in step.
   */
  outOfDate: string | null;
  createId: string | null;
  createDt: string;
  modifyId: string | null;
  modifyDt: string | null;
  /** One more at each save: a save naming an older one is refused (decision 057); null reads as 1. */
  version: number | null;
}

/** What a declared type's table stores, its id aside (the database layer adds it as generated). */
export type StoredRowOf<T extends ContentType> = Flatten<
  { [K in keyof FieldsOf<T>]-?: Widened<FieldsOf<T>[K]> | (K extends NullBeforeAdded<T> ? null : never) } & {
    [K in SearchColumnOf<T>]: string;
  } & StoredFileColumns<UploadOf<T>> & { [K in DerivedOf<T>]: string } & BookkeepingColumns
>;

/** A WebP rendition of an image, by width. */
export interface ImageVariant {
  w: number;
  url: string;
}

/**
 * What a media library item adds to a row showing it (decision 036): the picture's description in
 * the row's language ('' when none) and the point its crops keep in view (percent).
 */
export interface MediaLook {
  imageAlt?: string;
  focalX?: number;
  focalY?: number;
}

type PublicFileColumns<U> = [U] extends [never]
  ? unknown
  : U extends UploadDecl
    ? { [K in U['urlColumn'] | U['nameColumn']]: string } & {
        [K in OptionalColumn<U, 'variantsColumn'>]: ImageVariant[];
      } & { [K in OptionalColumn<U, 'mediaColumn'>]: number | null } & ([
          OptionalColumn<U, 'mediaColumn'>,
        ] extends [never]
          ? unknown
          : MediaLook)
    : unknown;

/**
 * A board row as visitors receive it (the public API and the server-rendered pages alike): search
 * folds, the translation group and who created or edited it are left out (when, modifyDt, is kept);
 * each code carries its label in the row's language.
 */
export type PublicRowOf<T extends ContentType> = Flatten<
  { [K in T['idField']]: number } & {
    [K in Exclude<keyof FieldsOf<T>, NullBeforeAdded<T> | QuestionsFieldName<T>>]-?: StoredValue<
      FieldsOf<T>[K]
    >;
  } & { [K in NullBeforeAdded<T> & keyof FieldsOf<T>]?: string | null } & {
    [K in QuestionsFieldName<T>]: PublicQuestion[];
  } & LabelsOf<T> &
    PublicFileColumns<UploadOf<T>> & { [K in DerivedOf<T>]: string } & {
      createDt: string;
      /** When an editor last saved it; null when never edited since it was created. */
      modifyDt: string | null;
      /**
       * On a detail answer: the item in each language it exists in, itself included (decision 037),
       * e.g. {"EN": 3, "VI": 8}; lists leave it out.
       */
      translations?: Partial<Record<'EN' | 'VI', number>>;
    }
>;

/** How a content table stores a column (decision 044). */
export type ColumnKind = 'text' | 'integer' | 'date' | 'time' | 'instant';

/**
 * What a content type's table is made of, as plain data: its columns (besides the id, the flags
 * and the bookkeeping every content table has), the columns its list's page index filters on and
 * the folded columns its searches read. A migration keeps a frozen copy of it (decision 044).
 */
export interface ContentTableSnapshot {
  table: string;
  idField: string;
  /** Text columns are never null (they default to ''); the others are null when not given. */
  columns: ReadonlyArray<readonly [name: string, kind: ColumnKind]>;
  pageFilters: readonly string[];
  searched: readonly string[];
}

/** Columns every content table has, made by `createContentTable` itself. */
const OWN_COLUMNS = [
  'localeCd',
  'useYn',
  'delYn',
  'translationGroup',
  'outOfDate',
  'createId',
  'createDt',
  'modifyId',
  'modifyDt',
  'version',
];

const KIND_OF_FIELD: Partial<Record<FieldDecl['kind'], ColumnKind>> = {
  date: 'date',
  datetime: 'instant',
  number: 'integer',
};

/** The table a declaration calls for, as a snapshot a migration can keep. */
export function contentTableOf(type: ContentType): ContentTableSnapshot {
  const columns = new Map<string, ColumnKind>();
  const add = (name: string, kind: ColumnKind) => {
    if (!OWN_COLUMNS.includes(name) && name !== type.idField && !columns.has(name)) columns.set(name, kind);
  };
  for (const field of type.fields) {
    if (field.kind === 'dateWindow') {
      add('dateCd', 'text');
      add('startDt', 'date');
      add('endDt', 'date');
      add('startTime', 'time');
      add('endTime', 'time');
    } else if (field.kind === 'schedule') {
      add('publishAt', 'instant');
      add('takeDownAt', 'instant');
    } else if (field.kind !== 'file' && field.kind !== 'image')
      add(field.name, KIND_OF_FIELD[field.kind] ?? 'text');
  }
  for (const name of Object.keys(schemaFields(type))) add(name, 'text');
  const upload = type.upload;
  if (upload) {
    for (const name of [upload.urlColumn, upload.nameColumn, upload.variantsColumn ?? []].flat())
      add(name, 'text');
    if (upload.mediaColumn) add(upload.mediaColumn, 'integer');
  }
  for (const name of type.derivedColumns ?? []) add(name, 'text');
  const textFilters = (type.filters ?? [])
    .filter((f) => !f.codes && !f.isId && !f.isToken)
    .map((f) => f.name);
  for (const name of [...type.search, ...textFilters]) add(searchColumnOf(name), 'text');
  return {
    table: type.name,
    idField: type.idField,
    columns: [...columns],
    pageFilters: [
      'useYn',
      ...(columns.has('typeCd') ? ['typeCd'] : []),
      ...(hasDateWindow(type) ? DATE_WINDOW_COLUMNS : []),
      ...(hasSchedule(type) ? SCHEDULE_COLUMNS : []),
    ],
    searched: type.search.map(searchColumnOf),
  };
}
