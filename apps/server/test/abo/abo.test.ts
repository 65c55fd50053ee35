import { referenzFormatiert, type VertragsArt } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClock, type TestServer, type TestVerein } from '../helpers/test-server.js';
import { fehler, HEUTE, JETZT } from '../helpers/inhalte.js';
import { vertraegeSetzen } from '../helpers/vertrag.js';

describe('subscription calls (docs/produkt.md §10)', () => {
  let s: TestServer;
  const clock = new TestClock(JETZT);
  beforeAll(async () => {
    s = await startTestServer({ clock });
  });
  afterAll(async () => s?.close());

  /** A club whose only contract is the given one. */
  const verein = async (art: VertragsArt, von: string, bis: string | null, anzahl = 30): Promise<TestVerein> => {
    const v = await s.createVerein();
    await vertraegeSetzen(s.db, v.vereinId, [[art, von, bis, anzahl]]);
    return v;
  };
  const vertraege = (vereinId: number) =>
    s.db.selectFrom('vertrag').selectAll().where('VereinId', '=', vereinId).orderBy('VertragsLaufzeitVon').execute();
  const rechnungen = (vereinId: number) =>
    s.db.selectFrom('rechnung').selectAll().where('VereinId', '=', vereinId).orderBy('RechnungId').execute();
  const systemMitglieder = async (vereinId: number, n: number) => {
    await s.db
      .insertInto('mitglied')
      .values(
        Array.from({ length: n }, (_, i) => ({
          VereinId: vereinId,
          Vorname: 'M',
          Nachname: `N${i}`,
          Emailadresse: `m${i}.${vereinId}@example.ch`,
          EmailNormalisiert: `m${i}.${vereinId}@example.ch`,
          HatSystemZugriff: 1,
          IstVereinsAdministrator: 0,
          Status: 'A',
          AnzahlGeraete: 0,
        })),
      )
      .execute();
  };

  it('serves article 1 with the configured price', async () => {
    expect(await s.adminClient.getArtikel({ params: { ArtikelId: 1 } })).toEqual({
      ArtikelId: 1,
      ArtikelBezeichnung: 'Jahresabonnement',
      BruttoPreis: 2,
      MwstProzent: 8.1,
      MehrwertsteuerBezeichnung: 'MWST',
      WaehrungISOCode: 'CHF',
    });
    expect((await fehler(s.adminClient.getArtikel({ params: { ArtikelId: 2 } }))).status).toBe(404);
  });

  it('abonnementAbschliessen during the trial: contract from today, invoice row and invoice mail', async () => {
    s.mails.length = 0;
    const v = await verein('Test', '2026-03-01', '2026-03-30');
    const { RecordId } = await v.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 15 } });
    const neu = (await vertraege(v.vereinId)).find((r) => r.VertragId === RecordId)!;
    expect(neu).toMatchObject({
      VertragsArt: 'Jahresabonnement',
      VertragsLaufzeitVon: HEUTE,
      VertragsLaufzeitBis: '2027-03-14',
      VertragAnzahlMitglieder: 15,
    });
    expect(await v.client.getVereinsKonto()).toMatchObject({
      VertragsArt: 'Jahresabonnement',
      VertragAnzahlMitglieder: 15,
      VertragAbgelaufen: false,
    });

    const [r] = await rechnungen(v.vereinId);
    expect(r).toMatchObject({
      Art: 'abschluss',
      VertragId: RecordId,
      Anzahl: 15,
      EinzelpreisCents: 200,
      TotalCents: 3000,
      MwstCents: 225,
      WaehrungISOCode: 'CHF',
      FaelligAm: '2026-04-14',
    });
    await s.deps.outbox.flush();
    const mail = s.mails.find((m) => m.to === v.credentials.emailadresse && m.subject.includes('Rechnung'));
    expect(mail?.text).toContain('Anzahl: 15');
    expect(mail?.text).toContain('Einzelpreis: 2.00 CHF');
    expect(mail?.text).toContain('Total: 30.00 CHF');
    expect(mail?.text).toContain('Inkl. 8.1% MWST: 2.25 CHF');
    expect(mail?.text).toContain('Zahlbar bis: 14.04.2026');
    // The demo's account is a QR-IBAN: a 27-digit QR reference, printed in groups.
    expect(r!.Zahlungsreferenz).toMatch(/^\d{27}$/);
    expect(mail?.text).toContain(`Zahlungsreferenz: ${referenzFormatiert(r!.Zahlungsreferenz)}`);

    const zweimal = await fehler(v.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 15 } }));
    expect(zweimal.status).toBe(409);
    expect(typeof zweimal.body).toBe('string');
  });

  it('checks the count: >= 10, multiple of 5, >= members with system access', async () => {
    const v = await verein('Werbung', '2025-01-01', null);
    for (const anzahl of [5, 12, 10.5])
      expect((await fehler(v.client.abonnementAbschliessen({ body: { AnzahlMitglieder: anzahl } }))).status).toBe(400);
    const ohne = await fehler(v.client.abonnementAbschliessen({ body: {} as { AnzahlMitglieder: number } }));
    expect(Object.keys(ohne.body as object)).toEqual(['AnzahlMitglieder']);
    await systemMitglieder(v.vereinId, 15); // plus the administrator = 16
    const zuWenig = await fehler(v.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 15 } }));
    expect(zuWenig.status).toBe(400);
    expect((zuWenig.body as Record<string, string[]>).AnzahlMitglieder?.join(' ')).toContain('16');
    await expect(v.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 20 } })).resolves.toMatchObject({
      RecordId: expect.any(Number),
    });
    expect((await rechnungen(v.vereinId)).length).toBe(1);
  });

  it('two concurrent purchases: one contract, the other gets 409', async () => {
    const v = await verein('Test', '2026-03-01', '2026-03-30');
    const ergebnisse = await Promise.allSettled([
      v.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 10 } }),
      v.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 10 } }),
    ]);
    expect(ergebnisse.filter((e) => e.status === 'fulfilled')).toHaveLength(1);
    expect((await vertraege(v.vereinId)).filter((r) => r.VertragsArt === 'Jahresabonnement')).toHaveLength(1);
  });

  it('abonnementAnpassen: only for an active subscription, +5 at least, charged for the difference', async () => {
    const ohneAbo = await verein('Test', '2026-03-01', '2026-03-30');
    expect((await fehler(ohneAbo.client.abonnementAnpassen({ body: { AnzahlMitglieder: 40 } }))).status).toBe(409);

    const v = await verein('Jahresabonnement', '2025-06-01', '2026-05-31', 20);
    expect((await fehler(v.client.abonnementAnpassen({ body: { AnzahlMitglieder: 20 } }))).status).toBe(400);
    expect((await fehler(v.client.abonnementAnpassen({ body: { AnzahlMitglieder: 22 } }))).status).toBe(400);
    const { RecordId } = await v.client.abonnementAnpassen({ body: { AnzahlMitglieder: 35 } });
    const [vertrag] = await vertraege(v.vereinId);
    expect(vertrag).toMatchObject({ VertragId: RecordId, VertragAnzahlMitglieder: 35, VertragsLaufzeitBis: '2026-05-31' });
    const [r] = await rechnungen(v.vereinId);
    expect(r).toMatchObject({ Art: 'anpassung', Anzahl: 15, TotalCents: 3000, LaufzeitVon: HEUTE, LaufzeitBis: '2026-05-31' });
  });

  it('abonnementAnpassen around the term end: allowed on the last day, 409 the day after', async () => {
    const letzterTag = await verein('Jahresabonnement', '2025-03-16', HEUTE, 10);
    await expect(letzterTag.client.abonnementAnpassen({ body: { AnzahlMitglieder: 15 } })).resolves.toBeTruthy();
    const abgelaufen = await verein('Jahresabonnement', '2025-03-15', '2026-03-14', 10);
    expect((await fehler(abgelaufen.client.abonnementAnpassen({ body: { AnzahlMitglieder: 15 } }))).status).toBe(409);
  });

  it('abonnementErneuern: follow-on from the day after the end; only once; konto shows it', async () => {
    const v = await verein('Jahresabonnement', '2025-06-01', '2026-05-31', 20);
    const { RecordId } = await v.client.abonnementErneuern({ body: { AnzahlMitglieder: 10 } });
    const folge = (await vertraege(v.vereinId)).find((r) => r.VertragId === RecordId)!;
    expect(folge).toMatchObject({ VertragsLaufzeitVon: '2026-06-01', VertragsLaufzeitBis: '2027-05-31', VertragAnzahlMitglieder: 10 });
    expect(await v.client.getVereinsKonto()).toMatchObject({
      VertragsLaufzeitBis: '2026-05-31',
      VertragAnzahlMitglieder: 20,
      AnschlussVertragLaufzeitVon: '2026-06-01',
      AnschlussVertragLaufzeitBis: '2027-05-31',
      AnschlussVertragAnzahlMitglieder: 10,
    });
    expect((await fehler(v.client.abonnementErneuern({ body: { AnzahlMitglieder: 10 } }))).status).toBe(409);
    // Purchasing a new one while a subscription runs (and is renewed) is refused too.
    expect((await fehler(v.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 10 } }))).status).toBe(409);
    const [r] = await rechnungen(v.vereinId);
    expect(r).toMatchObject({ Art: 'erneuerung', Anzahl: 10, TotalCents: 2000, MwstCents: 150, LaufzeitVon: '2026-06-01' });
  });

  it('abonnementErneuern on the last day starts tomorrow; after expiry it starts today', async () => {
    const letzterTag = await verein('Jahresabonnement', '2025-03-16', HEUTE, 10);
    const a = await letzterTag.client.abonnementErneuern({ body: { AnzahlMitglieder: 10 } });
    expect((await vertraege(letzterTag.vereinId)).find((r) => r.VertragId === a.RecordId)).toMatchObject({
      VertragsLaufzeitVon: '2026-03-16',
      VertragsLaufzeitBis: '2027-03-15',
    });

    const abgelaufen = await verein('Jahresabonnement', '2024-01-01', '2024-12-31', 25);
    expect(await abgelaufen.client.getVereinsKonto()).toMatchObject({ VertragAbgelaufen: true });
    const b = await abgelaufen.client.abonnementErneuern({ body: { AnzahlMitglieder: 10 } });
    expect((await vertraege(abgelaufen.vereinId)).find((r) => r.VertragId === b.RecordId)).toMatchObject({
      VertragsLaufzeitVon: HEUTE,
      VertragsLaufzeitBis: '2027-03-14',
    });
    expect(await abgelaufen.client.getVereinsKonto()).toMatchObject({
      VertragAbgelaufen: false,
      VertragsLaufzeitVon: HEUTE,
      AnschlussVertragLaufzeitVon: null,
    });
  });

  it('abonnementErneuern needs a subscription; renewal count >= members with system access', async () => {
    for (const [art, bis] of [
      ['Test', '2026-03-30'],
      ['Werbung', null],
      ['Gratisbetrieb', '2026-12-31'],
    ] as const) {
      const v = await verein(art, '2026-01-01', bis);
      expect((await fehler(v.client.abonnementErneuern({ body: { AnzahlMitglieder: 10 } }))).status, art).toBe(409);
    }
    const v = await verein('Jahresabonnement', '2025-06-01', '2026-05-31', 20);
    await systemMitglieder(v.vereinId, 12);
    expect((await fehler(v.client.abonnementErneuern({ body: { AnzahlMitglieder: 10 } }))).status).toBe(400);
    await expect(v.client.abonnementErneuern({ body: { AnzahlMitglieder: 15 } })).resolves.toBeTruthy();
  });

  it('a purchase after the subscription expired starts a new one today', async () => {
    const v = await verein('Jahresabonnement', '2024-01-01', '2024-12-31', 25);
    const { RecordId } = await v.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 10 } });
    expect((await vertraege(v.vereinId)).find((r) => r.VertragId === RecordId)).toMatchObject({ VertragsLaufzeitVon: HEUTE });
  });
});
