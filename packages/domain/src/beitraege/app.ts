/**
 * 'Meine Beiträge' in the member app (docs/produkt.md "Beiträge"): the member's own fee invoices with their
 * status; an open one is paid with the QR code (served as SVG) or the PDF, a paid one says when.
 */
import * as v from 'valibot';
import { formatDatumDe } from '../dates.js';
import { formatBetrag, toCents } from '../money.js';
import { RECHNUNGS_STATUS, type RechnungsStatus } from '../rechnungswesen/status.js';

/** One fee invoice of the signed-in member; amounts in francs with 2 decimals, dates `YYYY-MM-DD`. */
export const meinBeitragEntity = v.strictObject({
  BeitragsrechnungId: v.number(),
  /** The fee run's name, e.g. 'Mitgliederbeitrag 2027'. */
  Bezeichnung: v.string(),
  Rechnungsdatum: v.string(),
  FaelligAm: v.string(),
  /** Invoice total, e.g. 120.00. */
  Betrag: v.number(),
  /** What is still to pay (0 when paid, over-paid or cancelled). */
  Offen: v.number(),
  Status: v.picklist(RECHNUNGS_STATUS),
  /** The day the invoice became fully paid; null while open. */
  BezahltAm: v.nullable(v.string()),
  /** As printed on the bill (QRR or RF reference), without spaces. */
  Zahlungsreferenz: v.string(),
  /** The club's account to pay to, without spaces; null while the club has none. */
  Iban: v.nullable(v.string()),
  /** The account holder (the club). */
  Empfaenger: v.nullable(v.string()),
});
export type MeinBeitrag = v.InferOutput<typeof meinBeitragEntity>;

/** The states in which the member still has something to pay (QR code and PDF to pay with). */
export const ZAHLBAR: readonly RechnungsStatus[] = ['offen', 'teilweise bezahlt', 'überfällig'];

export function beitragZahlbar(b: Pick<MeinBeitrag, 'Status' | 'Offen'>): boolean {
  return ZAHLBAR.includes(b.Status) && b.Offen > 0;
}

/** The app's texts of 'Meine Beiträge'. */
export const MEINE_BEITRAEGE = {
  titel: 'Meine Beiträge',
  untertitel: 'Rechnungen und QR-Code zum Bezahlen',
  leer: 'Keine Beitragsrechnungen vorhanden.',
  qrAlt: (b: Pick<MeinBeitrag, 'Bezeichnung' | 'Offen'>) =>
    `QR-Code zum Bezahlen: ${b.Bezeichnung}, ${formatBetrag(toCents(b.Offen), 'CHF')}`,
  qrHinweis: 'Scannen Sie den QR-Code mit der App Ihrer Bank.',
  qrLaedt: 'QR-Code wird geladen...',
  rechnungVom: (iso: string) => `Rechnung vom ${formatDatumDe(iso)}`,
  pdf: 'Rechnung als PDF',
  betrag: 'Betrag',
  offen: 'Offen',
  faellig: (iso: string) => `Zahlbar bis ${formatDatumDe(iso)}`,
  bezahltAm: (iso: string) => `bezahlt am ${formatDatumDe(iso)}`,
  konto: 'Konto',
  empfaenger: 'Zugunsten von',
  referenz: 'Referenz',
} as const;

/** Server answers of the member's fee operations. */
export const MEINE_BEITRAEGE_MELDUNG = {
  nichtZahlbar: 'Diese Rechnung ist nicht mehr offen: es gibt nichts zu bezahlen.',
  keinKonto: 'Der Verein hat kein gültiges Konto für Beiträge hinterlegt. Bitte wenden Sie sich an den Verein.',
} as const;
