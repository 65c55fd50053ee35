/**
 * The outbox on one database shared by several server instances: each mail is claimed before it is
 * sent, so two instances flushing at the same time deliver every mail exactly once, and a mail whose
 * sender died mid-send is delivered by another instance once the claim's lease has run out.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/create-db.js';
import { createOutbox, OUTBOX_LEASE_MS, type MailInput, type MailTransport, type Outbox } from '../../src/services/outbox.js';
import { startTestServer, TEST_DB, TestClock, type TestServer } from '../helpers/test-server.js';

const ANZAHL = 50;
const log = pino({ level: 'silent' });

describe(`outbox: every mail once across instances (${TEST_DB})`, () => {
  let s: TestServer;
  // A second connection (SQLite) or pool (PostgreSQL) to the same database: the second instance.
  let zweite: DbHandle;
  const outboxen: Outbox[] = [];

  beforeAll(async () => {
    s = await startTestServer();
    // The test server's own outbox stays out of the way: only the instances below deliver.
    await s.deps.outbox.stop();
    zweite = await createDb(s.deps.config, log);
  });
  afterAll(async () => {
    for (const o of outboxen) await o.stop();
    await zweite?.destroy();
    await s?.close();
  });

  const instanz = (
    db: DbHandle['db'],
    name: string,
    transport: MailTransport | null,
    print: (m: MailInput) => void = () => undefined,
    clock = s.deps.clock,
  ) => {
    const outbox = createOutbox({ db, clock, log, transport, print, instanceId: name, retryIntervalMs: 3_600_000 });
    outboxen.push(outbox);
    return outbox;
  };
  const neueMails = async (praefix: string) => {
    await s.db.deleteFrom('outbox').execute();
    for (let i = 0; i < ANZAHL; i++) await s.deps.outbox.add({ to: `${praefix}${i}@example.ch`, subject: `Mail ${i}`, text: 'Hallo' });
  };
  /** Both instances flush at once, again and again, until nothing is left to send. */
  const gleichzeitigLeeren = async (a: Outbox, b: Outbox) => {
    for (let runde = 0; runde < 10; runde++) {
      await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? a : b).flush()));
    }
  };
  const jeEmpfaenger = (liste: string[]) => {
    const zahl = new Map<string, number>();
    for (const to of liste) zahl.set(to, (zahl.get(to) ?? 0) + 1);
    return zahl;
  };

  it('two instances flushing concurrently deliver each of 50 mails exactly once (SMTP path)', async () => {
    await neueMails('smtp');
    const geliefert: { to: string; von: string }[] = [];
    const transport =
      (von: string): MailTransport =>
      async (mail) => {
        // A delivery takes a moment, so the other instance's run overlaps it.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        geliefert.push({ to: mail.to, von });
      };
    const a = instanz(s.db, 'A', transport('A'));
    const b = instanz(zweite.db, 'B', transport('B'));

    await gleichzeitigLeeren(a, b);

    const zahl = jeEmpfaenger(geliefert.map((g) => g.to));
    expect(zahl.size).toBe(ANZAHL);
    expect([...zahl.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    expect(geliefert).toHaveLength(ANZAHL);
    const zeilen = await s.db.selectFrom('outbox').select(['state', 'attempts', 'claimedBy', 'leaseUntil']).execute();
    expect(zeilen).toHaveLength(ANZAHL);
    expect(zeilen.every((z) => z.state === 'sent' && z.attempts === 1 && z.claimedBy === null && z.leaseUntil === null)).toBe(true);
    // The operator's view still lists every mail.
    expect(await s.client().getOutbox()).toHaveLength(ANZAHL);
  });

  it('without SMTP, two instances print each of 50 mails exactly once', async () => {
    await neueMails('konsole');
    const gedruckt: string[] = [];
    const drucken = (mail: MailInput) => void gedruckt.push(mail.to);
    const a = instanz(s.db, 'A', null, drucken);
    const b = instanz(zweite.db, 'B', null, drucken);

    await gleichzeitigLeeren(a, b);

    const zahl = jeEmpfaenger(gedruckt);
    expect(zahl.size).toBe(ANZAHL);
    expect([...zahl.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    const zustaende = await s.db.selectFrom('outbox').select('state').execute();
    expect(zustaende.map((z) => z.state)).toEqual(Array(ANZAHL).fill('console'));
    expect(await s.client().getOutbox()).toHaveLength(ANZAHL);
  });

  it('one run sends every due mail, batch after batch (a Rundmail to 120 members does not wait for the next interval)', async () => {
    await s.db.deleteFrom('outbox').execute();
    await s.deps.outbox.addAll(
      Array.from({ length: 120 }, (_, i) => ({ to: `rund${i}@example.ch`, subject: `Rundmail ${i}`, text: 'Hallo' })),
    );
    const gedruckt: string[] = [];
    const a = instanz(s.db, 'A', null, (mail) => void gedruckt.push(mail.to));

    await a.flush();

    expect(new Set(gedruckt).size).toBe(120);
    const zustaende = await s.db.selectFrom('outbox').select('state').execute();
    expect(zustaende.filter((z) => z.state !== 'console')).toEqual([]);
  });

  it('a mail whose sender hangs or died is sent by another instance only after the lease, and once', async () => {
    await s.db.deleteFrom('outbox').execute();
    const clock = new TestClock('2026-05-01T10:00:00Z');
    await s.deps.outbox.add({ to: 'haengt@example.ch', subject: 'Lease', text: 'Hallo' });

    // Instance A claims the mail and then never finishes sending (as if its process had died).
    let angekommen!: () => void;
    const beiA = new Promise<void>((resolve) => (angekommen = resolve));
    let aFreigeben!: () => void;
    const aHaengt = new Promise<void>((resolve) => (aFreigeben = resolve));
    const a = instanz(
      s.db,
      'A',
      async () => {
        angekommen();
        await aHaengt;
      },
      undefined,
      clock,
    );
    const aLauf = a.flush();
    await beiA;

    const vonB: string[] = [];
    const b = instanz(zweite.db, 'B', async (mail) => void vonB.push(mail.to), undefined, clock);
    await b.flush();
    expect(vonB).toEqual([]);
    const beansprucht = await s.db.selectFrom('outbox').select(['state', 'claimedBy', 'leaseUntil']).executeTakeFirstOrThrow();
    expect(beansprucht).toEqual({
      state: 'sending',
      claimedBy: 'A',
      leaseUntil: new Date(clock.now().getTime() + OUTBOX_LEASE_MS).toISOString(),
    });
    // Claimed mails are still listed for the operator.
    expect((await s.client().getOutbox()).map((m) => m.to)).toEqual(['haengt@example.ch']);

    // Just before the lease ends nothing changes; after it, B sends the mail, once.
    clock.set(new Date(clock.now().getTime() + OUTBOX_LEASE_MS - 1_000));
    await b.flush();
    expect(vonB).toEqual([]);
    clock.set(new Date(clock.now().getTime() + 2_000));
    await b.flush();
    await b.flush();
    expect(vonB).toEqual(['haengt@example.ch']);

    // A finishing late does not take the mail back, and nobody sends it again.
    aFreigeben();
    await aLauf;
    await a.flush();
    await b.flush();
    expect(vonB).toEqual(['haengt@example.ch']);
    const zeile = await s.db.selectFrom('outbox').select(['state', 'claimedBy', 'attempts']).executeTakeFirstOrThrow();
    expect(zeile).toEqual({ state: 'sent', claimedBy: null, attempts: 2 });
  });
});
