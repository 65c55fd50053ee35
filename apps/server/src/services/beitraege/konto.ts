/**
 * The club's account for fees (beitrag_einstellung): what the fee invoices' QR-bill credits and their letterhead
 * shows. Read by the fee run, the PDFs and the reminders.
 */
import { beitragsKontoMeldung, ibanNormalisieren } from '@vereinsportal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BeitragsAbsender } from './beitragsrechnung-pdf.js';

/** The club's letterhead and account, or why there is none ({ meldung }): no account, or an invalid one. */
export async function beitragsAbsenderLaden(db: Kysely<Database>, vereinId: number): Promise<BeitragsAbsender | { meldung: string }> {
  const [e, verein] = await Promise.all([
    db.selectFrom('beitrag_einstellung').selectAll().where('VereinId', '=', vereinId).executeTakeFirst(),
    db.selectFrom('verein').select('Emailadresse').where('VereinId', '=', vereinId).executeTakeFirst(),
  ]);
  const meldung = beitragsKontoMeldung(e ?? null);
  if (meldung !== null || !e?.Iban || !e.Kontoinhaber || !e.Postleitzahl || !e.Ort) return { meldung: meldung ?? '' };
  return {
    konto: {
      iban: ibanNormalisieren(e.Iban),
      name: e.Kontoinhaber,
      strasse: e.Strasse,
      hausnummer: e.Hausnummer,
      plz: e.Postleitzahl,
      ort: e.Ort,
      land: e.Land ?? 'CH',
    },
    uid: e.Uid,
    email: verein?.Emailadresse ?? null,
  };
}
