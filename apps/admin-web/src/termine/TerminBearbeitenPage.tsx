import { useState } from 'react';
import { useNavigate, useParams } from '@tanstack/react-router';
import Grid from '@mui/material/Grid';
import { hasErrors, LABEL, MAX, mergeFieldErrors, prefixUrl, WARTELISTE_TEXT, type Termin } from '@vereinsportal/domain';
import { api } from '../common/api';
import { SpeichernButton } from '../common/SpeichernButton';
import { DatensatzSeite, FormularRahmen, useDatensatzSpeichern } from '../common/Datensatz';
import { DateField, TextField, TimeField } from '../common/forms';
import { ButtonLink } from '../common/links';
import { feldBindung, HakenZeile, KategorienZeile, useFormular } from '../common/formular';
import { maxTeilnehmendeAusText, terminFehler } from './terminRegeln';
import { ErinnerungFelder } from './ErinnerungFelder';
import { TERMINE_KEYS, terminQuery } from './queries';
import { useSerienFormular } from './useSerienFormular';
import { AbsageHinweis, AbsageKnopf } from './TerminAbsage';

const NEUER_TERMIN: Termin = {
  TerminId: 0,
  Datum: null,
  DatumBis: null,
  Zeit: null,
  ZeitBis: null,
  Ganztaegig: 0,
  Titel: null,
  Ort: null,
  URL: null,
  Beschreibung: null,
  MitAnAbmeldung: 0,
  FuerMitgliedschaftsart: null,
  MaxTeilnehmende: null,
  SerieId: null,
  Abgesagt: 0,
  AbsageNotiz: null,
  ErinnerungStunden: null,
  ErinnerungAuchAngemeldete: 0,
};

const neuerTermin = () => NEUER_TERMIN;

/** /terminbearbeiten/{id} (docs/produkt.md §2). */
export default function TerminBearbeitenPage() {
  const { terminId } = useParams({ from: '/_angemeldet/terminbearbeiten/$terminId' });
  return (
    <DatensatzSeite id={Number(terminId) || 0} abfrage={terminQuery} neu={neuerTermin} formular={(t) => <TerminFormular initial={t} />} />
  );
}

function TerminFormular({ initial }: { initial: Termin }) {
  const navigate = useNavigate();
  const { wert: t, set } = useFormular(initial);
  // The maximum as typed, so a wrong entry stays visible with its message instead of turning into NaN.
  const [maxText, setMaxText] = useState<string | null>(initial.MaxTeilnehmende === null ? null : String(initial.MaxTeilnehmende));
  const pruefung = terminFehler(t);
  const oeffnen = (id: number) => navigate({ to: '/terminbearbeiten/$terminId', params: { terminId: String(id) }, replace: true });
  // Series (docs/termine.md "Serien"): the 'Wiederholung' section, its checks and its saves.
  const serie = useSerienFormular(t, oeffnen);
  const errors = mergeFieldErrors(pruefung.errors, serie.fehler) ?? {};
  const ok = pruefung.ok && !hasErrors(serie.fehler) && serie.bereit;

  // One mutation for 'Speichern' and 'Kopie speichern': while either runs, neither can start.
  const speichern = useDatensatzSpeichern({
    aufruf: (termin: Termin) =>
      termin.TerminId === 0
        ? api.createTermin({ body: termin })
        : api.updateTermin({ params: { TerminId: termin.TerminId }, body: termin }),
    id: (termin) => termin.TerminId,
    erfolg: 'terminGespeichert',
    schluessel: TERMINE_KEYS,
    oeffnen,
  });
  // docs/produkt.md §4: 'Kopie speichern' saves a copy as new and opens it.
  const starten = (alsKopie: boolean) => {
    const termin = { ...t, URL: prefixUrl(t.URL), TerminId: alsKopie ? 0 : t.TerminId };
    // A copy is a single event; a series' save goes through the series (which may ask first).
    if (alsKopie || !serie.speichern(termin, speichern.starten)) speichern.starten(termin);
  };

  const ganztaegig = t.Ganztaegig === 1;
  const feld = feldBindung(t, set, errors);
  return (
    <FormularRahmen
      titel={t.TerminId === 0 ? 'Termin erfassen' : 'Termin bearbeiten'}
      vorFeldern={<AbsageHinweis termin={initial} />}
      aktionen={
        <>
          <SpeichernButton laeuft={speichern.laeuft || serie.laeuft} disabled={!ok} onClick={() => starten(false)}>
            Speichern
          </SpeichernButton>
          {t.TerminId !== 0 && (
            <SpeichernButton variant="outlined" laeuft={speichern.laeuft} disabled={!pruefung.ok} onClick={() => starten(true)}>
              Kopie speichern
            </SpeichernButton>
          )}
          {t.TerminId !== 0 && <AbsageKnopf termin={initial} />}
          {serie.dialog}
          <ButtonLink to="/terminliste" variant="outlined">
            Zur Terminliste
          </ButtonLink>
        </>
      }
    >
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField label="Datum" required {...feld('Datum')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField label="Datum bis" {...feld('DatumBis')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TimeField label="Zeit" required={!ganztaegig} disabled={ganztaegig} {...feld('Zeit')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TimeField label="Zeit bis" required={!ganztaegig} disabled={ganztaegig} {...feld('ZeitBis')} />
        </Grid>
        <HakenZeile
          label="Ganztägig"
          checked={ganztaegig}
          // docs/produkt.md §4: ticking all-day clears time and time to.
          onChange={(an) => set(an ? { Ganztaegig: 1, Zeit: null, ZeitBis: null } : { Ganztaegig: 0 })}
        />
        {serie.abschnitt}
        <Grid size={{ xs: 12 }}>
          <TextField label="Titel" required {...feld('Titel')} maxLength={MAX.termin.Titel} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <TextField label="Beschreibung" multiline minRows={3} {...feld('Beschreibung')} maxLength={MAX.termin.Beschreibung} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Ort" {...feld('Ort')} maxLength={MAX.termin.Ort} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Internet Link" {...feld('URL')} maxLength={MAX.termin.URL} />
        </Grid>
        <KategorienZeile value={t.FuerMitgliedschaftsart} onChange={(v) => set({ FuerMitgliedschaftsart: v })} />
        <HakenZeile label="Mit An-/Abmeldung" checked={t.MitAnAbmeldung === 1} onChange={(an) => set({ MitAnAbmeldung: an ? 1 : 0 })} />
        {t.MitAnAbmeldung === 1 && (
          <Grid size={{ xs: 12, sm: 6 }}>
            {/* docs/produkt.md "Kapazität und Warteliste": sign-ups beyond it wait; a lower value removes no one. */}
            <TextField
              label={LABEL.MaxTeilnehmende}
              value={maxText}
              onChange={(v) => {
                setMaxText(v);
                set({ MaxTeilnehmende: maxTeilnehmendeAusText(v) });
              }}
              feld="MaxTeilnehmende"
              errors={errors}
              helperText={WARTELISTE_TEXT.maxTeilnehmendeHilfe}
              maxLength={6}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12 }}>
          <ErinnerungFelder wert={t} onChange={set} errors={errors} />
        </Grid>
      </Grid>
    </FormularRahmen>
  );
}
