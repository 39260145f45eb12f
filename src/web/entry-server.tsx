import { renderToString } from 'react-dom/server';
import { type Catalogue, translator } from './lib/i18n.tsx';
import type { RouteMatch } from './lib/paths.ts';
import en from './locales/en.json' with { type: 'json' };
import vi from './locales/vi.json' with { type: 'json' };
import { App, type PageState } from './site/App.tsx';
import { type Loaded, type LoaderContext, MISSING, type PageLoader } from './site/page-data.ts';
import { PAGE_FILES, type PageMeta, type PageModule } from './site/pages.ts';

const modules = import.meta.glob<PageModule>('./site/**/*Page.tsx', { eager: true });
const loaders = import.meta.glob<{ load: PageLoader }>('./site/**/*Page.server.ts', { eager: true });
const CATALOGUES: Record<string, Catalogue> = { en, vi };

export { matchRoute } from './lib/paths.ts';
export type { PageState };
export { PAGE_FILES };

/** A page's loader sits beside it: HomePage.tsx → HomePage.server.ts. */
const loaderFile = (pageFile: string) => pageFile.replace(/\.tsx$/, '.server.ts');

/** The data of the matched page, read by the loader beside it; pages without one get null. */
export async function loadPage(
  route: RouteMatch,
  context: Omit<LoaderContext, 'params'>,
): Promise<Loaded<unknown>> {
  if (route.id === 'notFound') return MISSING;
  const loader = loaders[loaderFile(PAGE_FILES[route.id])];
  return loader ? loader.load({ ...context, params: route.params }) : { data: null };
}

/** Renders one public page to HTML, with its meta data; the server wraps it in the document. */
export function render(state: PageState): { html: string; meta: PageMeta; messages: Catalogue } {
  const page = modules[PAGE_FILES[state.route]];
  if (!page) throw new Error(`No page module for ${state.route}`);
  const messages = CATALOGUES[state.locale]!;
  const html = renderToString(<App state={state} messages={messages} Page={page.default} />);
  return { html, meta: page.meta({ ...state }, translator(messages)), messages };
}
