/**
 * The club's account for fee invoices, read from beitrag_einstellung and checked by the domain's rule
 * (`beitragsKontoMeldung`): the QR-bill's creditor, and the letterhead of the invoice PDF (with UID and the
 * club's e-mail). Every use case that renders a fee invoice or its QR code reads it here.
 */
import { beitragsKontoMeldung, ibanNormalisieren } from '@vereinsportal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BeitragsKonto } from './beitrag-qr.js';
import type { BeitragsAbsender } from './beitragsrechnung-pdf.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface VereinsKonto {
  /** The stored IBAN (normalised), also when it no longer passes the check; null when none. */
  iban: string | null;
  /** null when the club cannot bill (see `meldung`). */
  absender: BeitragsAbsender | null;
  /** Why the account cannot bill; null when it can. */
  meldung: string | null;
}

export async function vereinsKontoLaden(db: Db, vereinId: number): Promise<VereinsKonto> {
  const e = await db
    .selectFrom('verein')
    .leftJoin('beitrag_einstellung as e', 'e.VereinId', 'verein.VereinId')
    .select(['e.Iban', 'e.Kontoinhaber', 'e.Strasse', 'e.Hausnummer', 'e.Postleitzahl', 'e.Ort', 'e.Land', 'e.Uid', 'verein.Emailadresse'])
    .where('verein.VereinId', '=', vereinId)
    .executeTakeFirst();
  const iban = e?.Iban ? ibanNormalisieren(e.Iban) : null;
  const meldung = beitragsKontoMeldung(e ?? null);
  if (!e || meldung !== null || !iban || !e.Kontoinhaber || !e.Postleitzahl || !e.Ort) return { iban, absender: null, meldung };
  const konto: BeitragsKonto = {
    iban,
    name: e.Kontoinhaber,
    strasse: e.Strasse,
    hausnummer: e.Hausnummer,
    plz: e.Postleitzahl,
    ort: e.Ort,
    land: e.Land ?? 'CH',
  };
  return { iban, absender: { konto, uid: e.Uid, email: e.Emailadresse }, meldung: null };
}
