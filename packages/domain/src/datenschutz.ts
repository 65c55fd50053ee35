/**
 * Data protection (docs/produkt.md "Datenschutz", Swiss nDSG / GDPR): what a member's information
 * (Datenauskunft) holds, its printable HTML page, the name left behind by an erasure, and the club's
 * closing confirmation. Pure: the server gathers the rows, this module shapes and renders them.
 */
import * as v from 'valibot';
import { aenderungEntity, feldText, formatZeitpunktDe, type Aenderung } from './aenderungsprotokoll.js';
import { ANWESENHEIT_TEXT } from './anwesenheit.js';
import { beitragsAusnahmeEntity } from './beitraege/entities.js';
import { auskunftBeitragsrechnungEntity, auskunftBeitragszahlungEntity, BEITRAG_AUSKUNFT_TEXT } from './beitraege/posten.js';
import { formatDatumDe } from './dates.js';
import { mitgliedEntity } from './entities.js';
import { flag, terminKopfFelder } from './entity-felder.js';
import { formatBetrag, toCents } from './money.js';
import { objektMeldung } from './schemas/fields.js';
import { DATENSCHUTZ_TEXT } from './messages.js';
import { splitKategorien } from './normalize.js';
import { vollerName } from './sortierung.js';

/** The name an erased member leaves in the change log. */
export const ANONYM_NAME = DATENSCHUTZ_TEXT.anonymName;

/** The club export carries the documents' PDFs (base64) up to this many bytes in total; beyond, only their names. */
export const VEREINSEXPORT_DATEIEN_MAX_BYTES = 20_000_000;

/** Everything stored about one member (getMitgliedDatenauskunft); never a password hash or link. */
export const datenauskunftEntity = v.strictObject({
  /** ISO instant of the information. */
  ErstelltAm: v.string(),
  Verein: v.strictObject({ VereinId: v.number(), VereinsName: v.string() }),
  Mitglied: v.strictObject({ ...mitgliedEntity.entries, KontaktSichtbar: flag, PasswortGesetzt: flag }),
  Kategorien: v.array(v.string()),
  AnAbmeldungen: v.array(
    v.strictObject({
      ...terminKopfFelder,
      AnAbmeldeStatus: v.picklist([1, 2, 3]),
      GeaendertAm: v.string(),
      /** Set while the sign-up waits for a place. */
      WartelisteSeit: v.nullable(v.string()),
    }),
  ),
  /** The events the member was ticked present at (docs/produkt.md "Anwesenheit"). */
  Anwesenheiten: v.array(v.strictObject({ ...terminKopfFelder, ErfasstAm: v.string() })),
  Geraete: v.array(
    v.strictObject({ GeraetId: v.string(), Bezeichnung: v.nullable(v.string()), RegistriertAm: v.string(), ZuletztAm: v.string() }),
  ),
  KalenderAbo: v.nullable(v.strictObject({ ErstelltAm: v.string() })),
  Mails: v.array(v.strictObject({ Betreff: v.string(), ErstelltAm: v.string(), Status: v.string() })),
  Aenderungen: v.array(aenderungEntity),
  AenderungenAlsAdministrator: v.array(aenderungEntity),
  /** Member fees: the invoices to the member and the payments on them (docs/produkt.md "Beiträge"). */
  Beitragsrechnungen: v.array(auskunftBeitragsrechnungEntity),
  Beitragszahlungen: v.array(auskunftBeitragszahlungEntity),
  /** The member's fee exception with its reason (exempt or another amount); null without one. */
  Beitragsausnahme: beitragsAusnahmeEntity,
});
export type Datenauskunft = v.InferOutput<typeof datenauskunftEntity>;

