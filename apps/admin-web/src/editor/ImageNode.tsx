import type { DOMConversionMap, DOMConversionOutput, DOMExportOutput, EditorConfig, NodeKey, SerializedLexicalNode, Spread } from 'lexical';
import { DecoratorNode } from 'lexical';
import type { JSX } from 'react';

export type SerializedImageNode = Spread<{ src: string; altText: string; width: number | null }, SerializedLexicalNode>;

/** An inline image; the editor stores pictures as data URLs inside the HTML (docs/architecture.md). */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __altText: string;
  __width: number | null;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__altText, node.__width, node.__key);
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.altText, json.width);
  }

  static override importDOM(): DOMConversionMap | null {
    return { img: () => ({ conversion: convertImageElement, priority: 0 }) };
  }

  constructor(src: string, altText = '', width: number | null = null, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__altText = altText;
    this.__width = width;
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: 'image', version: 1, src: this.__src, altText: this.__altText, width: this.__width };
  }

  override exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute('src', this.__src);
    if (this.__altText) img.setAttribute('alt', this.__altText);
    if (this.__width) img.setAttribute('width', String(this.__width));
    return { element: img };
  }

  override createDOM(_config: EditorConfig): HTMLElement {
    const span = document.createElement('span');
    span.className = 'editor-image';
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): boolean {
    return true;
  }

  override decorate(): JSX.Element {
    return <img src={this.__src} alt={this.__altText} width={this.__width ?? undefined} style={{ maxWidth: '100%', height: 'auto' }} />;
  }
}

function convertImageElement(dom: HTMLElement): DOMConversionOutput {
  const img = dom as HTMLImageElement;
  const src = img.getAttribute('src');
  if (!src) return { node: null };
  const width = Number(img.getAttribute('width')) || null;
  return { node: $createImageNode(src, img.getAttribute('alt') ?? '', width) };
}

export function $createImageNode(src: string, altText = '', width: number | null = null): ImageNode {
  return new ImageNode(src, altText, width);
}
