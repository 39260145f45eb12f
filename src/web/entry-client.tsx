// First: in development it sets up React Fast Refresh before React loads; the build makes it empty.
import '@vitejs/plugin-react/preamble';

import { type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Catalogue } from './lib/i18n.tsx';
import { App, type PageState } from './site/App.tsx';
import type { PageModule } from './site/pages.ts';
import './styles/site.css';

const readJson = (id: string) => JSON.parse(document.getElementById(id)!.textContent!);

/**
 * Marks the document once the page is hydrated (`<html data-hydrated>`): the scripts start after
 * the page has loaded (boot.ts), and browser tests wait for this before they use the page.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return children;
}

/** Hydrates the server-rendered page with the same state and texts the server used. */
async function start() {
  const state = readJson('page-state') as PageState;
  // Only the catalogue sections this page renders, written into the HTML by the server.
  const messages = readJson('page-messages') as Catalogue;
  // The page's own entry file (vite.config.ts), named by the server; its imports are preloaded.
  const file = document.getElementById('page-state')!.dataset.module!;
  const page = (await import(/* @vite-ignore */ file)) as PageModule;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a long form would otherwise be one long task); a tap on a
  // part not yet hydrated still hydrates that part first and is replayed.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <Hydrated>
        <App state={state} messages={messages} Page={page.default} />
      </Hydrated>,
    );
  });
}

start();
