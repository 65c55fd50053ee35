/** What a page can ask of a mounted rich-text editor (kept apart so pages need not load Lexical). */
export interface RichTextHandle {
  /** The current content as HTML (QuillHtmlData). */
  getHtml(): string;
}

export interface RichTextEditorProps {
  /** HTML loaded once when the editor mounts; remount (key) to load other content. */
  initialHtml: string | null;
  readOnly?: boolean;
  handleRef: { current: RichTextHandle | null };
  /** Accessible name of the editing area. */
  label: string;
}
