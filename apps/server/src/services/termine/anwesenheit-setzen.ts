/**
 * Ticking 'anwesend' (docs/produkt.md "Anwesenheit"): one member at one event, from the event's start on, for
 * anyone of the club (also who did not sign up). Saved at once, one change-log entry per tick; ticking what is
 * already so changes and logs nothing.
 */
import {
  ANWESENHEIT_MELDUNG,
  ANWESENHEIT_TEXT,
  DATENSCHUTZ_TEXT,
  formatDatumDe,
  terminBeginn,
  vollerName,
  type Flag,
} from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import { conflict, notFound } from '../../http/errors.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import { anwesenheitsTermin } from './anwesenheit-liste.js';
import { einMitglied } from '../mitglieder/ein-mitglied.js';

export async function anwesenheitSetzen(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  urheber: Urheber,
  terminId: number,
  mitgliedId: number,
  anwesend: Flag,
): Promise<void> {
  const vereinId = urheber.vereinId;
  await deps.db.transaction().execute(async (trx) => {
    const [termin, mitglied] = await Promise.all([
      anwesenheitsTermin(trx, vereinId, terminId),
      einMitglied(trx, vereinId, mitgliedId).select(['Vorname', 'Nachname']).executeTakeFirst(),
    ]);
    if (!termin || !mitglied) throw notFound();
    if (termin.MitAnAbmeldung !== 1) throw conflict(ANWESENHEIT_MELDUNG.keineAnAbmeldung);
    const jetzt = deps.clock.now();
    if (terminBeginn(termin, deps.config.tzClub).getTime() > jetzt.getTime()) throw conflict(ANWESENHEIT_MELDUNG.nochNichtBegonnen);
    // Insert-if-absent and delete are idempotent: two administrators ticking at once leave one row.
    const geaendert =
      anwesend === 1
        ? Number(
            (
              await trx
                .insertInto('termin_anwesenheit')
                .values({ VereinId: vereinId, TerminId: terminId, MitgliedId: mitgliedId, ErfasstAm: jetzt.toISOString() })
                .onConflict((oc) => oc.columns(['TerminId', 'MitgliedId']).doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows ?? 0n,
          )
        : Number(
            (
              await trx
                .deleteFrom('termin_anwesenheit')
                .where('VereinId', '=', vereinId)
                .where('TerminId', '=', terminId)
                .where('MitgliedId', '=', mitgliedId)
                .executeTakeFirst()
            ).numDeletedRows,
          );
    if (geaendert === 0) return;
    // Logged on the member (area Mitglied), so the member's Datenauskunft shows it and 'Endgültig löschen'
    // anonymises it with the member's other entries (docs/produkt.md "Datenschutz").
    await protokolliere(trx, deps.clock, urheber, {
      bereich: 'Mitglied',
      aktion: 'geändert',
      objektId: mitgliedId,
      objekt: vollerName(mitglied),
      felder: [
        {
          Feld: ANWESENHEIT_TEXT.protokollFeld(termin.Titel, formatDatumDe(termin.Datum)),
          Alt: anwesend === 1 ? DATENSCHUTZ_TEXT.nein : DATENSCHUTZ_TEXT.ja,
          Neu: anwesend === 1 ? DATENSCHUTZ_TEXT.ja : DATENSCHUTZ_TEXT.nein,
        },
      ],
    });
  });
}
