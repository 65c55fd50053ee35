/**
 * The colours of both web apps (MUI palette). Darker than MUI's defaults where white text sits on
 * them (filled alerts, toasts), so it meets WCAG AA (4.5:1).
 */
export const PALETTE = {
  primary: { main: '#1565c0' },
  secondary: { main: '#00796b' },
  error: { main: '#c62828' },
  info: { main: '#01579b' },
  success: { main: '#2e7d32' },
  warning: { main: '#8a4b00' },
  background: { default: '#f5f7fb' },
} as const;

/** The font stack: Roboto where installed, else system fonts (no web font download). */
export const SCHRIFTEN = 'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif';
