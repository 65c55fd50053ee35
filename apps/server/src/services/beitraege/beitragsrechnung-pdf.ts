/**
 * A fee invoice as a PDF (docs/produkt.md "Beiträge"): the club with its account's address and UID, the
 * member as billed, run name, dates and reference, the lines (categories or another amount), total, and the
 * QR-bill to the club's account (services/rechnungen/rechnung-seite.ts draws the page). The same page titled
 * 'Zahlungserinnerung' or '2. Mahnung' bills what is still open. A fee run's print file is one PDF with a page
 * per member.
 */
import { formatBetrag, formatDatumDe, MAHNSTUFE_TEXT, referenzFormatiert, type BeitragsPosition } from '@vereinsportal/domain';
import { rechnungsPdf, type RechnungsSeite } from '../rechnungen/rechnung-seite.js';
import { beitragQrDaten, type BeitragsKonto, type BeitragsrechnungFuerQr } from './beitrag-qr.js';

/** 0: the invoice, 1: 'Zahlungserinnerung', 2: '2. Mahnung'. */
export type BeitragsMahnstufe = 0 | 1 | 2;

/** What the page needs of an invoice (a beitragsrechnung row joined with its run's Bezeichnung). */
export interface BeitragsrechnungFuerPdf extends BeitragsrechnungFuerQr {
  Bezeichnung: string;
  /** JSON of BeitragsPosition[]. */
  Positionen: string;
  BetragCents: number;
  BezahltCents: number;
  Rechnungsdatum: string;
  FaelligAm: string;
  MitgliedId: number | null;
}

/** The club as the letterhead shows it (UID from the fee settings). */
export interface BeitragsAbsender {
  konto: BeitragsKonto;
  uid: string | null;
  email: string | null;
}

const TITEL: Record<BeitragsMahnstufe, string> = { 0: 'Rechnung', ...MAHNSTUFE_TEXT };

export function beitragsrechnungDateiname(r: Pick<BeitragsrechnungFuerPdf, 'BeitragsrechnungId'>, stufe: BeitragsMahnstufe = 0): string {
  const nr = r.BeitragsrechnungId;
  return stufe === 0 ? `Beitragsrechnung-${nr}.pdf` : `${stufe === 1 ? 'Zahlungserinnerung' : 'Mahnung-2'}-Beitragsrechnung-${nr}.pdf`;
}

function positionen(r: BeitragsrechnungFuerPdf): BeitragsPosition[] {
  try {
    const p = JSON.parse(r.Positionen) as BeitragsPosition[];
    if (Array.isArray(p) && p.length > 0) return p;
  } catch {
    // A row written by hand: the total alone.
  }
  return [{ Kategorie: null, Text: r.Bezeichnung, BetragCents: r.BetragCents }];
}

/** The page of one invoice (or reminder). */
export function beitragsrechnungSeite(a: BeitragsAbsender, r: BeitragsrechnungFuerPdf, stufe: BeitragsMahnstufe = 0): RechnungsSeite {
  const k = a.konto;
  const betrag = (cents: number) => formatBetrag(cents, 'CHF');
  const offen = Math.max(0, r.BetragCents - r.BezahltCents);
  const summen: RechnungsSeite['summen'] = [{ werte: ['Total', betrag(r.BetragCents)], fett: true }];
  if (r.BezahltCents > 0) {
    summen.push({ werte: ['Bereits bezahlt', betrag(r.BezahltCents)] });
    summen.push({ werte: ['Offener Betrag', betrag(offen)], fett: true });
  }
  const name = [r.Vorname, r.Name].filter(Boolean).join(' ');
  const ort = [r.Postleitzahl, r.Ort].filter(Boolean).join(' ');
  const nr = r.BeitragsrechnungId;
  return {
    absender: {
      name: k.name,
      zeilen: [
        [k.strasse, k.hausnummer].filter(Boolean).join(' ') || null,
        `${k.land === 'CH' ? '' : `${k.land}-`}${k.plz} ${k.ort}`,
        a.uid ? `UID: ${a.uid}` : null,
        a.email,
      ].filter((z): z is string => !!z),
    },
    empfaenger: [name, r.Strasse, ort ? `${r.Land && r.Land !== 'CH' ? `${r.Land}-` : ''}${ort}` : null].filter((z): z is string => !!z),
    titel: stufe === 0 ? `${r.Bezeichnung}: Rechnung ${nr}` : `${TITEL[stufe]} zu Rechnung ${nr}`,
    fakten: [
      ['Rechnungsnummer', String(nr)],
      ['Rechnungsdatum', formatDatumDe(r.Rechnungsdatum)],
      ...(r.MitgliedId !== null ? ([['Mitgliedernummer', String(r.MitgliedId)]] as [string, string][]) : []),
      ['Zahlbar bis', formatDatumDe(r.FaelligAm)],
      ['Referenz', referenzFormatiert(r.Zahlungsreferenz)],
    ],
    spalten: [
      { titel: 'Beitrag', breiteMm: 130, align: 'left' },
      { titel: 'Betrag', align: 'right' },
    ],
    zeilen: positionen(r).map((p) => [p.Text, betrag(p.BetragCents)]),
    summen,
    hinweis:
      stufe === 0
        ? `Bitte bezahlen Sie den Betrag bis ${formatDatumDe(r.FaelligAm)} mit dem Zahlteil unten (QR-Rechnung). Vielen Dank für Ihren Beitrag.`
        : `Unsere Rechnung vom ${formatDatumDe(r.Rechnungsdatum)} war am ${formatDatumDe(r.FaelligAm)} fällig und ist noch offen. ` +
          `Bitte bezahlen Sie ${betrag(offen)} mit dem Zahlteil unten. Haben Sie bereits bezahlt, betrachten Sie dieses Schreiben als gegenstandslos.`,
    qr: beitragQrDaten(k, r, offen > 0 ? offen : r.BetragCents),
  };
}

/** One invoice's PDF (or reminder), for the open amount. */
export async function beitragsrechnungPdf(
  a: BeitragsAbsender,
  r: BeitragsrechnungFuerPdf,
  stufe: BeitragsMahnstufe = 0,
): Promise<Uint8Array> {
  return rechnungsPdf({ titel: `${TITEL[stufe]} ${r.BeitragsrechnungId}`, autor: a.konto.name }, [beitragsrechnungSeite(a, r, stufe)]);
}

/** Several invoices as one PDF to print, a page each, in the given order. */
export async function beitragsrechnungenDruckPdf(
  a: BeitragsAbsender,
  rechnungen: readonly BeitragsrechnungFuerPdf[],
  titel: string,
): Promise<Uint8Array> {
  return rechnungsPdf(
    { titel, autor: a.konto.name },
    rechnungen.map((r) => beitragsrechnungSeite(a, r)),
  );
}
