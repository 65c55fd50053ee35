/**
 * The member app's device tokens (README "Die App"): the password is exchanged once for a token, the
 * database keeps only its hash, and every way of revoking a device answers 401 at once, also on a second
 * instance on the same database that served the token just before.
 */
import { randomBytes } from 'node:crypto';
import { createApiClient, GERAETE_TOKEN_HEADER, type ApiClient } from '@vereinsportal/api-client';
import { describe, expect, it } from 'vitest';
import { geraeteTokenHash } from '../../src/auth/geraete-token.js';
import { appMitglied, type AppMitglied } from '../helpers/app.js';
import { expectApiError } from '../helpers/expect-error.js';
import { zweiInstanzen } from '../helpers/zwei-instanzen.js';
import { readCredentialsMail, startTestServer, TEST_DB, TestClock, zugangUeberMail, type TestServer } from '../helpers/test-server.js';

const env = { SERVER_SECRET: `geraete-${randomBytes(8).toString('hex')}` };

const { a, b } = zweiInstanzen(env);

let n = 0;
/** A device of the member signed in through instance A; its token client talks to `s`. */
async function geraet(m: AppMitglied, s: TestServer = b) {
  const GeraetId = `geraet-${++n}-${randomBytes(4).toString('hex')}`;
  const anmeldung = await a.client().appAnmelden({ body: { GeraetId, Bezeichnung: 'Chrome auf Android' } }, { credentials: m.credentials });
  const client = tokenClient(s, anmeldung.Token);
  return { GeraetId, token: anmeldung.Token, client, anmeldung };
}

const tokenClient = (s: TestServer, token: string): ApiClient =>
  createApiClient({ baseUrl: s.apiBase, credentials: () => ({ geraeteToken: token }) });

async function anzahlGeraete(m: AppMitglied): Promise<number | undefined> {
  return (await a.adminClient.getMitglied({ params: { MitgliedId: m.id } })).AnzahlGeraete;
}

