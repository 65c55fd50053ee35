/**
 * A long mail run (an import's access mails) leaves the server answering: the outbox gives the event loop back
 * after each batch, so a request (here a timer) runs while the run goes on, not only after its last mail.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox, type Outbox } from '../../src/services/outbox.js';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/test-server.js';

const ANZAHL = 500;

describe(`outbox: a long run lets requests through (${TEST_DB})`, () => {
  let s: TestServer;
  let outbox: Outbox | undefined;

  beforeAll(async () => {
    s = await startTestServer();
    await s.deps.outbox.stop();
  });
  afterAll(async () => {
    await outbox?.stop();
    await s?.close();
  });

  it(`a timer due during a run of ${ANZAHL} printed mails fires before the run ends`, async () => {
    await s.db.deleteFrom('outbox').execute();
    for (let i = 0; i < ANZAHL; i++) await s.deps.outbox.add({ to: `lauf${i}@example.ch`, subject: `Mail ${i}`, text: 'Hallo' });
    let gedruckt = 0;
    outbox = createOutbox({
      db: s.db,
      clock: s.deps.clock,
      log: pino({ level: 'silent' }),
      transport: null,
      print: () => void gedruckt++,
      retryIntervalMs: 3_600_000,
    });
    let beimTimer = -1;
    setTimeout(() => (beimTimer = gedruckt), 0);
    await outbox.flush();
    expect(gedruckt).toBe(ANZAHL);
    expect(beimTimer).toBeGreaterThanOrEqual(0);
    expect(beimTimer).toBeLessThan(ANZAHL);
  });
});
