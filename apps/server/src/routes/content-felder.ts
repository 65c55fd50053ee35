/**
 * Small helpers shared by the content routes (news, termin, dokument, vereinsInfo): the club's "today", the contract's document module, and HTML parts.
 */
import { dokumentModulSperrgrund } from '@vereinsportal/domain';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../context.js';
import { forbidden, HttpError } from '../http/errors.js';
import { leseMultipart, type MultipartInhalt } from '../services/file-store-upload.js';
import { htmlByteLength, htmlTagAnzahl, HTML_MAX_BYTES, HTML_MAX_ELEMENTE, HTML_MAX_TAGS, sanitizeRichText } from '../services/sanitize-html.js';
import { heute, vertragsArt, vertragsStand } from '../services/vertrag.js';

/** 403 unless the club's contract includes the document module (SPEC §6, DESIGN §4); the text is the domain's. */
export async function pruefeDokumentModul(deps: AppDeps, vereinId: number): Promise<void> {
  const stand = await vertragsStand(deps.db, vereinId, heute(deps));
  const sperrgrund = dokumentModulSperrgrund(vertragsArt(stand), stand.abgelaufen);
  if (sperrgrund !== null) throw forbidden(sperrgrund);
}

/** Documentation of the multipart body of a news/club-info save (SPEC §7); the handler reads and checks the parts itself. */
export const htmlMultipartDoc = v.object({
  jsondata: v.pipe(v.string(), v.description('JSON der Entität ohne QuillHtmlData')),
  quillHtmlDatei: v.optional(v.pipe(v.string(), v.description('Editor-HTML als Datei "Quill.HTML" (text/html)'))),
  externeHtmlDatei: v.optional(v.pipe(v.string(), v.description('Externe HTML-Datei (.htm/.html)'))),
});

export const HTML_ZU_GROSS = 'Der HTML-Inhalt ist grösser als 5 MB. Bitte verkleinern Sie die Bilder.';

export const HTML_ZU_VIELE_ELEMENTE = `Der HTML-Inhalt hat mehr als ${HTML_MAX_ELEMENTE.toLocaleString('de-CH')} Elemente. Bitte teilen Sie ihn auf.`;

/** The editor content of a news/club-info save: an empty paragraph as SPEC's default. */
export const LEERER_ABSATZ = '<p><br></p>';

/** Reads the multipart body of a news/club-info save with the HTML size limit. */
export const leseHtmlMultipart = (request: FastifyRequest): Promise<MultipartInhalt> =>
  leseMultipart(request, { maxDateiBytes: HTML_MAX_BYTES, zuGrossMeldung: HTML_ZU_GROSS });

/**
 * HTML of a multipart save: quillHtmlDatei (editor) or externeHtmlDatei (uploaded file), sanitised.
 * Returns undefined when the request carries neither, so an update can keep the stored HTML.
 */
export function htmlAusMultipart(inhalt: MultipartInhalt): { html: string; extern: boolean } | undefined {
  const extern = inhalt.dateien.externeHtmlDatei;
  const quill = inhalt.dateien.quillHtmlDatei;
  const datei = extern ?? quill;
  // A client may also send the HTML as a plain text field under the same names.
  const text = datei ? dekodiereHtml(datei.bytes) : (inhalt.felder.externeHtmlDatei ?? inhalt.felder.quillHtmlDatei);
  if (text === undefined) return undefined;
  if (htmlByteLength(text) > HTML_MAX_BYTES) throw new HttpError(413, HTML_ZU_GROSS);
  if (htmlTagAnzahl(text) > HTML_MAX_TAGS) throw new HttpError(413, HTML_ZU_VIELE_ELEMENTE);
  return { html: sanitizeRichText(text), extern: Boolean(extern ?? inhalt.felder.externeHtmlDatei) };
}

// External HTML files come from any editor: UTF-8 (with or without BOM) is the norm, Windows-1252 the
// usual exception; a file that is not valid UTF-8 is read as Windows-1252 so umlauts survive.
function dekodiereHtml(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
