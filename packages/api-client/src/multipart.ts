import type { HtmlSource } from './types.js';

/** File name of the editor HTML part (SPEC §7). */
export const QUILL_HTML_DATEINAME = 'Quill.HTML';

/** Multipart body of a news or club-info save: jsondata without QuillHtmlData plus one HTML part. */
export function htmlForm<T extends { QuillHtmlData: string | null }>(entity: T, html: HtmlSource): FormData {
  // The editor content travels only as the HTML part, never twice.
  const { QuillHtmlData: _inFile, ...rest } = entity;
  const form = new FormData();
  form.append('jsondata', JSON.stringify(rest));
  if ('quillHtml' in html) {
    form.append('quillHtmlDatei', new Blob([html.quillHtml], { type: 'text/html' }), QUILL_HTML_DATEINAME);
  } else {
    form.append('externeHtmlDatei', html.externeHtmlDatei, html.dateiName ?? fileName(html.externeHtmlDatei) ?? 'extern.html');
  }
  return form;
}

/** Multipart body of a document save: jsondata plus dokumentdatei when a file was chosen. */
export function dokumentForm<T extends { OriginalDateiName: string | null }>(
  dokument: T,
  datei: Blob | null,
  dateiName?: string,
): FormData {
  const form = new FormData();
  form.append('jsondata', JSON.stringify(dokument));
  if (datei !== null) {
    form.append('dokumentdatei', datei, dateiName ?? fileName(datei) ?? dokument.OriginalDateiName ?? 'dokument.pdf');
  }
  return form;
}

// A File carries its own name; a plain Blob does not. Checked by shape so Files of any realm count.
function fileName(blob: Blob): string | undefined {
  const name = (blob as { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}
