/**
 * The invoice and reminder mails (docs/produkt.md "Rechnungen"): plain text, one fact per line, the PDF with
 * the QR-bill attached. The text names payee, account, reference, amount and due date, so the club can also
 * pay by hand; it names the club as 'Verein: … (Vereinsnummer n)' (services/datenschutz.ts mailDesVereins).
 */
import { formatBetrag, formatDatumDe, ibanFormatiert, referenzFormatiert } from '@vereinsportal/domain';
import type { Betreiber } from '../../config-betreiber.js';
import type { MailInput } from '../outbox.js';
import { kundeDerRechnung, leistungText, offenCents, PDF_TITEL, rechnungDateiname, rechnungPdf, type Mahnstufe } from './rechnung-pdf.js';
import type { RechnungZeile } from './rechnung-schreiben.js';

export async function rechnungMail(betreiber: Betreiber, r: RechnungZeile, stufe: Mahnstufe = 0): Promise<MailInput> {
  const w = r.WaehrungISOCode;
  const kunde = kundeDerRechnung(r);
  const offen = offenCents(r);
  const einleitung =
    stufe === 0
      ? ['Vielen Dank für Ihre Bestellung im Vereinsportal. Im Anhang finden Sie die Rechnung als PDF mit QR-Rechnung.']
      : [
          `Unsere Rechnung ${r.RechnungId} vom ${formatDatumDe(r.Rechnungsdatum)} war am ${formatDatumDe(r.FaelligAm)} fällig und ist noch offen.`,
          'Im Anhang finden Sie sie nochmals als PDF mit QR-Rechnung. Haben Sie bereits bezahlt, betrachten Sie diese Nachricht als gegenstandslos.',
        ];
  const zeilen = [
    'Guten Tag',
    '',
    ...einleitung,
    '',
    `Rechnungsnummer: ${r.RechnungId}`,
    `Rechnungsdatum: ${formatDatumDe(r.Rechnungsdatum)}`,
    `Verein: ${kunde.name} (Vereinsnummer ${r.VereinId})`,
    `Leistung: ${leistungText(r)}`,
    `Laufzeit: ${formatDatumDe(r.LaufzeitVon)} bis ${formatDatumDe(r.LaufzeitBis)}`,
    '',
    `Artikel: ${r.ArtikelBezeichnung}`,
    `Anzahl: ${r.Anzahl}`,
    `Einzelpreis: ${formatBetrag(r.EinzelpreisCents, w)}`,
    `Total: ${formatBetrag(r.TotalCents, w)}`,
    r.MwstProzentHundertstel !== 0
      ? `Inkl. ${r.MwstProzentHundertstel / 100}% ${r.MehrwertsteuerBezeichnung}: ${formatBetrag(r.MwstCents, w)}`
      : null,
    r.BezahltCents > 0 ? `Bereits bezahlt: ${formatBetrag(r.BezahltCents, w)}` : null,
    r.BezahltCents > 0 || stufe > 0 ? `Offener Betrag: ${formatBetrag(offen, w)}` : null,
    `Zahlbar bis: ${formatDatumDe(r.FaelligAm)}`,
    '',
    'Zahlungsempfänger:',
    betreiber.name,
    [betreiber.strasse, betreiber.hausnummer].filter(Boolean).join(' ') || null,
    `${betreiber.plz} ${betreiber.ort}`,
    betreiber.uid ? `UID: ${betreiber.uid}` : null,
    `Konto (IBAN): ${ibanFormatiert(betreiber.iban)}`,
    `Zahlungsreferenz: ${referenzFormatiert(r.Zahlungsreferenz)}`,
    `Betrag: ${formatBetrag(stufe === 0 && r.BezahltCents === 0 ? r.TotalCents : offen, w)}`,
    '',
    'Bitte bezahlen Sie mit der QR-Rechnung im PDF (Zahlteil scannen) oder geben Sie bei der Überweisung die Referenz an.',
    betreiber.email ? `Fragen zur Rechnung: ${betreiber.email}` : null,
    '',
    'Freundliche Grüsse',
    'Ihr Vereinsportal',
  ];
  const betreff =
    stufe === 0
      ? `Vereinsportal: Rechnung ${r.RechnungId} ${leistungText(r)}`
      : `Vereinsportal: ${PDF_TITEL[stufe]} zu Rechnung ${r.RechnungId}`;
  return {
    to: r.Emailadresse,
    subject: betreff,
    text: zeilen.filter((z): z is string => z !== null).join('\n'),
    anhaenge: [
      { dateiname: rechnungDateiname(r, stufe), contentType: 'application/pdf', bytes: await rechnungPdf(betreiber, r, { stufe }) },
    ],
  };
}
