/**
 * Allowlist sanitiser for the rich text of club info and news (docs/produkt.md §10): what the editor (Quill in
 * the original, Lexical now) and ordinary external HTML files produce survives; anything that can run
 * code does not. Applied before storing, so every reader (portal, app, other tools) gets clean HTML.
 */
import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

// Required on the first HTML save rather than at start: with postcss and an HTML parser it adds about
// 10 MB to the resident memory of a server that may never receive rich text.
const require = createRequire(import.meta.url);
let bibliothek: typeof sanitizeHtml | null = null;
const sanitizer = (): typeof sanitizeHtml => (bibliothek ??= require('sanitize-html') as typeof sanitizeHtml);

/** Largest accepted HTML document (images travel inline as data URLs, so this is generous). */
export const HTML_MAX_BYTES = 5_000_000;

// Images are kept only embedded as data URLs of raster formats (what the editor produces). Any other
// source (http, https, protocol-relative, relative, blob:, cid: ...) would be fetched by every member's
// app from wherever it points, a tracking pixel. SVG is excluded because it is a document format that
// can carry script when opened on its own.
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp|avif);base64,[a-z0-9+/=\s]*$/i;

const ALIGN = /^(left|right|center|justify|start|end)$/i;
const LENGTH = /^\d+(\.\d+)?(px|em|rem|%|pt)$/i;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%]+\)|[a-z]{3,20})$/i;

// Inline styles allowed, each value checked against an anchored pattern, so url(), expression() and
// the like can never pass. Filtered here rather than by sanitize-html's postcss parser, which costs
// about 70 µs per attribute and would let a large document block the server for seconds.
const ERLAUBTE_STILE: Record<string, RegExp> = {
  'text-align': ALIGN,
  'white-space': /^(pre-wrap|normal|nowrap|pre|pre-line)$/i,
  'font-weight': /^(bold|normal|[1-9]00)$/i,
  'font-style': /^(italic|normal)$/i,
  'text-decoration': /^(underline|line-through|none)(\s+(underline|line-through))?$/i,
  'padding-inline-start': LENGTH,
  'margin-left': LENGTH,
  'text-indent': LENGTH,
  color: COLOR,
  'background-color': COLOR,
  width: LENGTH,
  height: LENGTH,
};

/** Keeps only allowlisted `property: value` pairs of a style attribute; '' when none survive. */
export function filtereStil(style: string): string {
  const behalten: string[] = [];
  for (const deklaration of style.split(';')) {
    const doppelpunkt = deklaration.indexOf(':');
    if (doppelpunkt < 0) continue;
    const name = deklaration.slice(0, doppelpunkt).trim().toLowerCase();
    const wert = deklaration.slice(doppelpunkt + 1).trim();
    const muster = ERLAUBTE_STILE[name];
    if (muster && muster.test(wert)) behalten.push(`${name}:${wert}`);
  }
  return behalten.join(';');
}

function mitGefiltertemStil(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (attribs.style === undefined) return attribs;
  const { style, ...rest } = attribs;
  const gefiltert = filtereStil(style);
  return gefiltert === '' ? rest : { ...rest, style: gefiltert };
}

/**
 * Most elements a document may have; real editor content has hundreds, Word exports a few thousand.
 * Counted as tags ('<'), opening and closing, so the limit on tags is twice the element count.
 */
export const HTML_MAX_ELEMENTE = 20_000;
export const HTML_MAX_TAGS = 2 * HTML_MAX_ELEMENTE;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'sub',
    'sup',
    'small',
    'mark',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'type'],
    li: ['value'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    '*': ['class', 'style', 'dir'],
  },
  // Quill writes alignment and indentation as classes, Lexical as inline styles; both survive.
  allowedClasses: { '*': ['ql-*', 'editor-*', 'vp-*'] },
  parseStyleAttributes: false,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // script/style/etc. lose their content too, so "<scr<script>ipt>" cannot reassemble into a tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: mitGefiltertemStil(attribs) }),
    // img: per call, see sanitizeRichTextMitBericht.
    a: (tagName, attribs) => {
      // Links that open a new window must not hand the portal's window to the target page.
      if (attribs.target === '_blank') return { tagName, attribs: mitGefiltertemStil({ ...attribs, rel: 'noopener noreferrer' }) };
      return { tagName, attribs: mitGefiltertemStil(attribs) };
    },
  },
};

/** True for an image source that loads from elsewhere (anything but a data: URL). */
function istFremdeQuelle(wert: string | undefined): boolean {
  const quelle = wert?.trim() ?? '';
  return quelle !== '' && !quelle.toLowerCase().startsWith('data:');
}

export interface SanitizeBericht {
  html: string;
  /** Images removed because their source was a link rather than an embedded data URL. */
  entfernteBilder: number;
}

/**
 * Returns the HTML with everything outside the allowlist removed, and how many linked images went.
 * An image without an allowed source is removed as a whole (an empty <img> only shows a broken icon).
 */
export function sanitizeRichTextMitBericht(html: string): SanitizeBericht {
  let entfernteBilder = 0;
  const optionen: sanitizeHtml.IOptions = {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        // srcset is not allowlisted, so it never survives; only src can hold the embedded image.
        const { srcset, ...mitSrc } = attribs;
        const { src, ...ohneSrc } = mitSrc;
        if (src !== undefined && DATA_IMAGE.test(src.trim())) return { tagName, attribs: mitSrc };
        if (istFremdeQuelle(src) || istFremdeQuelle(srcset)) entfernteBilder++;
        return { tagName, attribs: ohneSrc };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && frame.attribs.src === undefined,
  };
  return { html: sanitizer()(html, optionen), entfernteBilder };
}

/** Returns the HTML with everything outside the allowlist removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeRichTextMitBericht(html).html;
}

/** Tag count (every '<'), checked before sanitising so a huge document is refused cheaply. */
export function htmlTagAnzahl(html: string): number {
  let n = 0;
  for (let i = html.indexOf('<'); i !== -1; i = html.indexOf('<', i + 1)) n++;
  return n;
}

/** Byte length of a string as UTF-8, for the size limit. */
export function htmlByteLength(html: string): number {
  return Buffer.byteLength(html, 'utf8');
}
