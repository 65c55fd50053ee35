/**
 * 'Dokument erfassen' and 'Dokument ändern' (multipart: jsondata + dokumentdatei). PDFs are recognised by
 * their bytes, at most 1,000,000 bytes, and kept in the file store; the stored file goes when its document is
 * switched to a link. Row and file are written in
 * one transaction (the store is the database): a failed save leaves neither, a removed file goes
 * with the change that drops it.
 */
import type { BodyWert, HochgeladeneDatei, Operationen } from '@vereinsportal/contract';
import { ALLGEMEIN_FELD, dokumentSpeichernFehler, type RecordIdResponse } from '@vereinsportal/domain';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../context.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { SERVER_MELDUNG } from '../../http/messages.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import { pdfDateiName, pruefePdf } from '../file-store-pdf.js';
import { heute, vertragsArt, vertragsStand } from '../vertrag.js';
import { dokumentEintrag } from './dokumente-lesen.js';

// Only the last path segment of a client file name is kept, without control characters (Unicode Cc: C0, DEL, C1)
// or lone surrogates, and always with the extension .pdf: the bytes were checked, not the name.
function dateiName(datei: HochgeladeneDatei, fallback: string | null): string {
  const roh = (datei.dateiName || fallback || 'dokument.pdf').split(/[\\/]/).pop() ?? 'dokument.pdf';
  return pdfDateiName(roh.replace(/[\p{Cc}\p{Cs}]/gu, '').trim());
}

const PDF_MELDUNG = { keinePdf: SERVER_MELDUNG.keinePdf, beschaedigt: SERVER_MELDUNG.pdfBeschaedigt } as const;

/** The multipart body as the contract's schema checked it. */
export type DokumentSpeichern = BodyWert<Operationen['createDokument']>;

/** Creates (id null) or changes a document; without a file a change keeps the stored PDF. */
export async function dokumentSpeichern(
  deps: Pick<AppDeps, 'db' | 'engine' | 'clock' | 'config' | 'fileStore'>,
  urheber: Urheber,
  id: number | null,
  { jsondata: dokument, dateien }: DokumentSpeichern,
): Promise<RecordIdResponse> {
  const { db, fileStore } = deps;
  const vereinId = urheber.vereinId;
  const stand = await vertragsStand(db, vereinId, heute(deps));
  const bisher =
    id === null
      ? null
      : await db.selectFrom('dokument').selectAll().where('VereinId', '=', vereinId).where('DokumentId', '=', id).executeTakeFirst();
  const datei = dokument.InternetLinkVerwenden === 1 ? undefined : dateien.dokumentdatei;
  // The domain's save rules (docs/produkt.md §5): module, file chosen or stored, size, fields.
  const regelFehler = dokumentSpeichernFehler(dokument, {
    vertragsArt: vertragsArt(stand),
    vertragAbgelaufen: stand.abgelaufen,
    dateiGroesse: datei?.bytes.length ?? null,
    hatGespeicherteDatei: !!bisher?.DateiSchluessel,
  });
  // A blocked module is a 403 like every document request (see pruefeDokumentModul), before "not found".
  const sperrgrund = regelFehler?.[ALLGEMEIN_FELD]?.[0];
  if (sperrgrund !== undefined) throw forbidden(sperrgrund);
  if (id !== null && !bisher) throw notFound();
  if (regelFehler) throw badRequest(regelFehler);

  const jetzt = deps.clock.now().toISOString();

  let neu: { schluessel: string; name: string; groesse: number } | null = null;
  if (dokument.InternetLinkVerwenden === 0 && datei) {
    const pruefung = await pruefePdf(datei.bytes);
    if (pruefung !== 'ok') throw badRequest({ OriginalDateiName: [PDF_MELDUNG[pruefung]] });
    neu = {
      schluessel: `dokument/${vereinId}/${randomUUID()}.pdf`,
      name: dateiName(datei, dokument.OriginalDateiName),
      groesse: datei.bytes.length,
    };
  }
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

  const recordId = await db.transaction().execute(async (trx) => {
    const dateien = fileStore.within(trx);
    if (neu && datei) await dateien.put(neu.schluessel, datei.bytes);
    if (id === null) {
      const row = await trx
        .insertInto('dokument')
        .values({ OriginalDateiName: null, DateiSchluessel: null, DateiGroesse: null, ...werte, VereinId: vereinId, ErstelltAm: jetzt })
        .returning('DokumentId')
        .executeTakeFirstOrThrow();
      await protokolliere(trx, deps.clock, urheber, dokumentEintrag('erstellt', row.DokumentId, werte.DokumentBezeichnung, null, werte));
      return row.DokumentId;
    }
    // The key stored now, read under the row's lock (PostgreSQL; SQLite runs one transaction at a
    // time): of two saves at once, the second removes the first one's file, none is left behind.
    const jetzigerStand = await trx
      .selectFrom('dokument')
      .select('DateiSchluessel')
      .where('VereinId', '=', vereinId)
      .where('DokumentId', '=', id)
      .$if(deps.engine === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!jetzigerStand) throw notFound();
    await trx.updateTable('dokument').set(werte).where('VereinId', '=', vereinId).where('DokumentId', '=', id).execute();
    await protokolliere(trx, deps.clock, urheber, dokumentEintrag('geändert', id, werte.DokumentBezeichnung, bisher ?? null, werte));
    // With a link, or a replaced file, the previous file is no longer referenced.
    const alt = jetzigerStand.DateiSchluessel;
    if (alt && (dokument.InternetLinkVerwenden === 1 || neu)) await dateien.delete(alt);
    return id;
  });
  return { RecordId: recordId };
}
