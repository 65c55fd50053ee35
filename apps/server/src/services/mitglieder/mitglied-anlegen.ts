/**
 * 'Mitglied erfassen' (docs/produkt.md §4): a new member is always active. The e-mail's uniqueness and the
 * place with system access are checked inside the transaction, after the club's row is locked, so two
 * parallel saves cannot both take the last place. One change-log entry, in the same transaction.
 */
import { vollerName, type MitgliedInput } from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import { pruefeSystemZugriffLimit, vereinSperren } from '../vertrag.js';
import { mitgliederGeaendert } from './liste.js';
import { emailEindeutigOder409, mitgliedEintrag, mitgliedWerte, pruefeEmailEindeutig, type MitgliedDaten } from './mitglied-zeile.js';

export async function mitgliedAnlegen(
  deps: Pick<AppDeps, 'db' | 'engine' | 'clock' | 'config'>,
  urheber: Urheber,
  eingabe: MitgliedInput,
): Promise<{ RecordId: number }> {
  const vereinId = urheber.vereinId;
  const { MitgliedId: _id, AnzahlGeraete: _geraete, ...felder } = eingabe;
  const daten: MitgliedDaten = { ...felder, Status: 'A' };
  const row = await deps.db
    .transaction()
    .execute(async (trx) => {
      await vereinSperren(deps, trx, vereinId);
      await pruefeEmailEindeutig(trx, vereinId, daten.Emailadresse);
      if (daten.HatSystemZugriff === 1) await pruefeSystemZugriffLimit(deps, trx, vereinId);
      const inserted = await trx
        .insertInto('mitglied')
        .values({ VereinId: vereinId, ...mitgliedWerte(daten), AnzahlGeraete: 0, PasswortHash: null })
        .returning('MitgliedId')
        .executeTakeFirstOrThrow();
      await mitgliederGeaendert(trx, vereinId);
      await protokolliere(trx, deps.clock, urheber, mitgliedEintrag('erstellt', inserted.MitgliedId, vollerName(daten), null, daten));
      return inserted;
    })
    .catch(emailEindeutigOder409);
  // No cached sign-in to drop: the new member has no password yet and an e-mail no one else has.
  return { RecordId: row.MitgliedId };
}
