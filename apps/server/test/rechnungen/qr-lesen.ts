/**
 * Reads a PDF's QR code back as a bank app would: the page rasterised (pdfjs-dist's legacy build on
 * @napi-rs/canvas), the code found and decoded by jsqr. Gives the text and where the code sits, in mm from
 * the page's top, so a test can check it lies in the payment part (the bottom 105 mm of A4).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const PT_PRO_MM = 72 / 25.4;
/** pdfjs draws the PDF's standard fonts (Helvetica) from these files. */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

// pdfjs-dist 6 calls Promise.withResolvers and ArrayBuffer#transferToFixedLength (Node 22); the tests also run on Node 20.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, laenge?: number) {
      const kopie = new Uint8Array(laenge ?? this.byteLength);
      kopie.set(new Uint8Array(this, 0, Math.min(this.byteLength, kopie.byteLength)));
      return kopie.buffer;
    },
  });
}
if (!('withResolvers' in Promise)) {
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (wert: T | PromiseLike<T>) => void;
      let reject!: (grund?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

export interface GelesenerQrCode {
  text: string;
  /** Page size in mm. */
  seiteBreiteMm: number;
  seiteHoeheMm: number;
  /** The code's corners' extent in mm from the top left of the page. */
  obenMm: number;
  untenMm: number;
  linksMm: number;
  rechtsMm: number;
}

/** The text of each page of a PDF, as pdfjs reads it (pieces joined by spaces). */
export async function pdfSeitenTexte(pdf: Uint8Array): Promise<string[]> {
  const laden = getDocument({ data: new Uint8Array(pdf), verbosity: 0, standardFontDataUrl: STANDARD_FONTS });
  const dokument = await laden.promise;
  try {
    const texte: string[] = [];
    for (let i = 1; i <= dokument.numPages; i++) {
      const inhalt = await (await dokument.getPage(i)).getTextContent();
      texte.push(inhalt.items.map((x) => ('str' in x ? x.str : '')).join(' '));
    }
    return texte;
  } finally {
    await laden.destroy();
  }
}

export async function qrCodeLesen(pdf: Uint8Array, seite = 1, skala = 4): Promise<GelesenerQrCode | null> {
  const laden = getDocument({ data: new Uint8Array(pdf), verbosity: 0, standardFontDataUrl: STANDARD_FONTS });
  const dokument = await laden.promise;
  try {
    const page = await dokument.getPage(seite);
    const viewport = page.getViewport({ scale: skala });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: ctx as never, viewport }).promise;
    const bild = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const code = jsQR(new Uint8ClampedArray(bild.data.buffer, bild.data.byteOffset, bild.data.byteLength), bild.width, bild.height);
    if (!code) return null;
    const mm = (px: number) => px / skala / PT_PRO_MM;
    const ys = [
      code.location.topLeftCorner.y,
      code.location.topRightCorner.y,
      code.location.bottomLeftCorner.y,
      code.location.bottomRightCorner.y,
    ];
    const xs = [
      code.location.topLeftCorner.x,
      code.location.topRightCorner.x,
      code.location.bottomLeftCorner.x,
      code.location.bottomRightCorner.x,
    ];
    return {
      text: code.data,
      seiteBreiteMm: mm(canvas.width),
      seiteHoeheMm: mm(canvas.height),
      obenMm: mm(Math.min(...ys)),
      untenMm: mm(Math.max(...ys)),
      linksMm: mm(Math.min(...xs)),
      rechtsMm: mm(Math.max(...xs)),
    };
  } finally {
    await laden.destroy();
  }
}
