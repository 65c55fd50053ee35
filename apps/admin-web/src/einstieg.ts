/**
 * What both pages of the portal start with (index.html -> main.tsx, anmeldung.html -> anmeldung/leicht.tsx):
 * the styles, toasts loaded with the first one (shell/Toasts.tsx) and the React root. A start failure only
 * logs (docs/produkt.md §8).
 */
import { createRoot, type Root } from 'react-dom/client';
import './main.css';
import { setToastLader } from './common/toasts';

export function wurzelAnlegen(): Root | null {
  setToastLader(() => import('./shell/Toasts').then((m) => m.toastsMontieren()));
  try {
    const el = document.getElementById('root');
    if (!el) throw new Error('#root fehlt');
    return createRoot(el);
  } catch (error) {
    console.error('Vereinsportal konnte nicht gestartet werden', error);
    return null;
  }
}
