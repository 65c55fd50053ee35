/** A throwaway PostgreSQL database for one benchmark run (README "Für Entwickler": Benchmarks), dropped afterwards. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatenbank {
  url: string;
  drop(): Promise<void>;
}

/** Creates database `<prefix>_<random>` next to pgUrl; null (with the reason in `grund`) when PostgreSQL cannot be reached. */
export async function benchDatenbank(pgUrl: string, prefix: string, grund?: (text: string) => void): Promise<BenchDatenbank | null> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  } catch (err) {
    await admin.end().catch(() => undefined);
    grund?.(err instanceof Error ? err.message : String(err));
    return null;
  }
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
