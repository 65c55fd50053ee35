/**
 * The member app's content: current news, upcoming events with the member's own sign-up, documents.
 * A member sees only their club's items whose category and date window fit (domain app-regeln.ts);
 * an item they do not see is answered like one that does not exist.
 */
import {
  anAbmeldungAenderbar,
  freiePlaetze,
  inhaltSichtbar,
  kategoriePasst,
  SERIE_MELDUNG,
  terminKommend,
  type AppTermin,
} from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { conflict, notFound } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';
import { pdfDateiName } from '../services/file-store-pdf.js';
import { heute, pruefeDokumentModul } from '../services/vertrag.js';
import { appTerminSpalten, TERMIN_SPALTEN } from '../services/termine/spalten.js';
import { anAbmeldungSpeichern, belegungUndWarteliste } from '../services/warteliste.js';
import { DOKUMENT_SPALTEN } from '../services/dokumente/dokumente-lesen.js';
import { mitgliedschaftsartVon } from '../services/mitglieder/mitglied-zeile.js';

export function appInhalteHandlers(deps: AppDeps) {
  const { db } = deps;
  const tz = deps.config.tzClub;

  return {
    getAppNews: async (request) => {
      const { vereinId } = request.auth;
      const tag = heute(deps);
      const [art, rows] = await Promise.all([
        mitgliedschaftsartVon(db, request.auth),
        // The database narrows to the window; the domain rule decides (window and category).
        db
          .selectFrom('news')
          .select(['NewsId', 'Titel', 'AnzeigenVon', 'AnzeigenBis', 'FuerMitgliedschaftsart', 'QuillHtmlData'])
          .where('VereinId', '=', vereinId)
          .where('AnzeigenVon', '<=', tag)
          .where('AnzeigenBis', '>=', tag)
          .orderBy('AnzeigenVon', 'desc')
          .orderBy('NewsId', 'desc')
          .execute(),
      ]);
      return rows
        .filter((n) => inhaltSichtbar(n, art, tag))
        .map((n) => ({
          NewsId: n.NewsId,
          Titel: n.Titel,
          AnzeigenVon: n.AnzeigenVon,
          AnzeigenBis: n.AnzeigenBis,
          Html: n.QuillHtmlData ?? '',
        }));
    },

    getAppTermine: async (request) => {
      const { vereinId, mitgliedId } = request.auth;
      const tag = heute(deps);
      const jetzt = deps.clock.now();
      const [art, rows, antworten] = await Promise.all([
        mitgliedschaftsartVon(db, request.auth),
        db
          .selectFrom('termin')
          .select(TERMIN_SPALTEN)
          .where('VereinId', '=', vereinId)
          .where((eb) => eb.or([eb('DatumBis', '>=', tag), eb.and([eb('DatumBis', 'is', null), eb('Datum', '>=', tag)])]))
          .orderBy('Datum', 'asc')
          .orderBy('Zeit', 'asc')
          .orderBy('TerminId', 'asc')
          .execute(),
        db
          .selectFrom('termin_anabmeldung')
          .select(['TerminId', 'AnAbmeldeStatus'])
          .where('VereinId', '=', vereinId)
          .where('MitgliedId', '=', mitgliedId)
          .execute(),
      ]);
      const status = new Map(antworten.map((a) => [a.TerminId, a.AnAbmeldeStatus]));
      const sichtbar = rows.filter((t) => terminKommend(t, tag) && kategoriePasst(t.FuerMitgliedschaftsart, art));
      const plaetze = await belegungUndWarteliste(
        db,
        vereinId,
        mitgliedId,
        sichtbar.filter((t) => t.MaxTeilnehmende !== null).map((t) => t.TerminId),
      );
      return sichtbar.map((t): AppTermin => ({
        ...appTerminSpalten(t),
        MeinStatus: status.get(t.TerminId) ?? 0,
        WartelistePlatz: plaetze.meinPlatz.get(t.TerminId) ?? null,
        FreiePlaetze: freiePlaetze(t.MaxTeilnehmende, plaetze.belegt.get(t.TerminId) ?? 0),
        // A cancelled event takes no answers (docs/termine.md "Absagen").
        Aenderbar: t.Abgesagt === 0 && anAbmeldungAenderbar(t, tz, jetzt),
      }));
    },

    setAppAnAbmeldung: async (request) => {
      const { vereinId, mitgliedId } = request.auth;
      const terminId = request.params.TerminId;
      const status = request.body.AnAbmeldeStatus;
      const [art, termin] = await Promise.all([
        mitgliedschaftsartVon(db, request.auth),
        db.selectFrom('termin').select(TERMIN_SPALTEN).where('VereinId', '=', vereinId).where('TerminId', '=', terminId).executeTakeFirst(),
      ]);
      if (!termin || !kategoriePasst(termin.FuerMitgliedschaftsart, art)) throw notFound();
      if (termin.MitAnAbmeldung !== 1) throw conflict(SERVER_MELDUNG.terminOhneAnAbmeldung);
      if (termin.Abgesagt === 1) throw conflict(SERIE_MELDUNG.abgesagt);
      if (!anAbmeldungAenderbar(termin, tz, deps.clock.now())) throw conflict(SERVER_MELDUNG.terminBegonnen);
      // Capacity and waiting list (services/warteliste.ts): one transaction with the event locked.
      const platz = await anAbmeldungSpeichern(deps, { vereinId, mitgliedId, terminId, status });
      return { TerminId: terminId, AnAbmeldeStatus: status, ...platz };
    },

    getAppDokumente: async (request) => {
      const { vereinId } = request.auth;
      await pruefeDokumentModul(deps, vereinId);
      const tag = heute(deps);
      const [art, rows] = await Promise.all([
        mitgliedschaftsartVon(db, request.auth),
        db
          .selectFrom('dokument')
          .select(DOKUMENT_SPALTEN)
          .where('VereinId', '=', vereinId)
          .where('AnzeigenVon', '<=', tag)
          .where((eb) => eb.or([eb('AnzeigenBis', 'is', null), eb('AnzeigenBis', '>=', tag)]))
          .orderBy('AnzeigenVon', 'desc')
          .orderBy('DokumentId', 'desc')
          .execute(),
      ]);
      return rows.filter((d) => inhaltSichtbar(d, art, tag)).map(({ FuerMitgliedschaftsart: _fuer, ...d }) => d);
    },

    getAppDokumentDatei: async (request) => {
      const { vereinId } = request.auth;
      const id = request.params.DokumentId;
      const [art, row] = await Promise.all([
        mitgliedschaftsartVon(db, request.auth),
        db
          .selectFrom('dokument')
          .select(['AnzeigenVon', 'AnzeigenBis', 'FuerMitgliedschaftsart', 'DateiSchluessel', 'OriginalDateiName'])
          .where('VereinId', '=', vereinId)
          .where('DokumentId', '=', id)
          .executeTakeFirst(),
      ]);
      if (!row || !inhaltSichtbar(row, art, heute(deps))) throw notFound();
      await pruefeDokumentModul(deps, vereinId);
      const bytes = row.DateiSchluessel ? await deps.fileStore.get(row.DateiSchluessel) : null;
      if (!bytes) throw notFound(SERVER_MELDUNG.keineDatei);
      return { bytes, dateiName: pdfDateiName(row.OriginalDateiName ?? `dokument-${id}.pdf`) };
    },
  } satisfies HandlerTeil;
}
