/**
 * Member fees and data protection (docs/produkt.md "Beiträge", "Datenschutz"): the Datenauskunft lists the
 * member's fee invoices and payments; 'Endgültig löschen' keeps each invoice with its number, amounts,
 * reference and payments (OR 958f) but removes name, address, e-mail, the payer's name, the exception and the
 * change log's values, and draws the run's print file again without the person's page; a club's closing deletes
 * its fee books and print files after the export, which holds them.
 */
import { ANONYM_NAME } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KONTO } from '../helpers/beitraege.js';
import { bankdatei, camt054 } from '../helpers/camt.js';
import { neuesMitglied } from '../helpers/fixtures.js';
import { startTestServer, TEST_DB, TestClock, type TestServer, type TestVerein } from '../helpers/test-server.js';
// For its Node 20 polyfills of what pdfjs-dist 6 calls.
import { pdfSeitenTexte } from '../rechnungen/qr-lesen.js';

const clock = new TestClock('2027-01-10T09:00:00Z');
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(() => s?.close());

/** Two members without e-mail (printed) billed by a real run; Hanna pays part in cash and part by bank. */
async function verein(): Promise<{ v: TestVerein; hanna: number; ivo: number; rechnung: number; laufId: number }> {
  const v = await s.createVerein();
  const neu = async (vorname: string, nachname: string) =>
    (
      await v.client.createMitglied({
        body: neuesMitglied({
          Vorname: vorname,
          Nachname: nachname,
          Mitgliedschaftsart: 'Aktive',
          Emailadresse: null,
          HatSystemZugriff: 0,
        }),
      })
    ).RecordId;
  const hanna = await neu('Hanna', 'Amsler');
  const ivo = await neu('Ivo', 'Brunner');
  await v.client.updateBeitragsEinstellungen({
    body: { Konto: KONTO, MehrfachRegel: 'hoechster', Tarife: [{ Kategorie: 'Aktive', Betrag: 120 }] },
  });
  await v.client.setBeitragsAusnahme({ params: { MitgliedId: hanna }, body: { Art: 'betrag', Betrag: 100, Grund: 'Studentin' } });
  const lauf = await v.client.beitragslaufStarten({ body: { Bezeichnung: 'Mitgliederbeitrag 2027', FaelligAm: '2027-02-28' } });
  const e = (await v.client.getBeitragsrechnungen({ query: { MitgliedId: String(hanna) } })).Eintraege[0]!;
  await v.client.beitragsrechnungBarBezahlt({
    params: { BeitragsrechnungId: e.BeitragsrechnungId },
    body: { Datum: '2027-01-10', Betrag: 40 },
  });
  await v.client.beitragsZahlungenBuchen({
    body: bankdatei(
      camt054('CH5800791123000889012', [
        {
          eintrag: 'H1',
          betrag: 60,
          datum: '2027-01-10',
          referenz: e.Zahlungsreferenz,
          zahler: 'Hanna Amsler',
          mitteilung: 'Beitrag Hanna',
        },
      ]),
    ),
  });
  return { v, hanna, ivo, rechnung: e.BeitragsrechnungId, laufId: lauf.LaufId };
}

