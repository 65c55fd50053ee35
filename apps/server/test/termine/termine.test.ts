import { AN_ABMELDE_STATUS } from '@vereinsportal/domain';
import { describe, expect, it } from 'vitest';
import type { Termin, TerminEingabe } from '@vereinsportal/domain';
import { neuerTermin, neuesMitglied } from '../helpers/fixtures.js';
import { TestClock } from '../helpers/test-server.js';
import { testServerFuerTests } from '../helpers/datei-server.js';
import { fehler, JETZT } from '../helpers/inhalte.js';

const termin = (over: Partial<TerminEingabe> = {}): TerminEingabe => ({
  ...neuerTermin({
    Datum: '2026-03-20',
    Zeit: '19:00',
    ZeitBis: '21:30',
    Ort: 'Turnhalle',
    URL: 'www.tv-muster.ch',
    Beschreibung: 'Bitte pünktlich',
  }),
  ErinnerungStunden: null,
  ErinnerungAuchAngemeldete: 0,
  // Set by the server only (series, 'absagen'); a form sends them back and they are ignored.
  SerieId: null,
  Abgesagt: 0,
  AbsageNotiz: null,
  ...over,
});

describe('termin', () => {
  const s = testServerFuerTests({ clock: new TestClock(JETZT) });

  it('creates, reads, patches and deletes an event; the URL gets http://', async () => {
    const { RecordId } = await s.adminClient.createTermin({ body: termin() });
    const t = await s.adminClient.getTermin({ params: { TerminId: RecordId } });
    expect(t).toEqual({ ...termin(), TerminId: RecordId, URL: 'http://www.tv-muster.ch' });

    // Ticking all-day clears the times (docs/produkt.md §4).
    await s.adminClient.updateTermin({ params: { TerminId: RecordId }, body: { ...t, Ganztaegig: 1 } });
    const ganz = await s.adminClient.getTermin({ params: { TerminId: RecordId } });
    expect(ganz).toMatchObject({ Ganztaegig: 1, Zeit: null, ZeitBis: null });

    // A partial PATCH keeps the other fields.
    await s.adminClient.updateTermin({ params: { TerminId: RecordId }, body: { Titel: 'Hauptprobe' } });
    expect(await s.adminClient.getTermin({ params: { TerminId: RecordId } })).toMatchObject({
      Titel: 'Hauptprobe',
      Ort: 'Turnhalle',
      Ganztaegig: 1,
    });

    await s.adminClient.deleteTermin({ params: { TerminId: RecordId } });
    expect((await fehler(s.adminClient.getTermin({ params: { TerminId: RecordId } }))).status).toBe(404);
  });

  it('applies the docs/produkt.md §5 event rules', async () => {
    const faelle: [Partial<Termin>, string][] = [
      [{ Datum: null }, 'Datum'],
      [{ DatumBis: '2026-03-20' }, 'DatumBis'],
      [{ Zeit: null }, 'Zeit'],
      [{ ZeitBis: '18:00' }, 'ZeitBis'],
      [{ Titel: '' }, 'Titel'],
      [{ Titel: 'x'.repeat(71) }, 'Titel'],
    ];
    for (const [over, feld] of faelle) {
      const e = await fehler(s.adminClient.createTermin({ body: termin(over) }));
      expect(e.status, feld).toBe(400);
      expect(Object.keys(e.body as object), feld).toContain(feld);
    }
    // Time-to 00:30 counts as 24:30, so 22:00-00:30 on one day is fine.
    await expect(s.adminClient.createTermin({ body: termin({ Zeit: '22:00', ZeitBis: '00:30' }) })).resolves.toMatchObject({
      RecordId: expect.any(Number),
    });
  });

  it('filters past events by DatumBis, else Datum', async () => {
    const vergangen = await s.adminClient.createTermin({ body: termin({ Titel: 'Vorbei', Datum: '2026-03-14' }) });
    const heute = await s.adminClient.createTermin({ body: termin({ Titel: 'Heute', Datum: '2026-03-15' }) });
    const mehrtaegig = await s.adminClient.createTermin({
      body: termin({ Titel: 'Lager', Datum: '2026-03-10', DatumBis: '2026-03-16', Ganztaegig: 1 }),
    });
    const mehrVorbei = await s.adminClient.createTermin({
      body: termin({ Titel: 'Lager alt', Datum: '2026-03-01', DatumBis: '2026-03-14', Ganztaegig: 1 }),
    });
    const aktuell = (await s.adminClient.getTermine({ query: { AuchVergangeneTermineAnzeigen: false } })).map((t) => t.TerminId);
    expect(aktuell).toEqual(expect.arrayContaining([heute.RecordId, mehrtaegig.RecordId]));
    expect(aktuell).not.toContain(vergangen.RecordId);
    expect(aktuell).not.toContain(mehrVorbei.RecordId);
    const alle = (await s.adminClient.getTermine({ query: { AuchVergangeneTermineAnzeigen: true } })).map((t) => t.TerminId);
    expect(alle).toEqual(expect.arrayContaining([vergangen.RecordId, mehrVorbei.RecordId]));
  });

  it('lists sign-ups with the three statuses and keeps clubs apart', async () => {
    const { RecordId: terminId } = await s.adminClient.createTermin({ body: termin({ Titel: 'Mit Anmeldung' }) });
    const ids: number[] = [];
    for (const [i, vorname] of ['Anna', 'Beat', 'Carla'].entries()) {
      const m = await s.adminClient.createMitglied({
        body: neuesMitglied({
          Vorname: vorname,
          Nachname: `Muster${i}`,
          Strasse: 'Weg 1',
          Postleitzahl: '3000',
          Ort: 'Bern',
          Emailadresse: `${vorname.toLowerCase()}@example.ch`,
          Mitgliedschaftsart: null,
        }),
      });
      ids.push(m.RecordId);
    }
    const jetzt = new Date().toISOString();
    await s.db
      .insertInto('termin_anabmeldung')
      .values(
        ids.map((MitgliedId, i) => ({
          VereinId: s.verein.vereinId,
          TerminId: terminId,
          MitgliedId,
          AnAbmeldeStatus: AN_ABMELDE_STATUS[i]!,
          GeaendertAm: jetzt,
        })),
      )
      .execute();
    const liste = await s.adminClient.getTerminAnAbmeldungen({ query: { terminId } });
    expect(liste).toEqual([
      {
        Nachname: 'Muster0',
        Vorname: 'Anna',
        Emailadresse: 'anna@example.ch',
        AnAbmeldeStatus: 1,
        WartelistePlatz: null,
        WartelisteSeit: null,
      },
      {
        Nachname: 'Muster1',
        Vorname: 'Beat',
        Emailadresse: 'beat@example.ch',
        AnAbmeldeStatus: 2,
        WartelistePlatz: null,
        WartelisteSeit: null,
      },
      {
        Nachname: 'Muster2',
        Vorname: 'Carla',
        Emailadresse: 'carla@example.ch',
        AnAbmeldeStatus: 3,
        WartelistePlatz: null,
        WartelisteSeit: null,
      },
    ]);

    const andere = await s.createVerein();
    expect((await fehler(andere.client.getTerminAnAbmeldungen({ query: { terminId } }))).status).toBe(404);
    expect((await fehler(andere.client.getTermin({ params: { TerminId: terminId } }))).status).toBe(404);
    expect((await fehler(andere.client.updateTermin({ params: { TerminId: terminId }, body: termin() }))).status).toBe(404);
    expect((await fehler(andere.client.deleteTermin({ params: { TerminId: terminId } }))).status).toBe(404);
    expect(await andere.client.getTermine({ query: { AuchVergangeneTermineAnzeigen: true } })).toEqual([]);

    // Deleting the event removes its sign-ups with it.
    await s.adminClient.deleteTermin({ params: { TerminId: terminId } });
    const rest = await s.db.selectFrom('termin_anabmeldung').select('TerminId').where('TerminId', '=', terminId).execute();
    expect(rest).toEqual([]);
  });

  it('answers 400 for a missing or bad terminId and 404 for an unknown one', async () => {
    const raw = await fetch(`${s.apiBase}/api/adminPortal/terminAnAbmeldung`, {
      headers: {
        vereinid: String(s.verein.vereinId),
        emailadresse: encodeURIComponent(s.verein.credentials.emailadresse),
        passwort: encodeURIComponent(s.verein.credentials.passwort),
      },
    });
    expect(raw.status).toBe(400);
    expect((await fehler(s.adminClient.getTerminAnAbmeldungen({ query: { terminId: 999_999 } }))).status).toBe(404);
  });
});
