/**
 * The invoice as an e-mail (the default payment adapter sends it to the club address).
 * Plain text, one fact per line, so a person and a bookkeeping script can both read it.
 */
import { formatBetrag, formatDatumDe as datumDe } from '@vereinsportal/domain';
import type { InvoiceForPayment } from '../context.js';
import type { MailInput } from './outbox.js';

/** What an invoice carries beyond the payment interface's core fields. */
export interface RechnungsDetails {
  rechnungId: number;
  zahlungsreferenz: string;
  rechnungsdatum: string;
  faelligAm: string;
  mehrwertsteuerBezeichnung: string;
  art: 'abschluss' | 'anpassung' | 'erneuerung';
}

export type Rechnung = InvoiceForPayment & RechnungsDetails;

const ART_TEXT: Record<RechnungsDetails['art'], string> = {
  abschluss: 'Abschluss Jahresabonnement',
  anpassung: 'Erhöhung der Anzahl Mitglieder im Jahresabonnement',
  erneuerung: 'Erneuerung Jahresabonnement',
};

export function rechnungMail(r: InvoiceForPayment & Partial<RechnungsDetails>): MailInput {
  const titel = r.art ? ART_TEXT[r.art] : 'Jahresabonnement';
  const mwstLabel = r.mehrwertsteuerBezeichnung ?? 'MWST';
  const zeilen = [
    `Guten Tag`,
    '',
    `Vielen Dank für Ihre Bestellung im Vereinsportal. Hier ist Ihre Rechnung.`,
    '',
    r.rechnungId !== undefined ? `Rechnungsnummer: ${r.rechnungId}` : null,
    r.rechnungsdatum ? `Rechnungsdatum: ${datumDe(r.rechnungsdatum)}` : null,
    `Verein: ${r.vereinsName} (Vereinsnummer ${r.vereinId})`,
    `Leistung: ${titel}`,
    `Laufzeit: ${datumDe(r.laufzeitVon)} bis ${datumDe(r.laufzeitBis)}`,
    '',
    `Artikel: ${r.artikelBezeichnung}`,
    `Anzahl: ${r.anzahl}`,
    `Einzelpreis: ${formatBetrag(r.einzelpreisCents, r.waehrung)}`,
    `Total: ${formatBetrag(r.totalCents, r.waehrung)}`,
    r.mwstProzent !== 0 ? `Inkl. ${r.mwstProzent}% ${mwstLabel}: ${formatBetrag(r.mwstCents, r.waehrung)}` : null,
    `Währung: ${r.waehrung}`,
    '',
    r.faelligAm ? `Zahlbar bis: ${datumDe(r.faelligAm)}` : null,
    r.zahlungsreferenz ? `Zahlungsreferenz: ${r.zahlungsreferenz}` : null,
    '',
    'Bitte geben Sie bei der Zahlung die Zahlungsreferenz an.',
    '',
    'Freundliche Grüsse',
    'Ihr Vereinsportal',
  ];
  return {
    to: r.emailadresse,
    subject: `Vereinsportal: Rechnung ${r.rechnungId ?? ''} ${titel}`.replace(/\s+/g, ' ').trim(),
    text: zeilen.filter((z): z is string => z !== null).join('\n'),
  };
}
