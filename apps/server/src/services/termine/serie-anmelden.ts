/**
 * A member's answer for 'alle künftigen' of a series (docs/termine.md "Für alle künftigen anmelden"): the same
 * answer to every future occurrence the member may answer, in one transaction, each with the capacity and
 * waiting-list rules of a single answer; cancelled occurrences are skipped. Single ones change afterwards
 * with the ordinary answer (setAppAnAbmeldung).
 */
import {
  ABSAGE_TEXT,
  anAbmeldungAenderbar,
  kategoriePasst,
  SERIE_MELDUNG,
  terminKommend,
  type AnAbmeldeStatus,
  type SerienAnmeldungAntwort,
} from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import { conflict, notFound } from '../../http/errors.js';
import { heute } from '../vertrag.js';
import { anAbmeldungInTransaktion } from '../warteliste.js';
import { einMitglied } from '../mitglieder/ein-mitglied.js';

/** What happened, in the member's words. */
function ergebnis(status: AnAbmeldeStatus, platz: number | null): string {
  if (platz !== null) return ABSAGE_TEXT.ergebnis.warteliste(platz);
  return status === 1
    ? ABSAGE_TEXT.ergebnis.angemeldet
    : status === 3
      ? ABSAGE_TEXT.ergebnis.provisorisch
      : ABSAGE_TEXT.ergebnis.abgemeldet;
}

export async function serieAnmelden(
  deps: AppDeps,
  mitglied: { vereinId: number; mitgliedId: number },
  serieId: number,
  status: AnAbmeldeStatus,
): Promise<SerienAnmeldungAntwort> {
  const { vereinId, mitgliedId } = mitglied;
  // The sign-in hook checked the member (active, with system access); here only the categories count.
  const { Mitgliedschaftsart: art } = await einMitglied(deps.db, vereinId, mitgliedId)
    .select('Mitgliedschaftsart')
    .executeTakeFirstOrThrow();
  const tag = heute(deps);
  const jetzt = deps.clock.now();
  const tz = deps.config.tzClub;
  const termine = await deps.db
    .selectFrom('termin')
    .select(['TerminId', 'Datum', 'DatumBis', 'Zeit', 'Ganztaegig', 'MitAnAbmeldung', 'FuerMitgliedschaftsart', 'Abgesagt'])
    .where('VereinId', '=', vereinId)
    .where('SerieId', '=', serieId)
    .where('Datum', '>=', tag)
    .orderBy('Datum')
    .orderBy('TerminId')
    .execute();
  const sichtbar = termine.filter((t) => terminKommend(t, tag) && kategoriePasst(t.FuerMitgliedschaftsart, art));
  // A series the member cannot see (another club's, another category) is answered like one that does not exist.
  if (sichtbar.length === 0) {
    const gibt = await deps.db
      .selectFrom('termin_serie')
      .select('SerieId')
      .where('VereinId', '=', vereinId)
      .where('SerieId', '=', serieId)
      .executeTakeFirst();
    if (!gibt || termine.length > 0) throw notFound();
    throw conflict(SERIE_MELDUNG.keineKuenftigen);
  }
  const offen = sichtbar.filter((t) => anAbmeldungAenderbar(t, tz, jetzt));
  if (!offen.some((t) => t.Abgesagt === 0)) throw conflict(SERIE_MELDUNG.keineKuenftigen);
  const antworten = await deps.db.transaction().execute(async (trx) => {
    const liste: SerienAnmeldungAntwort['Termine'] = [];
    for (const t of offen) {
      if (t.Abgesagt === 1) {
        liste.push({
          TerminId: t.TerminId,
          Datum: t.Datum,
          AnAbmeldeStatus: null,
          WartelistePlatz: null,
          FreiePlaetze: null,
          Ergebnis: ABSAGE_TEXT.ergebnis.abgesagtUebersprungen,
        });
        continue;
      }
      const platz = await anAbmeldungInTransaktion(deps, trx, { vereinId, mitgliedId, terminId: t.TerminId, status });
      liste.push({
        TerminId: t.TerminId,
        Datum: t.Datum,
        AnAbmeldeStatus: status,
        ...platz,
        Ergebnis: ergebnis(status, platz.WartelistePlatz),
      });
    }
    return liste;
  });
  return { SerieId: serieId, Termine: antworten };
}
