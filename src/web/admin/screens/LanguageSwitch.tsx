import { useI18n } from '../../lib/i18n.tsx';
import { useSetLanguage } from '../lib/language.tsx';

/** EN / VI buttons of the admin header. */
export function LanguageSwitch() {
  const { t, locale } = useI18n();
  const setLanguage = useSetLanguage();
  return (
    <fieldset className="admin-language">
      <legend className="visually-hidden">{t('frame.language')}</legend>
      {(['en', 'vi'] as const).map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={locale === code}
          onClick={() => setLanguage(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
