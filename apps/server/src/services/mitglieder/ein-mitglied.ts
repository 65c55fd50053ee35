/**
 * One member of a club by id, where most reads and writes of a single member start: the club is always part
 * of the condition, so another club's id finds nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Reads the club's member `mitgliedId`; the caller adds the columns (.select) and further conditions. */
export const einMitglied = (db: Kysely<Database>, vereinId: number, mitgliedId: number) =>
  db.selectFrom('mitglied').where('VereinId', '=', vereinId).where('MitgliedId', '=', mitgliedId);

/** Changes the club's member `mitgliedId`; the caller adds the values (.set). */
export const einMitgliedSetzen = (db: Kysely<Database>, vereinId: number, mitgliedId: number) =>
  db.updateTable('mitglied').where('VereinId', '=', vereinId).where('MitgliedId', '=', mitgliedId);
