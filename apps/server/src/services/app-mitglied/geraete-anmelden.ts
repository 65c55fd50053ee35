/**
 * The member app's installations (table geraet, README "Die App"): signing one in for a device token,
 * registering, listing and removing them. Each change locks the member's row and recounts AnzahlGeraete
 * (services/geraete.ts).
 */
import type { BodyWert, Operationen } from '@vereinsportal/contract';
import type { Transaction } from 'kysely';
import type { AuthInfo } from '../../auth/credential-cache.js';
import { neuesGeraeteToken } from '../../auth/geraete-token.js';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { notFound, unauthorized } from '../../http/errors.js';
import { SERVER_MELDUNG } from '../../http/messages.js';
import { geraeteZaehlen, sperreMitgliedGeraete } from '../geraete.js';
import { appBenutzer } from './benutzer.js';

/** A member keeps at most this many installations; registering one more forgets the longest unused. */
export const GERAETE_MAX = 20;

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Runs `aendern` in one transaction with the member's row locked (see sperreMitgliedGeraete; 401 when it is
 * gone), then, after an addition, keeps at most GERAETE_MAX devices; stores the new count and returns it.
 */
async function geraeteAendern(
  deps: Deps,
  auth: AuthInfo,
  art: 'hinzu' | 'weg',
  aendern: (trx: Transaction<Database>) => Promise<void>,
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const bisher = await sperreMitgliedGeraete(trx, auth.vereinId, auth.mitgliedId);
    if (bisher === null) throw unauthorized(SERVER_MELDUNG.appAnmeldungFalsch);
    await aendern(trx);
    if (art === 'hinzu') await alteGeraeteVergessen(trx, auth);
    return geraeteZaehlen(trx, auth.vereinId, auth.mitgliedId, bisher);
  });
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

/** The app's sign-in by password: creates or refreshes the device's row with a new token, returned once. */
export async function appGeraetAnmelden(deps: Deps, auth: AuthInfo, { GeraetId, Bezeichnung }: BodyWert<Operationen['appAnmelden']>) {
  // The token is given for the password only: a token does not make another one.
  if (auth.geraetId !== undefined) throw unauthorized(SERVER_MELDUNG.appAnmeldungFalsch);
  const { token, hash } = neuesGeraeteToken();
  const jetzt = deps.clock.now().toISOString();
  await geraeteAendern(deps, auth, 'hinzu', async (trx) => {
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
  });
  return { ...(await appBenutzer(deps.db, auth)), GeraetId, Token: token };
}

export async function appGeraeteAuflisten(deps: Pick<AppDeps, 'db'>, auth: AuthInfo) {
  const rows = await deps.db
    .selectFrom('geraet')
    .select(['GeraetId', 'Bezeichnung', 'RegistriertAm', 'ZuletztAm'])
    .where('VereinId', '=', auth.vereinId)
    .where('MitgliedId', '=', auth.mitgliedId)
    .orderBy('ZuletztAm', 'desc')
    .orderBy('GeraetId')
    .execute();
  return rows.map((g) => ({ ...g, DiesesGeraet: g.GeraetId === auth.geraetId ? (1 as const) : (0 as const) }));
}

export async function appGeraetRegistrieren(
  deps: Deps,
  auth: AuthInfo,
  { GeraetId, Bezeichnung }: BodyWert<Operationen['registerAppGeraet']>,
) {
  const jetzt = deps.clock.now().toISOString();
  const anzahl = await geraeteAendern(deps, auth, 'hinzu', async (trx) => {
    // The same installation registers again: the row is kept, only refreshed.
    await trx
      .insertInto('geraet')
      .values({ VereinId: auth.vereinId, MitgliedId: auth.mitgliedId, GeraetId, Bezeichnung, RegistriertAm: jetzt, ZuletztAm: jetzt })
      .onConflict((oc) => oc.columns(['MitgliedId', 'GeraetId']).doUpdateSet({ Bezeichnung, ZuletztAm: jetzt }))
      .execute();
  });
  return { AnzahlGeraete: anzahl };
}

export async function appGeraetEntfernen(deps: Deps, auth: AuthInfo, geraetId: string) {
  const anzahl = await geraeteAendern(deps, auth, 'weg', async (trx) => {
    const ergebnis = await trx
      .deleteFrom('geraet')
      .where('VereinId', '=', auth.vereinId)
      .where('MitgliedId', '=', auth.mitgliedId)
      .where('GeraetId', '=', geraetId)
      .executeTakeFirst();
    if (Number(ergebnis.numDeletedRows) === 0) throw notFound(SERVER_MELDUNG.geraetNichtGefunden);
  });
  return { AnzahlGeraete: anzahl };
}
