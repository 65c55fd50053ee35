/**
 * Member export round trip (docs/produkt.md "Mitglieder exportieren"): the list a club's administrator sees,
 * exported with the domain's CSV rule and imported through the real import operation into an empty second club,
 * gives the same members there.
 */
import { CSV_BOM, exportCsv, IMPORT_HEADER, pruefeImport, type Mitglied } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neuesMitglied } from '../helpers/fixtures.js';
import { startTestServer, TEST_DB, type TestServer, type TestVerein } from '../helpers/test-server.js';

/** What the import format carries of a member, for comparing two clubs' lists. */
const vergleich = (m: Mitglied) =>
  Object.fromEntries(
    IMPORT_HEADER.map((spalte) => (spalte === 'Mitgliederkategorien' ? 'Mitgliedschaftsart' : spalte)).map((feld) => [feld, m[feld]]),
  );
const sortiert = (liste: Mitglied[]) =>
  liste.map(vergleich).sort((a, b) => `${a.Nachname}|${a.Vorname}|${a.Strasse}`.localeCompare(`${b.Nachname}|${b.Vorname}|${b.Strasse}`));

/** Imports a CSV text into a club as the wizard does: the domain's check with the club's data, then the operation. */
async function importieren(s: TestServer, ziel: TestVerein, csv: string): Promise<number> {
  const bestand = await ziel.client.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: true } });
  const vertrag = await s.db
    .selectFrom('vertrag')
    .select('VertragAnzahlMitglieder')
    .where('VereinId', '=', ziel.vereinId)
    .executeTakeFirstOrThrow();
  const pruefung = pruefeImport(csv, {
    vorhandeneEmails: bestand.map((m) => m.Emailadresse),
    freiePlaetze: Number(vertrag.VertragAnzahlMitglieder) - bestand.filter((m) => m.Status === 'A' && m.HatSystemZugriff === 1).length,
  });
  expect(pruefung.fehler).toEqual([]);
  const ergebnis = await ziel.client.importMitglieder({ body: pruefung.mitglieder });
  return ergebnis.AnzahlImportierteMitglider;
}

