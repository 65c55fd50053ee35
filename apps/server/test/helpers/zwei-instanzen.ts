/** Two server instances on one database, as several instances behind a load balancer run (README: `SERVER_SECRET` the same everywhere). */
import { startTestServer, type TestServer } from './test-server.js';

/** Starts instance A and an instance B on A's database; both get `env` (they must share SERVER_SECRET). */
export async function zweiInstanzen(env: Record<string, string>): Promise<[TestServer, TestServer]> {
  const a = await startTestServer({ env });
  const b = await startTestServer({ env, database: { dataDir: a.dataDir, databaseUrl: a.databaseUrl } });
  return [a, b];
}

/** Closes the instances in the given order (B before A, whose database B uses). */
export async function schliessen(...instanzen: (TestServer | undefined)[]): Promise<void> {
  for (const s of instanzen) await s?.close();
}
