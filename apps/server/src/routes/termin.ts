/** Events (SPEC §7): list with the past filter, one, create, PATCH, delete, and their sign-ups. */
import { terminSchema, type RecordIdResponse, type Termin, type TerminAnAbmeldung, type AnAbmeldeStatus } from '@vereinsportal/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireAdmin } from '../auth/require-admin.js';
import type { AppDeps } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { parseId, parseQueryFlag } from '../http/params.js';
import { doc } from '../openapi.js';
import { MELDUNG } from '../http/messages.js';
import { heute } from '../services/vertrag.js';
import { pruefeBody } from '../http/body.js';

const TAGS = ['Termine'];
const idParams = v.object({ id: v.number() });
const listeQuery = v.object({ AuchVergangeneTermineAnzeigen: v.optional(v.boolean()) });
const anAbmeldungQuery = v.object({ terminId: v.number() });

const SPALTEN = [
  'TerminId', 'Datum', 'DatumBis', 'Zeit', 'ZeitBis', 'Ganztaegig', 'Titel', 'Ort', 'URL', 'Beschreibung', 'MitAnAbmeldung', 'FuerMitgliedschaftsart',
] as const;

type TerminRow = Omit<Termin, 'Ganztaegig' | 'MitAnAbmeldung'> & { Ganztaegig: number; MitAnAbmeldung: number };
const alsTermin = (r: TerminRow): Termin => ({ ...r, Ganztaegig: r.Ganztaegig === 1 ? 1 : 0, MitAnAbmeldung: r.MitAnAbmeldung === 1 ? 1 : 0 });

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
  };
}

export async function terminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get(
    '/termin',
    { preHandler: requireAdmin, schema: doc({ tags: TAGS, summary: 'Terminliste', auth: true, querystring: listeQuery }) },
    async (request): Promise<Termin[]> => {
      const query = request.query as Record<string, unknown>;
      const alle = parseQueryFlag(query.AuchVergangeneTermineAnzeigen, 'AuchVergangeneTermineAnzeigen');
      let q = db.selectFrom('termin').select(SPALTEN).where('VereinId', '=', request.auth.vereinId);
      if (!alle) {
        // Past = (DatumBis, or Datum when there is none) before today in the club's time zone.
        const tag = heute(deps);
        q = q.where((eb) => eb.or([eb('DatumBis', '>=', tag), eb.and([eb('DatumBis', 'is', null), eb('Datum', '>=', tag)])]));
      }
      const rows = await q.orderBy('Datum', 'asc').orderBy('Zeit', 'asc').orderBy('TerminId', 'asc').execute();
      return rows.map(alsTermin);
    },
  );

  app.get(
    '/termin/:id',
    { preHandler: requireAdmin, schema: doc({ tags: TAGS, summary: 'Ein Termin', auth: true, params: idParams }) },
    async (request): Promise<Termin> => {
      const id = parseId((request.params as { id: string }).id, 'TerminId');
      const row = await db.selectFrom('termin').select(SPALTEN).where('VereinId', '=', request.auth.vereinId).where('TerminId', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return alsTermin(row);
    },
  );

  app.post(
    '/termin',
    { preHandler: requireAdmin, schema: doc({ tags: TAGS, summary: 'Termin erfassen', auth: true, body: terminSchema }) },
    async (request): Promise<RecordIdResponse> => {
      const termin = pruefeBody(terminSchema, request.body);
      const jetzt = deps.clock.now().toISOString();
      const row = await db
        .insertInto('termin')
        .values({ ...werte(termin), VereinId: request.auth.vereinId, ErstelltAm: jetzt, GeaendertAm: jetzt })
        .returning('TerminId')
        .executeTakeFirstOrThrow();
      return { RecordId: row.TerminId };
    },
  );

  app.patch(
    '/termin/:id',
    { preHandler: requireAdmin, schema: doc({ tags: TAGS, summary: 'Termin ändern', auth: true, params: idParams, body: terminSchema }) },
    async (request): Promise<RecordIdResponse> => {
      const id = parseId((request.params as { id: string }).id, 'TerminId');
      const vereinId = request.auth.vereinId;
      const bisher = await db.selectFrom('termin').select(SPALTEN).where('VereinId', '=', vereinId).where('TerminId', '=', id).executeTakeFirst();
      if (!bisher) throw notFound();
      const body = request.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest(MELDUNG.leererBody);
      // PATCH: the sent fields over the stored event, then every rule on the result.
      const termin = pruefeBody(terminSchema, { ...alsTermin(bisher), ...(body as Record<string, unknown>), TerminId: id });
      await db
        .updateTable('termin')
        .set({ ...werte(termin), GeaendertAm: deps.clock.now().toISOString() })
        .where('VereinId', '=', vereinId)
        .where('TerminId', '=', id)
        .execute();
      return { RecordId: id };
    },
  );

  app.delete(
    '/termin/:id',
    { preHandler: requireAdmin, schema: doc({ tags: TAGS, summary: 'Termin löschen', auth: true, params: idParams }) },
    async (request): Promise<RecordIdResponse> => {
      const id = parseId((request.params as { id: string }).id, 'TerminId');
      const vereinId = request.auth.vereinId;
      const geloescht = await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('termin_anabmeldung').where('VereinId', '=', vereinId).where('TerminId', '=', id).execute();
        return trx.deleteFrom('termin').where('VereinId', '=', vereinId).where('TerminId', '=', id).executeTakeFirst();
      });
      if (Number(geloescht.numDeletedRows) === 0) throw notFound();
      return { RecordId: id };
    },
  );

  app.get(
    '/terminAnAbmeldung',
    { preHandler: requireAdmin, schema: doc({ tags: TAGS, summary: 'An- und Abmeldungen eines Termins', auth: true, querystring: anAbmeldungQuery }) },
    async (request): Promise<TerminAnAbmeldung[]> => {
      const query = request.query as Record<string, unknown>;
      const terminId = parseId(query.terminId ?? query.TerminId, 'terminId');
      const vereinId = request.auth.vereinId;
      const termin = await db.selectFrom('termin').select('TerminId').where('VereinId', '=', vereinId).where('TerminId', '=', terminId).executeTakeFirst();
      if (!termin) throw notFound();
      const rows = await db
        .selectFrom('termin_anabmeldung')
        .innerJoin('mitglied', 'mitglied.MitgliedId', 'termin_anabmeldung.MitgliedId')
        .select(['mitglied.Nachname', 'mitglied.Vorname', 'mitglied.Emailadresse', 'termin_anabmeldung.AnAbmeldeStatus'])
        .where('termin_anabmeldung.VereinId', '=', vereinId)
        .where('mitglied.VereinId', '=', vereinId)
        .where('termin_anabmeldung.TerminId', '=', terminId)
        .orderBy('mitglied.Nachname')
        .orderBy('mitglied.Vorname')
        .execute();
      return rows.map((r) => ({ ...r, AnAbmeldeStatus: r.AnAbmeldeStatus as AnAbmeldeStatus }));
    },
  );
}
