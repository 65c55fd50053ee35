/**
 * Documents (SPEC §7): list, one, create/update as multipart (jsondata + dokumentdatei), delete, and
 * the stored PDF (DESIGN §3). PDFs are recognised by their bytes, at most 1,000,000 bytes, and kept in
 * the file store; the stored file goes when its document is deleted or switched to a link.
 */
import { dokumentSchema, DOKUMENT_MAX_BYTES, MELDUNG, TEXT, type Dokument, type RecordIdResponse } from '@vereinsportal/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireAdmin } from '../auth/require-admin.js';
import type { AppDeps } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { doc } from '../openapi.js';
import { istPdf } from '../services/file-store-pdf.js';
import { leseJsonFeld, leseMultipart, type HochgeladeneDatei } from '../services/file-store-upload.js';
import { pruefeDokumentModul } from './content-felder.js';
import { pruefeBody } from '../http/body.js';

const TAGS = ['Dokumente'];
const idParams = v.object({ id: v.number() });
const multipartDoc = v.object({
  jsondata: v.pipe(v.string(), v.description('JSON des Dokuments (SPEC §3)')),
  dokumentdatei: v.optional(v.pipe(v.string(), v.description('PDF-Datei, höchstens 1000000 Bytes'))),
});

export const KEINE_PDF = 'Die ausgewählte Datei ist keine PDF-Datei.';
export const KEINE_DATEI_GESPEICHERT = 'Zu diesem Dokument ist keine Datei gespeichert.';

const SPALTEN = [
  'DokumentId', 'DokumentBezeichnung', 'AnzeigenVon', 'AnzeigenBis', 'OriginalDateiName', 'InternetLinkVerwenden', 'DateiURL', 'FuerMitgliedschaftsart',
] as const;

type DokumentRow = Omit<Dokument, 'InternetLinkVerwenden'> & { InternetLinkVerwenden: number };
const alsDokument = (r: DokumentRow): Dokument => ({ ...r, InternetLinkVerwenden: r.InternetLinkVerwenden === 1 ? 1 : 0 });

// Only the last path segment of a client file name is kept, without control characters (Unicode Cc: C0, DEL, C1).
function dateiName(datei: HochgeladeneDatei, fallback: string | null): string {
  const roh = (datei.dateiName || fallback || 'dokument.pdf').split(/[\\/]/).pop() ?? 'dokument.pdf';
  const sauber = roh.replace(/\p{Cc}/gu, '').trim().slice(0, 255);
  return sauber === '' ? 'dokument.pdf' : sauber;
}

