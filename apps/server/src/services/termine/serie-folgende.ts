/**
 * 'Diesen und alle folgenden' (docs/termine.md "Serien ändern"): from the chosen occurrence on, the sent fields
 * and rule apply. When earlier occurrences exist, the series is split: the old rule ends the day before, and a
 * new series takes this occurrence and the following ones. Occurrences whose date the new rule keeps keep
 * their id and answers and get the new fields; dates the rule adds become new events; an occurrence the rule
 * drops is deleted when nobody answered it, else it stays (with its answers) and the answer says so.
 */
import {
  addDays,
  erinnerungVerschoben,
  formatDatumDe,
  SERIE_MELDUNG,
  type SerieAntwort,
  type TerminSerieInput,
} from '@vereinsportal/domain';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { conflict, fieldError, notFound } from '../../http/errors.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import { terminAenderungMelden } from '../push/termin-geaendert.js';
import { wartelisteNachAenderung } from '../warteliste.js';
import { seriePruefen, serienTermineEinfuegen, serieSchreiben } from './serie-anlegen.js';
import { antwortenJeTermin, serieRegelLaden } from './serie-lesen.js';
import { serieRegeln } from './serie-regeln.js';
import { TERMIN_SPALTEN, terminEintrag, terminWerte } from './spalten.js';

