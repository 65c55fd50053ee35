/**
 * The invoice a club gets is payable (docs/produkt.md "Rechnungen"): its PDF carries a Swiss QR-bill whose
 * code, read back from the rendered page like a bank app does, holds the operator's account and address, the
 * amount, the reference (QRR with a QR-IBAN, RF with an ordinary IBAN) with a correct check digit, the club
 * as debtor and the trailer EPD, and the code lies in the payment part, the bottom 105 mm of an A4 page.
 */
import { ibanNormalisieren, qrrGueltig, rfGueltig, spcLesen, type QrRechnungDaten } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BETREIBER } from '../../src/config-betreiber.js';
import { expectApiError } from '../helpers/expect-error.js';
import { startTestServer, TEST_DB, type TestServer, type TestVerein } from '../helpers/test-server.js';
import { qrCodeLesen } from './qr-lesen.js';

async function pdfVon(v: TestVerein): Promise<{ bytes: Uint8Array; rechnungId: number }> {
  const [rechnung] = await v.client.getRechnungen();
  const blob = await v.client.getRechnungPdf({ params: { RechnungId: rechnung!.RechnungId } });
  expect(blob.type).toBe('application/pdf');
  return { bytes: new Uint8Array(await blob.arrayBuffer()), rechnungId: rechnung!.RechnungId };
}

async function qrDaten(
  pdf: Uint8Array,
): Promise<{ daten: QrRechnungDaten; text: string; lage: NonNullable<Awaited<ReturnType<typeof qrCodeLesen>>> }> {
  const lage = await qrCodeLesen(pdf);
  expect(lage, 'QR-Code auf der Seite gefunden').not.toBeNull();
  const daten = spcLesen(lage!.text);
  if ('fehler' in daten) throw new Error(daten.fehler);
  return { daten, text: lage!.text, lage: lage! };
}

