/**
 * What the portal's edit forms (news, events, documents, club info) share: the record as edited with a
 * patch setter, the props that bind one field to a column, and the field blocks of the same shape
 * (docs/produkt.md §4).
 *
 *   const { wert: n, set } = useFormular(initial);
 *   const feld = feldBindung(n, set, errors);
 *   <TextField label="Titel" required {...feld('Titel')} maxLength={MAX.news.Titel} />
 */
import { useCallback, useState, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import type { FieldErrors } from '@vereinsportal/domain';
import { KategorienFeld } from '../kategorien/KategorienFeld';
import { DateField, TextField } from './forms';

export type Setzen<T> = (patch: Partial<T>) => void;

/** The record as edited; `set` merges a patch. */
export function useFormular<T extends object>(initial: T) {
  const [wert, setWert] = useState<T>(initial);
  const set: Setzen<T> = useCallback((patch) => setWert((prev) => ({ ...prev, ...patch })), []);
  return { wert, set };
}

/** value, onChange, feld and errors of the field for one column (common/forms.tsx). */
export function feldBindung<T extends object>(wert: T, set: Setzen<T>, errors: FieldErrors | null | undefined) {
  return <K extends keyof T & string>(feld: K) => ({
    value: wert[feld],
    onChange: (v: T[K]) => set({ [feld]: v } as unknown as Partial<T>),
    feld,
    errors,
  });
}

/** A checkbox with its label on a row of its own. */
export function HakenZeile({ label, checked, onChange }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Grid size={{ xs: 12 }}>
      <FormControlLabel control={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />} label={label} />
    </Grid>
  );
}

/** 'Für Mitgliederkategorien' (empty = every member) on a row of its own. */
export function KategorienZeile({ value, onChange }: { value: string | null; onChange: (v: string | null) => void }) {
  return (
    <Grid size={{ xs: 12 }} sx={{ mt: 1 }}>
      <KategorienFeld label="Für Mitgliederkategorien" helperText="Leer = für alle Mitglieder" value={value} onChange={onChange} />
    </Grid>
  );
}

interface Angezeigt {
  AnzeigenVon: string | null;
  AnzeigenBis: string | null;
  FuerMitgliedschaftsart: string | null;
}

/** Title, display window and member categories: the head of the news and the document form. */
export function AnzeigeFelder<T extends Angezeigt, K extends keyof T & string>(props: {
  wert: T;
  set: Setzen<T>;
  errors: FieldErrors | null | undefined;
  titelFeld: K;
  titelMax: number;
  /** News need an end date, documents may have none. */
  bisPflicht: boolean;
}) {
  const { wert, set, errors } = props;
  const feld = feldBindung<Angezeigt>(wert, set as Setzen<Angezeigt>, errors);
  return (
    <>
      <Grid size={{ xs: 12 }}>
        <TextField
          label="Titel"
          required
          value={wert[props.titelFeld] as string | null}
          onChange={(v) => set({ [props.titelFeld]: v } as unknown as Partial<T>)}
          feld={props.titelFeld}
          errors={errors}
          maxLength={props.titelMax}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateField label="Anzeigen von" required {...feld('AnzeigenVon')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateField label="Anzeigen bis" required={props.bisPflicht} {...feld('AnzeigenBis')} />
      </Grid>
      <KategorienZeile value={wert.FuerMitgliedschaftsart} onChange={(v) => set({ FuerMitgliedschaftsart: v } as Partial<T>)} />
    </>
  );
}