export async function serieFolgendeAendern(
  deps: AppDeps,
  urheber: Urheber,
  terminId: number,
  body: TerminSerieInput,
): Promise<SerieAntwort> {
  const { vorlage, daten, regel } = await seriePruefen(body);
  const { vereinId } = urheber;
  const jetzt = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const termin = await trx
      .selectFrom('termin')
      .select([...TERMIN_SPALTEN, 'SerieDatum'])
      .where('VereinId', '=', vereinId)
      .where('TerminId', '=', terminId)
      .$if(deps.engine === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!termin) throw notFound();
    if (termin.SerieId === null) throw conflict(SERIE_MELDUNG.keinSerienTermin);
    const serie = await serieRegelLaden(trx, vereinId, termin.SerieId);
    if (!serie) throw notFound();
    const ab = termin.SerieDatum ?? termin.Datum!;
    const schluessel = (t: { SerieDatum: string | null; Datum: string }) => t.SerieDatum ?? t.Datum;
    const alle = await trx
      .selectFrom('termin')
      .select(['TerminId', 'Datum', 'SerieDatum', 'DatumBis', 'Zeit', 'ZeitBis', 'Ganztaegig', 'Ort', 'Titel', 'ErinnerungStunden'])
      .where('VereinId', '=', vereinId)
      .where('SerieId', '=', serie.SerieId)
      .execute();
    const frueher = alle.filter((t) => schluessel(t) < ab);
    if (frueher.length > 0 && body.Datum < ab) throw fieldError('Datum', SERIE_MELDUNG.folgendeVorDatum(formatDatumDe(ab)));
    const folgende = alle.filter((t) => schluessel(t) >= ab);

    let zielId = serie.SerieId;
    if (frueher.length > 0) {
      // The old series keeps its earlier occurrences: its rule now ends the day before.
      const { wiederholungZuRrule } = await serieRegeln();
      const altRegel = wiederholungZuRrule(serie.datum, {
        ...serie.wiederholung,
        Anzahl: null,
        Bis: addDays(ab, -1),
        Ausnahmen: serie.wiederholung.Ausnahmen.filter((d) => d < ab),
      });
      await trx.updateTable('termin_serie').set({ Regel: altRegel, GeaendertAm: jetzt }).where('SerieId', '=', serie.SerieId).execute();
      zielId = await serieSchreiben(trx, vereinId, regel, vorlage, jetzt);
    } else {
      await trx
        .updateTable('termin_serie')
        .set({ Regel: regel, Vorlage: JSON.stringify(vorlage), GeaendertAm: jetzt })
        .where('SerieId', '=', serie.SerieId)
        .execute();
    }

    const antworten = await antwortenJeTermin(
      trx,
      vereinId,
      folgende.map((t) => t.TerminId),
    );
    const neueDaten = new Set(daten);
    const behalten = folgende.filter((t) => neueDaten.has(schluessel(t)));
    const weg = folgende.filter((t) => !neueDaten.has(schluessel(t)));
    const bleibtTrotzdem = weg.filter((t) => (antworten.get(t.TerminId) ?? 0) > 0);
    const loeschen = weg.filter((t) => (antworten.get(t.TerminId) ?? 0) === 0).map((t) => t.TerminId);
    const vorhanden = new Set(behalten.map(schluessel));

    const { Datum: _datum, ...felder } = vorlage;
    if (behalten.length > 0) {
      // An occurrence moved on its own goes back to its series date: the rule decides the dates from here on.
      await termineAendern(trx, vereinId, behalten)
        .set((eb) => ({ ...felder, Datum: eb.fn.coalesce('SerieDatum', 'Datum'), DatumBis: null, SerieId: zielId, GeaendertAm: jetzt }))
        .execute();
      // A reminder whose moment moves goes again at the new one, as for a single event (docs/produkt.md "Erinnerungen").
      const verschoben = behalten.filter((t) =>
        erinnerungVerschoben(
          t,
          { Datum: schluessel(t), Zeit: felder.Zeit, Ganztaegig: felder.Ganztaegig, ErinnerungStunden: felder.ErinnerungStunden ?? null },
          deps.config.tzClub,
        ),
      );
      if (verschoben.length > 0) {
        await termineAendern(trx, vereinId, verschoben).set({ ErinnerungGesendetAm: null }).execute();
      }
    }
    if (bleibtTrotzdem.length > 0 && zielId !== serie.SerieId) {
      await termineAendern(trx, vereinId, bleibtTrotzdem).set({ SerieId: zielId }).execute();
    }
    if (loeschen.length > 0) await trx.deleteFrom('termin').where('VereinId', '=', vereinId).where('TerminId', 'in', loeschen).execute();
    const neu = await serienTermineEinfuegen(
      trx,
      vereinId,
      zielId,
      vorlage,
      daten.filter((d) => !vorhanden.has(d)),
      jetzt,
    );
    // A raised or removed maximum frees places: the first waiting move up (docs/produkt.md "Kapazität und Warteliste").
    // Who signed up hears of a new day, time or place by push (docs/push.md), as for a single event.
    for (const t of behalten.filter((b) => (antworten.get(b.TerminId) ?? 0) > 0)) {
      await wartelisteNachAenderung(deps, trx, vereinId, t.TerminId);
      await terminAenderungMelden(trx, vereinId, t.TerminId, t, { ...vorlage, Datum: schluessel(t), DatumBis: null });
    }

    const vorher = { ...terminWerte(termin), Wiederholung: serie.Regel };
    const nachher = { ...vorlage, Wiederholung: regel };
    await protokolliere(trx, deps.clock, urheber, terminEintrag('geändert', terminId, vorlage.Titel, vorher, nachher));
    const bleibt = behalten.some((t) => t.TerminId === terminId) || bleibtTrotzdem.some((t) => t.TerminId === terminId);
    return {
      SerieId: zielId,
      RecordId: bleibt ? terminId : (behalten[0]?.TerminId ?? neu[0] ?? terminId),
      Anzahl: behalten.length + bleibtTrotzdem.length + neu.length,
      Neu: neu.length,
      Geaendert: behalten.length,
      Entfernt: loeschen.length,
      Hinweis:
        bleibtTrotzdem.length > 0
          ? SERIE_MELDUNG.mitAnmeldungenBehalten(bleibtTrotzdem.map((t) => formatDatumDe(schluessel(t))).sort())
          : null,
    };
  });
}

/** Changes these (non-empty) events of the club; the caller adds the values (.set). */
function termineAendern(trx: Transaction<Database>, vereinId: number, termine: readonly { TerminId: number }[]) {
  return trx
    .updateTable('termin')
    .where('VereinId', '=', vereinId)
    .where(
      'TerminId',
      'in',
      termine.map((t) => t.TerminId),
    );
}
