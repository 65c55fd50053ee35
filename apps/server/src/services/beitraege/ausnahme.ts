/**
 * A member's fee exception (docs/produkt.md "Beiträge"): 'beitragsbefreit' or another amount, always with a
 * reason; set on the member edit page. One change-log entry per write, in its transaction.
 */
import { feldAenderungen, fromCents, vollerName, type BeitragsAusnahme, type BeitragsAusnahmeInput } from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import { einMitglied } from '../mitglieder/ein-mitglied.js';

async function mitgliedDesVereins(db: Db, vereinId: number, mitgliedId: number) {
  const m = await einMitglied(db, vereinId, mitgliedId)
    .select(['MitgliedId', 'Vorname', 'Nachname'])
    .where('Status', '=', 'A')
    .executeTakeFirst();
  if (!m) throw notFound();
  return m;
}

async function lesen(db: Db, vereinId: number, mitgliedId: number): Promise<BeitragsAusnahme> {
  const a = await db
    .selectFrom('beitrag_ausnahme')
    .select(['Art', 'BetragCents', 'Grund'])
    .where('VereinId', '=', vereinId)
    .where('MitgliedId', '=', mitgliedId)
    .executeTakeFirst();
  if (!a) return null;
  return {
    Art: a.Art === 'betrag' ? 'betrag' : 'befreit',
    Betrag: a.BetragCents === null ? null : fromCents(a.BetragCents),
    Grund: a.Grund,
  };
}

const protokollFelder = (a: BeitragsAusnahme) =>
  a
    ? { Beitragsausnahme: a.Art === 'befreit' ? 'beitragsbefreit' : 'anderer Betrag', Betrag: a.Betrag?.toFixed(2) ?? null, Grund: a.Grund }
    : {};

export async function beitragsAusnahmeLaden(db: Db, vereinId: number, mitgliedId: number): Promise<BeitragsAusnahme> {
  await mitgliedDesVereins(db, vereinId, mitgliedId);
  return lesen(db, vereinId, mitgliedId);
}

export async function beitragsAusnahmeSetzen(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  urheber: Urheber,
  mitgliedId: number,
  input: BeitragsAusnahmeInput,
): Promise<BeitragsAusnahme> {
  return deps.db.transaction().execute(async (trx) => {
    const m = await mitgliedDesVereins(trx, urheber.vereinId, mitgliedId);
    const alt = await lesen(trx, urheber.vereinId, mitgliedId);
    const werte = { Art: input.Art, BetragCents: input.BetragCents, Grund: input.Grund };
    await trx
      .insertInto('beitrag_ausnahme')
      .values({ VereinId: urheber.vereinId, MitgliedId: mitgliedId, ...werte })
      .onConflict((oc) => oc.columns(['VereinId', 'MitgliedId']).doUpdateSet(werte))
      .execute();
    const neu = await lesen(trx, urheber.vereinId, mitgliedId);
    await protokolliere(trx, deps.clock, urheber, {
      bereich: 'Beiträge',
      aktion: alt ? 'geändert' : 'erstellt',
      objektId: mitgliedId,
      objekt: `Beitragsausnahme ${vollerName(m) ?? mitgliedId}`,
      felder: feldAenderungen(alt ? protokollFelder(alt) : null, protokollFelder(neu)),
    });
    return neu;
  });
}

export async function beitragsAusnahmeLoeschen(deps: Pick<AppDeps, 'db' | 'clock'>, urheber: Urheber, mitgliedId: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const m = await mitgliedDesVereins(trx, urheber.vereinId, mitgliedId);
    const alt = await lesen(trx, urheber.vereinId, mitgliedId);
    if (!alt) return;
    await trx.deleteFrom('beitrag_ausnahme').where('VereinId', '=', urheber.vereinId).where('MitgliedId', '=', mitgliedId).execute();
    await protokolliere(trx, deps.clock, urheber, {
      bereich: 'Beiträge',
      aktion: 'gelöscht',
      objektId: mitgliedId,
      objekt: `Beitragsausnahme ${vollerName(m) ?? mitgliedId}`,
      felder: feldAenderungen(protokollFelder(alt), null),
    });
  });
}
