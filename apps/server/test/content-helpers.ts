/** Shared bits of the content tests: error capture, a tiny valid PDF, dates relative to the test clock. */
import { ApiError } from '@vereinsportal/api-client';

/** Runs a call that must fail and returns its ApiError. */
export async function fehler(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Aufruf war erfolgreich, Fehler erwartet');
}

/** A minimal valid one-page PDF, padded (inside a PDF comment) to `groesse` bytes when given. */
export function pdfBytes(groesse?: number): Uint8Array {
  const kern = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  const basis = Buffer.from(kern, 'latin1');
  if (groesse === undefined) return new Uint8Array(basis);
  const out = Buffer.alloc(groesse, 0x20);
  basis.copy(out, 0);
  out[basis.length] = 0x25; // '%' starts a comment that holds the padding
  return new Uint8Array(out);
}

/** Fixed test "now": noon UTC, so the club's date (Europe/Zurich) is the same calendar day. */
export const HEUTE = '2026-03-15';
export const JETZT = `${HEUTE}T11:00:00Z`;
