import type { ComponentType } from 'react';
import type { Locale, RouteId } from '../../common/paths.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { type Catalogue, I18nProvider, useI18n } from '../lib/i18n.tsx';
import { Footer } from './layout/Footer.tsx';
import { Header } from './layout/Header.tsx';
import type { PageProps } from './pages.ts';

export interface PageState {
  route: RouteId;
  locale: Locale;
  /** The English path of the page (no /vi prefix). */
  path: string;
  params: Record<string, string>;
  /** The loader's data, as JSON in the document: typed by the page that reads it. */
  data: unknown;
  /** An administrator's preview of an item that may not be public (/admin/preview/…). */
  isPreview?: boolean;
  /** On a preview: the id of the item previewed (a list page may show it opened). */
  previewId?: number;
  /** A record linked to its translation: its page in each language (English paths, decision 034). */
  alternates?: Record<Locale, string>;
}

/** Header on news pages, job details and apply pages is solid and coloured (spec 2, public shell). */
export const isSolidHeader = (state: PageState) =>
  state.path.startsWith('/news/') ||
  state.route === 'job' ||
  state.route === 'apply' ||
  state.route === 'notFound' ||
  state.route === 'jobClosed' ||
  state.route === 'serverError';

export function App({
  state,
  messages,
  Page,
}: {
  state: PageState;
  messages: Catalogue;
  Page: ComponentType<PageProps<unknown>>;
}) {
  return (
    <I18nProvider locale={state.locale} messages={messages}>
      <ErrorBoundary fallback={<BrokenPage />}>
        <Header path={state.path} solid={isSolidHeader(state)} alternates={state.alternates} />
        <main id="main" tabIndex={-1}>
          <ErrorBoundary fallback={<BrokenPage />}>
            <Page
              locale={state.locale}
              path={state.path}
              params={state.params}
              data={state.data}
              previewId={state.previewId}
            />
          </ErrorBoundary>
        </main>
        <Footer />
        {state.isPreview && <PreviewMarker />}
      </ErrorBoundary>
    </I18nProvider>
  );
}

/** What a page that failed in the browser shows instead of a blank screen. */
function BrokenPage() {
  const { t } = useI18n();
  return (
    <section className="not-found container" role="alert">
      <h1>{t('serverError.title')}</h1>
      <p>{t('serverError.browserText')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('serverError.reload')}
      </button>
    </section>
  );
}

/** Fixed to the bottom of the screen, so no part of the previewed page is hidden under it for good. */
function PreviewMarker() {
  const { t } = useI18n();
  return (
    <>
      <div className="preview-marker__space" aria-hidden="true" />
      <aside className="preview-marker" aria-label={t('preview.marker')}>
        <strong>{t('preview.marker')}</strong> <span>{t('preview.note')}</span>
      </aside>
    </>
  );
}
