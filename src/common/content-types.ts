import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  CATEGORIES,
  type CodeTable,
  codeTable,
  EMPLOYMENT_TYPES,
  INQUIRY_STATUSES,
  INQUIRY_TYPES,
  LIMITS,
  PARTNER_TYPES,
  SALARY_UNITS,
} from './codes.ts';
import {
  attachmentUpload,
  type ColumnDecl,
  type ContentType,
  type FieldDecl,
} from './content-declaration.ts';
import { MSG } from './messages.ts';
import { PATHS } from './paths.ts';
import { applicationSchema } from './schemas/application.ts';
import {
  bannerSchema,
  faqSchema,
  jobSchema,
  newsSchema,
  partnerSchema,
  videoSchema,
} from './schemas/content.ts';
import {
  localeCd,
  oneOf,
  optionalInstant,
  optionalText,
  richText,
  text,
  useYn,
  withSchedule,
} from './schemas/fields.ts';
import { inquirySchema } from './schemas/inquiry.ts';

/**
 * The content types, each declared once (decision 027; the shape and what derives from it are in
 * `content-declaration.ts`). Inquiries are declared here too: sent by visitors through their own
 * module, listed and closed by staff through the content engine.
 */

const contentType = <const T extends ContentType>(type: T) => type;

const title = { name: 'title', label: 'title', kind: 'text' } as const satisfies FieldDecl;
const richContents = { name: 'contents', label: 'contents', kind: 'richText' } as const satisfies FieldDecl;
const dateWindow = {
  name: 'dateCd',
  label: 'dateMode',
  kind: 'dateWindow',
  hint: 'windowTimes',
} as const satisfies FieldDecl;
const schedule = {
  name: 'publishAt',
  label: 'schedule',
  kind: 'schedule',
  hint: 'schedule',
} as const satisfies FieldDecl;
const onOff = { name: 'useYn', label: 'useYn', kind: 'onoff' } as const satisfies FieldDecl;
const category = {
  name: 'typeCd',
  label: 'category',
  kind: 'code',
  codes: CATEGORIES,
} as const satisfies FieldDecl;

/** A page's own search snippet and link-preview picture (news and jobs, the types with pages). */
const seoFields = [
  {
    name: 'metaDescription',
    label: 'metaDescription',
    kind: 'textarea',
    hint: 'metaDescription',
    isNullBeforeAdded: true,
  },
  {
    name: 'shareImage',
    label: 'shareImage',
    kind: 'libraryImage',
    hint: 'shareImage',
    isNullBeforeAdded: true,
  },
] as const satisfies readonly FieldDecl[];

const titleColumn = {
  key: 'title',
  label: 'title',
  kind: 'text',
  isLink: true,
} as const satisfies ColumnDecl;
const addDate = { key: 'createDt', label: 'addDate', kind: 'date' } as const satisfies ColumnDecl;
const period = { key: 'endDt', label: 'period', kind: 'period' } as const satisfies ColumnDecl;
const scheduleColumn = {
  key: 'publishAt',
  label: 'schedule',
  kind: 'schedule',
} as const satisfies ColumnDecl;
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

/** An event's kind: a park event for families, or a hiring day for seasonal staff. */
export const EVENT_KINDS = codeTable({
  '10': { EN: 'Park event', VI: 'Sự kiện tại công viên' },
  '20': { EN: 'Hiring day', VI: 'Ngày hội tuyển dụng' },
});

/** A moment an event needs: typed in Vietnam time, kept in UTC (decision 035). */
const moment = (label: string) =>
  optionalInstant(label).refine((value) => value !== null, { error: `${label} is required` });

