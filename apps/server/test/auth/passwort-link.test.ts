/**
 * Credentials mails carry a one-time link to set one's own password, never a password: single use,
 * valid 7 days, a newer mail kills the older link, a working password stays valid until the link is
 * used, and neither a password nor a usable link is kept in clear in the database.
 */
import { MELDUNG, PASSWORT_MIN_LAENGE } from '@vereinsportal/domain';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../../src/db/migrate.js';
import { SERVER_MELDUNG } from '../../src/http/messages.js';
import { tokenHash } from '../../src/services/passwort-link.js';
import { solveBotcheck } from '../helpers/botcheck.js';
import { expectApiError } from '../helpers/expect-error.js';
import { neuesMitglied } from '../helpers/fixtures.js';
import { readCredentialsMail, startTestServer, TEST_DB, TestClock, zugangUeberMail, type TestServer } from '../helpers/test-server.js';

let s: TestServer;
const clock = new TestClock('2026-06-01T10:00:00Z');

/** The newest mail to an address. */
async function mailAn(to: string): Promise<string> {
  const mail = (await s.deps.outbox.list()).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail.text;
}

/** A member with system access in the first club; returns its id and e-mail. */
async function mitgliedMitZugang(overrides = {}) {
  const m = neuesMitglied({ IstVereinsAdministrator: 1, ...overrides });
  const { RecordId } = await s.adminClient.createMitglied({ body: m });
  return { id: RecordId, email: m.Emailadresse!, mitglied: m };
}

async function zugangSenden(id: number): Promise<string> {
  await s.adminClient.appZugangsDatenSenden({ body: { MitgliedId: id } });
  return readCredentialsMail(await mailAn((await s.adminClient.getMitglied({ params: { MitgliedId: id } })).Emailadresse!)).token;
}

