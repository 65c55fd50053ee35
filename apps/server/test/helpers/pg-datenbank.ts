/** A throwaway PostgreSQL database on the server of `adminUrl`, for the tests and the benchmarks; drop() removes it. */
import pg from 'pg';

export interface WegwerfDatenbank {
  url: string;
  drop(): Promise<void>;
}

/**
 * Runs `befehle` (at least the CREATE DATABASE of `name`) on adminUrl's server and returns the new database's
 * URL. `verbindungMs` limits the wait for the connection (0: no limit).
 */
export async function wegwerfDatenbank(adminUrl: string, name: string, befehle: string[], verbindungMs = 0): Promise<WegwerfDatenbank> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: verbindungMs });
  try {
    await admin.connect();
    for (const befehl of befehle) await admin.query(befehl);
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
