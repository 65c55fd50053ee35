/**
 * Entry: toasts and the app; registers the service worker in production builds. MUI's theme is
 * loaded with the signed-in shell (shell/Shell.tsx), so the sign-in screen loads only React.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SnackbarProvider, closeSnackbar } from 'notistack';
import './main.css';
import { App } from './App';
import { registriereServiceWorker } from './shell/serviceWorker';
import { passwortGegenTokenTauschen } from './anmeldung/umstellung';

try {
  const el = document.getElementById('root');
  if (!el) throw new Error('#root fehlt');
  createRoot(el).render(
    <StrictMode>
      <SnackbarProvider
        // One at a time: a new confirmation replaces the last, so they never pile up over the screen's buttons.
        maxSnack={1}
        preventDuplicate
        // Bottom, raised above the bottom navigation (main.css .vp-toasts), so its buttons stay usable.
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        classes={{ containerAnchorOriginBottomCenter: 'vp-toasts' }}
        action={(key) => (
          <button type="button" className="vp-toast-schliessen" aria-label="Meldung schliessen" onClick={() => closeSnackbar(key)}>
            ×
          </button>
        )}
      >
        <App />
      </SnackbarProvider>
    </StrictMode>,
  );
} catch (error) {
  console.error('Die App konnte nicht gestartet werden', error);
}

if (import.meta.env.PROD) registriereServiceWorker();
// An older app's stored password becomes a device token once (README "Die App").
void passwortGegenTokenTauschen();
