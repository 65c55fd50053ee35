/** The member app's reading side of people: the signed-in member with their club, the club info, the members' list. */
import { nachNamenSortieren } from '@vereinsportal/domain';
import type { AuthInfo } from '../../auth/credential-cache.js';
import type { Db } from '../../db/schema.js';
import { unauthorized } from '../../http/errors.js';
import { SERVER_MELDUNG } from '../../http/messages.js';

/** The signed-in member and their club (the sign-in check's answer); 401 when the row is gone. */
export async function appBenutzer(db: Db, auth: AuthInfo) {
  const { vereinId, mitgliedId, emailadresse } = auth;
  const row = await db
    .selectFrom('mitglied')
    .innerJoin('verein', 'verein.VereinId', 'mitglied.VereinId')
    .select([
      'verein.VereinsName',
      'mitglied.MitgliedId',
      'mitglied.Vorname',
      'mitglied.Nachname',
      'mitglied.Emailadresse',
      'mitglied.Mitgliedschaftsart',
      'mitglied.IstVereinsAdministrator',
    ])
    .where('mitglied.VereinId', '=', vereinId)
    .where('mitglied.MitgliedId', '=', mitgliedId)
    .executeTakeFirst();
  if (!row) throw unauthorized(SERVER_MELDUNG.appAnmeldungFalsch);
  return { VereinId: vereinId, ...row, Emailadresse: row.Emailadresse ?? emailadresse };
}

/** The club's name and info page. */
export async function appVerein(db: Db, vereinId: number) {
  const row = await db
    .selectFrom('verein')
    .leftJoin('vereinsinfo', 'vereinsinfo.VereinId', 'verein.VereinId')
    .select(['verein.VereinsName', 'vereinsinfo.QuillHtmlData'])
    .where('verein.VereinId', '=', vereinId)
    .executeTakeFirstOrThrow();
  // The stored HTML was sanitised when it was saved.
  return { VereinsName: row.VereinsName, Html: row.QuillHtmlData ?? '' };
}

/** The club's active members, contact details only of those who chose to show them. */
export async function appMitgliederListe(db: Db, vereinId: number) {
  const rows = await db
    .selectFrom('mitglied')
    .select([
      'MitgliedId',
      'Vorname',
      'Nachname',
      'Mitgliedschaftsart',
      'Telefonnummer1',
      'Telefonnummer2',
      'Emailadresse',
      'KontaktSichtbar',
    ])
    .where('VereinId', '=', vereinId)
    .where('Status', '=', 'A')
    .execute();
  // German order on both engines (domain sortierung.ts): Bösch before Brunner, Dähler before Demo.
  nachNamenSortieren(rows);
  return rows.map(({ KontaktSichtbar, Telefonnummer1, Telefonnummer2, Emailadresse, ...m }) =>
    KontaktSichtbar === 1
      ? { ...m, Telefonnummer1, Telefonnummer2, Emailadresse }
      : { ...m, Telefonnummer1: null, Telefonnummer2: null, Emailadresse: null },
  );
}
