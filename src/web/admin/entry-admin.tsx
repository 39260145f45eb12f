// First: in development it sets up React Fast Refresh before React loads; the build makes it empty.
import '@vitejs/plugin-react/preamble';

import { createRoot } from 'react-dom/client';
import { AdminApp } from './AdminApp.tsx';
import './styles/admin.css';

/** The back-office: client-rendered under /admin, its own entry, never part of a public page. */
createRoot(document.getElementById('admin')!).render(<AdminApp />);
