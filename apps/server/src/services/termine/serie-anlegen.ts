/**
 * 'Termin erfassen' with a Wiederholung (docs/termine.md "Serien"): the rule's checks that need the expansion,
 * then in one transaction the series row (RFC 5545 text and the template), one event row per date and the
 * change-log entry.
 */
import { type SerieAntwort, type TerminSerieInput } from '@vereinsportal/domain';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import { serieRegeln } from './serie-regeln.js';
import { terminEintrag, terminWerte, type TerminWerte } from './spalten.js';

type Trx = Transaction<Database>;
/** Rows per insert: far below both engines' parameter limits (about 20 columns each). */
const STUECK = 200;

/** The template and the rule of a checked series body; a 400 when the rule yields no date or reaches too far. */
export async function seriePruefen(body: TerminSerieInput): Promise<{ vorlage: TerminWerte; daten: string[]; regel: string }> {
  const { serienDaten, wiederholungPruefen, wiederholungZuRrule } = await serieRegeln();
  const fehler = wiederholungPruefen(body.Datum, body.Wiederholung);
  if (fehler) throw badRequest(fehler);
  return {
    vorlage: terminWerte(body),
    daten: serienDaten(body.Datum, body.Wiederholung),
    regel: wiederholungZuRrule(body.Datum, body.Wiederholung),
  };
}

/** One event row per date, from the template; returns the new ids in date order. */
export async function serienTermineEinfuegen(
  trx: Trx,
  vereinId: number,
  serieId: number,
  vorlage: TerminWerte,
  daten: readonly string[],
  jetzt: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < daten.length; i += STUECK) {
    const zeilen = daten.slice(i, i + STUECK).map((datum) => ({
      ...vorlage,
      Datum: datum,
      DatumBis: null,
      VereinId: vereinId,
      SerieId: serieId,
      SerieDatum: datum,
      ErstelltAm: jetzt,
      GeaendertAm: jetzt,
    }));
    const neu = await trx.insertInto('termin').values(zeilen).returning(['TerminId', 'Datum']).execute();
    ids.push(...neu.sort((a, b) => (a.Datum < b.Datum ? -1 : a.Datum > b.Datum ? 1 : a.TerminId - b.TerminId)).map((r) => r.TerminId));
  }
  return ids;
}

/** Writes the series row and returns its id. */
export async function serieSchreiben(trx: Trx, vereinId: number, regel: string, vorlage: TerminWerte, jetzt: string): Promise<number> {
  const row = await trx
    .insertInto('termin_serie')
    .values({ VereinId: vereinId, Regel: regel, Vorlage: JSON.stringify(vorlage), ErstelltAm: jetzt, GeaendertAm: jetzt })
    .returning('SerieId')
    .executeTakeFirstOrThrow();
  return row.SerieId;
}

export async function serieAnlegen(deps: AppDeps, urheber: Urheber, body: TerminSerieInput): Promise<SerieAntwort> {
  const { vorlage, daten, regel } = await seriePruefen(body);
  const jetzt = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const serieId = await serieSchreiben(trx, urheber.vereinId, regel, vorlage, jetzt);
    const ids = await serienTermineEinfuegen(trx, urheber.vereinId, serieId, vorlage, daten, jetzt);
    const werte = { ...vorlage, Wiederholung: regel, AnzahlTermine: ids.length };
    await protokolliere(trx, deps.clock, urheber, terminEintrag('erstellt', ids[0]!, vorlage.Titel, null, werte));
    return { SerieId: serieId, RecordId: ids[0]!, Anzahl: ids.length, Neu: ids.length, Geaendert: 0, Entfernt: 0, Hinweis: null };
  });
}
