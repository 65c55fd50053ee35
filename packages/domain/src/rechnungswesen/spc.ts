/**
 * The Swiss Payments Code: the text inside the QR code of a QR-bill (SIX Implementation Guidelines
 * QR-bill v2.3: version 0200, coding 1 = UTF-8, structured addresses only). `spcPayload` writes it
 * the way the swissqrbill package does ('\n' between lines, nothing after EPD unless there is bill
 * information), `spcLesen` reads it back (also '\r\n'), `qrRechnungPruefen` lists what the guidelines forbid.
 */
import { qrBetragGueltig, qrBetragText, betragTextInCents } from './betrag.js';
import { ibanGueltig, ibanNormalisieren, istQrIban } from './iban.js';
import { qrrGueltig, referenzNormalisieren, rfGueltig } from './referenz.js';
import { QR_FELD, QR_MELDUNG } from './texte.js';

/** A structured address (type 'S'): creditor or ultimate debtor. */
export interface QrAdresse {
  name: string;
  strasse?: string;
  hausnummer?: string;
  plz: string;
  ort: string;
  /** ISO 3166 alpha-2, e.g. 'CH'. */
  land: string;
}

/** Everything a QR-bill's payment part carries. */
export interface QrRechnungDaten {
  /** IBAN or QR-IBAN, normalised (no spaces). */
  konto: string;
  /** Creditor. */
  zahlungsempfaenger: QrAdresse;
  /** Omitted = the payer fills in the amount. */
  betragCents?: number;
  waehrung: 'CHF' | 'EUR';
  /** Ultimate debtor. */
  zahlungspflichtiger?: QrAdresse;
  referenzTyp: 'QRR' | 'SCOR' | 'NON';
  referenz?: string;
  /** Unstructured message (Ustrd), e.g. 'Rechnung 42'. */
  mitteilung?: string;
  /** Bill information (StrdBkgInf). */
  rechnungsinformationen?: string;
}

/** Maximum lengths of the guidelines (in characters). */
export const QR_MAX = {
  name: 70,
  strasse: 70,
  hausnummer: 16,
  plz: 16,
  ort: 35,
  referenz: 27,
  /** Ustrd and StrdBkgInf together. */
  mitteilungUndRechnungsinformationen: 140,
} as const;

/** Lines up to and including the trailer 'EPD'; up to three more may follow (bill information, AV1, AV2). */
const ZEILEN_BIS_EPD = 31;
const ZEILEN_MAX = 34;

function adresseZeilen(a: QrAdresse | undefined): string[] {
  if (!a) return ['', '', '', '', '', '', ''];
  return ['S', a.name, a.strasse ?? '', a.hausnummer ?? '', a.plz, a.ort, a.land];
}

/** The exact text of the QR code. */
export function spcPayload(d: QrRechnungDaten): string {
  const zeilen = [
    'SPC',
    '0200',
    '1',
    ibanNormalisieren(d.konto),
    ...adresseZeilen(d.zahlungsempfaenger),
    // Ultimate creditor: reserved for future use, must stay empty.
    ...adresseZeilen(undefined),
    d.betragCents === undefined ? '' : qrBetragText(d.betragCents),
    d.waehrung,
    ...adresseZeilen(d.zahlungspflichtiger),
    d.referenzTyp,
    d.referenz === undefined ? '' : referenzNormalisieren(d.referenz),
    d.mitteilung ?? '',
    'EPD',
  ];
  if (d.rechnungsinformationen) zeilen.push(d.rechnungsinformationen);
  return zeilen.join('\n');
}

function ohneLeere<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, wert]) => wert !== '' && wert !== undefined)) as T;
}

function adresseLesen(z: readonly string[], start: number, feld: string): QrAdresse | undefined | { fehler: string } {
  const [typ = '', name = '', strasse = '', hausnummer = '', plz = '', ort = '', land = ''] = z.slice(start, start + 7);
  if (typ === '') return undefined;
  if (typ !== 'S') return { fehler: QR_MELDUNG.adressTyp(feld) };
  return ohneLeere<QrAdresse>({ name, strasse, hausnummer, plz, ort, land });
}

