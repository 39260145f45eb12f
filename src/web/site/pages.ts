import type { ComponentType } from 'react';
import type { Translate } from '../lib/i18n.tsx';
import type { PageProps, RouteId } from './routes.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute or site-relative image for Open Graph. */
  image?: string;
}

/** What every page module under src/web/site exports. */
export interface PageModule {
  default: ComponentType<PageProps>;
  meta: (props: PageProps, t: Translate) => PageMeta;
}

/** Route id → page module file, relative to src/web/site. */
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
  partners: './site/partner/PartnersPage.tsx',
  inquiry: './site/partner/InquiryPage.tsx',
  press: './site/news/PressPage.tsx',
  videos: './site/news/VideosPage.tsx',
  news: './site/news/NewsPage.tsx',
  notFound: './site/NotFoundPage.tsx',
};
