/**
 * Series and cancellations (docs/termine.md) as the administrator and the members notice them: a weekly series
 * with a holiday gap, 'diesen und alle folgenden' keeping sign-ups, a cancellation told by mail and shown in the
 * app and the calendar feed, 'alle künftigen' with a full occurrence going to the waiting list, and foreign ids
 * or bad input refused in German with nothing changed.
 */
import type { TerminSerieInput, Wiederholung } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMitglied, type AppMitglied } from '../helpers/app.js';
import { expectApiError } from '../helpers/expect-error.js';
import { startTestServer, TEST_DB, TestClock, type TestServer, type TestVerein } from '../helpers/test-server.js';

const clock = new TestClock('2027-03-01T08:00:00Z');
let s: TestServer;
let verein: TestVerein;
let fremd: TestVerein;
let anna: AppMitglied;
let beat: AppMitglied;

type SerieBody = Omit<TerminSerieInput, 'Wiederholung'> & { Wiederholung: Partial<Wiederholung> };
const serie = (over: Partial<SerieBody> = {}, w: Partial<Wiederholung> = {}): SerieBody => ({
  Datum: '2027-03-23',
  DatumBis: null,
  Zeit: '18:00',
  ZeitBis: '19:30',
  Ganztaegig: 0,
  Titel: 'Training',
  Ort: 'Turnhalle',
  URL: null,
  Beschreibung: null,
  MitAnAbmeldung: 1,
  FuerMitgliedschaftsart: null,
  MaxTeilnehmende: null,
  ErinnerungStunden: null,
  ErinnerungAuchAngemeldete: 0,
  ...over,
  // Tuesdays and Thursdays until mid-April, without the Easter week.
  Wiederholung: { Art: 'woechentlich', Wochentage: ['DI', 'DO'], Bis: '2027-04-15', Ausnahmen: ['2027-03-30', '2027-04-01'], ...w },
});
const anlegen = (body: SerieBody, c = verein.client) => c.createTerminSerie({ body: body as TerminSerieInput });
const daten = async (serieId: number) => (await verein.client.getTerminSerie({ params: { SerieId: serieId } })).Termine.map((t) => t.Datum);

