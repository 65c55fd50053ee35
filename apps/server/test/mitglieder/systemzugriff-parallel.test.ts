/**
 * The last place with system access, taken by ten parallel saves (PostgreSQL: several connections at once;
 * the member use cases lock the club's row before they count, services/vertrag.ts vereinSperren): exactly one
 * save wins, the others get the German limit message and change nothing.
 */
import { TEST_MAX_MITGLIEDER } from '@vereinsportal/domain';
import { describe, expect, it } from 'vitest';
import { SERVER_MELDUNG } from '../../src/http/messages.js';
import { expectApiError } from '../helpers/expect-error.js';
import { neuesMitglied } from '../helpers/fixtures.js';
import { TEST_DB } from '../helpers/test-server.js';
import { testServerFuerTests } from '../helpers/datei-server.js';

describe(`the last place with system access under parallel saves (${TEST_DB})`, () => {
  const server = testServerFuerTests();

  it('ten parallel saves (five new members, five switched on): one wins, nine get 409 with the limit message', async () => {
    const v = await server.createVerein(); // Test contract: 30 places, the administrator takes one.
    await v.client.importMitglieder({ body: Array.from({ length: TEST_MAX_MITGLIEDER - 2 }, () => neuesMitglied()) });
    const ohne = await Promise.all(
      Array.from({ length: 5 }, () => v.client.createMitglied({ body: neuesMitglied({ HatSystemZugriff: 0 }) })),
    );
    expect((await v.client.getVereinsUebersicht()).AnzahlMitgliederMitSystemZugriff).toBe(TEST_MAX_MITGLIEDER - 1);

    const ergebnisse = await Promise.allSettled([
      ...Array.from({ length: 5 }, () => v.client.createMitglied({ body: neuesMitglied() })),
      ...ohne.map((m) => v.client.updateMitglied({ params: { MitgliedId: m.RecordId }, body: { HatSystemZugriff: 1 } })),
    ]);
    expect(ergebnisse.filter((e) => e.status === 'fulfilled')).toHaveLength(1);
    for (const e of ergebnisse) {
      if (e.status === 'rejected')
        expect(await expectApiError(Promise.reject(e.reason), 409)).toBe(SERVER_MELDUNG.systemZugriffLimit(TEST_MAX_MITGLIEDER));
    }
    expect((await v.client.getVereinsUebersicht()).AnzahlMitgliederMitSystemZugriff).toBe(TEST_MAX_MITGLIEDER);
  });
});
