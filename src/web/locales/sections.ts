/**
 * The sections of the public site's catalogue. Each is one file per language, named by the key path
 * it holds: `en/career.jobs.json` is the `career.jobs` sub-tree of the English texts. A page names
 * the sections it renders (`messages` in its module) and gets those plus the shell's, in its HTML.
 */
export const MESSAGE_SECTIONS = [
  'meta',
  'menu',
  'header',
  'footer',
  'common',
  'serverError',
  'preview',
  'jobs',
  'home',
  'career.people',
  'career.hr',
  'career.jobs',
  'career.faqs',
  'career.jobAlert',
  'career.job',
  'career.apply',
  'career.status',
  'company.about',
  'company.intro',
  'company.business',
  'company.ci',
  'company.mission',
  'company.history',
  'company.location',
  'partner.partners',
  'partner.inquiry',
  'newsPages.press',
  'newsPages.videos',
  'newsPages.article',
  'newsPages.events',
  'newsPages.event',
  'privacy',
  'withdrawal',
  // The RSS channels' titles and descriptions (the server's feeds and the pages' heads), no page's.
  'feeds',
] as const;

export type MessageSection = (typeof MESSAGE_SECTIONS)[number];

/**
 * What every page renders around its content: head, header, footer and the error note. An
 * administrator's preview adds `preview`, so a visitor's page never carries the preview marker's text.
 */
export const SHELL_SECTIONS: readonly MessageSection[] = [
  'meta',
  'menu',
  'header',
  'footer',
  'common',
  'serverError',
];