/** Closing the club: the administrator types the club number (Vereinsnummer) as a strong confirmation. */
export const vereinSchliessenSchema = v.strictObject(
  {
    Vereinsnummer: v.pipe(
      v.number(DATENSCHUTZ_TEXT.vereinsnummerFalsch),
      v.integer(DATENSCHUTZ_TEXT.vereinsnummerFalsch),
      v.minValue(1, DATENSCHUTZ_TEXT.vereinsnummerFalsch),
    ),
  },
  objektMeldung,
);
export type VereinSchliessen = v.InferOutput<typeof vereinSchliessenSchema>;

/** 'Vorname Nachname', or the member number when the member has no name. */
export function auskunftName(m: { MitgliedId: number; Vorname: string | null; Nachname: string | null }): string {
  return vollerName(m) ?? `Mitglied ${m.MitgliedId}`;
}

/** File names: `Datenauskunft-<Vorname>-<Nachname>-<dd.MM.yyyy>.json|html`, `Vereinsdaten-<n>-<dd.MM.yyyy>.json`. */
export function datenauskunftDateiname(
  m: { MitgliedId: number; Vorname: string | null; Nachname: string | null },
  isoDatum: string,
  endung: 'json' | 'html',
): string {
  const name = auskunftName(m)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `Datenauskunft-${name}-${formatDatumDe(isoDatum)}.${endung}`;
}

export function vereinsdatenDateiname(vereinId: number, isoDatum: string): string {
  return `Vereinsdaten-${vereinId}-${formatDatumDe(isoDatum)}.json`;
}

const ESCAPE: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text into HTML: every stored value is plain text, never markup. */
export function htmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPE[c]!);
}

const chf = (franken: number) => formatBetrag(toCents(franken), 'CHF');

const STATUS_TEXT: Record<1 | 2 | 3, string> = { 1: 'Angemeldet', 2: 'Abgemeldet', 3: 'Provisorisch angemeldet' };

const MITGLIED_FELDER: [keyof Datenauskunft['Mitglied'], string][] = [
  ['MitgliedId', 'Mitglied-Nr.'],
  ['Vorname', 'Vorname'],
  ['Nachname', 'Nachname'],
  ['Strasse', 'Strasse'],
  ['Postleitzahl', 'PLZ'],
  ['Ort', 'Ort'],
  ['Telefonnummer1', 'Telefon 1'],
  ['Telefonnummer2', 'Telefon 2'],
  ['Emailadresse', 'E-Mail-Adresse'],
  ['Mitgliedschaftsart', 'Kategorien'],
  ['Vereinsfunktion', 'Vereinsfunktion'],
  ['Bemerkung', 'Bemerkung'],
  ['HatSystemZugriff', 'Systemzugriff'],
  ['IstVereinsAdministrator', 'Vereinsadministrator'],
  ['KontaktSichtbar', 'Kontakt in der App sichtbar'],
  ['PasswortGesetzt', DATENSCHUTZ_TEXT.passwortGesetzt],
  ['Status', 'Status'],
];

function zelle(wert: unknown): string {
  if (wert === null || wert === undefined || wert === '') return '';
  return htmlEscape(String(wert));
}

