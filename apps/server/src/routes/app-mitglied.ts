/**
 * The member app's person side: the sign-in check, the club info, the members' list, the own
 * profile and password, and the registered app installations. A member changes only their own row.
 */
import type { Kysely, Transaction } from 'kysely';
import type { AuthInfo } from '../auth/credential-cache.js';
import type { AppDeps } from '../context.js';
import type { Database } from '../db/schema.js';
import { toNumber } from '../db/dialect.js';
import { fieldError, notFound, unauthorized } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';
import { mitgliederGeaendert } from '../services/mitglieder-liste.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A member keeps at most this many installations; registering one more forgets the longest unused. */
export const GERAETE_MAX = 20;

/**
 * The signed-in member's categories. The row exists at sign-in; one deleted since (the cache holds a
 * sign-in at most briefly, and member changes clear it) is treated as signed out.
 */
export async function mitgliedschaftsartVon(db: Db, auth: AuthInfo): Promise<string | null> {
  const row = await db
    .selectFrom('mitglied')
    .select('Mitgliedschaftsart')
    .where('VereinId', '=', auth.vereinId)
    .where('MitgliedId', '=', auth.mitgliedId)
    .where('Status', '=', 'A')
    .executeTakeFirst();
  if (!row) throw unauthorized(SERVER_MELDUNG.appAnmeldungFalsch);
  return row.Mitgliedschaftsart;
}

/**
 * After adding or removing installations: stores the member's real count in mitglied.AnzahlGeraete
 * (the portal's list shows it) and, when it changed, bumps the list's version. Call inside the
 * transaction that holds the member row (see sperreMitglied).
 */
async function geraeteZaehlen(trx: Transaction<Database>, auth: AuthInfo, bisher: number): Promise<number> {
  const row = await trx
    .selectFrom('geraet')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('VereinId', '=', auth.vereinId)
    .where('MitgliedId', '=', auth.mitgliedId)
    .executeTakeFirstOrThrow();
  const anzahl = toNumber(row.n);
  if (anzahl !== bisher) {
    await trx
      .updateTable('mitglied')
      .set({ AnzahlGeraete: anzahl })
      .where('VereinId', '=', auth.vereinId)
      .where('MitgliedId', '=', auth.mitgliedId)
      .execute();
    await mitgliederGeaendert(trx, auth.vereinId);
  }
  return anzahl;
}

/**
 * Locks the member's row for the transaction (PostgreSQL; SQLite serialises writers anyway), so two
 * installations registered at once still count each other. Returns the stored count.
 */
async function sperreMitglied(trx: Transaction<Database>, auth: AuthInfo): Promise<number> {
  await trx
    .updateTable('mitglied')
    .set((eb) => ({ AnzahlGeraete: eb.ref('AnzahlGeraete') }))
    .where('VereinId', '=', auth.vereinId)
    .where('MitgliedId', '=', auth.mitgliedId)
    .execute();
  const row = await trx
    .selectFrom('mitglied')
    .select('AnzahlGeraete')
    .where('VereinId', '=', auth.vereinId)
    .where('MitgliedId', '=', auth.mitgliedId)
    .executeTakeFirst();
  if (!row) throw unauthorized(SERVER_MELDUNG.appAnmeldungFalsch);
  return row.AnzahlGeraete;
}

export function appMitgliedHandlers(deps: AppDeps) {
  const { db } = deps;

  return {
    getAppBenutzer: async (request) => {
      const { vereinId, mitgliedId, emailadresse } = request.auth;
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
        .orderBy('Nachname')
        .orderBy('Vorname')
        .orderBy('MitgliedId')
        .execute();
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
      await db
        .updateTable('mitglied')
        .set({ PasswortHash: hash })
        .where('VereinId', '=', vereinId)
        .where('MitgliedId', '=', mitgliedId)
        .execute();
      // The old password stops working at once, also where a sign-in with it is cached.
      request.server.authenticator.invalidateMitglied(vereinId, mitgliedId);
      request.log.info({ vereinId, mitgliedId }, 'password changed by member');
      return { RecordId: mitgliedId };
    },

    registerAppGeraet: async (request) => {
      const auth = request.auth;
      const { GeraetId, Bezeichnung } = request.body;
      const jetzt = deps.clock.now().toISOString();
      const anzahl = await db.transaction().execute(async (trx) => {
        const bisher = await sperreMitglied(trx, auth);
        // The same installation registers on every sign-in: the row is kept, only refreshed.
        await trx
          .insertInto('geraet')
          .values({ VereinId: auth.vereinId, MitgliedId: auth.mitgliedId, GeraetId, Bezeichnung, RegistriertAm: jetzt, ZuletztAm: jetzt })
          .onConflict((oc) => oc.columns(['MitgliedId', 'GeraetId']).doUpdateSet({ Bezeichnung, ZuletztAm: jetzt }))
          .execute();
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
        if (alte.length > 0) {
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
        return geraeteZaehlen(trx, auth, bisher);
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
        return geraeteZaehlen(trx, auth, bisher);
      });
      return { AnzahlGeraete: anzahl };
    },
  } satisfies HandlerTeil;
}
