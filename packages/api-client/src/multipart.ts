import type { DateiEingabe } from '@vereinsportal/contract';
import { fileName } from './client.js';
import type { HtmlSource } from './types.js';

/** File name of the editor HTML part. */
export const QUILL_HTML_DATEINAME = 'Quill.HTML';

/**
 * The multipart body of a news or club-info save: the entity without QuillHtmlData as jsondata (the
 * editor content travels only as the HTML part, never twice) plus the editor's HTML or the chosen file.
 */
export function htmlTeile<T extends { QuillHtmlData: string | null }>(
  entity: T,
  html: HtmlSource,
): { jsondata: Omit<T, 'QuillHtmlData'>; dateien: { quillHtmlDatei?: DateiEingabe; externeHtmlDatei?: DateiEingabe } } {
  const { QuillHtmlData: _inFile, ...jsondata } = entity;
  if ('quillHtml' in html) {
    return {
      jsondata,
      dateien: { quillHtmlDatei: { datei: new Blob([html.quillHtml], { type: 'text/html' }), name: QUILL_HTML_DATEINAME } },
    };
  }
  const name = html.dateiName ?? fileName(html.externeHtmlDatei) ?? 'extern.html';
  return { jsondata, dateien: { externeHtmlDatei: { datei: html.externeHtmlDatei, name } } };
}

/** The multipart body of a document save: the document plus the chosen PDF, if any. */
export function dokumentTeile<T extends { OriginalDateiName: string | null }>(
  dokument: T,
  datei: Blob | null,
  dateiName?: string,
): { jsondata: T; dateien: { dokumentdatei?: DateiEingabe } } {
  if (datei === null) return { jsondata: dokument, dateien: {} };
  const name = dateiName ?? fileName(datei) ?? dokument.OriginalDateiName ?? 'dokument.pdf';
  return { jsondata: dokument, dateien: { dokumentdatei: { datei, name } } };
}
