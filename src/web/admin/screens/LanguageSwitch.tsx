import { useI18n } from '../../lib/i18n.tsx';
import { useSetLanguage } from '../lib/language.tsx';
import { useRouter } from '../lib/router.tsx';

/** EN / VI buttons of the admin header; a form with unsaved changes is asked first. */
export function LanguageSwitch() {
  const { t, locale } = useI18n();
  const setLanguage = useSetLanguage();
  const { confirmLeave } = useRouter();
  return (
    <fieldset className="admin-language">
      <legend className="visually-hidden">{t('frame.language')}</legend>
      {(['en', 'vi'] as const).map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={locale === code}
          onClick={async () => {
            if (code !== locale && (await confirmLeave('language'))) setLanguage(code);
          }}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
