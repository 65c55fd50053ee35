/**
 * Reminders of fee invoices (docs/produkt.md "Beiträge"), on invoices of a real fee run: the preview names the
 * level each selected invoice would get or why none; sending mails the 'Zahlungserinnerung' with the PDF whose QR
 * code bills what is open, counts a member without e-mail for printing, raises each level once (also when two
 * sends race), the '2. Mahnung' follows ten days later, and every reminder is in the change log.
 */
import { BEITRAG_MELDUNG, BEITRAG_POSTEN_MELDUNG, MAHNUNG_GRUND, spcLesen } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anhangLaden } from '../../src/services/outbox-anhaenge.js';
import { KONTO, QR_IBAN } from '../helpers/beitraege.js';
import { expectApiError } from '../helpers/expect-error.js';
import { neuesMitglied } from '../helpers/fixtures.js';
import { startTestServer, TEST_DB, TestClock, type TestServer, type TestVerein } from '../helpers/test-server.js';
import { pdfSeitenTexte, qrCodeLesen } from '../rechnungen/qr-lesen.js';

const clock = new TestClock('2027-01-10T09:00:00Z');
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(() => s?.close());

/** A club with three members in 'Aktive' (120.00), one without e-mail, billed 'Mitgliederbeitrag 2027' due 28.02.2027. */
async function vereinMitLauf(): Promise<{
  v: TestVerein;
  ids: { anna: number; bruno: number; carla: number };
  rechnung: Map<number, number>;
}> {
  clock.set('2027-01-10T09:00:00Z');
  const v = await s.createVerein();
  const neu = async (vorname: string, nachname: string, email: boolean) => {
    const m = neuesMitglied({ Vorname: vorname, Nachname: nachname, Mitgliedschaftsart: 'Aktive' });
    if (!email) Object.assign(m, { Emailadresse: null, HatSystemZugriff: 0 });
    return (await v.client.createMitglied({ body: m })).RecordId;
  };
  const ids = {
    anna: await neu('Anna', 'Zürcher', true),
    bruno: await neu('Bruno', 'Ammann', true),
    carla: await neu('Carla', 'Meier', false),
  };
  await v.client.updateBeitragsEinstellungen({
    body: { Konto: KONTO, MehrfachRegel: 'hoechster', Tarife: [{ Kategorie: 'Aktive', Betrag: 120 }] },
  });
  await v.client.beitragslaufStarten({ body: { Bezeichnung: 'Mitgliederbeitrag 2027', FaelligAm: '2027-02-28' } });
  const liste = await v.client.getBeitragsrechnungen({ query: {} });
  const rechnung = new Map(liste.Eintraege.map((e) => [e.MitgliedId!, e.BeitragsrechnungId]));
  return { v, ids, rechnung };
}

const mahnMails = (an: string) =>
  s.deps.outbox.list().then((l) => l.filter((m) => m.to === an && /Mahnung|Zahlungserinnerung/.test(m.subject)));

