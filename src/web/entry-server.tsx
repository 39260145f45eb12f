import { renderToString } from 'react-dom/server';
import type { RouteMatch } from '../common/paths.ts';
import { type Catalogue, translator } from './lib/i18n.tsx';
import { catalogueOf } from './locales/catalogue.ts';
import { App, type PageState } from './site/App.tsx';
import { type Loaded, type LoaderContext, MISSING, type PageLoader } from './site/page-data.ts';
import { PAGE_FILES, type PageMeta, type PageModule } from './site/pages.ts';

const modules = import.meta.glob<PageModule>('./site/**/*Page.tsx', { eager: true });
const loaders = import.meta.glob<{ load: PageLoader }>('./site/**/*Page.server.ts', { eager: true });

export { matchRoute } from '../common/paths.ts';
export type { PageState };
export { PAGE_FILES };

/** A page's loader sits beside it: HomePage.tsx → HomePage.server.ts. */
const loaderFile = (pageFile: string) => pageFile.replace(/\.tsx$/, '.server.ts');

/** The data of the matched page, read by the loader beside it; pages without one get null. */
export async function loadPage(
  route: RouteMatch,
  context: Omit<LoaderContext, 'params' | 'query'>,
): Promise<Loaded<unknown>> {
  if (route.id === 'notFound') return MISSING;
  const loader = loaders[loaderFile(PAGE_FILES[route.id])];
  return loader ? loader.load({ ...context, params: route.params, query: route.query }) : { data: null };
}

/**
 * Renders one public page to HTML, with its meta data and the texts it was rendered with (the shell's
 * and its own sections); the server wraps them in the document, and the browser hydrates with the same.
 */
export function render(state: PageState): { html: string; meta: PageMeta; messages: Catalogue } {
  const page = modules[PAGE_FILES[state.route]];
  if (!page) throw new Error(`No page module for ${state.route}`);
  const messages = catalogueOf(state.locale, [
    ...page.messages,
    ...(state.isPreview ? ['preview' as const] : []),
  ]);
  const html = renderToString(<App state={state} messages={messages} Page={page.default} />);
  return { html, meta: page.meta({ ...state }, translator(messages)), messages };
}
