import type { Translate } from '../lib/i18n.tsx';
import { useI18n } from '../lib/i18n.tsx';
import type { MessageSection } from '../locales/sections.ts';
import { pageMeta } from './page-title.ts';
import type { PageMeta, PageProps } from './pages.ts';

/** What the server sends with a page that failed to load or render. */
export interface ServerErrorData {
  /** Logged with the error, so staff can find it when a visitor quotes it. */
  reference: string;
  /** The database was out of reach for a moment (HTTP 503): no fault to quote, only to try again. */
  unavailable?: boolean;
}

export const messages: readonly MessageSection[] = [];

/** The words of the page: a fault (500) or a moment's unavailability (503). */
const wordsOf = (data: ServerErrorData, t: Translate) =>
  data.unavailable
    ? { title: t('serverError.unavailableTitle'), text: t('serverError.unavailableText') }
    : { title: t('serverError.title'), text: t('serverError.text') };

/**
 * 'Something went wrong' with the reference of the logged error (HTTP 500), or 'back in a moment'
 * while the database is out of reach (HTTP 503).
 */
export default function ServerErrorPage({ path, data }: PageProps<ServerErrorData>) {
  const { t, href } = useI18n();
  const { title, text } = wordsOf(data, t);
  return (
    <section className="not-found container">
      <p className="eyebrow">{data.unavailable ? 503 : 500}</p>
      <h1>{title}</h1>
      <p>{text}</p>
      {!data.unavailable && (
        <p className="not-found__reference">
          {t('serverError.reference')} <code>{data.reference}</code>
        </p>
      )}
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

export function meta({ data }: PageProps<ServerErrorData>, t: Translate): PageMeta {
  const { title, text } = wordsOf(data, t);
  return pageMeta(t, { title, description: text });
}
