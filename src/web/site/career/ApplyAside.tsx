import { PATHS } from '../../../common/paths.ts';
import { SITE } from '../../../common/site-config.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { AsideLinks } from './AsideLinks.tsx';

/** 'How to apply' beside the jobs list: three steps, the careers address and links onwards. */
export function ApplyAside() {
  const { t, href, list } = useI18n();
  return (
    <aside className="career-aside" aria-labelledby="apply-aside-title">
      <h2 id="apply-aside-title" className="career-aside__title">
        {t('career.jobs.aside.title')}
      </h2>
      <ol className="career-aside__steps">
        {list('career.jobs.aside.steps').map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="career-aside__email">
        <span>{t('career.jobs.aside.email')}</span>
        <a href={`mailto:${SITE.careersEmail}`}>{SITE.careersEmail}</a>
      </p>
      <AsideLinks
        links={[
          { href: href(PATHS.hr), label: t('career.jobs.aside.hr') },
          { href: href(PATHS.faqs), label: t('career.jobs.aside.faqs') },
        ]}
      />
    </aside>
  );
}
