/**
 * Two server instances on one database (docs/architecture.md, several instances): what one instance
 * learns about a sign-in holds on the other at once. A member change made through A is refused by B
 * on its very next request although B had the sign-in cached; wrong passwords sent to A and B block
 * at the same total count as on one instance; a solved bot check is spent on both.
 */
import { randomBytes } from 'node:crypto';
import { isApiError, type ApiClient, type ApiCredentials } from '@vereinsportal/api-client';
import { describe, expect, it } from 'vitest';
import { SERVER_MELDUNG } from '../../src/http/messages.js';
import { appMitglied } from '../helpers/app.js';
import { solveBotcheck } from '../helpers/botcheck.js';
import { expectApiError, expectBotcheckVerlangt } from '../helpers/expect-error.js';
import { zweiInstanzen } from '../helpers/zwei-instanzen.js';
import { clientHinterProxy } from '../helpers/hinter-proxy.js';
import { TEST_DB, type TestServer, type TestVerein } from '../helpers/test-server.js';

// Instances that share a database share SERVER_SECRET (README): throttle keys and challenges are signed with it.
const env = {
  SERVER_SECRET: `zwei-instanzen-${randomBytes(8).toString('hex')}`,
  TRUST_PROXY: '127.0.0.1',
  AUTH_MAX_FAILS_PER_USER: '3',
  AUTH_MAX_FAILS_PER_IP: '6',
};

const { a, b } = zweiInstanzen(env);

let ipZaehler = 0;
/** A fresh client address per call, so tests do not share per-address counters. */
const neueIp = () => `10.20.${Math.floor(++ipZaehler / 250)}.${ipZaehler % 250}`;

/** A client behind the trusted proxy 127.0.0.1: the proxy names it in X-Forwarded-For. */
const clientVon = (s: TestServer, ip: string, credentials: ApiCredentials): ApiClient => clientHinterProxy(s.apiBase, ip, credentials);

const falsch = (v: TestVerein): ApiCredentials => ({ ...v.credentials, passwort: 'falsch' });

/** The status of a call: 200 or the ApiError's status. */
async function status(promise: Promise<unknown>): Promise<number> {
  return promise.then(
    () => 200,
    (e: unknown) => {
      if (!isApiError(e)) throw e;
      return e.status;
    },
  );
}

describe(`a member change through A is refused by B on its very next request (${TEST_DB})`, () => {
  it('the old password after a password change', async () => {
    const v = await a.createVerein();
    const m = await appMitglied(a, v.client);
    const aufB = clientVon(b, neueIp(), m.credentials);
    expect((await aufB.getAppBenutzer()).MitgliedId).toBe(m.id);
    await aufB.getAppBenutzer();
    await clientVon(a, neueIp(), m.credentials).changeAppPasswort({
      body: { PasswortAlt: m.credentials.passwort, PasswortNeu: 'Ganz-neues-Passwort-2' },
    });
    expect(await expectApiError(aufB.getAppBenutzer(), 401)).toBe(SERVER_MELDUNG.appAnmeldungFalsch);
    expect((await clientVon(b, neueIp(), { ...m.credentials, passwort: 'Ganz-neues-Passwort-2' }).getAppBenutzer()).MitgliedId).toBe(m.id);
  });

  it('a member set to Status D', async () => {
    const v = await a.createVerein();
    const m = await appMitglied(a, v.client);
    const aufB = clientVon(b, neueIp(), m.credentials);
    await aufB.getAppBenutzer();
    await v.client.updateMitglied({ params: { MitgliedId: m.id }, body: { Status: 'D' } });
    expect(await expectApiError(aufB.getAppBenutzer(), 401)).toBe(SERVER_MELDUNG.appAnmeldungFalsch);
  });

  it('a member whose system access was removed', async () => {
    const v = await a.createVerein();
    const m = await appMitglied(a, v.client);
    const aufB = clientVon(b, neueIp(), m.credentials);
    await aufB.getAppBenutzer();
    await v.client.updateMitglied({ params: { MitgliedId: m.id }, body: { HatSystemZugriff: 0 } });
    expect(await expectApiError(aufB.getAppBenutzer(), 401)).toBe(SERVER_MELDUNG.appAnmeldungFalsch);
  });

  it('an administrator whose flag was removed loses the portal; the member app stays open', async () => {
    const v = await a.createVerein();
    const admin = await appMitglied(a, v.client, { IstVereinsAdministrator: 1 });
    const aufB = clientVon(b, neueIp(), admin.credentials);
    expect((await aufB.getBenutzerinfo()).MitgliedId).toBe(admin.id);
    await aufB.getAppBenutzer();
    await v.client.updateMitglied({ params: { MitgliedId: admin.id }, body: { IstVereinsAdministrator: 0 } });
    expect(await expectApiError(aufB.getBenutzerinfo(), 401)).toBe(SERVER_MELDUNG.anmeldungFalsch);
    expect((await aufB.getAppBenutzer()).MitgliedId).toBe(admin.id);
  });

  it('an unchanged member keeps signing in on both', async () => {
    const v = await a.createVerein();
    for (const s of [a, b, a, b]) expect((await clientVon(s, neueIp(), v.credentials).getBenutzerinfo()).MitgliedId).toBe(v.mitgliedId);
  });
});

