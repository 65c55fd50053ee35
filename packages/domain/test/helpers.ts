// Helpers for tests: validation errors, long texts, bytes.
import { expect, it } from 'vitest';
import type { FieldErrors } from '../src/index.js';

type Ergebnis = { success: true } | { success: false; errors: FieldErrors };

/** The field errors of a validation result; none when it succeeded. */
export function errorsOf(result: Ergebnis): FieldErrors {
  return result.success ? {} : result.errors;
}

/** A validation result that succeeds when `ok`, and else fails with exactly `fehler`. */
export function erwarteGueltig(result: Ergebnis, ok: boolean, fehler: FieldErrors): void {
  expect(result.success).toBe(ok);
  if (!ok) expect(errorsOf(result)).toEqual(fehler);
}

/** A text of n x, to reach a length limit. */
export const x = (n: number) => 'x'.repeat(n);

/** A text's normalised and formatted form, one table test per input (named by the input, '%j'). */
export function normalUndFormatiert(
  normalisieren: (s: string) => string,
  formatieren: (s: string) => string,
  faelle: readonly (readonly [ein: string, normal: string, formatiert: string])[],
): void {
  it.each(faelle)('%j', (ein, normal, formatiert) => {
    expect(normalisieren(ein)).toBe(normal);
    expect(formatieren(ein)).toBe(formatiert);
  });
}

// Bytes: TextEncoder exists in Node but not in the ES lib typing this package uses.
type Encoder = { encode(s: string): Uint8Array };
const encoder = new (globalThis as unknown as { TextEncoder: new () => Encoder }).TextEncoder();

/** UTF-8 bytes of a text, optionally with BOM. */
export function utf8(text: string, bom = false): Uint8Array {
  const body = encoder.encode(text);
  if (!bom) return body;
  const out = new Uint8Array(body.length + 3);
  out.set([0xef, 0xbb, 0xbf]);
  out.set(body, 3);
  return out;
}

const CP1252_REVERSE: Record<string, number> = { '€': 0x80, '„': 0x84, '“': 0x93, '”': 0x94, '–': 0x96, Š: 0x8a };

/** Windows-1252 bytes of a text (Latin-1 range plus a few 0x80-0x9F characters). */
export function cp1252(text: string): Uint8Array {
  return Uint8Array.from([...text].map((ch) => CP1252_REVERSE[ch] ?? ch.charCodeAt(0)));
}
