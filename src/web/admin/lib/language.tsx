import { createContext, type ReactNode, useContext, useState } from 'react';
import type { Locale } from '../../../common/paths.ts';
import { I18nProvider } from '../../lib/i18n.tsx';
import { en } from '../locales/en.ts';
import { vi } from '../locales/vi.ts';

/**
 * The admin's EN/VI choice (spec 2): it switches the admin texts and the locale of the content
 * listed and created, since each record exists in one language only. It is kept in session storage, like the spec's app.
 */
const KEY = 'kv-admin-language';
const SetLanguage = createContext<(locale: Locale) => void>(() => {});

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(() => (sessionStorage.getItem(KEY) === 'vi' ? 'vi' : 'en'));
  const choose = (next: Locale) => {
    sessionStorage.setItem(KEY, next);
    document.documentElement.lang = next;
    setLocale(next);
  };
  document.documentElement.lang = locale;
  return (
    <SetLanguage.Provider value={choose}>
      <I18nProvider locale={locale} messages={locale === 'vi' ? vi : en}>
        {children}
      </I18nProvider>
    </SetLanguage.Provider>
  );
}

export const useSetLanguage = () => useContext(SetLanguage);
