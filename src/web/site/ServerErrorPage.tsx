import type { Translate } from '../lib/i18n.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { pageMeta } from './page-title.ts';
import type { PageMeta, PageProps } from './pages.ts';
import type { MessageSection } from '../locales/sections.ts';

/** What the server sends with a page that failed to load or render. */
export interface ServerErrorData {
  /** Logged with the error, so staff can find it when a visitor quotes it. */
  reference: string;
}

export const messages: readonly MessageSection[] = [];

/** 'Something went wrong' with the reference of the logged error (HTTP 500). */
export default function ServerErrorPage({ path, data }: PageProps<ServerErrorData>) {
  const { t, href } = useI18n();
  return (
    <section className="not-found container">
      <p className="eyebrow">500</p>
      <h1>{t('serverError.title')}</h1>
      <p>{t('serverError.text')}</p>
      <p className="not-found__reference">
        {t('serverError.reference')} <code>{data.reference}</code>
      </p>
      <div className="button-row not-found__actions">
        <a className="button" href={href(path)}>
          {t('serverError.retry')}
        </a>
        <a className="button button--ghost" href={href('/')}>
          {t('common.backHome')}
        </a>
      </div>
    </section>
  );
}

export function meta(_props: PageProps<ServerErrorData>, t: Translate): PageMeta {
  return pageMeta(t, { title: t('serverError.title'), description: t('serverError.text') });
}
