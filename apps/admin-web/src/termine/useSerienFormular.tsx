/**
 * The series part of the event form (docs/termine.md "Serien"), so TerminBearbeitenPage only places it:
 * - a new event: the 'Wiederholung' section; with a rule, 'Speichern' creates the series (createTerminSerie).
 * - an occurrence of a series: the series' rule (editable), and 'Speichern' first asks 'Nur diesen Termin'
 *   (the ordinary updateTermin) or 'Diesen und alle folgenden' (updateTerminFolgende); a changed rule only
 *   allows the second.
 *   const serie = useSerienFormular(t, oeffnen);
 *   serie.abschnitt   the section (a Grid item)        serie.fehler  its messages, merged with the form's
 *   serie.speichern(t, einzeln) -> true when it took the save (else the page saves the single event)
 *   serie.dialog / serie.laeuft / serie.bereit (an occurrence's series has loaded)
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useQueryClient } from '@tanstack/react-query';
import { terminObjektFelder, type FieldErrors, type Termin, type Wiederholung as Regel } from '@vereinsportal/domain';
import { api } from '../common/api';
import { TERMINE_KEYS } from './queries';
import { useApiQuery } from '../common/useApiCall';
import { useSpeichern } from '../common/useSpeichern';
import { SerienBearbeitenDialog, type SerienUmfang } from './SerienBearbeitenDialog';
import { SERIE_WEB } from './serieTexte';
import { serieQuery } from './serienQueries';
import { Wiederholung } from './Wiederholung';
import { anDatumAnpassen } from './wiederholungRegeln';
import { useWiederholungDaten } from './useWiederholungDaten';

/** The fields a series body takes from the form (the template of each occurrence; no id, no series state). */
type SerienFelder = { [K in keyof typeof terminObjektFelder]: Termin[K] };
function serienFelder(t: Termin): SerienFelder {
  return Object.fromEntries(Object.keys(terminObjektFelder).map((k) => [k, t[k as keyof SerienFelder]])) as SerienFelder;
}

const gleich = (a: Regel | null, b: Regel | null) => JSON.stringify(a) === JSON.stringify(b);

export function useSerienFormular(t: Termin, oeffnen: (id: number) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const serieId = t.SerieId ?? 0;
  const { data: serie } = useApiQuery({ ...serieQuery(serieId), enabled: serieId > 0 });
  // The rule as edited; undefined = unchanged (the new event's none, or the loaded series' rule).
  const [bearbeitet, setBearbeitet] = useState<Regel | null | undefined>(undefined);
  const gespeichert: Regel | null = serie?.Wiederholung ?? null;
  const roh = bearbeitet === undefined ? gespeichert : bearbeitet;
  // A new series' monthly rule follows its first date; an occurrence keeps its series' rule when moved alone.
  const regel = t.TerminId === 0 ? anDatumAnpassen(roh, t.Datum) : roh;
  const regelGeaendert = serieId > 0 && !gleich(regel, gespeichert);
  const [umfangOffen, setUmfangOffen] = useState(false);

  const pruefen = t.TerminId === 0 ? regel !== null : regelGeaendert;
  // The checks need the dates: the module with rrule loads once there is a rule.
  const daten = useWiederholungDaten(regel !== null);
  const fehler: FieldErrors | null = pruefen && regel && daten.modul ? daten.modul.wiederholungFehler(regel, serienFelder(t)) : null;

  const speichern = useSpeichern({
    aufruf: (body: { t: Termin; regel: Regel }) =>
      body.t.TerminId === 0
        ? api.createTerminSerie({ body: { ...serienFelder(body.t), Wiederholung: body.regel } })
        : api.updateTerminFolgende({ params: { TerminId: body.t.TerminId }, body: { ...serienFelder(body.t), Wiederholung: body.regel } }),
    erfolg: 'terminSerieGespeichert',
    hinweis: (a) => a.Hinweis ?? undefined,
    danach: async (a, body) => {
      setBearbeitet(undefined);
      await queryClient.invalidateQueries({ queryKey: TERMINE_KEYS.alle });
      if (body.t.TerminId === 0) await oeffnen(a.RecordId);
    },
  });

  const [wartend, setWartend] = useState<{ t: Termin; einzeln: (t: Termin) => void } | null>(null);
  const umfangGewaehlt = (umfang: SerienUmfang) => {
    if (!wartend) return;
    if (umfang === 'diesen') wartend.einzeln(wartend.t);
    else if (regel) speichern.starten({ t: wartend.t, regel });
    setWartend(null);
  };

  /** Takes the save when it concerns a series: true = handled here (or asked), false = save the single event. */
  const uebernehmen = (neu: Termin, einzeln: (t: Termin) => void): boolean => {
    if (neu.TerminId === 0 && regel) {
      speichern.starten({ t: neu, regel });
      return true;
    }
    if (neu.TerminId !== 0 && serieId > 0 && regel) {
      setWartend({ t: neu, einzeln });
      setUmfangOffen(true);
      return true;
    }
    return false;
  };

  const abschnitt: ReactNode =
    t.TerminId === 0 || serie ? (
      <Grid size={{ xs: 12 }}>
        {serie && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {SERIE_WEB.gehoertZuSerie(serie.Termine.length)}
          </Alert>
        )}
        <Wiederholung value={regel} onChange={setBearbeitet} datum={t.Datum} errors={fehler} daten={daten} mitKeine={t.TerminId === 0} />
      </Grid>
    ) : null;

  const dialog = (
    <SerienBearbeitenDialog
      open={umfangOffen}
      regelGeaendert={regelGeaendert}
      datum={t.Datum ?? ''}
      onWahl={umfangGewaehlt}
      onClose={() => setUmfangOffen(false)}
    />
  );

  // An occurrence saves only once its series is there: before, the save could not ask what it is for.
  const bereit = (serieId === 0 || serie !== undefined) && (regel === null || daten.modul !== null);
  return { abschnitt, fehler, bereit, speichern: uebernehmen, dialog, laeuft: speichern.laeuft };
}
