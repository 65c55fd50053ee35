/**
 * One A4 invoice page with the QR-bill's payment part, for every invoice the portal renders: the operator's
 * invoices to clubs (rechnung-pdf.ts) and the clubs' fee invoices to members (services/beitraege/). The caller
 * says what the page carries (creditor, debtor, facts, lines, totals, note, QR data); this draws it the same
 * way for both. Several pages make one PDF (a fee run's print file: a page per member).
 */
import type { Data } from 'swissqrbill/types';

/**
 * pdfkit and the QR-bill are the largest modules the server uses (about 30 MB resident): loaded with the first
 * invoice, not at start (docs/skalierung.md).
 */
async function pdfBibliotheken() {
  const [{ default: PDFDocument }, { SwissQRBill }] = await Promise.all([import('pdfkit'), import('swissqrbill/pdf')]);
  return { PDFDocument, SwissQRBill };
}
type PdfBibliotheken = Awaited<ReturnType<typeof pdfBibliotheken>>;
let bibliotheken: Promise<PdfBibliotheken> | null = null;

export interface RechnungsSpalte {
  titel: string;
  /** Width in mm; the last column takes the rest. */
  breiteMm?: number;
  align: 'left' | 'right';
}

export interface RechnungsSeite {
  /** Top left: who bills, bold name then lines (address, UID, e-mail). */
  absender: { name: string; zeilen: string[] };
  /** Right, where a window envelope shows it. */
  empfaenger: string[];
  titel: string;
  fakten: [string, string][];
  spalten: RechnungsSpalte[];
  zeilen: string[][];
  /** Below the lines: the total (bold), VAT, paid and open amounts. */
  summen: { werte: string[]; fett?: boolean }[];
  hinweis: string;
  qr: Data;
}

/**
 * Text the PDF's standard font (Helvetica, WinAnsi: the Latin-1 letters) can show: a letter beyond it loses its
 * accent where that helps ('ź' -> 'z'), anything else becomes '?', so no line prints as garbage.
 */
export function druckbar(s: string): string {
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

const MM = 72 / 25.4;
const RAND = 20 * MM;

/** Draws the page on the document's current page. */
export function rechnungsSeiteZeichnen(doc: PDFKit.PDFDocument, seite: RechnungsSeite, { SwissQRBill }: PdfBibliotheken): void {
  const breite = doc.page.width - 2 * RAND;

  doc.font('Helvetica-Bold').fontSize(11).text(druckbar(seite.absender.name), RAND, RAND);
  doc.font('Helvetica').fontSize(9);
  for (const z of seite.absender.zeilen) doc.text(druckbar(z));

  const empfaengerX = 118 * MM;
  doc.font('Helvetica').fontSize(10);
  seite.empfaenger.forEach((z, i) => {
    if (i === 0) doc.text(druckbar(z), empfaengerX, 50 * MM, { width: 72 * MM });
    else doc.text(druckbar(z), { width: 72 * MM });
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(druckbar(seite.titel), RAND, 88 * MM);
  doc.moveDown(0.5);
  doc.fontSize(9);
  for (const [name, wert] of seite.fakten) {
    const y = doc.y;
    doc.font('Helvetica').text(`${druckbar(name)}:`, RAND, y, { width: 40 * MM });
    doc.text(druckbar(wert), RAND + 40 * MM, y, { width: breite - 40 * MM });
  }

  let x = RAND;
  const spalten = seite.spalten.map((s, i) => {
    const w = i === seite.spalten.length - 1 ? RAND + breite - x : (s.breiteMm ?? 30) * MM;
    const spalte = { ...s, x, breite: w };
    x += w;
    return spalte;
  });
  const zeile = (werte: string[], fett = false) => {
    const y = doc.y;
    doc.font(fett ? 'Helvetica-Bold' : 'Helvetica');
    spalten.forEach((s, i) => doc.text(druckbar(werte[i] ?? ''), s.x, y, { width: s.breite, align: s.align }));
    doc.x = RAND;
  };
  const linie = (abstand: number) =>
    doc
      .moveTo(RAND, doc.y + abstand)
      .lineTo(RAND + breite, doc.y + abstand)
      .lineWidth(0.5)
      .stroke();
  doc.moveDown(1);
  zeile(
    spalten.map((s) => s.titel),
    true,
  );
  linie(1);
  doc.moveDown(0.3);
  for (const z of seite.zeilen) zeile(z);
  doc.moveDown(0.3);
  linie(0);
  doc.moveDown(0.3);
  for (const s of seite.summen) zeile(s.werte, s.fett);

  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9);
  doc.text(druckbar(seite.hinweis), RAND, doc.y, { width: breite });

  // The payment part with receipt: the bottom 105 mm of the page.
  new SwissQRBill(seite.qr, { language: 'DE', scissors: true }).attachTo(doc);
}

/** Renders the pages into one PDF (A4, a page each); resolves with its bytes. */
export async function rechnungsPdf(info: { titel: string; autor: string }, seiten: readonly RechnungsSeite[]): Promise<Uint8Array> {
  const bib = await (bibliotheken ??= pdfBibliotheken());
  const doc = new bib.PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: info.titel, Author: info.autor } });
  const teile: Buffer[] = [];
  doc.on('data', (teil: Buffer) => teile.push(teil));
  const fertig = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const seite of seiten) {
    doc.addPage({ size: 'A4', margin: 0 });
    rechnungsSeiteZeichnen(doc, seite, bib);
  }
  doc.end();
  await fertig;
  return new Uint8Array(Buffer.concat(teile));
}
