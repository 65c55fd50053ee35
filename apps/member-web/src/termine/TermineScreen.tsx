/**
 * Upcoming events: date, time or 'ganztägig', place, link, description; for events with sign-up the
 * member's answer and three buttons (1 Anmelden, 2 Abmelden, 3 Provisorisch anmelden). One save at a
 * time per event: the buttons are disabled while it is pending. A cancelled event shows 'Abgesagt' with
 * its note and no buttons; the next occurrence of a series also offers 'alle künftigen' (SerienAnmeldung).
 * A club with weekly series has a thousand upcoming events: the screen renders the first TERMINE_SEITE and
 * more on request (rendering all cards at once took seconds on a phone; `pnpm bench`, docs/termine.md).
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EventIcon from '@mui/icons-material/Event';
import LinkIcon from '@mui/icons-material/Link';
import PlaceIcon from '@mui/icons-material/Place';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AN_ABMELDE_STATUS, prefixUrl, WARTELISTE_TEXT, type AnAbmeldeStatus, type AppTermin } from '@vereinsportal/domain';
import { api } from '../common/api';
import { terminDatum, terminZeit } from '../common/format';
import { zeigeErfolg, zeigeFehler } from '../common/notify';
import { KEYS, termineQuery } from '../common/queries';
import { ERFOLG_APP, STATUS_BUTTON, STATUS_TEXT } from '../common/texte';
import { SERIE_APP } from './texte';
import { Zustand } from '../common/Zustand';
import { SerienAnmeldung, serienAnmeldungBei } from './SerienAnmeldung';

function Zeile({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary', '& svg': { fontSize: 20, mt: '2px' } }}>
      {icon}
      <Typography component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function AnAbmeldung({ termin }: { termin: AppTermin }) {
  const queryClient = useQueryClient();
  // Guards the instant between a tap and the re-render that disables the buttons.
  const laeuft = useRef(false);
  const speichern = useMutation({
    onSettled: () => {
      laeuft.current = false;
    },
    mutationFn: (status: AnAbmeldeStatus) =>
      api.setAppAnAbmeldung({ params: { TerminId: termin.TerminId }, body: { AnAbmeldeStatus: status } }),
    onSuccess: (antwort) => {
      queryClient.setQueryData<AppTermin[]>(KEYS.termine, (alt) =>
        alt?.map((t) =>
          t.TerminId === antwort.TerminId
            ? { ...t, MeinStatus: antwort.AnAbmeldeStatus, WartelistePlatz: antwort.WartelistePlatz, FreiePlaetze: antwort.FreiePlaetze }
            : t,
        ),
      );
      zeigeErfolg(ERFOLG_APP.anAbmeldung);
    },
    onError: (error) => {
      zeigeFehler(error);
      // The event may have started or changed meanwhile.
      void queryClient.invalidateQueries({ queryKey: KEYS.termine });
    },
  });
  const gesperrt = !termin.Aenderbar || speichern.isPending;
  const farbe = termin.MeinStatus === 1 ? 'success' : termin.MeinStatus === 2 ? 'error' : termin.MeinStatus === 3 ? 'warning' : 'default';
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">Ihre Antwort:</Typography>
        <Chip size="small" color={farbe} label={STATUS_TEXT[termin.MeinStatus]} />
        {/* docs/produkt.md "Kapazität und Warteliste": a sign-up beyond the maximum waits for a place. */}
        {termin.WartelistePlatz !== null ? (
          <Chip size="small" color="warning" variant="outlined" label={WARTELISTE_TEXT.wartelistePlatz(termin.WartelistePlatz)} />
        ) : null}
        {termin.FreiePlaetze !== null ? (
          <Typography variant="body2" color="text.secondary">
            {WARTELISTE_TEXT.freiePlaetze(termin.FreiePlaetze)}
          </Typography>
        ) : null}
      </Box>
      <Box role="group" aria-label={`An- und Abmeldung: ${termin.Titel}`} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {AN_ABMELDE_STATUS.map((status) => {
          const aktiv = termin.MeinStatus === status;
          return (
            <Button
              key={status}
              variant={aktiv ? 'contained' : 'outlined'}
              color={status === 2 ? 'error' : status === 3 ? 'warning' : 'primary'}
              aria-pressed={aktiv}
              disabled={gesperrt}
              onClick={() => {
                if (aktiv || laeuft.current) return;
                laeuft.current = true;
                speichern.mutate(status);
              }}
              sx={status === 3 ? { gridColumn: '1 / -1' } : undefined}
            >
              {STATUS_BUTTON[status]}
            </Button>
          );
        })}
      </Box>
      {!termin.Aenderbar ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {SERIE_APP.geschlossen}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Cards rendered at first and added by each 'Weitere Termine anzeigen'. */
const TERMINE_SEITE = 20;

export default function TermineScreen() {
  const query = useQuery(termineQuery);
  const mitSerienAnmeldung = useMemo(() => serienAnmeldungBei(query.data ?? []), [query.data]);
  const [anzahl, setAnzahl] = useState(TERMINE_SEITE);
  // After 'Weitere', the keyboard continues at the first new card (its heading), not at the list's end.
  const [fokusAb, setFokusAb] = useState<number | null>(null);
  const ersteNeue = useRef<HTMLHeadingElement>(null);
  useEffect(() => ersteNeue.current?.focus(), [fokusAb]);
  return (
    <Zustand query={query} leer={(d) => d.length === 0} leerText="Keine kommenden Termine.">
      {(termine) => (
        <>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {termine.slice(0, anzahl).map((t, i) => {
              const zeit = terminZeit(t);
              const url = prefixUrl(t.URL);
              return (
                <li key={t.TerminId}>
                  <Card component="article">
                    <CardContent>
                      <Typography
                        variant="h2"
                        sx={{ fontSize: '1.1rem', mb: 1 }}
                        {...(i === fokusAb ? { ref: ersteNeue, tabIndex: -1 } : {})}
                      >
                        {t.Titel}
                        {t.Abgesagt === 1 ? (
                          <Chip size="small" color="error" label={SERIE_APP.abgesagt} sx={{ ml: 1, verticalAlign: 'text-bottom' }} />
                        ) : null}
                      </Typography>
                      {t.Abgesagt === 1 && t.AbsageNotiz ? (
                        <Alert severity="error" icon={false} sx={{ mb: 1, py: 0, overflowWrap: 'anywhere' }}>
                          {t.AbsageNotiz}
                        </Alert>
                      ) : null}
                      <Stack spacing={0.5}>
                        <Zeile icon={<EventIcon aria-hidden />}>{terminDatum(t)}</Zeile>
                        {zeit ? <Zeile icon={<AccessTimeIcon aria-hidden />}>{zeit}</Zeile> : null}
                        {t.Ort ? <Zeile icon={<PlaceIcon aria-hidden />}>{t.Ort}</Zeile> : null}
                        {url ? (
                          <Zeile icon={<LinkIcon aria-hidden />}>
                            <Link href={url} target="_blank" rel="noopener noreferrer">
                              {t.URL}
                            </Link>
                          </Zeile>
                        ) : null}
                      </Stack>
                      {t.Beschreibung ? (
                        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{t.Beschreibung}</Typography>
                      ) : null}
                      {t.MitAnAbmeldung === 1 && t.Abgesagt !== 1 ? <AnAbmeldung termin={t} /> : null}
                      {mitSerienAnmeldung.has(t.TerminId) && typeof t.SerieId === 'number' ? (
                        <SerienAnmeldung termin={{ ...t, SerieId: t.SerieId }} />
                      ) : null}
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </Stack>
          {termine.length > anzahl ? (
            <Button
              variant="outlined"
              fullWidth
              sx={{ mt: 2 }}
              onClick={() => {
                setFokusAb(anzahl);
                setAnzahl(anzahl + TERMINE_SEITE);
              }}
            >
              {SERIE_APP.weitere(anzahl, termine.length)}
            </Button>
          ) : null}
        </>
      )}
    </Zustand>
  );
}