function istFehler(x: unknown): x is { fehler: string } {
  return typeof x === 'object' && x !== null && 'fehler' in x;
}

/**
 * Reads a QR code's text back into the bill's data (lines by '\n' or '\r\n'; empty optional fields are
 * left out). Checks the structure only; `qrRechnungPruefen` checks the content.
 */
export function spcLesen(text: string): QrRechnungDaten | { fehler: string } {
  // One trailing line break is tolerated (some scanners add it); the standard has none.
  const z = text.replace(/\r?\n$/, '').split(/\r?\n/);
  if (z[0] !== 'SPC') return { fehler: QR_MELDUNG.keinSpc };
  if (z[1] !== '0200') return { fehler: QR_MELDUNG.version(z[1] ?? '') };
  if (z[2] !== '1') return { fehler: QR_MELDUNG.codierung };
  if (z.length < ZEILEN_BIS_EPD || z.length > ZEILEN_MAX) return { fehler: QR_MELDUNG.zeilen(z.length) };
  if (z[ZEILEN_BIS_EPD - 1] !== 'EPD') return { fehler: QR_MELDUNG.endkennung };

  const zahlungsempfaenger = adresseLesen(z, 4, 'Zahlungsempfänger');
  if (istFehler(zahlungsempfaenger)) return zahlungsempfaenger;
  if (!zahlungsempfaenger) return { fehler: QR_MELDUNG.pflichtfeld(QR_FELD.zahlungsempfaengerName) };
  const zahlungspflichtiger = adresseLesen(z, 20, 'Zahlungspflichtiger');
  if (istFehler(zahlungspflichtiger)) return zahlungspflichtiger;

  const betragText = z[18] ?? '';
  let betragCents: number | undefined;
  if (betragText !== '') {
    const cents = betragTextInCents(betragText);
    if (cents === null) return { fehler: QR_MELDUNG.betragFormat(betragText) };
    betragCents = cents;
  }
  const waehrung = z[19];
  if (waehrung !== 'CHF' && waehrung !== 'EUR') return { fehler: QR_MELDUNG.waehrung };
  const referenzTyp = z[27];
  if (referenzTyp !== 'QRR' && referenzTyp !== 'SCOR' && referenzTyp !== 'NON') return { fehler: QR_MELDUNG.referenzTyp };

  const daten: QrRechnungDaten = {
    konto: ibanNormalisieren(z[3] ?? ''),
    zahlungsempfaenger,
    waehrung,
    referenzTyp,
  };
  if (betragCents !== undefined) daten.betragCents = betragCents;
  if (zahlungspflichtiger) daten.zahlungspflichtiger = zahlungspflichtiger;
  if (z[28]) daten.referenz = referenzNormalisieren(z[28]);
  if (z[29]) daten.mitteilung = z[29];
  if (z[31]) daten.rechnungsinformationen = z[31];
  return daten;
}

/**
 * The characters the guidelines allow (v2.2+): Basic Latin, Latin-1 Supplement, Latin Extended-A,
 * Ș ș Ț ț and €; no control characters (so no line breaks inside a field).
 */
const ERLAUBT = /^[\u0020-\u007E\u00A0-\u017F\u0218-\u021B\u20AC]*$/u;

/** The characters of `s` the QR-bill does not allow, each once, line breaks shown as '↵'. */
export function qrUnerlaubteZeichen(s: string): string[] {
  const falsch = new Set<string>();
  for (const zeichen of s) {
    if (!ERLAUBT.test(zeichen)) falsch.add(zeichen === '\n' || zeichen === '\r' ? '↵' : zeichen);
  }
  return [...falsch];
}

type AdressFeld = 'Name' | 'Strasse' | 'Hausnummer' | 'Plz' | 'Ort' | 'Land';
type Rolle = 'zahlungsempfaenger' | 'zahlungspflichtiger';

