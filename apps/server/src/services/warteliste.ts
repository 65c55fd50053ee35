/**
 * Event capacity and waiting list (docs/produkt.md "Kapazität und Warteliste"). A sign-up (1) or a
 * provisional sign-up (3) holds a place while the event has room; beyond MaxTeilnehmende it waits
 * (WartelisteSeit set) in order of that time. Whenever a place frees up, the first waiting move up in
 * the same transaction and get a push (docs/push.md) or else a mail through the outbox. On PostgreSQL every change first locks the
 * event's row, so two members taking the last place one after the other see each other's seat; SQLite
 * runs one transaction at a time anyway.
 */
import { anzahlNachruecken, freiePlaetze, haeltPlatz, PUSH_NACHRICHT, type AnAbmeldeStatus, vollerName } from '@vereinsportal/domain';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../context.js';
import type { Database } from '../db/schema.js';
import { pushVormerken } from './push/benachrichtigen.js';
import { nachgerueckMail } from './warteliste-text.js';

type Trx = Transaction<Database>;

/** The event's row, locked for the rest of the transaction on PostgreSQL; undefined = not this club's. */
export function terminSperren(deps: AppDeps, trx: Trx, vereinId: number, terminId: number) {
  return trx
    .selectFrom('termin')
    .select(['TerminId', 'Titel', 'Datum', 'Zeit', 'MaxTeilnehmende'])
    .where('VereinId', '=', vereinId)
    .where('TerminId', '=', terminId)
    .$if(deps.engine === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Places taken: sign-ups and provisional sign-ups that are not waiting. */
async function belegt(trx: Trx, vereinId: number, terminId: number): Promise<number> {
  const row = await trx
    .selectFrom('termin_anabmeldung')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('VereinId', '=', vereinId)
    .where('TerminId', '=', terminId)
    .where('AnAbmeldeStatus', 'in', [1, 3])
    .where('WartelisteSeit', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The waiting, first first: by the time they joined, then by record id (same millisecond). */
function wartende(trx: Trx, vereinId: number, terminId: number) {
  return trx
    .selectFrom('termin_anabmeldung')
    .where('termin_anabmeldung.VereinId', '=', vereinId)
    .where('termin_anabmeldung.TerminId', '=', terminId)
    .where('termin_anabmeldung.WartelisteSeit', 'is not', null)
    .orderBy('termin_anabmeldung.WartelisteSeit', 'asc')
    .orderBy('termin_anabmeldung.TerminAnAbmeldungId', 'asc');
}

/**
 * Moves up as many waiting members as there are free places (all of them when the event has no
 * maximum any more) and queues each one's mail in `trx`. Call with the event locked. Returns how many moved.
 */
export async function nachruecken(
  deps: AppDeps,
  trx: Trx,
  vereinId: number,
  termin: { TerminId: number; Titel: string; Datum: string; Zeit: string | null; MaxTeilnehmende: number | null },
): Promise<number> {
  const wartend = await wartende(trx, vereinId, termin.TerminId)
    .innerJoin('mitglied', 'mitglied.MitgliedId', 'termin_anabmeldung.MitgliedId')
    .select([
      'termin_anabmeldung.TerminAnAbmeldungId as id',
      'mitglied.MitgliedId',
      'mitglied.Vorname',
      'mitglied.Nachname',
      'mitglied.Emailadresse',
    ])
    .where('mitglied.VereinId', '=', vereinId)
    .execute();
  if (wartend.length === 0) return 0;
  const anzahl = anzahlNachruecken(termin.MaxTeilnehmende, await belegt(trx, vereinId, termin.TerminId), wartend.length);
  const rueckenNach = wartend.slice(0, anzahl);
  if (rueckenNach.length === 0) return 0;
  await trx
    .updateTable('termin_anabmeldung')
    .set({ WartelisteSeit: null, GeaendertAm: deps.clock.now().toISOString() })
    .where('VereinId', '=', vereinId)
    .where(
      'TerminAnAbmeldungId',
      'in',
      rueckenNach.map((w) => w.id),
    )
    .execute();
  const verein = await trx.selectFrom('verein').select('VereinsName').where('VereinId', '=', vereinId).executeTakeFirstOrThrow();
  // A push where the member's device takes one (docs/push.md), else the mail.
  const perPush = await pushVormerken(
    trx,
    vereinId,
    rueckenNach.map((w) => w.MitgliedId),
    PUSH_NACHRICHT.nachgerueckt(termin.Titel, termin.Datum, termin.Zeit),
  );
  const mails = rueckenNach
    .filter((w) => w.Emailadresse && !perPush.has(w.MitgliedId))
    .map((w) =>
      nachgerueckMail({
        to: w.Emailadresse!,
        name: vollerName(w) ?? '',
        vereinsName: verein.VereinsName,
        titel: termin.Titel,
        datum: termin.Datum,
        zeit: termin.Zeit,
        publicUrl: deps.config.publicUrl,
      }),
    );
  if (mails.length > 0) await deps.outbox.addAll(mails, trx);
  return rueckenNach.length;
}

/** A member's place on the waiting list (1 = next), or null when their answer is not waiting. */
export async function wartelistePlatz(trx: Trx, vereinId: number, terminId: number, mitgliedId: number): Promise<number | null> {
  const liste = await wartende(trx, vereinId, terminId).select('termin_anabmeldung.MitgliedId').execute();
  const i = liste.findIndex((w) => w.MitgliedId === mitgliedId);
  return i < 0 ? null : i + 1;
}

/** Free places of an event; null = no maximum. */
export async function freiePlaetzeVon(trx: Trx, vereinId: number, termin: { TerminId: number; MaxTeilnehmende: number | null }) {
  return termin.MaxTeilnehmende === null ? null : freiePlaetze(termin.MaxTeilnehmende, await belegt(trx, vereinId, termin.TerminId));
}

/**
 * A member's answer with the capacity rules, in one transaction: a new sign-up takes a place when one
 * is free and no one waits, else joins the waiting list; a member who holds a place or waits keeps it
 * when switching between 1 and 3; signing off (2) leaves place or list, and the first waiting move up.
 */
export function anAbmeldungSpeichern(
  deps: AppDeps,
  args: { vereinId: number; mitgliedId: number; terminId: number; status: AnAbmeldeStatus },
): Promise<{ WartelistePlatz: number | null; FreiePlaetze: number | null }> {
  return deps.db.transaction().execute((trx) => anAbmeldungInTransaktion(deps, trx, args));
}

/** `anAbmeldungSpeichern` inside the caller's transaction ('alle künftigen' answers many events in one). */
export async function anAbmeldungInTransaktion(
  deps: AppDeps,
  trx: Trx,
  args: { vereinId: number; mitgliedId: number; terminId: number; status: AnAbmeldeStatus },
): Promise<{ WartelistePlatz: number | null; FreiePlaetze: number | null }> {
  const { vereinId, mitgliedId, terminId, status } = args;
  const termin = await terminSperren(deps, trx, vereinId, terminId);
  if (!termin) throw new Error(`termin ${terminId} vanished`);
  const bisher = await trx
    .selectFrom('termin_anabmeldung')
    .select(['AnAbmeldeStatus', 'WartelisteSeit'])
    .where('VereinId', '=', vereinId)
    .where('TerminId', '=', terminId)
    .where('MitgliedId', '=', mitgliedId)
    .executeTakeFirst();
  const jetzt = deps.clock.now().toISOString();
  let seit: string | null = null;
  if (haeltPlatz(status)) {
    if (bisher && haeltPlatz(bisher.AnAbmeldeStatus)) {
      seit = bisher.WartelisteSeit; // keeps the place, or the position on the list
    } else if (termin.MaxTeilnehmende !== null) {
      const wartet = await wartende(trx, vereinId, terminId).select('TerminAnAbmeldungId').limit(1).executeTakeFirst();
      const frei = freiePlaetze(termin.MaxTeilnehmende, await belegt(trx, vereinId, terminId))!;
      seit = frei > 0 && !wartet ? null : jetzt;
    }
  }
  // One record per member and event (unique TerminId, MitgliedId): a second answer replaces the first.
  await trx
    .insertInto('termin_anabmeldung')
    .values({
      VereinId: vereinId,
      TerminId: terminId,
      MitgliedId: mitgliedId,
      AnAbmeldeStatus: status,
      GeaendertAm: jetzt,
      WartelisteSeit: seit,
    })
    .onConflict((oc) =>
      oc.columns(['TerminId', 'MitgliedId']).doUpdateSet({ AnAbmeldeStatus: status, GeaendertAm: jetzt, WartelisteSeit: seit }),
    )
    .execute();
  await nachruecken(deps, trx, vereinId, termin);
  return {
    WartelistePlatz: await wartelistePlatz(trx, vereinId, terminId, mitgliedId),
    FreiePlaetze: await freiePlaetzeVon(trx, vereinId, termin),
  };
}

/**
 * For the member's list of events: places taken per event (only events with a maximum) and the
 * member's own place on each waiting list.
 */
export async function belegungUndWarteliste(
  db: AppDeps['db'],
  vereinId: number,
  mitgliedId: number,
  terminIds: number[],
): Promise<{ belegt: Map<number, number>; meinPlatz: Map<number, number> }> {
  const belegt = new Map<number, number>();
  const meinPlatz = new Map<number, number>();
  if (terminIds.length === 0) return { belegt, meinPlatz };
  const [zaehlung, wartend] = await Promise.all([
    db
      .selectFrom('termin_anabmeldung')
      .select(['TerminId', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('VereinId', '=', vereinId)
      .where('TerminId', 'in', terminIds)
      .where('AnAbmeldeStatus', 'in', [1, 3])
      .where('WartelisteSeit', 'is', null)
      .groupBy('TerminId')
      .execute(),
    db
      .selectFrom('termin_anabmeldung')
      .select(['TerminId', 'MitgliedId'])
      .where('VereinId', '=', vereinId)
      .where('TerminId', 'in', terminIds)
      .where('WartelisteSeit', 'is not', null)
      .orderBy('TerminId')
      .orderBy('WartelisteSeit', 'asc')
      .orderBy('TerminAnAbmeldungId', 'asc')
      .execute(),
  ]);
  for (const z of zaehlung) belegt.set(z.TerminId, Number(z.n));
  const position = new Map<number, number>();
  for (const w of wartend) {
    const p = (position.get(w.TerminId) ?? 0) + 1;
    position.set(w.TerminId, p);
    if (w.MitgliedId === mitgliedId) meinPlatz.set(w.TerminId, p);
  }
  return { belegt, meinPlatz };
}

/** After an event's maximum changed: with the event locked, the first waiting move up into any free places. */
export async function wartelisteNachAenderung(deps: AppDeps, trx: Trx, vereinId: number, terminId: number): Promise<void> {
  const termin = await terminSperren(deps, trx, vereinId, terminId);
  if (termin) await nachruecken(deps, trx, vereinId, termin);
}

/** The portal's sign-up list: each waiting record gets its place (by WartelisteSeit, then id); the rest null. */
export function mitWartelistePlatz<T extends { WartelisteSeit: string | null; TerminAnAbmeldungId: number }>(
  rows: T[],
): Array<Omit<T, 'TerminAnAbmeldungId'> & { WartelistePlatz: number | null }> {
  const reihe = rows
    .filter((r) => r.WartelisteSeit !== null)
    .sort((a, b) =>
      a.WartelisteSeit! < b.WartelisteSeit!
        ? -1
        : a.WartelisteSeit! > b.WartelisteSeit!
          ? 1
          : a.TerminAnAbmeldungId - b.TerminAnAbmeldungId,
    );
  const platz = new Map(reihe.map((r, i) => [r.TerminAnAbmeldungId, i + 1]));
  return rows.map(({ TerminAnAbmeldungId: id, ...r }) => ({ ...r, WartelistePlatz: platz.get(id) ?? null }));
}
