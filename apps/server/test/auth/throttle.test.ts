import { randomBytes } from 'node:crypto';
import { BOTCHECK_HEADER, type ApiClient, type ApiCredentials } from '@vereinsportal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MELDUNG } from '../../src/http/messages.js';
import { solveBotcheck } from '../helpers/botcheck.js';
import { expectApiError, expectBotcheckVerlangt } from '../helpers/expect-error.js';
import { clientHinterProxy } from '../helpers/hinter-proxy.js';
import { startTestServer, TEST_DB, type TestServer, type TestVerein } from '../helpers/test-server.js';

/** A client behind the trusted proxy 127.0.0.1: the proxy names it in X-Forwarded-For. */
const clientVon = (s: TestServer, ip: string, credentials: ApiCredentials): ApiClient => clientHinterProxy(s.apiBase, ip, credentials);

const falsch = (v: TestVerein): ApiCredentials => ({ ...v.credentials, passwort: 'falsch' });
const unbekannt = (v: TestVerein): ApiCredentials => ({
  ...v.credentials,
  emailadresse: `niemand.${randomBytes(4).toString('hex')}@example.ch`,
});

let ipZaehler = 0;
/** A fresh client address per call, so tests do not share per-address counters. */
const neueIp = () => `10.${Math.floor(++ipZaehler / 250)}.${ipZaehler % 250}.${1 + (ipZaehler % 7)}`;

/** Fails from `anzahl` different clients with a wrong password until the account asks for a bot check. */
async function angriffVonVielenClients(s: TestServer, v: TestVerein, anzahl: number): Promise<void> {
  for (let i = 0; i < anzahl; i++) await expectApiError(clientVon(s, neueIp(), falsch(v)).getBenutzerinfo(), 401);
}

