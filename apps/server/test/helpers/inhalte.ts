/** Shared bits of the content tests: error capture, a tiny valid PDF, dates relative to the test clock. */
import { ApiError } from '@vereinsportal/api-client';

export { pdfBytes } from './pdf.js';

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

/** Fixed test "now": noon UTC, so the club's date (Europe/Zurich) is the same calendar day. */
export const HEUTE = '2026-03-15';
export const JETZT = `${HEUTE}T11:00:00Z`;
