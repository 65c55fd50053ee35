/**
 * A recurring event's rule ('Wiederholung', docs/termine.md "Serien"): the value, its valibot schema with
 * German messages, and the series operations' schemas and answers. Pure data and date arithmetic: the
 * expansion with rrule lives in ./serie.ts (subpath `@vereinsportal/domain/serie`), so the contract and every
 * screen that does not preview dates load no recurrence library.
 */
import * as v from 'valibot';
import { addYears, formatDatumDe, isIsoDate } from '../dates.js';
import { AN_ABMELDE_STATUS } from '../entities.js';
import { flag } from '../entity-felder.js';
import { datumFeld, ganzeZahl, objektMeldung, textFeld } from '../schemas/fields.js';
import { terminObjektFelder, terminSchema } from '../schemas/termin.js';

/** Weekdays in RFC 5545 order of the week (Monday first), with their German short names as keys. */
export const WOCHENTAGE = ['MO', 'DI', 'MI', 'DO', 'FR', 'SA', 'SO'] as const;
export type Wochentag = (typeof WOCHENTAGE)[number];
/** German names of the weekdays, for previews and messages. */
export const WOCHENTAG_NAME: Readonly<Record<Wochentag, string>> = {
  MO: 'Montag',
  DI: 'Dienstag',
  MI: 'Mittwoch',
  DO: 'Donnerstag',
  FR: 'Freitag',
  SA: 'Samstag',
  SO: 'Sonntag',
};

/**
 * weekly on chosen weekdays (every `Intervall` weeks), monthly on the n-th weekday (`MonatsWoche`, -1 = the last)
 * or monthly on a day of the month (`MonatsTag`, -1 = the last day).
 */
export const WIEDERHOLUNG_ARTEN = ['woechentlich', 'monatlichWochentag', 'monatlichTag'] as const;
export type WiederholungArt = (typeof WIEDERHOLUNG_ARTEN)[number];
/** Which week of the month: 1st to 4th, or -1 = the last (a 5th would miss most months). */
export const MONATS_WOCHEN = [1, 2, 3, 4, -1] as const;

/** A series reaches at most this many years past its first date (docs/termine.md). */
export const SERIE_MAX_JAHRE = 2;
/** Most occurrences a series may have: every day for two years. */
export const SERIE_MAX_ANZAHL = 731;
/** Most exception dates of one series. */
export const SERIE_MAX_AUSNAHMEN = 400;
/** Longest cancellation note. */
export const ABSAGE_NOTIZ_MAX = 500;

/** Labels of the series fields in validation messages (the event's own fields keep theirs in LABEL). */
export const SERIE_FELD = {
  Wiederholung: 'Wiederholung',
  Art: 'Art der Wiederholung',
  Intervall: 'Intervall',
  Wochentage: 'Wochentage',
  MonatsWoche: 'Woche im Monat',
  Wochentag: 'Wochentag',
  MonatsTag: 'Tag im Monat',
  Bis: 'Wiederholen bis',
  Anzahl: 'Anzahl Termine',
  Ausnahmen: 'Ausnahmen',
  Notiz: 'Notiz',
} as const;

