/**
 * The member app's device tokens (README "Die App"): `appAnmelden` exchanges the password once for a
 * random token; the device's row in `geraet` keeps only its SHA-256. Each request with the token is one
 * indexed lookup joined with the member's row, so deleting the row (sign-out, 'abmelden' in the profile,
 * a password change, Status D, no system access, 'Endgültig löschen') signs the device out at once on
 * every instance: nothing is cached in process.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { GERAETE_TOKEN_HEADER } from '@vereinsportal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AuthInfo } from './credential-cache.js';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_MUSTER = /^[A-Za-z0-9_-]{43}$/;

/** Last use is written at most this often, so a busy app costs no write per request. */
export const ZULETZT_INTERVALL_MS = 60 * 60_000;

export function geraeteTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A new token and the hash to store; the token itself is only in the answer to `appAnmelden`. */
export function neuesGeraeteToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: geraeteTokenHash(token) };
}

/**
 * The token header: null when absent; '' when present but not a token (answered 401, never
 * read as a password sign-in).
 */
export function readGeraeteToken(headers: IncomingHttpHeaders): string | null {
  const raw = headers[GERAETE_TOKEN_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return null;
  return TOKEN_MUSTER.test(value) ? value : '';
}

/**
 * The member a device token signs in, or null: unknown token (signed out), or the member is no
 * longer active with system access. Refreshes the device's last use at most hourly.
 */
export async function mitgliedZumGeraeteToken(db: Kysely<Database>, token: string, now: Date): Promise<AuthInfo | null> {
  if (token === '') return null;
  const row = await db
    .selectFrom('geraet')
    .innerJoin('mitglied', (j) =>
      j.onRef('mitglied.MitgliedId', '=', 'geraet.MitgliedId').onRef('mitglied.VereinId', '=', 'geraet.VereinId'),
    )
    .select([
      'geraet.GeraetId',
      'geraet.ZuletztAm',
      'mitglied.VereinId',
      'mitglied.MitgliedId',
      'mitglied.Emailadresse',
      'mitglied.IstVereinsAdministrator',
    ])
    .where('geraet.TokenHash', '=', geraeteTokenHash(token))
    .where('mitglied.Status', '=', 'A')
    .where('mitglied.HatSystemZugriff', '=', 1)
    .executeTakeFirst();
  if (!row || row.Emailadresse === null) return null;
  if (now.getTime() - Date.parse(row.ZuletztAm) >= ZULETZT_INTERVALL_MS) {
    await db
      .updateTable('geraet')
      .set({ ZuletztAm: now.toISOString() })
      .where('MitgliedId', '=', row.MitgliedId)
      .where('GeraetId', '=', row.GeraetId)
      .execute();
  }
  return {
    vereinId: row.VereinId,
    mitgliedId: row.MitgliedId,
    emailadresse: row.Emailadresse,
    istAdmin: row.IstVereinsAdministrator === 1,
    geraetId: row.GeraetId,
  };
}
