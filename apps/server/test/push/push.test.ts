/**
 * Web Push (docs/push.md) against a push service of the test's own (helpers/push-dienst.ts), which checks
 * the VAPID JWT and decrypts the aes128gcm message with the keys of the subscription it handed out: the
 * key pair is created once per database (two instances starting at once agree), a device saves its
 * subscription, pushes reach only devices whose member allows the kind, 404/410 remove the subscription,
 * other failures are retried with backoff and given up after MAX_VERSUCHE, sign-out removes the
 * subscription, and a waiting-list move-up and a visible news item push instead of nothing or a mail.
 */
import { randomBytes } from 'node:crypto';
import { createApiClient, type ApiClient } from '@vereinsportal/api-client';
import { PUSH_NACHRICHT, PUSH_TITEL_MAX } from '@vereinsportal/domain';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { HttpError } from '../../src/http/errors.js';
import { pushAboSpeichern } from '../../src/services/push/abo-speichern.js';
import { pushVormerken } from '../../src/services/push/benachrichtigen.js';
import { newsMelden } from '../../src/services/push/news-melden.js';
import { MAX_VERSUCHE, pushZustellen } from '../../src/services/push/zustellen.js';
import { appMitglied, type AppMitglied } from '../helpers/app.js';
import { expectApiError } from '../helpers/expect-error.js';
import { neuerTermin } from '../helpers/fixtures.js';
import { startPushDienst, type Abo, type PushDienst } from '../helpers/push-dienst.js';
import { startTestServer, TEST_DB, TestClock, type TestServer } from '../helpers/test-server.js';

const clock = new TestClock('2026-05-04T08:00:00Z');
const env = { SERVER_SECRET: `push-${randomBytes(8).toString('hex')}` };
let a: TestServer;
let b: TestServer;
let dienst: PushDienst;

beforeAll(async () => {
  dienst = await startPushDienst();
  a = await startTestServer({ env, clock });
  b = await startTestServer({ env, clock, database: { dataDir: a.dataDir, databaseUrl: a.databaseUrl } });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await dienst?.close();
});

let n = 0;
interface Geraet {
  m: AppMitglied;
  client: ApiClient;
  abo: Abo;
}
/** A member's device signed in with its token, with a subscription at the test's push service saved. */
async function geraetMitAbo(m?: AppMitglied, status = 201): Promise<Geraet> {
  const mitglied = m ?? (await appMitglied(a, a.adminClient));
  const anmeldung = await a
    .client()
    .appAnmelden(
      { body: { GeraetId: `push-${++n}-${randomBytes(4).toString('hex')}`, Bezeichnung: 'Test' } },
      { credentials: mitglied.credentials },
    );
  const client = createApiClient({ baseUrl: a.apiBase, credentials: () => ({ geraeteToken: anmeldung.Token }) });
  const abo = dienst.abo(status);
  await client.savePushAbo({ body: abo });
  return { m: mitglied, client, abo };
}

const vormerken = (ids: number[], art: 'news' | 'termin' | 'warteliste' | 'erinnerung' = 'termin', titel = 'Training abgesagt') =>
  a.db
    .transaction()
    .execute((trx) => pushVormerken(trx, a.verein.vereinId, ids, { art, titel, text: 'Heute kein Training.', pfad: '/app/termine' }));
const an = (g: Geraet) => dienst.empfangen.filter((e) => g.abo.Endpoint.endsWith(e.geraet));
const warteschlange = async () => (await a.db.selectFrom('push_versand').selectAll().execute()).length;

