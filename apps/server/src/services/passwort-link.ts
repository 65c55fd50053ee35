/**
 * One-time links to set one's own password. A credentials mail carries a link with a random token;
 * only the token's SHA-256 is stored, with its expiry, on the member. A newer link replaces the
 * older one; using a link sets the password and clears the link, so it works once. A password the
 * member already has stays valid until the link is used.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PASSWORT_LINK_GUELTIG_TAGE, PASSWORT_SETZEN_ROUTE } from '@vereinsportal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The link in the mail: the portal's set-password page (PASSWORT_SETZEN_ROUTE) or the member app's
 * (APP_PASSWORT_ROUTE). The token travels in the fragment (#...), which browsers never send to a
 * server: it appears in no access log, proxy log or Referer header.
 */
export function passwortLinkUrl(publicUrl: string, token: string, route: string = PASSWORT_SETZEN_ROUTE): string {
  return `${publicUrl.replace(/\/+$/, '')}${route}#${token}`;
}

/** How long a credentials mail's link stays valid. */
export const ZUGANGSDATEN_LINK_GUELTIG_MINUTEN = PASSWORT_LINK_GUELTIG_TAGE * 24 * 60;

/**
 * A new link: the token for the mail and the column values to store on the member (only its hash).
 * The import stores them with the inserted rows; passwortLinkAusstellen on an existing member.
 */
export function neuerPasswortLink(now: Date, gueltigMinuten: number = ZUGANGSDATEN_LINK_GUELTIG_MINUTEN) {
  const token = randomBytes(32).toString('base64url');
  const spalten = {
    PasswortLinkHash: tokenHash(token),
    PasswortLinkGueltigBis: new Date(now.getTime() + gueltigMinuten * 60_000).toISOString(),
  };
  return { token, spalten };
}

/** Opens a new link for the member (the previous one stops working) and returns its token. */
export async function passwortLinkAusstellen(
  db: Kysely<Database> | Transaction<Database>,
  vereinId: number,
  mitgliedId: number,
  now: Date,
  gueltigMinuten: number = ZUGANGSDATEN_LINK_GUELTIG_MINUTEN,
): Promise<string> {
  const { token, spalten } = neuerPasswortLink(now, gueltigMinuten);
  await db.updateTable('mitglied').set(spalten).where('VereinId', '=', vereinId).where('MitgliedId', '=', mitgliedId).execute();
  return token;
}

/** The member an open, unexpired link belongs to, or undefined. */
export async function mitgliedZumLink(db: Kysely<Database>, token: string, now: Date) {
  const mitglied = await db
    .selectFrom('mitglied')
    .select(['MitgliedId', 'VereinId', 'Emailadresse', 'Status', 'HatSystemZugriff', 'IstVereinsAdministrator', 'PasswortLinkGueltigBis'])
    .where('PasswortLinkHash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!mitglied?.PasswortLinkGueltigBis || mitglied.PasswortLinkGueltigBis <= now.toISOString()) return undefined;
  return mitglied;
}

/**
 * Sets the password hash and closes the link in one conditional update: of two requests with the
 * same link only one finds it still open. False when the link was used in between.
 */
export async function passwortMitLinkSetzen(db: Kysely<Database>, token: string, passwortHash: string): Promise<boolean> {
  const ergebnis = await db
    .updateTable('mitglied')
    .set({ PasswortHash: passwortHash, PasswortLinkHash: null, PasswortLinkGueltigBis: null })
    .where('PasswortLinkHash', '=', tokenHash(token))
    .executeTakeFirst();
  return Number(ergebnis.numUpdatedRows) === 1;
}
