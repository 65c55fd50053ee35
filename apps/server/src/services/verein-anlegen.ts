import { emailSchluessel, TEST_MAX_MITGLIEDER, testEnde, vereinsKontoDaten } from '@vereinsportal/domain';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../context.js';
import type { Database } from '../db/schema.js';
import { hashPassword } from './passwords.js';
import { heute } from './vertrag.js';

export interface NeuerVerein {
  VereinsName: string;
  Vorname: string;
  Nachname: string;
  Strasse: string;
  Postleitzahl: string;
  Ort: string;
  LandId: number;
  Emailadresse: string;
}

export interface VereinAngelegt {
  vereinId: number;
  mitgliedId: number;
}

const ERSTE_VEREINSNUMMER = 1001;

export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Creates a club with its Test contract (30 days, 30 members) and first administrator, in one
 * transaction. `beforeCommit` runs inside it (e.g. to queue the credentials mail atomically).
 * `passwort` null: the administrator has none until they set one through the mailed link.
 * `vereinId` is only given by the demo seed (1000); otherwise the next club number from 1001.
 */
export async function vereinAnlegen(
  deps: AppDeps,
  daten: NeuerVerein,
  passwort: string | null,
  options: {
    vereinId?: number;
    /** Runs first in the transaction (e.g. a limit that must count and record atomically); may throw. */
    zuerst?: (trx: Transaction<Database>) => Promise<void>;
    beforeCommit?: (trx: Transaction<Database>, angelegt: VereinAngelegt) => Promise<void>;
  } = {},
): Promise<VereinAngelegt> {
  const passwortHash = passwort === null ? null : await hashPassword(passwort, deps.config.passwordHashCost);
  const start = heute(deps);
  const nowIso = deps.clock.now().toISOString();
  // Two registrations at the same instant may pick the same number; the primary key refuses one, which retries.
  for (let attempt = 0; ; attempt++) {
    try {
      return await deps.db.transaction().execute(async (trx) => {
        await options.zuerst?.(trx);
        let vereinId = options.vereinId;
        if (vereinId === undefined) {
          const row = await trx
            .selectFrom('verein')
            .select((eb) => eb.fn.max('VereinId').as('max'))
            .executeTakeFirst();
          // A closed club's number is never given again (migrations/014_verein_geschlossen.ts).
          const geschlossen = await trx
            .selectFrom('verein_geschlossen')
            .select((eb) => eb.fn.max('VereinId').as('max'))
            .executeTakeFirst();
          vereinId = Math.max(Number(row?.max ?? 0) + 1, Number(geschlossen?.max ?? 0) + 1, ERSTE_VEREINSNUMMER);
        }
        await trx
          .insertInto('verein')
          .values({
            VereinId: vereinId,
            ...vereinsKontoDaten(daten),
            ErstelltAm: nowIso,
          })
          .execute();
        await trx
          .insertInto('vertrag')
          .values({
            VereinId: vereinId,
            VertragsArt: 'Test',
            VertragsLaufzeitVon: start,
            VertragsLaufzeitBis: testEnde(start),
            VertragAnzahlMitglieder: TEST_MAX_MITGLIEDER,
            ErstelltAm: nowIso,
          })
          .execute();
        const mitglied = await trx
          .insertInto('mitglied')
          .values({
            VereinId: vereinId,
            Vorname: daten.Vorname,
            Nachname: daten.Nachname,
            Strasse: daten.Strasse,
            Postleitzahl: daten.Postleitzahl,
            Ort: daten.Ort,
            Telefonnummer1: null,
            Telefonnummer2: null,
            Emailadresse: daten.Emailadresse,
            EmailNormalisiert: emailSchluessel(daten.Emailadresse),
            Mitgliedschaftsart: null,
            Vereinsfunktion: 'Vereinsadministrator',
            Bemerkung: null,
            HatSystemZugriff: 1,
            IstVereinsAdministrator: 1,
            Status: 'A',
            AnzahlGeraete: 0,
            PasswortHash: passwortHash,
          })
          .returning('MitgliedId')
          .executeTakeFirstOrThrow();
        const angelegt = { vereinId, mitgliedId: mitglied.MitgliedId };
        await options.beforeCommit?.(trx, angelegt);
        return angelegt;
      });
    } catch (err) {
      if (options.vereinId === undefined && attempt < 5 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}
