/**
 * What the 'Wiederholung' section computes from the dates of the series (docs/termine.md "Serien"): the rule's
 * checks, the preview line and the exception dates of a period. The expansion is the domain's
 * (`@vereinsportal/domain/serie`, rrule), so this module is loaded on demand (./useWiederholungDaten.ts): an
 * event without a rule never downloads rrule.
 */
import {
  formatDatumDe,
  mergeFieldErrors,
  terminSerieSchema,
  validate,
  WOCHENTAG_NAME,
  type FieldErrors,
  type Wiederholung,
} from '@vereinsportal/domain';
import { serienDaten, wiederholungPruefen } from '@vereinsportal/domain/serie';
import { wochentagVon } from './wiederholungRegeln';

const kurzerTag = (iso: string) => `${WOCHENTAG_NAME[wochentagVon(iso)].slice(0, 2)} ${formatDatumDe(iso)}`;
const VORSCHAU_ERSTE = 5;

export type Vorschau = { ok: true; daten: string[]; zeile: string; erste: string } | { ok: false; meldung: string };

/** The rule's checks with the event's first date: the schema's and those that need the expansion. */
export function wiederholungFehler(w: Wiederholung, termin: Record<string, unknown>): FieldErrors | null {
  const schema = validate(terminSerieSchema, { ...termin, Wiederholung: w });
  const datum = typeof termin.Datum === 'string' ? termin.Datum : null;
  const erweitert = schema.success && datum ? wiederholungPruefen(datum, schema.output.Wiederholung) : null;
  return mergeFieldErrors(schema.success ? null : schema.errors, erweitert);
}

/** The preview line: '12 Termine vom 03.03.2026 bis 26.05.2026' and the first dates, or what to fix. */
export function wiederholungVorschau(w: Wiederholung, datum: string, fehler: FieldErrors | null): Vorschau {
  const meldung = Object.entries(fehler ?? {}).find(([feld]) => feld.startsWith('Wiederholung'))?.[1][0];
  if (meldung) return { ok: false, meldung };
  const daten = serienDaten(datum, w);
  if (daten.length === 0) return { ok: false, meldung: 'Die Wiederholung ergibt keinen Termin.' };
  const zeile =
    daten.length === 1
      ? `1 Termin am ${formatDatumDe(daten[0]!)}`
      : `${daten.length} Termine vom ${formatDatumDe(daten[0]!)} bis ${formatDatumDe(daten[daten.length - 1]!)}`;
  const erste = daten.slice(0, VORSCHAU_ERSTE).map(kurzerTag).join(', ') + (daten.length > VORSCHAU_ERSTE ? ', …' : '');
  return { ok: true, daten, zeile, erste };
}

/** The series' dates in the period von–bis (without the exceptions so far): what 'Ausnahme hinzufügen' takes out. */
export function ausnahmenImZeitraum(w: Wiederholung, datum: string, von: string, bis: string): string[] {
  const [a, b] = von <= bis ? [von, bis] : [bis, von];
  return serienDaten(datum, { ...w, Ausnahmen: [] }).filter((d) => d >= a && d <= b);
}
