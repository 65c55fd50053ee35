/**
 * The HTML content of news and the club info (docs/produkt.md §4): an external HTML file or the rich-text
 * editor, which is read-only while the file is used. `inhalt` is the form's useHtmlInhalt.
 */
import { ExterneHtmlDatei } from '../editor/ExterneHtmlDatei';
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor';
import type { useHtmlInhalt } from '../editor/useHtmlInhalt';

export function HtmlInhaltFelder({
  inhalt,
  extern,
  onExternChange,
  label,
}: {
  inhalt: ReturnType<typeof useHtmlInhalt>;
  extern: boolean;
  onExternChange: (extern: boolean) => void;
  /** The editor's label. */
  label: string;
}) {
  return (
    <>
      <ExterneHtmlDatei
        verwenden={extern}
        onVerwendenChange={onExternChange}
        dateiName={inhalt.datei?.name ?? null}
        onDatei={inhalt.dateiGewaehlt}
      />
      <LazyRichTextEditor
        key={inhalt.editorVersion}
        label={label}
        initialHtml={inhalt.editorHtml}
        readOnly={extern}
        handleRef={inhalt.editor}
      />
    </>
  );
}
