/**
 * Attendance and reminders of events (docs/produkt.md "Anwesenheit" and "Erinnerungen"): who is on an event's
 * list, the season overview per member, the two CSV files, and when a reminder is due and to whom. Pure: the
 * server's use cases are apps/server/src/services/termine/anwesenheit-*.ts and erinnerungen-*.ts.
 */
import * as v from 'valibot';
import { kategoriePasst, terminBeginn } from './app-regeln.js';
import { APP_BASIS } from './constants.js';
import { csvDatei, dateinameTeil } from './csv-export.js';
import { formatDatumDe } from './dates.js';
import type { AnAbmeldeStatus, Flag } from './entities.js';
import { flag, terminKopfFelder } from './entity-felder.js';
import { flagFeld, objektMeldung } from './schemas/fields.js';
import { nachNamenSortieren } from './sortierung.js';
import { MELDUNG } from './validation-messages.js';

// ---- Answers and the event's list ---------------------------------------------------------------

/** What a member answered to an event; 'keine' = not answered yet. */
export const ANTWORTEN = ['angemeldet', 'provisorisch', 'warteliste', 'abgemeldet', 'keine'] as const;
export type Antwort = (typeof ANTWORTEN)[number];

export const ANTWORT_TEXT: Record<Antwort, string> = {
  angemeldet: 'angemeldet',
  provisorisch: 'provisorisch angemeldet',
  warteliste: 'Warteliste',
  abgemeldet: 'abgemeldet',
  keine: 'keine Antwort',
};

/** The answer of a sign-up row (a waiting sign-up is 'warteliste'), or 'keine' without one. */
export function antwortVon(a: { AnAbmeldeStatus: AnAbmeldeStatus; WartelisteSeit: string | null } | undefined): Antwort {
  if (!a) return 'keine';
  if (a.AnAbmeldeStatus === 2) return 'abgemeldet';
  if (a.WartelisteSeit !== null) return 'warteliste';
  return a.AnAbmeldeStatus === 3 ? 'provisorisch' : 'angemeldet';
}

/** A member as the list needs it. */
export interface AnwesenheitMitglied {
  MitgliedId: number;
  Vorname: string | null;
  Nachname: string | null;
  Emailadresse: string | null;
  Mitgliedschaftsart: string | null;
  HatSystemZugriff: Flag;
  Status: string;
}

/**
 * Expected at an event: an active member with system access whose categories the event is for (the app shows
 * it to them). Whoever answered or was ticked is on the list too, whatever their categories are today.
 */
export function erwartet(termin: { FuerMitgliedschaftsart: string | null }, m: AnwesenheitMitglied): boolean {
  return m.Status === 'A' && m.HatSystemZugriff === 1 && kategoriePasst(termin.FuerMitgliedschaftsart, m.Mitgliedschaftsart);
}

/** A member's answer to an event and whether they were there (the event's list, the season overview). */
const antwortAnwesendFelder = { Antwort: v.picklist(ANTWORTEN), Anwesend: flag };

export const anwesenheitZeileEntity = v.strictObject({
  MitgliedId: v.number(),
  Nachname: v.nullable(v.string()),
  Vorname: v.nullable(v.string()),
  Emailadresse: v.nullable(v.string()),
  ...antwortAnwesendFelder,
});
export type AnwesenheitZeile = v.InferOutput<typeof anwesenheitZeileEntity>;

/** The list of one event (GET termin/{id}/anwesenheit). */
export const terminAnwesenheitEntity = v.strictObject({
  ...terminKopfFelder,
  /** The event has started: only then can 'anwesend' be ticked. */
  Begonnen: v.boolean(),
  Zeilen: v.array(anwesenheitZeileEntity),
});
export type TerminAnwesenheit = v.InferOutput<typeof terminAnwesenheitEntity>;

/**
 * Everyone on an event's list, in German name order: the expected members, and whoever answered or was
 * ticked. `antworten` by MitgliedId; `anwesend` the ticked MitgliedIds.
 */
