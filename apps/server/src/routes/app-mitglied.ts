/**
 * The member app's person side: the sign-in check, the club info, the members' list, the own
 * profile and password, and the registered app installations. A member changes only their own row.
 */
import { nachNamenSortieren } from '@vereinsportal/domain';
import type { AuthInfo } from '../auth/credential-cache.js';
import type { AppDeps } from '../context.js';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { fieldError, notFound, unauthorized } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';
import { geraeteAbmelden, geraeteZaehlen, sperreMitgliedGeraete } from '../services/geraete.js';
import { mitgliederGeaendert } from '../services/mitglieder/liste.js';
import { neuesGeraeteToken } from '../auth/geraete-token.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';

/** A member keeps at most this many installations; registering one more forgets the longest unused. */
export const GERAETE_MAX = 20;

/** Locks the signed-in member's row (see sperreMitgliedGeraete); 401 when it is gone. */
async function sperreMitglied(trx: Transaction<Database>, auth: AuthInfo): Promise<number> {
  const bisher = await sperreMitgliedGeraete(trx, auth.vereinId, auth.mitgliedId);
  if (bisher === null) throw unauthorized(SERVER_MELDUNG.appAnmeldungFalsch);
  return bisher;
}

/** Keeps at most GERAETE_MAX devices: the longest unused beyond go (their tokens with them). */
async function alteGeraeteVergessen(trx: Transaction<Database>, auth: AuthInfo): Promise<void> {
  const alte = await trx
    .selectFrom('geraet')
    .select('GeraetId')
    .where('VereinId', '=', auth.vereinId)
    .where('MitgliedId', '=', auth.mitgliedId)
    .orderBy('ZuletztAm', 'desc')
    .orderBy('GeraetId')
    .offset(GERAETE_MAX)
    .limit(1000)
    .execute();
  if (alte.length === 0) return;
  await trx
    .deleteFrom('geraet')
    .where('MitgliedId', '=', auth.mitgliedId)
    .where(
      'GeraetId',
      'in',
      alte.map((g) => g.GeraetId),
    )
    .execute();
}