describe(`web push (${TEST_DB}, two instances on one database)`, () => {
  it('a pass with nothing queued creates no key pair: the pass at start leaves that to the first push', async () => {
    expect(await pushZustellen(a.deps)).toEqual({ gesendet: 0, entfernt: 0, fehlgeschlagen: 0 });
    expect(await a.db.selectFrom('push_vapid').selectAll().execute()).toEqual([]);
  });

  it('creates the VAPID key pair once: two instances asking at once get the same public key, stored once', async () => {
    const [ka, kb] = await Promise.all([
      a
        .client()
        .getPushSchluessel()
        .catch(() => null),
      b
        .client()
        .getPushSchluessel()
        .catch(() => null),
    ]);
    // Without sign-in it is a 401; the member's clients ask.
    expect([ka, kb]).toEqual([null, null]);
    const m = await appMitglied(a, a.adminClient);
    const [x, y] = await Promise.all([m.client.getPushSchluessel(), b.client(m.credentials).getPushSchluessel()]);
    expect(x.PublicKey).toBe(y.PublicKey);
    expect(Buffer.from(x.PublicKey, 'base64url')).toHaveLength(65);
    expect(await a.db.selectFrom('push_vapid').select('PublicKey').execute()).toEqual([{ PublicKey: x.PublicKey }]);
  });

  it('delivers a queued push: the service verifies the VAPID JWT and decrypts title, text and path', async () => {
    const g = await geraetMitAbo();
    const erreicht = await vormerken([g.m.id, 999_999]);
    expect([...erreicht]).toEqual([g.m.id]);
    // The other instance sends it; this one then finds nothing left (claimed once).
    expect(await pushZustellen(b.deps)).toEqual({ gesendet: 1, entfernt: 0, fehlgeschlagen: 0 });
    expect(await pushZustellen(a.deps)).toEqual({ gesendet: 0, entfernt: 0, fehlgeschlagen: 0 });
    expect(dienst.abgelehnt).toEqual([]);
    const [e] = an(g);
    expect(e?.nachricht).toEqual({ titel: 'Training abgesagt', text: 'Heute kein Training.', pfad: '/app/termine', art: 'termin' });
    expect(e?.k).toBe((await g.client.getPushSchluessel()).PublicKey);
    expect(Number(e?.ttl)).toBeGreaterThan(0);
    expect(await warteschlange()).toBe(0);
  });

  it('runs in the caller transaction: a rolled-back change queues nothing', async () => {
    const g = await geraetMitAbo();
    await a.db
      .transaction()
      .execute(async (trx) => {
        await pushVormerken(trx, a.verein.vereinId, [g.m.id], PUSH_NACHRICHT.terminAbgesagt('Training', '2026-05-05', null));
        throw new Error('zurück');
      })
      .catch(() => undefined);
    expect(await warteschlange()).toBe(0);
  });

  it("the member's switches per kind decide, on every device; a device without subscription is not reached", async () => {
    const g1 = await geraetMitAbo();
    const g2 = await geraetMitAbo(g1.m);
    expect(await g1.client.getPushEinstellung()).toEqual({ News: 1, Termin: 1, Warteliste: 1, Erinnerung: 1, DiesesGeraetAbonniert: 1 });
    expect(await g2.client.updatePushEinstellung({ body: { Warteliste: 0 } })).toMatchObject({ News: 1, Warteliste: 0 });
    expect((await g1.client.getPushEinstellung()).Warteliste).toBe(0);
    expect((await vormerken([g1.m.id], 'warteliste')).size).toBe(0);
    expect((await vormerken([g1.m.id], 'erinnerung')).size).toBe(1);
    expect(await warteschlange()).toBe(2);
    await pushZustellen(a.deps);
    expect(an(g1).map((e) => e.nachricht.art)).toEqual(['erinnerung']);
    expect(an(g2).map((e) => e.nachricht.art)).toEqual(['erinnerung']);
    await g2.client.deletePushAbo();
    expect((await g2.client.getPushEinstellung()).DiesesGeraetAbonniert).toBe(0);
    await vormerken([g1.m.id], 'news');
    await pushZustellen(a.deps);
    expect(an(g2)).toHaveLength(1);
    expect(an(g1)).toHaveLength(2);
  });

  it('a 410 or 404 from the push service removes the subscription and what waits for it', async () => {
    for (const status of [410, 404]) {
      const g = await geraetMitAbo(undefined, status);
      await vormerken([g.m.id]);
      await vormerken([g.m.id]);
      expect(await pushZustellen(a.deps)).toMatchObject({ entfernt: 1 });
      expect(await a.db.selectFrom('push_abo').select('GeraetId').where('MitgliedId', '=', g.m.id).execute()).toEqual([]);
      expect(await warteschlange()).toBe(0);
      expect((await vormerken([g.m.id])).size).toBe(0);
    }
  });

  it('retries other failures with backoff and gives up after MAX_VERSUCHE', async () => {
    const g = await geraetMitAbo(undefined, 503);
    await vormerken([g.m.id]);
    expect(await pushZustellen(a.deps)).toMatchObject({ fehlgeschlagen: 1 });
    // Not due again before its backoff.
    expect(await pushZustellen(a.deps)).toMatchObject({ fehlgeschlagen: 0, gesendet: 0 });
    dienst.antworte(g.abo, 201);
    clock.set(new Date(clock.now().getTime() + 31_000));
    expect(await pushZustellen(a.deps)).toMatchObject({ gesendet: 1 });
    expect(an(g)).toHaveLength(1);

    dienst.antworte(g.abo, 500);
    await vormerken([g.m.id]);
    let versuche = 0;
    for (let i = 0; i < MAX_VERSUCHE + 2; i++) {
      versuche += (await pushZustellen(a.deps)).fehlgeschlagen;
      clock.set(new Date(clock.now().getTime() + 3_600_000));
    }
    expect(versuche).toBe(MAX_VERSUCHE);
    expect(await warteschlange()).toBe(0);
    // The subscription stays: a server error says nothing about it.
    expect((await g.client.getPushEinstellung()).DiesesGeraetAbonniert).toBe(1);
  });

  it('signing the device out removes its subscription; a password sign-in cannot save one (409)', async () => {
    const g = await geraetMitAbo();
    const geraetId = (await a.db.selectFrom('push_abo').select('GeraetId').where('MitgliedId', '=', g.m.id).executeTakeFirstOrThrow())
      .GeraetId;
    await g.client.deleteAppGeraet({ params: { GeraetId: geraetId } });
    expect(await a.db.selectFrom('push_abo').select('GeraetId').where('MitgliedId', '=', g.m.id).execute()).toEqual([]);
    const body = await expectApiError(g.m.client.savePushAbo({ body: dienst.abo() }), 409);
    expect(body).toMatch(/angemeldeten Gerät/);
  });

  it('the same browser signed in by another member: the previous member no longer gets its pushes', async () => {
    const g = await geraetMitAbo();
    const anderer = await appMitglied(a, a.adminClient);
    const anmeldung = await a
      .client()
      .appAnmelden(
        { body: { GeraetId: `push-x-${randomBytes(4).toString('hex')}`, Bezeichnung: null } },
        { credentials: anderer.credentials },
      );
    await createApiClient({ baseUrl: a.apiBase, credentials: () => ({ geraeteToken: anmeldung.Token }) }).savePushAbo({ body: g.abo });
    expect((await vormerken([g.m.id])).size).toBe(0);
    expect([...(await vormerken([anderer.id]))]).toEqual([anderer.id]);
    await pushZustellen(a.deps);
  });

  it('refuses bad subscriptions with German messages, and a plain-http endpoint outside demo mode', async () => {
    const g = await geraetMitAbo();
    const gut = dienst.abo();
    for (const body of [
      { ...gut, P256dh: gut.P256dh.slice(1) },
      { ...gut, Auth: 'kurz' },
      { ...gut, Endpoint: 'ftp://push.example/x' },
      { ...gut, Endpoint: `https://push.example/${'x'.repeat(2000)}` },
      { ...gut, Extra: 1 },
    ]) {
      const fehler = await expectApiError(g.client.savePushAbo({ body: body as Abo }), 400);
      expect(JSON.stringify(fehler)).toMatch(/ungültig|maximal|unbekannt|nicht erlaubt/i);
    }
    await expectApiError(g.client.updatePushEinstellung({ body: { News: 2 as 1 } }), 400);
    const auth = { vereinId: a.verein.vereinId, mitgliedId: g.m.id, emailadresse: '', istAdmin: false, geraetId: 'gibt-es-nicht-1' };
    const produktion = { ...a.deps, config: { ...a.deps.config, demo: false } };
    await expect(pushAboSpeichern(produktion, auth, gut)).rejects.toMatchObject({ status: 400 } satisfies Partial<HttpError>);
  });

  it('cuts long titles and keeps the click inside the app', async () => {
    const g = await geraetMitAbo();
    await a.db
      .transaction()
      .execute((trx) =>
        pushVormerken(trx, a.verein.vereinId, [g.m.id], { art: 'news', titel: 'T'.repeat(300), text: 'x', pfad: 'https://boese.example/' }),
      );
    await pushZustellen(a.deps);
    const [e] = an(g);
    expect(e?.nachricht.titel).toHaveLength(PUSH_TITEL_MAX);
    expect(e?.nachricht.pfad).toBe('/app/');
  });

  it('a waiting-list move-up goes by push to a device that takes it, by mail to the others', async () => {
    const inhaber = await appMitglied(a, a.adminClient);
    const g = await geraetMitAbo();
    const ohne = await appMitglied(a, a.adminClient);
    const kochkurs = neuerTermin({ Datum: '2026-05-20', Zeit: '19:00', ZeitBis: '21:00', Titel: 'Kochkurs', MaxTeilnehmende: 1 });
    const { RecordId: terminId } = await a.adminClient.createTermin({ body: kochkurs });
    for (const wer of [inhaber, g.m, ohne]) {
      clock.set(new Date(clock.now().getTime() + 60_000));
      await wer.client.setAppAnAbmeldung({ params: { TerminId: terminId }, body: { AnAbmeldeStatus: 1 } });
    }
    const mailsVorher = (await a.deps.outbox.list(1000)).length;
    await inhaber.client.setAppAnAbmeldung({ params: { TerminId: terminId }, body: { AnAbmeldeStatus: 2 } });
    await a.adminClient.updateTermin({ params: { TerminId: terminId }, body: { ...kochkurs, TerminId: terminId, MaxTeilnehmende: 2 } });
    await pushZustellen(a.deps);
    expect(an(g).map((e) => e.nachricht)).toEqual([
      expect.objectContaining({ art: 'warteliste', titel: 'Sie haben einen Platz: Kochkurs', pfad: '/app/termine' }),
    ]);
    const neueMails = (await a.deps.outbox.list(1000)).slice(0, -mailsVorher || undefined).filter((x) => /Platz/.test(x.subject));
    expect(neueMails.map((x) => x.to)).toEqual([ohne.credentials.emailadresse]);
  });

  it('a changed day, time or place goes by push to who signed up; another change does not', async () => {
    const g = await geraetMitAbo();
    const nicht = await geraetMitAbo();
    const training = neuerTermin({ Datum: '2026-05-21' });
    const { RecordId: TerminId } = await a.adminClient.createTermin({ body: training });
    await g.m.client.setAppAnAbmeldung({ params: { TerminId }, body: { AnAbmeldeStatus: 1 } });
    await a.adminClient.updateTermin({ params: { TerminId }, body: { ...training, TerminId, Beschreibung: 'Mit Ball' } });
    await a.adminClient.updateTermin({
      params: { TerminId },
      body: { ...training, TerminId, Beschreibung: 'Mit Ball', Zeit: '19:00', ZeitBis: '20:30' },
    });
    await pushZustellen(a.deps);
    expect(an(g).map((e) => e.nachricht)).toEqual([
      {
        art: 'termin',
        titel: 'Termin geändert: Training',
        text: 'Jetzt am 21.05.2026, 19:00 Uhr. Details in der App.',
        pfad: '/app/termine',
      },
    ]);
    expect(an(nicht)).toEqual([]);
  });

  it('announces a news item once, on the day it becomes visible, to the members of its categories', async () => {
    const g = await geraetMitAbo();
    const andere = await geraetMitAbo(await appMitglied(a, a.adminClient, { Mitgliedschaftsart: 'Passiv' }));
    const heute = clock.now().toISOString().slice(0, 10);
    const morgen = new Date(clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const news = (von: string, fuer: string | null) =>
      a.adminClient.createNews({
        body: {
          jsondata: {
            NewsId: 0,
            Titel: `Neu ab ${von}`,
            AnzeigenVon: von,
            AnzeigenBis: '2099-12-31',
            FuerMitgliedschaftsart: fuer,
            QuillHtmlData: null,
            ExterneHtmlDateiVerwenden: 0,
          },
        },
      } as never);
    const { RecordId: heuteId } = await news(heute, null);
    await news(morgen, null);
    await news(heute, 'Vorstand');
    expect(await newsMelden(a.deps)).toBe(2);
    expect(await newsMelden(b.deps)).toBe(0);
    await pushZustellen(a.deps);
    expect(an(g).map((e) => e.nachricht.text)).toEqual([`Neue Mitteilung: Neu ab ${heute}`]);
    expect(an(andere).map((e) => e.nachricht.text)).toEqual([`Neue Mitteilung: Neu ab ${heute}`]);
    // A click opens the news item itself.
    expect(an(g)[0]?.nachricht).toMatchObject({ art: 'news', pfad: `/app/news/${heuteId}` });
    clock.set(new Date(clock.now().getTime() + 86_400_000));
    expect(await newsMelden(b.deps)).toBe(1);
    await pushZustellen(b.deps);
    expect(an(g).map((e) => e.nachricht.text)).toEqual([`Neue Mitteilung: Neu ab ${heute}`, `Neue Mitteilung: Neu ab ${morgen}`]);
  });
});

describe('VAPID configuration', () => {
  const paar = webpush.generateVAPIDKeys();
  it('takes a configured pair, and refuses a half, a broken or a mismatched one with a German line', () => {
    expect(loadConfig({ VAPID_PUBLIC_KEY: paar.publicKey, VAPID_PRIVATE_KEY: paar.privateKey }).push.vapid).toEqual(paar);
    const anderes = webpush.generateVAPIDKeys();
    for (const [e, text] of [
      [{ VAPID_PUBLIC_KEY: paar.publicKey }, /beide oder keinen/],
      [{ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: paar.privateKey }, /VAPID_PUBLIC_KEY: erwartet/],
      [{ VAPID_PUBLIC_KEY: paar.publicKey, VAPID_PRIVATE_KEY: 'abc' }, /VAPID_PRIVATE_KEY: erwartet/],
      [{ VAPID_PUBLIC_KEY: paar.publicKey, VAPID_PRIVATE_KEY: anderes.privateKey }, /gehören nicht zusammen/],
      [{ VAPID_SUBJECT: 'http://example.ch' }, /VAPID_SUBJECT: erwartet/],
    ] as const) {
      expect(() => loadConfig(e)).toThrow(ConfigError);
      expect(() => loadConfig(e)).toThrow(text);
    }
    expect(loadConfig({}).push.subject).toBe('mailto:no-reply@vereinsportal.ch');
    expect(loadConfig({ PUBLIC_URL: 'https://verein.example.ch' }).push.subject).toBe('https://verein.example.ch');
  });
});
