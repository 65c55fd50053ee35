import { IMPORT_FELD, IMPORT_MAX_ZEILEN, IMPORT_MELDUNG, MAX, MELDUNG, TEST_MAX_MITGLIEDER } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MELDUNG } from '../src/http/messages.js';
import { hashLimit } from '../src/services/passwords.js';
import { expectApiError } from './helpers/expect-error.js';
import { neuesMitglied } from './helpers/fixtures.js';
import { startTestServer, TEST_DB, TestClock, zugangUeberMail, type TestServer } from './helpers/test-server.js';

/** docs/produkt.md §10 rules: sign-in, members, import, categories, registration. */
describe(`core rules (${TEST_DB})`, () => {
  let server: TestServer;
  const clock = new TestClock('2026-03-10T10:00:00Z');
  beforeAll(async () => {
    server = await startTestServer({ clock, env: { AUTH_MAX_FAILS_PER_USER: '3', AUTH_THROTTLE_WINDOW_SECONDS: '60' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('sign-in', () => {
    it('stores passwords only as scrypt hashes', async () => {
      const row = await server.db
        .selectFrom('mitglied')
        .select('PasswortHash')
        .where('MitgliedId', '=', server.verein.mitgliedId)
        .executeTakeFirstOrThrow();
      expect(row.PasswortHash).toMatch(/^scrypt\$\d+\$/);
      expect(row.PasswortHash).not.toContain(server.verein.credentials.passwort);
    });

    it('accepts e-mail case-insensitively and passwords with umlauts (percent-encoded headers)', async () => {
      const { credentials } = server.verein;
      expect(credentials.passwort).toMatch(/[äöü]/);
      await server.client({ ...credentials, emailadresse: credentials.emailadresse.toUpperCase() }).getBenutzerinfo();
    });

    it('refuses missing headers, members who are no administrators, without system access, or deleted', async () => {
      await expectApiError(server.client().getBenutzerinfo(), 401);
      const v = await server.createVerein();
      // Demote via the database so the admin stays able to sign in elsewhere.
      await server.db.updateTable('mitglied').set({ IstVereinsAdministrator: 0 }).where('MitgliedId', '=', v.mitgliedId).execute();
      await expectApiError(v.client.getBenutzerinfo(), 401);
      const w = await server.createVerein();
      await server.db.updateTable('mitglied').set({ Status: 'D' }).where('MitgliedId', '=', w.mitgliedId).execute();
      await expectApiError(w.client.getBenutzerinfo(), 401);
    });

    it('a member change invalidates the credential cache', async () => {
      const v = await server.createVerein();
      const zweiter = neuesMitglied({ IstVereinsAdministrator: 1 });
      const { RecordId } = await v.client.createMitglied({ body: zweiter });
      await v.client.appZugangsDatenSenden({ body: { ...zweiter, MitgliedId: RecordId } });
      const mail = (await server.deps.outbox.list()).find((m) => m.to === zweiter.Emailadresse)!;
      const creds = await zugangUeberMail(server.client(), mail.text);
      const second = server.client(creds);
      await second.getBenutzerinfo(); // now cached
      await v.client.updateMitglied({ params: { MitgliedId: RecordId }, body: { IstVereinsAdministrator: 0 } });
      await expectApiError(second.getBenutzerinfo(), 401);
    });

    it("a change of one member keeps the other members' sign-ins cached, and the changed one's is checked afresh at once", async () => {
      const v = await server.createVerein();
      const zweiter = neuesMitglied({ IstVereinsAdministrator: 1 });
      const { RecordId: zweiterId } = await v.client.createMitglied({ body: zweiter });
      await v.client.appZugangsDatenSenden({ body: { ...zweiter, MitgliedId: zweiterId } });
      const mail = (await server.deps.outbox.list()).find((m) => m.to === zweiter.Emailadresse)!;
      const creds = await zugangUeberMail(server.client(), mail.text);
      const b = server.client(creds);
      await b.getBenutzerinfo();
      await v.client.getBenutzerinfo();

      // Changes of B, a new member and an import: A's next calls compute no password hash.
      const vorher = hashLimit.started;
      await v.client.updateMitglied({ params: { MitgliedId: zweiterId }, body: { Vorname: 'Neu', IstVereinsAdministrator: 0 } });
      await v.client.createMitglied({ body: neuesMitglied() });
      await v.client.importMitglieder({ body: [neuesMitglied()] });
      expect((await v.client.getBenutzerinfo()).MitgliedId).toBe(v.mitgliedId);
      expect(hashLimit.started - vorher).toBe(0);

      // B lost the administrator flag: refused by the portal at once, still a member in the app.
      await expectApiError(b.getBenutzerinfo(), 401);
      expect((await b.getAppBenutzer()).MitgliedId).toBe(zweiterId);
      await b.getAppBenutzer(); // cached for the member role

      // B's own password change ends B's old sign-in at once; A still needs no hash.
      await b.changeAppPasswort({ body: { PasswortAlt: creds.passwort, PasswortNeu: 'Ganz-neues-Passwort-2' } });
      await expectApiError(b.getAppBenutzer(), 401);
      const nachPasswort = hashLimit.started;
      await v.client.getBenutzerinfo();
      expect(hashLimit.started - nachPasswort).toBe(0);

      // B, an administrator again, removes A's flag: A is refused by the portal on the very next request.
      const bNeu = server.client({ ...creds, passwort: 'Ganz-neues-Passwort-2' });
      await v.client.updateMitglied({ params: { MitgliedId: zweiterId }, body: { IstVereinsAdministrator: 1 } });
      await bNeu.updateMitglied({ params: { MitgliedId: v.mitgliedId }, body: { IstVereinsAdministrator: 0 } });
      await expectApiError(v.client.getBenutzerinfo(), 401);
      // Deactivating A ends the member app too.
      expect((await v.client.getAppBenutzer()).MitgliedId).toBe(v.mitgliedId);
      await bNeu.updateMitglied({ params: { MitgliedId: v.mitgliedId }, body: { Status: 'D' } });
      await expectApiError(v.client.getAppBenutzer(), 401);
    });

    it('parallel calls with credentials not yet cached cost one password hash, and each is answered', async () => {
      const v = await server.createVerein();
      const vorher = hashLimit.started;
      const antworten = await Promise.all(
        Array.from({ length: 10 }, () => server.app.authenticator.authenticate(v.credentials, '192.0.2.7')),
      );
      expect(hashLimit.started - vorher).toBe(1);
      expect(new Set(antworten.map((a) => a.mitgliedId))).toEqual(new Set([v.mitgliedId]));
      // A wrong password is refused for every one of them.
      const falsch = { ...v.credentials, passwort: 'falsch' };
      const abgelehnt = await Promise.allSettled(
        Array.from({ length: 2 }, () => server.app.authenticator.authenticate(falsch, '192.0.2.8')),
      );
      expect(abgelehnt.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    });

    it('sending credentials to oneself keeps the password working until the link is used, then only the new one works', async () => {
      const v = await server.createVerein();
      await v.client.getBenutzerinfo();
      const self = await v.client.getMitglied({ params: { MitgliedId: v.mitgliedId } });
      await v.client.appZugangsDatenSenden({ body: self });
      expect((await v.client.getBenutzerinfo()).MitgliedId).toBe(v.mitgliedId);
      const mail = (await server.deps.outbox.list()).find((m) => m.to === v.credentials.emailadresse)!;
      const neu = await zugangUeberMail(server.client(), mail.text);
      await expectApiError(v.client.getBenutzerinfo(), 401);
      expect((await server.client(neu).getBenutzerinfo()).MitgliedId).toBe(v.mitgliedId);
    });

    it('throttles failed attempts per club+e-mail with 429', async () => {
      const v = await server.createVerein();
      const bad = server.client({ ...v.credentials, passwort: 'falsch' });
      for (let i = 0; i < 3; i++) await expectApiError(bad.getBenutzerinfo(), 401);
      const body = await expectApiError(bad.getBenutzerinfo(), 429);
      expect(body).toBe(SERVER_MELDUNG.zuVieleVersuche);
      // Even the right password from the same client waits until the window has passed.
      await expectApiError(v.client.getBenutzerinfo(), 429);
      clock.set(new Date(clock.now().getTime() + 61_000));
      await v.client.getBenutzerinfo();
    });
  });

  describe('members', () => {
    it('e-mail is unique per club, case-insensitive, deleted members included (409)', async () => {
      const v = await server.createVerein();
      const m = neuesMitglied();
      const { RecordId } = await v.client.createMitglied({ body: m });
      await v.client.updateMitglied({ params: { MitgliedId: RecordId }, body: { Status: 'D' } });
      const body = await expectApiError(
        v.client.createMitglied({ body: neuesMitglied({ Emailadresse: m.Emailadresse!.toUpperCase() }) }),
        409,
      );
      expect(body).toBe(IMPORT_MELDUNG.emailNichtEindeutig);
      const other = await v.client.createMitglied({ body: neuesMitglied() });
      await expectApiError(
        v.client.updateMitglied({ params: { MitgliedId: other.RecordId }, body: { Emailadresse: m.Emailadresse } }),
        409,
      );
      // Another club may use the same address.
      const w = await server.createVerein();
      await w.client.createMitglied({ body: neuesMitglied({ Emailadresse: m.Emailadresse }) });
    });

    it('system-access members never exceed the contract (create, switch on, restore, import)', async () => {
      const v = await server.createVerein(); // Test contract: 30, admin uses 1
      await v.client.importMitglieder({ body: Array.from({ length: 29 }, () => neuesMitglied()) });
      expect((await v.client.getVereinsUebersicht()).AnzahlMitgliederMitSystemZugriff).toBe(30);
      expect(await expectApiError(v.client.createMitglied({ body: neuesMitglied() }), 409)).toBe(
        SERVER_MELDUNG.systemZugriffLimit(TEST_MAX_MITGLIEDER),
      );
      const ohne = await v.client.createMitglied({ body: neuesMitglied({ HatSystemZugriff: 0, Emailadresse: null }) });
      await expectApiError(
        v.client.updateMitglied({
          params: { MitgliedId: ohne.RecordId },
          body: { HatSystemZugriff: 1, Emailadresse: `x${Date.now()}@example.ch` },
        }),
        409,
      );
      const liste = await v.client.getMitglieder({});
      const einer = liste.find((m) => m.MitgliedId !== v.mitgliedId && m.HatSystemZugriff === 1)!;
      await v.client.updateMitglied({ params: { MitgliedId: einer.MitgliedId }, body: { Status: 'D' } });
      await v.client.createMitglied({ body: neuesMitglied() });
      await expectApiError(v.client.updateMitglied({ params: { MitgliedId: einer.MitgliedId }, body: { Status: 'A' } }), 409);
      const body = await expectApiError(v.client.importMitglieder({ body: [neuesMitglied()] }), 400);
      expect(JSON.stringify(body)).toContain(
        'Sie haben nicht genügend freie Mitglieder Speicherplätze zur Verfügung! Sie können maximal 0',
      );
      // Members without system access are unlimited.
      await v.client.createMitglied({ body: neuesMitglied({ HatSystemZugriff: 0 }) });
    });

    it('an administrator cannot delete themself or remove their own administrator flag', async () => {
      const v = await server.createVerein();
      expect(await expectApiError(v.client.updateMitglied({ params: { MitgliedId: v.mitgliedId }, body: { Status: 'D' } }), 409)).toBe(
        SERVER_MELDUNG.selbstLoeschen,
      );
      expect(
        await expectApiError(v.client.updateMitglied({ params: { MitgliedId: v.mitgliedId }, body: { IstVereinsAdministrator: 0 } }), 409),
      ).toBe(SERVER_MELDUNG.eigenesAdminFlag);
      await expectApiError(v.client.updateMitglied({ params: { MitgliedId: v.mitgliedId }, body: { HatSystemZugriff: 0 } }), 409);
      await v.client.getBenutzerinfo();
    });

    it('docs/produkt.md §5 member rules answer 400 with German field messages', async () => {
      const c = server.adminClient;
      const body = (await expectApiError(
        c.createMitglied({ body: neuesMitglied({ Vorname: '  ', Emailadresse: 'kein-mail', Ort: 'x'.repeat(MAX.mitglied.Ort + 1) }) }),
        400,
      )) as Record<string, string[]>;
      expect(body).toEqual({
        Vorname: [MELDUNG.leer('Vorname')],
        Emailadresse: [MELDUNG.emailFormat],
        Ort: [MELDUNG.maxLaenge('Ort', MAX.mitglied.Ort)],
      });
      const b2 = await expectApiError(c.createMitglied({ body: neuesMitglied({ HatSystemZugriff: 1, Emailadresse: null }) }), 400);
      expect(b2).toEqual({ Emailadresse: [MELDUNG.emailPflichtBeiSystemzugriff] });
      const b3 = await expectApiError(c.createMitglied({ body: neuesMitglied({ HatSystemZugriff: 0, IstVereinsAdministrator: 1 }) }), 400);
      expect(b3).toEqual({ HatSystemZugriff: [MELDUNG.adminOhneSystemzugriff] });
      const b4 = await expectApiError(
        c.createMitglied({ body: neuesMitglied({ HatSystemZugriff: 0, IstVereinsAdministrator: 1, Emailadresse: null }) }),
        400,
      );
      expect(b4).toEqual({ HatSystemZugriff: [MELDUNG.adminOhneSystemzugriff], Emailadresse: [MELDUNG.adminOhneEmail] });
    });

    it('a change is checked field by field, then the whole member with the rules of a new one', async () => {
      const c = server.adminClient;
      const { RecordId } = await c.createMitglied({
        body: neuesMitglied({ HatSystemZugriff: 0, Emailadresse: null, Vereinsfunktion: 'Kassier' }),
      });
      expect(await expectApiError(c.updateMitglied({ params: { MitgliedId: RecordId }, body: { Vorname: ' ' } }), 400)).toEqual({
        Vorname: [MELDUNG.leer('Vorname')],
      });
      expect(
        await expectApiError(
          c.updateMitglied({ params: { MitgliedId: RecordId }, body: { Strasse: 'x'.repeat(MAX.mitglied.Strasse + 1) } }),
          400,
        ),
      ).toEqual({
        Strasse: [MELDUNG.maxLaenge('Strasse', MAX.mitglied.Strasse)],
      });
      // Only the merged record shows that system access now needs an e-mail.
      expect(await expectApiError(c.updateMitglied({ params: { MitgliedId: RecordId }, body: { HatSystemZugriff: 1 } }), 400)).toEqual({
        Emailadresse: [MELDUNG.emailPflichtBeiSystemzugriff],
      });
      await c.updateMitglied({ params: { MitgliedId: RecordId }, body: { Vorname: '  Lea ', Mitgliedschaftsart: ' B, a,b ' } });
      // Stored as the domain normalises it; the fields not sent keep their value.
      expect(await c.getMitglied({ params: { MitgliedId: RecordId } })).toMatchObject({
        Vorname: 'Lea',
        Mitgliedschaftsart: 'B,a',
        Vereinsfunktion: 'Kassier',
        HatSystemZugriff: 0,
      });
    });

    it('a deleted member is read-only until restored', async () => {
      const c = server.adminClient;
      const { RecordId } = await c.createMitglied({ body: neuesMitglied({ HatSystemZugriff: 0 }) });
      await c.updateMitglied({ params: { MitgliedId: RecordId }, body: { Status: 'D' } });
      await expectApiError(c.updateMitglied({ params: { MitgliedId: RecordId }, body: { Ort: 'Chur' } }), 409);
      await c.updateMitglied({ params: { MitgliedId: RecordId }, body: { Status: 'A', Ort: 'Chur' } });
      expect(await c.getMitglied({ params: { MitgliedId: RecordId } })).toMatchObject({ Status: 'A', Ort: 'Chur' });
    });

    it('appZugangsDatenSenden needs system access and an active member', async () => {
      const c = server.adminClient;
      const ohne = neuesMitglied({ HatSystemZugriff: 0 });
      const { RecordId } = await c.createMitglied({ body: ohne });
      await expectApiError(c.appZugangsDatenSenden({ body: { ...ohne, MitgliedId: RecordId } }), 409);
    });

    it('categories are the distinct categories used on the club members', async () => {
      const v = await server.createVerein();
      await v.client.createMitglied({ body: neuesMitglied({ Mitgliedschaftsart: 'Vorstand,Aktive' }) });
      await v.client.createMitglied({ body: neuesMitglied({ Mitgliedschaftsart: 'Aktive, Passive' }) });
      expect(await v.client.getMitgliederkategorien()).toEqual(['Aktive', 'Passive', 'Vorstand']);
    });
  });

  describe('import', () => {
    it('re-checks every row with the domain rules and rejects the whole file', async () => {
      const v = await server.createVerein();
      const body = (await expectApiError(
        v.client.importMitglieder({ body: [neuesMitglied(), neuesMitglied({ Nachname: null }), neuesMitglied({ Emailadresse: 'a@b' })] }),
        400,
      )) as Record<string, string[]>;
      const all = Object.values(body).flat();
      // Numbered by CSV line as in the web's preview: the header is line 1, the first element line 2.
      expect(all).toContain('Zeilen Nr. 3: Das Pflichtfeld Nachname darf nicht leer sein!');
      expect(all).toContain('Zeilen Nr. 4: Das Format der Emailadresse ist ungültig!');
      expect(await v.client.getMitglieder({})).toHaveLength(1);
    });

    it('checks e-mails against the database (deleted members too) and inside the file', async () => {
      const v = await server.createVerein();
      const m = neuesMitglied();
      const { RecordId } = await v.client.createMitglied({ body: m });
      await v.client.updateMitglied({ params: { MitgliedId: RecordId }, body: { Status: 'D' } });
      const dup = neuesMitglied();
      const body = await expectApiError(
        v.client.importMitglieder({ body: [neuesMitglied({ Emailadresse: m.Emailadresse }), dup, { ...dup, Vorname: 'Zwilling' }] }),
        400,
      );
      // Lines as the preview counts them (header = line 1), the duplicate naming both.
      expect(body).toEqual({
        [IMPORT_FELD]: [
          IMPORT_MELDUNG.zeile(2, IMPORT_MELDUNG.emailNichtEindeutig),
          IMPORT_MELDUNG.zeile(4, IMPORT_MELDUNG.emailDoppelt(3, 4)),
        ],
      });
      expect((await v.client.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: true } })).length).toBe(2);
    });

    it('names the file line each row carries (ZeilenNr), as the preview did after skipped lines', async () => {
      const v = await server.createVerein();
      const m = neuesMitglied();
      await v.client.createMitglied({ body: m });
      const dup = neuesMitglied();
      const body = await expectApiError(
        v.client.importMitglieder({
          body: [
            { ...neuesMitglied(), ZeilenNr: 2 },
            { ...neuesMitglied({ Emailadresse: m.Emailadresse }), ZeilenNr: 5 },
            { ...dup, ZeilenNr: 7 },
            { ...dup, Vorname: 'Zwilling', ZeilenNr: 9 },
          ],
        }),
        400,
      );
      expect(body).toEqual({
        [IMPORT_FELD]: [
          'Zeilen Nr. 5: Die Emailadresse muss eindeutig sein! Die Emailadresse wird bereits von einem anderen (ev. gelöschten) Mitglied benutzt.',
          'Zeilen Nr. 9: Die E-Mail-Adresse kommt in Zeile 7 und Zeile 9 vor! Jede E-Mail-Adresse darf nur einmal importiert werden.',
        ],
      });
    });

    it('imported rows are active, not administrators, new ids', async () => {
      const v = await server.createVerein();
      // A row claiming an id, another status or the administrator flag is refused, not silently changed.
      const body = await expectApiError(
        v.client.importMitglieder({
          body: [neuesMitglied(), neuesMitglied({ MitgliedId: 999999, IstVereinsAdministrator: 1, Status: 'D' })],
        }),
        400,
      );
      expect(body).toEqual({ [IMPORT_FELD]: [IMPORT_MELDUNG.zeile(3, IMPORT_MELDUNG.nurNeueMitglieder)] });
      expect(await v.client.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: true } })).toHaveLength(1);
      await v.client.importMitglieder({ body: [neuesMitglied()] });
      const imported = (await v.client.getMitglieder({})).find((m) => m.MitgliedId !== v.mitgliedId)!;
      expect(imported).toMatchObject({ Status: 'A', IstVereinsAdministrator: 0 });
      expect(imported.MitgliedId).toBeGreaterThan(v.mitgliedId);
    });

    it(`imports ${IMPORT_MAX_ZEILEN} rows (a body far over the general limit) and refuses one more with the maximum named`, async () => {
      const v = await server.createVerein();
      await server.db
        .updateTable('vertrag')
        .set({ VertragAnzahlMitglieder: IMPORT_MAX_ZEILEN + 10 })
        .where('VereinId', '=', v.vereinId)
        .execute();
      const zeilen = Array.from({ length: IMPORT_MAX_ZEILEN }, (_, i) =>
        neuesMitglied({
          Emailadresse: `gross${i}.${v.vereinId}@example.ch`,
          Telefonnummer1: '079 555 55 55',
          Bemerkung: 'Import aus dem alten System',
        }),
      );
      expect(JSON.stringify(zeilen).length).toBeGreaterThan(5_000_000);

      const zuViele = await expectApiError(v.client.importMitglieder({ body: [...zeilen, neuesMitglied()] }), 400);
      expect(zuViele).toEqual({ [IMPORT_FELD]: [IMPORT_MELDUNG.zuVieleZeilen] });
      expect(IMPORT_MELDUNG.zuVieleZeilen).toContain("50'000");
      expect((await v.client.getVereinsUebersicht()).AnzahlMitgliederMitSystemZugriff).toBe(1);

      expect(await v.client.importMitglieder({ body: zeilen })).toEqual({
        AnzahlImportierteMitglider: IMPORT_MAX_ZEILEN,
        AnzahlZugangsmails: IMPORT_MAX_ZEILEN,
      });
      expect((await v.client.getVereinsUebersicht()).AnzahlMitgliederMitSystemZugriff).toBe(IMPORT_MAX_ZEILEN + 1);
    }, 30_000);
  });

  describe('registration', () => {
    it('refuses a missing or forged bot-check response', async () => {
      const anon = server.client();
      const payload = {
        VereinId: 0,
        LandId: 756,
        VereinsName: 'Bot-Verein',
        Vorname: 'B',
        Nachname: 'Ot',
        Strasse: 'S 1',
        Postleitzahl: '1000',
        Ort: 'Lausanne',
        Emailadresse: 'bot@example.ch',
        RecaptchaResponse: null,
      };
      expect(await expectApiError(anon.registrieren({ body: payload }), 400)).toEqual({ RecaptchaResponse: [MELDUNG.botCheckFehlt] });
      const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {} }, solution: { counter: 1 } })).toString('base64');
      await expectApiError(anon.registrieren({ body: { ...payload, RecaptchaResponse: forged } }), 400);
      await expectApiError(anon.registrieren({ body: { ...payload, RecaptchaResponse: 'kein-base64' } }), 400);
    });

    it('a solved challenge registers one club only (no replay)', async () => {
      const { solveBotcheck } = await import('./helpers/botcheck.js');
      const anon = server.client();
      const token = await solveBotcheck(anon);
      const payload = {
        VereinId: 0,
        LandId: 40,
        VereinsName: 'Einmal',
        Vorname: 'E',
        Nachname: 'M',
        Strasse: 'S 1',
        Postleitzahl: '1010',
        Ort: 'Wien',
        Emailadresse: `einmal${Date.now()}@example.at`,
        RecaptchaResponse: token,
      };
      await anon.registrieren({ body: payload });
      await expectApiError(anon.registrieren({ body: { ...payload, Emailadresse: `zwei${Date.now()}@example.at` } }), 400);
    });

    it('validates the form fields and the country', async () => {
      const anon = server.client();
      const body = (await expectApiError(
        anon.registrieren({
          body: {
            VereinId: 0,
            LandId: 9999,
            VereinsName: null,
            Vorname: 'A',
            Nachname: 'B',
            Strasse: 'C',
            Postleitzahl: 'D',
            Ort: 'E',
            Emailadresse: 'x',
            RecaptchaResponse: 'y',
          },
        }),
        400,
      )) as Record<string, string[]>;
      // Schema errors and the server's country check come in one answer.
      expect(body).toEqual({
        VereinsName: [MELDUNG.leer('VereinsName')],
        Emailadresse: [MELDUNG.emailFormat],
        LandId: [MELDUNG.ungueltig('LandId')],
      });
    });
  });

  describe('contracts', () => {
    it('VertragAbgelaufen follows the club time zone and the trial end', async () => {
      const v = await server.createVerein();
      const konto = await v.client.getVereinsKonto();
      expect(konto.VertragsLaufzeitVon).toBe('2026-03-10');
      expect(konto.VertragsLaufzeitBis).toBe('2026-04-08');
      const before = clock.now();
      clock.set('2026-04-08T21:59:00Z'); // 23:59 in Zurich (CEST)
      expect((await v.client.getVereinsUebersicht()).VertragAbgelaufen).toBe(false);
      clock.set('2026-04-08T22:01:00Z'); // 00:01 next day in Zurich
      expect((await v.client.getVereinsUebersicht()).VertragAbgelaufen).toBe(true);
      clock.set(before);
    });
  });
});
