import type { ZodType } from 'zod';
import {
  CATEGORIES,
  type CodeTable,
  DATE_MODES,
  INQUIRY_STATUSES,
  INQUIRY_TYPES,
  LIMITS,
  PARTNER_TYPES,
} from './codes.ts';
import { MSG } from './messages.ts';
import type { Page } from './permissions.ts';
import {
  bannerSchema,
  faqSchema,
  jobSchema,
  newsSchema,
  partnerSchema,
  videoSchema,
} from './schemas/content.ts';
import { inquirySchema } from './schemas/inquiry.ts';

/**
 * The content types, each declared once (decision 027): where it lives (id field, permission page,
 * API path, admin screen), its fields (the zod schema holds their limits and messages; `fields`
 * says how the admin form shows them), what lists search and sort by, its file, its list columns
 * and their labels. The server's resource (table, folded search columns, code labels, uploads) and
 * the admin's section (columns, form, search options) are derived from it; only what is truly
 * special about a type is written by hand beside those derivations. Labels are keys of the admin
 * catalogue (`field.*`, `col.*`, `hint.*`), which holds both languages.
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
   * startDt/endDt (rows carry dateCdNm, visitors see the row only inside its window); file/image:
   * the type's `upload`.
   */
  kind: 'text' | 'textarea' | 'richText' | 'code' | 'onoff' | 'dateWindow' | 'file' | 'image';
  codes?: CodeTable;
  /** Catalogue key under 'hint.' shown under the field. */
  hint?: string;
  inputMode?: 'url';
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
   * that saves at once; status: the inquiry status select.
   */
  kind: 'text' | 'date' | 'yn' | 'image' | 'code' | 'period' | 'author' | 'toggle' | 'status';
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
  upload?: UploadDecl;
  /** Default page size for visitors; null lists every visible row (banners, partners, videos). */
  publicPageSize: number | null;
  /** Sort order of lists; newest first unless given. */
  orderBy?: ReadonlyArray<readonly [string, 'asc' | 'desc']>;
}

const contentType = <const T extends ContentType>(type: T) => type;

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

const title: FieldDecl = { name: 'title', label: 'title', kind: 'text' };
const richContents: FieldDecl = { name: 'contents', label: 'contents', kind: 'richText' };
const dateWindow: FieldDecl = { name: 'dateCd', label: 'dateMode', kind: 'dateWindow' };
const onOff: FieldDecl = { name: 'useYn', label: 'useYn', kind: 'onoff' };
const category: FieldDecl = { name: 'typeCd', label: 'category', kind: 'code', codes: CATEGORIES };

const titleColumn: ColumnDecl = { key: 'title', label: 'title', kind: 'text', isLink: true };
const addDate: ColumnDecl = { key: 'createDt', label: 'addDate', kind: 'date' };
const period: ColumnDecl = { key: 'endDt', label: 'period', kind: 'period' };
const categoryColumn = (codes: CodeTable): ColumnDecl => ({
  key: 'typeCd',
  label: 'category',
  kind: 'code',
  codes,
});

const post = {
  fields: [category, title, richContents],
  search: ['title', 'contents'],
  sort: ['typeCd', 'title', 'createDt'],
  columns: [categoryColumn(CATEGORIES), titleColumn, addDate],
} as const;

