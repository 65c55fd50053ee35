/**
 * The yearly subscription: its article, and the three orders: purchase (abschluss), increase (anpassung) and
 * renewal (erneuerung).
 * The body is checked by the contract's aboBestellungSchema; each call checks the contract state (409)
 * and the count against it (400, aboBestellungFehler), writes the contract change and its invoice in one
 * transaction, then hands the invoice to the payment provider.
 */
import {
  ABO_MELDUNG,
  aboBestellungFehler,
  erneuerungStart,
  laufzeitEnde,
  type AboArt,
  type Artikel,
  type FeldAenderung,
} from '@vereinsportal/domain';
import type { Transaction } from 'kysely';
import type { Betreiber } from '../config-betreiber.js';
import type { AppDeps } from '../context.js';
import type { Database, Db } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';
import { protokolliere, type Urheber } from './aenderungsprotokoll.js';
import { anzahlMitSystemZugriff, heute, vereinSperren, vertragsStand } from './vertrag.js';
import { schreibeRechnung, type RechnungZeile } from './rechnungen/rechnung-schreiben.js';

function pruefeAnzahl(art: AboArt, anzahl: number, vertragAnzahl: number, mitgliederMitSystemZugriff: number): void {
  const fehler = aboBestellungFehler(art, { anzahl, vertragAnzahl, mitgliederMitSystemZugriff });
  if (fehler) throw badRequest(fehler);
}

/** One order's inputs, read once in its transaction. */
interface Bestellung {
  trx: Transaction<Database>;
  betreiber: Betreiber;
  vereinId: number;
  anzahl: number;
  tag: string;
  jetztIso: string;
  stand: Awaited<ReturnType<typeof vertragsStand>>;
}

interface Ergebnis {
  vertragId: number;
  rechnung: RechnungZeile;
  /** The change log's fields (services/aenderungsprotokoll.ts). */
  felder: FeldAenderung[];
}

export async function aboBestellen(deps: AppDeps, urheber: Urheber, art: AboArt, anzahl: number): Promise<{ RecordId: number }> {
  const vereinId = urheber.vereinId;
  // main.ts refuses to start in production without the operator's data, so only a misconfigured test gets here.
  const betreiber = deps.config.betreiber;
  if (!betreiber) throw new Error(`Rechnung nicht möglich: ${deps.config.betreiberFehlt.join(', ')} fehlen`);
  const ergebnis = await deps.db.transaction().execute(async (trx) => {
    // One order per club at a time.
    await vereinSperren(deps, trx, vereinId);
    const tag = heute(deps);
    const jetztIso = deps.clock.now().toISOString();
    const b: Bestellung = { trx, betreiber, vereinId, anzahl, tag, jetztIso, stand: await vertragsStand(trx, vereinId, tag) };
    const e = art === 'abschluss' ? await abschliessen(b) : art === 'anpassung' ? await anpassen(b) : await erneuern(b);
    await protokolliere(trx, deps.clock, urheber, {
      bereich: 'Abonnement',
      aktion: art === 'anpassung' ? 'geändert' : 'erstellt',
      objektId: e.vertragId,
      objekt: 'Jahresabonnement',
      felder: e.felder,
    });
    return e;
  });
  // After commit: the invoice exists even if the provider fails; the provider is then retried by hand.
  try {
    await deps.payment.submitInvoice(ergebnis.rechnung);
  } catch (error) {
    deps.log.error(
      { err: error, rechnungId: ergebnis.rechnung.RechnungId },
      'Rechnung konnte nicht an den Zahlungsanbieter übergeben werden',
    );
  }
  return { RecordId: ergebnis.vertragId };
}

async function abschliessen(b: Bestellung): Promise<Ergebnis> {
  const { trx, vereinId, anzahl, tag, stand } = b;
  if ((stand.aktuell?.VertragsArt === 'Jahresabonnement' && !stand.abgelaufen) || stand.anschluss) {
    throw conflict(ABO_MELDUNG.laufendesAboVorhanden);
  }
  pruefeAnzahl('abschluss', anzahl, stand.aktuell?.VertragAnzahlMitglieder ?? 0, await anzahlMitSystemZugriff(trx, vereinId));
  return neuerVertrag(b, 'abschluss', tag);
}