/** What the series rules and operations answer; each says what to fix. */
export const SERIE_MELDUNG = {
  artUngueltig: "Art der Wiederholung muss 'woechentlich', 'monatlichWochentag' oder 'monatlichTag' sein.",
  intervallUngueltig: 'Intervall muss 1 (jede Woche bzw. jeden Monat) oder 2 (jede zweite) sein.',
  wochentagUngueltig: 'Wochentage dürfen nur MO, DI, MI, DO, FR, SA oder SO enthalten.',
  wochentageFehlen: 'Bitte wählen Sie mindestens einen Wochentag.',
  wochentagDoppelt: 'Jeder Wochentag darf nur einmal vorkommen.',
  monatsWocheFehlt: 'Bitte wählen Sie die Woche im Monat (1. bis 4. oder letzte).',
  wochentagFehlt: 'Bitte wählen Sie den Wochentag.',
  monatsTagFehlt: 'Bitte wählen Sie den Tag im Monat (1 bis 31, oder -1 für den letzten Tag).',
  monatsTagUngueltig: 'Tag im Monat muss eine ganze Zahl von 1 bis 31 sein, oder -1 für den letzten Tag des Monats.',
  nichtPassend: (feld: string, art: string): string => `${feld} gehört nicht zur Art '${art}'. Bitte lassen Sie das Feld leer.`,
  endeFehlt: 'Bitte geben Sie an, bis wann die Serie läuft: ein Datum (Wiederholen bis) oder eine Anzahl Termine.',
  endeDoppelt: 'Bitte geben Sie entweder ein Datum (Wiederholen bis) oder eine Anzahl Termine an, nicht beides.',
  bisVorDatum: 'Wiederholen bis darf nicht vor dem Datum des ersten Termins liegen.',
  zuWeit: (bis: string): string =>
    `Eine Serie reicht höchstens zwei Jahre weit, also bis ${bis}. Bitte wählen Sie ein früheres Ende oder weniger Termine.`,
  keineTermine: 'Die Wiederholung ergibt keinen Termin. Bitte prüfen Sie Wochentage, Ende und Ausnahmen.',
  ausnahmenZuViele: `Eine Serie kann höchstens ${SERIE_MAX_AUSNAHMEN} Ausnahmen haben.`,
  ausnahmeKeinDatum: 'Ausnahmen müssen Daten im Format JJJJ-MM-TT sein.',
  ausnahmenKeineListe: 'Ausnahmen müssen eine Liste von Daten sein.',
  mehrtaegig: 'Ein Termin einer Serie dauert höchstens einen Tag (Datum bis leer lassen).',
  regelUngueltig: 'Die gespeicherte Wiederholungsregel ist ungültig.',
  folgendeVorDatum: (datum: string): string =>
    `Bei «Diesen und alle folgenden» darf das Datum nicht vor dem ${datum} liegen: die früheren Termine der Serie bleiben, wie sie sind.`,
  keinSerienTermin: 'Dieser Termin gehört zu keiner Serie.',
  bereitsAbgesagt: 'Der Termin ist bereits abgesagt.',
  nichtAbgesagt: 'Der Termin ist nicht abgesagt.',
  abgesagt: 'Der Termin ist abgesagt. An- und Abmeldungen sind nicht möglich.',
  keineKuenftigen: 'Diese Serie hat keine künftigen Termine, für die Sie sich an- oder abmelden können.',
  mitAnmeldungenBehalten: (daten: readonly string[]): string =>
    `${daten.length === 1 ? `Der Termin vom ${daten[0]} passt` : `Die Termine vom ${daten.join(', ')} passen`} nicht mehr zur Wiederholung, ${
      daten.length === 1 ? 'hat' : 'haben'
    } aber An- oder Abmeldungen und ${daten.length === 1 ? 'bleibt' : 'bleiben'} deshalb bestehen. Sagen Sie ${
      daten.length === 1 ? 'ihn' : 'sie'
    } ab oder löschen Sie ${daten.length === 1 ? 'ihn' : 'sie'} einzeln.`,
} as const;

/** What the member app and the mails say about cancelled events. */
export const ABSAGE_TEXT = {
  abgesagt: 'abgesagt',
  /** The calendar feed: title and first line of the description of a cancelled event. */
  kalenderTitel: (titel: string): string => `Abgesagt: ${titel}`,
  kalenderNotiz: (notiz: string | null): string => `Abgesagt${notiz ? `: ${notiz}` : '.'}`,
  pushTitelAbgesagt: (titel: string): string => `Abgesagt: ${titel}`,
  pushTitelAngesetzt: (titel: string): string => `Findet statt: ${titel}`,
  textAbgesagt: (titel: string, datum: string, notiz: string | null): string =>
    `Der Termin «${titel}» vom ${datum} ist abgesagt.${notiz ? ` ${notiz}` : ''}`,
  textAngesetzt: (titel: string, datum: string): string =>
    `Der Termin «${titel}» vom ${datum} findet doch statt. Ihre An- oder Abmeldung gilt weiterhin.`,
  /** Per occurrence in the answer to 'alle künftigen' (the member app shows it beside the date). */
  ergebnis: {
    angemeldet: 'angemeldet',
    provisorisch: 'provisorisch angemeldet',
    abgemeldet: 'abgemeldet',
    warteliste: (platz: number): string => `Warteliste, Platz ${platz}`,
    abgesagtUebersprungen: 'abgesagt, nicht angemeldet',
  },
} as const;

const fehler = (feld: keyof typeof SERIE_FELD) => SERIE_FELD[feld];

function ausnahmenFeld() {
  return v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(SERIE_MELDUNG.ausnahmeKeinDatum),
          v.check((s: string) => isIsoDate(s), SERIE_MELDUNG.ausnahmeKeinDatum),
        ),
        SERIE_MELDUNG.ausnahmenKeineListe,
      ),
      v.maxLength(SERIE_MAX_AUSNAHMEN, SERIE_MELDUNG.ausnahmenZuViele),
      // Sorted and without repeats, so the stored EXDATE list reads the same whatever the form sent.
      v.transform((liste: string[]) => [...new Set(liste)].sort()),
    ),
    [],
  );
}

