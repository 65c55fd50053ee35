/**
 * notistack's provider, mounted in a root of its own when the first toast is shown (common/toasts.ts), so
 * neither notistack nor MUI is part of the first load. The look comes from main.css.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import type { Enqueue } from '../common/toasts';

let montiert = false;

function Schliessen({ onClick }: { onClick: () => void }) {
  // A close button, so a toast can be dismissed before its 8 s (also by keyboard); MUI's Close icon.
  return (
    <button type="button" className="vp-toast-schliessen" aria-label="Meldung schliessen" onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
      </svg>
    </button>
  );
}

/** Mounts the provider once and returns its enqueue function. */
export function toastsMontieren(): Enqueue {
  if (!montiert) {
    montiert = true;
    const el = document.createElement('div');
    document.body.append(el);
    // Synchronously, so the provider exists (and enqueueSnackbar works) when this returns.
    flushSync(() => {
      createRoot(el).render(
        <SnackbarProvider
          maxSnack={4}
          action={(key) => <Schliessen onClick={() => closeSnackbar(key)} />}
          // Bottom right, away from the navigation bar and the pages' buttons (left); below 600 px notistack
          // makes them full width at the bottom.
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        />,
      );
    });
  }
  return (inhalt, optionen) => {
    enqueueSnackbar(inhalt, optionen);
  };
}
