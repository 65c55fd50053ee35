/**
 * 'Für alle künftigen anmelden' / 'abmelden' on the next occurrence of a series (docs/termine.md "Serien"): one
 * answer for every future occurrence at once; each stays changeable on its own card afterwards. The
 * answer says per occurrence what happened (a full one puts the member on its waiting list), summed up
 * in the toast; the cards take each occurrence's new state from it.
 */
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppTermin, SerienAnmeldungAntwort } from '@vereinsportal/domain';
import { api } from '../common/api';
import { zeigeErfolg, zeigeFehler } from '../common/notify';
import { KEYS } from '../common/queries';
import { SERIE_APP } from './texte';

type Antwort = 1 | 2;

/**
 * The cards that offer 'alle künftigen': per series the first occurrence the member can still answer. Once,
 * not on every card: a weekly series would repeat the same two buttons down the whole list.
 */
export function serienAnmeldungBei(termine: readonly AppTermin[]): Set<number> {
  const gesehen = new Set<number>();
  const karten = new Set<number>();
  for (const t of termine) {
    if (typeof t.SerieId !== 'number' || t.MitAnAbmeldung !== 1 || t.Abgesagt === 1 || !t.Aenderbar || gesehen.has(t.SerieId)) continue;
    gesehen.add(t.SerieId);
    karten.add(t.TerminId);
  }
  return karten;
}

export function SerienAnmeldung({ termin }: { termin: AppTermin & { SerieId: number } }) {
  const queryClient = useQueryClient();
  const laeuft = useRef(false);
  const speichern = useMutation({
    onSettled: () => {
      laeuft.current = false;
    },
    mutationFn: (status: Antwort) => api.setAppSerieAnAbmeldung({ params: { SerieId: termin.SerieId }, body: { AnAbmeldeStatus: status } }),
    onSuccess: (antwort: SerienAnmeldungAntwort) => {
      const neu = new Map(antwort.Termine.map((t) => [t.TerminId, t]));
      queryClient.setQueryData<AppTermin[]>(KEYS.termine, (alt) =>
        alt?.map((t) => {
          const n = neu.get(t.TerminId);
          return n && n.AnAbmeldeStatus !== null
            ? { ...t, MeinStatus: n.AnAbmeldeStatus, WartelistePlatz: n.WartelistePlatz, FreiePlaetze: n.FreiePlaetze }
            : t;
        }),
      );
      zeigeErfolg(SERIE_APP.ergebnis(antwort.Termine));
    },
    onError: (error) => {
      zeigeFehler(error);
      void queryClient.invalidateQueries({ queryKey: KEYS.termine });
    },
  });
  const starten = (status: Antwort) => {
    if (laeuft.current) return;
    laeuft.current = true;
    speichern.mutate(status);
  };
  return (
    <Box sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {SERIE_APP.hinweis}
      </Typography>
      <Box
        role="group"
        aria-label={`${SERIE_APP.gruppe}: ${termin.Titel}`}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
      >
        <Button variant="outlined" size="small" disabled={speichern.isPending} onClick={() => starten(1)}>
          {SERIE_APP.alleAnmelden}
        </Button>
        <Button variant="outlined" size="small" color="error" disabled={speichern.isPending} onClick={() => starten(2)}>
          {SERIE_APP.alleAbmelden}
        </Button>
      </Box>
    </Box>
  );
}
