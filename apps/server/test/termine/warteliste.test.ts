/**
 * Event capacity and waiting list (docs/produkt.md "Kapazität und Warteliste") as members and the
 * club's administrator notice it: sign-ups beyond the maximum wait in order, a provisional sign-up
 * holds a place, a sign-off moves the first waiting member up with a mail, a lowered maximum removes
 * no one, a raised one moves up, two members taking the last place at once do not both get it, and
 * another club sees none of it.
 */
import type { Termin, TerminEingabe } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMitglied, type AppMitglied } from '../helpers/app.js';
import { expectApiError } from '../helpers/expect-error.js';
import { neuerTermin as terminEingabe } from '../helpers/fixtures.js';
import { startTestServer, TEST_DB, TestClock, type TestServer } from '../helpers/test-server.js';

const START = '2026-05-04T08:00:00Z';
const clock = new TestClock(START);
let s: TestServer;
let m: AppMitglied[] = [];

const termin = (over: Partial<TerminEingabe>): TerminEingabe =>
  terminEingabe({ Datum: '2026-05-20', Zeit: '19:00', ZeitBis: '21:00', Titel: 'Kochkurs', Ort: 'Vereinslokal', ...over });

/** A new event; the clock moves one minute per answer so the sign-up times differ. */
async function neuerTermin(over: Partial<Termin>): Promise<number> {
  return (await s.adminClient.createTermin({ body: termin(over) })).RecordId;
}
async function antwort(wer: AppMitglied, terminId: number, status: 1 | 2 | 3) {
  clock.set(new Date(clock.now().getTime() + 60_000));
  return wer.client.setAppAnAbmeldung({ params: { TerminId: terminId }, body: { AnAbmeldeStatus: status } });
}
async function inApp(wer: AppMitglied, terminId: number) {
  return (await wer.client.getAppTermine()).find((t) => t.TerminId === terminId)!;
}
/** The portal's list: name -> place on the waiting list (null = has a place). */
async function portal(terminId: number) {
  const liste = await s.adminClient.getTerminAnAbmeldungen({ query: { terminId } });
  return Object.fromEntries(liste.filter((a) => a.AnAbmeldeStatus !== 2).map((a) => [a.Vorname, a.WartelistePlatz]));
}
const mailsAn = async (wer: AppMitglied) =>
  (await s.deps.outbox.list(1000)).filter((x) => x.to === wer.credentials.emailadresse && /Platz/.test(x.subject));

