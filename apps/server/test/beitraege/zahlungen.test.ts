/**
 * The club's bank file (docs/produkt.md "Beiträge"): a camt.054 for the club's account (a QR-IBAN account's file
 * names its ordinary IBAN) is previewed without booking, then booked once: paid, partly paid, over-paid,
 * unassigned with a suggestion; the same file again changes nothing; an unassigned payment is assigned by hand;
 * a reversal reopens an invoice; another account's, a broken or a missing file and a club without account are
 * refused with nothing booked; another club's invoices are never matched.
 */
import { ABGLEICH_GRUND, BEITRAG_MELDUNG, BEITRAG_POSTEN_MELDUNG, BANKDATEI_MAX_BYTES, CAMT_MELDUNG } from '@vereinsportal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { beitragsKontoSetzen, beitragsrechnungAnlegen, IBAN, mitgliedAnlegen } from '../helpers/beitraege.js';
import { bankdatei, camt054 } from '../helpers/camt.js';
import { expectApiError } from '../helpers/expect-error.js';
import { TEST_DB, TestClock, type TestVerein } from '../helpers/test-server.js';
import { testServerFuerTests } from '../helpers/datei-server.js';

const clock = new TestClock('2027-03-10T09:00:00Z');
/** The ordinary IBAN of the QR-IBAN account CH44 3199 9123 0008 8901 2 (the SIX samples): what its bank file names. */
const KONTO_IBAN = 'CH5800791123000889012';
const s = testServerFuerTests({ clock });

const mitglied = (v: TestVerein, Vorname: string, Nachname: string) => mitgliedAnlegen(v, { Vorname, Nachname });