const wiederholungObjekt = v.strictObject(
  {
    Art: v.picklist(WIEDERHOLUNG_ARTEN, SERIE_MELDUNG.artUngueltig),
    Intervall: v.optional(v.picklist([1, 2], SERIE_MELDUNG.intervallUngueltig), 1),
    /** woechentlich: the weekdays (at least one). */
    Wochentage: v.optional(v.array(v.picklist(WOCHENTAGE, SERIE_MELDUNG.wochentagUngueltig), SERIE_MELDUNG.wochentagUngueltig), []),
    /** monatlichWochentag: which week (1-4, -1 = last) and which weekday. */
    MonatsWoche: v.optional(v.nullable(v.picklist(MONATS_WOCHEN, SERIE_MELDUNG.monatsWocheFehlt)), null),
    Wochentag: v.optional(v.nullable(v.picklist(WOCHENTAGE, SERIE_MELDUNG.wochentagUngueltig)), null),
    /** monatlichTag: the day of the month (1-31; -1 = the last day). A 31 skips shorter months (RFC 5545). */
    MonatsTag: v.optional(
      v.nullable(
        v.pipe(
          v.number(SERIE_MELDUNG.monatsTagUngueltig),
          v.integer(SERIE_MELDUNG.monatsTagUngueltig),
          v.check((n: number) => n === -1 || (n >= 1 && n <= 31), SERIE_MELDUNG.monatsTagUngueltig),
        ),
      ),
      null,
    ),
    /** End: the last possible date, or the number of occurrences (exactly one of the two). */
    Bis: datumFeld('Bis'),
    Anzahl: v.optional(v.nullable(ganzeZahl(fehler('Anzahl'), 1, SERIE_MAX_ANZAHL)), null),
    /** Dates without an occurrence (e.g. school holidays), RFC 5545 EXDATE. */
    Ausnahmen: ausnahmenFeld(),
  },
  objektMeldung,
);

/** A series' rule as the portal sends it and the server stores it (next to its RRULE text). */
export const wiederholungSchema = v.pipe(
  wiederholungObjekt,
  v.forward(
    v.partialCheck([['Art'], ['Wochentage']], (w) => w.Art !== 'woechentlich' || w.Wochentage.length > 0, SERIE_MELDUNG.wochentageFehlen),
    ['Wochentage'],
  ),
  v.forward(
    v.partialCheck([['Wochentage']], (w) => new Set(w.Wochentage).size === w.Wochentage.length, SERIE_MELDUNG.wochentagDoppelt),
    ['Wochentage'],
  ),
  v.forward(
    v.partialCheck(
      [['Art'], ['Wochentage']],
      (w) => w.Art === 'woechentlich' || w.Wochentage.length === 0,
      SERIE_MELDUNG.nichtPassend(SERIE_FELD.Wochentage, 'monatlich'),
    ),
    ['Wochentage'],
  ),
  v.forward(
    v.partialCheck(
      [['Art'], ['MonatsWoche']],
      (w) => (w.Art === 'monatlichWochentag') === (w.MonatsWoche !== null),
      SERIE_MELDUNG.monatsWocheFehlt,
    ),
    ['MonatsWoche'],
  ),
  v.forward(
    v.partialCheck(
      [['Art'], ['Wochentag']],
      (w) => (w.Art === 'monatlichWochentag') === (w.Wochentag !== null),
      SERIE_MELDUNG.wochentagFehlt,
    ),
    ['Wochentag'],
  ),
  v.forward(
    v.partialCheck([['Art'], ['MonatsTag']], (w) => (w.Art === 'monatlichTag') === (w.MonatsTag !== null), SERIE_MELDUNG.monatsTagFehlt),
    ['MonatsTag'],
  ),
  v.forward(
    v.partialCheck([['Bis'], ['Anzahl']], (w) => w.Bis !== null || w.Anzahl !== null, SERIE_MELDUNG.endeFehlt),
    ['Bis'],
  ),
  v.forward(
    v.partialCheck([['Bis'], ['Anzahl']], (w) => w.Bis === null || w.Anzahl === null, SERIE_MELDUNG.endeDoppelt),
    ['Anzahl'],
  ),
);
export type Wiederholung = v.InferOutput<typeof wiederholungSchema>;

/** The last date a series starting on `datum` may reach (two years on). */
export function serieLetztesDatum(datum: string): string {
  return addYears(datum, SERIE_MAX_JAHRE);
}

/**
 * Body of 'Termin erfassen' with a Wiederholung and of 'diesen und alle folgenden': the event's fields (the
 * first occurrence's date and times, the template of every occurrence) plus the rule. A series' event lasts
 * one day (no DatumBis). Whether the rule yields occurrences inside two years needs the expansion, which the
 * server checks with ./serie.ts `wiederholungPruefen`.
 */
