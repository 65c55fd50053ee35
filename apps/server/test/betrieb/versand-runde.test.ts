/**
 * A long mailing job (a day's contract or event reminders, payment reminders) leaves the server answering: the
 * run gives the event loop back after each batch of candidates, so a request's callback runs during it (here a
 * callback queued for the loop's next turn; a timer would be flaky, as 500 candidates take less than its 1 ms).
 * On SQLite each candidate's claim and queued mail answer synchronously, like the `senden` here.
 */
import { describe, expect, it } from 'vitest';
import { versandRunde } from '../../src/services/betrieb/jobs.js';

const ANZAHL = 500;

describe('versandRunde: a long run lets requests through', () => {
  it(`a callback queued during a run of ${ANZAHL} candidates fires before the run ends, and every candidate is sent`, async () => {
    let bearbeitet = 0;
    let geflusht = 0;
    let imZwischenlauf = -1;
    setImmediate(() => (imZwischenlauf = bearbeitet));
    const gesendet = await versandRunde(
      { outbox: { flush: async () => void geflusht++ } },
      Array.from({ length: ANZAHL }, (_, i) => i),
      async (i) => {
        bearbeitet++;
        return i % 2 === 0;
      },
    );
    expect(gesendet).toBe(ANZAHL / 2);
    expect(geflusht).toBe(1);
    expect(imZwischenlauf).toBeGreaterThanOrEqual(0);
    expect(imZwischenlauf).toBeLessThan(ANZAHL);
  });
});
