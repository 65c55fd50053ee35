/**
 * Payments from the bank's files (docs/produkt.md "Rechnungen"), through the operator's command
 * `zahlungen-einlesen` on the server's database: camt.054 with a batch booking, camt.053, a QRR and an RF
 * payment, a partial and an over-payment, an unknown reference with a suggestion, a reversal, the same file
 * twice; another account's file and broken files are refused with nothing booked. The club sees the result
 * in its invoice list. The files are the domain's fixtures (packages/domain/test/rechnungswesen/fixtures).
 */
import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RechnungListenEintrag } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { EINLESE_MELDUNG, zahlungenEinlesen } from '../../src/services/rechnungen/zahlungen-einlesen.js';
import { startTestServer, TEST_DB, type TestServer, type TestVerein } from '../helpers/test-server.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/domain/test/rechnungswesen/fixtures');
const fixture = (name: string) => path.join(FIXTURES, name);

/** The invoices the fixture files pay (fixtures/README.md); due in the future, so unpaid ones are 'offen'. */
const RECHNUNGEN = [
  { id: 1, referenz: '000000100000000000000000010', typ: 'QRR', total: 25_000, name: 'FC Beispiel' },
  { id: 2, referenz: 'RF791000R2', typ: 'SCOR', total: 10_000, name: 'Chor Harmonie & Co.' },
  { id: 3, referenz: '000000100000000000000000036', typ: 'QRR', total: 15_000, name: 'Musikgesellschaft Dorf' },
  { id: 4, referenz: '000000100000000000000000044', typ: 'QRR', total: 5_000, name: 'Schützenverein Hinterdorf' },
  { id: 5, referenz: '000000100000000000000000052', typ: 'QRR', total: 12_000, name: 'Turnverein Muster' },
  { id: 6, referenz: 'RF681000R6', typ: 'SCOR', total: 7_500, name: 'Jodlerklub Echo' },
] as const;

