/**
 * The change log (docs/produkt.md, Änderungsprotokoll): every administrator write adds one entry in its own
 * transaction, so a write that fails (or rolls back) logs nothing and a logged write always happened. What
 * changed is the domain's `feldAenderungen` (never a password or hash). Entries older than two years are
 * purged by the hourly job and before the log is read.
 */
import {
  AENDERUNGSPROTOKOLL_JAHRE,
  type AenderungsAktion,
  type AenderungsBereich,
  type FeldAenderung,
  feldAenderungen,
  vollerName,
} from '@vereinsportal/domain';
import type { Kysely } from 'kysely';
import { gelegentlich } from '../auth/throttle.js';
import type { Clock } from '../context.js';
import type { Database } from '../db/schema.js';
import { landBezeichnung } from './laender.js';
import { einMitglied } from './mitglieder/ein-mitglied.js';

/** Who wrote: the signed-in administrator (request.auth). */
export interface Urheber {
  vereinId: number;
  mitgliedId: number;
}

export interface ProtokollEintrag {
  bereich: AenderungsBereich;
  aktion: AenderungsAktion;
  objektId: number | null;
  objekt: string | null;
  felder: FeldAenderung[];
}

type Werte = Readonly<Record<string, unknown>> | null;

/**
 * The entries of one area whose writes log the fields that differ between the values before (`alt`, null when
 * created) and after (`neu`, null when deleted); `optionen` as in the domain's feldAenderungen.
 */
export function protokollEintraege(bereich: AenderungsBereich, optionen?: Parameters<typeof feldAenderungen>[2]) {
  return (aktion: AenderungsAktion, objektId: number, objekt: string | null, alt: Werte, neu: Werte): ProtokollEintrag => ({
    bereich,
    aktion,
    objektId,
    objekt,
    felder: feldAenderungen(alt, neu, optionen),
  });
}

/**
 * Adds one entry. Call it with the write's transaction (`trx`): the entry commits or rolls back with it.
 * A change that touched no field (a save without changes) is still logged as 'geändert': someone saved.
 */
export async function protokolliere(trx: Kysely<Database>, clock: Clock, urheber: Urheber, eintrag: ProtokollEintrag): Promise<void> {
  // The name as it is now, so the entry keeps it when the administrator is renamed later.
  const admin = await einMitglied(trx, urheber.vereinId, urheber.mitgliedId).select(['Vorname', 'Nachname']).executeTakeFirst();
  await trx
    .insertInto('aenderungsprotokoll')
    .values({
      VereinId: urheber.vereinId,
      Zeitpunkt: clock.now().toISOString(),
      AdministratorId: urheber.mitgliedId,
      AdministratorName: vollerName(admin),
      Bereich: eintrag.bereich,
      ObjektId: eintrag.objektId,
      Objekt: eintrag.objekt,
      Aktion: eintrag.aktion,
      Felder: JSON.stringify(eintrag.felder.map(landMitNamen)),
    })
    .execute();
}

/** A country is logged by its German name: its LandId (the ISO number) means nothing to a reader. */
function landMitNamen(f: FeldAenderung): FeldAenderung {
  if (f.Feld !== 'LandId') return f;
  const name = (wert: string | null) => (wert ? (landBezeichnung(Number(wert)) ?? wert) : wert);
  return { ...f, Alt: name(f.Alt), Neu: name(f.Neu) };
}

/** The oldest instant still kept (ISO): now minus two years. */
export function aufbewahrtAb(jetzt: Date): string {
  const grenze = new Date(jetzt);
  grenze.setUTCFullYear(grenze.getUTCFullYear() - AENDERUNGSPROTOKOLL_JAHRE);
  return grenze.toISOString();
}

/** Deletes every club's entries older than two years; returns how many. Outside any transaction. */
export async function aenderungsprotokollAufraeumen(db: Kysely<Database>, jetzt: Date): Promise<number> {
  const result = await db.deleteFrom('aenderungsprotokoll').where('Zeitpunkt', '<', aufbewahrtAb(jetzt)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The purge at most once a minute per instance (the read path calls it on every request). */
export function gelegentlichAufraeumen(db: Kysely<Database>): (jetzt: Date) => Promise<void> {
  const lauf = gelegentlich((now) => aenderungsprotokollAufraeumen(db, new Date(now)));
  return (jetzt) => lauf(jetzt.getTime());
}