async function stand(vereinId: number) {
  const zahl = async (t: 'beitragszahlung' | 'beitragsimport' | 'aenderungsprotokoll') =>
    Number(
      (
        await s.db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('VereinId', '=', vereinId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    zahlungen: await zahl('beitragszahlung'),
    importe: await zahl('beitragsimport'),
    protokoll: await zahl('aenderungsprotokoll'),
    rechnungen: await s.db
      .selectFrom('beitragsrechnung')
      .select(['BeitragsrechnungId', 'BezahltCents', 'BezahltAm'])
      .where('VereinId', '=', vereinId)
      .orderBy('BeitragsrechnungId')
      .execute(),
  };
}

describe(`bank file: preview, booking, assigning (${TEST_DB})`, () => {
  let v: TestVerein;
  const r: Record<'anna' | 'bruno' | 'carla' | 'dora', { id: number; referenz: string }> = {} as never;
  let datei: string;

  beforeAll(async () => {
    v = await s.createVerein();
    await beitragsKontoSetzen(s.db, v.vereinId);
    const faellig = '2027-04-30';
    r.anna = await beitragsrechnungAnlegen(s.db, {
      vereinId: v.vereinId,
      mitgliedId: await mitglied(v, 'Anna', 'Zürcher'),
      betragCents: 12000,
      faelligAm: faellig,
      name: 'Zürcher',
      vorname: 'Anna',
    });
    r.bruno = await beitragsrechnungAnlegen(s.db, {
      vereinId: v.vereinId,
      mitgliedId: await mitglied(v, 'Bruno', 'Ammann'),
      betragCents: 12000,
      faelligAm: faellig,
      name: 'Ammann',
      vorname: 'Bruno',
    });
    r.carla = await beitragsrechnungAnlegen(s.db, {
      vereinId: v.vereinId,
      mitgliedId: await mitglied(v, 'Carla', 'Meier'),
      betragCents: 6000,
      faelligAm: faellig,
      name: 'Meier',
      vorname: 'Carla',
    });
    r.dora = await beitragsrechnungAnlegen(s.db, {
      vereinId: v.vereinId,
      mitgliedId: await mitglied(v, 'Dora', 'Egli'),
      betragCents: 4000,
      bezahltCents: 4000,
      bezahltAm: '2027-02-01',
      name: 'Egli',
      vorname: 'Dora',
    });
    datei = camt054(KONTO_IBAN, [
      { eintrag: 'B1', betrag: 120, datum: '2027-03-01', referenz: r.anna.referenz, zahler: 'Anna Zürcher' },
      { eintrag: 'B2', betrag: 50, datum: '2027-03-02', referenz: r.bruno.referenz },
      { eintrag: 'B3', betrag: 60, datum: '2027-03-03', zahler: 'C. Meier', mitteilung: 'Beitrag 2027' },
      { eintrag: 'B4', betrag: 40, datum: '2027-03-04', referenz: r.dora.referenz },
    ]);
  });

  it('previews what would be booked and books nothing', async () => {
    const vorher = await stand(v.vereinId);
    const vorschau = await v.client.beitragsZahlungenVorschau({ body: bankdatei(datei) });
    expect(vorschau).toMatchObject({ Art: 'camt.054', Konto: KONTO_IBAN, Uebersprungen: [] });
    expect(vorschau.Buchungen).toEqual([
      expect.objectContaining({
        EintragSchluessel: 'B1-1',
        Art: 'bezahlt',
        Betrag: 120,
        BeitragsrechnungId: r.anna.id,
        Name: 'Anna Zürcher',
        Rest: 0,
        // A matched payment shows the reference it matched by.
        Referenz: r.anna.referenz,
      }),
      expect.objectContaining({
        EintragSchluessel: 'B2-1',
        Art: 'teilweise bezahlt',
        Betrag: 50,
        BeitragsrechnungId: r.bruno.id,
        Rest: 70,
      }),
      expect.objectContaining({
        EintragSchluessel: 'B3-1',
        Art: 'nicht zugeordnet',
        Betrag: 60,
        BeitragsrechnungId: null,
        Name: 'C. Meier',
        Mitteilung: 'Beitrag 2027',
        Vorschlaege: [{ BeitragsrechnungId: r.carla.id, Name: 'Carla Meier', Offen: 60 }],
      }),
      expect.objectContaining({ EintragSchluessel: 'B4-1', Art: 'überzahlt', Betrag: 40, BeitragsrechnungId: r.dora.id, Ueberzahlung: 40 }),
    ]);
    expect(await stand(v.vereinId)).toEqual(vorher);
  });

  it('books the file once in one go; the same file again changes nothing', async () => {
    const gebucht = await v.client.beitragsZahlungenBuchen({ body: bankdatei(datei) });
    expect(gebucht).toEqual({ Bezahlt: 1, Teilweise: 1, Ueberzahlt: 1, Storniert: 0, NichtZugeordnet: 1, Uebersprungen: 0 });
    const liste = new Map((await v.client.getBeitragsrechnungen({ query: {} })).Eintraege.map((e) => [e.BeitragsrechnungId, e]));
    expect(liste.get(r.anna.id)).toMatchObject({ Status: 'bezahlt', Bezahlt: 120, BezahltAm: '2027-03-01' });
    expect(liste.get(r.bruno.id)).toMatchObject({ Status: 'teilweise bezahlt', Bezahlt: 50, Offen: 70 });
    expect(liste.get(r.carla.id)).toMatchObject({ Status: 'offen', Bezahlt: 0 });
    expect(liste.get(r.dora.id)).toMatchObject({ Status: 'bezahlt', Bezahlt: 80, BezahltAm: '2027-02-01' });
    const log = await v.client.getAenderungsprotokoll({ query: { Bereich: 'Beiträge' } });
    expect(log[0]).toMatchObject({ Aktion: 'importiert', Objekt: 'Bankdatei camt054.xml' });

    const nachher = await stand(v.vereinId);
    expect(await v.client.beitragsZahlungenBuchen({ body: bankdatei(datei) })).toEqual({
      Bezahlt: 0,
      Teilweise: 0,
      Ueberzahlt: 0,
      Storniert: 0,
      NichtZugeordnet: 0,
      Uebersprungen: 4,
    });
    expect(await stand(v.vereinId)).toEqual(nachher);
    const wieder = await v.client.beitragsZahlungenVorschau({ body: bankdatei(datei) });
    expect(wieder.Buchungen).toEqual([]);
    expect(wieder.Uebersprungen.map((u) => u.Grund)).toEqual(Array(4).fill(ABGLEICH_GRUND.bereitsEingelesen));
  });

  it('lists the unassigned payment with its suggestion and assigns it by hand, once', async () => {
    const offen = await v.client.getNichtZugeordneteZahlungen();
    expect(offen).toEqual([
      {
        ZahlungId: expect.any(Number),
        Betrag: 60,
        Datum: '2027-03-03',
        Referenz: null,
        Mitteilung: 'Beitrag 2027',
        ZahlerName: 'C. Meier',
        Vorschlaege: [{ BeitragsrechnungId: r.carla.id, Name: 'Carla Meier', Offen: 60 }],
      },
    ]);
    const params = { ZahlungId: offen[0]!.ZahlungId };
    expect(await expectApiError(v.client.beitragsZahlungZuordnen({ params, body: { BeitragsrechnungId: 999_999 } }), 400)).toEqual({
      BeitragsrechnungId: [BEITRAG_POSTEN_MELDUNG.rechnungUnbekannt],
    });
    const andere = await s.createVerein();
    await expectApiError(andere.client.beitragsZahlungZuordnen({ params, body: { BeitragsrechnungId: r.carla.id } }), 404);

    expect(await v.client.beitragsZahlungZuordnen({ params, body: { BeitragsrechnungId: r.carla.id } })).toEqual({
      RecordId: params.ZahlungId,
    });
    const carla = (await v.client.getBeitragsrechnungen({ query: {} })).Eintraege.find((e) => e.BeitragsrechnungId === r.carla.id);
    expect(carla).toMatchObject({ Status: 'bezahlt', Bezahlt: 60, BezahltAm: '2027-03-03' });
    expect(await v.client.getNichtZugeordneteZahlungen()).toEqual([]);
    expect(await expectApiError(v.client.beitragsZahlungZuordnen({ params, body: { BeitragsrechnungId: r.bruno.id } }), 404)).toBe(
      BEITRAG_POSTEN_MELDUNG.zahlungUnbekannt,
    );
    const log = await v.client.getAenderungsprotokoll({ query: { Bereich: 'Beiträge' } });
    expect(log[0]).toMatchObject({ ObjektId: r.carla.id, Aktion: 'geändert' });
    expect(log[0]!.Felder[0]).toEqual({ Feld: 'Zahlung zugeordnet', Alt: null, Neu: '60.00 CHF vom 03.03.2027 von C. Meier' });
  });

  it('a reversal from the bank undoes the payment and reopens the invoice', async () => {
    const storno = camt054(KONTO_IBAN, [{ eintrag: 'S1', betrag: 120, datum: '2027-03-08', referenz: r.anna.referenz, storno: true }]);
    expect((await v.client.beitragsZahlungenVorschau({ body: bankdatei(storno) })).Buchungen).toEqual([
      expect.objectContaining({ Art: 'storno', Betrag: 120, BeitragsrechnungId: r.anna.id, Rest: 120 }),
    ]);
    expect(await v.client.beitragsZahlungenBuchen({ body: bankdatei(storno) })).toMatchObject({ Storniert: 1 });
    const anna = (await v.client.getBeitragsrechnungen({ query: {} })).Eintraege.find((e) => e.BeitragsrechnungId === r.anna.id);
    expect(anna).toMatchObject({ Status: 'offen', Bezahlt: 0, Offen: 120, BezahltAm: null });
  });
});

describe(`bank file and cash: nothing booked twice (${TEST_DB})`, () => {
  it('two bookings of the same file at once book it once; two cash payments of what is open at once book one', async () => {
    const v = await s.createVerein();
    await beitragsKontoSetzen(s.db, v.vereinId);
    const m = await mitglied(v, 'Gina', 'Huber');
    const r = await beitragsrechnungAnlegen(s.db, { vereinId: v.vereinId, mitgliedId: m, betragCents: 8000, faelligAm: '2027-04-30' });
    const datei = camt054(KONTO_IBAN, [{ eintrag: 'P1', betrag: 30, datum: '2027-03-01', referenz: r.referenz }]);
    const beide = await Promise.allSettled([
      v.client.beitragsZahlungenBuchen({ body: bankdatei(datei) }),
      v.client.beitragsZahlungenBuchen({ body: bankdatei(datei) }),
    ]);
    const gebucht = beide.flatMap((b) => (b.status === 'fulfilled' ? [b.value.Teilweise] : []));
    // The loser either waited and found it read (all skipped) or lost the unique key (409, nothing booked).
    expect(gebucht.reduce((a, b) => a + b, 0)).toBe(1);
    for (const b of beide) if (b.status === 'rejected') expect((b.reason as { status: number }).status).toBe(409);
    expect((await v.client.getBeitragsrechnungen({ query: {} })).Eintraege[0]).toMatchObject({ Bezahlt: 30, Offen: 50 });

    const bar = await Promise.allSettled([
      v.client.beitragsrechnungBarBezahlt({ params: { BeitragsrechnungId: r.id }, body: { Datum: '2027-03-05', Betrag: 50 } }),
      v.client.beitragsrechnungBarBezahlt({ params: { BeitragsrechnungId: r.id }, body: { Datum: '2027-03-05', Betrag: 50 } }),
    ]);
    expect(bar.filter((b) => b.status === 'fulfilled')).toHaveLength(1);
    expect((bar.find((b) => b.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({
      status: 409,
      body: BEITRAG_POSTEN_MELDUNG.bereitsBezahlt,
    });
    expect((await v.client.getBeitragsrechnungen({ query: {} })).Eintraege[0]).toMatchObject({ Status: 'bezahlt', Bezahlt: 80 });
  });
});

describe(`bank file: refused files book nothing (${TEST_DB})`, () => {
  it('refuses another account’s file, a broken one, none, and any file while the club has no account', async () => {
    const v = await s.createVerein();
    const ohneKonto = camt054(KONTO_IBAN, [{ eintrag: 'X1', betrag: 10, datum: '2027-03-01' }]);
    expect(await expectApiError(v.client.beitragsZahlungenVorschau({ body: bankdatei(ohneKonto) }), 409)).toBe(BEITRAG_MELDUNG.kontoFehlt);

    await beitragsKontoSetzen(s.db, v.vereinId);
    const m = await mitglied(v, 'Eva', 'Frei');
    const r = await beitragsrechnungAnlegen(s.db, { vereinId: v.vereinId, mitgliedId: m, betragCents: 5000 });
    const vorher = await stand(v.vereinId);
    const fremd = camt054(IBAN, [{ eintrag: 'F1', betrag: 50, datum: '2027-03-01', referenz: r.referenz }]);
    expect(await expectApiError(v.client.beitragsZahlungenBuchen({ body: bankdatei(fremd) }), 409)).toBe(
      BEITRAG_POSTEN_MELDUNG.anderesKonto('CH93 0076 2011 6238 5295 7', 'CH44 3199 9123 0008 8901 2'),
    );
    expect(await expectApiError(v.client.beitragsZahlungenBuchen({ body: bankdatei('<Document><kaputt>') }), 400)).toEqual({
      datei: [expect.stringMatching(/^Die Bankdatei ist kein gültiges XML .*Nichts wurde verbucht\.$/)],
    });
    expect(await expectApiError(v.client.beitragsZahlungenBuchen({ body: bankdatei('<a>kein camt</a>') }), 400)).toEqual({
      datei: [`${CAMT_MELDUNG.keinCamt} Nichts wurde verbucht.`],
    });
    expect(await expectApiError(v.client.beitragsZahlungenBuchen({ body: { jsondata: {}, dateien: {} } }), 400)).toEqual({
      datei: [BEITRAG_POSTEN_MELDUNG.dateiFehlt],
    });
    expect(await expectApiError(v.client.beitragsZahlungenBuchen({ body: bankdatei('x'.repeat(BANKDATEI_MAX_BYTES + 1)) }), 413)).toBe(
      BEITRAG_POSTEN_MELDUNG.dateiZuGross(BANKDATEI_MAX_BYTES / 1024 / 1024),
    );
    expect(await stand(v.vereinId)).toEqual(vorher);
  });

  it('never matches another club’s invoice: its reference in this club’s file stays unassigned', async () => {
    const a = await s.createVerein();
    await beitragsKontoSetzen(s.db, a.vereinId);
    const ra = await beitragsrechnungAnlegen(s.db, { vereinId: a.vereinId, mitgliedId: a.mitgliedId, betragCents: 3000 });
    const b = await s.createVerein();
    await beitragsKontoSetzen(s.db, b.vereinId);
    const datei = camt054(KONTO_IBAN, [{ eintrag: 'T1', betrag: 30, datum: '2027-03-01', referenz: ra.referenz }]);
    expect(await b.client.beitragsZahlungenBuchen({ body: bankdatei(datei) })).toMatchObject({ Bezahlt: 0, NichtZugeordnet: 1 });
    expect((await a.client.getBeitragsrechnungen({ query: {} })).Eintraege[0]).toMatchObject({ Bezahlt: 0 });
    // The same bank key in the other club's own file still books there (keys are unique per club).
    expect(await a.client.beitragsZahlungenBuchen({ body: bankdatei(datei) })).toMatchObject({ Bezahlt: 1 });
  });
});
