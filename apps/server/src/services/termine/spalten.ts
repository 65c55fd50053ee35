/**
 * The event's columns, derived once from the domain's entities (docs/termine.md): what the portal reads
 * (`terminEntity`), what the event form writes (`terminObjektFelder`) and what the member app shows
 * (`appTerminEntity`). A field added to the entity is read and written everywhere without another list.
 */
import { appTerminEntity, terminEntity, terminObjektFelder, type AppTermin, type Termin } from '@vereinsportal/domain';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { AppDeps } from '../../context.js';
import { protokollEintraege, protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import type { Database } from '../../db/schema.js';
import type { TerminTable } from '../../db/tables-content.js';

type Spalte = keyof Termin & keyof TerminTable;
/** Every column of the portal's event (getTermine, getTermin). */
/** An event's change-log entries. */
export const terminEintrag = protokollEintraege('Termin');

export const TERMIN_SPALTEN = Object.keys(terminEntity.entries) as Spalte[];

/** The fields the event form sends: the template of a series, copied to each occurrence. */
export type TerminFormFeld = keyof typeof terminObjektFelder & Spalte;
export const TERMIN_FORMFELDER = Object.keys(terminObjektFelder) as TerminFormFeld[];
export type TerminWerte = Pick<Termin, TerminFormFeld> & { Datum: string; Titel: string };

/** The form's fields of a checked event (terminSchema's output), as the columns store them. */
export function terminWerte(t: Pick<Termin, TerminFormFeld>): TerminWerte {
  const werte = Object.fromEntries(TERMIN_FORMFELDER.map((k) => [k, t[k]])) as Pick<Termin, TerminFormFeld>;
  // The schema made both required; the entity's type allows null for the list's sake.
  return { ...werte, Datum: werte.Datum!, Titel: werte.Titel! };
}

/** The member app's fields that are columns (the others, like MeinStatus, are computed). */
const APP_SPALTEN = TERMIN_SPALTEN.filter((k) => k in appTerminEntity.entries) as (Spalte & keyof AppTermin)[];
/** An event row reduced to what the member app shows of it. */
export function appTerminSpalten<T extends Pick<Termin, Spalte & keyof AppTermin>>(row: T): Pick<T, Spalte & keyof AppTermin> {
  return Object.fromEntries(APP_SPALTEN.map((k) => [k, row[k]])) as Pick<T, Spalte & keyof AppTermin>;
}

/** One event of the club, every column; undefined when it is not this club's. */
export function terminLaden(db: Kysely<Database>, vereinId: number, terminId: number) {
  return db
    .selectFrom('termin')
    .select(TERMIN_SPALTEN)
    .where('VereinId', '=', vereinId)
    .where('TerminId', '=', terminId)
    .executeTakeFirst();
}

/**
 * Changes one event's columns (`neu`, plus what is not logged, e.g. a reminder's claim) and logs 'geändert'
 * with the fields that differ from `alt`, in the caller's transaction.
 */
export async function terminAktualisieren(
  deps: AppDeps,
  trx: Transaction<Database>,
  urheber: Urheber,
  termin: { TerminId: number; Titel: string },
  alt: Readonly<Record<string, unknown>>,
  neu: Updateable<TerminTable>,
  ohneProtokoll: Updateable<TerminTable> = {},
): Promise<void> {
  await trx
    .updateTable('termin')
    .set({ ...neu, ...ohneProtokoll, GeaendertAm: deps.clock.now().toISOString() })
    .where('VereinId', '=', urheber.vereinId)
    .where('TerminId', '=', termin.TerminId)
    .execute();
  await protokolliere(trx, deps.clock, urheber, terminEintrag('geändert', termin.TerminId, termin.Titel, alt, neu));
}
