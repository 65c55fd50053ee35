import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import type { LexicalEditor, LexicalNode } from 'lexical';
import { $createParagraphNode, $getRoot, $isDecoratorNode, $isElementNode } from 'lexical';

const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;

/**
 * HTML written by Quill marks alignment with `ql-align-*` classes; Lexical reads `text-align`.
 * Translate so both old and new content keeps its alignment.
 */
export function normalizeIncomingHtml(html: string): Document {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const align of ALIGNMENTS) {
    doc.querySelectorAll<HTMLElement>(`.ql-align-${align}`).forEach((el) => {
      el.style.textAlign = align;
    });
  }
  return doc;
}

/** Replace the editor content with the given HTML; inline nodes at top level get a paragraph. */
export function $loadHtml(editor: LexicalEditor, html: string | null | undefined): void {
  const root = $getRoot();
  root.clear();
  const nodes = html ? $generateNodesFromDOM(editor, normalizeIncomingHtml(html)) : [];
  let pending: LexicalNode[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const p = $createParagraphNode();
    p.append(...pending);
    root.append(p);
    pending = [];
  };
  for (const node of nodes) {
    const isBlock = ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
    if (isBlock) {
      flush();
      root.append(node);
    } else {
      pending.push(node);
    }
  }
  flush();
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

/**
 * The editor's HTML without editor-only decoration (theme classes, pre-wrap styles); alignment is
 * written both as style and as Quill class so apps rendering Quill HTML keep it.
 */
export function $exportHtml(editor: LexicalEditor): string {
  const raw = $generateHtmlFromNodes(editor, null);
  const doc = new DOMParser().parseFromString(`<body>${raw}</body>`, 'text/html');
  doc.body.querySelectorAll<HTMLElement>('*').forEach((el) => {
    el.removeAttribute('class');
    el.removeAttribute('dir');
    el.removeAttribute('value');
    if (el.style.whiteSpace === 'pre-wrap') el.style.removeProperty('white-space');
    const align = el.style.textAlign;
    if ((ALIGNMENTS as readonly string[]).includes(align) && align !== 'left') el.classList.add(`ql-align-${align}`);
    if (el.getAttribute('style') === '') el.removeAttribute('style');
  });
  // Lexical wraps formatted text as <b><strong>..</strong></b>; one tag is enough.
  unwrapDoubled(doc, 'b', 'strong');
  unwrapDoubled(doc, 'i', 'em');
  doc.body.querySelectorAll('span').forEach((span) => {
    if (span.attributes.length === 0) span.replaceWith(...Array.from(span.childNodes));
  });
  return doc.body.innerHTML;
}

function unwrapDoubled(doc: Document, outer: string, inner: string): void {
  doc.body.querySelectorAll(outer).forEach((el) => {
    if (el.childNodes.length === 1 && el.firstElementChild?.tagName.toLowerCase() === inner) {
      el.replaceWith(el.firstElementChild);
    }
  });
}
