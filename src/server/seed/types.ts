import type { EmploymentType, SalaryUnit } from '../../common/codes.ts';

/** Shape of the demo content written on first start, one object per locale. */

export type CategoryCd = '10' | '20' | '30';
export type DateCd = '10' | '20' | '30';
export type PartnerTypeCd = '10' | '20' | '30' | '40' | '50';

export interface SeedBanner {
  title: string;
  /** Sub title shown under the main title. */
  contents: string;
  /** Site-relative link, e.g. '/career/jobs'. */
  linkUrl: string;
  /** Two hex colours for the generated original artwork, e.g. ['#ff7a59', '#ffd166']. */
  palette: [string, string];
}

export interface SeedNews {
  typeCd: CategoryCd;
  title: string;
  /** Sanitizable HTML: p, h2, h3, ul, ol, li, strong, em, a, blockquote. No images, no scripts. */
  contents: string;
  /** How many days before the seed date it was published (0..365). */
  daysAgo: number;
}

/** A demo job's structured fields (decision 031); its pay is in VND, applied for online. */
export interface SeedJobFields {
  department: string;
  /** The city, in the content's language. */
  location: string;
  employmentType: EmploymentType;
  salaryMin: number;
  salaryMax: number;
  salaryUnit: SalaryUnit;
}

export interface SeedJob {
  title: string;
  /** HTML body: job information, duties, eligibility, benefits, how to apply. */
  contents: string;
  dateCd: DateCd;
  /** For dateCd '10': start and end relative to the seed day (negative = past). */
  startOffsetDays?: number;
  endOffsetDays?: number;
  daysAgo: number;
  /** As its text says them. */
  fields: SeedJobFields;
  /** Its screening questions, stored as JSON text in `job.questions`. */
  questions?: SeedQuestion[];
}

/** A screening question of a job, as `job.questions` holds it. */
export interface SeedQuestion {
  questionNo: number;
  text: string;
  kind: 'yesno' | 'text';
  required: 'Y' | 'N';
  /** The yes/no answer that rules an applicant out; '' for none. */
  knockoutAnswer: 'Y' | 'N' | '';
}

/** An applicant's answer, with the question as it was asked, as `application.answers` holds it. */
export interface SeedAnswer {
  questionNo: number;
  text: string;
  kind: 'yesno' | 'text';
  answer: string;
}

export interface SeedFaq {
  typeCd: CategoryCd;
  title: string;
  /** HTML answer (p, ul, li, strong, a). */
  contents: string;
}

export interface SeedPartner {
  name: string;
  typeCd: PartnerTypeCd;
  /** Fictional but well-formed https URL on an example domain, e.g. https://partner-name.example. */
  linkUrl: string;
  /** One hex colour for the generated logo. */
  color: string;
}

export interface SeedVideo {
  /** '00' the single featured video, '10' list videos. */
  typeCd: '00' | '10';
  title: string;
  youtubeId: string;
  dateCd: DateCd;
  daysAgo: number;
}

export interface SeedInquiry {
  /** '10' Partnership, '20' Affiliate Inquiry. */
  typeCd: '10' | '20';
  title: string;
  contents: string;
  name: string;
  /** Local part of the e-mail address. */
  email: string;
  /** '00' others (typed domain), '10' gmail, '20' naver. */
  emailDomain: '00' | '10' | '20';
  emailDomainName: string;
  /** Digits only. */
  phone: string;
  statusCd: '10' | '20';
  daysAgo: number;
}

/** A demo job application (decision 032): who applied for which of the locale's jobs, and where it stands. */
export interface SeedApplication {
  /** Index of the job in `jobs`. */
  job: number;
  name: string;
  email: string;
  /** Digits only. */
  phone: string;
  coverLetter: string;
  /** Where it ends up; '70' the applicant withdrew it. */
  statusCd: '10' | '20' | '30' | '40' | '50' | '60' | '70';
  note: string;
  daysAgo: number;
  /** Where the applicant came from: direct, facebook, topcv, vietnamworks, school-fair… */
  source: string;
  /** Their answers to the job's screening questions, when it has some. */
  answers?: SeedAnswer[];
}

/** The e-mail staff sent when they moved an application to a status: `{name}` and `{jobTitle}` filled in. */
export interface SeedStageMail {
  subject: string;
  body: string;
}

/** A demo event or hiring day (decision 044): when, relative to the seeding day, in Vietnam time. */
export interface SeedEvent {
  /** '10' park event, '20' hiring day. */
  kind: '10' | '20';
  title: string;
  summary: string;
  contents: string;
  place: string;
  /** Days from the seeding day (negative: past) and the time of day, HH:MM. */
  startOffsetDays: number;
  startTime: string;
  endOffsetDays: number;
  endTime: string;
  daysAgo: number;
}

export interface SeedContent {
  banners: SeedBanner[];
  news: SeedNews[];
  jobs: SeedJob[];
  faqs: SeedFaq[];
  partners: SeedPartner[];
  videos: SeedVideo[];
  events: SeedEvent[];
  inquiries: SeedInquiry[];
  applications: SeedApplication[];
  /** By the status moved to: what the demo's moved applicants were sent. */
  stageMails: Record<string, SeedStageMail>;
}
