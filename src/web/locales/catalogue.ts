import type { Locale } from '../../common/paths.ts';
import type { Catalogue } from '../lib/i18n.tsx';
import { MESSAGE_SECTIONS, type MessageSection, SHELL_SECTIONS } from './sections.ts';

/**
 * Every section file of both languages. Server side only (the SSR entry and tests): a browser bundle
 * that imported this would carry the whole catalogue again (tests/architecture forbids it).
 */
const FILES = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

function sectionOf(locale: Locale, section: MessageSection): Catalogue {
  const tree = FILES[`./${locale}/${section}.json`];
  if (!tree) throw new Error(`Missing catalogue section ${locale}/${section}`);
  return tree;
}

/** The shell's sections and the given ones, as one tree keyed like the whole catalogue. */
export function catalogueOf(locale: Locale, sections: readonly MessageSection[]): Catalogue {
  const messages: Catalogue = {};
  for (const section of new Set([...SHELL_SECTIONS, ...sections])) {
    // A section is a top-level key (`home`) or one page's texts inside a group (`career.jobs`).
    const [key, page] = section.split('.') as [string, string?];
    const tree = sectionOf(locale, section);
    messages[key] = page ? { ...(messages[key] as Catalogue | undefined), [page]: tree } : tree;
  }
  return messages;
}

/** The whole catalogue of one language, for tests. */
export const fullCatalogue = (locale: Locale) => catalogueOf(locale, MESSAGE_SECTIONS);
