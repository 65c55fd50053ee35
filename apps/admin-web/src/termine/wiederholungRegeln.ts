/**
 * What the 'Wiederholung' section computes (docs/termine.md "Serien"): the choices of the form, the monthly
 * rule taken from the first date, the preview line and the exception dates of a period. The rule and its
 * expansion are the domain's (`@vereinsportal/domain/serie`, rrule): this module is imported only by the
 * event edit page, so rrule stays in that route's chunk.
 */
import {
  formatDatumDe,
  isoDateParts,
  mergeFieldErrors,
  validate,
  WOCHENTAG_NAME,
  WOCHENTAGE,
  type FieldErrors,
  type Wiederholung,
  type Wochentag,
} from '@vereinsportal/domain';
import { terminSerieSchema } from '@vereinsportal/domain';
import { serienDaten, wiederholungPruefen } from '@vereinsportal/domain/serie';

/** The entries of the 'Wiederholung' select. */
export type Auswahl = 'keine' | 'woechentlich' | 'zweiwoechentlich' | 'monatlich';
/** The monthly choices: the n-th or the last weekday of the first date, or its day of month. */
export type MonatsWahl = 'nterWochentag' | 'letzterWochentag' | 'tag';

/** Weekday of an ISO date (our keys, Monday first). */
export function wochentagVon(iso: string): Wochentag {
  const [j, m, t] = isoDateParts(iso) ?? [2000, 1, 3];
  return WOCHENTAGE[(new Date(Date.UTC(j, m - 1, t)).getUTCDay() + 6) % 7]!;
}

function tagImMonat(iso: string): { tag: number; nte: number; letzte: boolean } {
  const [j, m, t] = isoDateParts(iso) ?? [2000, 1, 1];
  const monatsLaenge = new Date(Date.UTC(j, m, 0)).getUTCDate();
  return { tag: t, nte: Math.ceil(t / 7), letzte: t + 7 > monatsLaenge };
}

/** A new rule of this choice; the end and the exceptions carry over from the previous one. */
function neueRegel(auswahl: Exclude<Auswahl, 'keine'>, alt: Wiederholung | null, datum: string | null): Wiederholung {
  const basis: Wiederholung = {
    Art: 'woechentlich',
    Intervall: 1,
    Wochentage: [],
    MonatsWoche: null,
    Wochentag: null,
    MonatsTag: null,
    Bis: alt?.Bis ?? null,
    Anzahl: alt ? alt.Anzahl : 10,
    Ausnahmen: alt?.Ausnahmen ?? [],
  };
  if (auswahl === 'monatlich')
    return monatsRegel(basis, datum ? (tagImMonat(datum).nte <= 4 ? 'nterWochentag' : 'letzterWochentag') : 'nterWochentag', datum);
  const tage = alt?.Art === 'woechentlich' && alt.Wochentage.length > 0 ? alt.Wochentage : datum ? [wochentagVon(datum)] : [];
  return { ...basis, Intervall: auswahl === 'zweiwoechentlich' ? 2 : 1, Wochentage: tage };
}

export const AUSWAHL: Record<
  Auswahl,
  { label: string; anwenden: (alt: Wiederholung | null, datum: string | null) => Wiederholung | null }
> = {
  keine: { label: 'Keine (einzelner Termin)', anwenden: () => null },
  woechentlich: { label: 'Jede Woche', anwenden: (alt, datum) => neueRegel('woechentlich', alt, datum) },
  zweiwoechentlich: { label: 'Alle 2 Wochen', anwenden: (alt, datum) => neueRegel('zweiwoechentlich', alt, datum) },
  monatlich: { label: 'Jeden Monat', anwenden: (alt, datum) => neueRegel('monatlich', alt, datum) },
};

export function auswahlVon(w: Wiederholung | null): Auswahl {
  if (w === null) return 'keine';
  if (w.Art !== 'woechentlich') return 'monatlich';
  return w.Intervall === 2 ? 'zweiwoechentlich' : 'woechentlich';
}

export function monatsWahlVon(w: Wiederholung): MonatsWahl {
  if (w.Art === 'monatlichTag') return 'tag';
  return w.MonatsWoche === -1 ? 'letzterWochentag' : 'nterWochentag';
}

/** The monthly rule for this choice, its weekday and day taken from the first date. */
export function monatsRegel(w: Wiederholung, wahl: MonatsWahl, datum: string | null): Wiederholung {
  const leer = { ...w, Wochentage: [], MonatsWoche: null, Wochentag: null, MonatsTag: null };
  if (!datum) return { ...leer, Art: wahl === 'tag' ? 'monatlichTag' : 'monatlichWochentag' };
  const { tag, nte } = tagImMonat(datum);
  if (wahl === 'tag') return { ...leer, Art: 'monatlichTag', MonatsTag: tag };
  const woche = wahl === 'letzterWochentag' || nte > 4 ? -1 : (nte as 1 | 2 | 3 | 4);
  return { ...leer, Art: 'monatlichWochentag', MonatsWoche: woche, Wochentag: wochentagVon(datum) };
}

/** A monthly rule follows a changed first date (the weekly one keeps its chosen weekdays). */
export function anDatumAnpassen(w: Wiederholung | null, datum: string | null): Wiederholung | null {
  if (!w || w.Art === 'woechentlich') return w;
  return monatsRegel(w, monatsWahlVon(w), datum);
}

/** The labels of the monthly choices for this first date ('am 2. Dienstag', 'am letzten Dienstag', 'am 10. Tag'). */
export function monatsTexte(datum: string): Record<MonatsWahl, string> & { letzteMoeglich: boolean } {
  const { tag, nte, letzte } = tagImMonat(datum);
  const name = WOCHENTAG_NAME[wochentagVon(datum)];
  return {
    nterWochentag: nte <= 4 ? `am ${nte}. ${name} des Monats` : `am letzten ${name} des Monats`,
    letzterWochentag: `am letzten ${name} des Monats`,
    tag: `am ${tag}. des Monats${tag > 28 ? ' (Monate ohne diesen Tag fallen aus)' : ''}`,
    letzteMoeglich: letzte && nte <= 4,
  };
}

/** Short weekday names for the toggle buttons, with the full name for screen readers. */
export const WOCHENTAG_KNOEPFE = WOCHENTAGE.map((w) => ({
  wert: w,
  kurz: w.charAt(0) + w.charAt(1).toLowerCase(),
  lang: WOCHENTAG_NAME[w],
}));

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
