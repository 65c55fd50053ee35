/**
 * Text files uploaded by users (member import CSV, external HTML of news and the club info page) come
 * from any editor or from Excel: this decodes their bytes the same way everywhere.
 */

// Windows-1252 bytes 0x80-0x9F (the rest is Latin-1); the five undefined ones map to C1 controls.
const CP1252_80_9F = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f, 0x90, 0x2018,
  0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

/** Decodes Windows-1252 bytes (done by hand: Node without full ICU has no windows-1252 TextDecoder). */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, bytes.length);
    const codes = new Array<number>(end - start);
    for (let i = start; i < end; i++) {
      const b = bytes[i] as number;
      codes[i - start] = b >= 0x80 && b <= 0x9f ? (CP1252_80_9F[b - 0x80] as number) : b;
    }
    out += String.fromCharCode(...codes);
  }
  return out;
}

interface TextDecoderLike {
  decode(input: Uint8Array): string;
}
type TextDecoderCtor = new (label: string, options?: { fatal?: boolean; ignoreBOM?: boolean }) => TextDecoderLike;

// TextDecoder exists in browsers and Node but in neither ES lib typing; reach it through globalThis.
function textDecoder(label: string, fatal: boolean): TextDecoderLike {
  const Ctor = (globalThis as unknown as { TextDecoder: TextDecoderCtor }).TextDecoder;
  return new Ctor(label, { fatal, ignoreBOM: true });
}

/**
 * Decodes the bytes of an uploaded text file: UTF-8 with or without BOM; UTF-16LE when it has that BOM;
 * anything that is not valid UTF-8 as Windows-1252 (what Excel and older editors write), so "Müller"
 * stays "Müller". No BOM in the result.
 */
export function decodeTextBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return textDecoder('utf-8', false).decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return textDecoder('utf-16le', false).decode(bytes.subarray(2));
  try {
    return textDecoder('utf-8', true).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