export const terminSerieSchema = v.pipe(
  v.strictObject({ ...terminObjektFelder, Wiederholung: wiederholungSchema }, objektMeldung),
  // The event's own cross-field rules (dates, times) are terminSchema's: checked there, reported here.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { Wiederholung: _w, ...termin } = dataset.value;
    const ergebnis = v.safeParse(terminSchema, termin);
    if (!ergebnis.success) for (const issue of ergebnis.issues) addIssue({ message: issue.message, path: issue.path });
  }),
  v.forward(
    v.partialCheck([['DatumBis']], (t) => t.DatumBis === null, SERIE_MELDUNG.mehrtaegig),
    ['DatumBis'],
  ),
  v.forward(
    v.partialCheck(
      [['Datum'], ['Wiederholung', 'Bis']],
      (t) => t.Wiederholung.Bis === null || t.Wiederholung.Bis >= t.Datum,
      SERIE_MELDUNG.bisVorDatum,
    ),
    ['Wiederholung', 'Bis'],
  ),
  v.forward(
    v.partialCheck(
      [['Datum'], ['Wiederholung', 'Bis']],
      (t) => t.Wiederholung.Bis === null || t.Wiederholung.Bis <= serieLetztesDatum(t.Datum),
      (issue) => SERIE_MELDUNG.zuWeit(formatDatumDe(serieLetztesDatum((issue.input as { Datum: string }).Datum))),
    ),
    ['Wiederholung', 'Bis'],
  ),
  v.transform((t) => (t.Ganztaegig === 1 ? { ...t, Zeit: null, ZeitBis: null } : t)),
);
export type TerminSerieInput = v.InferOutput<typeof terminSerieSchema>;

/** Body of 'absagen': an optional note the members read (app, mail, calendar). */
export const absageSchema = v.strictObject({ Notiz: textFeld(SERIE_FELD.Notiz, ABSAGE_NOTIZ_MAX) }, objektMeldung);

/** One occurrence in a series' overview (portal). */
export const serienTerminEntity = v.strictObject({
  TerminId: v.number(),
  Datum: v.string(),
  Abgesagt: flag,
  /** Sign-ups and sign-offs given for it (they keep the occurrence when the rule changes). */
  AnzahlAntworten: v.number(),
});

/**
 * A series as the portal edits it: its rule (also as RRULE text) and its occurrences. The fields of the
 * occurrences are each event's own (getTermin); 'diesen und alle folgenden' sends them with the rule.
 */
export const terminSerieEntity = v.strictObject({
  SerieId: v.number(),
  /** RFC 5545: the DTSTART, RRULE and, when there are exceptions, EXDATE lines (dates, floating local time). */
  Regel: v.string(),
  /** The rule's first date. */
  Datum: v.string(),
  Wiederholung: wiederholungObjekt,
  Termine: v.array(serienTerminEntity),
});
export type TerminSerie = v.InferOutput<typeof terminSerieEntity>;

/** Answer of creating a series and of 'diesen und alle folgenden'. */
export const serieAntwort = v.strictObject({
  SerieId: v.number(),
  /** The first (or the edited) occurrence, for the portal to open. */
  RecordId: v.number(),
  /** Occurrences the series has from this date on. */
  Anzahl: v.number(),
  Neu: v.number(),
  Geaendert: v.number(),
  Entfernt: v.number(),
  /** Said when occurrences no longer fit the rule but keep their sign-ups (SERIE_MELDUNG.mitAnmeldungenBehalten). */
  Hinweis: v.nullable(v.string()),
});
export type SerieAntwort = v.InferOutput<typeof serieAntwort>;

/** Answer of 'absagen' and 'wieder ansetzen'. */
export const absageAntwort = v.strictObject({
  RecordId: v.number(),
  Abgesagt: flag,
  /** Members told (push or e-mail). */
  Benachrichtigt: v.number(),
});

/** What happened to one occurrence when a member answered 'alle künftigen'. */
export const serienAnmeldungTermin = v.strictObject({
  TerminId: v.number(),
  Datum: v.string(),
  /** The stored answer; null when the occurrence was skipped (cancelled). */
  AnAbmeldeStatus: v.nullable(v.picklist(AN_ABMELDE_STATUS)),
  WartelistePlatz: v.nullable(v.number()),
  FreiePlaetze: v.nullable(v.number()),
  /** ABSAGE_TEXT.ergebnis in words: 'angemeldet', 'Warteliste, Platz 2', 'abgesagt, nicht angemeldet', ... */
  Ergebnis: v.string(),
});
/** Answer of 'alle künftigen': one entry per future occurrence of the series, by date. */
export const serienAnmeldungAntwort = v.strictObject({ SerieId: v.number(), Termine: v.array(serienAnmeldungTermin) });
export type SerienAnmeldungAntwort = v.InferOutput<typeof serienAnmeldungAntwort>;