async function erneuern(b: Bestellung): Promise<Ergebnis> {
  const { trx, vereinId, anzahl, tag, stand } = b;
  const aktuell = stand.aktuell;
  if (!aktuell || aktuell.VertragsArt !== 'Jahresabonnement' || aktuell.VertragsLaufzeitBis === null) {
    throw conflict(ABO_MELDUNG.keinAboZumErneuern);
  }
  if (stand.anschluss) throw conflict(ABO_MELDUNG.anschlussVorhanden);
  pruefeAnzahl('erneuerung', anzahl, aktuell.VertragAnzahlMitglieder, await anzahlMitSystemZugriff(trx, vereinId));
  const start = erneuerungStart(aktuell.VertragsLaufzeitBis, tag);
  return neuerVertrag(b, 'erneuerung', start);
}

async function anpassen(b: Bestellung): Promise<Ergebnis> {
  const { trx, betreiber, vereinId, anzahl, tag, jetztIso, stand } = b;
  const aktuell = stand.aktuell;
  if (!aktuell || aktuell.VertragsArt !== 'Jahresabonnement' || stand.abgelaufen || aktuell.VertragsLaufzeitBis === null) {
    throw conflict(ABO_MELDUNG.keinLaufendesAbo);
  }
  const alt = aktuell.VertragAnzahlMitglieder;
  pruefeAnzahl('anpassung', anzahl, alt, 0);
  await trx
    .updateTable('vertrag')
    .set({ VertragAnzahlMitglieder: anzahl })
    .where('VereinId', '=', vereinId)
    .where('VertragId', '=', aktuell.VertragId)
    .execute();
  // Added members are charged for the whole remaining term.
  const rechnung = await schreibeRechnung(trx, betreiber, {
    vereinId,
    vertragId: aktuell.VertragId,
    art: 'anpassung',
    anzahl,
    anzahlAlt: alt,
    laufzeitVon: tag,
    laufzeitBis: aktuell.VertragsLaufzeitBis,
    heute: tag,
    jetztIso,
  });
  return { vertragId: aktuell.VertragId, rechnung, felder: [{ Feld: 'AnzahlMitglieder', Alt: String(alt), Neu: String(anzahl) }] };
}

async function neuerVertrag(
  { trx, betreiber, vereinId, anzahl, tag, jetztIso }: Bestellung,
  art: 'abschluss' | 'erneuerung',
  start: string,
): Promise<Ergebnis> {
  const ende = laufzeitEnde(start);
  const { VertragId } = await trx
    .insertInto('vertrag')
    .values({
      VereinId: vereinId,
      VertragsArt: 'Jahresabonnement',
      VertragsLaufzeitVon: start,
      VertragsLaufzeitBis: ende,
      VertragAnzahlMitglieder: anzahl,
      ErstelltAm: jetztIso,
    })
    .returning('VertragId')
    .executeTakeFirstOrThrow();
  const rechnung = await schreibeRechnung(trx, betreiber, {
    vereinId,
    vertragId: VertragId,
    art,
    anzahl,
    laufzeitVon: start,
    laufzeitBis: ende,
    heute: tag,
    jetztIso,
  });
  const felder: FeldAenderung[] = [
    { Feld: 'AnzahlMitglieder', Alt: null, Neu: String(anzahl) },
    { Feld: 'VertragsLaufzeitVon', Alt: null, Neu: start },
    { Feld: 'VertragsLaufzeitBis', Alt: null, Neu: ende },
  ];
  return { vertragId: VertragId, rechnung, felder };
}

/** The sellable article (id 1 is the yearly subscription); amounts as decimal numbers on the wire, exact integers in the database. */
export async function artikelLaden(db: Db, artikelId: number): Promise<Artikel> {
  const row = await db.selectFrom('artikel').selectAll().where('ArtikelId', '=', artikelId).executeTakeFirst();
  if (!row) throw notFound(SERVER_MELDUNG.artikelNichtGefunden);
  return {
    ArtikelId: row.ArtikelId,
    ArtikelBezeichnung: row.ArtikelBezeichnung,
    BruttoPreis: row.BruttoPreisCents / 100,
    MwstProzent: row.MwstProzentHundertstel / 100,
    MehrwertsteuerBezeichnung: row.MehrwertsteuerBezeichnung,
    WaehrungISOCode: row.WaehrungISOCode,
  };
}
