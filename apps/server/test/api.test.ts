import { isApiError } from '@vereinsportal/api-client';
import { describe, expect, it } from 'vitest';
import { SERVER_MELDUNG } from '../src/http/messages.js';
import { solveBotcheck } from './helpers/botcheck.js';
import { neuesMitglied } from './helpers/fixtures.js';
import { zugangUeberMail, TEST_DB } from './helpers/test-server.js';
import { testServerFuerTests } from './helpers/datei-server.js';

/** The success path of every core endpoint, through the api-client, on the real server. */
describe(`core endpoints (${TEST_DB})`, () => {
  const server = testServerFuerTests();

  it('health answers when the database does', async () => {
    expect(await server.client().getHealth()).toEqual({ Status: 'bereit' });
  });

  it('benutzerinfo signs in the administrator', async () => {
    const info = await server.adminClient.getBenutzerinfo();
    expect(info).toEqual({
      VereinsName: expect.stringMatching(/^Testverein/),
      MitgliedId: server.verein.mitgliedId,
      Nachname: expect.any(String),
      Vorname: 'Erika',
    });
  });

  it('vereinsUebersicht shows the Test contract of a new club', async () => {
    const u = await server.adminClient.getVereinsUebersicht();
    expect(u).toEqual({
      VereinId: server.verein.vereinId,
      VertragsArt: 'Test',
      VertragAbgelaufen: false,
      VertragAnzahlMitglieder: 30,
      AnzahlMitgliederMitSystemZugriff: 1,
    });
  });

  it('vereinsKonto reads and updates the account', async () => {
    const konto = await server.adminClient.getVereinsKonto();
    expect(konto).toMatchObject({ LandId: 756, LandBezeichnung: 'Schweiz', VertragsArt: 'Test', AnschlussVertragLaufzeitVon: null });
    expect(konto.VertragsLaufzeitBis! > konto.VertragsLaufzeitVon!).toBe(true);
    const res = await server.adminClient.updateVereinsKonto({
      body: {
        VereinsName: 'FC Neu',
        Vorname: 'Erika',
        Nachname: 'Muster',
        Strasse: 'Weg 2',
        Postleitzahl: '9000',
        Ort: 'St. Gallen',
        LandId: 276,
        Emailadresse: 'kontakt@fc-neu.ch',
      },
    });
    expect(res).toEqual({ RecordId: server.verein.vereinId });
    expect(await server.adminClient.getVereinsKonto()).toMatchObject({
      VereinsName: 'FC Neu',
      LandId: 276,
      LandBezeichnung: 'Deutschland',
      Ort: 'St. Gallen',
    });
  });

  it('land lists every country with German names and ISO numeric ids', async () => {
    const laender = await server.client().getLaender();
    expect(laender.length).toBeGreaterThan(240);
    expect(laender).toContainEqual({ LandId: 756, Bezeichnung: 'Schweiz' });
    expect(laender).toContainEqual({ LandId: 40, Bezeichnung: 'Österreich' });
  });

  it('members: create, list, read, update, delete, restore, categories', async () => {
    const c = server.adminClient;
    const { RecordId } = await c.createMitglied({ body: neuesMitglied({ Vorname: 'Lisa', Mitgliedschaftsart: 'Junioren, Aktive' }) });
    expect(RecordId).toBeGreaterThan(0);
    const one = await c.getMitglied({ params: { MitgliedId: RecordId } });
    expect(one).toMatchObject({
      MitgliedId: RecordId,
      Vorname: 'Lisa',
      Status: 'A',
      HatSystemZugriff: 1,
      IstVereinsAdministrator: 0,
      AnzahlGeraete: 0,
    });
    expect(one).not.toHaveProperty('PasswortHash');
    expect(await c.updateMitglied({ params: { MitgliedId: RecordId }, body: { Ort: 'Basel' } })).toEqual({ RecordId });
    expect((await c.getMitglied({ params: { MitgliedId: RecordId } })).Ort).toBe('Basel');

    expect(await c.updateMitglied({ params: { MitgliedId: RecordId }, body: { Status: 'D' } })).toEqual({ RecordId });
    expect((await c.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: false } })).some((m) => m.MitgliedId === RecordId)).toBe(
      false,
    );
    const alle = await c.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: true } });
    expect(alle.find((m) => m.MitgliedId === RecordId)?.Status).toBe('D');
    await c.updateMitglied({ params: { MitgliedId: RecordId }, body: { Status: 'A' } });
    expect((await c.getMitglied({ params: { MitgliedId: RecordId } })).Status).toBe('A');

    const kategorien = await c.getMitgliederkategorien();
    expect(kategorien).toEqual(expect.arrayContaining(['Aktive', 'Junioren']));
  });

  it('appZugangsDatenSenden mails a one-time link; the password set with it signs in (when the member is an admin)', async () => {
    const c = server.adminClient;
    const m = neuesMitglied({ IstVereinsAdministrator: 1 });
    const { RecordId } = await c.createMitglied({ body: m });
    await c.appZugangsDatenSenden({ body: { ...m, MitgliedId: RecordId } });
    const mail = (await server.client().getOutbox()).find((x) => x.to === m.Emailadresse);
    expect(mail).toBeDefined();
    const creds = await zugangUeberMail(server.client(), mail!.text);
    expect(creds).toMatchObject({ vereinId: server.verein.vereinId, emailadresse: m.Emailadresse });
    expect((await server.client(creds).getBenutzerinfo()).MitgliedId).toBe(RecordId);
  });

  it('mitgliederimport inserts all rows', async () => {
    const rows = Array.from({ length: 5 }, () => neuesMitglied({ HatSystemZugriff: 0, Emailadresse: null }));
    expect(await server.adminClient.importMitglieder({ body: rows })).toEqual({ AnzahlImportierteMitglider: 5, AnzahlZugangsmails: 0 });
  });

  it('registration end to end: challenge solved, password set through the mailed link, sign-in works', async () => {
    const anon = server.client();
    const email = `neu.${Date.now()}@verein.ch`;
    const res = await anon.registrieren({
      body: {
        VereinId: 0,
        LandId: 756,
        VereinsName: 'Neuer Verein',
        Vorname: 'Hans',
        Nachname: 'Neu',
        Strasse: 'Neugasse 1',
        Postleitzahl: '6000',
        Ort: 'Luzern',
        Emailadresse: email,
        RecaptchaResponse: await solveBotcheck(anon),
      },
    });
    expect(res.RecordId).toBeGreaterThanOrEqual(1001);
    const mail = (await anon.getOutbox()).find((x) => x.to === email);
    expect(mail?.text).toMatch(/^Vereinsnummer: \d+$/m);
    const creds = await zugangUeberMail(anon, mail!.text);
    expect(creds.vereinId).toBe(res.RecordId);
    const client = server.client(creds);
    expect(await client.getBenutzerinfo()).toMatchObject({ VereinsName: 'Neuer Verein', Vorname: 'Hans', Nachname: 'Neu' });
    expect(await client.getVereinsUebersicht()).toMatchObject({
      VertragsArt: 'Test',
      VertragAnzahlMitglieder: 30,
      AnzahlMitgliederMitSystemZugriff: 1,
    });
    const mitglieder = await client.getMitglieder({});
    expect(mitglieder).toHaveLength(1);
    expect(mitglieder[0]).toMatchObject({ IstVereinsAdministrator: 1, HatSystemZugriff: 1, Emailadresse: email });
  });

  it('club numbers are sequential from 1001', async () => {
    const a = await server.createVerein();
    const b = await server.createVerein();
    expect(a.vereinId).toBeGreaterThanOrEqual(1001);
    expect(b.vereinId).toBe(a.vereinId + 1);
  });

  it('openapi.json documents the API', async () => {
    const res = await fetch(`${server.apiBase}/openapi.json`);
    expect(res.status).toBe(200);
    const spec = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/vereinsportalServer/api/adminPortal/mitglied', '/vereinsportalServer/api/land']),
    );
  });

  it('security headers: CSP allows the SPA and the ALTCHA worker', async () => {
    const res = await fetch(`${server.apiBase}/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('img-src');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('without a built web app, / answers a German hint and the API still works', async () => {
    const res = await fetch(`${server.baseUrl}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Web-App ist noch nicht gebaut');
  });

  it('a wrong password is a 401 with a German message', async () => {
    const bad = server.client({ ...server.verein.credentials, passwort: 'falsch' });
    const err = await bad.getBenutzerinfo().catch((e: unknown) => e);
    expect(isApiError(err) && err.status).toBe(401);
    expect(isApiError(err) && err.body).toBe(SERVER_MELDUNG.anmeldungFalsch);
  });
});
