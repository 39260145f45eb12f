// First: in development it sets up React Fast Refresh before React loads; the build makes it empty.
import '@vitejs/plugin-react/preamble';

import { createRoot } from 'react-dom/client';
import { config } from 'zod';
import { AdminApp } from './AdminApp.tsx';
import { loadStoredAdminTexts } from './lib/language.tsx';
import './styles/admin.css';

// Zod's fast path probes `new Function`, which the CSP refuses and reports as a violation even
// though zod catches it (decision 046): the back-office validates without it.
config({ jitless: true });

/**
 * The back-office: client-rendered under /admin, its own entry, never part of a public page; in the
 * session's language from its first paint.
 */
loadStoredAdminTexts().then(() => createRoot(document.getElementById('admin')!).render(<AdminApp />));
