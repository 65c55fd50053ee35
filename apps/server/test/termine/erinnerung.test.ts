/**
 * Reminders before events (docs/produkt.md "Erinnerungen"): due N hours before the start, to the expected
 * members who have not answered (optionally also those signed up, never those signed off): by push where a
 * device allows reminders, else by e-mail with event, date, time and the app link; each event once, also with
 * two runs (on PostgreSQL two instances) racing; a moved event is reminded again at its new time.
 */
import type { Termin } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erinnerungenSenden } from '../../src/services/termine/erinnerungen-senden.js';
import { neuesMitglied } from '../helpers/fixtures.js';
import { startTestServer, TEST_DB, TestClock, type TestServer } from '../helpers/test-server.js';

// 2026-05-04 10:00 Zurich.
const clock = new TestClock('2026-05-04T08:00:00Z');
let s: TestServer;
const id: Record<string, number> = {};
const email: Record<string, string> = {};

const termin = (over: Partial<Termin>) => ({
  Datum: '2026-05-05',
  Zeit: '18:00',
  ZeitBis: '20:00',
  Titel: 'Training',
  Ort: 'Turnhalle',
  MitAnAbmeldung: 1 as const,
  FuerMitgliedschaftsart: 'Aktive',
  ErinnerungStunden: 24,
  ...over,
});

async function antwort(terminId: number, wer: string, status: 1 | 2) {
  await s.db
    .insertInto('termin_anabmeldung')
    .values({
      VereinId: s.verein.vereinId,
      TerminId: terminId,
      MitgliedId: id[wer]!,
      AnAbmeldeStatus: status,
      GeaendertAm: clock.now().toISOString(),
    })
    .execute();
}
const mailsAn = async (wer: string) =>
  (await s.deps.outbox.list(1000)).filter((m) => m.to === email[wer] && m.subject.startsWith('Erinnerung'));
const pushesAn = (wer: string) => s.db.selectFrom('push_versand').selectAll().where('MitgliedId', '=', id[wer]!).execute();

