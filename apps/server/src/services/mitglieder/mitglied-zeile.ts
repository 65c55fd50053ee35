import { emailSchluessel, IMPORT_MELDUNG, type Mitglied } from '@vereinsportal/domain';
import type { Db } from '../../db/schema.js';
import type { AuthInfo } from '../../auth/credential-cache.js';
import { conflict, unauthorized } from '../../http/errors.js';
import { SERVER_MELDUNG } from '../../http/messages.js';
import { protokollEintraege } from '../aenderungsprotokoll.js';
import { isUniqueViolation } from '../verein-anlegen.js';
import { einMitglied } from './ein-mitglied.js';

/** Columns sent to the client: everything of docs/produkt.md §3 Mitglied, never the password hash. */
export const MITGLIED_SPALTEN = [
  'MitgliedId',
  'Vorname',
  'Nachname',
  'Strasse',
  'Postleitzahl',
  'Ort',
  'Telefonnummer1',
  'Telefonnummer2',
  'Emailadresse',
  'Mitgliedschaftsart',
  'Vereinsfunktion',
  'Bemerkung',
  'HatSystemZugriff',
  'IstVereinsAdministrator',
  'Status',
  'AnzahlGeraete',
] as const;

export async function mitgliedLaden(db: Db, vereinId: number, mitgliedId: number): Promise<Mitglied | undefined> {
  return einMitglied(db, vereinId, mitgliedId).select(MITGLIED_SPALTEN).executeTakeFirst();
}

/** E-mail unique per club, case-insensitive (emailSchluessel), deleted members included. */
export async function pruefeEmailEindeutig(db: Db, vereinId: number, email: string | null, ausserMitgliedId?: number): Promise<void> {
  if (!email) return;
  let query = db
    .selectFrom('mitglied')
    .select('MitgliedId')
    .where('VereinId', '=', vereinId)
    .where('EmailNormalisiert', '=', emailSchluessel(email));
  if (ausserMitgliedId !== undefined) query = query.where('MitgliedId', '!=', ausserMitgliedId);
  if (await query.executeTakeFirst()) throw conflict(IMPORT_MELDUNG.emailNichtEindeutig);
}

/** A member's stored fields (checked with the domain's mitgliedSchema or importZeileSchema). */
export type MitgliedDaten = Omit<Mitglied, 'MitgliedId' | 'AnzahlGeraete'>;

/** Row values for insert/update from validated member data. */
export function mitgliedWerte(m: MitgliedDaten) {
  return {
    Vorname: m.Vorname,
    Nachname: m.Nachname,
    Strasse: m.Strasse,
    Postleitzahl: m.Postleitzahl,
    Ort: m.Ort,
    Telefonnummer1: m.Telefonnummer1,
    Telefonnummer2: m.Telefonnummer2,
    Emailadresse: m.Emailadresse,
    EmailNormalisiert: emailSchluessel(m.Emailadresse),
    Mitgliedschaftsart: m.Mitgliedschaftsart,
    Vereinsfunktion: m.Vereinsfunktion,
    Bemerkung: m.Bemerkung,
    HatSystemZugriff: m.HatSystemZugriff,
    IstVereinsAdministrator: m.IstVereinsAdministrator,
    Status: m.Status,
  };
}

/** The change log compares every field but the id (services/aenderungsprotokoll.ts). */
export const mitgliedEintrag = protokollEintraege('Mitglied', { ignorieren: ['MitgliedId'] });

/** A unique-index violation on the e-mail (a parallel save won the race): the same 409 as the check. */
export function emailEindeutigOder409(err: unknown): never {
  if (isUniqueViolation(err)) throw conflict(IMPORT_MELDUNG.emailNichtEindeutig);
  throw err;
}

/**
 * The signed-in member's categories. The row exists at sign-in; one deleted since (the cache holds a
 * sign-in at most briefly, and member changes clear it) is treated as signed out.
 */
export async function mitgliedschaftsartVon(db: Db, auth: AuthInfo): Promise<string | null> {
  const row = await einMitglied(db, auth.vereinId, auth.mitgliedId)
    .select('Mitgliedschaftsart')
    .where('Status', '=', 'A')
    .executeTakeFirst();
  if (!row) throw unauthorized(SERVER_MELDUNG.appAnmeldungFalsch);
  return row.Mitgliedschaftsart;
}
