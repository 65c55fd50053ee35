/**
 * PDF recognition by content (docs/produkt.md §10: "checked by its bytes, not its name").
 */

/** 'keinePdf': does not start as a PDF; 'beschaedigt': starts as one but has no readable structure. */
export type PdfPruefung = 'ok' | 'keinePdf' | 'beschaedigt';

// "%PDF-" and a version like 1.4 or 2.0 at byte 0. Readers also look further in, but a file that
// starts with anything else is another format (an .exe, HTML) that merely contains those bytes.
const HEADER = /^%PDF-[12]\.\d/;

export async function pruefePdf(bytes: Uint8Array): Promise<PdfPruefung> {
  const anfang = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 8)).toString('latin1');
  if (!HEADER.test(anfang)) return 'keinePdf';
  try {
    // Loaded on the first upload: pdf-lib is the largest module of the server and most starts need none.
    const { PDFDocument } = await import('pdf-lib');
    // A parsed document without a page tree is not a usable PDF: pdf-lib loads such bytes lazily and
    // only fails when the pages are asked for.
    const dokument = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return dokument.getPageCount() > 0 ? 'ok' : 'beschaedigt';
  } catch {
    return 'beschaedigt';
  }
}

/**
 * The name a stored PDF is offered under: the client's name with its extension replaced by .pdf
 * (added when there is none), so a PDF uploaded as "Rechnung.exe" is never handed out as one.
 */
export function pdfDateiName(name: string): string {
  // Windows drops trailing dots and spaces, which would otherwise restore the old extension.
  const ohneEnde = name.replace(/[.\s]+$/u, '');
  // ".PDF" stays as written; any other extension (one with a letter, so "Protokoll 12.03.2025"
  // keeps its date) is replaced.
  const endung = /\.pdf$/i.exec(ohneEnde)?.[0] ?? '.pdf';
  const stamm = ohneEnde.replace(/\.(?=[\p{N}_-]*\p{L})[\p{L}\p{N}_-]{1,16}$/u, '');
  // At most 255 characters in all, never cut between the two halves of a surrogate pair.
  const basis = (stamm === '' ? 'dokument' : stamm).slice(0, 255 - endung.length).replace(/[\uD800-\uDBFF]$/, '');
  return `${basis}${endung}`;
}
