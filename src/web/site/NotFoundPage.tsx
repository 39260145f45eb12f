import type { Translate } from '../lib/i18n.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { pageMeta } from './page-title.ts';
import type { PageMeta, PageProps } from './pages.ts';
import type { MessageSection } from '../locales/sections.ts';

export const messages: readonly MessageSection[] = [];

/** 'Not Found...' for unknown paths and for records that are not public (HTTP 404). */
export default function NotFoundPage(_props: PageProps) {
  const { t, href } = useI18n();
  return (
    <section className="not-found container">
      <p className="eyebrow">404</p>
      <h1>{t('common.notFound')}</h1>
      <p>{t('common.notFoundText')}</p>
      <a className="button" href={href('/')}>
        {t('common.backHome')}
      </a>
    </section>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, { title: t('common.notFound'), description: t('common.notFoundText') });
}
