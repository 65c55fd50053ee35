/**
 * The treasurer's open items (docs/produkt.md "Beiträge"): the fee invoices with status, filters and totals;
 * 'bar bezahlt' and 'stornieren' with their change-log entries and every refusal; the bookkeeping CSV; an
 * invoice's PDF whose QR code pays what is open. Another club's invoices are never seen or touched.
 */
import { BEITRAG_MELDUNG, BEITRAG_POSTEN_MELDUNG, MELDUNG, referenzFormatiert, spcLesen } from '@vereinsportal/domain';
import { describe, expect, it } from 'vitest';
import {
  beitragsKontoSetzen,
  beitragsrechnungAnlegen,
  mitgliedAnlegen,
  QR_IBAN,
  type BeitragsrechnungEingabe,
} from '../helpers/beitraege.js';
import { expectApiError } from '../helpers/expect-error.js';
import { TEST_DB, TestClock, type TestVerein } from '../helpers/test-server.js';
import { testServerFuerTests } from '../helpers/datei-server.js';
import { qrCodeLesen } from '../rechnungen/qr-lesen.js';

// Today is 10.03.2027 in the club: invoices due 28.02.2027 are overdue, those due 30.04.2027 are not.
const clock = new TestClock('2027-03-10T09:00:00Z');
const NICHT_FAELLIG = '2027-04-30';
const s = testServerFuerTests({ clock });

const mitglied = (v: TestVerein, Vorname: string, Nachname: string) => mitgliedAnlegen(v, { Vorname, Nachname });

/** A new member and their fee invoice, which carries their name. */
async function rechnungFuer(
  v: TestVerein,
  vorname: string,
  name: string,
  rechnung: Pick<BeitragsrechnungEingabe, 'betragCents' | 'faelligAm'>,
) {
  const mitgliedId = await mitglied(v, vorname, name);
  return { mitgliedId, ...(await beitragsrechnungAnlegen(s.db, { vereinId: v.vereinId, mitgliedId, name, vorname, ...rechnung })) };
}

