import { heuteInZeitzone, vertragAbgelaufen, type VertragsArt } from '@vereinsportal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../context.js';
import type { Database } from '../db/schema.js';
import { toNumber } from '../db/dialect.js';

export interface VertragRow {
  VertragId: number;
  VereinId: number;
  VertragsArt: string;
  VertragsLaufzeitVon: string;
  VertragsLaufzeitBis: string | null;
  VertragAnzahlMitglieder: number;
}

export interface VertragsStand {
  heute: string;
  /** Covering today, else the latest that ended; null only for a club without any contract. */
  aktuell: VertragRow | null;
  /** A Jahresabonnement starting after the current one ends. */
  anschluss: VertragRow | null;
  abgelaufen: boolean;
}

type Db = Kysely<Database> | Transaction<Database>;

/** "Today" in the club's time zone (DESIGN §4, TZ_CLUB). */
export const heute = (deps: Pick<AppDeps, 'clock' | 'config'>) => heuteInZeitzone(deps.config.tzClub, deps.clock.now());

/** Contract state of a club on `heute` (DESIGN §4). */
export async function vertragsStand(db: Db, vereinId: number, heuteIso: string): Promise<VertragsStand> {
  const rows = await db
    .selectFrom('vertrag')
    .select(['VertragId', 'VereinId', 'VertragsArt', 'VertragsLaufzeitVon', 'VertragsLaufzeitBis', 'VertragAnzahlMitglieder'])
    .where('VereinId', '=', vereinId)
    .orderBy('VertragsLaufzeitVon', 'asc')
    .orderBy('VertragId', 'asc')
    .execute();
  const covering = rows.filter((r) => r.VertragsLaufzeitVon <= heuteIso && (r.VertragsLaufzeitBis === null || r.VertragsLaufzeitBis >= heuteIso));
  const ended = rows.filter((r) => r.VertragsLaufzeitBis !== null && r.VertragsLaufzeitBis < heuteIso);
  // Several covering rows happen only after an upgrade (e.g. a subscription bought during the trial): the latest start wins.
  const aktuell = covering.at(-1) ?? ended.sort((a, b) => (a.VertragsLaufzeitBis! < b.VertragsLaufzeitBis! ? -1 : 1)).at(-1) ?? null;
  const anschluss =
    aktuell && aktuell.VertragsLaufzeitBis !== null
      ? (rows.find((r) => r.VertragsArt === 'Jahresabonnement' && r.VertragsLaufzeitVon > aktuell.VertragsLaufzeitBis! && r.VertragsLaufzeitVon > heuteIso) ?? null)
      : null;
  const abgelaufen = aktuell !== null && vertragAbgelaufen(aktuell.VertragsLaufzeitBis, heuteIso);
  return { heute: heuteIso, aktuell, anschluss, abgelaufen };
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

export const vertragsArt = (stand: VertragsStand): VertragsArt => (stand.aktuell?.VertragsArt ?? 'Test') as VertragsArt;