describe(`event capacity and waiting list (${TEST_DB})`, () => {
  beforeAll(async () => {
    s = await startTestServer({ clock });
    m = [];
    for (const Vorname of ['Anna', 'Beat', 'Carla', 'Dario', 'Eva', 'Fabio', 'Gina'])
      m.push(await appMitglied(s, s.adminClient, { Vorname, Nachname: 'Muster' }));
  }, 60_000);
  afterAll(async () => s?.close());

  it('gives places up to the maximum, then a waiting list in sign-up order, shown to the member and in the portal', async () => {
    const [a, b, c, d] = m as [AppMitglied, AppMitglied, AppMitglied, AppMitglied];
    const id = await neuerTermin({ MaxTeilnehmende: 2 });
    expect(await s.adminClient.getTermin({ params: { TerminId: id } })).toMatchObject({ MaxTeilnehmende: 2 });
    expect(await inApp(a, id)).toMatchObject({ FreiePlaetze: 2, WartelistePlatz: null });

    expect(await antwort(a, id, 1)).toEqual({ TerminId: id, AnAbmeldeStatus: 1, WartelistePlatz: null, FreiePlaetze: 1 });
    expect(await antwort(b, id, 1)).toEqual({ TerminId: id, AnAbmeldeStatus: 1, WartelistePlatz: null, FreiePlaetze: 0 });
    expect(await antwort(c, id, 1)).toEqual({ TerminId: id, AnAbmeldeStatus: 1, WartelistePlatz: 1, FreiePlaetze: 0 });
    expect(await antwort(d, id, 1)).toMatchObject({ WartelistePlatz: 2, FreiePlaetze: 0 });

    expect(await inApp(d, id)).toMatchObject({ MeinStatus: 1, WartelistePlatz: 2, FreiePlaetze: 0 });
    expect(await inApp(a, id)).toMatchObject({ MeinStatus: 1, WartelistePlatz: null, FreiePlaetze: 0 });
    expect(await portal(id)).toEqual({ Anna: null, Beat: null, Carla: 1, Dario: 2 });
    const seit = (await s.adminClient.getTerminAnAbmeldungen({ query: { terminId: id } })).find(
      (x) => x.Vorname === 'Carla',
    )!.WartelisteSeit;
    expect(seit).toMatch(/^2026-05-04T08:\d\d:00\.000Z$/);

    // Switching between sign-up and provisional keeps the place, and the position on the list.
    expect(await antwort(c, id, 3)).toMatchObject({ AnAbmeldeStatus: 3, WartelistePlatz: 1 });
    expect(await antwort(a, id, 3)).toMatchObject({ AnAbmeldeStatus: 3, WartelistePlatz: null });
    expect(await portal(id)).toEqual({ Anna: null, Beat: null, Carla: 1, Dario: 2 });
  });

  it('counts a provisional sign-up as a place', async () => {
    const [a, b] = m as [AppMitglied, AppMitglied];
    const id = await neuerTermin({ MaxTeilnehmende: 1 });
    expect(await antwort(a, id, 3)).toMatchObject({ WartelistePlatz: null, FreiePlaetze: 0 });
    expect(await antwort(b, id, 1)).toMatchObject({ WartelistePlatz: 1, FreiePlaetze: 0 });
  });

  it('moves the first waiting member up when one with a place signs off, in the same step, and mails them', async () => {
    const [a, b, c, d] = m as [AppMitglied, AppMitglied, AppMitglied, AppMitglied];
    const id = await neuerTermin({ MaxTeilnehmende: 2, Titel: 'Skitag Engadin', Datum: '2026-05-23', Zeit: '07:30', ZeitBis: '18:00' });
    for (const x of [a, b, c, d]) await antwort(x, id, 1);
    expect(await mailsAn(c)).toEqual([]);

    expect(await antwort(a, id, 2)).toEqual({ TerminId: id, AnAbmeldeStatus: 2, WartelistePlatz: null, FreiePlaetze: 0 });
    expect(await portal(id)).toEqual({ Beat: null, Carla: null, Dario: 1 });
    expect(await inApp(c, id)).toMatchObject({ MeinStatus: 1, WartelistePlatz: null });
    expect(await inApp(d, id)).toMatchObject({ WartelistePlatz: 1 });

    const [mail, ...mehr] = await mailsAn(c);
    expect(mehr).toEqual([]);
    expect(mail!.subject).toBe('Sie haben einen Platz: Skitag Engadin am 23.05.2026');
    expect(mail!.text).toContain('Guten Tag Carla Muster');
    expect(mail!.text).toContain('Für den Termin «Skitag Engadin» am 23.05.2026, 07:30 Uhr ist ein Platz frei geworden.');
    expect(mail!.text).toContain('Sie standen auf der Warteliste und haben jetzt einen Platz: Sie sind angemeldet.');
    expect(await mailsAn(d)).toEqual([]);

    // Leaving the waiting list frees no place: nobody moves up, nobody is mailed.
    await antwort(d, id, 2);
    expect(await portal(id)).toEqual({ Beat: null, Carla: null });
    expect(await mailsAn(d)).toEqual([]);
  });

  it('without a maximum everyone has a place: no waiting list, no move-up, no mail', async () => {
    const [a, b, c, , e] = m as [AppMitglied, AppMitglied, AppMitglied, AppMitglied, AppMitglied];
    const id = await neuerTermin({ MaxTeilnehmende: null, Titel: 'Ohne Limit' });
    const vorher = (await s.deps.outbox.list(1000)).length;
    for (const x of [a, b, c, e]) expect(await antwort(x, id, 1)).toMatchObject({ WartelistePlatz: null, FreiePlaetze: null });
    await antwort(a, id, 2);
    expect(await inApp(e, id)).toMatchObject({ WartelistePlatz: null, FreiePlaetze: null });
    expect(await portal(id)).toEqual({ Beat: null, Carla: null, Eva: null });
    expect((await s.deps.outbox.list(1000)).length).toBe(vorher);
  });

  it('a lowered maximum removes no one; a raised or removed one moves the waiting up with a mail', async () => {
    const [a, b, c, d, e] = m as [AppMitglied, AppMitglied, AppMitglied, AppMitglied, AppMitglied];
    const id = await neuerTermin({ MaxTeilnehmende: 3, Titel: 'Grillabend' });
    for (const x of [a, b, c]) await antwort(x, id, 1);
    const t = await s.adminClient.getTermin({ params: { TerminId: id } });
    await s.adminClient.updateTermin({ params: { TerminId: id }, body: { ...t, MaxTeilnehmende: 1 } });
    expect(await portal(id)).toEqual({ Anna: null, Beat: null, Carla: null });
    expect(await inApp(a, id)).toMatchObject({ FreiePlaetze: 0 });
    expect(await antwort(d, id, 1)).toMatchObject({ WartelistePlatz: 1 });
    await antwort(e, id, 1);

    // Three hold places for a maximum of 1: a sign-off still leaves it full.
    await antwort(a, id, 2);
    expect(await portal(id)).toEqual({ Beat: null, Carla: null, Dario: 1, Eva: 2 });

    await s.adminClient.updateTermin({ params: { TerminId: id }, body: { MaxTeilnehmende: 3 } });
    expect(await portal(id)).toEqual({ Beat: null, Carla: null, Dario: null, Eva: 1 });
    expect((await mailsAn(d)).map((x) => x.subject)).toEqual(['Sie haben einen Platz: Grillabend am 20.05.2026']);
    await s.adminClient.updateTermin({ params: { TerminId: id }, body: { MaxTeilnehmende: null } });
    expect(await portal(id)).toEqual({ Beat: null, Carla: null, Dario: null, Eva: null });
    expect(await mailsAn(e)).toHaveLength(1);
  });

  it('accepts a maximum of 1 to 10000 or none, and says why otherwise', async () => {
    for (const falsch of [0, 10_001, -3]) {
      const body = await expectApiError(s.adminClient.createTermin({ body: termin({ MaxTeilnehmende: falsch }) }), 400);
      expect(body).toEqual({ MaxTeilnehmende: ["Max. Teilnehmende muss eine ganze Zahl von 1 bis 10'000 sein."] });
    }
    const body = await expectApiError(s.adminClient.createTermin({ body: termin({ MaxTeilnehmende: 1.5 }) }), 400);
    expect(body).toEqual({ MaxTeilnehmende: ['Max. Teilnehmende muss eine ganze Zahl sein.'] });
    const id = await neuerTermin({ MaxTeilnehmende: 10_000 });
    expect((await s.adminClient.getTermin({ params: { TerminId: id } })).MaxTeilnehmende).toBe(10_000);
  });

  it('gives the last place to one of several members who sign up at the same moment', async () => {
    const id = await neuerTermin({ MaxTeilnehmende: 1, Titel: 'Letzter Platz' });
    const antworten = await Promise.all(
      m.map((x) => x.client.setAppAnAbmeldung({ params: { TerminId: id }, body: { AnAbmeldeStatus: 1 } })),
    );
    expect(antworten.filter((x) => x.WartelistePlatz === null)).toHaveLength(1);
    const plaetze = Object.values(await portal(id));
    expect(plaetze.filter((p) => p === null)).toHaveLength(1);
    expect(plaetze.filter((p) => p !== null).sort()).toEqual([1, 2, 3, 4, 5, 6]);

    // And when the one place frees up while others sign up, still only one holds it.
    const inhaber = m[antworten.findIndex((x) => x.WartelistePlatz === null)]!;
    await Promise.all([
      inhaber.client.setAppAnAbmeldung({ params: { TerminId: id }, body: { AnAbmeldeStatus: 2 } }),
      ...m.filter((x) => x !== inhaber).map((x) => x.client.setAppAnAbmeldung({ params: { TerminId: id }, body: { AnAbmeldeStatus: 3 } })),
    ]);
    expect(Object.values(await portal(id)).filter((p) => p === null)).toHaveLength(1);
  });

  it('keeps each club to itself', async () => {
    const [a] = m as [AppMitglied];
    const id = await neuerTermin({ MaxTeilnehmende: 1, Titel: 'Nur Verein A' });
    await antwort(a, id, 1);
    const andere = await s.createVerein();
    const fremd = await appMitglied(s, andere.client, { Vorname: 'Fremd' });
    await expectApiError(fremd.client.setAppAnAbmeldung({ params: { TerminId: id }, body: { AnAbmeldeStatus: 1 } }), 404);
    await expectApiError(andere.client.getTerminAnAbmeldungen({ query: { terminId: id } }), 404);
    await expectApiError(andere.client.updateTermin({ params: { TerminId: id }, body: { MaxTeilnehmende: 5 } }), 404);
    expect((await fremd.client.getAppTermine()).map((t) => t.TerminId)).not.toContain(id);
    expect(await portal(id)).toEqual({ Anna: null });

    // The other club's own event with the same maximum counts only its members.
    const eigenes = (await andere.client.createTermin({ body: termin({ MaxTeilnehmende: 1 }) })).RecordId;
    expect(await fremd.client.setAppAnAbmeldung({ params: { TerminId: eigenes }, body: { AnAbmeldeStatus: 1 } })).toMatchObject({
      WartelistePlatz: null,
      FreiePlaetze: 0,
    });
    expect(await inApp(a, id)).toMatchObject({ FreiePlaetze: 0, WartelistePlatz: null });
  });
});
