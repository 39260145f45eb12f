import { createContext, type ReactNode, useContext } from 'react';
import { type Locale, localePath } from '../../common/paths.ts';

/**
 * A deliberately small i18n layer: a tree of texts in one language, `{name}` placeholders, keys as
 * dotted paths into the tree. The public site hands it the catalogue sections a page renders
 * (src/web/locales, decision 017); the back-office its own texts.
 */
export type Catalogue = { [key: string]: string | Catalogue };

interface I18nValue {
  locale: Locale;
  messages: Catalogue;
}

const I18nContext = createContext<I18nValue>({ locale: 'en', messages: {} });

export function I18nProvider({ locale, messages, children }: I18nValue & { children: ReactNode }) {
  return <I18nContext.Provider value={{ locale, messages }}>{children}</I18nContext.Provider>;
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function translator(messages: Catalogue): Translate {
  return (key, vars) => {
    let value: string | Catalogue | undefined = messages;
    for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
    if (typeof value !== 'string') return key;
    return vars ? value.replace(/\{(\w+)\}/g, (m, name: string) => String(vars[name] ?? m)) : value;
  };
}

/** Lists of strings stored as objects keyed '0', '1', … keep the catalogue flat to translate. */
export function listOf(messages: Catalogue, key: string): string[] {
  let value: string | Catalogue | undefined = messages;
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  return typeof value === 'object'
    ? Object.values(value).filter((v): v is string => typeof v === 'string')
    : [];
}

export function useI18n() {
  const { locale, messages } = useContext(I18nContext);
  return {
    locale,
    t: translator(messages),
    /** A raw sub-tree of the catalogue, for pages that map over structured copy. */
    section: (key: string) => {
      let value: string | Catalogue | undefined = messages;
      for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
      return (typeof value === 'object' ? value : {}) as Catalogue;
    },
    list: (key: string) => listOf(messages, key),
    /** A link target in the current language. */
    href: (path: string) => localePath(locale, path),
    localeCd: (locale === 'vi' ? 'VI' : 'EN') as 'EN' | 'VI',
  };
}
