/**
 * The invoice as a PDF (A4, docs/produkt.md "Rechnungen"): seller with address and UID, customer, number and
 * dates, service period, lines, total with the included VAT, due date, and the QR-bill's payment part with
 * receipt on the bottom 105 mm (drawn by the maintained swissqrbill package). The same page, titled
 * 'Zahlungserinnerung' or '2. Mahnung', is a reminder: it bills the amount still open.
 */
import { formatBetrag, formatDatumDe, MAHNSTUFE_TEXT, QR_MAX, qrUnerlaubteZeichen, referenzFormatiert } from '@vereinsportal/domain';
import type { Data } from 'swissqrbill/types';
import type { Betreiber } from '../../config-betreiber.js';
import type { RechnungZeile } from './rechnung-schreiben.js';
import { druckbar, rechnungsPdf, type RechnungsSeite } from './rechnung-seite.js';

/** 0: the invoice, 1: first reminder, 2: second reminder. */
export type Mahnstufe = 0 | 1 | 2;

export const PDF_TITEL: Record<Mahnstufe, string> = { 0: 'Rechnung', ...MAHNSTUFE_TEXT };

/** The reminder level in lists (cli.ts rechnungen). */
export const MAHNSTUFE_KURZ: Record<number, string> = { 0: '-', ...MAHNSTUFE_TEXT };

export const ART_TEXT: Record<string, string> = {
  abschluss: 'Abschluss Jahresabonnement',
  anpassung: 'Erhöhung der Anzahl Mitglieder im Jahresabonnement',
  erneuerung: 'Erneuerung Jahresabonnement',
};

export const leistungText = (r: Pick<RechnungZeile, 'Art'>): string => ART_TEXT[r.Art] ?? 'Jahresabonnement';

export const offenCents = (r: Pick<RechnungZeile, 'TotalCents' | 'BezahltCents'>): number => Math.max(0, r.TotalCents - r.BezahltCents);

export function rechnungDateiname(r: Pick<RechnungZeile, 'RechnungId'>, stufe: Mahnstufe = 0): string {
  return stufe === 0 ? `Rechnung-${r.RechnungId}.pdf` : `${stufe === 1 ? 'Zahlungserinnerung' : 'Mahnung-2'}-Rechnung-${r.RechnungId}.pdf`;
}

/** The customer as billed; invoices before migration 015 have no copy and take the club's current data. */
export interface Kunde {
  name: string;
  vertreter: string | null;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  land: string | null;
}

export function kundeDerRechnung(r: RechnungZeile, verein?: Kunde): Kunde {
  if (r.KundeName !== null)
    return {
      name: r.KundeName,
      vertreter: r.KundeVertreter,
      strasse: r.KundeStrasse,
      plz: r.KundePostleitzahl,
      ort: r.KundeOrt,
      land: r.KundeLand,
    };
  return verein ?? { name: `Verein ${r.VereinId}`, vertreter: null, strasse: null, plz: null, ort: null, land: null };
}

/** rechnung-seite.ts `druckbar` (the PDF font's letters), passing null through. */
function druckbarOderNull(s: string | null): string | null {
  return s === null ? null : druckbar(s);
}

const druckbarerKunde = (k: Kunde): Kunde => ({
  name: druckbar(k.name),
  vertreter: druckbarOderNull(k.vertreter),
  strasse: druckbarOderNull(k.strasse),
  plz: druckbarOderNull(k.plz),
  ort: druckbarOderNull(k.ort),
  land: k.land,
});

/** The payment part's data: creditor = operator, debtor = club (when its address is complete), the open amount. */
export function qrDaten(betreiber: Betreiber, r: RechnungZeile, kunde: Kunde, betragCents: number): Data {
  const data: Data = {
    currency: r.WaehrungISOCode === 'EUR' ? 'EUR' : 'CHF',
    ...(betragCents > 0 ? { amount: betragCents / 100 } : {}),
    creditor: {
      account: betreiber.iban,
      name: betreiber.name,
      address: betreiber.strasse ?? '',
      ...(betreiber.hausnummer ? { buildingNumber: betreiber.hausnummer } : {}),
      zip: betreiber.plz,
      city: betreiber.ort,
      country: betreiber.land,
    },
    message: `Rechnung ${r.RechnungId}`,
  };
  // Only the references this account can carry; an old 'VP-…' reference stays in the message.
  if (r.ReferenzTyp === 'QRR' || r.ReferenzTyp === 'SCOR') data.reference = r.Zahlungsreferenz;
  else data.message = `Rechnung ${r.RechnungId} ${r.Zahlungsreferenz}`.trim();
  const name = qrText(kunde.name, QR_MAX.name);
  const plz = qrText(kunde.plz, QR_MAX.plz);
  const ort = qrText(kunde.ort, QR_MAX.ort);
  if (name && plz && ort && kunde.land && /^[A-Z]{2}$/.test(kunde.land)) {
    data.debtor = { name, address: qrText(kunde.strasse, QR_MAX.strasse), zip: plz, city: ort, country: kunde.land };
  }
  return data;
}

