/** Codes shared by the server and the web app (spec sections 3 and 9): each code with its English and Vietnamese label. */

export const LOCALES = ['EN', 'VI'] as const;
export type LocaleCd = (typeof LOCALES)[number];

export const YN = ['Y', 'N'] as const;
export type Yn = (typeof YN)[number];

type Labels = Record<LocaleCd, string>;

/** Any code table, as declarations hold it (see `codeLabel` to read a label by a plain string). */
export interface CodeTable {
  readonly codes: readonly [string, ...string[]];
  label(code: never, locale: LocaleCd): string;
}

/** The label of a code read from a row (an unknown code has none). */
export const codeLabel = (table: CodeTable, code: string, locale: LocaleCd): string =>
  table.codes.includes(code) ? (table.label as (code: string, locale: LocaleCd) => string)(code, locale) : '';

export function codeTable<const C extends string>(labels: Record<C, Labels>) {
  const codes = Object.keys(labels) as C[];
  return {
    codes: codes as [C, ...C[]],
    label: (code: C, locale: LocaleCd): string => labels[code][locale],
  };
}

/** dateCd of jobs and videos: 10 dated window, 20 always open, 30 hidden draft. */
export const DATE_MODES = codeTable({
  '10': { EN: 'Date', VI: 'Theo ngày' },
  '20': { EN: 'Always', VI: 'Thường xuyên' },
  '30': { EN: 'Hide', VI: 'Ẩn' },
});
export type DateCd = (typeof DATE_MODES.codes)[number];

/** FAQ and news categories. */
export const CATEGORIES = codeTable({
  '10': { EN: 'General', VI: 'Chung' },
  '20': { EN: 'KidVenture', VI: 'KidVenture' },
  '30': { EN: 'Other', VI: 'Khác' },
});
export type CategoryCd = (typeof CATEGORIES.codes)[number];

export const PARTNER_TYPES = codeTable({
  '10': { EN: 'State/Public Institutions', VI: 'Cơ quan nhà nước/công lập' },
  '20': { EN: 'Health Financials', VI: 'Y tế - Tài chính' },
  '30': { EN: 'Food', VI: 'Thực phẩm' },
  '40': { EN: 'Media Service', VI: 'Truyền thông - Dịch vụ' },
  '50': { EN: 'Distribution and Manufacture', VI: 'Phân phối và Sản xuất' },
});
export type PartnerTypeCd = (typeof PARTNER_TYPES.codes)[number];

/** Video types: 00 the featured main video, 10 list videos. */
export const VIDEO_TYPES = codeTable({
  '00': { EN: 'Featured', VI: 'Nổi bật' },
  '10': { EN: 'List', VI: 'Danh sách' },
});
export type VideoTypeCd = (typeof VIDEO_TYPES.codes)[number];

export const INQUIRY_TYPES = codeTable({
  '10': { EN: 'Partnership', VI: 'Hợp tác' },
  '20': { EN: 'Affiliate Inquiry', VI: 'Liên kết' },
});
export type InquiryTypeCd = (typeof INQUIRY_TYPES.codes)[number];

export const INQUIRY_STATUSES = codeTable({
  '10': { EN: 'Wait', VI: 'Chờ xử lý' },
  '20': { EN: 'Done', VI: 'Đã xử lý' },
});
export type InquiryStatusCd = (typeof INQUIRY_STATUSES.codes)[number];

/**
 * Where an application stands (decision 032): set by staff on its detail screen. New ones are '10'.
 */
export const APPLICATION_STATUSES = codeTable({
  '10': { EN: 'New', VI: 'Mới' },
  '20': { EN: 'Reviewing', VI: 'Đang xem xét' },
  '30': { EN: 'Interview', VI: 'Phỏng vấn' },
  '40': { EN: 'Offer', VI: 'Đề nghị nhận việc' },
  '50': { EN: 'Hired', VI: 'Đã tuyển' },
  '60': { EN: 'Not selected', VI: 'Không phù hợp' },
  // The applicant withdrew (their status page, decision 052), or told staff they do.
  '70': { EN: 'Withdrawn', VI: 'Đã rút hồ sơ' },
});
export type ApplicationStatusCd = (typeof APPLICATION_STATUSES.codes)[number];

/** A job's employment type: schema.org's JobPosting values, sent and stored as they are. */
export const EMPLOYMENT_TYPES = codeTable({
  FULL_TIME: { EN: 'Full-time', VI: 'Toàn thời gian' },
  PART_TIME: { EN: 'Part-time', VI: 'Bán thời gian' },
  CONTRACTOR: { EN: 'Contract', VI: 'Hợp đồng' },
  TEMPORARY: { EN: 'Temporary', VI: 'Thời vụ' },
  INTERN: { EN: 'Internship', VI: 'Thực tập' },
  OTHER: { EN: 'Other', VI: 'Khác' },
});
export type EmploymentType = (typeof EMPLOYMENT_TYPES.codes)[number];

/** The period a job's pay is given for: schema.org's unitText values. */
export const SALARY_UNITS = codeTable({
  HOUR: { EN: 'per hour', VI: 'mỗi giờ' },
  DAY: { EN: 'per day', VI: 'mỗi ngày' },
  MONTH: { EN: 'per month', VI: 'mỗi tháng' },
  YEAR: { EN: 'per year', VI: 'mỗi năm' },
});
export type SalaryUnit = (typeof SALARY_UNITS.codes)[number];

/** E-mail domain presets of the inquiry form: 00 typed by the visitor. */
export const EMAIL_DOMAINS = { '00': '', '10': 'gmail.com', '20': 'naver.com' } as const;
export type EmailDomainCd = keyof typeof EMAIL_DOMAINS;

export const ROLES = ['System Manager', 'General Manager'] as const;
export type Role = (typeof ROLES)[number];

/** Limits of spec section 9. */
export const LIMITS = {
  publicJobPageSize: 7,
  publicFaqPageSize: 7,
  publicPressPageSize: 9,
  adminPageSize: 10,
  maxPageSize: 100,
  homeNewsCount: 3,
  homeJobCount: 3,
  relatedJobCount: 3,
  uploadBytes: 10 * 1024 * 1024,
  memoMax: 255,
  passwordMin: 8,
  passwordMax: 16,
} as const;
