/** The server's dependencies on a fresh data directory for one benchmark run (README "Für Entwickler": Benchmarks). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { vereinAnlegen } from '../src/services/verein-anlegen.js';

export type BenchDeps = Awaited<ReturnType<typeof createDeps>>;

/** Silent deps on SQLite in a new temp directory (or on databaseUrl); `aufraeumen` closes the app and removes it all. */
export async function benchDeps(
  databaseUrl: string | null,
  prefix: string,
): Promise<{ deps: BenchDeps; aufraeumen(app: FastifyInstance): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const deps = await createDeps(config, { log: pino({ level: 'silent' }), printMail: () => undefined });
  return {
    deps,
    async aufraeumen(app) {
      await app.close();
      await deps.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Listens on a free port of 127.0.0.1 and returns the port. */
export async function lauschen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/** The club 'Bench' with its administrator `email` (password 'bench-passwort'). */
export async function benchVerein(deps: BenchDeps, email: string): Promise<{ vereinId: number; passwort: string }> {
  const passwort = 'bench-passwort';
  const { vereinId } = await vereinAnlegen(
    deps,
    { VereinsName: 'Bench', Vorname: 'B', Nachname: 'B', Strasse: 'S', Postleitzahl: '1', Ort: 'O', LandId: 756, Emailadresse: email },
    passwort,
  );
  return { vereinId, passwort };
}