/**
 * A club's text as a QR-bill may carry it: characters outside the Swiss Payment Standards' set (an emoji, a
 * line break) dropped, cut to the field's length. The club's data is typed freely; the bill must still render.
 */
export function qrText(s: string | null, max: number): string {
  if (!s) return '';
  let text = s;
  for (const zeichen of qrUnerlaubteZeichen(s)) text = text.split(zeichen === '↵' ? /\r?\n|\r/ : zeichen).join(' ');
  return text.replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** Renders the page (services/rechnungen/rechnung-seite.ts draws it); resolves with the PDF's bytes. */
export async function rechnungPdf(
  betreiber: Betreiber,
  r: RechnungZeile,
  optionen: { stufe?: Mahnstufe; kunde?: Kunde } = {},
): Promise<Uint8Array> {
  const stufe = optionen.stufe ?? 0;
  const kunde = druckbarerKunde(kundeDerRechnung(r, optionen.kunde));
  const w = r.WaehrungISOCode;
  const betrag = (cents: number) => formatBetrag(cents, w);

  const strasse = [betreiber.strasse, betreiber.hausnummer].filter(Boolean).join(' ');
  const absender = [
    strasse || null,
    `${betreiber.land === 'CH' ? '' : `${betreiber.land}-`}${betreiber.plz} ${betreiber.ort}`,
    betreiber.uid ? `UID: ${betreiber.uid}` : null,
    betreiber.email || null,
  ].filter((z): z is string => z !== null);
  const ortZeile = [kunde.plz, kunde.ort].filter(Boolean).join(' ');
  const empfaenger = [
    kunde.name,
    kunde.vertreter,
    kunde.strasse,
    ortZeile ? `${kunde.land && kunde.land !== 'CH' ? `${kunde.land}-` : ''}${ortZeile}` : null,
  ].filter((z): z is string => !!z);

  const summen: RechnungsSeite['summen'] = [{ werte: ['Total', '', '', betrag(r.TotalCents)], fett: true }];
  if (r.MwstProzentHundertstel !== 0) {
    summen.push({ werte: [`inkl. ${r.MwstProzentHundertstel / 100}% ${r.MehrwertsteuerBezeichnung}`, '', '', betrag(r.MwstCents)] });
  }
  const offen = offenCents(r);
  if (r.BezahltCents > 0) {
    summen.push({ werte: ['Bereits bezahlt', '', '', betrag(r.BezahltCents)] });
    summen.push({ werte: ['Offener Betrag', '', '', betrag(offen)], fett: true });
  }
  const hinweis =
    stufe === 0
      ? `Bitte bezahlen Sie den Betrag bis ${formatDatumDe(r.FaelligAm)} mit dem Zahlteil unten (QR-Rechnung).`
      : `Unsere Rechnung vom ${formatDatumDe(r.Rechnungsdatum)} war am ${formatDatumDe(r.FaelligAm)} fällig und ist noch offen. ` +
        `Bitte bezahlen Sie ${betrag(offen)} mit dem Zahlteil unten. Haben Sie bereits bezahlt, betrachten Sie dieses Schreiben als gegenstandslos.`;

  return rechnungsPdf({ titel: `${PDF_TITEL[stufe]} ${r.RechnungId}`, autor: betreiber.name }, [
    {
      absender: { name: betreiber.name, zeilen: absender },
      empfaenger,
      titel: stufe === 0 ? `Rechnung ${r.RechnungId}` : `${PDF_TITEL[stufe]} zu Rechnung ${r.RechnungId}`,
      fakten: [
        ['Rechnungsnummer', String(r.RechnungId)],
        ['Rechnungsdatum', formatDatumDe(r.Rechnungsdatum)],
        ['Vereinsnummer', String(r.VereinId)],
        ['Leistung', leistungText(r)],
        ['Leistungszeitraum', `${formatDatumDe(r.LaufzeitVon)} bis ${formatDatumDe(r.LaufzeitBis)}`],
        ['Zahlbar bis', formatDatumDe(r.FaelligAm)],
        ['Referenz', referenzFormatiert(r.Zahlungsreferenz)],
      ],
      spalten: [
        { titel: 'Artikel', breiteMm: 80, align: 'left' },
        { titel: 'Anzahl', breiteMm: 20, align: 'right' },
        { titel: 'Einzelpreis', breiteMm: 35, align: 'right' },
        { titel: 'Betrag', align: 'right' },
      ],
      zeilen: [[r.ArtikelBezeichnung, String(r.Anzahl), betrag(r.EinzelpreisCents), betrag(r.TotalCents)]],
      summen,
      hinweis,
      qr: qrDaten(betreiber, r, kunde, offen > 0 ? offen : r.TotalCents),
    },
  ]);
}
