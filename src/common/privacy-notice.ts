import { vietnamLocal } from './schedule-times.ts';

/**
 * The privacy notice (decision 039): a plain text format staff write and the site renders, and the
 * placeholders that state the configured retention (the body of a publication is checked by
 * `schemas/privacy-notice.ts`; this file stays free of zod for the public page). The text is
 * never HTML: `noticeBlocks` cuts it into headings, paragraphs and lists that pages render as
 * text (React escapes it), so nothing a publisher writes can become markup.
 */

/** Characters each language's text may hold. */
export const PRIVACY_NOTICE_MAX_LENGTH = 50_000;

/** A published version as the API answers it. */
export interface PrivacyNoticeVersion {
  versionNo: number;
  contentsEn: string;
  contentsVi: string;
  publishedAt: string;
  publishedBy: string | null;
}

/** A version in the list of versions. */
export type PrivacyNoticeListed = Pick<PrivacyNoticeVersion, 'versionNo' | 'publishedAt'>;

/** The placeholders a notice may hold and what each stands for (the admin screen lists them). */
export const PRIVACY_PLACEHOLDERS = [
  'inquiryRetentionDays',
  'applicationRetentionDays',
  'historyRetentionDays',
] as const;
export type PrivacyPlaceholder = (typeof PRIVACY_PLACEHOLDERS)[number];

/** `{name}` of a known placeholder replaced by its value; anything else is left as written. */
export function fillPlaceholders(text: string, values: Record<PrivacyPlaceholder, number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name as PrivacyPlaceholder]) : whole,
  );
}

export type NoticeBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/**
 * The notice's text as blocks: `## ` starts a heading, `### ` a smaller one, lines starting with
 * `- ` are items of one list, other lines run into a paragraph until a blank line.
 */
export function noticeBlocks(text: string): NoticeBlock[] {
  const blocks: NoticeBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 2 | 3, text: heading[2]! });
    } else if (/^[-*]\s+/.test(line)) {
      if (paragraph.length) flush();
      list.push(line.replace(/^[-*]\s+/, ''));
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** DD/MM/YYYY of an instant in Vietnam. */
export function vietnamDmy(at: string): string {
  const [date] = vietnamLocal(at).split('T');
  const [y, m, d] = date!.split('-');
  return `${d}/${m}/${y}`;
}

/** DD/MM/YYYY HH:MM of an instant in Vietnam. */
export function vietnamDmyTime(at: string): string {
  return `${vietnamDmy(at)} ${vietnamLocal(at).slice(11, 16)}`;
}
