import { useId, useState } from 'react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { MAX, type Mitglied } from '@vereinsportal/domain';
import { api } from '../common/api';
import { useSpeichern } from '../common/useSpeichern';
import { SpeichernButton } from '../common/SpeichernButton';
import { DatensatzSeite, useDatensatzSpeichern } from '../common/Datensatz';
import { useSession } from '../common/session';
import { TextField, feldFehler } from '../common/forms';
import { ButtonLink } from '../common/links';
import { KategorienFeld } from '../kategorien/KategorienFeld';
import { Seitenkopf } from '../common/Seitenkopf';
import { mitgliedFehler } from './mitgliedRegeln';
import { QUERY_KEYS } from '../common/queryKeys';
import { MITGLIEDER_KEYS, mitgliedQuery } from './queries';
import { DatenauskunftButtons, EndgueltigLoeschenButton } from '../datenschutz/DatenschutzAktionen';
import { ZugangsdatenSendenButton } from './ZugangsdatenSendenButton';
import { BeitragsAusnahmeKarte } from '../beitraege/BeitragsAusnahme';
import { AnwesenheitSaisonKarte } from '../termine/AnwesenheitSaison';

/** Defaults of a new member (docs/produkt.md §3). */
const NEUES_MITGLIED: Mitglied = {
  MitgliedId: 0,
  Vorname: null,
  Nachname: null,
  Strasse: null,
  Postleitzahl: null,
  Ort: null,
  Telefonnummer1: null,
  Telefonnummer2: null,
  Emailadresse: null,
  Mitgliedschaftsart: null,
  Vereinsfunktion: null,
  Bemerkung: null,
  HatSystemZugriff: 1,
  IstVereinsAdministrator: 0,
  Status: 'A',
};

const neuesMitglied = () => NEUES_MITGLIED;

/** The member's access flags (an administrator cannot take his own). */
const ZUGRIFF_FLAGS = [
  { feld: 'HatSystemZugriff', label: 'Hat Systemzugriff (App)' },
  { feld: 'IstVereinsAdministrator', label: 'Ist Vereinsadministrator' },
] as const;

/** /mitgliedbearbeiten/{id} (docs/produkt.md §2): create, edit, or view and restore a deleted member. */
export default function MitgliedBearbeitenPage() {
  const { mitgliedId } = useParams({ from: '/_angemeldet/mitgliedbearbeiten/$mitgliedId' });
  return (
    <DatensatzSeite
      id={Number(mitgliedId) || 0}
      abfrage={mitgliedQuery}
      neu={neuesMitglied}
      formular={(m) => <MitgliedFormular initial={m} />}
    />
  );
}

