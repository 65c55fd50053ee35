import { nachNamenSortieren, type Flag } from '@vereinsportal/domain';
import { createQueryId, type CompiledQuery, type Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema.js';
import { MITGLIED_SPALTEN } from './mitglied-zeile.js';

/** Every write to a club's members must call this inside its transaction (or right after the write). */
export async function mitgliederGeaendert(db: Db, vereinId: number): Promise<void> {
  await db
    .updateTable('verein')
    .set((eb) => ({ MitgliederStand: eb('MitgliederStand', '+', 1) }))
    .where('VereinId', '=', vereinId)
    .execute();
}

interface Eintrag {
  stand: number;
  /** Promises, so requests that arrive during a rebuild await that one instead of starting their own. */
  json: Map<boolean, Promise<Buffer>>;
}

/**
 * The serialised member list per club, reused while verein.MitgliederStand is unchanged.
 * Reading 1,000 rows and serialising them costs far more than the one-row version check, and
 * the list is read much more often than written. Correct across several server instances,
 * because the version lives in the database. After a write, concurrent requests share one rebuild.
 */
export class MitgliederListeCache {
  private readonly eintraege = new Map<number, Eintrag>();
  constructor(private readonly maxVereine = 500) {}

  /** The version check runs on every list request: compiled once, as building the SQL cost as much as running it. */
  private standAbfrage: { db: Kysely<Database>; abfrage: CompiledQuery } | null = null;

  private async standLesen(db: Kysely<Database>, vereinId: number): Promise<number> {
    if (this.standAbfrage?.db !== db) {
      this.standAbfrage = { db, abfrage: db.selectFrom('verein').select('MitgliederStand').where('VereinId', '=', 0).compile() };
    }
    const { rows } = await db.executeQuery<{ MitgliederStand: number }>({
      ...this.standAbfrage.abfrage,
      parameters: [vereinId],
      queryId: createQueryId(),
    });
    return rows[0]?.MitgliederStand ?? -1;
  }

  async liste(db: Kysely<Database>, vereinId: number, auchGeloeschte: boolean): Promise<Buffer> {
    const stand = await this.standLesen(db, vereinId);
    let eintrag = this.eintraege.get(vereinId);
    // A newer entry than the version this request read is fine to serve: its rows are at least as new.
    if (!eintrag || eintrag.stand < stand) {
      if (!eintrag && this.eintraege.size >= this.maxVereine) this.eintraege.delete(this.eintraege.keys().next().value!);
      eintrag = { stand, json: new Map() };
      this.eintraege.set(vereinId, eintrag);
    }
    const vorhanden = eintrag.json.get(auchGeloeschte);
    if (vorhanden) return vorhanden;

    // The rows are read after the version, so they are at least as new as the version they are kept under.
    const aufbau = this.aufbauen(db, vereinId, auchGeloeschte);
    const json = eintrag.json;
    json.set(auchGeloeschte, aufbau);
    // A failed rebuild is not kept: the next request tries again.
    aufbau.catch(() => {
      if (json.get(auchGeloeschte) === aufbau) json.delete(auchGeloeschte);
    });
    return aufbau;
  }

  private async aufbauen(db: Kysely<Database>, vereinId: number, auchGeloeschte: boolean): Promise<Buffer> {
    // With the app access state (docs/produkt.md §2 member list): the last credentials mail and whether a
    // password is set (never the hash itself).
    let select = db
      .selectFrom('mitglied')
      .select(MITGLIED_SPALTEN)
      .select((eb) => [
        'ZugangsmailAm',
        eb.case().when('PasswortHash', 'is not', null).then(1).else(0).end().$castTo<Flag>().as('PasswortGesetzt'),
      ])
      .where('VereinId', '=', vereinId);
    if (!auchGeloeschte) select = select.where('Status', '=', 'A');
    // German order on both engines (domain sortierung.ts), sorted once per rebuild of the cached list.
    const rows = nachNamenSortieren(await select.orderBy('MitgliedId').execute());
    return Buffer.from(JSON.stringify(rows));
  }
}