describe(`failed sign-ins count across instances (${TEST_DB})`, () => {
  /** `anzahl` wrong passwords for the account from one client, sent to the servers in turn. */
  async function folge(server: TestServer[], v: TestVerein, anzahl: number): Promise<number[]> {
    const ip = neueIp();
    const ergebnis: number[] = [];
    for (let i = 0; i < anzahl; i++) ergebnis.push(await status(clientVon(server[i % server.length]!, ip, falsch(v)).getBenutzerinfo()));
    return ergebnis;
  }

  it('one client sending wrong passwords to A and B in turn is blocked at the same count as on one instance', async () => {
    const einzeln = await folge([a], await a.createVerein(), 5);
    const verteilt = await folge([a, b], await a.createVerein(), 5);
    expect(einzeln).toEqual([401, 401, 401, 429, 429]);
    expect(verteilt).toEqual(einzeln);
  });

  it('the blocked client stays blocked on the other instance, also with the right password', async () => {
    const v = await a.createVerein();
    const ip = neueIp();
    for (let i = 0; i < 3; i++) await expectApiError(clientVon(a, ip, falsch(v)).getBenutzerinfo(), 401);
    expect(await expectApiError(clientVon(b, ip, v.credentials).getBenutzerinfo(), 429)).toBe(SERVER_MELDUNG.zuVieleVersuche);
    expect((await clientVon(b, neueIp(), v.credentials).getBenutzerinfo()).MitgliedId).toBe(v.mitgliedId);
  });

  it('failures from several clients spread over A and B make both ask every new client for a bot check', async () => {
    const v = await a.createVerein();
    for (let i = 0; i < 4; i++) await expectApiError(clientVon(i % 2 ? b : a, neueIp(), falsch(v)).getBenutzerinfo(), 401);
    await expectBotcheckVerlangt(clientVon(a, neueIp(), v.credentials).getBenutzerinfo());
    await expectBotcheckVerlangt(clientVon(b, neueIp(), v.credentials).getBenutzerinfo());
  });

  it('the per-address limit counts the failures at A and B together', async () => {
    const ip = neueIp();
    const ergebnis: number[] = [];
    for (let i = 0; i < 8; i++) {
      const unbekannt = { ...a.verein.credentials, emailadresse: `niemand${i}.${randomBytes(3).toString('hex')}@example.ch` };
      ergebnis.push(await status(clientVon(i % 2 ? b : a, ip, unbekannt).getBenutzerinfo()));
    }
    expect(ergebnis).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('a client that signed in on A needs no bot check on B, where a new client needs one', async () => {
    const v = await a.createVerein();
    const ip = neueIp();
    await clientVon(a, ip, v.credentials).getBenutzerinfo();
    for (let i = 0; i < 4; i++) await expectApiError(clientVon(b, neueIp(), falsch(v)).getBenutzerinfo(), 401);
    await expectBotcheckVerlangt(clientVon(b, neueIp(), v.credentials).getBenutzerinfo());
    expect((await clientVon(b, ip, v.credentials).getBenutzerinfo()).MitgliedId).toBe(v.mitgliedId);
  });
});

describe(`a solved bot check counts once on any instance (${TEST_DB})`, () => {
  /** An account that asks every new client for a bot check (four clients failed). */
  async function gesperrtesKonto(): Promise<TestVerein> {
    const v = await a.createVerein();
    for (let i = 0; i < 4; i++) await expectApiError(clientVon(a, neueIp(), falsch(v)).getBenutzerinfo(), 401);
    return v;
  }

  it('a payload used on A is refused on B; a fresh one from A is accepted on B', async () => {
    const v = await gesperrtesKonto();
    const botcheck = await solveBotcheck(a.client());
    expect((await clientVon(a, neueIp(), v.credentials).getBenutzerinfo(undefined, { botcheck })).MitgliedId).toBe(v.mitgliedId);
    await expectBotcheckVerlangt(clientVon(b, neueIp(), v.credentials).getBenutzerinfo(undefined, { botcheck }));
    const frisch = await solveBotcheck(a.client());
    expect((await clientVon(b, neueIp(), v.credentials).getBenutzerinfo(undefined, { botcheck: frisch })).MitgliedId).toBe(v.mitgliedId);
  });

  it('one payload sent to A and B at once opens one sign-in', async () => {
    // Four accounts, so no sign-in can be answered from a cache filled by another.
    const konten = [];
    for (let i = 0; i < 4; i++) konten.push(await gesperrtesKonto());
    const botcheck = await solveBotcheck(b.client());
    const ergebnis = await Promise.all(
      konten.map((v, i) => status(clientVon(i % 2 ? b : a, neueIp(), v.credentials).getBenutzerinfo(undefined, { botcheck }))),
    );
    expect([...ergebnis].sort()).toEqual([200, 429, 429, 429]);
  });
});

describe(`'Passwort vergessen' counts its limit once across instances (${TEST_DB})`, () => {
  it('three requests for one address through A and B, the fourth is refused on either', async () => {
    const v = await a.createVerein();
    const body = { VereinId: v.vereinId, Emailadresse: v.credentials.emailadresse, Ziel: 'portal' as const };
    // Each from its own client address, so only the per-address limit (3 an hour) can refuse.
    for (const s of [a, b, a]) await clientVon(s, neueIp(), v.credentials).passwortVergessen({ body });
    const body429 = await expectApiError(clientVon(b, neueIp(), v.credentials).passwortVergessen({ body }), 429);
    expect(body429).toBe(SERVER_MELDUNG.zuVielePasswortAnfragen);
    await expectApiError(clientVon(a, neueIp(), v.credentials).passwortVergessen({ body }), 429);
  });
});
