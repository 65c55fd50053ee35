/**
 * The 'Wiederholung' section of the event form (docs/termine.md): none, weekly on chosen weekdays, every
 * 2 weeks, monthly on the n-th weekday or the day of month; ends on a date or after N times; exceptions
 * picked as dates (one day or a period, e.g. the school holidays: every date of the series in it). Below
 * it a preview line from the domain's expansion, so the administrator sees the dates before saving.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import MuiTextField from '@mui/material/TextField';
import { formatDatumDe, type FieldErrors, type Wiederholung as Regel, type Wochentag } from '@vereinsportal/domain';
import { DateField, feldFehler, TextField } from '../common/forms';
import {
  AUSWAHL,
  auswahlVon,
  monatsRegel,
  monatsTexte,
  monatsWahlVon,
  WOCHENTAG_KNOEPFE,
  type Auswahl,
  type MonatsWahl,
} from './wiederholungRegeln';
import type { DatenZustand } from './useWiederholungDaten';

export interface WiederholungProps {
  /** null = no repetition. */
  value: Regel | null;
  onChange: (w: Regel | null) => void;
  /** The event's start date: the first occurrence, the monthly rule's weekday and day. */
  datum: string | null;
  /** The series' errors (keys 'Wiederholung.…', wiederholungRegeln.ts wiederholungFehler). */
  errors: FieldErrors | null;
  /** The expansion's module (./useWiederholungDaten.ts): the preview and the exceptions of a period need it. */
  daten: DatenZustand;
  disabled?: boolean;
  /** Offer 'Keine' (a new event); an occurrence of a series keeps a rule. */
  mitKeine?: boolean;
}

