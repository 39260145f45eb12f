// First: in development it sets up React Fast Refresh before React loads; the build makes it empty.
import '@vitejs/plugin-react/preamble';

import { hydrateRoot } from 'react-dom/client';
import type { Catalogue } from './lib/i18n.tsx';

import { App, type PageState } from './site/App.tsx';
import { PAGE_FILES, type PageModule } from './site/pages.ts';
import './styles/site.css';

// Page components only: their `*Page.server.ts` loaders never match, so they stay out of the browser.
const pages = import.meta.glob<PageModule>('./site/**/*Page.tsx');
const catalogues = import.meta.glob<{ default: Catalogue }>('./locales/*.json');

/** Hydrates the server-rendered page with the same state the server used. */
async function start() {
  const state = JSON.parse(document.getElementById('page-state')!.textContent!) as PageState;
  const [page, messages] = await Promise.all([
    pages[PAGE_FILES[state.route]]!(),
    catalogues[`./locales/${state.locale}.json`]!(),
  ]);
  hydrateRoot(
    document.getElementById('root')!,
    <App state={state} messages={messages.default} Page={page.default} />,
  );
}

start();
