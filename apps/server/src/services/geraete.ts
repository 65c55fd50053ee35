/**
 * The member app's signed-in devices (table geraet, README "Die App"): counting them into
 * mitglied.AnzahlGeraete and signing devices out. Every change that revokes a member's devices calls
 * `geraeteAbmelden` in its own transaction, so the change and the sign-out commit together.
 */
import type { Transaction } from 'kysely';
import { toNumber } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { mitgliederGeaendert } from './mitglieder/liste.js';
import { einMitglied, einMitgliedSetzen } from './mitglieder/ein-mitglied.js';

/**
 * Locks the member's row for the transaction (PostgreSQL; SQLite serialises writers anyway), so two
 * devices signing in at once still count each other. Returns the stored count, or null without the row.
 */
export async function sperreMitgliedGeraete(trx: Transaction<Database>, vereinId: number, mitgliedId: number): Promise<number | null> {
  await einMitgliedSetzen(trx, vereinId, mitgliedId)
    .set((eb) => ({ AnzahlGeraete: eb.ref('AnzahlGeraete') }))
    .execute();
  const row = await einMitglied(trx, vereinId, mitgliedId).select('AnzahlGeraete').executeTakeFirst();
  return row?.AnzahlGeraete ?? null;
}

/**
 * After adding or removing devices: stores the member's real count in mitglied.AnzahlGeraete (the
 * portal's list shows it) and, when it changed, bumps the list's version. Call inside the transaction
 * that locked the member row (`sperreMitgliedGeraete`).
 */
export async function geraeteZaehlen(trx: Transaction<Database>, vereinId: number, mitgliedId: number, bisher: number): Promise<number> {
  const row = await trx
    .selectFrom('geraet')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('VereinId', '=', vereinId)
    .where('MitgliedId', '=', mitgliedId)
    .executeTakeFirstOrThrow();
  const anzahl = toNumber(row.n);
  if (anzahl !== bisher) {
    await einMitgliedSetzen(trx, vereinId, mitgliedId).set({ AnzahlGeraete: anzahl }).execute();
    await mitgliederGeaendert(trx, vereinId);
  }
  return anzahl;
}

/**
 * Signs out every device of the member (their tokens stop working at once, on every instance), except
 * `ausser` (the device that changed its own password). Keeps AnzahlGeraete right.
 */
export async function geraeteAbmelden(
  trx: Transaction<Database>,
  vereinId: number,
  mitgliedId: number,
  ausser: string | null = null,
): Promise<void> {
  const bisher = await sperreMitgliedGeraete(trx, vereinId, mitgliedId);
  if (bisher === null) return;
  await trx
    .deleteFrom('geraet')
    .where('VereinId', '=', vereinId)
    .where('MitgliedId', '=', mitgliedId)
    .$if(ausser !== null, (q) => q.where('GeraetId', '<>', ausser ?? ''))
    .execute();
  await geraeteZaehlen(trx, vereinId, mitgliedId, bisher);
}