function MitgliedFormular({ initial }: { initial: Mitglied }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [m, setM] = useState<Mitglied>(initial);
  const set = (patch: Partial<Mitglied>) => setM((prev) => ({ ...prev, ...patch }));
  const geloescht = m.Status === 'D';
  const istNeu = m.MitgliedId === 0;
  const istSelbst = m.MitgliedId !== 0 && m.MitgliedId === user.userMitgliedId;
  const pruefung = mitgliedFehler(m);
  const errors = pruefung.errors;

  const aktualisieren = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: MITGLIEDER_KEYS.alle }),
      queryClient.invalidateQueries({ queryKey: MITGLIEDER_KEYS.eintrag(m.MitgliedId) }),
      queryClient.invalidateQueries({ queryKey: QUERY_KEYS.kategorien }),
    ]);
  };

  // A save may bring new categories: the category picker reloads too.
  const speichern = useDatensatzSpeichern({
    aufruf: (mitglied: Mitglied) =>
      mitglied.MitgliedId === 0
        ? api.createMitglied({ body: mitglied })
        : api.updateMitglied({ params: { MitgliedId: mitglied.MitgliedId }, body: mitglied }),
    id: (mitglied) => mitglied.MitgliedId,
    erfolg: 'mitgliedGespeichert',
    schluessel: MITGLIEDER_KEYS,
    auchNeuLaden: [QUERY_KEYS.kategorien],
    oeffnen: (id) => navigate({ to: '/mitgliedbearbeiten/$mitgliedId', params: { mitgliedId: String(id) }, replace: true }),
  });

  const wiederherstellen = useSpeichern({
    aufruf: (MitgliedId: number) => api.updateMitgliedStatus({ params: { MitgliedId }, body: { Status: 'A' } }),
    erfolg: 'mitgliedStatusGespeichert',
    danach: aktualisieren,
  });

  const text = (feld: keyof typeof MAX.mitglied, label: string, extra: { required?: boolean; multiline?: boolean; type?: string } = {}) => (
    <TextField
      label={label}
      value={m[feld]}
      onChange={(v) => set({ [feld]: v })}
      feld={feld}
      errors={errors}
      maxLength={MAX.mitglied[feld]}
      disabled={geloescht}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      type={extra.type}
    />
  );

  const titel = istNeu ? 'Mitglied erfassen' : geloescht ? 'Gelöschtes Mitglied' : 'Mitglied bearbeiten';
  // docs/produkt.md §5: an administrator needs system access. The domain files that message under
  // HatSystemZugriff; it concerns both checkboxes, so it shows under them and describes both.
  const flagFehler = [...new Set([feldFehler(errors, 'HatSystemZugriff'), feldFehler(errors, 'IstVereinsAdministrator')])].filter(
    (f): f is string => f !== undefined,
  );
  const flagFehlerId = useId();
  const flagBeschreibung = flagFehler.length > 0 ? flagFehlerId : undefined;

  return (
    <>
      <Seitenkopf titel={titel} />
      <Paper sx={{ p: 2 }} component="form" onSubmit={(e) => e.preventDefault()}>
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>{text('Vorname', 'Vorname', { required: true })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('Nachname', 'Nachname', { required: true })}</Grid>
          <Grid size={{ xs: 12 }}>{text('Strasse', 'Strasse', { required: true })}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{text('Postleitzahl', 'PLZ', { required: true })}</Grid>
          <Grid size={{ xs: 12, sm: 8 }}>{text('Ort', 'Ort', { required: true })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('Telefonnummer1', 'Telefonnummer 1', { type: 'tel' })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('Telefonnummer2', 'Telefonnummer 2', { type: 'tel' })}</Grid>
          <Grid size={{ xs: 12 }}>{text('Emailadresse', 'E-Mail-Adresse', { required: m.HatSystemZugriff === 1, type: 'email' })}</Grid>
          <Grid size={{ xs: 12 }} sx={{ mt: 1, mb: 0.5 }}>
            <KategorienFeld
              label="Mitgliederkategorien"
              value={m.Mitgliedschaftsart}
              onChange={(v) => set({ Mitgliedschaftsart: v })}
              disabled={geloescht}
            />
          </Grid>
          <Grid size={{ xs: 12 }}>{text('Vereinsfunktion', 'Vereinsfunktion')}</Grid>
          <Grid size={{ xs: 12 }}>{text('Bemerkung', 'Bemerkung', { multiline: true })}</Grid>
          <Grid size={{ xs: 12 }}>
            {ZUGRIFF_FLAGS.map(({ feld, label }) => (
              <FormControlLabel
                key={feld}
                control={
                  <Checkbox
                    checked={m[feld] === 1}
                    disabled={geloescht || istSelbst}
                    onChange={(e) => set({ [feld]: e.target.checked ? 1 : 0 })}
                    slotProps={{ input: { 'aria-describedby': flagBeschreibung } }}
                  />
                }
                label={label}
              />
            ))}
            {flagBeschreibung && (
              <FormHelperText error id={flagBeschreibung}>
                {flagFehler.join(' ')}
              </FormHelperText>
            )}
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          {geloescht ? (
            <SpeichernButton laeuft={wiederherstellen.laeuft} onClick={() => wiederherstellen.starten(m.MitgliedId)}>
              Mitglied wiederherstellen
            </SpeichernButton>
          ) : (
            <SpeichernButton type="submit" laeuft={speichern.laeuft} disabled={!pruefung.ok} onClick={() => speichern.starten(m)}>
              Speichern
            </SpeichernButton>
          )}
          <ButtonLink to="/mitgliederliste" variant="outlined">
            Zur Mitgliederliste
          </ButtonLink>
          <ZugangsdatenSendenButton mitglied={initial} />
          {istNeu ? null : <DatenauskunftButtons mitglied={initial} />}
          {geloescht ? <EndgueltigLoeschenButton mitglied={initial} /> : null}
        </Box>
      </Paper>
      {istNeu || geloescht ? null : <BeitragsAusnahmeKarte mitgliedId={m.MitgliedId} />}
      {istNeu ? null : <AnwesenheitSaisonKarte mitgliedId={m.MitgliedId} />}
    </>
  );
}
