/**
 * Shown when a screen fails to render or its code cannot be loaded (e.g. the app was updated
 * while the page was open and the old chunk is gone): a short note and a reload button.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export function Ladefehler({ error }: { error: unknown }) {
  console.error(error);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          Neu laden
        </Button>
      }
    >
      Die Seite konnte nicht geladen werden.
    </Alert>
  );
}
