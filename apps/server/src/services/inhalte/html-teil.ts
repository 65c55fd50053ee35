/** The HTML part of a news or club-info save (multipart quillHtmlDatei or externeHtmlDatei), and its answer. */
import type { HochgeladeneDatei } from '@vereinsportal/contract';
import { decodeCsvBytes, hatSteuerzeichen, HTML_MAX_BYTES, MELDUNG, type RecordIdHinweisResponse } from '@vereinsportal/domain';
import { badRequest, HttpError } from '../../http/errors.js';
import { htmlByteLength, htmlTagAnzahl, HTML_MAX_ELEMENTE, HTML_MAX_TAGS, sanitizeRichTextMitBericht } from '../sanitize-html.js';

/** The editor content of a new news item or club info page: an empty paragraph. */
export const LEERER_ABSATZ = '<p><br></p>';

/** The sanitised HTML of a save, whether it came as a file, and the hint for the editor's user. */
export interface HtmlTeil {
  html: string;
  extern: boolean;
  hinweis: string | undefined;
}

/**
 * HTML of a save: quillHtmlDatei (editor) or externeHtmlDatei (uploaded file), sanitised. Undefined
 * when the request carries neither, so an update keeps the stored HTML.
 */
export function htmlAusDateien(dateien: {
  quillHtmlDatei?: HochgeladeneDatei;
  externeHtmlDatei?: HochgeladeneDatei;
}): HtmlTeil | undefined {
  const datei = dateien.externeHtmlDatei ?? dateien.quillHtmlDatei;
  if (!datei) return undefined;
  // External HTML files come from any editor: UTF-8 (with or without BOM), else Windows-1252.
  const text = decodeCsvBytes(datei.bytes);
  if (htmlByteLength(text) > HTML_MAX_BYTES) throw new HttpError(413, MELDUNG.htmlZuGross);
  if (htmlTagAnzahl(text) > HTML_MAX_TAGS) throw new HttpError(413, MELDUNG.htmlZuVieleElemente(HTML_MAX_ELEMENTE));
  // The sanitiser keeps control characters, and PostgreSQL refuses NUL in text: refused like a text field's.
  if (hatSteuerzeichen(text))
    throw badRequest({ [dateien.externeHtmlDatei ? 'externeHtmlDatei' : 'quillHtmlDatei']: [MELDUNG.steuerzeichen('QuillHtmlData')] });
  const { html, entfernteBilder } = sanitizeRichTextMitBericht(text);
  return {
    html,
    extern: dateien.externeHtmlDatei !== undefined,
    hinweis: entfernteBilder > 0 ? MELDUNG.bilderEntfernt(entfernteBilder) : undefined,
  };
}

/** The answer of an HTML save: with the hint only when there is one, else the plain { RecordId }. */
export function htmlAntwort(RecordId: number, html: HtmlTeil | undefined): RecordIdHinweisResponse {
  return html?.hinweis ? { RecordId, Hinweis: html.hinweis } : { RecordId };
}