export function appMitgliedHandlers(deps: AppDeps) {
  const { db } = deps;

  /** The signed-in member and their club (the sign-in check's answer). */
  async function benutzer(auth: AuthInfo) {
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
    return {
      VereinId: vereinId,
      VereinsName: row.VereinsName,
      MitgliedId: row.MitgliedId,
      Vorname: row.Vorname,
      Nachname: row.Nachname,
      Emailadresse: row.Emailadresse ?? emailadresse,
      Mitgliedschaftsart: row.Mitgliedschaftsart,
      IstVereinsAdministrator: row.IstVereinsAdministrator,
    };
  }

  return {
    getAppBenutzer: async (request) => benutzer(request.auth),

    appAnmelden: async (request) => {
      const auth = request.auth;
      // The token is given for the password only: a token does not make another one.
      if (auth.geraetId !== undefined) throw unauthorized(SERVER_MELDUNG.appAnmeldungFalsch);
      const { GeraetId, Bezeichnung } = request.body;
      const { token, hash } = neuesGeraeteToken();
      const jetzt = deps.clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const bisher = await sperreMitglied(trx, auth);
        // The same installation signs in again (or an older app exchanges its stored password): its row
        // is kept and gets the new token, so AnzahlGeraete counts it once.
        await trx
          .insertInto('geraet')
          .values({
            VereinId: auth.vereinId,
            MitgliedId: auth.mitgliedId,
            GeraetId,
            Bezeichnung,
            RegistriertAm: jetzt,
            ZuletztAm: jetzt,
            TokenHash: hash,
          })
          .onConflict((oc) => oc.columns(['MitgliedId', 'GeraetId']).doUpdateSet({ Bezeichnung, ZuletztAm: jetzt, TokenHash: hash }))
          .execute();
        await alteGeraeteVergessen(trx, auth);
        await geraeteZaehlen(trx, auth.vereinId, auth.mitgliedId, bisher);
      });
      request.log.info({ vereinId: auth.vereinId, mitgliedId: auth.mitgliedId }, 'member app device signed in');
      return { ...(await benutzer(auth)), GeraetId, Token: token };
    },

    getAppGeraete: async (request) => {
      const { vereinId, mitgliedId, geraetId } = request.auth;
      const rows = await db
        .selectFrom('geraet')
        .select(['GeraetId', 'Bezeichnung', 'RegistriertAm', 'ZuletztAm'])
        .where('VereinId', '=', vereinId)
        .where('MitgliedId', '=', mitgliedId)
        .orderBy('ZuletztAm', 'desc')
        .orderBy('GeraetId')
        .execute();
      return rows.map((g) => ({ ...g, DiesesGeraet: g.GeraetId === geraetId ? (1 as const) : (0 as const) }));
    },

    getAppVerein: async (request) => {
      const { vereinId } = request.auth;
      const row = await db
        .selectFrom('verein')
        .leftJoin('vereinsinfo', 'vereinsinfo.VereinId', 'verein.VereinId')
        .select(['verein.VereinsName', 'vereinsinfo.QuillHtmlData'])
        .where('verein.VereinId', '=', vereinId)
        .executeTakeFirstOrThrow();
      // The stored HTML was sanitised when it was saved.
      return { VereinsName: row.VereinsName, Html: row.QuillHtmlData ?? '' };
    },

    getAppMitglieder: async (request) => {
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
        .where('VereinId', '=', request.auth.vereinId)
        .where('Status', '=', 'A')
        .execute();
      // German order on both engines (domain sortierung.ts): Bösch before Brunner, Dähler before Demo.
      nachNamenSortieren(rows);
      // Contact details only of members who chose to show them.
      return rows.map(({ KontaktSichtbar, Telefonnummer1, Telefonnummer2, Emailadresse, ...m }) =>
        KontaktSichtbar === 1
          ? { ...m, Telefonnummer1, Telefonnummer2, Emailadresse }
          : { ...m, Telefonnummer1: null, Telefonnummer2: null, Emailadresse: null },
      );
    },

    getAppProfil: async (request) => {
      const row = await db
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
        .where('VereinId', '=', request.auth.vereinId)
        .where('MitgliedId', '=', request.auth.mitgliedId)
        .executeTakeFirst();
      if (!row) throw unauthorized(SERVER_MELDUNG.appAnmeldungFalsch);
      return row;
    },

    updateAppProfil: async (request) => {
      const { vereinId, mitgliedId } = request.auth;
      const p = request.body;
      await db.transaction().execute(async (trx) => {
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
    },

    changeAppPasswort: async (request) => {
      const { vereinId, mitgliedId } = request.auth;
      const { PasswortAlt, PasswortNeu } = request.body;
      const row = await db
        .selectFrom('mitglied')
        .select('PasswortHash')
        .where('VereinId', '=', vereinId)
        .where('MitgliedId', '=', mitgliedId)
        .executeTakeFirst();
      if (!row) throw unauthorized(SERVER_MELDUNG.appAnmeldungFalsch);
      if (!(await verifyPassword(PasswortAlt, row.PasswortHash))) throw fieldError('PasswortAlt', SERVER_MELDUNG.passwortAltFalsch);
      const hash = await hashPassword(PasswortNeu, deps.config.passwordHashCost);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('mitglied')
          .set({ PasswortHash: hash })
          .where('VereinId', '=', vereinId)
          .where('MitgliedId', '=', mitgliedId)
          .execute();
        // Every other device is signed out; the one changing it proved the old password and stays.
        await geraeteAbmelden(trx, vereinId, mitgliedId, request.auth.geraetId ?? null);
      });
      // The old password stops working at once, also where a sign-in with it is cached.
      deps.authenticator.invalidateMitglied(vereinId, mitgliedId);
      request.log.info({ vereinId, mitgliedId }, 'password changed by member');
      return { RecordId: mitgliedId };
    },

    registerAppGeraet: async (request) => {
      const auth = request.auth;
      const { GeraetId, Bezeichnung } = request.body;
      const jetzt = deps.clock.now().toISOString();
      const anzahl = await db.transaction().execute(async (trx) => {
        const bisher = await sperreMitglied(trx, auth);
        // The same installation registers again: the row is kept, only refreshed.
        await trx
          .insertInto('geraet')
          .values({ VereinId: auth.vereinId, MitgliedId: auth.mitgliedId, GeraetId, Bezeichnung, RegistriertAm: jetzt, ZuletztAm: jetzt })
          .onConflict((oc) => oc.columns(['MitgliedId', 'GeraetId']).doUpdateSet({ Bezeichnung, ZuletztAm: jetzt }))
          .execute();
        await alteGeraeteVergessen(trx, auth);
        return geraeteZaehlen(trx, auth.vereinId, auth.mitgliedId, bisher);
      });
      return { AnzahlGeraete: anzahl };
    },

    deleteAppGeraet: async (request) => {
      const auth = request.auth;
      const anzahl = await db.transaction().execute(async (trx) => {
        const bisher = await sperreMitglied(trx, auth);
        const ergebnis = await trx
          .deleteFrom('geraet')
          .where('VereinId', '=', auth.vereinId)
          .where('MitgliedId', '=', auth.mitgliedId)
          .where('GeraetId', '=', request.params.GeraetId)
          .executeTakeFirst();
        if (Number(ergebnis.numDeletedRows) === 0) throw notFound(SERVER_MELDUNG.geraetNichtGefunden);
        return geraeteZaehlen(trx, auth.vereinId, auth.mitgliedId, bisher);
      });
      return { AnzahlGeraete: anzahl };
    },
  } satisfies HandlerTeil;
}
