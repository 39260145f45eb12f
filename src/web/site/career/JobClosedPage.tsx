import { PATHS } from '../../../common/paths.ts';
import type { Translate } from '../../lib/i18n.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { MessageSection } from '../../locales/sections.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';

export const messages: readonly MessageSection[] = ['career.job'];

/**
 * 'This position is closed': the page of a job past its deadline (HTTP 410, `noindex`, no
 * JobPosting; decision 060), leading to the positions open now.
 */
export default function JobClosedPage(_props: PageProps) {
  const { t, href } = useI18n();
  return (
    <section className="not-found container">
      <p className="eyebrow">410</p>
      <h1>{t('career.job.closed')}</h1>
      <p>{t('career.job.closedText')}</p>
      <a className="button" href={href(PATHS.jobs)}>
        {t('career.job.openPositions')}
      </a>
    </section>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, { title: t('career.job.closed'), description: t('career.job.closedText') });
}
