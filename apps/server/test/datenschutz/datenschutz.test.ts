/**
 * Data protection (docs/produkt.md "Datenschutz") as the club's administrator and the member notice it:
 * the information holds the member's data and nothing of others, the final erasure leaves no trace of
 * name, e-mail or phone in any of the club's rows (and moves the first waiting member up), an active
 * member is refused, another club's member is a 404; the club export holds every row of the club, and
 * closing the club deletes all of them and none of another club's, after which sign-in fails.
 */
import type { News, TerminEingabe } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCHHALTUNG_TABELLEN, VEREINS_TABELLEN } from '../../src/services/datenschutz.js';
import { appMitglied, type AppMitglied } from '../helpers/app.js';
import { expectApiError } from '../helpers/expect-error.js';
import { neuesDokument, neuesMitglied } from '../helpers/fixtures.js';
import { pdfBlob } from '../helpers/pdf.js';
import { startTestServer, TEST_DB, type TestServer, type TestVerein } from '../helpers/test-server.js';
import { dokumentTeile, htmlTeile } from '@vereinsportal/api-client';

let s: TestServer;
let fremd: TestVerein;
let anna: AppMitglied;
let beat: AppMitglied;
let fremdeAnnaId: number;
let terminId: number;

const ANNA = {
  Vorname: 'Annelies',
  Nachname: 'Datenschutzerin',
  Telefonnummer1: '079 555 66 77',
  Telefonnummer2: '031 444 33 22',
  Emailadresse: `annelies.datenschutz.${Date.now().toString(36)}@example.ch`,
  Mitgliedschaftsart: 'Aktive,Vorstand',
  Bemerkung: 'Allergie: Nüsse',
};

const termin = (over: Partial<TerminEingabe> = {}): TerminEingabe => ({
  TerminId: 0,
  Datum: '2099-05-20',
  DatumBis: null,
  Zeit: '19:00',
  ZeitBis: '21:00',
  Ganztaegig: 0,
  Titel: 'Kochkurs',
  Ort: null,
  URL: null,
  Beschreibung: null,
  MitAnAbmeldung: 1,
  FuerMitgliedschaftsart: null,
  MaxTeilnehmende: 1,
  ...over,
});

/** Every row of a club, per table, as text (for the trace scan). */
async function zeilenDesVereins(vereinId: number): Promise<Record<string, string>> {
  const ergebnis: Record<string, string> = {};
  for (const tabelle of VEREINS_TABELLEN)
    ergebnis[tabelle] = JSON.stringify(await s.db.selectFrom(tabelle).selectAll().where('VereinId', '=', vereinId).execute());
  return ergebnis;
}

async function anzahlZeilen(vereinId: number): Promise<Record<string, number>> {
  const ergebnis: Record<string, number> = {};
  for (const tabelle of VEREINS_TABELLEN)
    ergebnis[tabelle] = (await s.db.selectFrom(tabelle).select('VereinId').where('VereinId', '=', vereinId).execute()).length;
  return ergebnis;
}

