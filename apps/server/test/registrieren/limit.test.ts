/**
 * Registration mails an address a stranger typed: it is limited per client and per target address
 * within a sliding day, refused with a German 429 that creates nothing and mails nothing.
 */
import type { VereinRegistrieren } from '@vereinsportal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { solveBotcheck } from '../helpers/botcheck.js';
import { expectApiError } from '../helpers/expect-error.js';
import { startTestServer, TEST_DB, TestClock, type TestServer } from '../helpers/test-server.js';

/** The 429 answer, as the user reads it. */
const ZU_VIELE_REGISTRIERUNGEN =
  'Von hier oder für diese E-Mail-Adresse wurden heute schon zu viele Vereine registriert. Bitte versuchen Sie es morgen erneut.';

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function registrierung(server: TestServer, Emailadresse: string): Promise<VereinRegistrieren> {
  return {
    VereinId: 0,
    LandId: 756,
    VereinsName: 'Limitverein',
    Vorname: 'Lia',
    Nachname: 'Limit',
    Strasse: 'Weg 1',
    Postleitzahl: '3000',
    Ort: 'Bern',
    Emailadresse,
    RecaptchaResponse: await solveBotcheck(server.client()),
  };
}

const vereine = async (server: TestServer) => (await server.db.selectFrom('verein').select('VereinId').execute()).length;

describe(`registration limits (${TEST_DB})`, () => {
  it('the same address: three a day, the fourth is refused (also in other case), and a day later it works again', async () => {
    const clock = new TestClock('2026-06-01T08:00:00Z');
    s = await startTestServer({ clock });
    const server = s;
    for (let i = 0; i < 3; i++) await server.client().registrieren({ body: await registrierung(server, 'ziel@example.ch') });
    const vorher = { vereine: await vereine(server), mails: (await server.deps.outbox.list()).length };
    const body = await expectApiError(server.client().registrieren({ body: await registrierung(server, 'ZIEL@example.ch') }), 429);
    expect(body).toBe(ZU_VIELE_REGISTRIERUNGEN);
    expect({ vereine: await vereine(server), mails: (await server.deps.outbox.list()).length }).toEqual(vorher);
    // Another address from the same client is still fine.
    await server.client().registrieren({ body: await registrierung(server, 'anders@example.ch') });
    clock.set('2026-06-02T08:00:01Z');
    await server.client().registrieren({ body: await registrierung(server, 'ziel@example.ch') });
  });

  it('the same client: at most the configured number a day, whatever the addresses', async () => {
    s = await startTestServer({ env: { REGISTRATION_MAX_PER_CLIENT_DAY: '2' } });
    const server = s;
    await server.client().registrieren({ body: await registrierung(server, 'a@example.ch') });
    await server.client().registrieren({ body: await registrierung(server, 'b@example.ch') });
    expect(await expectApiError(server.client().registrieren({ body: await registrierung(server, 'c@example.ch') }), 429)).toBe(
      ZU_VIELE_REGISTRIERUNGEN,
    );
  });

  it('parallel registrations cannot slip past the limit: only the allowed number is created and mailed', async () => {
    s = await startTestServer({ env: { REGISTRATION_MAX_PER_CLIENT_DAY: '2' } });
    const server = s;
    const vorher = { vereine: await vereine(server), mails: (await server.deps.outbox.list()).length };
    const bodies = await Promise.all(Array.from({ length: 8 }, (_, i) => registrierung(server, `parallel${i}@example.ch`)));
    const ergebnisse = await Promise.allSettled(bodies.map((body) => server.client().registrieren({ body })));
    expect(ergebnisse.filter((e) => e.status === 'fulfilled')).toHaveLength(2);
    for (const e of ergebnisse)
      if (e.status === 'rejected') expect(await expectApiError(Promise.reject(e.reason as Error), 429)).toBe(ZU_VIELE_REGISTRIERUNGEN);
    expect({ vereine: await vereine(server), mails: (await server.deps.outbox.list()).length }).toEqual({
      vereine: vorher.vereine + 2,
      mails: vorher.mails + 2,
    });
  });
});
