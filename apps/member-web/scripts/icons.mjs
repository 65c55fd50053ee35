// Writes the app icons (public/icons/*.png): a blue tile with a white group of three people, no
// letters. Plain PNG encoding with zlib, 4x4 supersampling for smooth edges. Run: pnpm icons.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const ziel = path.resolve(here, '..', 'public', 'icons');

const BLAU = [0x15, 0x65, 0xc0];
const WEISS = [0xff, 0xff, 0xff];
const HELL = [0xb3, 0xcd, 0xee];

const CRC_TABELLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABELLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(typ, daten) {
  const laenge = Buffer.alloc(4);
  laenge.writeUInt32BE(daten.length);
  const typDaten = Buffer.concat([Buffer.from(typ, 'ascii'), daten]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typDaten));
  return Buffer.concat([laenge, typDaten, crc]);
}

function png(groesse, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(groesse, 0);
  ihdr.writeUInt32BE(groesse, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const zeilen = Buffer.alloc(groesse * (groesse * 4 + 1));
  for (let y = 0; y < groesse; y++) {
    zeilen[y * (groesse * 4 + 1)] = 0; // filter: none
    rgba.copy(zeilen, y * (groesse * 4 + 1) + 1, y * groesse * 4, (y + 1) * groesse * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(zeilen, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const imKreis = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
// Upper half of an ellipse: a person's shoulders.
const imKoerper = (x, y, cx, cy, rx, ry) => y <= cy && ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

/** Colour at (x, y) in 0..1 of the motif (null = background); `s` shrinks it towards the centre. */
function motiv(x0, y0, s) {
  const x = 0.5 + (x0 - 0.5) / s;
  const y = 0.5 + (y0 - 0.5) / s;
  if (imKreis(x, y, 0.5, 0.36, 0.1) || imKoerper(x, y, 0.5, 0.74, 0.2, 0.24)) return WEISS;
  if (imKreis(x, y, 0.28, 0.44, 0.075) || imKoerper(x, y, 0.28, 0.74, 0.15, 0.18)) return HELL;
  if (imKreis(x, y, 0.72, 0.44, 0.075) || imKoerper(x, y, 0.72, 0.74, 0.15, 0.18)) return HELL;
  return null;
}

/** Rounded tile with transparent corners ('any'), or a full-bleed square with the motif in the safe zone ('maskable'). */
function icon(groesse, maskable) {
  const rgba = Buffer.alloc(groesse * groesse * 4);
  const N = 4;
  const radius = 0.18;
  for (let py = 0; py < groesse; py++) {
    for (let px = 0; px < groesse; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < N; sy++) {
        for (let sx = 0; sx < N; sx++) {
          const x = (px + (sx + 0.5) / N) / groesse;
          const y = (py + (sy + 0.5) / N) / groesse;
          if (!maskable) {
            const dx = Math.max(radius - x, 0, x - (1 - radius));
            const dy = Math.max(radius - y, 0, y - (1 - radius));
            if (dx * dx + dy * dy > radius * radius) continue;
          }
          const farbe = motiv(x, y, maskable ? 0.7 : 0.86) ?? BLAU;
          r += farbe[0];
          g += farbe[1];
          b += farbe[2];
          a += 255;
        }
      }
      const n = N * N;
      const i = (py * groesse + px) * 4;
      const deckung = a / n;
      // Colour averaged over the covered samples only, so edges do not darken.
      const teile = a / 255 || 1;
      rgba[i] = Math.round(r / teile);
      rgba[i + 1] = Math.round(g / teile);
      rgba[i + 2] = Math.round(b / teile);
      rgba[i + 3] = Math.round(deckung);
    }
  }
  return png(groesse, rgba);
}

mkdirSync(ziel, { recursive: true });
for (const [name, groesse, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['icon-maskable-192.png', 192, true],
]) {
  writeFileSync(path.join(ziel, name), icon(groesse, maskable));
  console.log(`${name} geschrieben`);
}
