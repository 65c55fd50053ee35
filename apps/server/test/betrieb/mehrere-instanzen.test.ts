/**
 * Two real server processes on one PostgreSQL database (docs/architecture.md, several instances): what a
 * user does on one instance holds on the other, as behind a load balancer that spreads requests over both.
 * Each process has its own DATA_DIR, so nothing can be shared through the disk; they share DATABASE_URL and
 * SERVER_SECRET. PostgreSQL only (SQLite serves one instance): apps/server/vitest.config.ts includes this
 * file only with TEST_DB=postgres.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient, dokumentTeile, isApiError, type ApiClient, type ApiCredentials } from '@vereinsportal/api-client';
import type { Mitglied } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { SERVER_MELDUNG } from '../../src/http/messages.js';
import { solveBotcheck } from '../helpers/botcheck.js';
import { expectApiError } from '../helpers/expect-error.js';
import { clientHinterProxy } from '../helpers/hinter-proxy.js';
import { neuesDokument, neuesMitglied } from '../helpers/fixtures.js';
import { pdfBytes } from '../helpers/pdf.js';
import { beendet, DEMO_ANMELDUNG, startServerProzess, type ServerProzess } from '../helpers/server-prozess.js';
import { startSmtpPostfach, type SmtpPostfach } from '../helpers/smtp-postfach.js';
import { createPgDatabase, TEST_DB, zugangUeberMail } from '../helpers/test-server.js';

/** The operator's defaults (src/config.ts): the limits one instance enforces. */
const STANDARD = loadConfig({});

interface Instanz {
  name: 'A' | 'B';
  prozess: ServerProzess;
  /** http://127.0.0.1:<port>/vereinsportalServer */
  apiBase: string;
}

/**
 * A client of one instance. The instances trust 127.0.0.1 as proxy, so `ip` is the client address they
 * see (the sign-in throttles count per client address), as behind a load balancer.
 */
const klient = (instanz: Instanz, credentials: ApiCredentials | null, ip = '10.0.0.1'): ApiClient =>
  clientHinterProxy(instanz.apiBase, ip, credentials);

let ipZaehler = 0;
/** A client address no other step of this file uses. */
const neueIp = () => `10.${20 + Math.floor(++ipZaehler / 250)}.${ipZaehler % 250}.7`;

const dok = neuesDokument;

