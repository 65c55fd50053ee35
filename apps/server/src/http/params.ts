import { badRequest } from './errors.js';
import { MELDUNG } from './messages.js';

/** Parses a path id; anything but a positive integer is a 400 with a message (never a 500). */
export function parseId(raw: unknown, field = 'Id'): number {
  const text = typeof raw === 'string' ? raw : String(raw ?? '');
  if (!/^\d{1,9}$/.test(text) || Number(text) <= 0) throw badRequest({ [field]: [MELDUNG.ungueltigeId] });
  return Number(text);
}

/** Boolean query flags: 'true'/'1' on, 'false'/'0'/absent off; anything else 400. */
export function parseQueryFlag(raw: unknown, field: string): boolean {
  if (raw === undefined || raw === '') return false;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw badRequest({ [field]: [MELDUNG.keinQueryFlag(field)] });
}