describe(`one-time set-password links (${TEST_DB})`, () => {
  beforeAll(async () => {
    s = await startTestServer({ clock });
  });
  afterAll(async () => s?.close());

  it('registration mails Vereinsnummer, E-Mail and a link, no password; the club admin signs in only after setting one', async () => {
    const anon = s.client();
    const email = `reg.${Date.now()}@verein.ch`;
    const RecaptchaResponse = await solveBotcheck(anon);
    const { RecordId } = await anon.registrieren({
      body: {
        VereinId: 0,
        LandId: 756,
        VereinsName: 'Linkverein',
        Vorname: 'Lina',
        Nachname: 'Link',
        Strasse: 'Weg 1',
        Postleitzahl: '3000',
        Ort: 'Bern',
        Emailadresse: email,
        RecaptchaResponse,
      },
    });
    const text = await mailAn(email);
    expect(text).toMatch(new RegExp(`^Vereinsnummer: ${RecordId}$`, 'm'));
    expect(text).toMatch(new RegExp(`^E-Mail: ${email.replace(/\./g, '\\.')}$`, 'm'));
    expect(text).toMatch(/^Link: http:\/\/\S+\/passwortsetzen#[A-Za-z0-9_-]{43}$/m);
    expect(text).not.toMatch(/Passwort:/);
    // The same text went to the console (no SMTP here): no password there either. The route only starts
    // the delivery; this waits for it.
    await s.deps.outbox.flush();
    expect(s.mails.find((m) => m.to === email)?.text).toBe(text);

    const mitglied = await s.db.selectFrom('mitglied').select(['PasswortHash']).where('VereinId', '=', RecordId).executeTakeFirstOrThrow();
    expect(mitglied.PasswortHash).toBeNull();
    const creds = await zugangUeberMail(anon, text, 'Lina-sicher-2026');
    expect(creds).toEqual({ vereinId: RecordId, emailadresse: email, passwort: 'Lina-sicher-2026' });
    expect((await s.client(creds).getBenutzerinfo()).Vorname).toBe('Lina');
  });

  it('the answer tells the screen where to sign in', async () => {
    const { id, email } = await mitgliedMitZugang();
    const token = await zugangSenden(id);
    const antwort = await s.client().passwortSetzen({ body: { Token: token, Passwort: 'Ein-gutes-Passwort' } });
    expect(antwort).toEqual({ VereinId: s.verein.vereinId, Emailadresse: email, IstVereinsAdministrator: 1 });
  });

  it('a link works once; the second use is a 404 with a German sentence', async () => {
    const { id } = await mitgliedMitZugang();
    const token = await zugangSenden(id);
    await s.client().passwortSetzen({ body: { Token: token, Passwort: 'Erstes-Passwort-1' } });
    expect(await expectApiError(s.client().passwortSetzen({ body: { Token: token, Passwort: 'Zweites-Passwort-2' } }), 404)).toBe(
      SERVER_MELDUNG.passwortLinkUngueltig,
    );
  });

  it('a newer mail makes the older link useless', async () => {
    const { id, email } = await mitgliedMitZugang();
    const alt = await zugangSenden(id);
    const neu = await zugangSenden(id);
    expect(neu).not.toBe(alt);
    await expectApiError(s.client().passwortSetzen({ body: { Token: alt, Passwort: 'Altes-Link-Passwort' } }), 404);
    await s.client().passwortSetzen({ body: { Token: neu, Passwort: 'Neues-Link-Passwort' } });
    expect(
      (await s.client({ vereinId: s.verein.vereinId, emailadresse: email, passwort: 'Neues-Link-Passwort' }).getBenutzerinfo()).MitgliedId,
    ).toBe(id);
  });

  it('a link is valid 7 days, not a second longer', async () => {
    const { id } = await mitgliedMitZugang();
    const token = await zugangSenden(id);
    clock.advanceDays(1);
    const spaeter = await mitgliedMitZugang();
    const tokenSpaeter = await zugangSenden(spaeter.id);
    // Seven days and one second after the first mail; the second one is a day younger.
    clock.advanceDays(6);
    clock.set(new Date(clock.now().getTime() + 1000));
    await expectApiError(s.client().passwortSetzen({ body: { Token: token, Passwort: 'Zu-spaet-Passwort' } }), 404);
    await s.client().passwortSetzen({ body: { Token: tokenSpaeter, Passwort: 'Gerade-noch-Passwort' } });
  });

  it("'Zugangsdaten senden' links to the member app's set-password page; the member signs in to the app with it", async () => {
    const m = neuesMitglied({ IstVereinsAdministrator: 0 });
    const { RecordId: id } = await s.adminClient.createMitglied({ body: m });
    await s.adminClient.appZugangsDatenSenden({ body: { MitgliedId: id } });
    const text = await mailAn(m.Emailadresse!);
    expect(text).toMatch(/^Link: http:\/\/\S+\/app\/passwort#[A-Za-z0-9_-]{43}$/m);
    expect(text).not.toContain('/passwortsetzen');
    // It explains the app; the portal, where this member cannot sign in, is not mentioned.
    expect(text).toMatch(/unter http:\/\/\S+\/app\/ und melden sich dort mit Vereinsnummer, E-Mail-Adresse und dem Passwort an/);
    expect(text).not.toContain('Vereinsportal');
    const zugang = await zugangUeberMail(s.client(), text, 'App-Passwort-123');
    expect((await s.client(zugang).getAppBenutzer()).MitgliedId).toBe(id);
    // A member who is no administrator still has no portal sign-in.
    await expectApiError(s.client(zugang).getBenutzerinfo(), 401);
  });

  it("'Zugangsdaten senden' to an administrator also names the portal, where the same sign-in works", async () => {
    const { id, email } = await mitgliedMitZugang();
    await s.adminClient.appZugangsDatenSenden({ body: { MitgliedId: id } });
    expect(await mailAn(email)).toMatch(
      /^Als Vereinsadministrator melden Sie sich mit denselben Angaben auch im Vereinsportal an: http:\/\/\S+\/$/m,
    );
  });

  it('sending credentials does not change a working password until the link is used', async () => {
    const { id, email } = await mitgliedMitZugang();
    const token = await zugangSenden(id);
    const alt = { vereinId: s.verein.vereinId, emailadresse: email, passwort: 'Bisheriges-Passwort' };
    await s.client().passwortSetzen({ body: { Token: token, Passwort: alt.passwort } });
    await s.client(alt).getBenutzerinfo();
    const neuerToken = await zugangSenden(id);
    // Mail sent, link not used: the old password still works (and stays cached).
    expect((await s.client(alt).getBenutzerinfo()).MitgliedId).toBe(id);
    await s.client().passwortSetzen({ body: { Token: neuerToken, Passwort: 'Danach-Passwort-9' } });
    await expectApiError(s.client(alt).getBenutzerinfo(), 401);
  });

  it('the database holds only the hash of an open link, and nothing after use', async () => {
    const { id } = await mitgliedMitZugang();
    const token = await zugangSenden(id);
    const zeile = async () =>
      s.db
        .selectFrom('mitglied')
        .select(['PasswortLinkHash', 'PasswortLinkGueltigBis', 'PasswortHash'])
        .where('MitgliedId', '=', id)
        .executeTakeFirstOrThrow();
    const offen = await zeile();
    expect(offen.PasswortLinkHash).toBe(tokenHash(token));
    expect(JSON.stringify(offen)).not.toContain(token);
    await s.client().passwortSetzen({ body: { Token: token, Passwort: 'Gehashtes-Passwort' } });
    const danach = await zeile();
    expect(danach).toMatchObject({ PasswortLinkHash: null, PasswortLinkGueltigBis: null });
    expect(danach.PasswortHash).toMatch(/^scrypt\$/);
    expect(danach.PasswortHash).not.toContain('Gehashtes-Passwort');
  });

  it('changing the e-mail address or deleting the member kills an open link', async () => {
    const a = await mitgliedMitZugang({ IstVereinsAdministrator: 0 });
    const tokenA = await zugangSenden(a.id);
    await s.adminClient.updateMitglied({ params: { MitgliedId: a.id }, body: { Emailadresse: `anders.${a.email}` } });
    await expectApiError(s.client().passwortSetzen({ body: { Token: tokenA, Passwort: 'Fremdes-Passwort-1' } }), 404);

    const b = await mitgliedMitZugang({ IstVereinsAdministrator: 0 });
    const tokenB = await zugangSenden(b.id);
    await s.adminClient.updateMitglied({ params: { MitgliedId: b.id }, body: { Status: 'D' } });
    await expectApiError(s.client().passwortSetzen({ body: { Token: tokenB, Passwort: 'Geloescht-Passwort' } }), 404);
  });

  it('a too short password or a malformed token is a 400 naming the field', async () => {
    const { id } = await mitgliedMitZugang();
    const token = await zugangSenden(id);
    expect(await expectApiError(s.client().passwortSetzen({ body: { Token: token, Passwort: 'kurz' } }), 400)).toEqual({
      Passwort: [MELDUNG.passwortZuKurz(PASSWORT_MIN_LAENGE)],
    });
    expect(await expectApiError(s.client().passwortSetzen({ body: { Token: 'zu-kurz', Passwort: 'Lang-genug-123' } }), 400)).toEqual({
      Token: [MELDUNG.passwortLinkUngueltig],
    });
    // The link survived the refused attempts.
    await s.client().passwortSetzen({ body: { Token: token, Passwort: 'Lang-genug-123' } });
  });

  it('what a registrant types cannot open the mail or forge its lines', async () => {
    const anon = s.client();
    const email = `evil.${Date.now()}@verein.ch`;
    const RecaptchaResponse = await solveBotcheck(anon);
    await anon.registrieren({
      body: {
        VereinId: 0,
        LandId: 756,
        VereinsName: 'Gewinn!\nLink: http://boese.example/\nVereinsnummer: 1',
        Vorname: 'Klicken Sie hier',
        Nachname: 'X',
        Strasse: 'Weg 1',
        Postleitzahl: '3000',
        Ort: 'Bern',
        Emailadresse: email,
        RecaptchaResponse,
      },
    });
    const zeilen = (await mailAn(email)).split('\n');
    expect(zeilen.slice(0, 5).join('\n')).not.toMatch(/Gewinn|boese|Klicken/);
    expect(zeilen.filter((z) => z.startsWith('Link: '))).toHaveLength(1);
    expect(zeilen.filter((z) => z.startsWith('Vereinsnummer: '))).toHaveLength(1);
    expect(zeilen.find((z) => z.startsWith('Link: '))).toMatch(/^Link: http:\/\/(127\.0\.0\.1|localhost)/);
  });
});

describe(`upgrade from mailed passwords (${TEST_DB})`, () => {
  it('removes the password line of credentials mails an earlier version queued', async () => {
    const t = await startTestServer();
    try {
      const migrator = new Migrator({ db: t.db, provider: migrationProvider });
      expect((await migrator.migrateTo('003_mitglieder_stand')).error).toBeUndefined();
      await sql`insert into "outbox" ("to", "subject", "text", "createdAt", "state", "attempts") values (${'alt@example.ch'}, ${'Zugangsdaten'}, ${'Vereinsnummer: 1001\nE-Mail: alt@example.ch\nPasswort: Ab3dEf7hJk9m\n'}, ${'2026-01-01T00:00:00.000Z'}, ${'console'}, ${0})`.execute(
        t.db,
      );
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const mail = (await t.deps.outbox.list()).find((m) => m.to === 'alt@example.ch')!;
      expect(mail.text).not.toContain('Ab3dEf7hJk9m');
      expect(mail.text).toContain('Vereinsnummer: 1001');
    } finally {
      await t.close();
    }
  });
});
