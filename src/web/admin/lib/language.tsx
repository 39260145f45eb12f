import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Locale } from '../../../common/paths.ts';
import { I18nProvider } from '../../lib/i18n.tsx';
import { type AdminCatalogue, en } from '../locales/en.ts';

/**
 * The admin's EN/VI choice (spec 2): it switches the admin texts and the locale of the content
 * listed and created, since each record exists in one language only. It is kept in session storage, like the spec's app.
 * The admin's first script carries the English texts only; the Vietnamese ones load once the admin
 * is idle, or at once when chosen (the entry waits for them when the session chose Vietnamese
 * before, so no English flashes).
 */
const KEY = 'kv-admin-language';
const SetLanguage = createContext<(locale: Locale) => void>(() => {});

let viTexts: AdminCatalogue | undefined;
let viLoading: Promise<unknown> | undefined;

/** The texts of `locale`, loading them first if need be (a failed load may be tried again). */
export function loadAdminTexts(locale: Locale): Promise<void> {
  if (locale === 'en' || viTexts) return Promise.resolve();
  viLoading ??= import('../locales/vi.ts').then(
    (loaded) => {
      viTexts = loaded.vi;
    },
    (error: unknown) => {
      viLoading = undefined;
      throw error;
    },
  );
  return viLoading.then(() => {});
}

const storedLocale = (): Locale => (sessionStorage.getItem(KEY) === 'vi' ? 'vi' : 'en');

/** Before the admin first renders: the texts of the language this session chose. */
export const loadStoredAdminTexts = () => loadAdminTexts(storedLocale()).catch(() => {});

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(storedLocale);
  // Vietnamese texts that cannot load (the network is gone): English until they can.
  const [hasFailed, setHasFailed] = useState(false);
  const [, setLoaded] = useState(0);
  const messages = locale === 'vi' ? (viTexts ?? (hasFailed ? en : undefined)) : en;
  useEffect(() => {
    if (messages) return;
    loadAdminTexts(locale).then(
      () => setLoaded((n) => n + 1),
      () => setHasFailed(true),
    );
  }, [messages, locale]);
  // Once the admin has drawn and is idle, the other texts are fetched, so the switch is at once.
  useEffect(() => {
    const whenIdle = window.requestIdleCallback ?? ((work: () => void) => window.setTimeout(work, 2000));
    whenIdle(() => {
      loadAdminTexts('vi').catch(() => {});
    });
  }, []);
  // The switch changes language once its texts are here: the screen and what it holds stay as they are.
  const choose = (next: Locale) =>
    loadAdminTexts(next).then(
      () => {
        sessionStorage.setItem(KEY, next);
        document.documentElement.lang = next;
        setLocale(next);
      },
      () => {},
    );
  document.documentElement.lang = messages === en ? 'en' : locale;
  if (!messages) return null;
  return (
    <SetLanguage.Provider value={choose}>
      <I18nProvider locale={messages === en ? 'en' : locale} messages={messages}>
        {children}
      </I18nProvider>
    </SetLanguage.Provider>
  );
}

export const useSetLanguage = () => useContext(SetLanguage);
