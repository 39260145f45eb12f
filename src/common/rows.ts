import type {
  CategoryCd,
  DateCd,
  EmploymentType,
  LocaleCd,
  PartnerTypeCd,
  SalaryUnit,
  VideoTypeCd,
} from './codes.ts';

/**
 * Board rows as visitors receive them (the public API and the server-rendered pages alike): search
 * folds and who created or edited a row are left out (when it was edited, modifyDt, is kept), and each row carries the labels of its
 * codes in its own language.
 */
interface PublicRow {
  localeCd: LocaleCd;
  createDt: string;
  /** When an editor last saved it; null when never edited since it was created. */
  modifyDt: string | null;
  /**
   * On a detail answer: the item in each language it exists in, itself included (issue 26), e.g.
   * {"EN": 3, "VI": 8}; lists leave it out.
   */
  translations?: Partial<Record<LocaleCd, number>>;
}

export interface ImageVariant {
  w: number;
  url: string;
}

/**
 * What a banner's or partner's media library item adds to its public row (issue 26): the picture's
 * description in the row's language ('' when none) and the point its crops keep in view (percent).
 */
export interface MediaLook {
  imageAlt?: string;
  focalX?: number;
  focalY?: number;
}

export interface BannerRow extends PublicRow, MediaLook {
  bannerNo: number;
  title: string;
  contents: string;
  linkUrl: string;
  imageUrl: string;
  imageVariants: ImageVariant[];
}

/** A page's own search snippet and share picture (issue 26): '' (or absent) for the derived ones. */
export interface SeoFields {
  metaDescription?: string | null;
  shareImage?: string | null;
}

export interface NewsRow extends PublicRow, SeoFields {
  newsNo: number;
  typeCd: CategoryCd;
  typeCdNm: string;
  title: string;
  /** Rich text, sanitized by the server when it was saved. */
  contents: string;
  /** The first image of the article, or ''. */
  thumbnailUrl: string;
}

export interface FaqRow extends PublicRow {
  faqNo: number;
  typeCd: CategoryCd;
  typeCdNm: string;
  title: string;
  /** Rich text, sanitized by the server when it was saved. */
  contents: string;
}

export interface JobRow extends PublicRow, SeoFields {
  jobNo: number;
  title: string;
  /** Rich text, sanitized by the server when it was saved. */
  contents: string;
  dateCd: DateCd;
  dateCdNm: string;
  startDt: string | null;
  endDt: string | null;
  fileUrl: string | null;
  fileName: string | null;
  /** The structured fields (issue 25): '' (null for pay) when not given. */
  department: string;
  location: string;
  employmentType: EmploymentType | '';
  /** Its label in the row's language. */
  employmentTypeNm: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryUnit: SalaryUnit | '';
  salaryUnitNm: string;
  /** 'Y': the job takes applications on the site. */
  applyOnline: 'Y' | 'N';
}

export interface VideoRow extends PublicRow {
  videoNo: number;
  /** '00' the featured main video, '10' the list. */
  typeCd: VideoTypeCd;
  dateCd: DateCd;
  dateCdNm: string;
  startDt: string | null;
  endDt: string | null;
  title: string;
  youtubeId: string;
}

export interface PartnerRow extends PublicRow, MediaLook {
  partnerNo: number;
  name: string;
  typeCd: PartnerTypeCd;
  typeCdNm: string;
  linkUrl: string | null;
  logoImageUrl: string | null;
  imageVariants: ImageVariant[] | null;
}

/** The public row of each board content type, by the name the API and the services use. */
export interface PublicRows {
  banner: BannerRow;
  news: NewsRow;
  faq: FaqRow;
  job: JobRow;
  video: VideoRow;
  partner: PartnerRow;
}

export type PublicContentType = keyof PublicRows;

/** A media library item as the API answers it (GET /api/media). */
export interface MediaRow {
  mediaNo: number;
  url: string;
  fileName: string;
  variants: ImageVariant[];
  width: number | null;
  height: number | null;
  altEN: string;
  altVI: string;
  focalX: number;
  focalY: number;
  createId: string | null;
  createDt: string;
  modifyId: string | null;
  modifyDt: string | null;
}

/** Where a media item is used: a banner, a partner, or the rich text of a news, FAQ or job item. */
export interface MediaUse {
  type: 'banner' | 'partner' | 'news' | 'faq' | 'job';
  no: number;
  title: string;
  localeCd: string;
  /** In the trash: restoring it would bring the picture back. */
  isDeleted: boolean;
}