describe(`event reminders (${TEST_DB})`, () => {
  beforeAll(async () => {
    s = await startTestServer({ clock });
    for (const [name, over] of [
      ['Anna', {}],
      ['Beat', {}],
      ['Carla', {}],
      ['Dora', {}],
      ['Emil', { Mitgliedschaftsart: 'Passive' }],
      ['Fritz', { HatSystemZugriff: 0 as const }],
    ] as const) {
      const m = neuesMitglied({ Vorname: name, Nachname: 'Muster', ...over });
      id[name] = (await s.adminClient.createMitglied({ body: m })).RecordId;
      email[name] = m.Emailadresse!;
    }
    // Anna's phone has a push subscription (all kinds on).
    const jetzt = clock.now().toISOString();
    await s.db
      .insertInto('geraet')
      .values({
        VereinId: s.verein.vereinId,
        MitgliedId: id.Anna!,
        GeraetId: 'anna-phone-1',
        Bezeichnung: 'Telefon',
        RegistriertAm: jetzt,
        ZuletztAm: jetzt,
        TokenHash: null,
      })
      .execute();
    await s.db
      .insertInto('push_abo')
      .values({
        MitgliedId: id.Anna!,
        GeraetId: 'anna-phone-1',
        Endpoint: 'https://push.example/1',
        P256dh: 'x',
        Auth: 'y',
        GespeichertAm: jetzt,
      })
      .execute();
  }, 60_000);
  afterAll(async () => s?.close());

  it('sends once at N hours before: push where a device allows it, else e-mail, only to those who have not answered', async () => {
    const t = (await s.adminClient.createTermin({ body: termin({}) })).RecordId;
    expect(await s.adminClient.getTermin({ params: { TerminId: t } })).toMatchObject({
      ErinnerungStunden: 24,
      ErinnerungAuchAngemeldete: 0,
    });
    await antwort(t, 'Carla', 1);
    await antwort(t, 'Dora', 2);

    expect(await erinnerungenSenden(s.deps)).toBe(0); // 10:00, due at 18:00 the day before
    clock.set(new Date('2026-05-04T16:00:00Z'));
    expect(await erinnerungenSenden(s.deps)).toBe(1);
    expect(await erinnerungenSenden(s.deps)).toBe(0);

    expect(await pushesAn('Anna')).toMatchObject([{ Art: 'erinnerung', Titel: 'Erinnerung: Training', Pfad: '/app/termine' }]);
    expect((await pushesAn('Anna'))[0]!.Text).toMatch(/^05\.05\.2026, 18:00 Uhr in Turnhalle\. Bitte melden Sie sich/);
    expect(await mailsAn('Anna')).toHaveLength(0);
    const [mail, ...mehr] = await mailsAn('Beat');
    expect(mehr).toHaveLength(0);
    expect(mail!.subject).toBe('Erinnerung: Training am 05.05.2026');
    expect(mail!.text).toContain('«Training» am 05.05.2026, 18:00 Uhr in Turnhalle');
    expect(mail!.text).toContain(`Zur App: ${s.deps.config.publicUrl.replace(/\/+$/, '')}/app/termine`);
    for (const wer of ['Carla', 'Dora', 'Emil', 'Fritz']) expect(await mailsAn(wer), wer).toHaveLength(0);
  });

  it('with auch an Angemeldete also reminds those signed up, never those signed off', async () => {
    clock.set(new Date('2026-05-10T08:00:00Z'));
    const t = (
      await s.adminClient.createTermin({
        body: termin({ Datum: '2026-05-10', Zeit: '12:00', ZeitBis: '13:00', ErinnerungStunden: 3, ErinnerungAuchAngemeldete: 1 }),
      })
    ).RecordId;
    await antwort(t, 'Carla', 1);
    await antwort(t, 'Dora', 2);
    expect(await erinnerungenSenden(s.deps)).toBe(1);
    const carla = (await mailsAn('Carla')).filter((m) => m.subject.includes('10.05.2026'));
    expect(carla).toHaveLength(1);
    expect(carla[0]!.text).toContain('Sie sind angemeldet.');
    expect((await mailsAn('Dora')).some((m) => m.subject.includes('10.05.2026'))).toBe(false);
  });

  it('sends after the event started never; a moved event is reminded again at its new time', async () => {
    clock.set(new Date('2026-05-20T08:00:00Z'));
    const t = (
      await s.adminClient.createTermin({ body: termin({ Datum: '2026-05-20', Zeit: '09:00', ZeitBis: '10:00', ErinnerungStunden: 2 }) })
    ).RecordId;
    expect(await erinnerungenSenden(s.deps)).toBe(0); // 10:00 Zurich: started an hour ago
    await s.adminClient.updateTermin({ params: { TerminId: t }, body: { Zeit: '11:00', ZeitBis: '12:00' } });
    expect(await erinnerungenSenden(s.deps)).toBe(1); // due at 09:00, starts at 11:00
    await s.adminClient.updateTermin({ params: { TerminId: t }, body: { Titel: 'Training neu' } });
    expect(await erinnerungenSenden(s.deps)).toBe(0); // same moment: not again
  });

  it('a series copies the reminder to each occurrence, and each occurrence is reminded at its own time', async () => {
    clock.set(new Date('2026-07-06T08:00:00Z')); // Monday 10:00
    const { SerieId } = await s.adminClient.createTerminSerie({
      body: {
        ...termin({ Datum: '2026-07-07', Titel: 'Serie', ErinnerungStunden: 24, ErinnerungAuchAngemeldete: 1 }),
        Wiederholung: { Art: 'woechentlich', Wochentage: ['DI'], Anzahl: 2 },
      } as never,
    });
    const termine = await Promise.all(
      (await s.adminClient.getTerminSerie({ params: { SerieId } })).Termine.map((t) =>
        s.adminClient.getTermin({ params: { TerminId: t.TerminId } }),
      ),
    );
    expect(termine.map((t) => [t.Datum, t.ErinnerungStunden, t.ErinnerungAuchAngemeldete])).toEqual([
      ['2026-07-07', 24, 1],
      ['2026-07-14', 24, 1],
    ]);
    clock.set(new Date('2026-07-06T16:00:00Z')); // 24 h before the first
    expect(await erinnerungenSenden(s.deps)).toBe(1);
    clock.set(new Date('2026-07-13T16:00:00Z'));
    expect(await erinnerungenSenden(s.deps)).toBe(1);
    expect(
      (await mailsAn('Beat'))
        .filter((m) => m.subject.startsWith('Erinnerung: Serie'))
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Erinnerung: Serie am 07.07.2026', 'Erinnerung: Serie am 14.07.2026']);
  });

  it("'Diesen und alle folgenden' with a new time reminds the kept occurrences again at the new time", async () => {
    clock.set(new Date('2026-08-03T08:00:00Z'));
    const body = {
      ...termin({ Datum: '2026-08-04', Titel: 'Verschoben' }),
      Wiederholung: { Art: 'woechentlich', Wochentage: ['DI'], Anzahl: 2 },
    };
    const { SerieId } = await s.adminClient.createTerminSerie({ body: body as never });
    const [erster] = (await s.adminClient.getTerminSerie({ params: { SerieId } })).Termine;
    clock.set(new Date('2026-08-03T16:00:00Z')); // 24 h before Tuesday 18:00 Zurich
    expect(await erinnerungenSenden(s.deps)).toBe(1);
    await s.adminClient.updateTerminFolgende({
      params: { TerminId: erster!.TerminId },
      body: { ...body, Zeit: '20:00', ZeitBis: '21:00' } as never,
    });
    expect(await erinnerungenSenden(s.deps)).toBe(0); // 24 h before 20:00 is still ahead
    clock.set(new Date('2026-08-03T18:00:00Z'));
    expect(await erinnerungenSenden(s.deps)).toBe(1);
    expect(await erinnerungenSenden(s.deps)).toBe(0);
  });

  it('reminds each event exactly once when runs race' + (TEST_DB === 'postgres' ? ' on two instances' : ''), async () => {
    clock.set(new Date('2026-06-01T08:00:00Z'));
    const ids: number[] = [];
    // A cancelled occurrence is never reminded.
    const abgesagt = (
      await s.adminClient.createTermin({ body: termin({ Datum: '2026-06-01', Zeit: '17:00', ZeitBis: '17:30', Titel: 'Abgesagt' }) })
    ).RecordId;
    await s.db.updateTable('termin').set({ Abgesagt: 1 }).where('TerminId', '=', abgesagt).execute();
    for (let i = 0; i < 4; i++) {
      ids.push(
        (
          await s.adminClient.createTermin({
            body: termin({ Datum: '2026-06-01', Zeit: `1${i + 1}:00`, ZeitBis: `1${i + 1}:30`, Titel: `Lauf ${i}` }),
          })
        ).RecordId,
      );
    }
    const zweite =
      TEST_DB === 'postgres' ? await startTestServer({ clock, database: { dataDir: s.dataDir, databaseUrl: s.databaseUrl } }) : null;
    try {
      const runden = await Promise.all([erinnerungenSenden(s.deps), erinnerungenSenden((zweite ?? s).deps), erinnerungenSenden(s.deps)]);
      expect(runden.reduce((a, b) => a + b, 0)).toBe(4);
    } finally {
      await zweite?.close();
    }
    const beat = (await mailsAn('Beat')).filter((m) => m.subject.includes('01.06.2026'));
    expect(beat.map((m) => m.subject).sort()).toEqual([0, 1, 2, 3].map((i) => `Erinnerung: Lauf ${i} am 01.06.2026`));
    expect((await pushesAn('Anna')).filter((p) => p.Titel.startsWith('Erinnerung: Lauf'))).toHaveLength(4);
  });
});
