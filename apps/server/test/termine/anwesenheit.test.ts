/**
 * Attendance (docs/produkt.md "Anwesenheit"): the event's list names who answered what and who has not
 * answered (members of its categories with system access), ticks from the start on, also for members who did
 * not sign up, each in the change log; the CSV; a member's season and the season CSV; another club's ids are 404.
 */
import { CSV_BOM, type Termin } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMitglied, type AppMitglied } from '../helpers/app.js';
import { expectApiError } from '../helpers/expect-error.js';
import { neuesMitglied } from '../helpers/fixtures.js';
import { startTestServer, TEST_DB, TestClock, type TestServer, type TestVerein } from '../helpers/test-server.js';

// 2026-05-04 10:00 Zurich; the training is on 2026-05-05 at 18:00.
const clock = new TestClock('2026-05-04T08:00:00Z');
let s: TestServer;
let anna: AppMitglied;
let beat: AppMitglied;
let carla: AppMitglied;
let ohneZugang: number;
let passiv: number;
let fremd: TestVerein;
let training: number;

const termin = (over: Partial<Termin> = {}) => ({
  Datum: '2026-05-05',
  Zeit: '18:00',
  ZeitBis: '20:00',
  Titel: 'Training',
  MitAnAbmeldung: 1 as const,
  FuerMitgliedschaftsart: 'Aktive',
  ...over,
});

