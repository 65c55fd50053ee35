import { useRef, useState } from 'react';
import type { HtmlSource } from '@vereinsportal/api-client';
import type { RichTextHandle } from './editorHandle';

/**
 * The content of a rich-text page with the 'external HTML file' option (club info, news):
 *   const html = useHtmlInhalt(initial.QuillHtmlData);
 *   <ExterneHtmlDatei ... dateiName={html.datei?.name ?? null} onDatei={html.dateiGewaehlt} />
 *   <LazyRichTextEditor key={html.editorVersion} initialHtml={html.editorHtml} handleRef={html.editor} ... />
 *   api.updateNews({ params: { NewsId }, body: htmlTeile(n, html.zumSpeichern(extern)) })
 * `gespeichert` is the stored HTML: without a newly chosen file it is sent again as the external file.
 */
export function useHtmlInhalt(gespeichert: string | null) {
  const editor = useRef<RichTextHandle | null>(null);
  const [datei, setDatei] = useState<File | null>(null);
  // The editor shows the chosen external file read-only; remount it when that content changes.
  const [inhalt, setInhalt] = useState({ html: gespeichert, version: 0 });

  return {
    editor,
    datei,
    /** The editor's key and initialHtml. */
    editorVersion: inhalt.version,
    editorHtml: inhalt.html,
    dateiGewaehlt: (f: File, text: string) => {
      setDatei(f);
      setInhalt((prev) => ({ html: text, version: prev.version + 1 }));
    },
    /** External file chosen, but neither a new file nor stored content to send. */
    externOhneInhalt: (extern: boolean) => extern && !datei && !gespeichert,
    zumSpeichern: (extern: boolean): HtmlSource =>
      extern
        ? { externeHtmlDatei: datei ?? new Blob([gespeichert ?? ''], { type: 'text/html' }), dateiName: datei?.name ?? 'extern.html' }
        : { quillHtml: editor.current?.getHtml() ?? '' },
  };
}
