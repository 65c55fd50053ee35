/** The member's own profile and password in the member app; a member changes only their own row. */
import type { BodyWert, Operationen } from '@vereinsportal/contract';
import type { AuthInfo } from '../../auth/credential-cache.js';
import type { AppDeps } from '../../context.js';
import { fieldError, unauthorized } from '../../http/errors.js';
import { SERVER_MELDUNG } from '../../http/messages.js';
import { geraeteAbmelden } from '../geraete.js';
import { mitgliederGeaendert } from '../mitglieder/liste.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { einMitglied, einMitgliedSetzen } from '../mitglieder/ein-mitglied.js';

export async function appProfilLesen(deps: Pick<AppDeps, 'db'>, auth: AuthInfo) {
  const row = await deps.db
    .selectFrom('mitglied')
    .select([
      'Vorname',
      'Nachname',
      'Emailadresse',
      'Strasse',
      'Postleitzahl',
      'Ort',
      'Telefonnummer1',
      'Telefonnummer2',
      'KontaktSichtbar',
    ])
    .where('VereinId', '=', auth.vereinId)
    .where('MitgliedId', '=', auth.mitgliedId)
    .executeTakeFirst();
  if (!row) throw unauthorized(SERVER_MELDUNG.appAnmeldungFalsch);
  return row;
}

export async function appProfilAendern(deps: Pick<AppDeps, 'db'>, auth: AuthInfo, p: BodyWert<Operationen['updateAppProfil']>) {
  const { vereinId, mitgliedId } = auth;
  await deps.db.transaction().execute(async (trx) => {
    const ergebnis = await trx
      .updateTable('mitglied')
      .set({
        Strasse: p.Strasse,
        Postleitzahl: p.Postleitzahl,
        Ort: p.Ort,
        Telefonnummer1: p.Telefonnummer1,
        Telefonnummer2: p.Telefonnummer2,
        KontaktSichtbar: p.KontaktSichtbar,
      })
      .where('VereinId', '=', vereinId)
      .where('MitgliedId', '=', mitgliedId)
      .where('Status', '=', 'A')
      .executeTakeFirst();
    if (Number(ergebnis.numUpdatedRows) === 0) throw unauthorized(SERVER_MELDUNG.appAnmeldungFalsch);
    // The portal's member list shows the address and phone numbers.
    await mitgliederGeaendert(trx, vereinId);
  });
  return { RecordId: mitgliedId };
}

/** The old password proves the member; every other device is signed out, the one changing it stays. */
export async function appPasswortAendern(
  deps: Pick<AppDeps, 'db' | 'config' | 'authenticator'>,
  auth: AuthInfo,
  { PasswortAlt, PasswortNeu }: BodyWert<Operationen['changeAppPasswort']>,
) {
  const { vereinId, mitgliedId } = auth;
  const row = await einMitglied(deps.db, vereinId, mitgliedId).select('PasswortHash').executeTakeFirst();
  if (!row) throw unauthorized(SERVER_MELDUNG.appAnmeldungFalsch);
  if (!(await verifyPassword(PasswortAlt, row.PasswortHash))) throw fieldError('PasswortAlt', SERVER_MELDUNG.passwortAltFalsch);
  const hash = await hashPassword(PasswortNeu, deps.config.passwordHashCost);
  await deps.db.transaction().execute(async (trx) => {
    await einMitgliedSetzen(trx, vereinId, mitgliedId).set({ PasswortHash: hash }).execute();
    await geraeteAbmelden(trx, vereinId, mitgliedId, auth.geraetId ?? null);
  });
  // The old password stops working at once, also where a sign-in with it is cached.
  deps.authenticator.invalidateMitglied(vereinId, mitgliedId);
  return { RecordId: mitgliedId };
}