async function expectBotcheckVerlangt(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected the bot-check 429, got ${error === null ? 'success' : String(error)}`);
  expect(error.status).toBe(429);
  expect(error.body).toBe(
    'Für dieses Konto gab es viele fehlgeschlagene Anmeldeversuche. Bitte bestätigen Sie, dass Sie kein Roboter sind, und melden Sie sich erneut an.',
  );
  expect(error.botcheckVerlangt).toBe(true);
}

describe(`two server processes on one PostgreSQL database (${TEST_DB})`, () => {
  const dirs: string[] = [];
  let datenbank: { url: string; drop(): Promise<void> } | null = null;
  let postfach: SmtpPostfach;
  let A: Instanz;
  let B: Instanz;
  let adminA: ApiClient;
  let adminB: ApiClient;

  async function starte(name: 'A' | 'B', env: Record<string, string>): Promise<Instanz> {
    const dataDir = mkdtempSync(path.join(tmpdir(), `vp-instanz-${name}-`));
    dirs.push(dataDir);
    const prozess = startServerProzess({
      ...env,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      MEMBER_WEB_DIST_DIR: path.join(dataDir, 'no-app'),
    });
    return { name, prozess, apiBase: `${await prozess.ready}/vereinsportalServer` };
  }

  beforeAll(async () => {
    if (TEST_DB !== 'postgres') throw new Error('mehrere-instanzen.test.ts needs TEST_DB=postgres (see apps/server/vitest.config.ts)');
    datenbank = await createPgDatabase();
    // A slow mail server: deliveries of both instances overlap, as they would with a real relay.
    postfach = await startSmtpPostfach({ verzoegerungMs: 40 });
    const env = {
      DATABASE_URL: datenbank.url,
      SERVER_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: postfach.url,
      TRUST_PROXY: '127.0.0.1',
      BOTCHECK_COST: '500',
    };
    // One after the other: the first migrates and seeds the demo club, the second finds it there.
    A = await starte('A', env);
    B = await starte('B', env);
    adminA = klient(A, DEMO_ANMELDUNG);
    adminB = klient(B, DEMO_ANMELDUNG);
  });

  afterAll(async () => {
    for (const i of [A, B])
      if (i && i.prozess.child.exitCode === null && i.prozess.child.signalCode === null) i.prozess.child.kill('SIGKILL');
    await Promise.all([A, B].filter(Boolean).map((i) => beendet(i.prozess.child)));
    await postfach?.close();
    await datenbank?.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  let zaehler = 0;
  /** A new member with system access whose password was set through the credentials mail's link. */
  async function mitgliedMitPasswort(): Promise<{ mitglied: Mitglied; credentials: ApiCredentials }> {
    const n = ++zaehler;
    const neu = neuesMitglied({ Emailadresse: `instanz-${n}.${randomBytes(3).toString('hex')}@example.ch` });
    const { RecordId } = await adminA.createMitglied({ body: neu });
    const mitglied = { ...neu, MitgliedId: RecordId };
    await adminB.appZugangsDatenSenden({ body: mitglied });
    const mail = await postfach.warteAuf(neu.Emailadresse!);
    const credentials = await zugangUeberMail(klient(A, null), mail.text, `Erstes-Passwort-${n}`);
    return { mitglied, credentials };
  }

  it('a document uploaded on A is downloaded on B byte for byte; deleted on B, A answers 404', async () => {
    const bytes = pdfBytes(50_000);
    const { RecordId } = await adminA.createDokument({
      body: dokumentTeile(dok(), new Blob([bytes], { type: 'application/pdf' }), 'Statuten 2026.pdf'),
    });
    const aufB = await adminB.getDokumentDatei({ params: { DokumentId: RecordId } });
    expect(new Uint8Array(await aufB.arrayBuffer())).toEqual(bytes);
    const aufA = await adminA.getDokumentDatei({ params: { DokumentId: RecordId } });
    expect(new Uint8Array(await aufA.arrayBuffer())).toEqual(bytes);

    await adminB.deleteDokument({ params: { DokumentId: RecordId } });
    await expectApiError(adminA.getDokumentDatei({ params: { DokumentId: RecordId } }), 404);
    await expectApiError(adminA.getDokument({ params: { DokumentId: RecordId } }), 404);
    expect((await adminA.getDokumente()).map((d) => d.DokumentId)).not.toContain(RecordId);
  });

  it("B's member list, read just before, shows a member added on A and drops one deleted on A", async () => {
    const namen = async (admin: ApiClient) => (await admin.getMitglieder({ query: {} })).map((m) => m.Nachname);
    const neu = neuesMitglied({ Nachname: `Zweitinstanz-${randomBytes(3).toString('hex')}`, HatSystemZugriff: 0, Emailadresse: null });
    expect(await namen(adminB)).not.toContain(neu.Nachname);
    const { RecordId } = await adminA.createMitglied({ body: neu });
    expect(await namen(adminB)).toContain(neu.Nachname);
    await adminA.updateMitgliedStatus({ params: { MitgliedId: RecordId }, body: { Status: 'D' } });
    expect(await namen(adminB)).not.toContain(neu.Nachname);
  });

  it('a password changed on A: B refuses the old one it had just accepted on the very next request', async () => {
    const { credentials } = await mitgliedMitPasswort();
    const appB = klient(B, credentials);
    // Signed in on B, twice: the second call is answered from B's credential cache.
    await appB.getAppBenutzer();
    await appB.getAppBenutzer();
    await klient(A, credentials).changeAppPasswort({ body: { PasswortAlt: credentials.passwort, PasswortNeu: 'Zweites-Passwort-9' } });
    expect(await expectApiError(appB.getAppBenutzer(), 401)).toBe(SERVER_MELDUNG.appAnmeldungFalsch);
    const neu = await klient(B, { ...credentials, passwort: 'Zweites-Passwort-9' }).getAppBenutzer();
    expect(neu.Emailadresse).toBe(credentials.emailadresse);
  });

  it('a member deleted (Status D) on A, or whose system access is removed on A, is refused by B at once', async () => {
    const geloescht = await mitgliedMitPasswort();
    const ohneZugriff = await mitgliedMitPasswort();
    for (const m of [geloescht, ohneZugriff]) {
      await klient(B, m.credentials).getAppBenutzer();
      await klient(B, m.credentials).getAppBenutzer();
    }
    await adminA.updateMitgliedStatus({ params: { MitgliedId: geloescht.mitglied.MitgliedId }, body: { Status: 'D' } });
    await expectApiError(klient(B, geloescht.credentials).getAppBenutzer(), 401);

    await adminA.updateMitglied({
      params: { MitgliedId: ohneZugriff.mitglied.MitgliedId },
      body: { ...ohneZugriff.mitglied, HatSystemZugriff: 0 },
    });
    await expectApiError(klient(B, ohneZugriff.credentials).getAppBenutzer(), 401);
  });

  it("the app's device token from A signs in on B; signed out on A (sign-out, another device's password change), B refuses it at once", async () => {
    const { credentials } = await mitgliedMitPasswort();
    const geraet = async (GeraetId: string) => {
      const { Token } = await klient(A, null).appAnmelden({ body: { GeraetId, Bezeichnung: 'Instanz-Test' } }, { credentials });
      return {
        GeraetId,
        aufA: createApiClient({ baseUrl: A.apiBase, credentials: () => ({ geraeteToken: Token }) }),
        aufB: createApiClient({ baseUrl: B.apiBase, credentials: () => ({ geraeteToken: Token }) }),
      };
    };
    const eins = await geraet('instanz-geraet-1');
    const zwei = await geraet('instanz-geraet-2');
    const drei = await geraet('instanz-geraet-3');
    for (const g of [eins, zwei, drei]) expect((await g.aufB.getAppBenutzer()).Emailadresse).toBe(credentials.emailadresse);

    await eins.aufA.deleteAppGeraet({ params: { GeraetId: eins.GeraetId } });
    expect(await expectApiError(eins.aufB.getAppBenutzer(), 401)).toBe(SERVER_MELDUNG.appAnmeldungFalsch);
    await zwei.aufA.changeAppPasswort({ body: { PasswortAlt: credentials.passwort, PasswortNeu: 'Token-Instanz-Passwort-3' } });
    await expectApiError(drei.aufB.getAppBenutzer(), 401);
    await zwei.aufB.getAppBenutzer();
  });

  it('wrong passwords of one client split over A and B are blocked at the same count as on one instance', async () => {
    const { credentials } = await mitgliedMitPasswort();
    const ip = neueIp();
    const falsch = { ...credentials, passwort: 'falsch' };
    const grenze = STANDARD.authMaxFailsPerUser;
    for (let i = 0; i < grenze; i++) await expectApiError(klient(i % 2 ? B : A, falsch, ip).getAppBenutzer(), 401);
    // The next try on either instance is blocked, however the failures were spread.
    expect(await expectApiError(klient(grenze % 2 ? B : A, falsch, ip).getAppBenutzer(), 429)).toBe(SERVER_MELDUNG.zuVieleVersuche);
    expect(await expectApiError(klient(grenze % 2 ? A : B, falsch, ip).getAppBenutzer(), 429)).toBe(SERVER_MELDUNG.zuVieleVersuche);
  });

  it('failures from many clients over A and B demand the bot check as on one instance; a solved challenge counts once across both', async () => {
    const { credentials } = await mitgliedMitPasswort();
    const falsch = { ...credentials, passwort: 'falsch' };
    // One failure per client, alternating instances: the account-wide count is one past the per-client limit.
    for (let i = 0; i <= STANDARD.authMaxFailsPerUser; i++)
      await expectApiError(klient(i % 2 ? B : A, falsch, neueIp()).getAppBenutzer(), 401);
    await expectBotcheckVerlangt(klient(A, credentials, neueIp()).getAppBenutzer());
    await expectBotcheckVerlangt(klient(B, credentials, neueIp()).getAppBenutzer());

    // A challenge issued by A, solved, used on B: signs in; the same solution again on A is refused.
    const botcheck = await solveBotcheck(klient(A, null));
    const info = await klient(B, credentials, neueIp()).getAppBenutzer(undefined, { botcheck });
    expect(info.Emailadresse).toBe(credentials.emailadresse);
    await expectBotcheckVerlangt(klient(A, credentials, neueIp()).getAppBenutzer(undefined, { botcheck }));
  });

  it('mails asked for on A and B at the same time reach the mail server exactly once each', async () => {
    const demo = await adminA.getMitglieder({ query: {} });
    const ziele = demo
      .filter(
        (m) =>
          m.Status === 'A' &&
          m.HatSystemZugriff === 1 &&
          m.IstVereinsAdministrator === 0 &&
          m.Emailadresse &&
          !m.Emailadresse.startsWith('instanz-'),
      )
      .slice(0, 20);
    expect(ziele).toHaveLength(20);
    // 'Zugangsdaten senden' for 20 members at once, alternately on A and B; both instances deliver.
    await Promise.all(ziele.map((m, i) => (i % 2 ? adminB : adminA).appZugangsDatenSenden({ body: { MitgliedId: m.MitgliedId } })));
    const adressen = ziele.map((m) => m.Emailadresse!.toLowerCase());
    await Promise.all(adressen.map((a) => postfach.warteAuf(a, 20_000)));
    // Time for a second delivery of any mail, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(Object.fromEntries(adressen.map((a) => [a, postfach.an(a).length]))).toEqual(Object.fromEntries(adressen.map((a) => [a, 1])));
  });

  it('health answers on both; SIGTERM ends A with exit code 0 within 10 s while B keeps answering', async () => {
    for (const i of [A, B]) {
      const res = await fetch(`${i.apiBase}/health`);
      expect(res.status, i.name).toBe(200);
      expect(await res.json()).toMatchObject({ Status: 'bereit' });
    }
    const start = Date.now();
    A.prozess.child.kill('SIGTERM');
    const code = await Promise.race([
      beendet(A.prozess.child),
      new Promise<string>((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000)),
    ]);
    expect(code).toBe(0);
    expect(Date.now() - start).toBeLessThan(10_000);

    const res = await fetch(`${B.apiBase}/health`);
    expect(res.status).toBe(200);
    expect((await adminB.getMitglieder({ query: {} })).length).toBeGreaterThan(0);
  });
});