export function Wiederholung({ value: w, onChange, datum, errors, daten, disabled, mitKeine = true }: WiederholungProps) {
  const [von, setVon] = useState<string | null>(null);
  const [bis, setBis] = useState<string | null>(null);
  const [ausnahmeMeldung, setAusnahmeMeldung] = useState<string | null>(null);
  const [anzahlText, setAnzahlText] = useState<string | null>(null);
  const auswahl = auswahlVon(w);
  const set = (patch: Partial<Regel>) => w && onChange({ ...w, ...patch });
  const vorschau = w && datum && daten.modul ? daten.modul.wiederholungVorschau(w, datum, errors) : null;
  const monat = datum ? monatsTexte(datum) : null;

  const ausnahmenHinzufuegen = () => {
    if (!w || !datum || !von || !daten.modul) return;
    const neu = daten.modul.ausnahmenImZeitraum(w, datum, von, bis ?? von);
    if (neu.length === 0) {
      setAusnahmeMeldung(
        `Im Zeitraum ${formatDatumDe(von)}${bis && bis !== von ? ` – ${formatDatumDe(bis)}` : ''} liegt kein Termin der Serie.`,
      );
      return;
    }
    setAusnahmeMeldung(null);
    set({ Ausnahmen: [...new Set([...w.Ausnahmen, ...neu])].sort() });
    setVon(null);
    setBis(null);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }} disabled={disabled}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Wiederholung
      </Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MuiTextField
            select
            fullWidth
            margin="dense"
            label="Wie oft"
            value={auswahl}
            disabled={disabled}
            onChange={(e) => onChange(AUSWAHL[e.target.value as Auswahl].anwenden(w, datum))}
            helperText={
              w ? undefined : 'Mit einer Wiederholung entsteht eine Serie: jeder Termin einzeln, mit eigenen An- und Abmeldungen.'
            }
          >
            {(Object.keys(AUSWAHL) as Auswahl[])
              .filter((a) => mitKeine || a !== 'keine')
              .map((a) => (
                <MenuItem key={a} value={a}>
                  {AUSWAHL[a].label}
                </MenuItem>
              ))}
          </MuiTextField>
        </Grid>
        {w && w.Art === 'woechentlich' && (
          <Grid size={{ xs: 12 }}>
            <FormLabel id="wiederholung-wochentage" sx={{ display: 'block', mt: 1, mb: 0.5 }}>
              An diesen Wochentagen
            </FormLabel>
            <ToggleButtonGroup
              aria-labelledby="wiederholung-wochentage"
              value={w.Wochentage}
              // Kept in the week's order, whatever order they were clicked in.
              onChange={(_e, tage: Wochentag[]) =>
                set({ Wochentage: WOCHENTAG_KNOEPFE.map((k) => k.wert).filter((t) => tage.includes(t)) })
              }
              size="small"
              color="primary"
              sx={{ flexWrap: 'wrap' }}
            >
              {WOCHENTAG_KNOEPFE.map((tag) => (
                <ToggleButton key={tag.wert} value={tag.wert} aria-label={tag.lang} sx={{ minWidth: 44, textTransform: 'none' }}>
                  {tag.kurz}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {feldFehler(errors, 'Wiederholung.Wochentage') && (
              <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                {feldFehler(errors, 'Wiederholung.Wochentage')}
              </Typography>
            )}
          </Grid>
        )}
        {w && w.Art !== 'woechentlich' && monat && (
          <Grid size={{ xs: 12 }}>
            <FormControl sx={{ mt: 1 }}>
              <FormLabel id="wiederholung-monat">Jeden Monat</FormLabel>
              <RadioGroup
                aria-labelledby="wiederholung-monat"
                value={monatsWahlVon(w)}
                onChange={(e) => onChange(monatsRegel(w, e.target.value as MonatsWahl, datum))}
              >
                <FormControlLabel value="nterWochentag" control={<Radio />} label={monat.nterWochentag} />
                {monat.letzteMoeglich && <FormControlLabel value="letzterWochentag" control={<Radio />} label={monat.letzterWochentag} />}
                <FormControlLabel value="tag" control={<Radio />} label={monat.tag} />
              </RadioGroup>
            </FormControl>
          </Grid>
        )}
        {w && (
          <>
            <Grid size={{ xs: 12 }}>
              <FormControl sx={{ mt: 1 }}>
                <FormLabel id="wiederholung-ende">Endet</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="wiederholung-ende"
                  value={w.Anzahl === null ? 'datum' : 'anzahl'}
                  // Exactly one end (wiederholungSchema): switching clears the other.
                  onChange={(e) => set(e.target.value === 'datum' ? { Anzahl: null, Bis: w.Bis } : { Bis: null, Anzahl: w.Anzahl ?? 10 })}
                >
                  <FormControlLabel value="datum" control={<Radio />} label="am Datum" />
                  <FormControlLabel value="anzahl" control={<Radio />} label="nach Anzahl Terminen" />
                </RadioGroup>
              </FormControl>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {w.Anzahl === null ? (
                <DateField
                  label="Wiederholen bis"
                  required
                  value={w.Bis}
                  onChange={(v) => set({ Bis: v })}
                  feld="Wiederholung.Bis"
                  errors={errors}
                  zeigeFehler
                />
              ) : (
                <TextField
                  label="Anzahl Termine"
                  required
                  value={Number.isNaN(w.Anzahl) ? anzahlText : String(w.Anzahl)}
                  onChange={(v) => {
                    setAnzahlText(v);
                    // Empty or not a whole number: NaN keeps the end 'Anzahl' chosen and the schema names the fix.
                    set({ Anzahl: v !== null && /^\d+$/.test(v) ? Number(v) : Number.NaN });
                  }}
                  feld="Wiederholung.Anzahl"
                  errors={errors}
                  zeigeFehler
                  maxLength={4}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              )}
            </Grid>
            <Grid size={{ xs: 12 }}>
              <FormLabel component="div" sx={{ mt: 1 }}>
                Ausnahmen (z. B. Schulferien)
              </FormLabel>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <DateField label="Ausnahme von" value={von} onChange={setVon} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <DateField label="Ausnahme bis (optional)" value={bis} onChange={setBis} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <Button variant="outlined" onClick={ausnahmenHinzufuegen} disabled={disabled || !von || !datum || !daten.modul}>
                Ausnahme hinzufügen
              </Button>
            </Grid>
            {ausnahmeMeldung && (
              <Grid size={{ xs: 12 }}>
                <Typography variant="body2" color="error" role="alert">
                  {ausnahmeMeldung}
                </Typography>
              </Grid>
            )}
            {w.Ausnahmen.length > 0 && (
              <Grid size={{ xs: 12 }}>
                <Box
                  component="ul"
                  aria-label="Ausnahmen"
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
                >
                  {w.Ausnahmen.map((d) => (
                    <li key={d}>
                      <Chip
                        label={formatDatumDe(d)}
                        onDelete={disabled ? undefined : () => set({ Ausnahmen: w.Ausnahmen.filter((x) => x !== d) })}
                        // The chip takes the focus; Delete or Backspace removes it (MUI Chip), which its name says.
                        aria-label={`Ausnahme ${formatDatumDe(d)}, mit Entf-Taste entfernen`}
                      />
                    </li>
                  ))}
                </Box>
              </Grid>
            )}
            <Grid size={{ xs: 12 }}>
              <Box role="status" aria-live="polite" sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
                {!datum ? (
                  <Typography variant="body2">Wählen Sie zuerst das Datum des ersten Termins.</Typography>
                ) : !daten.modul ? (
                  <Typography variant="body2" color={daten.fehler ? 'error' : undefined}>
                    {daten.fehler
                      ? 'Die Vorschau konnte nicht geladen werden. Bitte prüfen Sie die Internetverbindung.'
                      : 'Vorschau wird geladen …'}
                  </Typography>
                ) : vorschau?.ok ? (
                  <>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {vorschau.zeile}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {vorschau.erste}
                    </Typography>
                  </>
                ) : (
                  <Typography variant="body2" color="error">
                    {vorschau?.meldung}
                  </Typography>
                )}
              </Box>
            </Grid>
          </>
        )}
      </Grid>
    </Box>
  );
}
