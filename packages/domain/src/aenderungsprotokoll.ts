/**
 * The change log (docs/produkt.md, Änderungsprotokoll): which administrator changed which record, when, and
 * which fields (old -> new). The diff is pure so the server writes exactly what the tests check; secrets never
 * enter it, long HTML only as "changed".
 */
import * as v from 'valibot';
import { formatDatumDe } from './dates.js';
import { datumFeld } from './schemas/fields.js';
import { DATENSCHUTZ_TEXT } from './messages.js';
import { label, MELDUNG } from './validation-messages.js';

/** What was changed: the areas an administrator writes. */
export const AENDERUNGS_BEREICHE = [
  'Mitglied',
  'News',
  'Termin',
  'Dokument',
  'Vereinsinfo',
  'Vereinskonto',
  'Abonnement',
  'Beiträge',
] as const;
export type AenderungsBereich = (typeof AENDERUNGS_BEREICHE)[number];

/** What happened to it. A member's delete (Status 'D') counts as 'gelöscht'; an import is one entry. */
export const AENDERUNGS_AKTIONEN = ['erstellt', 'geändert', 'gelöscht', 'importiert'] as const;
export type AenderungsAktion = (typeof AENDERUNGS_AKTIONEN)[number];

/** Entries are kept this long, then purged by the server. */
export const AENDERUNGSPROTOKOLL_JAHRE = 2;
/** Entries per request: the default and the largest limit a caller may ask for. */
export const AENDERUNGSPROTOKOLL_LIMIT = 500;
export const AENDERUNGSPROTOKOLL_LIMIT_MAX = 2000;
/** Longer values are cut (a remark or description can be long); the log shows what changed, not a copy. */
export const AENDERUNG_WERT_MAX = 300;

/**
 * One changed field. `OhneInhalt: 1`: the field changed but its content is not recorded (HTML, which can hold
 * megabytes of images); Alt and Neu are then null.
 */
export const feldAenderungEntity = v.strictObject({
  Feld: v.string(),
  Alt: v.nullable(v.string()),
  Neu: v.nullable(v.string()),
  OhneInhalt: v.optional(v.literal(1)),
});
export type FeldAenderung = v.InferOutput<typeof feldAenderungEntity>;

/** One log entry. Zeitpunkt is an ISO instant (UTC); the administrator's name is the one at the time. */
export const aenderungEntity = v.strictObject({
  AenderungId: v.number(),
  Zeitpunkt: v.string(),
  AdministratorId: v.nullable(v.number()),
  AdministratorName: v.nullable(v.string()),
  Bereich: v.picklist(AENDERUNGS_BEREICHE),
  ObjektId: v.nullable(v.number()),
  Objekt: v.nullable(v.string()),
  Aktion: v.picklist(AENDERUNGS_AKTIONEN),
  Felder: v.array(feldAenderungEntity),
});
export type Aenderung = v.InferOutput<typeof aenderungEntity>;

const limitMeldung = MELDUNG.ungueltig('Limit');

/** Filters of the log (GET query): area, days from/to in the club's time zone (inclusive), how many (newest first). */
export const aenderungsprotokollFilterSchema = v.object({
  Bereich: v.pipe(
    v.optional(v.union([v.literal(''), v.picklist(AENDERUNGS_BEREICHE)], MELDUNG.ungueltig('Bereich'))),
    v.transform((x): AenderungsBereich | null => (x ? x : null)),
  ),
  Von: datumFeld('Von'),
  Bis: datumFeld('Bis'),
  Limit: v.pipe(
    v.optional(v.union([v.number(limitMeldung), v.string(limitMeldung)], limitMeldung), AENDERUNGSPROTOKOLL_LIMIT),
    v.transform(String),
    v.regex(/^\d{1,6}$/, limitMeldung),
    v.transform(Number),
    v.minValue(1, limitMeldung),
    v.maxValue(AENDERUNGSPROTOKOLL_LIMIT_MAX, limitMeldung),
  ),
});
export type AenderungsprotokollFilter = v.InferOutput<typeof aenderungsprotokollFilterSchema>;

/**
 * Fields that never enter the log, whatever record they sit in: passwords, their hashes, set-password links,
 * secrets and tokens.
 */
const GEHEIM = /passwort|hash|token|secret|geheim|schluessel/i;

/** Bookkeeping columns that are no user's change. */
const BUCHHALTUNG = new Set(['VereinId', 'ErstelltAm', 'GeaendertAm', 'EmailNormalisiert', 'AnzahlGeraete', 'DateiGroesse']);

/** True for a field whose value must never be logged. */
export function istGeheimesFeld(feld: string): boolean {
  return GEHEIM.test(feld);
}

function alsText(wert: unknown): string | null {
  if (wert === null || wert === undefined) return null;
  const text =
    typeof wert === 'string' ? wert : typeof wert === 'number' || typeof wert === 'boolean' ? String(wert) : JSON.stringify(wert);
  if (text === '') return null;
  return text.length > AENDERUNG_WERT_MAX ? `${text.slice(0, AENDERUNG_WERT_MAX - 1)}…` : text;
}

