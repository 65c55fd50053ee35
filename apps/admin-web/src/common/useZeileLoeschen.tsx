import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSpeichern } from './useSpeichern';
import { ConfirmDialog } from './ConfirmDialog';
import type { ErfolgKey } from './notify';

/**
 * Deleting a row of a list page after confirmation: the call with its toasts, then the list reloads.
 *   const loeschen = useZeileLoeschen<News>({ titel: 'News löschen', text: (n) => `... '${n?.Titel ?? ''}' ...`,
 *     erfolg: 'newsGeloescht', listeKey: ['news'], loeschen: (n) => api.deleteNews({ params: { NewsId: n.NewsId } }) });
 *   row action: onClick={() => loeschen.fragen(row)}     page: {loeschen.dialog}
 * `text` also gets null while the dialog closes.
 */
export function useZeileLoeschen<R>(o: {
  titel: string;
  text: (row: R | null) => string;
  erfolg: ErfolgKey;
  listeKey: QueryKey;
  loeschen: (row: R) => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const [zuLoeschen, setZuLoeschen] = useState<R | null>(null);

  const loeschen = useSpeichern({
    aufruf: o.loeschen,
    erfolg: o.erfolg,
    danach: () => queryClient.invalidateQueries({ queryKey: o.listeKey }),
  });

  const dialog = (
    <ConfirmDialog
      open={zuLoeschen !== null}
      titel={o.titel}
      text={o.text(zuLoeschen)}
      bestaetigen="Löschen"
      gefaehrlich
      onConfirm={() => zuLoeschen && loeschen.starten(zuLoeschen)}
      onClose={() => setZuLoeschen(null)}
    />
  );
  // The state setter: stable, so column definitions may depend on it.
  const fragen: (row: R) => void = setZuLoeschen;
  return { fragen, dialog };
}
