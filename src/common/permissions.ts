/**
 * Permission strings: <action><Menu><Page>, e.g. rMainBanner, aBoardRecruit, dUserIP.
 * '0ALL' grants every action on every page.
 */

export const ALL = '0ALL';

export const ACTIONS = ['r', 'a', 'e', 'd'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * The publish right (DECISIONS 7, decision 058): on the pages staff write, an account with `e` but
 * not `p` only submits its changes for review while review is on for the page's type.
 */
export const PUBLISH = 'p';
/** A right an account may hold on a page: one of the four actions or the publish right. */
export type Right = Action | typeof PUBLISH;

export const PAGES = [
  'MainBanner',
  'BoardRecruit',
  'BoardFAQ',
  'BoardNews',
  'BoardVideo',
  'BoardPartner',
  'BoardEvent',
  'BoardApplication',
  'QnAQnA',
  'UserAuthority',
  'UserIP',
  'UserHistory',
  'UserPrivacy',
] as const;
export type Page = (typeof PAGES)[number];

export const MENUS = ['Main', 'Board', 'QnA', 'User'] as const;
export type Menu = (typeof MENUS)[number];

/**
 * The rights a page has: all four, except where nobody adds a row: applications (applicants send
 * them, DECISIONS 7) and personal data (decision 040: r finds and exports a person's data and reads the
 * request log, e publishes the privacy notice, d erases a person's data).
 */
export function actionsOf(page: Page): readonly Action[] {
  return page === 'BoardApplication' || page === 'UserPrivacy'
    ? ACTIONS.filter((action) => action !== 'a')
    : ACTIONS;
}

/** The pages staff write, with images: every Main and Board page but applications. */
export const EDITED_PAGES: readonly Page[] = PAGES.filter(
  (page) => /^(Main|Board)/.test(page) && page !== 'BoardApplication',
);

/** Whether the page has the publish right: the pages staff write (decision 058). */
export const hasPublishRight = (page: Page): boolean => EDITED_PAGES.includes(page);

/** The rights a page has, the publish right after the four actions where it has one. */
export function rightsOf(page: Page): readonly Right[] {
  return hasPublishRight(page) ? [...actionsOf(page), PUBLISH] : actionsOf(page);
}

export const ALL_PERMISSIONS: readonly string[] = PAGES.flatMap((page) =>
  rightsOf(page).map((right) => `${right}${page}`),
);

export function isPermissionString(value: string): boolean {
  return value === ALL || ALL_PERMISSIONS.includes(value);
}

export function can(settings: readonly string[], action: Right, page: Page): boolean {
  return settings.includes(ALL) || settings.includes(`${action}${page}`);
}

/** The menu a page sits in: 'BoardNews' → 'Board'. */
export function menuOf(page: Page): Menu {
  return MENUS.find((menu) => page.startsWith(menu))!;
}

/** The page name without its menu: 'BoardNews' → 'News'. */
export function pageName(page: Page): string {
  return page.slice(menuOf(page).length);
}

export function isUserPermission(value: string): boolean {
  return value === ALL || /^[raed]User/.test(value);
}

/**
 * Admin list display rule (spec 6): 'ALL' above 40 settings or with 0ALL, else distinct page names.
 * The spec counts the four actions; publish rights (decision 058) do not count towards the 40.
 */
export function describeSettings(settings: readonly string[]): string {
  const actionCount = settings.filter((s) => !s.startsWith(PUBLISH)).length;
  if (settings.includes(ALL) || actionCount > 40) return 'ALL';
  const pages = PAGES.filter((page) => settings.some((s) => s.slice(1) === page));
  return pages.map(pageName).join(', ');
}

/**
 * Permissions are stored as one comma-separated string; this is the only place that splits it.
 * Entries are taken exactly as stored: ' rMainBanner' is not 'rMainBanner' and grants nothing.
 */
export function parseSettings(stored: string): string[] {
  return stored.split(',').filter(Boolean);
}

export function joinSettings(settings: readonly string[]): string {
  return settings.join(',');
}

/** The editor's image upload serves every page staff write: adding or editing any of its items. */
export function canUploadImages(settings: readonly string[]): boolean {
  return EDITED_PAGES.some((page) => can(settings, 'a', page) || can(settings, 'e', page));
}

/**
 * The media library (decision 036) has no page of its own: whoever may put a picture on a page
 * (add or edit any item of a page staff write) lists, uploads and describes its items.
 */
export const canUseMedia = canUploadImages;

/** Deleting a library item takes a delete right on one of those pages. */
export function canDeleteMedia(settings: readonly string[]): boolean {
  return EDITED_PAGES.some((page) => can(settings, 'd', page));
}