describe(`member export -> import into an empty club (${TEST_DB})`, () => {
  let s: TestServer;
  let geloescht: Mitglied;
  const mitglieder = [
    neuesMitglied({
      Vorname: 'Jürg',
      Nachname: 'Müller-Lüthi',
      Strasse: 'Bahnhofstrasse 5; 2. Stock',
      Ort: 'Zürich',
      Telefonnummer1: '+41 79 123 45 67',
      Telefonnummer2: '044 123 45 67',
      Vereinsfunktion: 'Präsident',
      Mitgliedschaftsart: 'Aktive,Vorstand,Senioren',
      Bemerkung: 'Sagt "Grüezi"; zahlt bar',
    }),
    // Every optional field empty, no system access.
    neuesMitglied({
      Vorname: 'Élodie',
      Nachname: "D'Aubigné",
      Strasse: 'Rue du Lac 3',
      Postleitzahl: '1200',
      Ort: 'Genève',
      Emailadresse: null,
      HatSystemZugriff: 0,
      Mitgliedschaftsart: null,
    }),
    neuesMitglied({
      Vorname: 'Hans',
      Nachname: 'Meier',
      Bemerkung: 'Zeile eins\nZeile zwei',
      Mitgliedschaftsart: 'Passive',
      HatSystemZugriff: 0,
    }),
    neuesMitglied({ Vorname: 'Zoë', Nachname: 'Brändli', Postleitzahl: '0800', Mitgliedschaftsart: 'Junioren' }),
    // Values a spreadsheet would run as formulas (OWASP CSV injection): defused in the file, unchanged after the import.
    neuesMitglied({
      Vorname: 'Fritz',
      Nachname: 'Formel',
      Telefonnummer1: '+41 79 555 12 34',
      Bemerkung: '=HYPERLINK("http://x","y")',
      HatSystemZugriff: 0,
    }),
  ];

  beforeAll(async () => {
    s = await startTestServer();
    await s.db.updateTable('vertrag').set({ VertragAnzahlMitglieder: 50 }).where('VereinId', '=', s.verein.vereinId).execute();
    for (const m of mitglieder) await s.adminClient.createMitglied({ body: m });
    const { RecordId } = await s.adminClient.createMitglied({
      body: neuesMitglied({ Vorname: 'Gelöscht', Nachname: 'Früher', Mitgliedschaftsart: 'Ehemalige' }),
    });
    await s.adminClient.updateMitgliedStatus({ params: { MitgliedId: RecordId }, body: { Status: 'D' } });
    geloescht = await s.adminClient.getMitglied({ params: { MitgliedId: RecordId } });
  });
  afterAll(async () => s?.close());

  it('the active list, exported and imported into an empty club, gives the same members there', async () => {
    const quelle = await s.adminClient.getMitglieder({});
    expect(quelle).toHaveLength(mitglieder.length + 1); // with the administrator, without the deleted member
    const csv = exportCsv(quelle);
    expect(csv.startsWith(`${CSV_BOM}${IMPORT_HEADER.join(';')}\r\n`)).toBe(true);
    expect(csv).not.toContain('Gelöscht');
    expect(csv).toContain(`;'+41 79 555 12 34;`);
    expect(csv).toContain(`;"'=HYPERLINK(""http://x"",""y"")"\r\n`);

    const ziel = await s.createVerein({ VereinsName: 'Leerer Verein' });
    await s.db.updateTable('vertrag').set({ VertragAnzahlMitglieder: 50 }).where('VereinId', '=', ziel.vereinId).execute();
    const vorher = await ziel.client.getMitglieder({});
    expect(vorher).toHaveLength(1); // only its administrator

    expect(await importieren(s, ziel, csv)).toBe(quelle.length);
    const nachher = (await ziel.client.getMitglieder({})).filter((m) => m.MitgliedId !== ziel.mitgliedId);
    expect(sortiert(nachher)).toEqual(sortiert(quelle));
    // Imported members are active, regular members: the administrator role does not travel with the file.
    expect(nachher.every((m) => m.Status === 'A' && m.IstVereinsAdministrator === 0)).toBe(true);
    expect(nachher.find((m) => m.Nachname === 'Brändli')?.Postleitzahl).toBe('0800');
    expect(nachher.find((m) => m.Nachname === 'Meier')?.Bemerkung).toBe('Zeile eins\nZeile zwei');
    expect(nachher.find((m) => m.Nachname === 'Formel')).toMatchObject({
      Telefonnummer1: '+41 79 555 12 34',
      Bemerkung: '=HYPERLINK("http://x","y")',
    });
  });

  it('with "also deleted" the deleted member is exported too and comes back as an active member', async () => {
    const quelle = await s.adminClient.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: true } });
    expect(quelle.some((m) => m.MitgliedId === geloescht.MitgliedId && m.Status === 'D')).toBe(true);
    const ziel = await s.createVerein();
    await s.db.updateTable('vertrag').set({ VertragAnzahlMitglieder: 50 }).where('VereinId', '=', ziel.vereinId).execute();

    expect(await importieren(s, ziel, exportCsv(quelle))).toBe(quelle.length);
    const nachher = (await ziel.client.getMitglieder({})).filter((m) => m.MitgliedId !== ziel.mitgliedId);
    expect(sortiert(nachher)).toEqual(sortiert(quelle));
    expect(nachher.find((m) => m.Vorname === 'Gelöscht')).toMatchObject({
      Nachname: 'Früher',
      Status: 'A',
      Mitgliedschaftsart: 'Ehemalige',
    });
  });

  it('exporting a filtered selection imports exactly that selection', async () => {
    const alle = await s.adminClient.getMitglieder({});
    const auswahl = alle.filter((m) => m.Ort === 'Genève' || m.Nachname === 'Meier');
    expect(auswahl).toHaveLength(2);
    const ziel = await s.createVerein();
    expect(await importieren(s, ziel, exportCsv(auswahl))).toBe(2);
    const nachher = (await ziel.client.getMitglieder({})).filter((m) => m.MitgliedId !== ziel.mitgliedId);
    expect(sortiert(nachher)).toEqual(sortiert(auswahl));
  });
});