export const CONTENT_TYPES = {
  banner: contentType({
    name: 'banner',
    idField: 'bannerNo',
    page: 'MainBanner',
    api: '/api/banner',
    adminSection: 'main/banner',
    schema: bannerSchema,
    fields: [
      title,
      { name: 'contents', label: 'subTitle', kind: 'text' },
      { name: 'linkUrl', label: 'linkUrl', kind: 'text', inputMode: 'url' },
      { name: 'bannerImg', label: 'image', kind: 'image', hint: 'bannerImage' },
      onOff,
    ],
    search: ['title'],
    sort: ['title', 'useYn', 'createDt'],
    columns: [
      { key: 'imageUrl', label: 'image', kind: 'image' },
      titleColumn,
      { key: 'contents', label: 'subTitle', kind: 'text' },
      { key: 'useYn', label: 'useYn', kind: 'yn' },
      addDate,
    ],
    upload: {
      field: 'bannerImg',
      kind: 'image',
      isRequired: true,
      accepts: ['jpg', 'png', 'gif'],
      typeMessage: MSG.bannerImageType,
      urlColumn: 'imageUrl',
      nameColumn: 'imageName',
      widths: [640, 1280, 1920],
      variantsColumn: 'imageVariants',
    },
    publicPageSize: null,
  }),
  job: contentType({
    name: 'job',
    idField: 'jobNo',
    page: 'BoardRecruit',
    api: '/api/job',
    adminSection: 'board/recruit',
    schema: jobSchema,
    fields: [
      dateWindow,
      title,
      richContents,
      { name: 'jobFile', label: 'cvFile', kind: 'file', hint: 'attachment' },
    ],
    search: ['title', 'contents'],
    sort: ['title', 'endDt', 'createDt'],
    columns: [titleColumn, period, addDate],
    upload: attachmentUpload('jobFile'),
    publicPageSize: LIMITS.publicJobPageSize,
  }),
  faq: contentType({
    name: 'faq',
    idField: 'faqNo',
    page: 'BoardFAQ',
    api: '/api/faq',
    adminSection: 'board/faq',
    schema: faqSchema,
    ...post,
    publicPageSize: LIMITS.publicFaqPageSize,
  }),
  news: contentType({
    name: 'news',
    idField: 'newsNo',
    page: 'BoardNews',
    api: '/api/news',
    adminSection: 'board/news',
    schema: newsSchema,
    ...post,
    publicPageSize: 10,
  }),
  video: contentType({
    name: 'video',
    idField: 'videoNo',
    page: 'BoardVideo',
    api: '/api/video',
    adminSection: 'board/video',
    schema: videoSchema,
    fields: [dateWindow, title, { name: 'youtubeId', label: 'youtubeId', kind: 'text', hint: 'youtubeId' }],
    search: ['title'],
    sort: ['title', 'endDt', 'createDt'],
    columns: [titleColumn, { key: 'youtubeId', label: 'youtubeId', kind: 'text' }, period, addDate],
    // Unpaged for visitors (DECISIONS 6): the videos page shows every visible video.
    publicPageSize: null,
    // The featured video ('00') first, then newest first.
    orderBy: [
      ['typeCd', 'asc'],
      ['videoNo', 'desc'],
    ],
  }),
  partner: contentType({
    name: 'partner',
    idField: 'partnerNo',
    page: 'BoardPartner',
    api: '/api/partner',
    adminSection: 'board/partner',
    schema: partnerSchema,
    fields: [
      { name: 'name', label: 'partnerName', kind: 'text' },
      { name: 'typeCd', label: 'category', kind: 'code', codes: PARTNER_TYPES },
      { name: 'linkUrl', label: 'url', kind: 'text', inputMode: 'url' },
      { name: 'partnerImg', label: 'logo', kind: 'image', hint: 'logo' },
      onOff,
    ],
    search: ['name'],
    sort: ['name', 'typeCd', 'useYn'],
    columns: [
      { key: 'name', label: 'partner', kind: 'text', isLink: true },
      categoryColumn(PARTNER_TYPES),
      { key: 'useYn', label: 'useYn', kind: 'toggle' },
      { key: 'modifyId', label: 'manager', kind: 'author' },
    ],
    upload: {
      field: 'partnerImg',
      kind: 'image',
      isRequired: true,
      accepts: ['jpg', 'png', 'gif', 'webp'],
      typeMessage: 'Only jpg, png, gif, webp files are available',
      urlColumn: 'logoImageUrl',
      nameColumn: 'logoImageName',
      widths: [160, 320],
      variantsColumn: 'imageVariants',
    },
    publicPageSize: null,
  }),
  /** Partnership inquiries: sent by visitors (modules/qna), read and closed by staff. */
  qna: contentType({
    name: 'qna',
    idField: 'qnaNo',
    page: 'QnAQnA',
    api: '/api/qna',
    adminSection: 'qna/qna',
    schema: inquirySchema,
    fields: [
      { name: 'typeCd', label: 'category', kind: 'code', codes: INQUIRY_TYPES },
      { name: 'statusCd', label: 'status', kind: 'code', codes: INQUIRY_STATUSES },
    ],
    search: ['title', 'contents'],
    sort: ['typeCd', 'title', 'name', 'createDt', 'statusCd'],
    columns: [
      categoryColumn(INQUIRY_TYPES),
      // Spec 2: the Q&A list's Title shows the inquirer name.
      { ...titleColumn, with: 'name' },
      { key: 'name', label: 'writer', kind: 'text' },
      addDate,
      { key: 'statusCd', label: 'status', kind: 'status' },
    ],
    upload: attachmentUpload('qnaFile'),
    publicPageSize: 10,
  }),
} as const;

export type ContentTypeName = keyof typeof CONTENT_TYPES;

/** The board types: what `modules/content` serves (inquiries have a module of their own). */
export const BOARD_TYPES = [
  CONTENT_TYPES.banner,
  CONTENT_TYPES.news,
  CONTENT_TYPES.job,
  CONTENT_TYPES.faq,
  CONTENT_TYPES.video,
  CONTENT_TYPES.partner,
] as const;

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

/** The most characters the schema allows in a text field (through optional and default wrappers). */
export function maxLengthOf(type: Pick<ContentType, 'schema'>, field: string): number | undefined {
  let schema = schemaFields(type)[field] as
    | (ZodType & { maxLength?: number | null; _zod: { def: { innerType?: ZodType } } })
    | undefined;
  while (schema && schema.maxLength === undefined && schema._zod.def.innerType)
    schema = schema._zod.def.innerType as typeof schema;
  return schema?.maxLength ?? undefined;
}