describe(`sign-in throttling cannot lock the owner out (${TEST_DB})`, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1', AUTH_MAX_FAILS_PER_USER: '3', AUTH_MAX_FAILS_PER_IP: '20' } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("an attacker's wrong passwords from one client never make the owner's right password answer 429 at another", async () => {
    const v = await s.createVerein();
    const angreifer = clientVon(s, neueIp(), falsch(v));
    for (let i = 0; i < 3; i++) await expectApiError(angreifer.getBenutzerinfo(), 401);
    for (let i = 0; i < 5; i++) await expectApiError(angreifer.getBenutzerinfo(), 429);
    const info = await clientVon(s, neueIp(), v.credentials).getBenutzerinfo();
    expect(info.MitgliedId).toBe(v.mitgliedId);
  });

  it('the blocked client gets 429 even with the right password; the owner elsewhere still signs in', async () => {
    const v = await s.createVerein();
    const ip = neueIp();
    for (let i = 0; i < 3; i++) await expectApiError(clientVon(s, ip, falsch(v)).getBenutzerinfo(), 401);
    expect(await expectApiError(clientVon(s, ip, falsch(v)).getBenutzerinfo(), 429)).toBe(SERVER_MELDUNG.zuVieleVersuche);
    await clientVon(s, neueIp(), v.credentials).getBenutzerinfo();
    // Neither the owner's success elsewhere nor a solved bot check lifts the attacker's block.
    const botcheck = await solveBotcheck(s.client());
    s.app.authenticator.invalidateVerein(v.vereinId);
    expect(await expectApiError(clientVon(s, ip, v.credentials).getBenutzerinfo(undefined, { botcheck }), 429)).toBe(
      SERVER_MELDUNG.zuVieleVersuche,
    );
    // The per-address limit still blocks a client that tries many accounts, and only that client.
    const sprueher = neueIp();
    for (let i = 0; i < 20; i++) await expectApiError(clientVon(s, sprueher, unbekannt(v)).getBenutzerinfo(), 401);
    expect(await expectApiError(clientVon(s, sprueher, unbekannt(v)).getBenutzerinfo(), 429)).toBe(SERVER_MELDUNG.zuVieleVersuche);
    s.app.authenticator.invalidateVerein(v.vereinId);
    await clientVon(s, neueIp(), v.credentials).getBenutzerinfo();
  });

  it("a successful sign-in resets that client's failures, not the account's", async () => {
    const v = await s.createVerein();
    const ip = neueIp();
    for (let i = 0; i < 2; i++) await expectApiError(clientVon(s, ip, falsch(v)).getBenutzerinfo(), 401);
    await clientVon(s, ip, v.credentials).getBenutzerinfo();
    for (let i = 0; i < 2; i++) await expectApiError(clientVon(s, ip, falsch(v)).getBenutzerinfo(), 401);
    // Four failures of the account in the window: a new client must prove work.
    s.app.authenticator.invalidateVerein(v.vereinId);
    await expectBotcheckVerlangt(clientVon(s, neueIp(), v.credentials).getBenutzerinfo());
  });

  it('after failures from several clients every new client needs a solved bot check; with it the right password signs in', async () => {
    const v = await s.createVerein();
    await angriffVonVielenClients(s, v, 4);
    const ip = neueIp();
    await expectBotcheckVerlangt(clientVon(s, ip, v.credentials).getBenutzerinfo());
    await expectBotcheckVerlangt(clientVon(s, ip, v.credentials).getBenutzerinfo(undefined, { botcheck: 'kein-gueltiger-nachweis' }));
    const info = await clientVon(s, ip, v.credentials).getBenutzerinfo(undefined, { botcheck: await solveBotcheck(s.client()) });
    expect(info.MitgliedId).toBe(v.mitgliedId);
    // With a solved challenge a wrong password is an ordinary failure.
    await expectApiError(clientVon(s, neueIp(), falsch(v)).getBenutzerinfo(undefined, { botcheck: await solveBotcheck(s.client()) }), 401);
  });

  it('a client that signed in keeps working without a new bot check; others still need one', async () => {
    const v = await s.createVerein();
    const ip = neueIp();
    await clientVon(s, ip, v.credentials).getBenutzerinfo();
    await angriffVonVielenClients(s, v, 4);
    // Past the credential cache, so the password is checked again.
    s.app.authenticator.invalidateVerein(v.vereinId);
    await clientVon(s, ip, v.credentials).getVereinsUebersicht();
    s.app.authenticator.invalidateVerein(v.vereinId);
    await expectBotcheckVerlangt(clientVon(s, neueIp(), v.credentials).getBenutzerinfo());
  });

  it('a solved challenge counts once: a replayed payload is refused', async () => {
    const v = await s.createVerein();
    await angriffVonVielenClients(s, v, 4);
    const botcheck = await solveBotcheck(s.client());
    await clientVon(s, neueIp(), v.credentials).getBenutzerinfo(undefined, { botcheck });
    s.app.authenticator.invalidateVerein(v.vereinId);
    await expectBotcheckVerlangt(clientVon(s, neueIp(), v.credentials).getBenutzerinfo(undefined, { botcheck }));
    // Also after a failed sign-in the payload is spent.
    const zweiter = await solveBotcheck(s.client());
    await expectApiError(clientVon(s, neueIp(), falsch(v)).getBenutzerinfo(undefined, { botcheck: zweiter }), 401);
    await expectBotcheckVerlangt(clientVon(s, neueIp(), v.credentials).getBenutzerinfo(undefined, { botcheck: zweiter }));
  });

  it('answers the bot-check request with its header only on that 429', async () => {
    const v = await s.createVerein();
    await angriffVonVielenClients(s, v, 4);
    const res = await fetch(`${s.apiBase}/api/adminPortal/benutzerinfo`, {
      headers: {
        vereinid: String(v.vereinId),
        emailadresse: encodeURIComponent(v.credentials.emailadresse),
        passwort: encodeURIComponent(v.credentials.passwort),
        'x-forwarded-for': neueIp(),
      },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get(BOTCHECK_HEADER)).toBe('verlangt');
    const falschRes = await fetch(`${s.apiBase}/api/adminPortal/benutzerinfo`, {
      headers: { vereinid: String(v.vereinId), emailadresse: 'x@example.ch', passwort: 'y' },
    });
    expect(falschRes.status).toBe(401);
    expect(falschRes.headers.get(BOTCHECK_HEADER)).toBeNull();
  });
});

describe(`TRUST_PROXY decides whose X-Forwarded-For counts (${TEST_DB})`, () => {
  const env = { AUTH_MAX_FAILS_PER_IP: '3' };
  /** Wrong sign-ins for unknown e-mails, each with another X-Forwarded-For. */
  async function rotierend(s: TestServer, anzahl: number): Promise<number[]> {
    const status: number[] = [];
    for (let i = 0; i < anzahl; i++) {
      const res = await fetch(`${s.apiBase}/api/adminPortal/benutzerinfo`, {
        headers: {
          vereinid: String(s.verein.vereinId),
          emailadresse: `rot${i}@example.ch`,
          passwort: 'falsch',
          'x-forwarded-for': `192.0.2.${i + 1}`,
        },
      });
      status.push(res.status);
    }
    return status;
  }

  it('unset: a rotating X-Forwarded-For from 127.0.0.1 does not escape the per-address limit', async () => {
    const s = await startTestServer({ env });
    try {
      expect(await rotierend(s, 5)).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await s.close();
    }
  });

  it('a list without the proxy ignores the header; the proxy address or a hop count honours it', async () => {
    for (const [TRUST_PROXY, erwartet] of [
      ['10.0.0.0/8, fd00::/8', [401, 401, 401, 429, 429]],
      ['127.0.0.1', [401, 401, 401, 401, 401]],
      ['127.0.0.0/8', [401, 401, 401, 401, 401]],
      ['1', [401, 401, 401, 401, 401]],
    ] as const) {
      const s = await startTestServer({ env: { ...env, TRUST_PROXY } });
      try {
        expect(await rotierend(s, 5), TRUST_PROXY).toEqual(erwartet);
      } finally {
        await s.close();
      }
    }
  });
});