describe(`invoice PDF with QR-bill (${TEST_DB})`, () => {
  let s: TestServer;
  let mitRf: TestServer;
  let verein: TestVerein;

  beforeAll(async () => {
    s = await startTestServer();
    // An operator with an ordinary IBAN: its invoices carry a creditor reference (RF).
    mitRf = await startTestServer({ env: { BETREIBER_IBAN: 'CH93 0076 2011 6238 5295 7', BETREIBER_NAME: 'Portal Betrieb GmbH' } });
    verein = await s.createVerein({ VereinsName: 'FC Zahlbar', Strasse: 'Seeweg 12', Postleitzahl: '8001', Ort: 'Zürich' });
    await verein.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 10 } });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await mitRf?.close();
  });

  it('QR-IBAN: the code holds account, creditor, amount, currency, a QRR with its check digit, the club as debtor and EPD', async () => {
    const { bytes, rechnungId } = await pdfVon(verein);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const [liste] = await verein.client.getRechnungen();
    const { daten, text } = await qrDaten(bytes);
    expect(text.split('\n')[0]).toBe('SPC');
    expect(daten.konto).toBe(ibanNormalisieren(DEMO_BETREIBER.BETREIBER_IBAN));
    expect(daten.zahlungsempfaenger).toEqual({
      name: DEMO_BETREIBER.BETREIBER_NAME,
      strasse: DEMO_BETREIBER.BETREIBER_STRASSE,
      hausnummer: DEMO_BETREIBER.BETREIBER_HAUSNUMMER,
      plz: DEMO_BETREIBER.BETREIBER_PLZ,
      ort: DEMO_BETREIBER.BETREIBER_ORT,
      land: 'CH',
    });
    expect(daten.betragCents).toBe(Math.round(liste!.Total * 100));
    expect(daten.betragCents).toBeGreaterThan(0);
    expect(daten.waehrung).toBe('CHF');
    expect(daten.referenzTyp).toBe('QRR');
    expect(daten.referenz).toBe(liste!.Zahlungsreferenz);
    expect(qrrGueltig(daten.referenz!)).toBe(true);
    // One digit changed: the recursive mod 10 check digit no longer fits.
    const falsch = `${daten.referenz!.slice(0, 20)}${(Number(daten.referenz![20]) + 1) % 10}${daten.referenz!.slice(21)}`;
    expect(qrrGueltig(falsch)).toBe(false);
    expect(daten.zahlungspflichtiger).toMatchObject({ name: 'FC Zahlbar', strasse: 'Seeweg 12', plz: '8001', ort: 'Zürich', land: 'CH' });
    expect(daten.mitteilung).toBe(`Rechnung ${rechnungId}`);
    expect(text.split('\n')).toContain('EPD');
  });

  it('the code lies in the payment part: the bottom 105 mm of an A4 page', async () => {
    const { lage } = await qrDaten((await pdfVon(verein)).bytes);
    expect(lage.seiteBreiteMm).toBeCloseTo(210, 0);
    expect(lage.seiteHoeheMm).toBeCloseTo(297, 0);
    expect(lage.obenMm).toBeGreaterThan(297 - 105);
    expect(lage.untenMm).toBeLessThan(297);
    // The payment part's code is 46 x 46 mm.
    expect(lage.untenMm - lage.obenMm).toBeCloseTo(46, 0);
  });

  it('ordinary IBAN: the code carries an RF creditor reference (ISO 11649) and the configured account', async () => {
    const v = await mitRf.createVerein({ VereinsName: 'Chor Zahlbar' });
    await v.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 10 } });
    const { daten } = await qrDaten((await pdfVon(v)).bytes);
    expect(daten.konto).toBe('CH9300762011623852957');
    expect(daten.zahlungsempfaenger.name).toBe('Portal Betrieb GmbH');
    expect(daten.referenzTyp).toBe('SCOR');
    expect(daten.referenz).toMatch(/^RF\d\d/);
    expect(rfGueltig(daten.referenz!)).toBe(true);
  });

  it('a club name the QR-bill cannot carry (emoji, line break, too long) still gives a payable PDF', async () => {
    const v = await s.createVerein();
    await v.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 10 } });
    const [r] = await v.client.getRechnungen();
    await s.db
      .updateTable('rechnung')
      .set({ KundeName: `FC Łódź 😀\nZwei ${'x'.repeat(80)}`, KundeStrasse: `Strasse ${'y'.repeat(80)}` })
      .where('RechnungId', '=', r!.RechnungId)
      .execute();
    const { daten } = await qrDaten((await pdfVon(v)).bytes);
    expect(daten.zahlungspflichtiger!.name).toMatch(/^FC \?ódz \? Zwei x+$/);
    expect(daten.zahlungspflichtiger!.name.length).toBeLessThanOrEqual(70);
    expect(daten.zahlungspflichtiger!.strasse!.length).toBeLessThanOrEqual(70);
  });

  it("another club's invoice and a missing one are 404; the list shows only the club's own", async () => {
    const fremd = await s.createVerein();
    const [eigene] = await verein.client.getRechnungen();
    expect(await fremd.client.getRechnungen()).toEqual([]);
    await expectApiError(fremd.client.getRechnungPdf({ params: { RechnungId: eigene!.RechnungId } }), 404);
    await expectApiError(verein.client.getRechnungPdf({ params: { RechnungId: 999_999 } }), 404);
    expect(eigene).toMatchObject({
      Status: 'offen',
      Mahnstufe: 0,
      BezahltAm: null,
      Waehrung: 'CHF',
      Leistung: 'Abschluss Jahresabonnement',
    });
    expect(eigene!.Offen).toBe(eigene!.Total);
  });

  it('the invoice mail names payee, IBAN, reference, amount and due date and carries the PDF', async () => {
    await s.deps.outbox.flush();
    const mail = (await s.deps.outbox.list()).find(
      (m) => m.subject.startsWith('Vereinsportal: Rechnung') && m.to === verein.credentials.emailadresse,
    )!;
    expect(mail.text).toContain('Zahlungsempfänger:');
    expect(mail.text).toContain(DEMO_BETREIBER.BETREIBER_NAME);
    expect(mail.text).toContain('Konto (IBAN): CH44 3199 9123 0008 8901 2');
    expect(mail.text).toMatch(/Zahlungsreferenz: \d{2}( \d{5}){5}/);
    expect(mail.text).toMatch(/Betrag: \d+\.\d\d CHF/);
    expect(mail.text).toMatch(/Zahlbar bis: \d\d\.\d\d\.\d{4}/);
    expect(mail.text).toContain('QR-Rechnung');
    expect(mail.Anhaenge).toEqual([expect.objectContaining({ Nr: 1, ContentType: 'application/pdf' })]);
    expect(mail.Anhaenge[0]!.Dateiname).toMatch(/^Rechnung-\d+\.pdf$/);
    // The demo outbox serves the attachment: the same payable PDF.
    const anhang = await s.client().getOutboxAnhang({ params: { MailId: mail.MailId, Nr: 1 } });
    const { daten } = await qrDaten(new Uint8Array(await anhang.arrayBuffer()));
    expect(daten.referenzTyp).toBe('QRR');
  });
});