describe(`fee reminders (${TEST_DB})`, () => {
  it('previews, sends the Zahlungserinnerung with the PDF once, counts the member without e-mail for printing, then the 2. Mahnung', async () => {
    const { v, ids, rechnung } = await vereinMitLauf();
    const anna = rechnung.get(ids.anna)!;
    const bruno = rechnung.get(ids.bruno)!;
    const carla = rechnung.get(ids.carla)!;
    const annaEmail = (await v.client.getMitglied({ params: { MitgliedId: ids.anna } })).Emailadresse!;

    // Not yet due: nothing to remind.
    expect((await v.client.beitragsMahnungenVorschau({ body: { Ids: [anna] } })).Eintraege).toEqual([
      {
        BeitragsrechnungId: anna,
        Name: 'Anna Zürcher',
        Offen: 120,
        NaechsteStufe: null,
        Grund: MAHNUNG_GRUND.nichtFaellig('2027-02-28'),
        PerEmail: true,
      },
    ]);
    expect(await v.client.beitragsMahnungenSenden({ body: { Ids: [anna] } })).toEqual({ Gesendet: 0, ZumDrucken: 0, ZumDruckenIds: [] });

    clock.set('2027-03-05T09:00:00Z');
    await v.client.beitragsrechnungBarBezahlt({ params: { BeitragsrechnungId: bruno }, body: { Datum: '2027-03-01', Betrag: 120 } });
    await v.client.beitragsrechnungBarBezahlt({ params: { BeitragsrechnungId: anna }, body: { Datum: '2027-03-01', Betrag: 20 } });
    const vorschau = await v.client.beitragsMahnungenVorschau({ body: { Ids: [anna, bruno, carla] } });
    expect(vorschau.Eintraege).toEqual([
      { BeitragsrechnungId: anna, Name: 'Anna Zürcher', Offen: 100, NaechsteStufe: 1, Grund: null, PerEmail: true },
      { BeitragsrechnungId: bruno, Name: 'Bruno Ammann', Offen: 0, NaechsteStufe: null, Grund: MAHNUNG_GRUND.bezahlt, PerEmail: true },
      { BeitragsrechnungId: carla, Name: 'Carla Meier', Offen: 120, NaechsteStufe: 1, Grund: null, PerEmail: false },
    ]);

    expect(await v.client.beitragsMahnungenSenden({ body: { Ids: [anna, bruno, carla] } })).toEqual({
      Gesendet: 1,
      ZumDrucken: 1,
      ZumDruckenIds: [carla],
    });
    const [mail] = await mahnMails(annaEmail);
    expect(mail?.subject).toBe(`Zahlungserinnerung: Mitgliederbeitrag 2027 (Rechnung ${anna})`);
    const anhang = await anhangLaden(s.db, mail!.MailId, 1);
    expect(anhang?.dateiname).toBe(`Zahlungserinnerung-Beitragsrechnung-${anna}.pdf`);
    const qr = spcLesen((await qrCodeLesen(anhang!.bytes))!.text);
    if ('fehler' in qr) throw new Error(qr.fehler);
    expect(qr).toMatchObject({ betragCents: 10000, konto: QR_IBAN });
    const liste = new Map((await v.client.getBeitragsrechnungen({ query: {} })).Eintraege.map((e) => [e.BeitragsrechnungId, e.Mahnstufe]));
    expect(Object.fromEntries(liste)).toEqual({ [anna]: 1, [bruno]: 0, [carla]: 1 });
    // The printed reminder: the invoice's PDF now carries the level's title.
    const druck = new Uint8Array(await (await v.client.getBeitragsrechnungPdf({ params: { BeitragsrechnungId: carla } })).arrayBuffer());
    expect((await pdfSeitenTexte(druck))[0]).toContain(`Zahlungserinnerung zu Rechnung ${carla}`);

    // Again the same day: each level once; the preview says when the next is possible.
    expect(await v.client.beitragsMahnungenSenden({ body: { Ids: [anna, carla] } })).toMatchObject({ Gesendet: 0, ZumDrucken: 0 });
    expect((await v.client.beitragsMahnungenVorschau({ body: { Ids: [anna] } })).Eintraege[0]!.Grund).toBe(
      MAHNUNG_GRUND.zuFrueh('2027-03-05', '2027-03-15'),
    );
    expect(await mahnMails(annaEmail)).toHaveLength(1);

    // Ten days later two sends race: the '2. Mahnung' goes once.
    clock.set('2027-03-15T09:00:00Z');
    const [a, b] = await Promise.all([
      v.client.beitragsMahnungenSenden({ body: { Ids: [anna, carla] } }),
      v.client.beitragsMahnungenSenden({ body: { Ids: [anna, carla] } }),
    ]);
    expect(a.Gesendet + b.Gesendet).toBe(1);
    expect(a.ZumDrucken + b.ZumDrucken).toBe(1);
    const mails = await mahnMails(annaEmail);
    // (the outbox lists newest first)
    expect(mails.map((m) => m.subject)).toEqual([
      `2. Mahnung: Mitgliederbeitrag 2027 (Rechnung ${anna})`,
      `Zahlungserinnerung: Mitgliederbeitrag 2027 (Rechnung ${anna})`,
    ]);
    expect((await v.client.beitragsMahnungenVorschau({ body: { Ids: [anna] } })).Eintraege[0]!.Grund).toBe(MAHNUNG_GRUND.letzteStufe);

    const log = (await v.client.getAenderungsprotokoll({ query: { Bereich: 'Beiträge' } })).filter((l) => l.ObjektId === carla);
    expect(log.map((l) => l.Felder[0])).toEqual([
      { Feld: 'Mahnstufe', Alt: 'Zahlungserinnerung', Neu: '2. Mahnung (zum Drucken)' },
      { Feld: 'Mahnstufe', Alt: null, Neu: 'Zahlungserinnerung (zum Drucken)' },
    ]);
  });

  it('refuses an unknown or another club’s invoice and an empty selection; without the account nothing is sent', async () => {
    const { v, ids, rechnung } = await vereinMitLauf();
    const anna = rechnung.get(ids.anna)!;
    const andere = await s.createVerein();
    expect(await expectApiError(andere.client.beitragsMahnungenVorschau({ body: { Ids: [anna] } }), 400)).toEqual({
      Ids: [BEITRAG_POSTEN_MELDUNG.rechnungenUnbekannt([anna])],
    });
    expect(await expectApiError(v.client.beitragsMahnungenSenden({ body: { Ids: [] } }), 400)).toEqual({
      Ids: [BEITRAG_POSTEN_MELDUNG.keineIds],
    });
    clock.set('2027-03-05T09:00:00Z');
    await s.db.updateTable('beitrag_einstellung').set({ Iban: null }).where('VereinId', '=', v.vereinId).execute();
    expect(await expectApiError(v.client.beitragsMahnungenSenden({ body: { Ids: [anna] } }), 409)).toBe(BEITRAG_MELDUNG.kontoFehlt);
    expect((await v.client.getBeitragsrechnungen({ query: {} })).Eintraege.every((e) => e.Mahnstufe === 0)).toBe(true);
  });
});