export function anwesenheitsListe(
  termin: { FuerMitgliedschaftsart: string | null },
  mitglieder: readonly AnwesenheitMitglied[],
  antworten: ReadonlyMap<number, Antwort>,
  anwesend: ReadonlySet<number>,
): AnwesenheitZeile[] {
  const zeilen = mitglieder
    .filter((m) => anwesend.has(m.MitgliedId) || antworten.has(m.MitgliedId) || erwartet(termin, m))
    .map((m): AnwesenheitZeile => ({
      MitgliedId: m.MitgliedId,
      Nachname: m.Nachname,
      Vorname: m.Vorname,
      Emailadresse: m.Emailadresse,
      Antwort: antworten.get(m.MitgliedId) ?? 'keine',
      Anwesend: anwesend.has(m.MitgliedId) ? 1 : 0,
    }));
  return nachNamenSortieren(zeilen);
}

/** Ticking or unticking one member (PUT termin/{id}/anwesenheit/{MitgliedId}). */
export const anwesenheitSetzenSchema = v.strictObject(
  { Anwesend: v.pipe(flagFeld('Anwesend', 0), v.picklist([0, 1], MELDUNG.keinFlag('Anwesend'))) },
  objektMeldung,
);
export type AnwesenheitSetzen = v.InferOutput<typeof anwesenheitSetzenSchema>;

// ---- Season ---------------------------------------------------------------------------------------

/**
 * A season is a calendar year (1 January to 31 December, in the club's time zone): clubs train across the
 * summer holidays and their members' fees are per year too, so one rule fits every club without a setting.
 */
export const SAISON_MIN = 2000;
export const SAISON_MAX = 2100;

export function saisonVon(heute: string): number {
  return Number(heute.slice(0, 4));
}

export function saisonZeitraum(saison: number): { von: string; bis: string } {
  return { von: `${saison}-01-01`, bis: `${saison}-12-31` };
}

/** ?Saison=2026; absent = the current season (the server's today). */
export const saisonQuerySchema = v.object({
  Saison: v.pipe(
    v.optional(v.union([v.number(MELDUNG.ungueltig('Saison')), v.string(MELDUNG.ungueltig('Saison'))], MELDUNG.ungueltig('Saison')), ''),
    v.transform(String),
    v.regex(/^(\d{4})?$/, MELDUNG.ungueltig('Saison')),
    v.transform((s): number | null => (s === '' ? null : Number(s))),
    v.check((n) => n === null || (n >= SAISON_MIN && n <= SAISON_MAX), MELDUNG.zahlBereich('Saison', SAISON_MIN, SAISON_MAX)),
  ),
});

/** Present at how many of the events, in whole percent; null when there was none. */
export function anwesenheitsQuote(anwesend: number, termine: number): number | null {
  return termine === 0 ? null : Math.round((anwesend * 100) / termine);
}

export const saisonTerminEntity = v.strictObject({ ...terminKopfFelder, ...antwortAnwesendFelder });

/** A member's season (GET mitglied/{id}/anwesenheit): the started events with sign-up they were on the list of. */
export const saisonUebersichtEntity = v.strictObject({
  Saison: v.number(),
  Termine: v.number(),
  Anwesend: v.number(),
  /** Whole percent; null without events. */
  Quote: v.nullable(v.number()),
  Liste: v.array(saisonTerminEntity),
});
export type SaisonUebersicht = v.InferOutput<typeof saisonUebersichtEntity>;

/** One member's line of the season export. */
export interface SaisonZeile {
  Nachname: string | null;
  Vorname: string | null;
  Emailadresse: string | null;
  Mitgliedschaftsart: string | null;
  Termine: number;
  Anwesend: number;
}

// ---- CSV (the member export's style: csv-export.ts csvDatei) ---------------------------------------

export const ANWESENHEIT_CSV_HEADER = ['Nachname', 'Vorname', 'E-Mail-Adresse', 'Antwort', 'Anwesend'] as const;