describe(`zahlungen-einlesen: bank files book payments (${TEST_DB})`, () => {
  let s: TestServer;
  let v: TestVerein;
  const clock = { now: () => new Date('2026-11-26T10:00:00Z') };

  async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const env = {
      DATA_DIR: s.dataDir,
      DEMO: '1',
      LOG_LEVEL: 'silent',
      USER: 'treuhand',
      ...(s.databaseUrl ? { DATABASE_URL: s.databaseUrl } : {}),
    };
    const code = await runCli(argv, env, { out: (t) => (out += t), err: (t) => (err += t) }, clock);
    return { code, out, err };
  }

  const stand = async () => ({
    zahlungen: (await s.db.selectFrom('zahlung').select('ZahlungId').execute()).length,
    importe: (await s.db.selectFrom('zahlungsimport').select('ImportId').execute()).length,
    rechnungen: await s.db.selectFrom('rechnung').select(['RechnungId', 'BezahltCents', 'BezahltAm']).orderBy('RechnungId').execute(),
  });

  const liste = async (): Promise<Map<number, RechnungListenEintrag>> =>
    new Map((await v.client.getRechnungen()).map((r) => [r.RechnungId, r]));

  beforeAll(async () => {
    s = await startTestServer({ clock });
    v = await s.createVerein();
    const vertrag = await s.db.selectFrom('vertrag').select('VertragId').where('VereinId', '=', v.vereinId).executeTakeFirstOrThrow();
    for (const r of RECHNUNGEN) {
      await s.db
        .insertInto('rechnung')
        .values({
          RechnungId: r.id,
          VereinId: v.vereinId,
          VertragId: vertrag.VertragId,
          Art: 'abschluss',
          ArtikelId: 1,
          ArtikelBezeichnung: 'Jahresabonnement',
          Anzahl: 10,
          EinzelpreisCents: r.total / 10,
          TotalCents: r.total,
          MwstCents: 0,
          MwstProzentHundertstel: 0,
          MehrwertsteuerBezeichnung: 'MWST',
          WaehrungISOCode: 'CHF',
          Rechnungsdatum: '2026-11-01',
          FaelligAm: '2026-12-31',
          Zahlungsreferenz: r.referenz,
          ReferenzTyp: r.typ,
          LaufzeitVon: '2026-11-01',
          LaufzeitBis: '2027-10-31',
          Emailadresse: v.credentials.emailadresse,
          ErstelltAm: '2026-11-01T00:00:00Z',
          BezahltAm: null,
          LetzteMahnungAm: null,
          KundeName: r.name,
          KundeVertreter: null,
          KundeStrasse: null,
          KundePostleitzahl: '3000',
          KundeOrt: 'Bern',
          KundeLand: 'CH',
        })
        .execute();
    }
    // Invoice 6 was paid by an earlier file; the new one reverses that payment.
    const { ImportId } = await s.db
      .insertInto('zahlungsimport')
      .values({
        Zeitpunkt: '2026-11-02T08:00:00Z',
        DateiHash: 'x'.repeat(64),
        Dateiname: 'frueher.xml',
        Art: 'camt.054',
        Konto: 'CH5800791123000889012',
        NachrichtId: null,
        AnzahlBezahlt: 1,
        AnzahlTeilweise: 0,
        AnzahlUeberzahlt: 0,
        AnzahlStorniert: 0,
        AnzahlNichtZugeordnet: 0,
        AnzahlUebersprungen: 0,
        Von: 'test',
      })
      .returning('ImportId')
      .executeTakeFirstOrThrow();
    await s.db
      .insertInto('zahlung')
      .values({
        EintragSchluessel: 'ZV20261101/000009/01',
        RechnungId: 6,
        VereinId: v.vereinId,
        BetragCents: 7_500,
        Datum: '2026-11-01',
        Art: 'zahlung',
        Ergebnis: 'bezahlt',
        UeberzahlungCents: 0,
        Referenz: 'RF681000R6',
        Mitteilung: null,
        ZahlerName: null,
        ImportId,
      })
      .execute();
    await s.db.updateTable('rechnung').set({ BezahltCents: 7_500, BezahltAm: '2026-11-01' }).where('RechnungId', '=', 6).execute();
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('--probe shows what would be booked and books nothing', async () => {
    const vorher = await stand();
    const r = await cli('zahlungen-einlesen', '--datei', fixture('camt054-sammelbuchung.xml'), '--probe');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Rechnung 1 (FC Beispiel): 250.00 CHF erhalten am 25.11.2026 – bezahlt');
    expect(r.out).toContain('Probe: nichts wurde verbucht.');
    expect(await stand()).toEqual(vorher);
  });

  it('camt.054 with a batch booking: paid, partly then fully paid, over-paid, unassigned with a suggestion, a reversal', async () => {
    const r = await cli('zahlungen-einlesen', '--datei', fixture('camt054-sammelbuchung.xml'));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('camt.054, Konto CH5800791123000889012');
    expect(r.out).toContain('Rechnung 2 (Chor Harmonie & Co.): 100.00 CHF erhalten am 25.11.2026 – bezahlt');
    expect(r.out).toContain('Rechnung 3 (Musikgesellschaft Dorf): 60.00 CHF erhalten am 25.11.2026 – teilweise bezahlt, offen 90.00 CHF');
    expect(r.out).toContain('Rechnung 4 (Schützenverein Hinterdorf): 80.00 CHF erhalten am 25.11.2026 – bezahlt, Überzahlung 30.00 CHF');
    expect(r.out).toMatch(/Nicht zugeordnet: 120\.00 CHF.*Vorschläge: Rechnung 5 \(Turnverein Muster\)/);
    expect(r.out).toContain('Rechnung 6 (Jodlerklub Echo): Storno 75.00 CHF');
    expect(r.out).toMatch(/Übersprungen .*Belastung/);
    expect(r.out).toMatch(/Übersprungen .*Zahlung in EUR/);
    expect(r.out).toContain('Verbucht als Import');

    const l = await liste();
    expect(l.get(1)).toMatchObject({ Status: 'bezahlt', Offen: 0, BezahltAm: '2026-11-25' });
    expect(l.get(2)).toMatchObject({ Status: 'bezahlt', Offen: 0 });
    expect(l.get(3)).toMatchObject({ Status: 'bezahlt', Offen: 0 });
    expect(l.get(4)).toMatchObject({ Status: 'bezahlt', Offen: 0 });
    expect(l.get(5)).toMatchObject({ Status: 'offen', Offen: 120 });
    // The reversal reopened invoice 6.
    expect(l.get(6)).toMatchObject({ Status: 'offen', Offen: 75, BezahltAm: null });
    const vier = await s.db.selectFrom('rechnung').select('BezahltCents').where('RechnungId', '=', 4).executeTakeFirstOrThrow();
    expect(vier.BezahltCents).toBe(8_000);

    const imp = await s.db.selectFrom('zahlungsimport').selectAll().orderBy('ImportId', 'desc').executeTakeFirstOrThrow();
    expect(imp).toMatchObject({
      Art: 'camt.054',
      Dateiname: 'camt054-sammelbuchung.xml',
      Konto: 'CH5800791123000889012',
      Von: 'treuhand',
      AnzahlBezahlt: 3,
      AnzahlTeilweise: 1,
      AnzahlUeberzahlt: 1,
      AnzahlStorniert: 1,
      AnzahlNichtZugeordnet: 1,
      AnzahlUebersprungen: 2,
      Zeitpunkt: '2026-11-26T10:00:00.000Z',
    });
    expect(imp.DateiHash).toMatch(/^[0-9a-f]{64}$/);
    const offen = await s.db.selectFrom('zahlung').selectAll().where('Art', '=', 'nicht zugeordnet').execute();
    expect(offen).toEqual([
      expect.objectContaining({ RechnungId: null, VereinId: null, BetragCents: 12_000, ZahlerName: 'Turnverein Muster' }),
    ]);
  });

  it('the same file again changes nothing but is recorded', async () => {
    const vorher = await stand();
    const r = await cli('zahlungen-einlesen', '--datei', fixture('camt054-sammelbuchung.xml'), '--von', 'Kassier');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Bereits eingelesen');
    expect(r.out).toContain('Bezahlt: 0, teilweise bezahlt: 0, überzahlt: 0, storniert: 0, nicht zugeordnet: 0');
    const nachher = await stand();
    expect(nachher.zahlungen).toBe(vorher.zahlungen);
    expect(nachher.rechnungen).toEqual(vorher.rechnungen);
    expect(nachher.importe).toBe(vorher.importe + 1);
    const imp = await s.db.selectFrom('zahlungsimport').selectAll().orderBy('ImportId', 'desc').executeTakeFirstOrThrow();
    expect(imp).toMatchObject({ Von: 'Kassier', AnzahlBezahlt: 0, AnzahlUebersprungen: 9 });
  });

  it('two imports of the same new file at the same moment book its payment once', async () => {
    const bytes = readFileSync(fixture('camt053-kontoauszug.xml'));
    const ctx = { db: s.db, betreiber: s.deps.config.betreiber!, jetzt: clock.now() };
    const ergebnisse = await Promise.allSettled([
      zahlungenEinlesen(ctx, { name: 'a.xml', bytes }, { von: 'a' }),
      zahlungenEinlesen(ctx, { name: 'b.xml', bytes }, { von: 'b' }),
    ]);
    const gebucht = ergebnisse.map((e) => {
      if (e.status === 'rejected') {
        // PostgreSQL: the later one met the unique bank key and booked nothing.
        expect((e.reason as Error).message).toBe(EINLESE_MELDUNG.gleichzeitig);
        return 0;
      }
      return e.value.abgleich.buchungen.length;
    });
    expect(gebucht.sort()).toEqual([0, 1]);
    const fuenf = await s.db.selectFrom('rechnung').select('BezahltCents').where('RechnungId', '=', 5).executeTakeFirstOrThrow();
    expect(fuenf.BezahltCents).toBe(12_000);
    expect((await liste()).get(5)).toMatchObject({ Status: 'bezahlt', Offen: 0 });
  });

  it('camt.053 statement read again: the QRR payment of invoice 5 stays booked once', async () => {
    const r = await cli('zahlungen-einlesen', '--datei', fixture('camt053-kontoauszug.xml'));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('camt.053');
    expect(r.out).toContain('Bereits eingelesen');
    expect((await liste()).get(5)).toMatchObject({ Status: 'bezahlt', Offen: 0 });
    // And once more: nothing new.
    const vorher = await stand();
    expect((await cli('zahlungen-einlesen', '--datei', fixture('camt053-kontoauszug.xml'))).code).toBe(0);
    expect((await stand()).rechnungen).toEqual(vorher.rechnungen);
  });

  it.each([
    ['camt054-anderes-konto.xml', /Die Bankdatei ist für das Konto CH93 0076 2011 6238 5295 7, nicht für das Konto des Betreibers/],
    ['entity-bomb.xml', /DOCTYPE- oder ENTITY-Deklaration/],
    ['kaputt.xml', /kein gültiges XML/],
    ['kein-camt.xml', /keine Bankdatei im Format camt\.053/],
    ['camt054-betrag-keine-zahl.xml', /Der Betrag «1'250\.00» ist keine Zahl/],
  ])('%s is refused with a German error and nothing booked', async (datei, meldung) => {
    const vorher = await stand();
    const r = await cli('zahlungen-einlesen', '--datei', fixture(datei));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(meldung);
    expect(r.out).toBe('');
    expect(await stand()).toEqual(vorher);
  });

  it('a negative amount refuses the whole file, nothing booked', async () => {
    const ordner = mkdtempSync(path.join(tmpdir(), 'vp-bank-'));
    const datei = path.join(ordner, 'negativ.xml');
    const xml = readFileSync(fixture('camt054-sammelbuchung.xml'), 'utf8');
    writeFileSync(datei, xml.replace('<Amt Ccy="CHF">250.00</Amt>', '<Amt Ccy="CHF">-250.00</Amt>'));
    const vorher = await stand();
    const r = await cli('zahlungen-einlesen', '--datei', datei);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/Der Betrag «-250\.00» ist keine Zahl.*Nichts wurde verbucht\./);
    expect(await stand()).toEqual(vorher);
  });

  it('a file above 20 MB is refused before it is read; a missing file and a missing --datei are usage errors', async () => {
    const ordner = mkdtempSync(path.join(tmpdir(), 'vp-bank-'));
    const gross = path.join(ordner, 'riesig.xml');
    writeFileSync(gross, '');
    // 100 MB without writing them: a sparse file.
    truncateSync(gross, 100 * 1024 * 1024);
    const vorher = await stand();
    const r = await cli('zahlungen-einlesen', '--datei', gross);
    expect(r.code).toBe(1);
    expect(r.err).toContain('Die Bankdatei ist 100 MB gross; eingelesen werden Dateien bis 20 MB.');
    expect(await stand()).toEqual(vorher);
    expect((await cli('zahlungen-einlesen', '--datei', path.join(ordner, 'fehlt.xml'))).code).toBe(2);
    const ohne = await cli('zahlungen-einlesen');
    expect(ohne.code).toBe(2);
    expect(ohne.err).toContain('--datei');
  });

  it('rechnungen --offen lists what is still open, with club, amounts, status and level', async () => {
    const r = await cli('rechnungen', '--offen');
    expect(r.code).toBe(0);
    const zeilen = r.out.trim().split('\n');
    expect(zeilen[0]).toMatch(/^Nr\.\s+Verein\s+Datum\s+Betrag\s+Bezahlt\s+Offen\s+Fällig\s+Status\s+Mahnstufe$/);
    expect(zeilen.filter((z) => /^\d+\s{2,}/.test(z)).map((z) => Number(z.split(' ')[0]))).toEqual([6]);
    expect(r.out).toMatch(/^6\s+Jodlerklub Echo \(\d+\)\s+2026-11-01\s+75\.00 CHF\s+0\.00 CHF\s+75\.00 CHF\s+2026-12-31\s+offen\s+-$/m);
    expect(zeilen).toContain('1 Rechnung(en), offen insgesamt 75.00 CHF');
    const alle = await cli('rechnungen');
    expect(alle.out).toMatch(/^4\s+.*80\.00 CHF\s+0\.00 CHF\s+2026-12-31\s+bezahlt/m);
  });

  it('zahlung-erfassen books a payment that came another way, e.g. for an invoice from before the bank import', async () => {
    const vorlage = await s.db.selectFrom('rechnung').selectAll().where('RechnungId', '=', 1).executeTakeFirstOrThrow();
    await s.db
      .insertInto('rechnung')
      .values({
        ...vorlage,
        RechnungId: 7,
        Zahlungsreferenz: 'VP-1000-000007-3',
        ReferenzTyp: null,
        BezahltCents: 0,
        BezahltAm: null,
        TotalCents: 4_000,
      })
      .execute();
    for (const falsch of ['-5', '12,50', '0', 'viel']) {
      const r = await cli('zahlung-erfassen', '--rechnung', '7', '--betrag', falsch);
      expect(r.code, falsch).toBe(2);
      expect(r.err).toContain(`Der Betrag «${falsch}» ist kein positiver Betrag`);
    }
    const teil = await cli(
      'zahlung-erfassen',
      '--rechnung',
      '7',
      '--betrag',
      '15',
      '--datum',
      '2026-02-01',
      '--mitteilung',
      'bar am Anlass',
    );
    expect(teil.out).toBe('Rechnung 7: 15.00 CHF vom 01.02.2026 erfasst – teilweise bezahlt, offen 25.00 CHF\n');
    const rest = await cli('zahlung-erfassen', '--rechnung', '7', '--betrag', '25.00', '--datum', '2026-02-03');
    expect(rest.out).toBe('Rechnung 7: 25.00 CHF vom 03.02.2026 erfasst – bezahlt\n');
    expect((await liste()).get(7)).toMatchObject({
      Status: 'bezahlt',
      Offen: 0,
      BezahltAm: '2026-02-03',
      Zahlungsreferenz: 'VP-1000-000007-3',
    });
    const importe = await s.db.selectFrom('zahlungsimport').selectAll().where('Art', '=', 'manuell').orderBy('ImportId').execute();
    expect(importe.map((i) => [i.Von, i.AnzahlTeilweise, i.AnzahlBezahlt])).toEqual([
      ['treuhand', 1, 0],
      ['treuhand', 0, 1],
    ]);
    expect((await cli('zahlung-erfassen', '--rechnung', '999', '--betrag', '5')).err).toContain('Die Rechnung 999 gibt es nicht.');
  });

  it('zahlung-zuordnen books an unassigned payment to the suggested invoice, once', async () => {
    const offen = await cli('rechnungen', '--offen');
    expect(offen.out).toContain('Nicht zugeordnete Zahlungen');
    expect(offen.out).toMatch(/^ZV20261125\/000001\/05\s+2026-11-25\s+120\.00 CHF\s+von Turnverein Muster/m);
    // Invoice 5 was paid by the camt.053 meanwhile; invoice 6 (75.00 open) takes it: paid with 45.00 over.
    const r = await cli('zahlung-zuordnen', '--eintrag', 'ZV20261125/000001/05', '--rechnung', '6');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toBe('Rechnung 6: 120.00 CHF vom 25.11.2026 zugeordnet – bezahlt, Überzahlung 45.00 CHF\n');
    expect((await liste()).get(6)).toMatchObject({ Status: 'bezahlt', Offen: 0, BezahltAm: '2026-11-25' });
    const zahlung = await s.db
      .selectFrom('zahlung')
      .selectAll()
      .where('EintragSchluessel', '=', 'ZV20261125/000001/05')
      .executeTakeFirstOrThrow();
    expect(zahlung).toMatchObject({ Art: 'zahlung', RechnungId: 6, VereinId: v.vereinId, Ergebnis: 'bezahlt', UeberzahlungCents: 4_500 });
    // Again, or an unknown key or invoice: a German error, nothing changes.
    const vorher = await stand();
    const nochmals = await cli('zahlung-zuordnen', '--eintrag', 'ZV20261125/000001/05', '--rechnung', '6');
    expect(nochmals.code).toBe(1);
    expect(nochmals.err).toContain('Eine nicht zugeordnete Zahlung «ZV20261125/000001/05» gibt es nicht.');
    expect((await cli('zahlung-zuordnen', '--eintrag', 'x', '--rechnung', '999')).code).toBe(1);
    expect((await cli('zahlung-zuordnen', '--eintrag', 'x')).code).toBe(2);
    expect(await stand()).toEqual(vorher);
  });
});
