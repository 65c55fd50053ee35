/**
 * The treasurer's bookings by hand on a fee invoice (docs/produkt.md "Beiträge"): 'bar bezahlt' (a cash
 * payment with its day, at most the open amount) and 'stornieren' (with a reason, only while nothing is paid).
 * Each in one transaction with its change-log entry; the invoice row is locked (PostgreSQL) or the write is
 * serialised (SQLite), so two clicks at once book once or fail with a German sentence.
 */
import { randomUUID } from 'node:crypto';
import {
  BEITRAG_POSTEN_MELDUNG,
  beitragOffenCents,
  beitragsrechnungObjekt,
  chfText,
  formatDatumDe,
  rechnungsName,
  type BarBezahlt,
} from '@vereinsportal/domain';
import type { Transaction, Updateable } from 'kysely';
import type { AuthInfo } from '../../auth/credential-cache.js';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { BeitragsrechnungTable } from '../../db/tables-beitraege.js';
import { conflict, fieldError, notFound } from '../../http/errors.js';
import { protokolliere, type ProtokollEintrag } from '../aenderungsprotokoll.js';
import { bezahltNachher } from '../rechnungen/buchungs-spalten.js';
import { heute } from '../vertrag.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'engine'>;

/** The invoice locked for the write, with its run's name; 404 for another club's or a missing one. */
export async function rechnungSperren(deps: Deps, trx: Transaction<Database>, vereinId: number, id: number) {
  const r = await trx
    .selectFrom('beitragsrechnung as r')
    .innerJoin('beitragslauf as l', 'l.LaufId', 'r.LaufId')
    .select([
      'r.BeitragsrechnungId',
      'r.Name',
      'r.Vorname',
      'r.BetragCents',
      'r.BezahltCents',
      'r.BezahltAm',
      'r.Storniert',
      'r.StornoGrund',
      'l.Bezeichnung',
    ])
    .where('r.VereinId', '=', vereinId)
    .where('r.BeitragsrechnungId', '=', id)
    .$if(deps.engine === 'postgres', (q) => q.forUpdate('r'))
    .executeTakeFirst();
  if (!r) throw notFound(BEITRAG_POSTEN_MELDUNG.rechnungUnbekannt);
  return r;
}

export const protokollObjekt = (r: { BeitragsrechnungId: number; Bezeichnung: string; Name: string; Vorname: string | null }) =>
  beitragsrechnungObjekt({ BeitragsrechnungId: r.BeitragsrechnungId, Bezeichnung: r.Bezeichnung, Name: rechnungsName(r) });

/** Writes the locked invoice's new values together with their change-log entry. */
async function rechnungAendern(
  deps: Deps,
  trx: Transaction<Database>,
  auth: AuthInfo,
  r: Awaited<ReturnType<typeof rechnungSperren>>,
  werte: Updateable<BeitragsrechnungTable>,
  felder: ProtokollEintrag['felder'],
): Promise<void> {
  await trx
    .updateTable('beitragsrechnung')
    .set(werte)
    .where('BeitragsrechnungId', '=', r.BeitragsrechnungId)
    .where('VereinId', '=', auth.vereinId)
    .execute();
  await protokolliere(trx, deps.clock, auth, {
    bereich: 'Beiträge',
    aktion: 'geändert',
    objektId: r.BeitragsrechnungId,
    objekt: protokollObjekt(r),
    felder,
  });
}

/** Books a cash payment; returns the payment's id. */
export async function barBezahlt(deps: Deps, auth: AuthInfo, id: number, eingabe: BarBezahlt): Promise<number> {
  if (eingabe.Datum > heute(deps)) throw fieldError('Datum', BEITRAG_POSTEN_MELDUNG.datumZukunft);
  return deps.db.transaction().execute(async (trx) => {
    const r = await rechnungSperren(deps, trx, auth.vereinId, id);
    if (r.Storniert === 1) throw conflict(BEITRAG_POSTEN_MELDUNG.storniert);
    const offen = beitragOffenCents(r);
    if (offen === 0) throw conflict(BEITRAG_POSTEN_MELDUNG.bereitsBezahlt);
    if (eingabe.Betrag > offen) throw fieldError('Betrag', BEITRAG_POSTEN_MELDUNG.betragUeberOffen(chfText(offen)));
    const nachher = bezahltNachher(r, r.BetragCents, eingabe.Betrag, eingabe.Datum);
    const { ZahlungId } = await trx
      .insertInto('beitragszahlung')
      .values({
        VereinId: auth.vereinId,
        EintragSchluessel: `bar-${randomUUID()}`,
        BeitragsrechnungId: id,
        BetragCents: eingabe.Betrag,
        Datum: eingabe.Datum,
        Art: 'bar',
        Ergebnis: nachher.BezahltCents >= r.BetragCents ? 'bezahlt' : 'teilweise bezahlt',
        UeberzahlungCents: 0,
        Referenz: null,
        Mitteilung: null,
        ZahlerName: null,
        ImportId: null,
        ErfasstAm: deps.clock.now().toISOString(),
        Von: auth.emailadresse,
      })
      .returning('ZahlungId')
      .executeTakeFirstOrThrow();
    await rechnungAendern(deps, trx, auth, r, nachher, [
      { Feld: 'Bar bezahlt', Alt: null, Neu: `${chfText(eingabe.Betrag)} am ${formatDatumDe(eingabe.Datum)}` },
      { Feld: 'Bezahlt', Alt: chfText(r.BezahltCents), Neu: chfText(nachher.BezahltCents) },
    ]);
    return ZahlungId;
  });
}

/** Cancels an invoice nothing is paid on. */
export async function stornieren(deps: Deps, auth: AuthInfo, id: number, grund: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const r = await rechnungSperren(deps, trx, auth.vereinId, id);
    if (r.Storniert === 1) throw conflict(BEITRAG_POSTEN_MELDUNG.bereitsStorniert);
    if (r.BezahltCents !== 0) throw conflict(BEITRAG_POSTEN_MELDUNG.stornoMitZahlung(chfText(r.BezahltCents)));
    await rechnungAendern(deps, trx, auth, r, { Storniert: 1, StornoGrund: grund, StorniertAm: heute(deps) }, [
      { Feld: 'Status', Alt: null, Neu: 'storniert' },
      { Feld: 'Stornogrund', Alt: null, Neu: grund },
    ]);
  });
}