describe(`device tokens of the member app (${TEST_DB}, two instances)`, () => {
  it('exchanges the password for a token; the database keeps only its hash; the token signs in on every instance', async () => {
    const m = await appMitglied(a, a.adminClient);
    const g = await geraet(m);
    expect(g.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(g.anmeldung).toMatchObject({ MitgliedId: m.id, GeraetId: g.GeraetId, Emailadresse: m.credentials.emailadresse });
    const zeilen = await a.db.selectFrom('geraet').selectAll().where('MitgliedId', '=', m.id).execute();
    expect(zeilen).toHaveLength(1);
    expect(zeilen[0]?.TokenHash).toBe(geraeteTokenHash(g.token));
    expect(JSON.stringify(zeilen)).not.toContain(g.token);
    expect((await g.client.getAppBenutzer()).MitgliedId).toBe(m.id);
    expect((await tokenClient(a, g.token).getAppProfil()).Emailadresse).toBe(m.credentials.emailadresse);
    expect(await anzahlGeraete(m)).toBe(1);
  });

  it('refuses an unknown or malformed token, also with a valid password alongside, and a token asking for another token', async () => {
    const m = await appMitglied(a, a.adminClient);
    const g = await geraet(m);
    await expectApiError(tokenClient(b, randomBytes(32).toString('base64url')).getAppNews(), 401);
    await expectApiError(tokenClient(b, 'kurz').getAppNews(), 401);
    const beides = createApiClient({
      baseUrl: b.apiBase,
      fetch: (url, init) => fetch(url, { ...init, headers: { ...init?.headers, geraetetoken: 'x' } }),
    });
    await expectApiError(beides.getAppNews(undefined, { credentials: m.credentials }), 401);
    await expectApiError(g.client.appAnmelden({ body: { GeraetId: 'neues-geraet-1', Bezeichnung: null } }), 401);
    await expectApiError(
      a
        .client()
        .appAnmelden({ body: { GeraetId: 'x-geraet-1', Bezeichnung: null } }, { credentials: { ...m.credentials, passwort: 'falsch' } }),
      401,
    );
  });

  it("lists the member's devices with 'dieses Gerät', newest use first", async () => {
    const m = await appMitglied(a, a.adminClient);
    const eins = await geraet(m);
    const zwei = await geraet(m);
    const liste = await zwei.client.getAppGeraete();
    expect(liste.map((x) => [x.GeraetId, x.Bezeichnung, x.DiesesGeraet]).sort()).toEqual(
      [
        [eins.GeraetId, 'Chrome auf Android', 0],
        [zwei.GeraetId, 'Chrome auf Android', 1],
      ].sort(),
    );
    expect(await anzahlGeraete(m)).toBe(2);
  });

  it('the same installation signing in again (or an older app exchanging its stored password) keeps one row: the old token ends', async () => {
    const m = await appMitglied(a, a.adminClient);
    // An older app registered this installation without a token.
    await m.client.registerAppGeraet({ body: { GeraetId: 'alte-app-0001', Bezeichnung: 'Safari auf iPhone' } });
    const erste = await a
      .client()
      .appAnmelden({ body: { GeraetId: 'alte-app-0001', Bezeichnung: 'Safari auf iPhone' } }, { credentials: m.credentials });
    expect(await anzahlGeraete(m)).toBe(1);
    const zweite = await a
      .client()
      .appAnmelden({ body: { GeraetId: 'alte-app-0001', Bezeichnung: 'Safari auf iPhone' } }, { credentials: m.credentials });
    expect(await anzahlGeraete(m)).toBe(1);
    await expectApiError(tokenClient(b, erste.Token).getAppNews(), 401);
    await tokenClient(b, zweite.Token).getAppNews();
  });

  it("sign-out deletes the device's row: its token answers 401 at once on the other instance", async () => {
    const m = await appMitglied(a, a.adminClient);
    const g = await geraet(m);
    await g.client.getAppNews();
    expect(await tokenClient(a, g.token).deleteAppGeraet({ params: { GeraetId: g.GeraetId } })).toEqual({ AnzahlGeraete: 0 });
    await expectApiError(g.client.getAppNews(), 401);
    expect(await anzahlGeraete(m)).toBe(0);
  });

  it("'abmelden' of another device in the profile signs that device out; this one stays", async () => {
    const m = await appMitglied(a, a.adminClient);
    const hier = await geraet(m, a);
    const dort = await geraet(m);
    await dort.client.getAppNews();
    await hier.client.deleteAppGeraet({ params: { GeraetId: dort.GeraetId } });
    await expectApiError(dort.client.getAppNews(), 401);
    await hier.client.getAppNews();
    expect((await hier.client.getAppGeraete()).map((x) => x.GeraetId)).toEqual([hier.GeraetId]);
  });

  it("a password change in the app signs out the member's other devices; the device that changed it stays", async () => {
    const m = await appMitglied(a, a.adminClient);
    const hier = await geraet(m, a);
    const dort = await geraet(m);
    await dort.client.getAppNews();
    await hier.client.changeAppPasswort({ body: { PasswortAlt: m.credentials.passwort, PasswortNeu: 'Ganz-Neues-Passwort-7' } });
    await expectApiError(dort.client.getAppNews(), 401);
    await hier.client.getAppNews();
    expect(await anzahlGeraete(m)).toBe(1);
  });

  it('a password set through a mailed link signs out every device', async () => {
    const m = await appMitglied(a, a.adminClient);
    const g = await geraet(m);
    await g.client.getAppNews();
    await a.adminClient.appZugangsDatenSenden({ body: { MitgliedId: m.id } });
    const mail = (await a.deps.outbox.list()).find((x) => x.to === m.credentials.emailadresse);
    await zugangUeberMail(a.client(), mail!.text, 'Per-Link-Passwort-5');
    await expectApiError(g.client.getAppNews(), 401);
    expect(await anzahlGeraete(m)).toBe(0);
  });

  // Access taken away and given back: the devices stay signed out.
  it.each([
    {
      was: 'Status D signs every device out for good: a restore does not bring the token back',
      zugang: (id: number, ja: boolean) =>
        a.adminClient.updateMitgliedStatus({ params: { MitgliedId: id }, body: { Status: ja ? 'A' : 'D' } }),
    },
    {
      was: 'removed system access signs every device out',
      zugang: (id: number, ja: boolean) =>
        a.adminClient.updateMitglied({ params: { MitgliedId: id }, body: { HatSystemZugriff: ja ? 1 : 0 } }),
    },
  ])('$was', async ({ zugang }) => {
    const m = await appMitglied(a, a.adminClient);
    const g = await geraet(m);
    await g.client.getAppNews();
    await zugang(m.id, false);
    await expectApiError(g.client.getAppNews(), 401);
    await zugang(m.id, true);
    await expectApiError(g.client.getAppNews(), 401);
    expect(await anzahlGeraete(m)).toBe(0);
  });

  it("'Endgültig löschen' leaves no device row behind", async () => {
    const m = await appMitglied(a, a.adminClient);
    const g = await geraet(m);
    await a.adminClient.updateMitgliedStatus({ params: { MitgliedId: m.id }, body: { Status: 'D' } });
    await a.adminClient.mitgliedEndgueltigLoeschen({ params: { MitgliedId: m.id } });
    await expectApiError(g.client.getAppNews(), 401);
    expect(await a.db.selectFrom('geraet').select('GeraetId').where('TokenHash', '=', geraeteTokenHash(g.token)).execute()).toEqual([]);
  });
});

describe(`a device's last use (${TEST_DB})`, () => {
  it("is what the profile's list shows, refreshed by the token's use at most hourly", async () => {
    const clock = new TestClock('2026-06-01T08:00:00Z');
    const s = await startTestServer({ clock });
    try {
      const m = await appMitglied(s, s.adminClient);
      const { Token } = await s
        .client()
        .appAnmelden({ body: { GeraetId: 'uhr-geraet-1', Bezeichnung: null } }, { credentials: m.credentials });
      const c = tokenClient(s, Token);
      const zuletzt = async () => (await c.getAppGeraete())[0]?.ZuletztAm;
      expect(await zuletzt()).toBe('2026-06-01T08:00:00.000Z');
      clock.set('2026-06-01T08:59:00Z');
      expect(await zuletzt()).toBe('2026-06-01T08:00:00.000Z');
      clock.set('2026-06-01T09:30:00Z');
      expect(await zuletzt()).toBe('2026-06-01T09:30:00.000Z');
    } finally {
      await s.close();
    }
  });
});

describe('the device token in the API documentation', () => {
  it('documents the token header as the alternative sign-in of the member operations, not of the sign-in itself', async () => {
    const doc = (await (await fetch(`${a.apiBase}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.components.securitySchemes[GERAETE_TOKEN_HEADER]).toEqual({ type: 'apiKey', in: 'header', name: GERAETE_TOKEN_HEADER });
    const news = doc.paths['/vereinsportalServer/api/app/news']?.get?.security;
    expect(news).toContainEqual({ [GERAETE_TOKEN_HEADER]: [] });
    expect(JSON.stringify(doc.paths['/vereinsportalServer/api/app/anmelden']?.post?.security)).not.toContain(GERAETE_TOKEN_HEADER);
    expect(JSON.stringify(doc.paths['/vereinsportalServer/api/adminPortal/mitglied']?.get?.security ?? null)).not.toContain(
      GERAETE_TOKEN_HEADER,
    );
  });
});

describe(`the set-password page's link lookup (${TEST_DB})`, () => {
  it('names the club and the e-mail of an open link, uses nothing up, and refuses a used link or a deleted member', async () => {
    const m = await appMitglied(a, a.adminClient);
    await a.adminClient.appZugangsDatenSenden({ body: { MitgliedId: m.id } });
    const mail = (await a.deps.outbox.list()).find((x) => x.to === m.credentials.emailadresse);
    const { token } = readCredentialsMail(mail!.text);
    const verein = await a.adminClient.getVereinsKonto();
    expect(await b.client().getPasswortLink({ body: { Token: token } })).toEqual({
      VereinId: m.credentials.vereinId,
      VereinsName: verein.VereinsName,
      Emailadresse: m.credentials.emailadresse,
    });
    await a.client().passwortSetzen({ body: { Token: token, Passwort: 'Nach-Pruefung-gesetzt-1' } });
    await expectApiError(b.client().getPasswortLink({ body: { Token: token } }), 404);

    await a.adminClient.appZugangsDatenSenden({ body: { MitgliedId: m.id } });
    const neu = readCredentialsMail((await a.deps.outbox.list()).find((x) => x.to === m.credentials.emailadresse)!.text).token;
    await a.adminClient.updateMitgliedStatus({ params: { MitgliedId: m.id }, body: { Status: 'D' } });
    await expectApiError(a.client().getPasswortLink({ body: { Token: neu } }), 404);
  });
});
