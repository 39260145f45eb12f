import type { ComponentType } from 'react';
import { type Catalogue, I18nProvider } from '../lib/i18n.tsx';
import type { Locale, RouteId } from '../lib/paths.ts';
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
}

/** Header on news pages and job details is solid and coloured (spec 2, public shell). */
export const isSolidHeader = (state: PageState) =>
  state.path.startsWith('/news/') || state.route === 'job' || state.route === 'notFound';

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
      <Header path={state.path} solid={isSolidHeader(state)} />
      <main id="main" tabIndex={-1}>
        <Page locale={state.locale} path={state.path} params={state.params} data={state.data} />
      </main>
      <Footer />
    </I18nProvider>
  );
}
