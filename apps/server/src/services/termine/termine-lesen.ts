/** The portal's reads of events: the list (past ones only with the filter), one event, its answers. */
import { vergleicheNamen } from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { heute } from '../vertrag.js';
import { mitWartelistePlatz } from '../warteliste.js';
import { TERMIN_SPALTEN, terminLaden } from './spalten.js';

export function termineAuflisten(deps: AppDeps, vereinId: number, auchVergangene: boolean) {
  let q = deps.db.selectFrom('termin').select(TERMIN_SPALTEN).where('VereinId', '=', vereinId);
  if (!auchVergangene) {
    // Past = (DatumBis, or Datum when there is none) before today in the club's time zone.
    const tag = heute(deps);
    q = q.where((eb) => eb.or([eb('DatumBis', '>=', tag), eb.and([eb('DatumBis', 'is', null), eb('Datum', '>=', tag)])]));
  }
  return q.orderBy('Datum', 'asc').orderBy('Zeit', 'asc').orderBy('TerminId', 'asc').execute();
}

export async function terminLesen(deps: AppDeps, vereinId: number, terminId: number) {
  const row = await terminLaden(deps.db, vereinId, terminId);
  if (!row) throw notFound();
  return row;
}

export async function anAbmeldungenLesen(deps: AppDeps, vereinId: number, terminId: number) {
  await terminLesen(deps, vereinId, terminId);
  const rows = await deps.db
    .selectFrom('termin_anabmeldung')
    .innerJoin('mitglied', 'mitglied.MitgliedId', 'termin_anabmeldung.MitgliedId')
    .select([
      'mitglied.Nachname',
      'mitglied.Vorname',
      'mitglied.Emailadresse',
      'termin_anabmeldung.AnAbmeldeStatus',
      'termin_anabmeldung.WartelisteSeit',
      'termin_anabmeldung.TerminAnAbmeldungId',
    ])
    .where('termin_anabmeldung.VereinId', '=', vereinId)
    .where('mitglied.VereinId', '=', vereinId)
    .where('termin_anabmeldung.TerminId', '=', terminId)
    .orderBy('termin_anabmeldung.TerminAnAbmeldungId')
    .execute();
  // German order on both engines (domain sortierung.ts); equal names keep the order of signing up.
  return mitWartelistePlatz(rows.sort(vergleicheNamen));
}
