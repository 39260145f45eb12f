import type { Page } from './permissions.ts';

/**
 * The board content types, declared once. The server's resources (table, schema, rules) and the
 * admin's sections (columns, form) both start from these facts, so a new board type names its id
 * field, permission page, API path and admin screen in one place.
 */
export interface ContentType {
  name: string;
  /** Primary key column, also the id field of the API. */
  idField: string;
  /** The permission page whose r/a/e/d rights guard it. */
  page: Page;
  api: string;
  /** The admin screen: '/admin/{menu}/{page}'. */
  adminSection: string;
  /** The multipart field carrying its file, when it has one. */
  uploadField?: string;
}

const contentType = <const T extends ContentType>(type: T) => type;

export const CONTENT_TYPES = {
  banner: contentType({
    name: 'banner',
    idField: 'bannerNo',
    page: 'MainBanner',
    api: '/api/banner',
    adminSection: 'main/banner',
    uploadField: 'bannerImg',
  }),
  job: contentType({
    name: 'job',
    idField: 'jobNo',
    page: 'BoardRecruit',
    api: '/api/job',
    adminSection: 'board/recruit',
    uploadField: 'jobFile',
  }),
  faq: contentType({
    name: 'faq',
    idField: 'faqNo',
    page: 'BoardFAQ',
    api: '/api/faq',
    adminSection: 'board/faq',
  }),
  news: contentType({
    name: 'news',
    idField: 'newsNo',
    page: 'BoardNews',
    api: '/api/news',
    adminSection: 'board/news',
  }),
  video: contentType({
    name: 'video',
    idField: 'videoNo',
    page: 'BoardVideo',
    api: '/api/video',
    adminSection: 'board/video',
  }),
  partner: contentType({
    name: 'partner',
    idField: 'partnerNo',
    page: 'BoardPartner',
    api: '/api/partner',
    adminSection: 'board/partner',
    uploadField: 'partnerImg',
  }),
  qna: contentType({
    name: 'qna',
    idField: 'qnaNo',
    page: 'QnAQnA',
    api: '/api/qna',
    adminSection: 'qna/qna',
    uploadField: 'qnaFile',
  }),
} as const;

export type ContentTypeName = keyof typeof CONTENT_TYPES;
