import { OPERATIONEN, SERVER_BASE_PATH } from '@vereinsportal/contract';
import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';
import { createAuthenticator } from './auth/authenticator.js';
import type { Config } from './config.js';
import type { AppDeps, Clock } from './context.js';
import { createDb } from './db/create-db.js';
import { migrate } from './db/migrate.js';
import { createMetriken } from './services/betrieb/metriken.js';
import { createBotCheck } from './services/botcheck.js';
import { createFileStore } from './services/file-store.js';
import { createOutbox, type MailInput } from './services/outbox.js';
import { demoMailZeile } from './services/demo-mail.js';
import { createPaymentProvider } from './services/payment.js';
import { createSmtpTransport } from './services/smtp.js';

export interface DepsOverrides {
  clock?: Clock;
  log?: Logger;
  /** Where mails go in demo mode without SMTP; default prints them to stdout. Production without SMTP never prints a mail. */
  printMail?: (mail: MailInput) => void;
}

/** Never log a password: the auth header and password fields are redacted everywhere. */
export const LOG_REDACT = [
  'req.headers.passwort',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.passwort',
  '*.passwort',
  '*.Passwort',
  '*.PasswortHash',
];

// Query parameter names whose values are secrets (the sign-in page accepts ?passwort=..., links carry a token).
const GEHEIMER_NAME = /pass(wort|word)|token/i;

// The calendar feed's secret is a path segment (/vereinsportalServer/kalender/<secret>.ics): whatever follows
// the feed's prefix, in any case and with repeated slashes, is never logged.
const feedPrefix = `${SERVER_BASE_PATH}${OPERATIONEN.getKalenderFeed.pfad.slice(0, OPERATIONEN.getKalenderFeed.pfad.indexOf(':'))}`;
const KALENDER_FEED = new RegExp(`^(${feedPrefix.replace(/\//g, '/+')})[^?]*`, 'i');

/**
 * Strips secrets a URL may carry before it is logged: a calendar feed's secret in the path, and query
 * parameters named like a password or token. Names are compared decoded, so `pass%77ort` or `passw%6Frt` is
 * caught like `passwort`.
 */
export function redactUrl(adresse: string): string {
  const url = adresse.replace(KALENDER_FEED, '$1[redacted]');
  const frage = url.indexOf('?');
  if (frage < 0) return url;
  const teile = url
    .slice(frage + 1)
    .split('&')
    .map((teil) => {
      const gleich = teil.indexOf('=');
      const rohName = gleich < 0 ? teil : teil.slice(0, gleich);
      let name = rohName;
      try {
        name = decodeURIComponent(rohName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: the raw name is checked instead.
      }
      return GEHEIMER_NAME.test(name) ? `${rohName}=[redacted]` : teil;
    });
  return `${url.slice(0, frage)}?${teile.join('&')}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
}

const STUFE: Record<number, string> = { 60: 'FATAL', 50: 'FEHLER', 40: 'WARNUNG' };

/**
 * Demo mode's console (pino-pretty): one short line per record for a person at the console: time,
 * level from warnings up, message, the remaining fields on the same line, and an error's stack below.
 */
function lesbar(ziel: pino.DestinationStream = process.stdout): pino.DestinationStream {
  // Loaded here, in demo mode only: production logs JSON and never needs it (start memory, docs/skalierung.md).
  const pinoPretty = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  return pinoPretty({
    destination: ziel,
    sync: true,
    colorize: false,
    singleLine: true,
    // pino's own fields and Fastify's request id: not worth a reader's attention on a console.
    ignore: 'pid,hostname,reqId,time,level',
    messageFormat: (rec, key) =>
      [new Date(Number(rec.time)).toTimeString().slice(0, 8), STUFE[Number(rec.level)], rec[key]].filter(Boolean).join(' '),
  });
}

/**
 * Production logs JSON (one record per line, for a log collector). Demo mode logs readable lines, and
 * app.ts logs one line per request there instead of Fastify's two JSON records, so the start banner
 * with the demo sign-in stays visible (README, «Starten»).
 */
export function createLogger(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'demo'>>,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    redact: { paths: LOG_REDACT, censor: '[redacted]' },
    serializers: {
      // Fastify logs the request object; keep only harmless fields, and never a password in the URL.
      req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url ?? ''), host: req.host, remoteAddress: req.ip }),
    },
  };
  // A silent logger writes nothing: no formatter to load.
  if (config.demo && config.logLevel !== 'silent') return pino(options, lesbar(destination));
  return destination ? pino(options, destination) : pino(options);
}

/** Demo mode: one line per mail; the text is read at /outbox. */
function printToConsole(publicUrl: string): (mail: MailInput) => void {
  return (mail) => void process.stdout.write(`${demoMailZeile(mail, publicUrl)}\n`);
}

/** Builds every dependency once: database (migrated), outbox, file store, payment adapter. */
export async function createDeps(config: Config, overrides: DepsOverrides = {}): Promise<AppDeps & { destroy(): Promise<void> }> {
  const log = overrides.log ?? createLogger(config);
  const clock = overrides.clock ?? { now: () => new Date() };
  const handle = await createDb(config, log);
  await migrate(handle.db);
  const metriken = createMetriken(config.metricsToken, { db: handle.db, pool: handle.pool, now: () => clock.now() });
  const outbox = createOutbox({
    lauf: metriken.jobLauf,
    db: handle.db,
    clock,
    log,
    transport: config.smtpUrl ? await createSmtpTransport(config.smtpUrl, config.mailFrom) : null,
    // Production without SMTP_URL: mails wait, logged by recipient and subject only (README «Im Echtbetrieb»).
    print: config.demo ? (overrides.printMail ?? printToConsole(config.publicUrl)) : null,
    serverSecret: config.serverSecret,
  });
  if (!config.smtpUrl && !config.demo)
    log.warn('SMTP_URL ist nicht gesetzt: E-Mails warten im Postausgang, bis eine Instanz mit SMTP_URL läuft');
  const fileStore = await createFileStore(config, { db: handle.db, clock, log });
  const payment = createPaymentProvider(config, outbox);
  const botCheck = createBotCheck(config, handle.db);
  const authenticator = createAuthenticator({ config, db: handle.db, clock, metriken }, botCheck);
  return {
    config,
    db: handle.db,
    engine: handle.engine,
    outbox,
    fileStore,
    payment,
    clock,
    log,
    lifecycle: { draining: false },
    metriken,
    authenticator,
    botCheck,
    async destroy() {
      await outbox.stop();
      await handle.destroy();
    },
  };
}