export async function dokumentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, fileStore } = deps;

  app.get('/dokument', { preHandler: requireAdmin, schema: doc({ tags: TAGS, summary: 'Dokumentliste', auth: true }) }, async (request): Promise<Dokument[]> => {
    const rows = await db
      .selectFrom('dokument')
      .select(SPALTEN)
      .where('VereinId', '=', request.auth.vereinId)
      .orderBy('AnzeigenVon', 'desc')
      .orderBy('DokumentId', 'desc')
      .execute();
    return rows.map(alsDokument);
  });

  app.get(
    '/dokument/:id',
    { preHandler: requireAdmin, schema: doc({ tags: TAGS, summary: 'Ein Dokument', auth: true, params: idParams }) },
    async (request): Promise<Dokument> => {
      const id = parseId((request.params as { id: string }).id, 'DokumentId');
      const row = await db.selectFrom('dokument').select(SPALTEN).where('VereinId', '=', request.auth.vereinId).where('DokumentId', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return alsDokument(row);
    },
  );

  const speichern = async (request: FastifyRequest, id: number | null): Promise<RecordIdResponse> => {
    const vereinId = request.auth.vereinId;
    await pruefeDokumentModul(deps, vereinId);
    const bisher = id === null
      ? null
      : await db.selectFrom('dokument').selectAll().where('VereinId', '=', vereinId).where('DokumentId', '=', id).executeTakeFirst();
    if (id !== null && !bisher) throw notFound();

    const inhalt = await leseMultipart(request, { maxDateiBytes: DOKUMENT_MAX_BYTES, zuGrossMeldung: TEXT.dateiZuGross });
    const dokument = pruefeBody(dokumentSchema, { ...leseJsonFeld(inhalt), DokumentId: id ?? 0 });
    const jetzt = deps.clock.now().toISOString();
    const datei = dokument.InternetLinkVerwenden === 1 ? undefined : inhalt.dateien.dokumentdatei;

    let neu: { schluessel: string; name: string; groesse: number } | null = null;
    if (dokument.InternetLinkVerwenden === 0) {
      if (datei) {
        if (!istPdf(datei.bytes)) throw badRequest({ OriginalDateiName: [KEINE_PDF] });
        neu = { schluessel: `dokument/${vereinId}/${randomUUID()}.pdf`, name: dateiName(datei, dokument.OriginalDateiName), groesse: datei.bytes.length };
      } else if (!bisher?.DateiSchluessel) {
        throw badRequest({ OriginalDateiName: [MELDUNG.dateiFehlt] });
      }
    }
    // With a link, or a replaced file, the previous file is no longer referenced.
    const altSchluessel = bisher?.DateiSchluessel && (dokument.InternetLinkVerwenden === 1 || neu) ? bisher.DateiSchluessel : null;

    const werte = {
      // The schema guarantees both (required fields).
      DokumentBezeichnung: dokument.DokumentBezeichnung!,
      AnzeigenVon: dokument.AnzeigenVon!,
      AnzeigenBis: dokument.AnzeigenBis,
      InternetLinkVerwenden: dokument.InternetLinkVerwenden,
      DateiURL: dokument.InternetLinkVerwenden === 1 ? dokument.DateiURL : null,
      FuerMitgliedschaftsart: dokument.FuerMitgliedschaftsart,
      GeaendertAm: jetzt,
      ...(dokument.InternetLinkVerwenden === 1
        ? { OriginalDateiName: null, DateiSchluessel: null, DateiGroesse: null }
        : neu
          ? { OriginalDateiName: neu.name, DateiSchluessel: neu.schluessel, DateiGroesse: neu.groesse }
          : {}),
    };

    // The file is written first: a row never points at a missing file; a failed row write removes it again.
    if (neu && datei) await fileStore.put(neu.schluessel, datei.bytes);
    let recordId: number;
    try {
      if (id === null) {
        const row = await db
          .insertInto('dokument')
          .values({ OriginalDateiName: null, DateiSchluessel: null, DateiGroesse: null, ...werte, VereinId: vereinId, ErstelltAm: jetzt })
          .returning('DokumentId')
          .executeTakeFirstOrThrow();
        recordId = row.DokumentId;
      } else {
        const result = await db.updateTable('dokument').set(werte).where('VereinId', '=', vereinId).where('DokumentId', '=', id).executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw notFound();
        recordId = id;
      }
    } catch (error) {
      if (neu) await fileStore.delete(neu.schluessel).catch(() => undefined);
      throw error;
    }
    if (altSchluessel) await entferneDatei(altSchluessel);
    return { RecordId: recordId };
  };

  // A leftover file is harmless (no row points at it); the save itself must not fail because of it.
  const entferneDatei = async (schluessel: string) => {
    try {
      await fileStore.delete(schluessel);
    } catch (err) {
      deps.log.warn({ err, schluessel }, 'Dokumentdatei konnte nicht entfernt werden');
    }
  };

  const speichernDoc = (summary: string, params?: v.GenericSchema) =>
    doc({ tags: TAGS, summary, auth: true, body: multipartDoc, consumes: ['multipart/form-data'], ...(params ? { params } : {}) });

  app.post('/dokument', { preHandler: requireAdmin, schema: speichernDoc('Dokument erfassen') }, async (request) => speichern(request, null));

  app.post('/dokument/:id', { preHandler: requireAdmin, schema: speichernDoc('Dokument ändern', idParams) }, async (request) =>
    speichern(request, parseId((request.params as { id: string }).id, 'DokumentId')),
  );

  app.delete(
    '/dokument/:id',
    { preHandler: requireAdmin, schema: doc({ tags: TAGS, summary: 'Dokument löschen', auth: true, params: idParams }) },
    async (request): Promise<RecordIdResponse> => {
      const id = parseId((request.params as { id: string }).id, 'DokumentId');
      const vereinId = request.auth.vereinId;
      const row = await db
        .deleteFrom('dokument')
        .where('VereinId', '=', vereinId)
        .where('DokumentId', '=', id)
        .returning('DateiSchluessel')
        .executeTakeFirst();
      if (!row) throw notFound();
      if (row.DateiSchluessel) await entferneDatei(row.DateiSchluessel);
      return { RecordId: id };
    },
  );

  app.get(
    '/dokument/:id/datei',
    { preHandler: requireAdmin, schema: doc({ tags: TAGS, summary: 'Gespeicherte PDF-Datei eines Dokuments', auth: true, params: idParams }) },
    async (request, reply) => {
      const id = parseId((request.params as { id: string }).id, 'DokumentId');
      const vereinId = request.auth.vereinId;
      const row = await db
        .selectFrom('dokument')
        .select(['DateiSchluessel', 'OriginalDateiName'])
        .where('VereinId', '=', vereinId)
        .where('DokumentId', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound();
      await pruefeDokumentModul(deps, vereinId);
      const bytes = row.DateiSchluessel ? await fileStore.get(row.DateiSchluessel) : null;
      if (!bytes) throw notFound(KEINE_DATEI_GESPEICHERT);
      const name = row.OriginalDateiName ?? `dokument-${id}.pdf`;
      const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
}
