/**
 * 'Meine Beiträge' in the member app (docs/produkt.md "Beiträge"): a member sees only their own fee invoices
 * with status and 'bezahlt am'; an open one's QR code (SVG) carries the open amount, the reference and the
 * club's account; its PDF has the same payment part; another member's or club's invoice is a 404.
 */
import { createApiClient } from '@vereinsportal/api-client';
import { spcLesen, type MeinBeitrag } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMitglied, type AppMitglied } from '../helpers/app.js';
import { beitragsKontoSetzen, beitragsrechnungAnlegen, IBAN, QR_IBAN } from '../helpers/beitraege.js';
import { expectApiError } from '../helpers/expect-error.js';
import { qrCodeAusBildLesen } from '../helpers/qr-bild.js';
import { startTestServer, TEST_DB, TestClock, type TestServer } from '../helpers/test-server.js';
import { qrCodeLesen } from '../rechnungen/qr-lesen.js';

// 10 February 2027 in Zurich: an invoice due on 28 February is open, one due on 31 January overdue.
const clock = new TestClock('2027-02-10T09:00:00Z');
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ clock });
  await beitragsKontoSetzen(s.db, s.verein.vereinId, QR_IBAN);
});
afterAll(async () => {
  await s?.close();
});

const rechnung = (m: AppMitglied, e: Partial<Parameters<typeof beitragsrechnungAnlegen>[1]> = {}) =>
  beitragsrechnungAnlegen(s.db, { vereinId: s.verein.vereinId, mitgliedId: m.id, betragCents: 12000, ...e });

async function svgText(blob: Blob): Promise<string> {
  return new TextDecoder().decode(await blob.arrayBuffer());
}