async function zaehle(tabelle: 'beitragszahlung' | 'aenderungsprotokoll', vereinId: number): Promise<number> {
  const r = await s.db
    .selectFrom(tabelle)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('VereinId', '=', vereinId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe(`open items: list, filters, totals (${TEST_DB})`, () => {
  it('shows each invoice with its status and the totals, filters by status, member and run, and never another club’s', async () => {
    const v = await s.createVerein();
    await beitragsKontoSetzen(s.db, v.vereinId);
    const offen = await rechnungFuer(v, 'Anna', 'Zürcher', { betragCents: 12000, faelligAm: NICHT_FAELLIG });
    const anna = offen.mitgliedId;
    const bruno = await mitglied(v, 'Bruno', 'Ammann');
    const teilweise = await beitragsrechnungAnlegen(s.db, {
      vereinId: v.vereinId,
      mitgliedId: bruno,
      betragCents: 12000,
      bezahltCents: 6000,
      faelligAm: NICHT_FAELLIG,
      name: 'Ammann',
      vorname: 'Bruno',
    });
    const bezahlt = await beitragsrechnungAnlegen(s.db, {
      vereinId: v.vereinId,
      mitgliedId: anna,
      betragCents: 4000,
      bezahltCents: 4000,
      bezahltAm: '2027-02-01',
      name: 'Zürcher',
      vorname: 'Anna',
    });
    const ueberfaellig = await beitragsrechnungAnlegen(s.db, {
      vereinId: v.vereinId,
      mitgliedId: bruno,
      betragCents: 12000,
      name: 'Ammann',
      vorname: 'Bruno',
    });
    const storniert = await beitragsrechnungAnlegen(s.db, {
      vereinId: v.vereinId,
      mitgliedId: anna,
      betragCents: 6000,
      storniert: true,
      name: 'Zürcher',
      vorname: 'Anna',
    });
    const andere = await s.createVerein();
    const fremd = await beitragsrechnungAnlegen(s.db, { vereinId: andere.vereinId, mitgliedId: andere.mitgliedId, betragCents: 5000 });

    const liste = await v.client.getBeitragsrechnungen({ query: {} });
    const status = new Map(liste.Eintraege.map((e) => [e.BeitragsrechnungId, e.Status]));
    expect(Object.fromEntries(status)).toEqual({
      [offen.id]: 'offen',
      [teilweise.id]: 'teilweise bezahlt',
      [bezahlt.id]: 'bezahlt',
      [ueberfaellig.id]: 'überfällig',
      [storniert.id]: 'storniert',
    });
    expect(status.has(fremd.id)).toBe(false);
    // A cancelled invoice is listed but bills nothing.
    expect(liste.Summen).toEqual({ Anzahl: 5, Total: 400, Bezahlt: 100, Offen: 300 });
    expect(liste.Eintraege.find((e) => e.BeitragsrechnungId === teilweise.id)).toMatchObject({
      Name: 'Bruno Ammann',
      MitgliedId: bruno,
      Betrag: 120,
      Bezahlt: 60,
      Offen: 60,
      Mahnstufe: 0,
      Zahlungsreferenz: teilweise.referenz,
    });
    expect(liste.Eintraege.find((e) => e.BeitragsrechnungId === storniert.id)).toMatchObject({ Offen: 0, StornoGrund: 'Austritt' });
    expect(liste.Eintraege.find((e) => e.BeitragsrechnungId === bezahlt.id)).toMatchObject({ BezahltAm: '2027-02-01', Offen: 0 });

    const nurUeberfaellig = await v.client.getBeitragsrechnungen({ query: { Status: 'überfällig' } });
    expect(nurUeberfaellig.Eintraege.map((e) => e.BeitragsrechnungId)).toEqual([ueberfaellig.id]);
    expect(nurUeberfaellig.Summen).toEqual({ Anzahl: 1, Total: 120, Bezahlt: 0, Offen: 120 });
    const nurAnna = await v.client.getBeitragsrechnungen({ query: { MitgliedId: String(anna) } });
    expect(nurAnna.Eintraege.map((e) => e.BeitragsrechnungId).sort((a, b) => a - b)).toEqual([offen.id, bezahlt.id, storniert.id]);
    const lauf = liste.Eintraege.find((e) => e.BeitragsrechnungId === offen.id)!.LaufId;
    expect((await v.client.getBeitragsrechnungen({ query: { LaufId: String(lauf) } })).Eintraege.map((e) => e.BeitragsrechnungId)).toEqual([
      offen.id,
    ]);
    // The other club's member id filters to nothing.
    expect((await v.client.getBeitragsrechnungen({ query: { MitgliedId: String(andere.mitgliedId) } })).Eintraege).toEqual([]);

    expect(await expectApiError(v.client.getBeitragsrechnungen({ query: { Status: 'irgendwas' as 'offen' } }), 400)).toEqual({
      Status: [MELDUNG.ungueltig('Status')],
    });
    expect(await expectApiError(v.client.getBeitragsrechnungen({ query: { LaufId: 'x' } }), 400)).toEqual({
      LaufId: [MELDUNG.ungueltig('LaufId')],
    });
  });
});

describe(`open items: cash and cancellation (${TEST_DB})`, () => {
  it('books cash up to the open amount, then the invoice is paid on that day; every refusal books nothing', async () => {
    const v = await s.createVerein();
    await beitragsKontoSetzen(s.db, v.vereinId);
    const r = await rechnungFuer(v, 'Carla', 'Bär', { betragCents: 12000, faelligAm: NICHT_FAELLIG });
    const params = { BeitragsrechnungId: r.id };

    expect(await v.client.beitragsrechnungBarBezahlt({ params, body: { Datum: '2027-03-01', Betrag: 50 } })).toEqual({ RecordId: r.id });
    let e = (await v.client.getBeitragsrechnungen({ query: {} })).Eintraege[0]!;
    expect(e).toMatchObject({ Status: 'teilweise bezahlt', Bezahlt: 50, Offen: 70, BezahltAm: null });

    const vorher = await zaehle('beitragszahlung', v.vereinId);
    expect(
      await expectApiError(v.client.beitragsrechnungBarBezahlt({ params, body: { Datum: '2027-03-02', Betrag: 70.05 } }), 400),
    ).toEqual({ Betrag: [BEITRAG_POSTEN_MELDUNG.betragUeberOffen('70.00 CHF')] });
    expect(await expectApiError(v.client.beitragsrechnungBarBezahlt({ params, body: { Datum: '2027-03-11', Betrag: 10 } }), 400)).toEqual({
      Datum: [BEITRAG_POSTEN_MELDUNG.datumZukunft],
    });
    expect(
      await expectApiError(v.client.beitragsrechnungBarBezahlt({ params, body: { Datum: '2027-03-02', Betrag: 10.005 } }), 400),
    ).toEqual({ Betrag: [BEITRAG_MELDUNG.betrag('Betrag')] });
    expect(await expectApiError(v.client.beitragsrechnungBarBezahlt({ params, body: { Datum: '', Betrag: 10 } }), 400)).toEqual({
      Datum: [MELDUNG.leer('Datum')],
    });
    const andere = await s.createVerein();
    await expectApiError(andere.client.beitragsrechnungBarBezahlt({ params, body: { Datum: '2027-03-02', Betrag: 10 } }), 404);
    await expectApiError(
      v.client.beitragsrechnungBarBezahlt({ params: { BeitragsrechnungId: 999_999 }, body: { Datum: '2027-03-02', Betrag: 10 } }),
      404,
    );
    expect(await zaehle('beitragszahlung', v.vereinId)).toBe(vorher);

    await v.client.beitragsrechnungBarBezahlt({ params, body: { Datum: '2027-03-05', Betrag: 70 } });
    e = (await v.client.getBeitragsrechnungen({ query: {} })).Eintraege[0]!;
    expect(e).toMatchObject({ Status: 'bezahlt', Bezahlt: 120, Offen: 0, BezahltAm: '2027-03-05' });
    expect(await expectApiError(v.client.beitragsrechnungBarBezahlt({ params, body: { Datum: '2027-03-05', Betrag: 1 } }), 409)).toBe(
      BEITRAG_POSTEN_MELDUNG.bereitsBezahlt,
    );
    // A paid invoice cannot be cancelled.
    expect(await expectApiError(v.client.beitragsrechnungStornieren({ params, body: { Grund: 'Irrtum' } }), 409)).toBe(
      BEITRAG_POSTEN_MELDUNG.stornoMitZahlung('120.00 CHF'),
    );

    const log = await v.client.getAenderungsprotokoll({ query: { Bereich: 'Beiträge' } });
    const bar = log.filter((l) => l.ObjektId === r.id);
    expect(bar).toHaveLength(2);
    expect(bar[0]).toMatchObject({ Aktion: 'geändert', Objekt: expect.stringContaining('Carla Bär') });
    expect(bar.flatMap((l) => l.Felder)).toEqual(
      expect.arrayContaining([
        { Feld: 'Bar bezahlt', Alt: null, Neu: '70.00 CHF am 05.03.2027' },
        { Feld: 'Bezahlt', Alt: '50.00 CHF', Neu: '120.00 CHF' },
      ]),
    );
  });

  it('cancels an unpaid invoice with its reason, once; a cancelled one takes no cash', async () => {
    const v = await s.createVerein();
    await beitragsKontoSetzen(s.db, v.vereinId);
    const r = await rechnungFuer(v, 'Dora', 'Egli', { betragCents: 6000 });
    const params = { BeitragsrechnungId: r.id };

    expect(await expectApiError(v.client.beitragsrechnungStornieren({ params, body: { Grund: '   ' } }), 400)).toEqual({
      Grund: [MELDUNG.leer('Grund')],
    });
    expect(await v.client.beitragsrechnungStornieren({ params, body: { Grund: 'Ausgetreten per 31.12.' } })).toEqual({ RecordId: r.id });
    const e = (await v.client.getBeitragsrechnungen({ query: { Status: 'storniert' } })).Eintraege;
    expect(e).toEqual([
      expect.objectContaining({ BeitragsrechnungId: r.id, Status: 'storniert', Offen: 0, StornoGrund: 'Ausgetreten per 31.12.' }),
    ]);
    expect(await expectApiError(v.client.beitragsrechnungStornieren({ params, body: { Grund: 'nochmals' } }), 409)).toBe(
      BEITRAG_POSTEN_MELDUNG.bereitsStorniert,
    );
    expect(await expectApiError(v.client.beitragsrechnungBarBezahlt({ params, body: { Datum: '2027-03-01', Betrag: 60 } }), 409)).toBe(
      BEITRAG_POSTEN_MELDUNG.storniert,
    );
    const log = await v.client.getAenderungsprotokoll({ query: { Bereich: 'Beiträge' } });
    expect(log.find((l) => l.ObjektId === r.id)?.Felder).toEqual([
      { Feld: 'Status', Alt: null, Neu: 'storniert' },
      { Feld: 'Stornogrund', Alt: null, Neu: 'Ausgetreten per 31.12.' },
    ]);
    // Overdue or not, a cancelled invoice is never reminded.
    expect((await v.client.beitragsMahnungenVorschau({ body: { Ids: [r.id] } })).Eintraege[0]).toMatchObject({
      NaechsteStufe: null,
      Grund: 'Storniert',
    });
  });
});

describe(`open items: CSV and PDF (${TEST_DB})`, () => {
  it('exports the filtered list as CSV for the bookkeeping, a formula typed as a name is defused', async () => {
    const v = await s.createVerein();
    await beitragsKontoSetzen(s.db, v.vereinId);
    const m = await mitglied(v, 'Emil', 'Frei');
    const a = await beitragsrechnungAnlegen(s.db, {
      vereinId: v.vereinId,
      mitgliedId: m,
      betragCents: 12050,
      bezahltCents: 2000,
      bezeichnung: 'Mitgliederbeitrag 2027',
      name: '=HYPERLINK("x")',
      vorname: '',
    });
    await beitragsrechnungAnlegen(s.db, {
      vereinId: v.vereinId,
      mitgliedId: m,
      betragCents: 4000,
      bezahltCents: 4000,
      bezahltAm: '2027-02-02',
    });

    const blob = await v.client.getBeitragsrechnungenCsv({ query: { Status: 'überfällig' } });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')).toEqual([
      'Rechnungsnummer;Beitragslauf;Mitgliedernummer;Name;Rechnungsdatum;Fällig am;Betrag;Bezahlt;Offen;Status;Mahnstufe;Bezahlt am;Zahlungsreferenz;Stornogrund',
      `${a.id};Mitgliederbeitrag 2027;${m};"'=HYPERLINK(""x"")";15.01.2027;28.02.2027;120.50;20.00;100.50;überfällig;;;${referenzFormatiert(a.referenz)};`,
      '',
    ]);
  });

  it('renders an invoice as PDF whose QR code pays what is still open; without the club’s account it says why', async () => {
    const v = await s.createVerein();
    const m = await mitglied(v, 'Fritz', 'Gerber');
    await beitragsKontoSetzen(s.db, v.vereinId);
    const r = await beitragsrechnungAnlegen(s.db, {
      vereinId: v.vereinId,
      mitgliedId: m,
      betragCents: 12000,
      bezahltCents: 5000,
      name: 'Gerber',
      vorname: 'Fritz',
    });
    const pdf = new Uint8Array(await (await v.client.getBeitragsrechnungPdf({ params: { BeitragsrechnungId: r.id } })).arrayBuffer());
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const qr = await qrCodeLesen(pdf);
    const daten = spcLesen(qr!.text);
    if ('fehler' in daten) throw new Error(daten.fehler);
    expect(daten).toMatchObject({ konto: QR_IBAN, betragCents: 7000, referenz: r.referenz, referenzTyp: 'QRR' });

    const andere = await s.createVerein();
    await expectApiError(andere.client.getBeitragsrechnungPdf({ params: { BeitragsrechnungId: r.id } }), 404);
    await s.db.updateTable('beitrag_einstellung').set({ Iban: null }).where('VereinId', '=', v.vereinId).execute();
    expect(await expectApiError(v.client.getBeitragsrechnungPdf({ params: { BeitragsrechnungId: r.id } }), 409)).toBe(
      BEITRAG_MELDUNG.kontoFehlt,
    );
  });
});
