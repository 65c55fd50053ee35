/**
 * The QR-bill data of a fee invoice: creditor = the club's account (beitrag_einstellung), debtor = the member
 * as billed (snapshot on the invoice), the given amount and the invoice's QRR/SCOR reference.
 */
import { istQrIban, QR_MAX } from '@vereinsportal/domain';
import type { Selectable } from 'kysely';
import type { Data } from 'swissqrbill/types';
import type { Betreiber } from '../../config-betreiber.js';
import type { BeitragsrechnungTable } from '../../db/tables-beitraege.js';
import { qrText } from '../rechnungen/rechnung-pdf.js';

/**
 * The club's account, checked (a valid CH/LI IBAN, holder with postcode, town and country): the creditor
 * fields the operator's invoices have too (config-betreiber.ts).
 */
export type BeitragsKonto = Pick<Betreiber, 'iban' | 'name' | 'strasse' | 'hausnummer' | 'plz' | 'ort' | 'land'>;

export type BeitragsrechnungFuerQr = Pick<
  Selectable<BeitragsrechnungTable>,
  'BeitragsrechnungId' | 'Name' | 'Vorname' | 'Strasse' | 'Postleitzahl' | 'Ort' | 'Land' | 'Zahlungsreferenz' | 'ReferenzTyp'
>;

export function beitragQrDaten(konto: BeitragsKonto, r: BeitragsrechnungFuerQr, betragCents: number): Data {
  const data: Data = {
    currency: 'CHF',
    ...(betragCents > 0 ? { amount: betragCents / 100 } : {}),
    creditor: {
      account: konto.iban,
      name: qrText(konto.name, QR_MAX.name),
      address: qrText(konto.strasse, QR_MAX.strasse),
      ...(konto.hausnummer ? { buildingNumber: qrText(konto.hausnummer, QR_MAX.hausnummer) } : {}),
      zip: qrText(konto.plz, QR_MAX.plz),
      city: qrText(konto.ort, QR_MAX.ort),
      country: konto.land,
    },
  };
  // A QRR needs a QR-IBAN and an RF reference an ordinary IBAN: should the club have changed its account
  // since the run, the reference goes into the message, so the bill stays payable and the treasurer can match it.
  const passt = r.ReferenzTyp === 'QRR' ? istQrIban(konto.iban) : r.ReferenzTyp === 'SCOR' && !istQrIban(konto.iban);
  if (passt) data.reference = r.Zahlungsreferenz;
  else data.message = `Beitragsrechnung ${r.BeitragsrechnungId} ${r.Zahlungsreferenz}`;
  const name = qrText([r.Vorname, r.Name].filter(Boolean).join(' '), QR_MAX.name);
  const plz = qrText(r.Postleitzahl, QR_MAX.plz);
  const ort = qrText(r.Ort, QR_MAX.ort);
  const land = r.Land ?? 'CH';
  if (name && plz && ort && /^[A-Z]{2}$/.test(land)) {
    data.debtor = { name, address: qrText(r.Strasse, QR_MAX.strasse), zip: plz, city: ort, country: land };
  }
  return data;
}
