/**
 * Reads a QR code from a picture as a banking app reads it from a screen: an SVG (which must scale: it needs a
 * viewBox) drawn at the given width, or a screenshot (PNG) at its own size, with @napi-rs/canvas on a white
 * margin, then found and decoded by jsqr. Used by the API tests and the member app's browser test.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';

export async function qrCodeAusBildLesen(bild: string | Uint8Array, breitePx?: number): Promise<string | null> {
  const geladen = await loadImage(Buffer.from(bild));
  const breite = breitePx ?? geladen.width;
  const hoehe = breitePx ? Math.round((geladen.height / geladen.width) * breitePx) : geladen.height;
  const rand = 40;
  const canvas = createCanvas(breite + 2 * rand, hoehe + 2 * rand);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(geladen, rand, rand, breite, hoehe);
  const daten = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const code = jsQR(new Uint8ClampedArray(daten.data.buffer, daten.data.byteOffset, daten.data.byteLength), daten.width, daten.height);
  return code?.data ?? null;
}
