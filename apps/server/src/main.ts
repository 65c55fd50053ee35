import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { betreiberFehltMeldung } from './config-betreiber.js';
import { createDeps } from './deps.js';
import { DEMO, seedDemo } from './seed/demo.js';
import { startMahnungJob } from './services/rechnungen/mahnungen-senden.js';
import { startReminderJob } from './services/reminder.js';
import { startPushJob } from './services/push/zustellen.js';
import { startErinnerungJob } from './services/termine/erinnerungen-senden.js';

/** After SIGTERM: connections still open are cut after this, and the process exits by the second (10 s in all). */
const DRAIN_CUT_MS = 8_000;
const DRAIN_EXIT_MS = 9_500;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      // One line naming the variable and what is expected; no stack.
      process.stderr.write(`Konfigurationsfehler: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  if (config.betreiberFehlt.length > 0) {
    process.stderr.write(`Konfigurationsfehler: ${betreiberFehltMeldung(config.betreiberFehlt)}\n`);
    process.exit(1);
  }

  const deps = await createDeps(config);
  // The demo seed waits mostly for its password hash (libuv's thread pool): the routes are built meanwhile.
  const [app, geseedet] = await Promise.all([buildApp(deps), config.demo ? seedDemo(deps) : false]);
  if (geseedet) deps.log.info({ vereinId: DEMO.vereinId }, 'demo club seeded');
  await app.listen({ port: config.port, host: config.host });
  // The jobs' first pass (e.g. creating the push keys on a fresh database) runs once the port is open.
  const reminder = startReminderJob(deps);
  const mahnungen = startMahnungJob(deps);
  const push = startPushJob(deps);
  const erinnerungen = startErinnerungJob(deps);
  void deps.outbox.flush();

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  process.stdout.write(`\nVereinsportal läuft auf ${url}  (Datenbank: ${deps.engine === 'postgres' ? 'PostgreSQL' : config.dataDir})\n`);
  if (config.demo) {
    process.stdout.write(
      `Demo-Modus. Anmeldung: Vereinsnummer ${DEMO.vereinId}, E-Mail ${DEMO.emailadresse}, Passwort ${DEMO.passwort}\n` +
        `Postausgang (E-Mails ohne SMTP): ${url}/outbox\n\n`,
    );
  }

  let stopping = false;
  /**
   * Graceful drain (docs/architecture.md, several instances): health answers 503 at once, the port
   * closes (new connections are refused), requests in flight finish, the background jobs end their
   * current run, then the database closes and the process exits 0. A client that stops reading (a
   * streamed, compressed answer) cannot hold it: open connections are cut after DRAIN_CUT_MS, and the
   * process ends by DRAIN_EXIT_MS whatever still waits.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.lifecycle.draining = true;
    deps.log.info({ signal }, 'shutting down');
    const notausgang = setTimeout(() => {
      deps.log.warn('shutdown did not finish in time; exiting');
      process.exit(0);
    }, DRAIN_EXIT_MS);
    notausgang.unref();
    const reminderGestoppt = Promise.all([reminder.stop(), mahnungen.stop(), push.stop(), erinnerungen.stop()]);
    const abbruch = setTimeout(() => app.server.closeAllConnections(), DRAIN_CUT_MS);
    abbruch.unref();
    await app.close();
    clearTimeout(abbruch);
    await reminderGestoppt;
    // Stops the outbox timer after its current run, then closes the database.
    await deps.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Der Server konnte nicht starten: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
