/**
 * Reads a QR code from an SVG as a banking app reads it from the screen: drawn with @napi-rs/canvas at the
 * given width in pixels (the SVG must scale: it needs a viewBox), then found and decoded by jsqr.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';

export async function qrCodeAusSvgLesen(svg: string, breitePx = 300): Promise<string | null> {
  const bild = await loadImage(Buffer.from(svg));
  const rand = 40;
  const canvas = createCanvas(breitePx + 2 * rand, breitePx + 2 * rand);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bild, rand, rand, breitePx, breitePx);
  const daten = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const code = jsQR(new Uint8ClampedArray(daten.data.buffer, daten.data.byteOffset, daten.data.byteLength), daten.width, daten.height);
  return code?.data ?? null;
}