describe(`fees and data protection (${TEST_DB})`, () => {
  it('the Datenauskunft lists the member’s fee invoices, the payments on them and the fee exception', async () => {
    const { v, hanna, rechnung } = await verein();
    const a = await v.client.getMitgliedDatenauskunft({ params: { MitgliedId: hanna } });
    expect(a.Beitragsrechnungen).toEqual([
      expect.objectContaining({
        BeitragsrechnungId: rechnung,
        Bezeichnung: 'Mitgliederbeitrag 2027',
        Betrag: 100,
        Bezahlt: 100,
        Offen: 0,
        BezahltAm: '2027-01-10',
        Name: 'Amsler',
        Vorname: 'Hanna',
        Email: null,
      }),
    ]);
    expect(a.Beitragszahlungen.map((z) => [z.Art, z.Betrag, z.ZahlerName])).toEqual([
      ['bar', 40, null],
      ['bank', 60, 'Hanna Amsler'],
    ]);
    const html = await (await v.client.getMitgliedDatenauskunftHtml({ params: { MitgliedId: hanna } })).text();
    expect(a.Beitragsausnahme).toEqual({ Art: 'betrag', Betrag: 100, Grund: 'Studentin' });
    expect(html).toContain('<h2>Beitragsrechnungen</h2>');
    expect(html).toContain('<td>Mitgliederbeitrag 2027</td>');
    expect(html).toContain('<p>abweichender Betrag 100.00 CHF (Grund: Studentin)</p>');
  });

  it('Endgültig löschen keeps the booking records without the person and prints the run without the person’s page', async () => {
    const { v, hanna, ivo, rechnung, laufId } = await verein();
    const druckVorher = await pdfSeitenTexte(
      new Uint8Array(await (await v.client.getBeitragslaufDruckPdf({ params: { LaufId: laufId } })).arrayBuffer()),
    );
    expect(druckVorher).toHaveLength(2);
    expect(druckVorher[0]).toContain('Hanna Amsler');
    const zahlungenVorher = await s.db
      .selectFrom('beitragszahlung')
      .select(['ZahlungId', 'BetragCents', 'Datum', 'Art', 'Referenz', 'EintragSchluessel'])
      .where('BeitragsrechnungId', '=', rechnung)
      .orderBy('ZahlungId')
      .execute();

    await v.client.updateMitgliedStatus({ params: { MitgliedId: hanna }, body: { Status: 'D' } });
    await v.client.mitgliedEndgueltigLoeschen({ params: { MitgliedId: hanna } });

    const e = (await v.client.getBeitragsrechnungen({ query: {} })).Eintraege.find((x) => x.BeitragsrechnungId === rechnung);
    expect(e).toMatchObject({ Name: ANONYM_NAME, MitgliedId: null, Betrag: 100, Bezahlt: 100, Status: 'bezahlt', BezahltAm: '2027-01-10' });
    const row = await s.db.selectFrom('beitragsrechnung').selectAll().where('BeitragsrechnungId', '=', rechnung).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ Vorname: null, Strasse: null, Postleitzahl: null, Ort: null, Land: null, Email: null });
    expect(
      await s.db
        .selectFrom('beitragszahlung')
        .select(['ZahlungId', 'BetragCents', 'Datum', 'Art', 'Referenz', 'EintragSchluessel'])
        .where('BeitragsrechnungId', '=', rechnung)
        .orderBy('ZahlungId')
        .execute(),
    ).toEqual(zahlungenVorher);
    const ohneName = await s.db
      .selectFrom('beitragszahlung')
      .select(['ZahlerName', 'Mitteilung'])
      .where('BeitragsrechnungId', '=', rechnung)
      .execute();
    expect(ohneName.every((z) => z.ZahlerName === null && z.Mitteilung === null)).toBe(true);
    expect(await s.db.selectFrom('beitrag_ausnahme').selectAll().where('VereinId', '=', v.vereinId).execute()).toEqual([]);

    const log = (await v.client.getAenderungsprotokoll({ query: { Bereich: 'Beiträge' } })).filter((l) => l.ObjektId === rechnung);
    expect(log.length).toBeGreaterThan(0);
    for (const l of log) {
      expect(l.Objekt).toBe(`Rechnung ${rechnung} (${ANONYM_NAME})`);
      expect(l.Felder.every((f) => f.Alt === null && f.Neu === null)).toBe(true);
    }
    expect(JSON.stringify(await v.client.getAenderungsprotokoll({ query: { Bereich: 'Beiträge' } }))).not.toContain('Amsler');

    const druck = await pdfSeitenTexte(
      new Uint8Array(await (await v.client.getBeitragslaufDruckPdf({ params: { LaufId: laufId } })).arrayBuffer()),
    );
    expect(druck).toHaveLength(1);
    expect(druck[0]).toContain('Ivo Brunner');
    expect(druck.join(' ')).not.toContain('Amsler');
    expect((await v.client.getBeitragsrechnungen({ query: { MitgliedId: String(ivo) } })).Eintraege).toHaveLength(1);
  });

  it('the fee mails to the member are in the information and go with the erasure', async () => {
    const v = await s.createVerein();
    const m = neuesMitglied({ Vorname: 'Jana', Nachname: 'Keller', Mitgliedschaftsart: 'Aktive' });
    const id = (await v.client.createMitglied({ body: m })).RecordId;
    await v.client.updateBeitragsEinstellungen({
      body: { Konto: KONTO, MehrfachRegel: 'hoechster', Tarife: [{ Kategorie: 'Aktive', Betrag: 120 }] },
    });
    await v.client.beitragslaufStarten({ body: { Bezeichnung: 'Mitgliederbeitrag 2027', FaelligAm: '2027-02-28' } });
    const betreff = 'Mitgliederbeitrag 2027: Rechnung von Turnverein Musterdorf';
    expect((await v.client.getMitgliedDatenauskunft({ params: { MitgliedId: id } })).Mails.map((x) => x.Betreff)).toContain(betreff);

    await v.client.updateMitgliedStatus({ params: { MitgliedId: id }, body: { Status: 'D' } });
    await v.client.mitgliedEndgueltigLoeschen({ params: { MitgliedId: id } });
    expect(await s.db.selectFrom('outbox').select('MailId').where('to', '=', m.Emailadresse!).execute()).toEqual([]);
    const [e] = (await v.client.getBeitragsrechnungen({ query: {} })).Eintraege;
    expect(e).toMatchObject({ Name: ANONYM_NAME, Betrag: 120 });
    expect(
      (
        await s.db
          .selectFrom('beitragsrechnung')
          .select('Email')
          .where('BeitragsrechnungId', '=', e!.BeitragsrechnungId)
          .executeTakeFirstOrThrow()
      ).Email,
    ).toBeNull();
  });

  it('the club export holds its fee books; closing deletes them and the print files', async () => {
    const { v, laufId } = await verein();
    const daten = JSON.parse(await (await v.client.getVereinsdaten()).text()) as { Tabellen: Record<string, unknown[]> };
    expect(daten.Tabellen.beitragsrechnung).toHaveLength(2);
    expect(daten.Tabellen.beitragszahlung).toHaveLength(2);
    expect(daten.Tabellen.beitrag_tarif).toHaveLength(1);
    const key = (await s.db.selectFrom('beitragslauf').select('DruckDateiKey').where('LaufId', '=', laufId).executeTakeFirstOrThrow())
      .DruckDateiKey!;

    await v.client.vereinSchliessen({ body: { Vereinsnummer: v.vereinId } });
    for (const t of ['beitragsrechnung', 'beitragszahlung', 'beitragslauf', 'beitragsimport', 'beitrag_einstellung'] as const)
      expect(await s.db.selectFrom(t).selectAll().where('VereinId', '=', v.vereinId).execute(), t).toEqual([]);
    expect(await s.db.selectFrom('datei').select('Schluessel').where('Schluessel', '=', key).execute()).toEqual([]);
  });
});