const jaNein = (f: Flag) => (f === 1 ? 'ja' : 'nein');

export function anwesenheitCsv(zeilen: readonly AnwesenheitZeile[]): string {
  return csvDatei(
    ANWESENHEIT_CSV_HEADER,
    zeilen.map((z) => [z.Nachname ?? '', z.Vorname ?? '', z.Emailadresse ?? '', ANTWORT_TEXT[z.Antwort], jaNein(z.Anwesend)]),
  );
}

/** `Anwesenheit-<Titel>-<dd.MM.yyyy>.csv` */
export function anwesenheitCsvDateiname(termin: { Titel: string; Datum: string }): string {
  return `Anwesenheit-${dateinameTeil(termin.Titel) ?? 'Termin'}-${formatDatumDe(termin.Datum)}.csv`;
}

export const SAISON_CSV_HEADER = [
  'Nachname',
  'Vorname',
  'E-Mail-Adresse',
  'Mitgliederkategorien',
  'Termine',
  'Anwesend',
  'Anwesenheit in Prozent',
] as const;

export function saisonCsv(zeilen: readonly SaisonZeile[]): string {
  return csvDatei(
    SAISON_CSV_HEADER,
    zeilen.map((z) => {
      const quote = anwesenheitsQuote(z.Anwesend, z.Termine);
      return [
        z.Nachname ?? '',
        z.Vorname ?? '',
        z.Emailadresse ?? '',
        z.Mitgliedschaftsart ?? '',
        String(z.Termine),
        String(z.Anwesend),
        quote === null ? '' : String(quote),
      ];
    }),
  );
}

/** `Anwesenheit-Saison-<Jahr>.csv` */
export function saisonCsvDateiname(saison: number): string {
  return `Anwesenheit-Saison-${saison}.csv`;
}

// ---- Texts --------------------------------------------------------------------------------------

export const ANWESENHEIT_TEXT = {
  titel: 'Anwesenheit',
  anwesend: 'anwesend',
  antwort: 'Antwort',
  keineMitglieder: 'Keine Mitglieder: Der Termin ist für keine Mitglieder mit Systemzugriff bestimmt, und niemand hat geantwortet.',
  erstAbBeginn: 'Die Anwesenheit kann ab Beginn des Termins erfasst werden.',
  anzahl: (anwesend: number, total: number) => `${anwesend} von ${total} anwesend`,
  csvExport: 'CSV exportieren',
  drucken: 'Drucken',
  saison: 'Saison',
  saisonHilfe: 'Eine Saison ist ein Kalenderjahr.',
  saisonExport: 'Anwesenheit der Saison (CSV)',
  saisonKarte: 'Anwesenheit',
  saisonZahlen: (anwesend: number, termine: number, quote: number | null) =>
    termine === 0 ? 'Keine Termine mit An-/Abmeldung in dieser Saison.' : `${anwesend} von ${termine} Terminen anwesend (${quote ?? 0} %)`,
  /** The change log's field of a tick: 'Anwesend am 10.01.2026 (Training)'. */
  protokollFeld: (titel: string, datum: string) => `Anwesend am ${datum} (${titel})`,
  gespeichert: (name: string, anwesend: Flag) => `${name}: ${anwesend === 1 ? 'anwesend' : 'nicht anwesend'}`,
} as const;

export const ANWESENHEIT_MELDUNG = {
  nochNichtBegonnen: 'Der Termin hat noch nicht begonnen: Die Anwesenheit kann erst ab seinem Beginn erfasst werden.',
  keineAnAbmeldung: 'Der Termin hat keine An-/Abmeldung: Die Anwesenheit wird nur bei Terminen mit An-/Abmeldung erfasst.',
} as const;

// ---- Reminders ----------------------------------------------------------------------------------

/** The form's suggestion when 'Erinnerung senden' is ticked. */
export const ERINNERUNG_STANDARD_STUNDEN = 24;

