/**
 * Small helpers shared by the content routes (news, termin, dokument, vereinsInfo): the club's "today", the contract's document module, and HTML parts.
 */
import { dokumentModulVerfuegbar, BANNER, type VertragsArt } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { forbidden, HttpError } from '../http/errors.js';
import type { MultipartInhalt } from '../services/file-store-upload.js';
import { htmlByteLength, htmlTagAnzahl, HTML_MAX_BYTES, HTML_MAX_ELEMENTE, HTML_MAX_TAGS, sanitizeRichText } from '../services/sanitize-html.js';
import { heute, vertragsArt, vertragsStand } from '../services/vertrag.js';

/** Today (YYYY-MM-DD) in the club's time zone. */
export const heuteFuer = (deps: AppDeps): string => heute(deps);

/** 403 unless the club's contract includes the document module (SPEC §6, DESIGN §4). */
export async function pruefeDokumentModul(deps: AppDeps, vereinId: number): Promise<void> {
  const stand = await vertragsStand(deps.db, vereinId, heute(deps));
  const art: VertragsArt = vertragsArt(stand);
  if (!dokumentModulVerfuegbar(art, stand.abgelaufen)) {
    throw forbidden(art === 'Test' ? BANNER.dokumentModulNurTest : BANNER.dokumentModulNichtVerfuegbar);
  }
}

export const HTML_ZU_GROSS = 'Der HTML-Inhalt ist grösser als 5 MB. Bitte verkleinern Sie die Bilder.';

export const HTML_ZU_VIELE_ELEMENTE = `Der HTML-Inhalt hat mehr als ${HTML_MAX_ELEMENTE.toLocaleString('de-CH')} Elemente. Bitte teilen Sie ihn auf.`;

/** The editor content of a news/club-info save: an empty paragraph as SPEC's default. */
export const LEERER_ABSATZ = '<p><br></p>';

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
