/** Two server instances on one database, as several instances behind a load balancer run (README: `SERVER_SECRET` the same everywhere). */
import { afterAll, beforeAll } from 'vitest';
import { nachDemStart } from './datei-server.js';
import { startTestServer, type TestServer } from './test-server.js';

/**
 * Instance A and an instance B on A's database, both with `env` (they must share SERVER_SECRET), started before
 * the file's tests and closed after them (B first, it uses A's database).
 */
export function zweiInstanzen(env: Record<string, string>): { a: TestServer; b: TestServer } {
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  beforeAll(async () => {
    a = await startTestServer({ env });
    b = await startTestServer({ env, database: { dataDir: a.dataDir, databaseUrl: a.databaseUrl } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  return { a: nachDemStart(() => a), b: nachDemStart(() => b) };
}
