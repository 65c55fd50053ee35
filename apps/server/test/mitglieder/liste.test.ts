import type { Mitglied } from '@vereinsportal/domain';
import { SelectQueryNode, TableNode, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neuesMitglied } from '../helpers/fixtures.js';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/test-server.js';

/**
 * Counts the list rebuilds: reads of the mitglied table in list order (the sign-in check's read of the
 * signed-in member by id is not one).
 */
let mitgliedAbfragen = 0;
/**
 * While armed, the first version check's answer is held back until `erwartet` version checks have been
 * answered: every request has then read the version before any rebuild can finish. The version check is
 * compiled once (services/mitglieder/liste.ts), so it is recognised by its answer, one row with only
 * MitgliederStand. SQLite has one connection, which the held query keeps, so the other requests cannot get
 * to their version check there: after 300 ms the hold ends anyway, and they queue behind the rebuild instead.
 */
let halt: { erwartet: number; gesehen: number; los: () => void; offen: Promise<void> } | null = null;
const istVersionsAntwort = (rows: unknown[]) => rows.length === 1 && Object.keys(rows[0] as object).join() === 'MitgliederStand';
const zaehler: KyselyPlugin = {
  transformQuery({ node }) {
    if (SelectQueryNode.is(node) && node.orderBy && node.from?.froms.some((f) => TableNode.is(f) && f.table.identifier.name === 'mitglied'))
      mitgliedAbfragen++;
    return node;
  },
  async transformResult({ result }) {
    if (halt && istVersionsAntwort(result.rows)) {
      const erste = halt.gesehen === 0;
      if (++halt.gesehen === halt.erwartet) halt.los();
      if (erste) await halt.offen;
    }
    return result;
  },
};
function anhalten(erwartet: number): void {
  let los = () => {};
  const offen = new Promise<void>((resolve) => {
    los = resolve;
    setTimeout(resolve, 300);
  });
  halt = { erwartet, gesehen: 0, los, offen };
}

describe(`member list after a write (${TEST_DB})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dbPlugin: zaehler });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('concurrent requests right after a change share one rebuild, and all of them see the change', async () => {
    const v = await server.createVerein();
    await v.client.importMitglieder({ body: Array.from({ length: 20 }, () => neuesMitglied({ HatSystemZugriff: 0, Emailadresse: null })) });
    const liste = await v.client.getMitglieder({}); // signs in (cached) and fills the list
    const einer = liste.find((m) => m.MitgliedId !== v.mitgliedId)!;
    await v.client.updateMitglied({ params: { MitgliedId: einer.MitgliedId }, body: { Ort: 'Neuenburg' } });

    const vorher = mitgliedAbfragen;
    anhalten(25);
    const antworten: Mitglied[][] = await Promise.all(Array.from({ length: 25 }, () => v.client.getMitglieder({})));
    halt = null;
    expect(mitgliedAbfragen - vorher).toBe(1);
    for (const antwort of antworten) {
      expect(antwort).toHaveLength(liste.length);
      expect(antwort.find((m) => m.MitgliedId === einer.MitgliedId)?.Ort).toBe('Neuenburg');
    }
    // Unchanged since: served without reading the members again.
    await v.client.getMitglieder({});
    expect(mitgliedAbfragen - vorher).toBe(1);
  });
});
