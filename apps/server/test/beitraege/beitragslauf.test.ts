/**
 * The treasurer's fee setup and fee run (docs/produkt.md "Beiträge"): the club's account and fees per category,
 * a member's exception, the run's preview, the run (one invoice per member with its own reference, mails with
 * the PDF whose QR code carries amount and reference, a print PDF sorted by name for the members without
 * e-mail), a period billed once, and a run failing halfway leaves nothing behind.
 */
import { BEITRAG_MELDUNG, IBAN_MELDUNG, MELDUNG, qrrGueltig, referenzFuerRechnung, rfGueltig, spcLesen } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../src/context.js';
import { anhangLaden } from '../../src/services/outbox-anhaenge.js';
import { IBAN, KONTO, mitgliedAnlegen, QR_IBAN } from '../helpers/beitraege.js';
import { expectApiError } from '../helpers/expect-error.js';
import { startTestServer, TEST_DB, TestClock, type TestServer, type TestVerein } from '../helpers/test-server.js';
import { pdfSeitenTexte, qrCodeLesen } from '../rechnungen/qr-lesen.js';

const clock = new TestClock('2027-01-10T09:00:00Z');
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(() => s?.close());

const mitglied = mitgliedAnlegen;

async function zaehle(tabelle: 'beitragsrechnung' | 'beitragslauf' | 'outbox', vereinId?: number): Promise<number> {
  let q = s.db.selectFrom(tabelle).select((eb) => eb.fn.countAll<number>().as('n'));
  if (vereinId !== undefined && tabelle !== 'outbox') q = q.where('VereinId', '=', vereinId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

describe(`fee settings (${TEST_DB})`, () => {
  it('lists every category of the club, says why no run can start without an account, and saves account and fees', async () => {
    const v = await s.createVerein();
    await mitglied(v, { Mitgliedschaftsart: 'Aktive' });
    await mitglied(v, { Mitgliedschaftsart: 'Junioren, Vorstand' });

    const leer = await v.client.getBeitragsEinstellungen();
    expect(leer.Konto).toBeNull();
    expect(leer.KontoGueltig).toBe(false);
    expect(leer.KontoMeldung).toBe(BEITRAG_MELDUNG.kontoFehlt);
    expect(leer.MehrfachRegel).toBe('hoechster');
    expect(leer.Tarife).toEqual([
      { Kategorie: 'Aktive', Betrag: null },
      { Kategorie: 'Junioren', Betrag: null },
      { Kategorie: 'Vorstand', Betrag: null },
    ]);

    const gespeichert = await v.client.updateBeitragsEinstellungen({
      body: {
        Konto: { ...KONTO, Iban: 'ch44 3199 9123 0008 8901 2', Uid: 'CHE-116.281.710' },
        MehrfachRegel: 'summe',
        Tarife: [
          { Kategorie: 'aktive', Betrag: 120 },
          { Kategorie: 'Junioren', Betrag: 60.5 },
        ],
      },
    });
    expect(gespeichert.KontoGueltig).toBe(true);
    expect(gespeichert.KontoMeldung).toBeNull();
    expect(gespeichert.Konto).toMatchObject({ Iban: QR_IBAN, Kontoinhaber: 'Turnverein Musterdorf', Uid: 'CHE-116.281.710' });
    expect(gespeichert.MehrfachRegel).toBe('summe');
    expect(gespeichert.Tarife).toEqual([
      { Kategorie: 'Aktive', Betrag: 120 },
      { Kategorie: 'Junioren', Betrag: 60.5 },
      { Kategorie: 'Vorstand', Betrag: null },
    ]);
    expect(await v.client.getBeitragsEinstellungen()).toEqual(gespeichert);

    const log = await v.client.getAenderungsprotokoll({ query: { Bereich: 'Beiträge' } });
    expect(log[0]).toMatchObject({ Bereich: 'Beiträge', Aktion: 'geändert', Objekt: 'Beitragseinstellungen' });
    expect(log[0]!.Felder).toEqual(expect.arrayContaining([{ Feld: 'Beitrag Aktive', Alt: null, Neu: '120.00' }]));
  });

  it('refuses a wrong IBAN, a foreign one, an amount with three decimals and an unknown category, and keeps what was saved', async () => {
    const v = await s.createVerein();
    await mitglied(v, { Mitgliedschaftsart: 'Aktive' });
    const vorher = await v.client.getBeitragsEinstellungen();
    const body = (x: object) => ({ Konto: KONTO, MehrfachRegel: 'hoechster' as const, Tarife: [], ...x });

    expect(
      await expectApiError(
        v.client.updateBeitragsEinstellungen({ body: body({ Konto: { ...KONTO, Iban: 'CH44 3199 9123 0008 8901 3' } }) }),
        400,
      ),
    ).toEqual({ 'Konto.Iban': [IBAN_MELDUNG.pruefziffer] });
    expect(
      await expectApiError(
        v.client.updateBeitragsEinstellungen({ body: body({ Konto: { ...KONTO, Iban: 'DE89370400440532013000' } }) }),
        400,
      ),
    ).toEqual({ 'Konto.Iban': [IBAN_MELDUNG.nurChLi] });
    expect(
      JSON.stringify(
        await expectApiError(
          v.client.updateBeitragsEinstellungen({ body: body({ Tarife: [{ Kategorie: 'Aktive', Betrag: 12.345 }] }) }),
          400,
        ),
      ),
    ).toContain(BEITRAG_MELDUNG.betrag('Betrag'));
    expect(
      await expectApiError(v.client.updateBeitragsEinstellungen({ body: body({ Tarife: [{ Kategorie: 'Senioren', Betrag: 50 }] }) }), 400),
    ).toEqual({ Tarife: [MELDUNG.kategorieUnbekannt('Senioren')] });
    expect(await v.client.getBeitragsEinstellungen()).toEqual(vorher);
  });
});

describe(`fee exception (${TEST_DB})`, () => {
  it("sets 'beitragsbefreit' or another amount with a reason, refuses it without, and removes it", async () => {
    const v = await s.createVerein();
    const id = await mitglied(v, { Mitgliedschaftsart: 'Aktive' });
    expect(await v.client.getBeitragsAusnahme({ params: { MitgliedId: id } })).toBeNull();

    const befreit = await v.client.setBeitragsAusnahme({ params: { MitgliedId: id }, body: { Art: 'befreit', Grund: 'Ehrenmitglied' } });
    expect(befreit).toEqual({ Art: 'befreit', Betrag: null, Grund: 'Ehrenmitglied' });
    const betrag = await v.client.setBeitragsAusnahme({
      params: { MitgliedId: id },
      body: { Art: 'betrag', Betrag: 30, Grund: 'Student' },
    });
    expect(betrag).toEqual({ Art: 'betrag', Betrag: 30, Grund: 'Student' });

    expect(
      JSON.stringify(
        await expectApiError(v.client.setBeitragsAusnahme({ params: { MitgliedId: id }, body: { Art: 'betrag', Grund: 'x' } }), 400),
      ),
    ).toContain(BEITRAG_MELDUNG.betragFehlt);
    expect(
      JSON.stringify(
        await expectApiError(v.client.setBeitragsAusnahme({ params: { MitgliedId: id }, body: { Art: 'befreit', Grund: ' ' } }), 400),
      ),
    ).toContain(BEITRAG_MELDUNG.grundFehlt);
    expect(await v.client.getBeitragsAusnahme({ params: { MitgliedId: id } })).toEqual(betrag);

    // Another club's member is not found.
    const fremd = await s.createVerein();
    await expectApiError(fremd.client.setBeitragsAusnahme({ params: { MitgliedId: id }, body: { Art: 'befreit', Grund: 'x' } }), 404);

    await v.client.deleteBeitragsAusnahme({ params: { MitgliedId: id } });
    expect(await v.client.getBeitragsAusnahme({ params: { MitgliedId: id } })).toBeNull();
    const log = await v.client.getAenderungsprotokoll({ query: { Bereich: 'Beiträge' } });
    expect(log.map((e) => e.Aktion)).toEqual(['gelöscht', 'geändert', 'erstellt']);
  });
});

describe(`fee run (${TEST_DB})`, () => {
  let v: TestVerein;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    v = await s.createVerein();
    ids.aktiv = await mitglied(v, { Vorname: 'Anna', Nachname: 'Zürcher', Mitgliedschaftsart: 'Aktive' });
    ids.junior = await mitglied(v, { Vorname: 'Ben', Nachname: 'Bösch', Mitgliedschaftsart: 'Junioren' });
    ids.papierB = await mitglied(v, { Vorname: 'Carla', Nachname: 'Brunner', Emailadresse: null, Mitgliedschaftsart: 'Aktive, Passive' });
    ids.papierA = await mitglied(v, { Vorname: 'Dario', Nachname: 'Ammann', Emailadresse: null, Mitgliedschaftsart: 'Passive' });
    ids.ohneAdresse = await mitglied(v, { Vorname: 'Eva', Nachname: 'Egli', Mitgliedschaftsart: 'Aktive' });
    // Old data (from before the address was required) can lack it.
    await s.db
      .updateTable('mitglied')
      .set({ Strasse: null, Postleitzahl: null, Ort: null })
      .where('MitgliedId', '=', ids.ohneAdresse)
      .execute();
    ids.befreit = await mitglied(v, { Vorname: 'Fritz', Nachname: 'Frei', Mitgliedschaftsart: 'Aktive' });
    ids.student = await mitglied(v, { Vorname: 'Gina', Nachname: 'Gerber', Mitgliedschaftsart: 'Aktive' });
    ids.vorstand = await mitglied(v, { Vorname: 'Hans', Nachname: 'Huber', Mitgliedschaftsart: 'Vorstand' });
    await v.client.setBeitragsAusnahme({ params: { MitgliedId: ids.befreit }, body: { Art: 'befreit', Grund: 'Ehrenmitglied' } });
    await v.client.setBeitragsAusnahme({ params: { MitgliedId: ids.student }, body: { Art: 'betrag', Betrag: 30, Grund: 'Student' } });
    await v.client.updateBeitragsEinstellungen({
      body: {
        Konto: null,
        MehrfachRegel: 'hoechster',
        Tarife: [
          { Kategorie: 'Aktive', Betrag: 120 },
          { Kategorie: 'Junioren', Betrag: 60 },
          { Kategorie: 'Passive', Betrag: 40 },
        ],
      },
    });
  });

  it('refuses to start without an account and the preview says why', async () => {
    const body = { Bezeichnung: 'Mitgliederbeitrag 2027', FaelligAm: '2027-02-28' };
    const vorschau = await v.client.beitragslaufVorschau({ body });
    expect(vorschau.KontoMeldung).toBe(BEITRAG_MELDUNG.kontoFehlt);
    expect(await expectApiError(v.client.beitragslaufStarten({ body }), 409)).toBe(BEITRAG_MELDUNG.kontoFehlt);
    expect(await zaehle('beitragslauf', v.vereinId)).toBe(0);
  });

  it('previews count, total, per category, the exempt, the members without e-mail and those without address', async () => {
    await v.client.updateBeitragsEinstellungen({
      body: { ...(await v.client.getBeitragsEinstellungen()), Konto: KONTO },
    });
    const vorschau = await v.client.beitragslaufVorschau({ body: { Bezeichnung: 'Mitgliederbeitrag 2027', FaelligAm: '2027-02-28' } });
    expect(vorschau).toEqual({
      // Ammann 40, Bösch 60, Brunner 120 (highest of Aktive and Passive), Gerber 30 (exception), Zürcher 120.
      Anzahl: 5,
      Total: 370,
      ProKategorie: [
        { Kategorie: 'Abweichender Betrag', Anzahl: 1, Total: 30 },
        { Kategorie: 'Aktive', Anzahl: 2, Total: 240 },
        { Kategorie: 'Junioren', Anzahl: 1, Total: 60 },
        { Kategorie: 'Passive', Anzahl: 1, Total: 40 },
      ],
      Befreit: 1,
      // Huber (Vorstand has no fee) and the club's administrator (no category).
      OhneBeitrag: 2,
      OhneEmail: [
        { MitgliedId: ids.papierA, Name: 'Ammann Dario' },
        { MitgliedId: ids.papierB, Name: 'Brunner Carla' },
      ],
      OhneAdresse: [{ MitgliedId: ids.ohneAdresse, Name: 'Egli Eva' }],
      BereitsAbgerechnet: false,
      KontoMeldung: null,
    });
    expect(await zaehle('beitragsrechnung', v.vereinId)).toBe(0);
  });

  it('refuses a due date before today, naming the field', async () => {
    expect(await expectApiError(v.client.beitragslaufVorschau({ body: { Bezeichnung: 'X 2027', FaelligAm: '2027-01-09' } }), 400)).toEqual({
      FaelligAm: [BEITRAG_MELDUNG.faelligVorRechnungsdatum('2027-01-10')],
    });
  });

  it('leaves no invoice, no mail and no file behind when it fails halfway', async () => {
    const mailsVorher = await zaehle('outbox');
    const echt = s.deps.fileStore.within.bind(s.deps.fileStore);
    s.deps.fileStore.within = (trx) => ({ ...echt(trx), put: () => Promise.reject(new Error('Datenträger voll')) }) as FileStore;
    try {
      await expectApiError(v.client.beitragslaufStarten({ body: { Bezeichnung: 'Mitgliederbeitrag 2027', FaelligAm: '2027-02-28' } }), 500);
    } finally {
      s.deps.fileStore.within = echt;
    }
    expect(await zaehle('beitragsrechnung', v.vereinId)).toBe(0);
    expect(await zaehle('beitragslauf', v.vereinId)).toBe(0);
    expect(await zaehle('outbox')).toBe(mailsVorher);
  });

  it('writes one invoice per member with its own reference, mails the PDF whose QR code pays it, and prints the rest sorted by name', async () => {
    const mailsVorher = await zaehle('outbox');
    const ergebnis = await v.client.beitragslaufStarten({ body: { Bezeichnung: 'Mitgliederbeitrag 2027', FaelligAm: '2027-02-28' } });
    expect(ergebnis).toMatchObject({ Anzahl: 5, Total: 370, PerEmail: 3, ZumDrucken: 2 });

    const rechnungen = await s.db.selectFrom('beitragsrechnung').selectAll().where('LaufId', '=', ergebnis.LaufId).execute();
    expect(rechnungen).toHaveLength(5);
    expect(new Set(rechnungen.map((r) => r.Zahlungsreferenz)).size).toBe(5);
    for (const r of rechnungen) {
      expect(r.ReferenzTyp).toBe('QRR');
      expect(qrrGueltig(r.Zahlungsreferenz)).toBe(true);
    }
    const brunner = rechnungen.find((r) => r.MitgliedId === ids.papierB)!;
    expect(brunner).toMatchObject({
      Name: 'Brunner',
      Vorname: 'Carla',
      BetragCents: 12000,
      Email: null,
      Land: 'CH',
      Rechnungsdatum: '2027-01-10',
    });

    // Three mails, each with the invoice PDF; the QR code read back carries the amount and the reference.
    expect(await zaehle('outbox')).toBe(mailsVorher + 3);
    const zuercher = rechnungen.find((r) => r.MitgliedId === ids.aktiv)!;
    const mail = (await s.deps.outbox.list()).find((m) => m.to === zuercher.Email)!;
    expect(mail.subject).toBe('Mitgliederbeitrag 2027: Rechnung von Turnverein Musterdorf');
    expect(mail.Anhaenge).toHaveLength(1);
    const anhang = await anhangLaden(s.db, mail.MailId, 1);
    expect(anhang?.contentType).toBe('application/pdf');
    const qr = await qrCodeLesen(anhang!.bytes);
    const daten = spcLesen(qr!.text);
    if ('fehler' in daten) throw new Error(daten.fehler);
    expect(daten.betragCents).toBe(12000);
    expect(daten.referenz).toBe(zuercher.Zahlungsreferenz);
    expect(daten.konto).toBe(QR_IBAN);
    expect(daten.zahlungsempfaenger.name).toBe('Turnverein Musterdorf');
    expect(daten.zahlungspflichtiger?.name).toBe('Anna Zürcher');

    // The print PDF: a page per member without e-mail, by name (Ammann before Brunner), each with its own QR code.
    const lauf = (await v.client.getBeitragslaeufe()).find((l) => l.LaufId === ergebnis.LaufId)!;
    expect(lauf).toMatchObject({ Bezeichnung: 'Mitgliederbeitrag 2027', Anzahl: 5, PerEmail: 3, ZumDrucken: 2, HatDruck: true });
    const blob = await v.client.getBeitragslaufDruckPdf({ params: { LaufId: ergebnis.LaufId } });
    expect(blob.type).toBe('application/pdf');
    const druck = new Uint8Array(await blob.arrayBuffer());
    const seiten = await pdfSeitenTexte(druck);
    expect(seiten).toHaveLength(2);
    expect(seiten[0]).toContain('Dario Ammann');
    expect(seiten[1]).toContain('Carla Brunner');
    const qr2 = spcLesen((await qrCodeLesen(druck, 2))!.text);
    if ('fehler' in qr2) throw new Error(qr2.fehler);
    expect(qr2.referenz).toBe(brunner.Zahlungsreferenz);
    expect(qr2.betragCents).toBe(12000);

    const log = await v.client.getAenderungsprotokoll({ query: { Bereich: 'Beiträge' } });
    expect(log[0]).toMatchObject({ Aktion: 'erstellt', Objekt: 'Beitragslauf Mitgliederbeitrag 2027', ObjektId: ergebnis.LaufId });
  });

  it('bills a period once, however it is spelled', async () => {
    const vorschau = await v.client.beitragslaufVorschau({ body: { Bezeichnung: ' mitgliederbeitrag   2027', FaelligAm: '2027-02-28' } });
    expect(vorschau.BereitsAbgerechnet).toBe(true);
    const anzahl = await zaehle('beitragsrechnung', v.vereinId);
    expect(
      await expectApiError(v.client.beitragslaufStarten({ body: { Bezeichnung: 'MITGLIEDERBEITRAG 2027', FaelligAm: '2027-02-28' } }), 409),
    ).toBe(BEITRAG_MELDUNG.bereitsAbgerechnet('MITGLIEDERBEITRAG 2027'));
    expect(await zaehle('beitragsrechnung', v.vereinId)).toBe(anzahl);
  });

  it('two runs of one period started at the same time bill it once', async () => {
    const w = await s.createVerein();
    await mitglied(w, { Mitgliedschaftsart: 'Aktive' });
    await w.client.updateBeitragsEinstellungen({
      body: { Konto: KONTO, MehrfachRegel: 'hoechster', Tarife: [{ Kategorie: 'Aktive', Betrag: 50 }] },
    });
    const body = { Bezeichnung: 'Mitgliederbeitrag 2027', FaelligAm: '2027-02-28' };
    const ergebnisse = await Promise.allSettled([w.client.beitragslaufStarten({ body }), w.client.beitragslaufStarten({ body })]);
    expect(ergebnisse.map((e) => e.status).sort()).toEqual(['fulfilled', 'rejected']);
    const abgelehnt = ergebnisse.find((e) => e.status === 'rejected') as PromiseRejectedResult;
    expect(abgelehnt.reason).toMatchObject({ status: 409, body: BEITRAG_MELDUNG.bereitsAbgerechnet('Mitgliederbeitrag 2027') });
    expect(await zaehle('beitragslauf', w.vereinId)).toBe(1);
    expect(await zaehle('beitragsrechnung', w.vereinId)).toBe(1);
  });

  it('an invoice written elsewhere while the PDFs are drawn does not take the numbers the run names in its references', async () => {
    const vereine = [await s.createVerein(), await s.createVerein()];
    for (const w of vereine) {
      await mitglied(w, { Mitgliedschaftsart: 'Aktive', Emailadresse: null });
      await mitglied(w, { Mitgliedschaftsart: 'Aktive' });
      await w.client.updateBeitragsEinstellungen({
        body: { Konto: KONTO, MehrfachRegel: 'hoechster', Tarife: [{ Kategorie: 'Aktive', Betrag: 80 }] },
      });
    }
    const [a, b] = vereine as [TestVerein, TestVerein];
    // Club B's run lands between club A's drawing and its transaction.
    const echt = s.db.transaction.bind(s.db);
    let dazwischen: Promise<unknown> | null = null;
    s.db.transaction = (() => {
      s.db.transaction = echt;
      const builder = echt();
      return {
        execute: async (fn: Parameters<typeof builder.execute>[0]) => {
          dazwischen = b.client.beitragslaufStarten({ body: { Bezeichnung: 'Beitrag 2027', FaelligAm: '2027-02-28' } });
          await dazwischen;
          return builder.execute(fn);
        },
      };
    }) as unknown as typeof s.db.transaction;
    const laufA = await a.client.beitragslaufStarten({ body: { Bezeichnung: 'Beitrag 2027', FaelligAm: '2027-02-28' } });
    expect(dazwischen).not.toBeNull();
    const rechnungen = await s.db.selectFrom('beitragsrechnung').selectAll().where('VereinId', 'in', [a.vereinId, b.vereinId]).execute();
    expect(rechnungen).toHaveLength(4);
    for (const r of rechnungen) {
      expect(r.Zahlungsreferenz).toBe(
        referenzFuerRechnung({ qrIban: true, kundenNummer: r.MitgliedId!, rechnungId: r.BeitragsrechnungId }).referenz,
      );
    }
    // The print PDF of A carries A's invoice with its reference.
    const druck = new Uint8Array(await (await a.client.getBeitragslaufDruckPdf({ params: { LaufId: laufA.LaufId } })).arrayBuffer());
    const qr = spcLesen((await qrCodeLesen(druck))!.text);
    if ('fehler' in qr) throw new Error(qr.fehler);
    expect(qr.referenz).toBe(rechnungen.find((r) => r.LaufId === laufA.LaufId && r.Email === null)!.Zahlungsreferenz);
  });

  it('gives RF references with an ordinary IBAN, and another club sees neither the runs nor the print PDF', async () => {
    const w = await s.createVerein();
    await mitglied(w, { Mitgliedschaftsart: 'Aktive' });
    await w.client.updateBeitragsEinstellungen({
      body: { Konto: { ...KONTO, Iban: IBAN }, MehrfachRegel: 'hoechster', Tarife: [{ Kategorie: 'Aktive', Betrag: 50 }] },
    });
    const e = await w.client.beitragslaufStarten({ body: { Bezeichnung: 'Jahresbeitrag 2027', FaelligAm: '2027-03-31' } });
    const [r] = await s.db.selectFrom('beitragsrechnung').selectAll().where('LaufId', '=', e.LaufId).execute();
    expect(r!.ReferenzTyp).toBe('SCOR');
    expect(rfGueltig(r!.Zahlungsreferenz)).toBe(true);
    expect(e.ZumDrucken).toBe(0);
    // No print file for a run where everyone has e-mail.
    expect(await expectApiError(w.client.getBeitragslaufDruckPdf({ params: { LaufId: e.LaufId } }), 404)).toBe(BEITRAG_MELDUNG.keinDruck);

    const [vLauf] = await v.client.getBeitragslaeufe();
    expect((await w.client.getBeitragslaeufe()).map((l) => l.LaufId)).toEqual([e.LaufId]);
    await expectApiError(w.client.getBeitragslaufDruckPdf({ params: { LaufId: vLauf!.LaufId } }), 404);
  });
});
