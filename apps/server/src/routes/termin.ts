/** Events: list with the past filter, one, create, change (PATCH), delete, and their sign-ups. */
import { erinnerungVerschoben, feldAenderungen, terminSchema, vergleicheNamen, type Termin } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { notFound } from '../http/errors.js';
import type { HandlerTeil } from '../http/operationen.js';
import { pruefeTeil } from '../http/validation.js';
import { protokolliere } from '../services/aenderungsprotokoll.js';
import { heute } from '../services/vertrag.js';
import { mitWartelistePlatz, wartelisteNachAenderung } from '../services/warteliste.js';

const SPALTEN = [
  'TerminId',
  'Datum',
  'DatumBis',
  'Zeit',
  'ZeitBis',
  'Ganztaegig',
  'Titel',
  'Ort',
  'URL',
  'Beschreibung',
  'MitAnAbmeldung',
  'FuerMitgliedschaftsart',
  'MaxTeilnehmende',
  'ErinnerungStunden',
  'ErinnerungAuchAngemeldete',
] as const;

function werte(t: Termin) {
  return {
    Datum: t.Datum!,
    DatumBis: t.DatumBis,
    Zeit: t.Zeit,
    ZeitBis: t.ZeitBis,
    Ganztaegig: t.Ganztaegig,
    Titel: t.Titel!,
    Ort: t.Ort,
    URL: t.URL,
    Beschreibung: t.Beschreibung,
    MitAnAbmeldung: t.MitAnAbmeldung,
    FuerMitgliedschaftsart: t.FuerMitgliedschaftsart,
    MaxTeilnehmende: t.MaxTeilnehmende,
    ErinnerungStunden: t.ErinnerungStunden,
    ErinnerungAuchAngemeldete: t.ErinnerungAuchAngemeldete,
  };
}

export function terminHandlers(deps: AppDeps) {
  const { db } = deps;
  const laden = (vereinId: number, terminId: number) =>
    db.selectFrom('termin').select(SPALTEN).where('VereinId', '=', vereinId).where('TerminId', '=', terminId).executeTakeFirst();

  return {
    getTermine: async (request) => {
      let q = db.selectFrom('termin').select(SPALTEN).where('VereinId', '=', request.auth.vereinId);
      if (!request.query.AuchVergangeneTermineAnzeigen) {
        // Past = (DatumBis, or Datum when there is none) before today in the club's time zone.
        const tag = heute(deps);
        q = q.where((eb) => eb.or([eb('DatumBis', '>=', tag), eb.and([eb('DatumBis', 'is', null), eb('Datum', '>=', tag)])]));
      }
      return q.orderBy('Datum', 'asc').orderBy('Zeit', 'asc').orderBy('TerminId', 'asc').execute();
    },

    getTermin: async (request) => {
      const row = await laden(request.auth.vereinId, request.params.TerminId);
      if (!row) throw notFound();
      return row;
    },

    createTermin: async (request) => {
      const jetzt = deps.clock.now().toISOString();
      const neu = werte(request.body);
      const row = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('termin')
          .values({ ...neu, VereinId: request.auth.vereinId, ErstelltAm: jetzt, GeaendertAm: jetzt })
          .returning('TerminId')
          .executeTakeFirstOrThrow();
        await protokolliere(trx, deps.clock, request.auth, {
          bereich: 'Termin',
          aktion: 'erstellt',
          objektId: row.TerminId,
          objekt: neu.Titel,
          felder: feldAenderungen(null, neu),
        });
        return row;
      });
      return { RecordId: row.TerminId };
    },

    updateTermin: async (request) => {
      const id = request.params.TerminId;
      const vereinId = request.auth.vereinId;
      const bisher = await laden(vereinId, id);
      if (!bisher) throw notFound();
      // PATCH: the sent fields over the stored event, then every rule on the result.
      const termin = pruefeTeil(terminSchema, { ...bisher, ...request.body, TerminId: id }, 'body');
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('termin')
          // A reminder moved to another time goes again at the new one (docs/produkt.md "Erinnerungen").
          .set({
            ...werte(termin),
            GeaendertAm: deps.clock.now().toISOString(),
            ...(erinnerungVerschoben(bisher, termin, deps.config.tzClub) ? { ErinnerungGesendetAm: null } : {}),
          })
          .where('VereinId', '=', vereinId)
          .where('TerminId', '=', id)
          .execute();
        await protokolliere(trx, deps.clock, request.auth, {
          bereich: 'Termin',
          aktion: 'geändert',
          objektId: id,
          objekt: termin.Titel,
          felder: feldAenderungen(bisher, werte(termin)),
        });
        // A raised or removed maximum frees places: the first waiting move up with the change, or not at all
        // (docs/produkt.md "Kapazität und Warteliste").
        await wartelisteNachAenderung(deps, trx, vereinId, id);
      });
      return { RecordId: id };
    },

    deleteTermin: async (request) => {
      const id = request.params.TerminId;
      const vereinId = request.auth.vereinId;
      const geloescht = await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('termin_anabmeldung').where('VereinId', '=', vereinId).where('TerminId', '=', id).execute();
        const row = await trx
          .deleteFrom('termin')
          .where('VereinId', '=', vereinId)
          .where('TerminId', '=', id)
          .returning(SPALTEN)
          .executeTakeFirst();
        if (row) {
          const { TerminId: _id, ...alt } = row;
          await protokolliere(trx, deps.clock, request.auth, {
            bereich: 'Termin',
            aktion: 'gelöscht',
            objektId: id,
            objekt: row.Titel,
            felder: feldAenderungen(alt, null),
          });
        }
        return row;
      });
      if (!geloescht) throw notFound();
      return { RecordId: id };
    },

    getTerminAnAbmeldungen: async (request) => {
      const terminId = request.query.terminId;
      const vereinId = request.auth.vereinId;
      const termin = await db
        .selectFrom('termin')
        .select('TerminId')
        .where('VereinId', '=', vereinId)
        .where('TerminId', '=', terminId)
        .executeTakeFirst();
      if (!termin) throw notFound();
      const rows = await db
        .selectFrom('termin_anabmeldung')
        .innerJoin('mitglied', 'mitglied.MitgliedId', 'termin_anabmeldung.MitgliedId')
        .select([
          'mitglied.Nachname',
          'mitglied.Vorname',
          'mitglied.Emailadresse',
          'termin_anabmeldung.AnAbmeldeStatus',
          'termin_anabmeldung.WartelisteSeit',
          'termin_anabmeldung.TerminAnAbmeldungId',
        ])
        .where('termin_anabmeldung.VereinId', '=', vereinId)
        .where('mitglied.VereinId', '=', vereinId)
        .where('termin_anabmeldung.TerminId', '=', terminId)
        .orderBy('termin_anabmeldung.TerminAnAbmeldungId')
        .execute();
      // German order on both engines (domain sortierung.ts); equal names keep the order of signing up.
      return mitWartelistePlatz(rows.sort(vergleicheNamen));
    },
  } satisfies HandlerTeil;
}