describe(`Meine Beiträge (${TEST_DB})`, () => {
  it("lists the member's own invoices newest first with status, open amount, 'bezahlt am' and the club's account", async () => {
    const m = await appMitglied(s, s.adminClient);
    const andere = await appMitglied(s, s.adminClient);
    const alt = await rechnung(m, {
      bezeichnung: 'Mitgliederbeitrag 2025',
      rechnungsdatum: '2025-01-15',
      faelligAm: '2025-02-28',
      bezahltCents: 12000,
      bezahltAm: '2025-02-03',
    });
    const teil = await rechnung(m, {
      bezeichnung: 'Mitgliederbeitrag 2026',
      rechnungsdatum: '2026-01-15',
      faelligAm: '2027-02-28',
      bezahltCents: 5000,
    });
    const ueber = await rechnung(m, {
      bezeichnung: 'Nachzahlung 2026',
      rechnungsdatum: '2026-12-01',
      faelligAm: '2027-01-31',
      betragCents: 4000,
    });
    const offen = await rechnung(m, { bezeichnung: 'Mitgliederbeitrag 2027', rechnungsdatum: '2027-01-15', faelligAm: '2027-02-28' });
    const storno = await rechnung(m, { bezeichnung: 'Lager 2027', rechnungsdatum: '2027-01-10', storniert: true });
    await rechnung(andere, { bezeichnung: 'Fremd 2027' });

    const liste = await m.client.getMeineBeitraege();
    expect(liste.map((b) => b.Bezeichnung)).toEqual([
      'Mitgliederbeitrag 2027',
      'Lager 2027',
      'Nachzahlung 2026',
      'Mitgliederbeitrag 2026',
      'Mitgliederbeitrag 2025',
    ]);
    const nach = (id: number) => liste.find((b) => b.BeitragsrechnungId === id);
    expect(nach(offen.id)).toEqual<MeinBeitrag>({
      BeitragsrechnungId: offen.id,
      Bezeichnung: 'Mitgliederbeitrag 2027',
      Rechnungsdatum: '2027-01-15',
      FaelligAm: '2027-02-28',
      Betrag: 120,
      Offen: 120,
      Status: 'offen',
      BezahltAm: null,
      Zahlungsreferenz: offen.referenz,
      Iban: QR_IBAN,
      Empfaenger: 'Turnverein Musterdorf',
    });
    expect(nach(teil.id)).toMatchObject({ Status: 'teilweise bezahlt', Betrag: 120, Offen: 70, BezahltAm: null });
    expect(nach(ueber.id)).toMatchObject({ Status: 'überfällig', Offen: 40 });
    expect(nach(alt.id)).toMatchObject({ Status: 'bezahlt', Offen: 0, BezahltAm: '2025-02-03' });
    expect(nach(storno.id)).toMatchObject({ Status: 'storniert', Offen: 0 });
    expect(await andere.client.getMeineBeitraege()).toEqual([expect.objectContaining({ Bezeichnung: 'Fremd 2027' })]);
  });

  it('the QR code of an open invoice pays the open amount to the club with its reference; scanned from the SVG', async () => {
    const m = await appMitglied(s, s.adminClient, { Vorname: 'Zoë', Nachname: 'Brändli' });
    const r = await rechnung(m, { betragCents: 12000, bezahltCents: 2000, vorname: 'Zoë', name: 'Brändli' });
    // The headers of the answer as the phone receives it: compressed (the SVG is some 200 kB of rectangles).
    let headers: Headers | undefined;
    const client = createApiClient({
      baseUrl: s.apiBase,
      credentials: () => m.credentials,
      fetch: async (url, init) => {
        const antwort = await fetch(url, init);
        headers = antwort.headers;
        return antwort;
      },
    });
    const svg = await svgText(await client.getMeinBeitragQr({ params: { BeitragsrechnungId: r.id } }));
    expect(headers?.get('content-type')).toBe('image/svg+xml');
    expect(headers?.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(headers?.get('cache-control')).toBe('private, no-store');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 [\d.]+ [\d.]+"/);
    const text = await qrCodeAusBildLesen(svg, 300);
    expect(text).not.toBeNull();
    const qr = spcLesen(text!);
    if ('fehler' in qr) throw new Error(qr.fehler);
    expect(qr).toMatchObject({
      konto: QR_IBAN,
      betragCents: 10000,
      waehrung: 'CHF',
      referenzTyp: 'QRR',
      referenz: r.referenz,
      zahlungsempfaenger: { name: 'Turnverein Musterdorf', plz: '8000', ort: 'Zürich', land: 'CH' },
      zahlungspflichtiger: { name: 'Zoë Brändli', plz: '8000', ort: 'Zürich', land: 'CH' },
    });
  });

  it('an RF reference with an ordinary IBAN; the PDF carries the same payment part, for what is still open', async () => {
    const v = await s.createVerein();
    await beitragsKontoSetzen(s.db, v.vereinId, IBAN);
    const m = await appMitglied(s, v.client);
    const r = await beitragsrechnungAnlegen(s.db, { vereinId: v.vereinId, mitgliedId: m.id, betragCents: 6000, bezahltCents: 1000 });
    expect(r.referenz).toMatch(/^RF/);
    const svg = await svgText(await m.client.getMeinBeitragQr({ params: { BeitragsrechnungId: r.id } }));
    const qr = spcLesen((await qrCodeAusBildLesen(svg, 300))!);
    expect(qr).toMatchObject({ konto: IBAN, betragCents: 5000, referenzTyp: 'SCOR', referenz: r.referenz });

    const pdf = new Uint8Array(await (await m.client.getMeinBeitragPdf({ params: { BeitragsrechnungId: r.id } })).arrayBuffer());
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const imPdf = await qrCodeLesen(pdf);
    expect(imPdf).not.toBeNull();
    expect(spcLesen(imPdf!.text)).toMatchObject({ konto: IBAN, betragCents: 5000, referenz: r.referenz });
  });

  it("another member's or another club's invoice is a 404; an id that does not exist too", async () => {
    const m = await appMitglied(s, s.adminClient);
    const andere = await appMitglied(s, s.adminClient);
    const fremd = await rechnung(andere);
    const v = await s.createVerein();
    await beitragsKontoSetzen(s.db, v.vereinId);
    const vereinsfremd = await appMitglied(s, v.client);
    const anderswo = await beitragsrechnungAnlegen(s.db, { vereinId: v.vereinId, mitgliedId: vereinsfremd.id, betragCents: 5000 });
    for (const id of [fremd.id, anderswo.id, 999_999]) {
      await expectApiError(m.client.getMeinBeitragQr({ params: { BeitragsrechnungId: id } }), 404);
      await expectApiError(m.client.getMeinBeitragPdf({ params: { BeitragsrechnungId: id } }), 404);
    }
    expect(await m.client.getMeineBeitraege()).toEqual([]);
    await expectApiError(s.client().getMeineBeitraege(), 401);
    // The administrator of the club is a member too, but sees only their own invoices.
    expect((await s.adminClient.getMeineBeitraege()).map((b) => b.BeitragsrechnungId)).not.toContain(fremd.id);
  });

  it('no QR code or PDF for a paid or cancelled invoice, nor while the club has no valid account (409 with the reason)', async () => {
    const m = await appMitglied(s, s.adminClient);
    const bezahlt = await rechnung(m, { bezahltCents: 12000, bezahltAm: '2027-02-01' });
    const storniert = await rechnung(m, { storniert: true });
    for (const r of [bezahlt, storniert]) {
      expect(await expectApiError(m.client.getMeinBeitragQr({ params: { BeitragsrechnungId: r.id } }), 409)).toBe(
        'Diese Rechnung ist nicht mehr offen: es gibt nichts zu bezahlen.',
      );
      // Its PDF would carry a payable QR-bill for the full amount again: not for the member.
      await expectApiError(m.client.getMeinBeitragPdf({ params: { BeitragsrechnungId: r.id } }), 409);
    }

    const v = await s.createVerein();
    await beitragsKontoSetzen(s.db, v.vereinId);
    const ohneKonto = await appMitglied(s, v.client);
    const r = await beitragsrechnungAnlegen(s.db, { vereinId: v.vereinId, mitgliedId: ohneKonto.id, betragCents: 5000 });
    await beitragsKontoSetzen(s.db, v.vereinId, null);
    const meldung = 'Der Verein hat kein gültiges Konto für Beiträge hinterlegt. Bitte wenden Sie sich an den Verein.';
    expect(await expectApiError(ohneKonto.client.getMeinBeitragQr({ params: { BeitragsrechnungId: r.id } }), 409)).toBe(meldung);
    expect(await expectApiError(ohneKonto.client.getMeinBeitragPdf({ params: { BeitragsrechnungId: r.id } }), 409)).toBe(meldung);
    expect(await ohneKonto.client.getMeineBeitraege()).toEqual([
      expect.objectContaining({ Status: 'offen', Iban: null, Empfaenger: null }),
    ]);
  });
});
