import { createRoot } from 'react-dom/client';
import { AdminApp } from './AdminApp.tsx';
import './styles/admin.css';

/** The back-office: client-rendered under /admin, its own entry, never part of a public page. */
createRoot(document.getElementById('admin')!).render(<AdminApp />);
