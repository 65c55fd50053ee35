/**
 * Payment reminders (docs/produkt.md "Rechnungen"): an invoice still open MAHNUNG_TAGE days after its due
 * date gets one 'Zahlungserinnerung' with the PDF again, another MAHNUNG_TAGE days later one '2. Mahnung',
 * even when several runs on two instances of one database race for it; paid and old invoices get none.
 * The invoice mail itself reaches a real SMTP server with its PDF attached.
 */
import { randomBytes } from 'node:crypto';
import { addDays } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { mahnungenSenden } from '../../src/services/rechnungen/mahnungen-senden.js';
import { startSmtpPostfach, type SmtpPostfach } from '../helpers/smtp-postfach.js';
import { startTestServer, TEST_DB, type TestServer, type TestVerein } from '../helpers/test-server.js';

describe(`payment reminders (${TEST_DB})`, () => {
  const env = { SERVER_SECRET: `mahnungen-${randomBytes(8).toString('hex')}` };
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    a = await startTestServer({ env });
    // Several instances need PostgreSQL (README); on SQLite the runs race within one instance.
    b = TEST_DB === 'postgres' ? await startTestServer({ env, database: { dataDir: a.dataDir, databaseUrl: a.databaseUrl } }) : a;
  }, 60_000);
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
  });

  /** A club that bought a subscription today: its invoice, due in 30 days. */
  async function vereinMitRechnung(): Promise<{ v: TestVerein; rechnungId: number; faelligAm: string }> {
    const v = await a.createVerein();
    await v.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 10 } });
    const [r] = await v.client.getRechnungen();
    return { v, rechnungId: r!.RechnungId, faelligAm: r!.FaelligAm };
  }

  const mailsAn = async (adresse: string, betreff: string) =>
    (await a.deps.outbox.list(1000)).filter((m) => m.to === adresse && m.subject.includes(betreff));

  /** Three runs at once (on two instances with PostgreSQL): how many mails they sent together. */
  const rennen = async (tag: string) =>
    (await Promise.all([mahnungenSenden(a.deps, tag), mahnungenSenden(b.deps, tag), mahnungenSenden(a.deps, tag)])).reduce(
      (x, y) => x + y,
      0,
    );

  it('one Zahlungserinnerung after 10 days, one 2. Mahnung 10 days later, then nothing; the level shows in the list', async () => {
    const { v, rechnungId, faelligAm } = await vereinMitRechnung();
    const an = v.credentials.emailadresse;
    expect(await rennen(addDays(faelligAm, 9))).toBe(0);

    await rennen(addDays(faelligAm, 10));
    const erinnerung = await mailsAn(an, 'Zahlungserinnerung');
    expect(erinnerung).toHaveLength(1);
    expect(erinnerung[0]!.subject).toBe(`Vereinsportal: Zahlungserinnerung zu Rechnung ${rechnungId}`);
    expect(erinnerung[0]!.text).toContain('ist noch offen');
    expect(erinnerung[0]!.Anhaenge).toEqual([
      expect.objectContaining({ Nr: 1, Dateiname: `Zahlungserinnerung-Rechnung-${rechnungId}.pdf`, ContentType: 'application/pdf' }),
    ]);
    expect((await v.client.getRechnungen())[0]).toMatchObject({ Mahnstufe: 1 });

    expect(await rennen(addDays(faelligAm, 19))).toBe(0);
    await rennen(addDays(faelligAm, 20));
    expect(await mailsAn(an, '2. Mahnung')).toHaveLength(1);
    expect((await v.client.getRechnungen())[0]).toMatchObject({ Mahnstufe: 2 });
    expect(await rennen(addDays(faelligAm, 60))).toBe(0);
    expect(await mailsAn(an, 'Zahlungserinnerung')).toHaveLength(1);
    expect(await mailsAn(an, '2. Mahnung')).toHaveLength(1);
  });

  it('a paid invoice and an invoice from before the bank import (VP-… reference) get no reminder', async () => {
    const bezahlt = await vereinMitRechnung();
    const alt = await vereinMitRechnung();
    await a.db
      .updateTable('rechnung')
      .set({ BezahltCents: 999_999, BezahltAm: bezahlt.faelligAm })
      .where('RechnungId', '=', bezahlt.rechnungId)
      .execute();
    await a.db
      .updateTable('rechnung')
      .set({ ReferenzTyp: null, Zahlungsreferenz: 'VP-1-000001-7' })
      .where('RechnungId', '=', alt.rechnungId)
      .execute();
    await rennen(addDays(bezahlt.faelligAm, 30));
    expect(await mailsAn(bezahlt.v.credentials.emailadresse, 'Mahnung')).toEqual([]);
    expect(await mailsAn(bezahlt.v.credentials.emailadresse, 'Zahlungserinnerung')).toEqual([]);
    expect(await mailsAn(alt.v.credentials.emailadresse, 'Zahlungserinnerung')).toEqual([]);
  });

  it('a partly paid invoice is reminded for the amount still open', async () => {
    const { v, rechnungId, faelligAm } = await vereinMitRechnung();
    const r = await a.db.selectFrom('rechnung').select('TotalCents').where('RechnungId', '=', rechnungId).executeTakeFirstOrThrow();
    await a.db
      .updateTable('rechnung')
      .set({ BezahltCents: r.TotalCents - 500 })
      .where('RechnungId', '=', rechnungId)
      .execute();
    await rennen(addDays(faelligAm, 10));
    const [mail] = await mailsAn(v.credentials.emailadresse, 'Zahlungserinnerung');
    expect(mail!.text).toContain('Offener Betrag: 5.00 CHF');
    expect(mail!.text).toContain('Betrag: 5.00 CHF');
  });

  it('cli mahnungen-senden runs the job once', async () => {
    const { v, faelligAm } = await vereinMitRechnung();
    let out = '';
    const cliEnv = {
      ...env,
      DATA_DIR: a.dataDir,
      DEMO: '1',
      LOG_LEVEL: 'silent',
      ...(a.databaseUrl ? { DATABASE_URL: a.databaseUrl } : {}),
    };
    const tag = { now: () => new Date(`${addDays(faelligAm, 10)}T10:00:00Z`) };
    const code = await runCli(['mahnungen-senden'], cliEnv, { out: (t) => (out += t), err: (t) => (out += t) }, tag);
    expect(code).toBe(0);
    expect(out).toMatch(/^\d+ Zahlungserinnerung\(en\)\/Mahnung\(en\) in den Postausgang gestellt\.$/m);
    expect(await mailsAn(v.credentials.emailadresse, 'Zahlungserinnerung')).toHaveLength(1);
    // Again: the level is claimed, nothing more.
    await runCli(['mahnungen-senden'], cliEnv, { out: () => undefined, err: () => undefined }, tag);
    expect(await mailsAn(v.credentials.emailadresse, 'Zahlungserinnerung')).toHaveLength(1);
  });
});