function feldPruefen(probleme: string[], feld: string, wert: string | undefined, max: number | null): void {
  if (wert === undefined) return;
  if (max !== null && [...wert].length > max) probleme.push(QR_MELDUNG.zuLang(feld, max));
  const falsch = qrUnerlaubteZeichen(wert);
  if (falsch.length > 0) probleme.push(QR_MELDUNG.zeichen(feld, falsch.join(' ')));
}

function adressePruefen(probleme: string[], rolle: Rolle, a: QrAdresse): void {
  const feld = (f: AdressFeld): string => QR_FELD[`${rolle}${f}`];
  for (const [f, wert] of [
    ['Name', a.name],
    ['Plz', a.plz],
    ['Ort', a.ort],
  ] as const) {
    if (wert.trim() === '') probleme.push(QR_MELDUNG.pflichtfeld(feld(f)));
  }
  feldPruefen(probleme, feld('Name'), a.name, QR_MAX.name);
  feldPruefen(probleme, feld('Strasse'), a.strasse, QR_MAX.strasse);
  feldPruefen(probleme, feld('Hausnummer'), a.hausnummer, QR_MAX.hausnummer);
  feldPruefen(probleme, feld('Plz'), a.plz, QR_MAX.plz);
  feldPruefen(probleme, feld('Ort'), a.ort, QR_MAX.ort);
  if (!/^[A-Z]{2}$/.test(a.land)) probleme.push(QR_MELDUNG.land(feld('Land')));
}

/** Everything the guidelines forbid in this bill, as German sentences; empty when the bill may be issued. */
export function qrRechnungPruefen(d: QrRechnungDaten): string[] {
  const probleme: string[] = [];
  const konto = ibanNormalisieren(d.konto);
  const kontoOk = ibanGueltig(konto);
  if (!kontoOk) probleme.push(QR_MELDUNG.kontoUngueltig);
  else if (!/^(CH|LI)/.test(konto)) probleme.push(QR_MELDUNG.kontoNichtChLi);
  const qrIban = kontoOk && istQrIban(konto);

  adressePruefen(probleme, 'zahlungsempfaenger', d.zahlungsempfaenger);
  if (d.zahlungspflichtiger) adressePruefen(probleme, 'zahlungspflichtiger', d.zahlungspflichtiger);

  if (d.betragCents !== undefined && !qrBetragGueltig(d.betragCents)) probleme.push(QR_MELDUNG.betrag);
  if (d.waehrung !== 'CHF' && d.waehrung !== 'EUR') probleme.push(QR_MELDUNG.waehrung);

  const referenz = d.referenz === undefined ? '' : referenzNormalisieren(d.referenz);
  if (d.referenzTyp === 'QRR') {
    if (referenz === '') probleme.push(QR_MELDUNG.referenzFehlt);
    else if (!qrrGueltig(referenz)) probleme.push(QR_MELDUNG.qrrUngueltig);
    if (kontoOk && !qrIban) probleme.push(QR_MELDUNG.qrrOhneQrIban);
  } else if (d.referenzTyp === 'SCOR') {
    if (referenz === '') probleme.push(QR_MELDUNG.referenzFehlt);
    else if (!rfGueltig(referenz)) probleme.push(QR_MELDUNG.scorUngueltig);
    if (qrIban) probleme.push(QR_MELDUNG.qrIbanOhneQrr);
  } else if (d.referenzTyp === 'NON') {
    if (referenz !== '') probleme.push(QR_MELDUNG.referenzOhneTyp);
    if (qrIban) probleme.push(QR_MELDUNG.qrIbanOhneQrr);
  } else {
    probleme.push(QR_MELDUNG.referenzTyp);
  }

  feldPruefen(probleme, QR_FELD.mitteilung, d.mitteilung, null);
  feldPruefen(probleme, QR_FELD.rechnungsinformationen, d.rechnungsinformationen, null);
  const zusammen = [...(d.mitteilung ?? '')].length + [...(d.rechnungsinformationen ?? '')].length;
  if (zusammen > QR_MAX.mitteilungUndRechnungsinformationen) probleme.push(QR_MELDUNG.mitteilungZusammen);
  return probleme;
}