describe(`attendance (${TEST_DB})`, () => {
  beforeAll(async () => {
    s = await startTestServer({ clock });
    anna = await appMitglied(s, s.adminClient, { Vorname: 'Anna', Nachname: 'Aebi' });
    beat = await appMitglied(s, s.adminClient, { Vorname: 'Beat', Nachname: 'Brunner' });
    carla = await appMitglied(s, s.adminClient, { Vorname: 'Carla', Nachname: 'Caduff' });
    ohneZugang = (await s.adminClient.createMitglied({ body: neuesMitglied({ Vorname: 'Dora', Nachname: 'Dähler', HatSystemZugriff: 0 }) }))
      .RecordId;
    passiv = (
      await s.adminClient.createMitglied({ body: neuesMitglied({ Vorname: 'Emil', Nachname: 'Egli', Mitgliedschaftsart: 'Passive' }) })
    ).RecordId;
    training = (await s.adminClient.createTermin({ body: termin() })).RecordId;
    await anna.client.setAppAnAbmeldung({ params: { TerminId: training }, body: { AnAbmeldeStatus: 1 } });
    await beat.client.setAppAnAbmeldung({ params: { TerminId: training }, body: { AnAbmeldeStatus: 2 } });
    fremd = await s.createVerein();
  }, 90_000);
  afterAll(async () => s?.close());

  it('lists who answered what and who has not: the event categories members with system access', async () => {
    const l = await s.adminClient.getTerminAnwesenheit({ params: { TerminId: training } });
    expect(l).toMatchObject({ TerminId: training, Titel: 'Training', Datum: '2026-05-05', Zeit: '18:00', Begonnen: false });
    // The administrator (Aktive, with system access) is a member too.
    const ohneAdmin = l.Zeilen.filter((z) => z.MitgliedId !== s.verein.mitgliedId);
    expect(ohneAdmin.map((z) => [z.Vorname, z.Antwort, z.Anwesend])).toEqual([
      ['Anna', 'angemeldet', 0],
      ['Beat', 'abgemeldet', 0],
      ['Carla', 'keine', 0],
    ]);
    // Dora (no system access) and Emil (another category) are not expected.
    expect(l.Zeilen.some((z) => z.MitgliedId === ohneZugang || z.MitgliedId === passiv)).toBe(false);
  });

  it('refuses ticks before the start (409), then ticks and unticks, also members who did not sign up', async () => {
    const setzen = (MitgliedId: number, Anwesend: 0 | 1) =>
      s.adminClient.setTerminAnwesenheit({ params: { TerminId: training, MitgliedId }, body: { Anwesend } });
    expect(String(await expectApiError(setzen(anna.id, 1), 409))).toMatch(/noch nicht begonnen/);

    clock.set(new Date('2026-05-05T16:05:00Z')); // 18:05 Zurich
    expect(await setzen(anna.id, 1)).toEqual({ RecordId: anna.id });
    await setzen(carla.id, 1);
    await setzen(ohneZugang, 1); // Dora came without the app
    await setzen(carla.id, 1); // twice: no second row, no second entry
    await setzen(beat.id, 1);
    await setzen(beat.id, 0);
    const l = await s.adminClient.getTerminAnwesenheit({ params: { TerminId: training } });
    expect(l.Begonnen).toBe(true);
    const da = Object.fromEntries(l.Zeilen.map((z) => [z.Vorname, z.Anwesend]));
    expect(da).toMatchObject({ Anna: 1, Beat: 0, Carla: 1, Dora: 1 });
    expect(l.Zeilen.find((z) => z.Vorname === 'Dora')?.Antwort).toBe('keine');

    const log = await s.adminClient.getAenderungsprotokoll({ query: {} });
    const ticks = log.filter((e) => e.Bereich === 'Mitglied' && e.Felder.some((f) => f.Feld === 'Anwesend am 05.05.2026 (Training)'));
    expect(ticks).toHaveLength(5);
    expect(ticks.filter((e) => e.ObjektId === beat.id).map((e) => e.Felder[0])).toEqual([
      { Feld: 'Anwesend am 05.05.2026 (Training)', Alt: 'Ja', Neu: 'Nein' },
      { Feld: 'Anwesend am 05.05.2026 (Training)', Alt: 'Nein', Neu: 'Ja' },
    ]);
  });

  it('answers 404 for another club event or member and 400 for a bad body, changing nothing', async () => {
    const fremdTermin = (await fremd.client.createTermin({ body: termin({ FuerMitgliedschaftsart: null }) })).RecordId;
    await expectApiError(s.adminClient.getTerminAnwesenheit({ params: { TerminId: fremdTermin } }), 404);
    await expectApiError(fremd.client.getTerminAnwesenheit({ params: { TerminId: training } }), 404);
    await expectApiError(
      s.adminClient.setTerminAnwesenheit({ params: { TerminId: fremdTermin, MitgliedId: anna.id }, body: { Anwesend: 1 } }),
      404,
    );
    await expectApiError(
      s.adminClient.setTerminAnwesenheit({ params: { TerminId: training, MitgliedId: fremd.mitgliedId }, body: { Anwesend: 1 } }),
      404,
    );
    await expectApiError(fremd.client.getTerminAnwesenheitCsv({ params: { TerminId: training } }), 404);
    await expectApiError(fremd.client.getMitgliedAnwesenheit({ params: { MitgliedId: anna.id }, query: {} }), 404);
    const fehler = await expectApiError(
      s.adminClient.setTerminAnwesenheit({ params: { TerminId: training, MitgliedId: anna.id }, body: { Anwesend: 'ja' } as never }),
      400,
    );
    expect(JSON.stringify(fehler)).toMatch(/Anwesend/);
    // A season out of range is a 400 in German.
    await expectApiError(s.adminClient.getMitgliedAnwesenheit({ params: { MitgliedId: anna.id }, query: { Saison: 1850 } }), 400);
    const l = await s.adminClient.getTerminAnwesenheit({ params: { TerminId: training } });
    expect(l.Zeilen.find((z) => z.Vorname === 'Anna')?.Anwesend).toBe(1);
  });

  it('exports the list as CSV in the export style, columns in German', async () => {
    const text = await csvText(s.adminClient.getTerminAnwesenheitCsv({ params: { TerminId: training } }));
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const zeilen = text.slice(1).trimEnd().split('\r\n');
    expect(zeilen[0]).toBe('Nachname;Vorname;E-Mail-Adresse;Antwort;Anwesend');
    expect(zeilen).toContain(`Aebi;Anna;${anna.credentials.emailadresse};angemeldet;ja`);
    expect(zeilen).toContain(`Brunner;Beat;${beat.credentials.emailadresse};abgemeldet;nein`);
    expect(zeilen.find((z) => z.startsWith('Dähler;Dora;'))).toMatch(/;keine Antwort;ja$/);
  });

  it('counts a member season (calendar year): events on the list, present, rate; and the season CSV', async () => {
    // A second training, started, where Anna was not ticked; one next year; one without sign-up.
    await s.adminClient.createTermin({ body: termin({ Datum: '2026-05-01', Titel: 'Training 2' }) });
    await s.adminClient.createTermin({ body: termin({ Datum: '2027-01-05', Titel: 'Training 2027' }) });
    await s.adminClient.createTermin({ body: termin({ Datum: '2026-04-01', Titel: 'Ohne', MitAnAbmeldung: 0 }) });
    const abgesagt = (await s.adminClient.createTermin({ body: termin({ Datum: '2026-04-02', Titel: 'Abgesagt' }) })).RecordId;
    await s.db.updateTable('termin').set({ Abgesagt: 1 }).where('TerminId', '=', abgesagt).execute();
    const saison = await s.adminClient.getMitgliedAnwesenheit({ params: { MitgliedId: anna.id }, query: {} });
    expect(saison).toMatchObject({ Saison: 2026, Termine: 2, Anwesend: 1, Quote: 50 });
    expect(saison.Liste.map((t) => [t.Titel, t.Antwort, t.Anwesend])).toEqual([
      ['Training 2', 'keine', 0],
      ['Training', 'angemeldet', 1],
    ]);
    expect(await s.adminClient.getMitgliedAnwesenheit({ params: { MitgliedId: anna.id }, query: { Saison: 2025 } })).toEqual({
      Saison: 2025,
      Termine: 0,
      Anwesend: 0,
      Quote: null,
      Liste: [],
    });
    // Dora is on one list only: the one she was ticked at.
    expect(await s.adminClient.getMitgliedAnwesenheit({ params: { MitgliedId: ohneZugang }, query: { Saison: 2026 } })).toMatchObject({
      Termine: 1,
      Anwesend: 1,
      Quote: 100,
    });

    const zeilen = (await csvText(s.adminClient.getAnwesenheitSaisonCsv({ query: { Saison: 2026 } }))).slice(1).trimEnd().split('\r\n');
    expect(zeilen[0]).toBe('Nachname;Vorname;E-Mail-Adresse;Mitgliederkategorien;Termine;Anwesend;Anwesenheit in Prozent');
    expect(zeilen).toContain(`Aebi;Anna;${anna.credentials.emailadresse};Aktive;2;1;50`);
    expect(zeilen.find((z) => z.startsWith('Egli;Emil;'))).toMatch(/;Passive;0;0;$/);
  });
});

/** A downloaded CSV as text, its BOM kept (TextDecoder would drop it). */
async function csvText(datei: Promise<Blob>): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (await datei).arrayBuffer());
}
