import type { ComponentType } from 'react';
import type { Locale, RouteId } from '../../common/paths.ts';
import type { Translate } from '../lib/i18n.tsx';
import type { MessageSection } from '../locales/sections.ts';

/** What the server hands to the page, in the HTML and to hydration alike. */
export interface PageProps<D = null> {
  locale: Locale;
  path: string;
  params: Record<string, string>;
  /** What the page's loader (its `*.server.ts` file) returned; null for pages without one. */
  data: D;
  /** On an administrator's preview: the id of the item previewed. */
  previewId?: number | undefined;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute or site-relative image for Open Graph. */
  image?: string;
  /** The image that is the page's largest paint, fetched from the head before scripts and styles. */
  preloadImage?: PreloadImage;
}

/** An image as `<link rel="preload" as="image">` names it: the same candidates the page's img has. */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
  /** The candidates' type (`image/webp`), so a browser without it skips the preload. */
  type?: string;
}

/**
 * What every page module under src/web/site exports. Modules are picked by route id at run time,
 * so their data arrives here untyped; each page types it with its loader's result.
 */
export interface PageModule {
  default: ComponentType<PageProps<unknown>>;
  meta: (props: PageProps<unknown>, t: Translate) => PageMeta;
  /**
   * The catalogue sections the page renders besides the shell's (its own, and those of the shared
   * pieces it shows, such as `jobs` for job cards). Only these reach its HTML, for rendering and
   * hydration alike; a section left out shows as bare keys, which the pages' tests catch.
   */
  messages: readonly MessageSection[];
}

/**
 * The route table: the page module that renders each route, relative to src/web (also its key in
 * Vite's manifest). The URLs themselves are written once, in src/common/paths.ts.
 */
// Route ids, not board types.
export const PAGE_FILES: Record<RouteId, string> = {
  home: './site/home/HomePage.tsx',
  about: './site/company/AboutPage.tsx',
  mission: './site/company/MissionPage.tsx',
  history: './site/company/HistoryPage.tsx',
  location: './site/company/LocationPage.tsx',
  people: './site/career/PeoplePage.tsx',
  hr: './site/career/HrPage.tsx',
  jobs: './site/career/JobsPage.tsx',
  faqs: './site/career/FaqsPage.tsx',
  job: './site/career/JobPage.tsx',
  apply: './site/career/ApplyPage.tsx',
  partners: './site/partner/PartnersPage.tsx',
  inquiry: './site/partner/InquiryPage.tsx',
  press: './site/news/PressPage.tsx',
  videos: './site/news/VideosPage.tsx',
  news: './site/news/NewsPage.tsx',
  events: './site/news/EventsPage.tsx',
  event: './site/news/EventPage.tsx',
  privacy: './site/privacy/PrivacyPage.tsx',
  jobAlertConfirm: './site/career/JobAlertPage.tsx',
  jobAlertUnsubscribe: './site/career/JobAlertPage.tsx',
  privacyWithdraw: './site/privacy/WithdrawPage.tsx',
  applicationStatus: './site/career/ApplicationStatusPage.tsx',
  applicationErased: './site/career/ApplicationStatusPage.tsx',
  notFound: './site/NotFoundPage.tsx',
  jobClosed: './site/career/JobClosedPage.tsx',
  serverError: './site/ServerErrorPage.tsx',
};