describe(`data protection (${TEST_DB})`, () => {
  beforeAll(async () => {
    s = await startTestServer();
    fremd = await s.createVerein();
    // Anna is an administrator too, so she writes change-log entries of her own.
    anna = await appMitglied(s, s.adminClient, { ...ANNA, IstVereinsAdministrator: 1 });
    beat = await appMitglied(s, s.adminClient, { Vorname: 'Beat', Nachname: 'Wartend' });
    // Another club has a member with Anna's name and address, who got that club's mail.
    fremdeAnnaId = (await fremd.client.createMitglied({ body: neuesMitglied({ ...ANNA, IstVereinsAdministrator: 0 }) })).RecordId;
    await fremd.client.appZugangsDatenSenden({ body: { MitgliedId: fremdeAnnaId } });

    await anna.client.registerAppGeraet({ body: { GeraetId: 'annas-handy-1', Bezeichnung: 'Annas Telefon' } });
    await anna.client.getAppKalender();
    terminId = (await s.adminClient.createTermin({ body: termin() })).RecordId;
    await anna.client.setAppAnAbmeldung({ params: { TerminId: terminId }, body: { AnAbmeldeStatus: 1 } });
    await beat.client.setAppAnAbmeldung({ params: { TerminId: terminId }, body: { AnAbmeldeStatus: 1 } });
    await s.adminClient.updateMitglied({ params: { MitgliedId: anna.id }, body: { Ort: 'Thun' } });
    // Anna was at a past training (docs/produkt.md "Anwesenheit").
    const training = (await s.adminClient.createTermin({ body: termin({ Datum: '2026-01-10', Titel: 'Training', MaxTeilnehmende: null }) }))
      .RecordId;
    await s.adminClient.setTerminAnwesenheit({ params: { TerminId: training, MitgliedId: anna.id }, body: { Anwesend: 1 } });
    // Anna as administrator writes a news entry (logged with her name).
    await anna.client.createNews({
      body: htmlTeile(
        {
          NewsId: 0,
          Titel: 'Von Anna',
          AnzeigenVon: '2026-01-01',
          AnzeigenBis: '2099-12-31',
          FuerMitgliedschaftsart: null,
          QuillHtmlData: null,
          ExterneHtmlDateiVerwenden: 0,
        } satisfies News,
        { quillHtml: '<p>Hallo</p>' },
      ),
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('export and closing know every table with a VereinId column (a new table must be added there)', async () => {
    const tabellen = await s.db.introspection.getTables();
    const mitVerein = tabellen
      .filter((t) => t.columns.some((c) => c.name === 'VereinId') && t.name !== 'verein_geschlossen')
      .map((t) => t.name)
      .sort();
    expect(mitVerein).toEqual([...VEREINS_TABELLEN, ...BUCHHALTUNG_TABELLEN].sort());
  });

  it('the information holds everything about the member, without password hash, and nothing of others', async () => {
    const a = await s.adminClient.getMitgliedDatenauskunft({ params: { MitgliedId: anna.id } });
    expect(a.Verein.VereinId).toBe(s.verein.vereinId);
    expect(a.Mitglied).toMatchObject({ ...ANNA, MitgliedId: anna.id, Ort: 'Thun', PasswortGesetzt: 1, AnzahlGeraete: 1 });
    expect(a.Kategorien).toEqual(['Aktive', 'Vorstand']);
    expect(a.AnAbmeldungen).toEqual([
      expect.objectContaining({ TerminId: terminId, Titel: 'Kochkurs', Datum: '2099-05-20', AnAbmeldeStatus: 1, WartelisteSeit: null }),
    ]);
    expect(a.Anwesenheiten).toEqual([expect.objectContaining({ Titel: 'Training', Datum: '2026-01-10', Zeit: '19:00' })]);
    expect(a.Geraete.map((g) => g.GeraetId)).toEqual(['annas-handy-1']);
    expect(a.KalenderAbo).not.toBeNull();
    // Her own credentials mail only: not the other club's mail to the same address.
    expect(a.Mails.map((m) => m.Betreff)).toEqual(['Vereinsportal: Ihr Zugang zur Vereins-App']);
    // Created, her address changed, ticked present at the training.
    expect(a.Aenderungen.map((e) => e.Aktion)).toEqual(['erstellt', 'geändert', 'geändert']);
    expect(a.Aenderungen[1]!.Felder).toContainEqual({ Feld: 'Ort', Alt: 'Zürich', Neu: 'Thun' });
    expect(a.AenderungenAlsAdministrator.map((e) => [e.Bereich, e.Objekt])).toEqual([['News', 'Von Anna']]);
    const json = JSON.stringify(a);
    expect(json).not.toMatch(/scrypt|PasswortHash|PasswortLink|Geheimnis/);
    expect(json).not.toContain('Wartend');
    expect(json).not.toContain(fremd.credentials.emailadresse);

    const html = await (await s.adminClient.getMitgliedDatenauskunftHtml({ params: { MitgliedId: anna.id } })).text();
    expect(html).toContain('<title>Datenauskunft: Annelies Datenschutzerin</title>');
    expect(html).toContain(`<td>${ANNA.Emailadresse}</td>`);
    expect(html).toContain('<td>Kochkurs</td><td>20.05.2099</td>');
    expect(html).not.toContain('scrypt');
  });

  it('the HTML comes as a UTF-8 download with the member in its name', async () => {
    const c = s.verein.credentials;
    const res = await fetch(`${s.apiBase}/api/adminPortal/mitglied/${anna.id}/datenauskunft/html`, {
      headers: { vereinid: String(c.vereinId), emailadresse: encodeURIComponent(c.emailadresse), passwort: encodeURIComponent(c.passwort) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/Datenauskunft-Annelies-Datenschutzerin-\d\d\.\d\d\.\d{4}\.html/);
  });

  it("another club's member is a 404, for the information and the erasure", async () => {
    await expectApiError(s.adminClient.getMitgliedDatenauskunft({ params: { MitgliedId: fremdeAnnaId } }), 404);
    await expectApiError(s.adminClient.getMitgliedDatenauskunftHtml({ params: { MitgliedId: fremdeAnnaId } }), 404);
    await fremd.client.updateMitgliedStatus({ params: { MitgliedId: fremdeAnnaId }, body: { Status: 'D' } });
    await expectApiError(s.adminClient.mitgliedEndgueltigLoeschen({ params: { MitgliedId: fremdeAnnaId } }), 404);
    await fremd.client.updateMitgliedStatus({ params: { MitgliedId: fremdeAnnaId }, body: { Status: 'A' } });
  });

  it('an active member cannot be erased', async () => {
    const body = await expectApiError(s.adminClient.mitgliedEndgueltigLoeschen({ params: { MitgliedId: anna.id } }), 409);
    expect(body).toBe('Nur ein gelöschtes Mitglied kann endgültig gelöscht werden. Löschen Sie das Mitglied zuerst.');
    expect((await s.adminClient.getMitglied({ params: { MitgliedId: anna.id } })).Nachname).toBe(ANNA.Nachname);
  });

  it('erasing a deleted member leaves no trace of name, e-mail or phone, and the first waiting moves up', async () => {
    const vorher = await zeilenDesVereins(s.verein.vereinId);
    expect(Object.values(vorher).join()).toContain(ANNA.Nachname);
    await s.adminClient.updateMitgliedStatus({ params: { MitgliedId: anna.id }, body: { Status: 'D' } });
    await s.adminClient.mitgliedEndgueltigLoeschen({ params: { MitgliedId: anna.id } });

    const nachher = await zeilenDesVereins(s.verein.vereinId);
    for (const [tabelle, text] of Object.entries(nachher))
      for (const spur of [
        ANNA.Vorname,
        ANNA.Nachname,
        ANNA.Emailadresse,
        ANNA.Telefonnummer1,
        ANNA.Telefonnummer2,
        'Nüsse',
        'annas-handy-1',
      ])
        expect(text, `${tabelle} ${spur}`).not.toContain(spur);
    const mails = await s.db.selectFrom('outbox').select(['to', 'text']).execute();
    const anAnna = mails.filter((m) => m.to === ANNA.Emailadresse);
    // Only the other club's mail to the same address stays.
    expect(anAnna).toHaveLength(1);
    expect(anAnna[0]!.text).toContain(`Vereinsnummer: ${fremd.vereinId}`);

    await expectApiError(s.adminClient.getMitglied({ params: { MitgliedId: anna.id } }), 404);
    expect(await s.db.selectFrom('geraet').select('GeraetId').where('MitgliedId', '=', anna.id).execute()).toEqual([]);
    expect(await s.db.selectFrom('kalender_abo').select('VereinId').where('MitgliedId', '=', anna.id).execute()).toEqual([]);
    expect(await s.db.selectFrom('termin_anwesenheit').select('TerminId').where('MitgliedId', '=', anna.id).execute()).toEqual([]);
    // Beat waited for Anna's place: he has it now, with a mail.
    const liste = await s.adminClient.getTerminAnAbmeldungen({ query: { terminId } });
    expect(liste.map((x) => [x.Vorname, x.WartelistePlatz])).toEqual([['Beat', null]]);
    expect(mails.some((m) => m.to === beat.credentials.emailadresse && m.text.includes('Kochkurs'))).toBe(true);

    // The change log keeps its entries (area, action, time, which fields) without names or values.
    const log = await s.adminClient.getAenderungsprotokoll({ query: {} });
    const ueberAnna = log.filter((e) => e.Bereich === 'Mitglied' && e.ObjektId === anna.id);
    expect(ueberAnna.map((e) => [e.Objekt, e.Aktion])).toEqual([
      ['Gelöschtes Mitglied', 'gelöscht'],
      ['Gelöschtes Mitglied', 'geändert'],
      ['Gelöschtes Mitglied', 'geändert'],
      ['Gelöschtes Mitglied', 'erstellt'],
    ]);
    // Her attendance tick, then her address: names the event and the field, no longer her name or values.
    expect(ueberAnna[1]!.Felder).toEqual([{ Feld: 'Anwesend am 10.01.2026 (Training)', Alt: null, Neu: null, OhneInhalt: 1 }]);
    expect(ueberAnna[2]!.Felder).toContainEqual({ Feld: 'Ort', Alt: null, Neu: null, OhneInhalt: 1 });
    const vonAnna = log.find((e) => e.Bereich === 'News' && e.Objekt === 'Von Anna')!;
    expect([vonAnna.AdministratorId, vonAnna.AdministratorName]).toEqual([null, 'Gelöschtes Mitglied']);
    expect(log[0]).toMatchObject({ Bereich: 'Mitglied', Aktion: 'gelöscht', Objekt: 'Gelöschtes Mitglied', ObjektId: null });

    // The same e-mail address is free again; the other club's member is untouched.
    expect((await fremd.client.getMitglied({ params: { MitgliedId: fremdeAnnaId } })).Nachname).toBe(ANNA.Nachname);
    await expectApiError(anna.client.getAppProfil(), 401);
  });

  it("the club export holds every row of the club and none of another club's, without secrets", async () => {
    await s.adminClient.createDokument({
      body: dokumentTeile(neuesDokument({ DokumentBezeichnung: 'Statuten', OriginalDateiName: null }), pdfBlob(500), 'statuten.pdf'),
    });
    await s.adminClient.getKalenderAbo();
    const blob = await s.adminClient.getVereinsdaten();
    expect(blob.type.replace(/\s/g, '')).toBe('application/json;charset=utf-8');
    const daten = JSON.parse(await blob.text()) as {
      Vereinsnummer: number;
      Tabellen: Record<string, Record<string, unknown>[]>;
      Dateien: { OriginalDateiName: string; InhaltBase64: string | null }[];
    };
    expect(daten.Vereinsnummer).toBe(s.verein.vereinId);
    const anzahl = await anzahlZeilen(s.verein.vereinId);
    for (const tabelle of VEREINS_TABELLEN) expect(daten.Tabellen[tabelle]?.length, tabelle).toBe(anzahl[tabelle]);
    // The club's invoices are part of its data too.
    expect(daten.Tabellen.rechnung).toHaveLength(
      (await s.db.selectFrom('rechnung').select('RechnungId').where('VereinId', '=', s.verein.vereinId).execute()).length,
    );
    for (const tabelle of [
      'verein',
      'vertrag',
      'mitglied',
      'termin',
      'termin_anabmeldung',
      'news',
      'dokument',
      'kalender_abo',
      'aenderungsprotokoll',
    ])
      expect(anzahl[tabelle], tabelle).toBeGreaterThan(0);
    for (const zeilen of Object.values(daten.Tabellen)) for (const z of zeilen) expect(z.VereinId).toBe(s.verein.vereinId);
    const text = JSON.stringify(daten.Tabellen);
    expect(text).not.toMatch(/PasswortHash|scrypt|Geheimnis/);
    expect(text).not.toContain(fremd.credentials.emailadresse);
    expect(daten.Dateien).toHaveLength(1);
    expect(Buffer.from(daten.Dateien[0]!.InhaltBase64!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("closing needs the club's number, then deletes every row of the club and none of another's", async () => {
    const zu = await s.createVerein();
    const m = await appMitglied(s, zu.client, { Vorname: 'Zora', Nachname: 'Schliesser' });
    const t = (await zu.client.createTermin({ body: termin({ MaxTeilnehmende: null }) })).RecordId;
    await m.client.setAppAnAbmeldung({ params: { TerminId: t }, body: { AnAbmeldeStatus: 1 } });
    await zu.client.createDokument({
      body: dokumentTeile(neuesDokument({ DokumentBezeichnung: 'Protokoll', OriginalDateiName: null }), pdfBlob(400), 'protokoll.pdf'),
    });
    const schluessel = (
      await s.db.selectFrom('dokument').select('DateiSchluessel').where('VereinId', '=', zu.vereinId).executeTakeFirstOrThrow()
    ).DateiSchluessel!;
    // An invoice: the operator's books, which the closing keeps (OR 958f).
    await zu.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 10 } });
    const rechnungenVorher = await s.db.selectFrom('rechnung').selectAll().where('VereinId', '=', zu.vereinId).execute();
    expect(rechnungenVorher).toHaveLength(1);
    const andereVorher = { haupt: await anzahlZeilen(s.verein.vereinId), fremd: await anzahlZeilen(fremd.vereinId) };

    const falsch = await expectApiError(zu.client.vereinSchliessen({ body: { Vereinsnummer: s.verein.vereinId } }), 400);
    expect(falsch).toEqual({ Vereinsnummer: ['Die Vereinsnummer stimmt nicht mit Ihrem Verein überein.'] });
    expect(Object.values(await anzahlZeilen(zu.vereinId)).every((n) => n >= 0)).toBe(true);
    expect((await anzahlZeilen(zu.vereinId)).mitglied).toBe(2);

    await zu.client.vereinSchliessen({ body: { Vereinsnummer: zu.vereinId } });
    expect(Object.values(await anzahlZeilen(zu.vereinId))).toEqual(VEREINS_TABELLEN.map(() => 0));
    expect(await s.db.selectFrom('rechnung').selectAll().where('VereinId', '=', zu.vereinId).execute()).toEqual(rechnungenVorher);
    expect(await s.db.selectFrom('datei').select('Schluessel').where('Schluessel', '=', schluessel).execute()).toEqual([]);
    expect(await s.db.selectFrom('outbox').select('MailId').where('to', '=', m.credentials.emailadresse).execute()).toEqual([]);
    expect({ haupt: await anzahlZeilen(s.verein.vereinId), fremd: await anzahlZeilen(fremd.vereinId) }).toEqual(andereVorher);

    // Sign-in fails for the administrator and the member.
    await expectApiError(zu.client.getBenutzerinfo(), 401);
    await expectApiError(m.client.getAppProfil(), 401);
    // A closed club's number is never given again.
    const neu = await s.createVerein();
    expect(neu.vereinId).toBeGreaterThan(zu.vereinId);
  });
});
