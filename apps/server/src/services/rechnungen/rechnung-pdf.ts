/**
 * The invoice as a PDF (A4, docs/produkt.md "Rechnungen"): seller with address and UID, customer, number and
 * dates, service period, lines, total with the included VAT, due date, and the QR-bill's payment part with
 * receipt on the bottom 105 mm (drawn by the maintained swissqrbill package). The same page, titled
 * 'Zahlungserinnerung' or '2. Mahnung', is a reminder: it bills the amount still open.
 */
import { formatBetrag, formatDatumDe, MAHNSTUFE_TEXT, QR_MAX, qrUnerlaubteZeichen, referenzFormatiert } from '@vereinsportal/domain';
import PDFDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';
import type { Data } from 'swissqrbill/types';
import type { Betreiber } from '../../config-betreiber.js';
import type { RechnungZeile } from './rechnung-schreiben.js';

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

/**
 * Text the PDF's standard font (Helvetica, WinAnsi: the Latin-1 letters) can show: a letter beyond it loses its
 * accent where that helps ('ź' -> 'z'), anything else becomes '?', so no line prints as garbage.
 */
function druckbar(s: string): string;
function druckbar(s: string | null): string | null;
function druckbar(s: string | null): string | null {
  if (s === null) return null;
  let text = '';
  for (const zeichen of s) {
    if (zeichen.codePointAt(0)! <= 0xff) text += zeichen;
    else {
      const basis = zeichen.normalize('NFD')[0]!;
      text += basis.codePointAt(0)! <= 0xff ? basis : '?';
    }
  }
  return text;
}