describe(`the invoice mail over SMTP (${TEST_DB})`, () => {
  let postfach: SmtpPostfach;
  let s: TestServer;
  beforeAll(async () => {
    postfach = await startSmtpPostfach();
    s = await startTestServer({ env: { SMTP_URL: postfach.url } });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await postfach?.close();
  });

  it('carries the invoice PDF as an attachment', async () => {
    const v = await s.createVerein();
    await v.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 10 } });
    await s.deps.outbox.flush();
    const mail = await postfach.warteAuf(v.credentials.emailadresse);
    const [rechnung] = await v.client.getRechnungen();
    expect(mail.subject).toContain(`Rechnung ${rechnung!.RechnungId}`);
    expect(mail.anhaenge).toHaveLength(1);
    expect(mail.anhaenge![0]).toMatchObject({ dateiname: `Rechnung-${rechnung!.RechnungId}.pdf`, contentType: 'application/pdf' });
    expect(Buffer.from(mail.anhaenge![0]!.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    // The same PDF as the portal's download.
    const download = new Uint8Array(await (await v.client.getRechnungPdf({ params: { RechnungId: rechnung!.RechnungId } })).arrayBuffer());
    expect(mail.anhaenge![0]!.bytes.byteLength).toBeGreaterThan(10_000);
    expect(Math.abs(mail.anhaenge![0]!.bytes.byteLength - download.byteLength)).toBeLessThan(200);
  });
});