export const ERINNERUNG_TEXT = {
  senden: 'Erinnerung senden',
  stunden: 'Stunden vorher',
  auchAngemeldete: 'auch an Angemeldete',
  hilfe:
    'Geht an Mitglieder, die noch nicht geantwortet haben: als Push-Mitteilung auf ihr Telefon, sonst per E-Mail. Jede Erinnerung geht einmal.',
} as const;

/** When the reminder of an event is due: N hours before its start (all-day: before 00:00 of its day). */
export function erinnerungZeitpunkt(
  termin: { Datum: string; Zeit: string | null; Ganztaegig: Flag; ErinnerungStunden: number | null },
  tz: string,
): Date | null {
  if (termin.ErinnerungStunden === null) return null;
  return new Date(terminBeginn(termin, tz).getTime() - termin.ErinnerungStunden * 3_600_000);
}

/** Due now: the moment has come and the event has not started (a reminder after the start helps no one). */
export function erinnerungFaellig(
  termin: { Datum: string; Zeit: string | null; Ganztaegig: Flag; ErinnerungStunden: number | null },
  tz: string,
  jetzt: Date,
): boolean {
  const ab = erinnerungZeitpunkt(termin, tz);
  return ab !== null && ab.getTime() <= jetzt.getTime() && jetzt.getTime() < terminBeginn(termin, tz).getTime();
}

/** The reminder's moment changed (date, time or hours): it is due again at the new moment. */
export function erinnerungVerschoben(
  alt: { Datum: string; Zeit: string | null; Ganztaegig: Flag; ErinnerungStunden: number | null },
  neu: { Datum: string | null; Zeit: string | null; Ganztaegig: Flag; ErinnerungStunden: number | null },
  tz: string,
): boolean {
  if (neu.Datum === null) return false;
  return erinnerungZeitpunkt(alt, tz)?.getTime() !== erinnerungZeitpunkt({ ...neu, Datum: neu.Datum }, tz)?.getTime();
}

/** Who gets it: expected members who have not answered, with 'auch an Angemeldete' also those signed up (or waiting). */
export function erinnerungAn(antwort: Antwort, auchAngemeldete: Flag): boolean {
  if (antwort === 'keine') return true;
  return auchAngemeldete === 1 && antwort !== 'abgemeldet';
}

const einzeilig = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The reminder's words, for the push and the e-mail alike. */
export function erinnerungNachricht(args: {
  titel: string;
  datum: string;
  zeit: string | null;
  ort: string | null;
  vereinsName: string;
  angemeldet: boolean;
  mitAnAbmeldung: boolean;
  publicUrl: string;
  name: string;
}): { titel: string; text: string; pfad: string; betreff: string; mailText: string } {
  const titel = einzeilig(args.titel);
  const wann = `${formatDatumDe(args.datum)}${args.zeit ? `, ${args.zeit} Uhr` : ''}`;
  const wo = args.ort ? ` in ${einzeilig(args.ort)}` : '';
  const bitte = !args.mitAnAbmeldung
    ? ''
    : args.angemeldet
      ? 'Sie sind angemeldet. Können Sie doch nicht kommen, melden Sie sich bitte in der App ab.'
      : 'Bitte melden Sie sich in der App an oder ab.';
  const pfad = `${APP_BASIS}/termine`;
  const link = `${args.publicUrl.replace(/\/+$/, '')}${pfad}`;
  return {
    titel: `Erinnerung: ${titel}`,
    text: `${wann}${wo}. ${bitte}`.trim(),
    pfad,
    betreff: `Erinnerung: ${titel} am ${formatDatumDe(args.datum)}`,
    mailText: [
      `Guten Tag ${einzeilig(args.name)}`.trimEnd(),
      '',
      `Wir erinnern Sie an den Termin «${titel}» am ${wann}${wo}.`,
      ...(bitte ? [bitte] : []),
      '',
      `Zur App: ${link}`,
      '',
      'Freundliche Grüsse',
      einzeilig(args.vereinsName),
    ].join('\n'),
  };
}