const druckbarerKunde = (k: Kunde): Kunde => ({
  name: druckbar(k.name),
  vertreter: druckbar(k.vertreter),
  strasse: druckbar(k.strasse),
  plz: druckbar(k.plz),
  ort: druckbar(k.ort),
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
function qrText(s: string | null, max: number): string {
  if (!s) return '';
  let text = s;
  for (const zeichen of qrUnerlaubteZeichen(s)) text = text.split(zeichen === '↵' ? /\r?\n|\r/ : zeichen).join(' ');
  return text.replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

const MM = 72 / 25.4;
const RAND = 20 * MM;

/** Renders the page; resolves with the PDF's bytes. */
export async function rechnungPdf(
  betreiber: Betreiber,
  r: RechnungZeile,
  optionen: { stufe?: Mahnstufe; kunde?: Kunde } = {},
): Promise<Uint8Array> {
  const stufe = optionen.stufe ?? 0;
  const kunde = druckbarerKunde(kundeDerRechnung(r, optionen.kunde));
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: `${PDF_TITEL[stufe]} ${r.RechnungId}`, Author: betreiber.name } });
  const teile: Buffer[] = [];
  doc.on('data', (teil: Buffer) => teile.push(teil));
  const fertig = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const w = r.WaehrungISOCode;
  const betrag = (cents: number) => formatBetrag(cents, w);
  const breite = doc.page.width - 2 * RAND;

  // Seller (top left).
  doc.font('Helvetica-Bold').fontSize(11).text(betreiber.name, RAND, RAND);
  doc.font('Helvetica').fontSize(9);
  const strasse = [betreiber.strasse, betreiber.hausnummer].filter(Boolean).join(' ');
  if (strasse) doc.text(strasse);
  doc.text(`${betreiber.land === 'CH' ? '' : `${betreiber.land}-`}${betreiber.plz} ${betreiber.ort}`);
  if (betreiber.uid) doc.text(`UID: ${betreiber.uid}`);
  if (betreiber.email) doc.text(betreiber.email);

  // Customer (right, where a window envelope shows it).
  const kundeX = 118 * MM;
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(kunde.name, kundeX, 50 * MM, { width: 72 * MM });
  if (kunde.vertreter) doc.text(kunde.vertreter, { width: 72 * MM });
  if (kunde.strasse) doc.text(kunde.strasse, { width: 72 * MM });
  const ortZeile = [kunde.plz, kunde.ort].filter(Boolean).join(' ');
  if (ortZeile) doc.text(`${kunde.land && kunde.land !== 'CH' ? `${kunde.land}-` : ''}${ortZeile}`, { width: 72 * MM });

  // Title and facts.
  const titel = stufe === 0 ? `Rechnung ${r.RechnungId}` : `${PDF_TITEL[stufe]} zu Rechnung ${r.RechnungId}`;
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(titel, RAND, 88 * MM);
  doc.moveDown(0.5);
  const fakten: [string, string][] = [
    ['Rechnungsnummer', String(r.RechnungId)],
    ['Rechnungsdatum', formatDatumDe(r.Rechnungsdatum)],
    ['Vereinsnummer', String(r.VereinId)],
    ['Leistung', leistungText(r)],
    ['Leistungszeitraum', `${formatDatumDe(r.LaufzeitVon)} bis ${formatDatumDe(r.LaufzeitBis)}`],
    ['Zahlbar bis', formatDatumDe(r.FaelligAm)],
    ['Referenz', referenzFormatiert(r.Zahlungsreferenz)],
  ];
  doc.fontSize(9);
  for (const [name, wert] of fakten) {
    const y = doc.y;
    doc.font('Helvetica').text(`${name}:`, RAND, y, { width: 40 * MM });
    doc.text(wert, RAND + 40 * MM, y, { width: breite - 40 * MM });
  }

  // Lines.
  const spalten = [
    { titel: 'Artikel', x: RAND, breite: 80 * MM, align: 'left' as const },
    { titel: 'Anzahl', x: RAND + 80 * MM, breite: 20 * MM, align: 'right' as const },
    { titel: 'Einzelpreis', x: RAND + 100 * MM, breite: 35 * MM, align: 'right' as const },
    { titel: 'Betrag', x: RAND + 135 * MM, breite: breite - 135 * MM, align: 'right' as const },
  ];
  const zeile = (werte: string[], fett = false) => {
    const y = doc.y;
    doc.font(fett ? 'Helvetica-Bold' : 'Helvetica');
    spalten.forEach((s, i) => doc.text(werte[i] ?? '', s.x, y, { width: s.breite, align: s.align }));
    doc.x = RAND;
  };
  doc.moveDown(1);
  zeile(
    spalten.map((s) => s.titel),
    true,
  );
  doc
    .moveTo(RAND, doc.y + 1)
    .lineTo(RAND + breite, doc.y + 1)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.3);
  zeile([r.ArtikelBezeichnung, String(r.Anzahl), betrag(r.EinzelpreisCents), betrag(r.TotalCents)]);
  doc.moveDown(0.3);
  doc
    .moveTo(RAND, doc.y)
    .lineTo(RAND + breite, doc.y)
    .stroke();
  doc.moveDown(0.3);
  zeile(['Total', '', '', betrag(r.TotalCents)], true);
  if (r.MwstProzentHundertstel !== 0) {
    zeile([`inkl. ${r.MwstProzentHundertstel / 100}% ${r.MehrwertsteuerBezeichnung}`, '', '', betrag(r.MwstCents)]);
  }
  const offen = offenCents(r);
  if (r.BezahltCents > 0) {
    zeile(['Bereits bezahlt', '', '', betrag(r.BezahltCents)]);
    zeile(['Offener Betrag', '', '', betrag(offen)], true);
  }

  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9);
  const hinweis =
    stufe === 0
      ? `Bitte bezahlen Sie den Betrag bis ${formatDatumDe(r.FaelligAm)} mit dem Zahlteil unten (QR-Rechnung).`
      : `Unsere Rechnung vom ${formatDatumDe(r.Rechnungsdatum)} war am ${formatDatumDe(r.FaelligAm)} fällig und ist noch offen. ` +
        `Bitte bezahlen Sie ${betrag(offen)} mit dem Zahlteil unten. Haben Sie bereits bezahlt, betrachten Sie dieses Schreiben als gegenstandslos.`;
  doc.text(hinweis, RAND, doc.y, { width: breite });

  // The payment part with receipt: the bottom 105 mm of the page.
  new SwissQRBill(qrDaten(betreiber, r, kunde, offen > 0 ? offen : r.TotalCents), {
    language: 'DE',
    scissors: true,
  }).attachTo(doc);
  doc.end();
  await fertig;
  return new Uint8Array(Buffer.concat(teile));
}