/** Events and hiring days (decision 044): when, where, what; public on their schedule. */
export const eventSchema = withSchedule(
  z.object({
    localeCd,
    useYn: useYn.default('Y'),
    kind: oneOf('kind', EVENT_KINDS.codes).default('10'),
    title: text('title', 200, { required: true }),
    summary: optionalText('summary', 300),
    contents: richText('contents').optional().default(''),
    startAt: moment('startAt'),
    endAt: moment('endAt'),
    place: text('place', 200, { required: true }),
    publishAt: optionalInstant('publishAt'),
    takeDownAt: optionalInstant('takeDownAt'),
  }),
).superRefine((event, ctx) => {
  if (event.startAt && event.endAt && event.endAt <= event.startAt)
    ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'endAt must be after startAt' });
});

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
      schedule,
      onOff,
    ],
    search: ['title'],
    sort: ['title', 'useYn', 'createDt'],
    columns: [
      { key: 'imageUrl', label: 'image', kind: 'image' },
      titleColumn,
      { key: 'contents', label: 'subTitle', kind: 'text' },
      scheduleColumn,
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
      mediaColumn: 'mediaNo',
    },
    publicPageSize: null,
    pages: { list: PATHS.home },
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
      { name: 'department', label: 'department', kind: 'text' },
      { name: 'location', label: 'location', kind: 'text', hint: 'location' },
      {
        name: 'employmentType',
        label: 'employmentType',
        kind: 'code',
        codes: EMPLOYMENT_TYPES,
        isOptional: true,
      },
      { name: 'salaryMin', label: 'salaryMin', kind: 'text', inputMode: 'numeric' },
      { name: 'salaryMax', label: 'salaryMax', kind: 'text', inputMode: 'numeric', hint: 'salary' },
      { name: 'salaryCurrency', label: 'salaryCurrency', kind: 'text', isLanguageNeutral: true },
      { name: 'salaryUnit', label: 'salaryUnit', kind: 'code', codes: SALARY_UNITS, isOptional: true },
      { name: 'applyOnline', label: 'applyOnline', kind: 'onoff' },
      { name: 'questions', label: 'questions', kind: 'questions', hint: 'questions' },
      { name: 'jobFile', label: 'cvFile', kind: 'file', hint: 'attachment' },
      ...seoFields,
    ],
    search: ['title', 'contents'],
    sort: ['title', 'endDt', 'createDt'],
    columns: [
      titleColumn,
      { key: 'employmentType', label: 'employmentType', kind: 'code', codes: EMPLOYMENT_TYPES },
      period,
      addDate,
    ],
    filters: [
      { name: 'employmentType', codes: EMPLOYMENT_TYPES },
      { name: 'location' },
      { name: 'department' },
    ],
    upload: attachmentUpload('jobFile'),
    publicPageSize: LIMITS.publicJobPageSize,
    pages: { list: PATHS.jobs, item: PATHS.job },
    feed: { path: '/career/jobs/feed.xml', title: 'job.title', description: 'job.description' },
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
    pages: { list: PATHS.faqs },
  }),
  news: contentType({
    name: 'news',
    idField: 'newsNo',
    page: 'BoardNews',
    api: '/api/news',
    adminSection: 'board/news',
    schema: newsSchema,
    ...post,
    fields: [...post.fields, schedule, ...seoFields],
    columns: [...post.columns, scheduleColumn],
    publicPageSize: 10,
    pages: { list: PATHS.press, item: PATHS.news },
    feed: { path: '/news/feed.xml', title: 'news.title', description: 'news.description' },
    derivedColumns: ['thumbnailUrl'],
  }),
  video: contentType({
    name: 'video',
    idField: 'videoNo',
    page: 'BoardVideo',
    api: '/api/video',
    adminSection: 'board/video',
    schema: videoSchema,
    fields: [
      dateWindow,
      title,
      {
        name: 'youtubeId',
        label: 'youtubeId',
        kind: 'text',
        hint: 'youtubeId',
        isLanguageNeutral: true,
      },
    ],
    search: ['title'],
    sort: ['title', 'endDt', 'createDt'],
    columns: [titleColumn, { key: 'youtubeId', label: 'youtubeId', kind: 'text' }, period, addDate],
    // Unpaged for visitors (DECISIONS 6): the videos page shows every visible video.
    publicPageSize: null,
    pages: { list: PATHS.videos },
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
      mediaColumn: 'mediaNo',
    },
    publicPageSize: null,
    pages: { list: PATHS.partners },
  }),
  event: contentType({
    name: 'event',
    idField: 'eventNo',
    page: 'BoardEvent',
    api: '/api/event',
    adminSection: 'board/event',
    schema: eventSchema,
    fields: [
      { name: 'kind', label: 'eventKind', kind: 'code', codes: EVENT_KINDS },
      title,
      { name: 'summary', label: 'summary', kind: 'textarea', hint: 'summary' },
      richContents,
      { name: 'startAt', label: 'startAt', kind: 'datetime' },
      { name: 'endAt', label: 'endAt', kind: 'datetime' },
      { name: 'place', label: 'place', kind: 'text' },
      { name: 'eventImg', label: 'image', kind: 'image', hint: 'eventImage' },
      schedule,
      onOff,
    ],
    search: ['title', 'contents'],
    sort: ['title', 'startAt', 'createDt'],
    columns: [
      { key: 'kind', label: 'eventKind', kind: 'code', codes: EVENT_KINDS },
      titleColumn,
      { key: 'startAt', label: 'startAt', kind: 'text' },
      { key: 'place', label: 'place', kind: 'text' },
      scheduleColumn,
      addDate,
    ],
    filters: [{ name: 'kind', codes: EVENT_KINDS }],
    upload: {
      field: 'eventImg',
      kind: 'image',
      isRequired: false,
      accepts: ['jpg', 'png', 'gif', 'webp'],
      typeMessage: 'Only jpg, png, gif, webp files are available',
      urlColumn: 'imageUrl',
      nameColumn: 'imageName',
      widths: [480, 960, 1440],
      variantsColumn: 'imageVariants',
      mediaColumn: 'mediaNo',
    },
    publicPageSize: 9,
    pages: { list: PATHS.events, item: PATHS.event },
    calendar: { path: '/news/events', start: 'startAt', end: 'endAt', place: 'place', title: 'event.title' },
  }),
  /** Partnership inquiries: sent by visitors (modules/qna), read and closed by staff. */
  qna: contentType({
    name: 'qna',
    idField: 'qnaNo',
    page: 'QnAQnA',
    api: '/api/qna',
    adminSection: 'qna/qna',
    schema: inquirySchema,
    // No form (visitors send inquiries; staff change the status in the list): the code fields
    // give the rows their labels.
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
  /**
   * Job applications (decision 032): sent by applicants on a job's page (modules/application), read,
   * moved through their statuses and noted by staff. Never public.
   */
  application: contentType({
    name: 'application',
    idField: 'applicationNo',
    page: 'BoardApplication',
    api: '/api/application',
    adminSection: 'board/application',
    schema: applicationSchema,
    // No form (applicants send them; staff set the status and a note on the detail screen).
    fields: [{ name: 'statusCd', label: 'status', kind: 'code', codes: APPLICATION_STATUSES }],
    // One search over the applicant's name and e-mail address, folded together.
    search: ['applicant'],
    sort: ['jobTitle', 'name', 'createDt', 'statusCd'],
    columns: [
      { key: 'jobTitle', label: 'job', kind: 'text' },
      { key: 'name', label: 'applicant', kind: 'text', isLink: true },
      addDate,
      { key: 'statusCd', label: 'status', kind: 'code', codes: APPLICATION_STATUSES },
    ],
    filters: [
      { name: 'jobNo', isId: true },
      { name: 'statusCd', codes: APPLICATION_STATUSES },
      // Where applicants came from (decision 054): `?source=facebook`.
      { name: 'source', isToken: true },
    ],
    upload: {
      field: 'cv',
      kind: 'attachment',
      isRequired: true,
      accepts: ['pdf', 'zip', 'cfb'],
      typeMessage: 'cv must be a PDF, DOC or DOCX file',
      urlColumn: 'fileUrl',
      nameColumn: 'fileName',
    },
    publicPageSize: null,
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
  CONTENT_TYPES.event,
] as const;

export type BoardType = (typeof BOARD_TYPES)[number];
export type BoardTypeName = BoardType['name'];

/** The board type of that name, or undefined (a name from a URL or a request). */
export const boardTypeNamed = (name: string): BoardType | undefined =>
  BOARD_TYPES.find((type) => type.name === name);

/** The board types that have a field of that kind (the date window's, the schedule's…). */
export type BoardTypesWith<K extends FieldDecl['kind']> = {
  [N in BoardTypeName]: [Extract<(typeof CONTENT_TYPES)[N]['fields'][number], { kind: K }>] extends [never]
    ? never
    : N;
}[BoardTypeName];