function tabelle(kopf: string[], zeilen: string[][]): string {
  if (zeilen.length === 0) return `<p>${DATENSCHUTZ_TEXT.keine}</p>`;
  const th = kopf.map((k) => `<th scope="col">${htmlEscape(k)}</th>`).join('');
  const tr = zeilen.map((z) => `<tr>${z.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
  return `<table>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${tr}\n</tbody>\n</table>`;
}

/** The event columns the sign-up and the attendance tables begin with. */
const TERMIN_SPALTEN = ['Termin', 'Datum', 'Zeit'];
function terminZellen(x: { Titel: string; Datum: string; Zeit: string | null }): string[] {
  return [zelle(x.Titel), zelle(formatDatumDe(x.Datum)), zelle(x.Zeit)];
}

function aenderungenTabelle(liste: Aenderung[], zeitzone: string): string {
  return tabelle(
    ['Zeitpunkt', 'Administrator', 'Bereich', 'Objekt', 'Aktion', 'Felder'],
    liste.map((a) => [
      zelle(formatZeitpunktDe(a.Zeitpunkt, zeitzone)),
      zelle(a.AdministratorName),
      zelle(a.Bereich),
      zelle(a.Objekt),
      zelle(a.Aktion),
      // The labels and values the change log screen shows ('Systemzugriff: Nein → Ja'), not column names and 0/1.
      a.Felder.map((f) => zelle(feldText(f, a.Aktion))).join('<br>'),
    ]),
  );
}

/** The information as a German, printable HTML page (one file, no scripts, no external resources). */
export function datenauskunftHtml(a: Datenauskunft, zeitzone: string): string {
  const m = a.Mitglied;
  const name = auskunftName(m);
  const titel = DATENSCHUTZ_TEXT.auskunftTitel(name);
  const janein = (f: 0 | 1) => (f === 1 ? DATENSCHUTZ_TEXT.ja : DATENSCHUTZ_TEXT.nein);
  const personalien = MITGLIED_FELDER.map(([feld, label]) => {
    const wert = m[feld];
    const text =
      feld === 'Status'
        ? wert === 'A'
          ? 'Aktiv'
          : 'Gelöscht'
        : typeof wert === 'number' && feld !== 'MitgliedId'
          ? janein(wert as 0 | 1)
          : zelle(wert);
    return `<tr><th scope="row">${htmlEscape(label)}</th><td>${text}</td></tr>`;
  }).join('\n');
  const abschnitt = (ueberschrift: string, inhalt: string) => `<section>\n<h2>${htmlEscape(ueberschrift)}</h2>\n${inhalt}\n</section>`;
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>${htmlEscape(titel)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #111; }
table { border-collapse: collapse; margin-bottom: 1rem; }
th, td { border: 1px solid #999; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
@media print { body { margin: 0; } section { break-inside: avoid; } }
</style>
</head>
<body>
<h1>${htmlEscape(titel)}</h1>
<p>${htmlEscape(DATENSCHUTZ_TEXT.auskunftEinleitung(a.Verein.VereinsName, formatZeitpunktDe(a.ErstelltAm, zeitzone)))}</p>
${abschnitt(DATENSCHUTZ_TEXT.personalien, `<table>\n<tbody>\n${personalien}\n</tbody>\n</table>`)}
${abschnitt(DATENSCHUTZ_TEXT.kategorien, a.Kategorien.length ? `<ul>${a.Kategorien.map((k) => `<li>${zelle(k)}</li>`).join('')}</ul>` : `<p>${DATENSCHUTZ_TEXT.keine}</p>`)}
${abschnitt(
  DATENSCHUTZ_TEXT.anAbmeldungen,
  tabelle(
    [...TERMIN_SPALTEN, 'Antwort', DATENSCHUTZ_TEXT.warteliste, 'Geändert am'],
    a.AnAbmeldungen.map((x) => [
      ...terminZellen(x),
      zelle(STATUS_TEXT[x.AnAbmeldeStatus]),
      x.WartelisteSeit ? zelle(`${DATENSCHUTZ_TEXT.ja}, seit ${formatZeitpunktDe(x.WartelisteSeit, zeitzone)}`) : DATENSCHUTZ_TEXT.nein,
      zelle(formatZeitpunktDe(x.GeaendertAm, zeitzone)),
    ]),
  ),
)}
${abschnitt(
  ANWESENHEIT_TEXT.titel,
  tabelle(
    [...TERMIN_SPALTEN, 'Erfasst am'],
    a.Anwesenheiten.map((x) => [...terminZellen(x), zelle(formatZeitpunktDe(x.ErfasstAm, zeitzone))]),
  ),
)}
${abschnitt(
  DATENSCHUTZ_TEXT.geraete,
  tabelle(
    ['Geräte-ID', 'Bezeichnung', 'Registriert am', 'Zuletzt am'],
    a.Geraete.map((g) => [
      zelle(g.GeraetId),
      zelle(g.Bezeichnung),
      zelle(formatZeitpunktDe(g.RegistriertAm, zeitzone)),
      zelle(formatZeitpunktDe(g.ZuletztAm, zeitzone)),
    ]),
  ),
)}
${abschnitt(
  DATENSCHUTZ_TEXT.kalenderAbo,
  `<p>${a.KalenderAbo ? htmlEscape(DATENSCHUTZ_TEXT.kalenderAboVorhanden(formatZeitpunktDe(a.KalenderAbo.ErstelltAm, zeitzone))) : DATENSCHUTZ_TEXT.keine}</p>`,
)}
${abschnitt(
  DATENSCHUTZ_TEXT.mails,
  tabelle(
    ['Betreff', 'Erstellt am', 'Status'],
    a.Mails.map((x) => [zelle(x.Betreff), zelle(formatZeitpunktDe(x.ErstelltAm, zeitzone)), zelle(x.Status)]),
  ),
)}
${abschnitt(
  BEITRAG_AUSKUNFT_TEXT.rechnungen,
  tabelle(
    ['Nr.', 'Beitrag', 'Rechnungsdatum', 'Fällig am', 'Betrag', 'Bezahlt', 'Offen', 'Referenz', 'Adresse'],
    a.Beitragsrechnungen.map((r) => [
      zelle(r.BeitragsrechnungId),
      zelle(r.Storniert === 1 ? `${r.Bezeichnung} (${BEITRAG_AUSKUNFT_TEXT.storniert}: ${r.StornoGrund ?? ''})` : r.Bezeichnung),
      zelle(formatDatumDe(r.Rechnungsdatum)),
      zelle(formatDatumDe(r.FaelligAm)),
      zelle(chf(r.Betrag)),
      zelle(r.BezahltAm ? `${chf(r.Bezahlt)} (${formatDatumDe(r.BezahltAm)})` : chf(r.Bezahlt)),
      zelle(chf(r.Offen)),
      zelle(r.Zahlungsreferenz),
      zelle(
        [[r.Vorname, r.Name].filter(Boolean).join(' '), r.Strasse, [r.Postleitzahl, r.Ort].filter(Boolean).join(' '), r.Email]
          .filter(Boolean)
          .join(', '),
      ),
    ]),
  ),
)}
${abschnitt(
  BEITRAG_AUSKUNFT_TEXT.ausnahme,
  `<p>${a.Beitragsausnahme ? htmlEscape(BEITRAG_AUSKUNFT_TEXT.ausnahmeText(a.Beitragsausnahme, chf)) : DATENSCHUTZ_TEXT.keine}</p>`,
)}
${abschnitt(
  BEITRAG_AUSKUNFT_TEXT.zahlungen,
  tabelle(
    ['Rechnung', 'Datum', 'Betrag', 'Art', 'Referenz', 'Mitteilung', 'Zahler'],
    a.Beitragszahlungen.map((z) => [
      zelle(z.BeitragsrechnungId),
      zelle(formatDatumDe(z.Datum)),
      zelle(chf(z.Betrag)),
      zelle(BEITRAG_AUSKUNFT_TEXT.zahlungsArt[z.Art] ?? z.Art),
      zelle(z.Referenz),
      zelle(z.Mitteilung),
      zelle(z.ZahlerName),
    ]),
  ),
)}
${abschnitt(DATENSCHUTZ_TEXT.aenderungen, aenderungenTabelle(a.Aenderungen, zeitzone))}
${abschnitt(DATENSCHUTZ_TEXT.aenderungenAlsAdministrator, aenderungenTabelle(a.AenderungenAlsAdministrator, zeitzone))}
</body>
</html>
`;
}

/** The categories of a member as a list (for the information). */
export function auskunftKategorien(mitgliedschaftsart: string | null): string[] {
  return splitKategorien(mitgliedschaftsart);
}
