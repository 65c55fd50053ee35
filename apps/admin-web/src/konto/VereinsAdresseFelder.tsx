/**
 * The club and contact fields that registration and account edit share (docs/produkt.md §2, §5): club name,
 * first and last name, street, postal code, town, country and e-mail. Each form passes its own
 * maximum lengths (they differ, e.g. the postal code), its values and its German field errors.
 */
import Grid from '@mui/material/Grid';
import type { FieldErrors, VereinsKontoDaten } from '@vereinsportal/domain';
import { TextField } from '../common/forms';
import { LaenderAuswahl } from './LaenderAuswahl';

/** The text fields of the block; LandId is the country dropdown. */
export type AdressTextFeld = Exclude<keyof VereinsKontoDaten, 'LandId'>;

const TEXTFELDER: { feld: Exclude<AdressTextFeld, 'Emailadresse'>; label: string; breit?: boolean; auto: string }[] = [
  { feld: 'VereinsName', label: 'Vereinsname', breit: true, auto: 'organization' },
  { feld: 'Vorname', label: 'Vorname', auto: 'given-name' },
  { feld: 'Nachname', label: 'Nachname', auto: 'family-name' },
  { feld: 'Strasse', label: 'Strasse / Hausnummer', breit: true, auto: 'street-address' },
  { feld: 'Postleitzahl', label: 'Postleitzahl', auto: 'postal-code' },
  { feld: 'Ort', label: 'Ort', auto: 'address-level2' },
];

export function VereinsAdresseFelder({
  werte,
  onText,
  onLand,
  errors,
  max,
}: {
  werte: Record<AdressTextFeld, string | null> & { LandId: number | null };
  onText: (feld: AdressTextFeld, wert: string | null) => void;
  onLand: (landId: number) => void;
  errors: FieldErrors | null;
  max: Record<AdressTextFeld, number>;
}) {
  return (
    <Grid container columnSpacing={2}>
      {TEXTFELDER.map((t) => (
        <Grid key={t.feld} size={{ xs: 12, sm: t.breit ? 12 : 6 }}>
          <TextField
            label={t.label}
            required
            value={werte[t.feld]}
            onChange={(v) => onText(t.feld, v)}
            feld={t.feld}
            errors={errors}
            maxLength={max[t.feld]}
            autoComplete={t.auto}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 6 }}>
        <LaenderAuswahl value={werte.LandId} onChange={onLand} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="E-Mail-Adresse"
          type="email"
          required
          value={werte.Emailadresse}
          onChange={(v) => onText('Emailadresse', v)}
          feld="Emailadresse"
          errors={errors}
          maxLength={max.Emailadresse}
          autoComplete="email"
        />
      </Grid>
    </Grid>
  );
}