/**
 * The changed fields of a record, old -> new. `alt` null: a new record (its filled fields); `neu` null: a
 * deleted record (its filled fields as old values). Fields in `htmlFelder` are reported as changed without
 * their content; secret and bookkeeping fields and those in `ignorieren` are left out. Order: `neu`'s keys,
 * then keys only `alt` has.
 */
export function feldAenderungen(
  alt: Readonly<Record<string, unknown>> | null,
  neu: Readonly<Record<string, unknown>> | null,
  optionen: { htmlFelder?: readonly string[]; ignorieren?: readonly string[] } = {},
): FeldAenderung[] {
  const html = new Set(optionen.htmlFelder ?? []);
  const ignorieren = new Set(optionen.ignorieren ?? []);
  const felder = [...new Set([...Object.keys(neu ?? {}), ...Object.keys(alt ?? {})])];
  const ergebnis: FeldAenderung[] = [];
  for (const feld of felder) {
    if (istGeheimesFeld(feld) || BUCHHALTUNG.has(feld) || ignorieren.has(feld)) continue;
    // A field the new state does not carry was not changed (a partial update keeps it).
    if (alt && neu && !(feld in neu)) continue;
    const vorher = alt ? (alt[feld] ?? null) : null;
    const nachher = neu ? (neu[feld] ?? null) : null;
    if (html.has(feld)) {
      if (vorher !== nachher && (vorher !== null || nachher !== null)) ergebnis.push({ Feld: feld, Alt: null, Neu: null, OhneInhalt: 1 });
      continue;
    }
    const a = alsText(vorher);
    const n = alsText(nachher);
    if (a !== n) ergebnis.push({ Feld: feld, Alt: a, Neu: n });
  }
  return ergebnis;
}

/** An ISO instant as 'dd.MM.yyyy HH:mm' in the given time zone (the log's Zeitpunkt column). */
export function formatZeitpunktDe(iso: string, zeitzone: string): string {
  const datum = new Date(iso);
  if (Number.isNaN(datum.getTime())) return '';
  const teile = Object.fromEntries(
    new Intl.DateTimeFormat('de-CH', {
      timeZone: zeitzone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(datum)
      .map((t) => [t.type, t.value]),
  );
  return `${teile.day}.${teile.month}.${teile.year} ${teile.hour}:${teile.minute}`;
}

/**
 * Where a screen's label differs from the name the messages use (the import's texts say 'Emailadresse'
 * verbatim, every form and table 'E-Mail-Adresse').
 */
const ANZEIGE_LABEL: Readonly<Record<string, string>> = { Emailadresse: 'E-Mail-Adresse' };

/** A logged field as the screens label it: 'E-Mail-Adresse', 'Systemzugriff', never the column's name. */
export function feldBezeichnung(feld: string): string {
  return ANZEIGE_LABEL[feld] ?? label(feld);
}

/** The yes/no fields: logged as 0/1, shown as Ja/Nein. */
const JA_NEIN_FELDER = new Set([
  'HatSystemZugriff',
  'IstVereinsAdministrator',
  'KontaktSichtbar',
  'MitAnAbmeldung',
  'Ganztaegig',
  'ErinnerungAuchAngemeldete',
  'ExterneHtmlDateiVerwenden',
  'InternetLinkVerwenden',
]);
const STATUS_TEXT: Readonly<Record<string, string>> = { A: 'Aktiv', D: 'Gelöscht' };

/** "Ort: Bern → Thun"; a new record's fields only with the new value; HTML only as changed (its content is not logged). */
export function feldText(f: FeldAenderung, aktion: Aenderung['Aktion']): string {
  const name = feldBezeichnung(f.Feld);
  if (f.OhneInhalt) return `${name}: geändert`;
  if (aktion === 'erstellt' || aktion === 'importiert') return `${name}: ${wertText(f.Feld, f.Neu)}`;
  return `${name}: ${wertText(f.Feld, f.Alt)} → ${wertText(f.Feld, f.Neu)}`;
}

/** A logged value as the screens show it: dates as dd.MM.yyyy, 0/1 as Nein/Ja, a member's status in words, nothing as '(leer)'. */
function wertText(feld: string, wert: string | null | undefined): string {
  if (wert === null || wert === undefined || wert === '') return '(leer)';
  if (JA_NEIN_FELDER.has(feld) && (wert === '0' || wert === '1')) return wert === '1' ? DATENSCHUTZ_TEXT.ja : DATENSCHUTZ_TEXT.nein;
  if (feld === 'Status' && STATUS_TEXT[wert]) return STATUS_TEXT[wert];
  return /^\d{4}-\d{2}-\d{2}$/.test(wert) ? formatDatumDe(wert) : wert;
}