describe(`series and cancellations (${TEST_DB})`, () => {
  beforeAll(async () => {
    s = await startTestServer({ clock });
    verein = await s.createVerein({ VereinsName: 'TV Serie' });
    fremd = await s.createVerein({ VereinsName: 'FC Fremd' });
    anna = await appMitglied(s, verein.client, { Vorname: 'Anna', Nachname: 'Serie' });
    beat = await appMitglied(s, verein.client, { Vorname: 'Beat', Nachname: 'Serie' });
  }, 60_000);
  afterAll(async () => s?.close());

  it('creates a weekly series with a holiday gap: one event per date at 18:00, the rule stored as RRULE with EXDATE', async () => {
    const a = await anlegen(serie());
    expect(a).toMatchObject({ Anzahl: 6, Neu: 6, Geaendert: 0, Entfernt: 0, Hinweis: null });
    const gelesen = await verein.client.getTerminSerie({ params: { SerieId: a.SerieId } });
    expect(gelesen.Regel).toBe(
      'DTSTART;VALUE=DATE:20270323\nRRULE:FREQ=WEEKLY;WKST=MO;BYDAY=TU,TH;UNTIL=20270415\nEXDATE;VALUE=DATE:20270330,20270401',
    );
    expect(gelesen.Termine.map((t) => t.Datum)).toEqual([
      '2027-03-23',
      '2027-03-25',
      '2027-04-06',
      '2027-04-08',
      '2027-04-13',
      '2027-04-15',
    ]);
    const liste = (await verein.client.getTermine({ query: {} })).filter((t) => t.SerieId === a.SerieId);
    // 18:00 before and after the clock change of 28 March: the wall-clock time is stored, not an instant.
    expect(new Set(liste.map((t) => `${t.Zeit}-${t.ZeitBis}`))).toEqual(new Set(['18:00-19:30']));
    expect(liste[0]).toMatchObject({ TerminId: a.RecordId, Abgesagt: 0, AbsageNotiz: null });
    const log = await verein.client.getAenderungsprotokoll({ query: { Bereich: 'Termin' } });
    expect(log.find((e) => e.ObjektId === a.RecordId)).toMatchObject({ Aktion: 'erstellt', Objekt: 'Training' });
  });

  it("'diesen und alle folgenden' keeps ids and sign-ups, adds and removes dates, and names removed dates with answers", async () => {
    const a = await anlegen(serie({ Titel: 'Folge' }));
    const termine = (await verein.client.getTerminSerie({ params: { SerieId: a.SerieId } })).Termine;
    const [zweiter, dritter, vierter] = [termine[1]!, termine[2]!, termine[3]!];
    await anna.client.setAppAnAbmeldung({ params: { TerminId: dritter.TerminId }, body: { AnAbmeldeStatus: 1 } });
    await beat.client.setAppAnAbmeldung({ params: { TerminId: vierter.TerminId }, body: { AnAbmeldeStatus: 1 } });
    // From the 2nd occurrence (25 March) on: Thursdays only, at 19:00, one week longer.
    const r = await verein.client.updateTerminFolgende({
      params: { TerminId: zweiter.TerminId },
      body: serie(
        { Titel: 'Folge neu', Datum: '2027-03-25', Zeit: '19:00', ZeitBis: '20:30' },
        { Wochentage: ['DO'], Bis: '2027-04-22' },
      ) as TerminSerieInput,
    });
    // 25.3., 8.4. (Beat), 15.4., 22.4. kept or new; 6.4. (Anna's) no longer fits but keeps its sign-up; 13.4. goes.
    expect(r).toMatchObject({ RecordId: zweiter.TerminId, Geaendert: 3, Neu: 1, Entfernt: 1, Anzahl: 5 });
    expect(r.Hinweis).toBe(
      'Der Termin vom 06.04.2027 passt nicht mehr zur Wiederholung, hat aber An- oder Abmeldungen und bleibt deshalb bestehen. Sagen Sie ihn ab oder löschen Sie ihn einzeln.',
    );
    expect(r.SerieId).not.toBe(a.SerieId);
    // The old series keeps its first occurrence and ends the day before.
    expect(await daten(a.SerieId)).toEqual(['2027-03-23']);
    expect((await verein.client.getTerminSerie({ params: { SerieId: a.SerieId } })).Wiederholung).toMatchObject({ Bis: '2027-03-24' });
    expect(await daten(r.SerieId)).toEqual(['2027-03-25', '2027-04-06', '2027-04-08', '2027-04-15', '2027-04-22']);
    const beatsTermin = await verein.client.getTermin({ params: { TerminId: vierter.TerminId } });
    expect(beatsTermin).toMatchObject({ Titel: 'Folge neu', Zeit: '19:00', SerieId: r.SerieId });
    expect((await verein.client.getTerminAnAbmeldungen({ query: { terminId: vierter.TerminId } })).map((x) => x.Vorname)).toEqual(['Beat']);
    expect((await verein.client.getTerminAnAbmeldungen({ query: { terminId: dritter.TerminId } })).map((x) => x.Vorname)).toEqual(['Anna']);
  });

  it('cancels one occurrence: mail to who signed up, the app and the calendar feed show it cancelled; reinstating undoes it', async () => {
    const a = await anlegen(serie({ Titel: 'Absage' }, { Bis: '2027-03-25', Ausnahmen: [] }));
    const [erster] = (await verein.client.getTerminSerie({ params: { SerieId: a.SerieId } })).Termine;
    await anna.client.setAppAnAbmeldung({ params: { TerminId: erster!.TerminId }, body: { AnAbmeldeStatus: 1 } });
    const vorher = (await s.deps.outbox.list(1000)).length;
    const r = await verein.client.absagenTermin({ params: { TerminId: erster!.TerminId }, body: { Notiz: 'Halle gesperrt' } });
    expect(r).toEqual({ RecordId: erster!.TerminId, Abgesagt: 1, Benachrichtigt: 1 });
    const mails = (await s.deps.outbox.list(1000)).slice(0, (await s.deps.outbox.list(1000)).length - vorher);
    const mail = mails.find((m) => m.to === anna.credentials.emailadresse)!;
    expect(mail.subject).toBe('Abgesagt: Absage am 23.03.2027');
    expect(mail.text).toContain('Der Termin «Absage» vom 23.03.2027 ist abgesagt. Halle gesperrt');

    const inApp = (await anna.client.getAppTermine()).find((t) => t.TerminId === erster!.TerminId)!;
    expect(inApp).toMatchObject({ Abgesagt: 1, AbsageNotiz: 'Halle gesperrt', SerieId: a.SerieId, Aenderbar: false });
    const body = await expectApiError(
      anna.client.setAppAnAbmeldung({ params: { TerminId: erster!.TerminId }, body: { AnAbmeldeStatus: 2 } }),
      409,
    );
    expect(body).toBe('Der Termin ist abgesagt. An- und Abmeldungen sind nicht möglich.');
    await expectApiError(verein.client.absagenTermin({ params: { TerminId: erster!.TerminId }, body: { Notiz: null } }), 409);

    const adresse = (await anna.client.getAppKalender()).URL!;
    const ics = await (await fetch(`${s.baseUrl}${new URL(adresse).pathname}`)).text();
    const ereignis = ics.split('BEGIN:VEVENT').find((e) => e.includes(`termin-${erster!.TerminId}-`))!;
    expect(ereignis).toContain('STATUS:CANCELLED');
    expect(ereignis).toContain('SUMMARY:Abgesagt: Absage');
    expect(ereignis).toContain('Abgesagt: Halle gesperrt');
    // Each occurrence is its own event in the feed (its own UID); the others are not cancelled.
    expect(ics.split('BEGIN:VEVENT').filter((e) => e.includes('Absage')).length).toBe(2);

    expect(await verein.client.ansetzenTermin({ params: { TerminId: erster!.TerminId } })).toMatchObject({
      Abgesagt: 0,
      Benachrichtigt: 1,
    });
    expect(await verein.client.getTermin({ params: { TerminId: erster!.TerminId } })).toMatchObject({ Abgesagt: 0, AbsageNotiz: null });
    await expectApiError(verein.client.ansetzenTermin({ params: { TerminId: erster!.TerminId } }), 409);
  });

  it("signs a member up for 'alle künftigen': a full occurrence puts them on its waiting list, a cancelled one is skipped", async () => {
    const a = await anlegen(serie({ Titel: 'Alle', MaxTeilnehmende: 1 }, { Bis: '2027-03-30', Ausnahmen: [] }));
    const [t1, t2, t3] = (await verein.client.getTerminSerie({ params: { SerieId: a.SerieId } })).Termine;
    await beat.client.setAppAnAbmeldung({ params: { TerminId: t2!.TerminId }, body: { AnAbmeldeStatus: 1 } });
    await verein.client.absagenTermin({ params: { TerminId: t3!.TerminId }, body: { Notiz: null } });
    const r = await anna.client.setAppSerieAnAbmeldung({ params: { SerieId: a.SerieId }, body: { AnAbmeldeStatus: 1 } });
    expect(r.Termine).toEqual([
      { TerminId: t1!.TerminId, Datum: '2027-03-23', AnAbmeldeStatus: 1, WartelistePlatz: null, FreiePlaetze: 0, Ergebnis: 'angemeldet' },
      {
        TerminId: t2!.TerminId,
        Datum: '2027-03-25',
        AnAbmeldeStatus: 1,
        WartelistePlatz: 1,
        FreiePlaetze: 0,
        Ergebnis: 'Warteliste, Platz 1',
      },
      {
        TerminId: t3!.TerminId,
        Datum: '2027-03-30',
        AnAbmeldeStatus: null,
        WartelistePlatz: null,
        FreiePlaetze: null,
        Ergebnis: 'abgesagt, nicht angemeldet',
      },
    ]);
    // A single one changes afterwards with the ordinary answer.
    await anna.client.setAppAnAbmeldung({ params: { TerminId: t1!.TerminId }, body: { AnAbmeldeStatus: 2 } });
    expect((await anna.client.getAppTermine()).filter((t) => t.SerieId === a.SerieId).map((t) => t.MeinStatus)).toEqual([2, 1, 0]);
  });

  it('refuses foreign ids and bad input with German messages and changes nothing', async () => {
    const a = await anlegen(serie({ Titel: 'Eigen' }, { Bis: '2027-03-25', Ausnahmen: [] }));
    const [eigen] = (await verein.client.getTerminSerie({ params: { SerieId: a.SerieId } })).Termine;
    const vorher = await verein.client.getTermine({ query: { AuchVergangeneTermineAnzeigen: true } });

    await expectApiError(fremd.client.getTerminSerie({ params: { SerieId: a.SerieId } }), 404);
    await expectApiError(fremd.client.absagenTermin({ params: { TerminId: eigen!.TerminId }, body: { Notiz: 'x' } }), 404);
    await expectApiError(fremd.client.ansetzenTermin({ params: { TerminId: eigen!.TerminId } }), 404);
    await expectApiError(
      fremd.client.updateTerminFolgende({ params: { TerminId: eigen!.TerminId }, body: serie() as TerminSerieInput }),
      404,
    );
    const fremdesMitglied = await appMitglied(s, fremd.client, { Vorname: 'Fritz', Nachname: 'Fremd' });
    await expectApiError(
      fremdesMitglied.client.setAppSerieAnAbmeldung({ params: { SerieId: a.SerieId }, body: { AnAbmeldeStatus: 1 } }),
      404,
    );

    const einzeln = (await verein.client.createTermin({ body: { ...serie(), Wiederholung: undefined, TerminId: 0 } as never })).RecordId;
    expect(
      await expectApiError(verein.client.updateTerminFolgende({ params: { TerminId: einzeln }, body: serie() as TerminSerieInput }), 409),
    ).toBe('Dieser Termin gehört zu keiner Serie.');
    expect(await expectApiError(anlegen(serie({}, { Wochentage: [] })), 400)).toEqual({
      'Wiederholung.Wochentage': ['Bitte wählen Sie mindestens einen Wochentag.'],
    });
    expect(await expectApiError(anlegen(serie({}, { Bis: null, Anzahl: 300 })), 400)).toEqual({
      'Wiederholung.Anzahl': [
        'Eine Serie reicht höchstens zwei Jahre weit, also bis 23.03.2029. Bitte wählen Sie ein früheres Ende oder weniger Termine.',
      ],
    });
    expect(await expectApiError(anlegen(serie({ ZeitBis: '17:00' })), 400)).toEqual({ ZeitBis: ['Zeit bis muss nach der Zeit liegen.'] });
    expect(
      await expectApiError(verein.client.absagenTermin({ params: { TerminId: eigen!.TerminId }, body: { Notiz: 'x'.repeat(501) } }), 400),
    ).toEqual({
      Notiz: ['Notiz darf maximal 500 Zeichen enthalten.'],
    });
    await verein.client.deleteTermin({ params: { TerminId: einzeln } });
    expect(await verein.client.getTermine({ query: { AuchVergangeneTermineAnzeigen: true } })).toEqual(vorher);
    expect(await fremd.client.getTermine({ query: { AuchVergangeneTermineAnzeigen: true } })).toEqual([]);
  });
});
