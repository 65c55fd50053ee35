/** A club's contracts written straight into the table (docs/produkt.md §10), for tests of what a contract allows. */
import type { VertragsArt } from '@vereinsportal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { vertragEinfuegen } from '../../src/services/vertrag.js';
import { JETZT } from './inhalte.js';

export type VertragZeile = [art: VertragsArt, von: string, bis: string | null, anzahl: number];

/** Replaces the club's contracts with the given ones. */
export async function vertraegeSetzen(db: Kysely<Database>, vereinId: number, vertraege: VertragZeile[]): Promise<void> {
  await db.deleteFrom('vertrag').where('VereinId', '=', vereinId).execute();
  for (const [art, von, bis, anzahl] of vertraege) {
    await vertragEinfuegen(db, vereinId, { art, von, bis, anzahl, erstelltAm: JETZT });
  }
}
