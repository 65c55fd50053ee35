/**
 * One event: create, change (PATCH: the sent fields over the stored event, then every rule on the result) and
 * delete, each in its transaction with its change-log entry (docs/architecture.md, use cases). An occurrence
 * of a series changes alone here ('Nur diesen Termin'); its series and rule date stay.
 */
import { erinnerungVerschoben, terminSchema, type Termin, type TerminInput } from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { pruefeTeil } from '../../http/validation.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import { terminAenderungMelden } from '../push/termin-geaendert.js';
import { wartelisteNachAenderung } from '../warteliste.js';
import { TERMIN_SPALTEN, terminAktualisieren, terminEintrag, terminLaden, terminWerte } from './spalten.js';

export async function terminAnlegen(deps: AppDeps, urheber: Urheber, body: TerminInput): Promise<{ RecordId: number }> {
  const jetzt = deps.clock.now().toISOString();
  const neu = terminWerte(body);
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('termin')
      .values({ ...neu, VereinId: urheber.vereinId, ErstelltAm: jetzt, GeaendertAm: jetzt })
      .returning('TerminId')
      .executeTakeFirstOrThrow();
    await protokolliere(trx, deps.clock, urheber, terminEintrag('erstellt', row.TerminId, neu.Titel, null, neu));
    return { RecordId: row.TerminId };
  });
}

export async function terminAendern(deps: AppDeps, urheber: Urheber, id: number, patch: Partial<Termin>): Promise<{ RecordId: number }> {
  const { vereinId } = urheber;
  const bisher = await terminLaden(deps.db, vereinId, id);
  if (!bisher) throw notFound();
  const termin = pruefeTeil(terminSchema, { ...bisher, ...patch, TerminId: id }, 'body');
  const neu = terminWerte(termin);
  await deps.db.transaction().execute(async (trx) => {
    // A reminder moved to another time goes again at the new one (docs/produkt.md "Erinnerungen").
    const erinnerung = erinnerungVerschoben({ ...bisher, Datum: bisher.Datum! }, termin, deps.config.tzClub)
      ? { ErinnerungGesendetAm: null }
      : {};
    await terminAktualisieren(deps, trx, urheber, { TerminId: id, Titel: neu.Titel }, terminWerte(bisher), neu, erinnerung);
    // A raised or removed maximum frees places: the first waiting move up with the change, or not at all
    // (docs/produkt.md "Kapazität und Warteliste").
    await wartelisteNachAenderung(deps, trx, vereinId, id);
    // Who signed up hears of a new day, time or place (docs/push.md).
    await terminAenderungMelden(trx, vereinId, id, bisher, termin);
  });
  return { RecordId: id };
}

/** Deletes the event with its answers; an occurrence leaves its series (the rule's other dates stay). */
export async function terminLoeschen(deps: AppDeps, urheber: Urheber, id: number): Promise<{ RecordId: number }> {
  const { vereinId } = urheber;
  const geloescht = await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('termin_anabmeldung').where('VereinId', '=', vereinId).where('TerminId', '=', id).execute();
    const row = await trx
      .deleteFrom('termin')
      .where('VereinId', '=', vereinId)
      .where('TerminId', '=', id)
      .returning(TERMIN_SPALTEN)
      .executeTakeFirst();
    if (row) {
      await protokolliere(trx, deps.clock, urheber, terminEintrag('gelöscht', id, row.Titel, terminWerte(row), null));
    }
    return row;
  });
  if (!geloescht) throw notFound();
  return { RecordId: id };
}
