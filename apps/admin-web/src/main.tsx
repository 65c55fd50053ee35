/** Entry: providers (theme, query, toasts) around the router. A start failure only logs (docs/produkt.md §8). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider, closeSnackbar } from 'notistack';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { theme } from './theme';
import { router } from './router';
import { queryClient } from './lib/queryClient';
import { setNavigator } from './lib/navigation';
import { ToastContent } from './components/ToastContent';

setNavigator((to) => {
  void router.navigate({ href: to });
});

try {
  const el = document.getElementById('root');
  if (!el) throw new Error('#root fehlt');
  createRoot(el).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider
            maxSnack={4}
            // A close button, so a toast can be dismissed before its 8 s (also by keyboard).
            action={(key) => (
              <IconButton size="small" color="inherit" aria-label="Meldung schliessen" onClick={() => closeSnackbar(key)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
            anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
            Components={{ error: ToastContent, success: ToastContent, info: ToastContent, warning: ToastContent, default: ToastContent }}
          >
            <RouterProvider router={router} />
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
} catch (error) {
  console.error('Vereinsportal konnte nicht gestartet werden', error);
}
