import { dokumentModulSperrgrund, heuteInZeitzone, waehleVertraege, type VertragsArt, type VertragsWahl } from '@vereinsportal/domain';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../context.js';
import type { Database, Db } from '../db/schema.js';
import { toNumber } from '../db/dialect.js';
import { conflict, forbidden } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';

export interface VertragRow {
  VertragId: number;
  VereinId: number;
  VertragsArt: VertragsArt;
  VertragsLaufzeitVon: string;
  VertragsLaufzeitBis: string | null;
  VertragAnzahlMitglieder: number;
}

/** A club's current and follow-on contract on `heute` (see waehleVertraege). */
export interface VertragsStand extends VertragsWahl<VertragRow> {
  heute: string;
}

/** "Today" in the club's time zone (config TZ_CLUB). */
export const heute = (deps: Pick<AppDeps, 'clock' | 'config'>) => heuteInZeitzone(deps.config.tzClub, deps.clock.now());

/** One contract as the operator sets it (cli.ts `vertrag-setzen`, tests), stored as given. */
export interface VertragEintrag {
  art: VertragsArt;
  von: string;
  bis: string | null;
  anzahl: number;
  erstelltAm: string;
}

export async function vertragEinfuegen(db: Db, vereinId: number, v: VertragEintrag): Promise<void> {
  await db
    .insertInto('vertrag')
    .values({
      VereinId: vereinId,
      VertragsArt: v.art,
      VertragsLaufzeitVon: v.von,
      VertragsLaufzeitBis: v.bis,
      VertragAnzahlMitglieder: v.anzahl,
      ErstelltAm: v.erstelltAm,
    })
    .execute();
}

/** Contract state of a club on `heute`: its contracts from the database, chosen by the domain's waehleVertraege. */
export async function vertragsStand(db: Db, vereinId: number, heuteIso: string): Promise<VertragsStand> {
  const rows = await db
    .selectFrom('vertrag')
    .select(['VertragId', 'VereinId', 'VertragsArt', 'VertragsLaufzeitVon', 'VertragsLaufzeitBis', 'VertragAnzahlMitglieder'])
    .where('VereinId', '=', vereinId)
    .execute();
  return { heute: heuteIso, ...waehleVertraege(rows, heuteIso) };
}

export async function anzahlMitSystemZugriff(db: Db, vereinId: number): Promise<number> {
  const row = await db
    .selectFrom('mitglied')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('VereinId', '=', vereinId)
    .where('Status', '=', 'A')
    .where('HatSystemZugriff', '=', 1)
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}

/** How many members may have system access under the current contract. */
export function systemZugriffLimit(stand: VertragsStand): number {
  return stand.aktuell?.VertragAnzahlMitglieder ?? 0;
}

export const vertragsArt = (stand: VertragsStand): VertragsArt => stand.aktuell?.VertragsArt ?? 'Test';

/**
 * Locks the club's row until the transaction ends (PostgreSQL; SQLite runs one write transaction at a
 * time): writes that check a club-wide limit (places with system access, the subscription) take it first,
 * so two parallel saves cannot both pass the check for the last place.
 */
export async function vereinSperren(deps: Pick<AppDeps, 'engine'>, trx: Transaction<Database>, vereinId: number): Promise<void> {
  if (deps.engine !== 'postgres') return;
  await trx.selectFrom('verein').select('VereinId').where('VereinId', '=', vereinId).forUpdate().execute();
}

/**
 * docs/produkt.md §10: members with system access never exceed the contract's count. Run inside the
 * write's transaction after `vereinSperren`; 409 with the German limit message.
 */
export async function pruefeSystemZugriffLimit(
  deps: Pick<AppDeps, 'clock' | 'config'>,
  trx: Transaction<Database>,
  vereinId: number,
): Promise<void> {
  const [stand, anzahl] = await Promise.all([vertragsStand(trx, vereinId, heute(deps)), anzahlMitSystemZugriff(trx, vereinId)]);
  const limit = systemZugriffLimit(stand);
  if (anzahl + 1 > limit) throw conflict(SERVER_MELDUNG.systemZugriffLimit(limit));
}
/** 403 unless the club's contract includes the document module; the text is the domain's. */
export async function pruefeDokumentModul(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, vereinId: number): Promise<void> {
  const stand = await vertragsStand(deps.db, vereinId, heute(deps));
  const sperrgrund = dokumentModulSperrgrund(vertragsArt(stand), stand.abgelaufen);
  if (sperrgrund !== null) throw forbidden(sperrgrund);
}
