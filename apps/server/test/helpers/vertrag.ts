/** A club's contracts written straight into the table (docs/produkt.md §10), for tests of what a contract allows. */
import type { VertragsArt } from '@vereinsportal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { JETZT } from './inhalte.js';

export type VertragZeile = [art: VertragsArt, von: string, bis: string | null, anzahl: number];

/** Replaces the club's contracts with the given ones. */
export async function vertraegeSetzen(db: Kysely<Database>, vereinId: number, vertraege: VertragZeile[]): Promise<void> {
  await db.deleteFrom('vertrag').where('VereinId', '=', vereinId).execute();
  for (const [art, von, bis, anzahl] of vertraege) {
    await db
      .insertInto('vertrag')
      .values({
        VereinId: vereinId,
        VertragsArt: art,
        VertragsLaufzeitVon: von,
        VertragsLaufzeitBis: bis,
        VertragAnzahlMitglieder: anzahl,
        ErstelltAm: JETZT,
      })
      .execute();
  }
}
