/** The three states of a loaded list: loading, failed (with the server's text and a retry), empty. */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { fehlerText } from './notify';
import { Laden } from './Laden';

interface Props<T> {
  query: UseQueryResult<T, Error>;
  leer?: (daten: T) => boolean;
  leerText?: string;
  children: (daten: T) => ReactNode;
}

export function Zustand<T>({ query, leer, leerText = 'Keine Einträge.', children }: Props<T>) {
  if (query.data !== undefined) {
    if (leer?.(query.data)) {
      return (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {leerText}
        </Typography>
      );
    }
    return <>{children(query.data)}</>;
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        sx={{ whiteSpace: 'pre-line' }}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Erneut versuchen
          </Button>
        }
      >
        {fehlerText(query.error)}
      </Alert>
    );
  }
  return <Laden />;
}
