/** A series for the portal (docs/termine.md "Serien"): its rule read back from the stored RFC 5545 text and its occurrences. */
import { SERIE_MELDUNG, type TerminSerie } from '@vereinsportal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { serieRegeln } from './serie-regeln.js';

/** The stored rule of a club's series, read back; undefined when the series is not this club's. */
export async function serieRegelLaden(db: Kysely<Database>, vereinId: number, serieId: number) {
  const serie = await db
    .selectFrom('termin_serie')
    .select(['SerieId', 'Regel', 'Vorlage'])
    .where('VereinId', '=', vereinId)
    .where('SerieId', '=', serieId)
    .executeTakeFirst();
  if (!serie) return undefined;
  const { rruleZuWiederholung } = await serieRegeln();
  const regel = rruleZuWiederholung(serie.Regel);
  // Only this server writes the text (wiederholungZuRrule); an unreadable one is a bug, not bad input.
  if (!regel) throw new Error(`${SERIE_MELDUNG.regelUngueltig} (Serie ${serieId})`);
  return { ...serie, ...regel };
}

/** Answers per occurrence (sign-ups and sign-offs), for the overview and for 'diesen und alle folgenden'. */
export async function antwortenJeTermin(
  db: Kysely<Database>,
  vereinId: number,
  terminIds: readonly number[],
): Promise<Map<number, number>> {
  const anzahl = new Map<number, number>();
  if (terminIds.length === 0) return anzahl;
  const rows = await db
    .selectFrom('termin_anabmeldung')
    .select(['TerminId', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('VereinId', '=', vereinId)
    .where('TerminId', 'in', [...terminIds])
    .groupBy('TerminId')
    .execute();
  for (const r of rows) anzahl.set(r.TerminId, Number(r.n));
  return anzahl;
}

export async function serieLesen(db: Kysely<Database>, vereinId: number, serieId: number): Promise<TerminSerie> {
  const serie = await serieRegelLaden(db, vereinId, serieId);
  if (!serie) throw notFound();
  const termine = await db
    .selectFrom('termin')
    .select(['TerminId', 'Datum', 'Abgesagt'])
    .where('VereinId', '=', vereinId)
    .where('SerieId', '=', serieId)
    .orderBy('Datum')
    .orderBy('TerminId')
    .execute();
  const antworten = await antwortenJeTermin(
    db,
    vereinId,
    termine.map((t) => t.TerminId),
  );
  return {
    SerieId: serieId,
    Regel: serie.Regel,
    Datum: serie.datum,
    Wiederholung: serie.wiederholung,
    Termine: termine.map((t) => ({ ...t, AnzahlAntworten: antworten.get(t.TerminId) ?? 0 })),
  };
}
