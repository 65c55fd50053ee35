/**
 * What the 'Wiederholung' section computes without the expansion (docs/termine.md "Serien"): the choices of the
 * form and the monthly rule taken from the first date. What needs the dates (checks, preview, exceptions of a
 * period) is ./wiederholungDaten.ts, loaded only once a rule is chosen (./useWiederholungDaten.ts).
 */
import { isoDateParts, WOCHENTAG_NAME, WOCHENTAGE, type Wiederholung, type Wochentag } from '@vereinsportal/domain';

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
