/**
 * The fee invoice mail (docs/produkt.md "Beiträge"): plain text with payee, account, reference, amount and due
 * date (so the member can also pay by hand), the PDF with the QR-bill attached. Reminders pass their level.
 */
import { BEITRAG_MAIL, formatBetrag, formatDatumDe, ibanFormatiert, MAHNSTUFE_TEXT, referenzFormatiert } from '@vereinsportal/domain';
import type { MailInput } from '../outbox.js';
import {
  beitragsrechnungDateiname,
  beitragsrechnungPdf,
  type BeitragsAbsender,
  type BeitragsMahnstufe,
  type BeitragsrechnungFuerPdf,
} from './beitragsrechnung-pdf.js';

/** The mail text and subject (without the PDF), e.g. for the reminder's preview. */
export function beitragsrechnungMailText(
  a: BeitragsAbsender,
  r: BeitragsrechnungFuerPdf,
  stufe: BeitragsMahnstufe = 0,
): { subject: string; text: string } {
  const offen = Math.max(0, r.BetragCents - r.BezahltCents);
  const k = a.konto;
  const einleitung =
    stufe === 0
      ? BEITRAG_MAIL.einleitung(r.Bezeichnung)
      : `Unsere Rechnung ${r.BeitragsrechnungId} (${r.Bezeichnung}) vom ${formatDatumDe(r.Rechnungsdatum)} war am ${formatDatumDe(r.FaelligAm)} fällig und ist noch offen. Im Anhang finden Sie sie nochmals als PDF mit QR-Rechnung. Haben Sie bereits bezahlt, betrachten Sie diese Nachricht als gegenstandslos.`;
  const zeilen = [
    `Guten Tag ${[r.Vorname, r.Name].filter(Boolean).join(' ')}`.trim(),
    '',
    einleitung,
    '',
    `Rechnungsnummer: ${r.BeitragsrechnungId}`,
    `Rechnungsdatum: ${formatDatumDe(r.Rechnungsdatum)}`,
    `Betrag: ${formatBetrag(r.BetragCents, 'CHF')}`,
    r.BezahltCents > 0 ? `Bereits bezahlt: ${formatBetrag(r.BezahltCents, 'CHF')}` : null,
    r.BezahltCents > 0 || stufe > 0 ? `Offener Betrag: ${formatBetrag(offen, 'CHF')}` : null,
    `Zahlbar bis: ${formatDatumDe(r.FaelligAm)}`,
    '',
    'Zahlungsempfänger:',
    k.name,
    [k.strasse, k.hausnummer].filter(Boolean).join(' ') || null,
    `${k.plz} ${k.ort}`,
    `Konto (IBAN): ${ibanFormatiert(k.iban)}`,
    `Zahlungsreferenz: ${referenzFormatiert(r.Zahlungsreferenz)}`,
    '',
    BEITRAG_MAIL.app,
    '',
    'Freundliche Grüsse',
    k.name,
  ];
  const subject =
    stufe === 0
      ? BEITRAG_MAIL.betreff(r.Bezeichnung, k.name)
      : `${MAHNSTUFE_TEXT[stufe]}: ${r.Bezeichnung} (Rechnung ${r.BeitragsrechnungId})`;
  return { subject, text: zeilen.filter((z): z is string => z !== null).join('\n') };
}

/** The mail with the invoice's PDF; `pdf` when already rendered. */
export async function beitragsrechnungMail(
  a: BeitragsAbsender,
  r: BeitragsrechnungFuerPdf & { Email: string },
  stufe: BeitragsMahnstufe = 0,
  pdf?: Uint8Array,
): Promise<MailInput> {
  const { subject, text } = beitragsrechnungMailText(a, r, stufe);
  return {
    to: r.Email,
    subject,
    text,
    replyTo: a.email,
    anhaenge: [
      {
        dateiname: beitragsrechnungDateiname(r, stufe),
        contentType: 'application/pdf',
        bytes: pdf ?? (await beitragsrechnungPdf(a, r, stufe)),
      },
    ],
  };
}
