import { randomBytes } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STANDARD_AGB_URL, STANDARD_DATENSCHUTZ_URL, STANDARD_ZEITZONE } from '@vereinsportal/domain';
import * as v from 'valibot';
import { BETREIBER_ENV, betreiberLesen } from './config-betreiber.js';
import { PUSH_ENV, pushLesen } from './config-push.js';

/** Default web dist folder: apps/admin-web/dist, resolved from this package (works from src/ and dist/). */
function defaultWebDistDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', '..', 'admin-web', 'dist');
}

/** Default dist folder of the member app (served at /app/): apps/member-web/dist. */
function defaultMemberWebDistDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', '..', 'member-web', 'dist');
}

const flag = (name: string, fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), fallback ? '1' : '0'),
    v.check(
      (s) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''].includes(s.toLowerCase()),
      `${name}: erwartet 1/0 oder true/false (expected 1/0 or true/false)`,
    ),
    v.transform((s) => ['1', 'true', 'yes', 'on'].includes(s.toLowerCase())),
  );

const int = (name: string, fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.check(
      (s) => /^\d+$/.test(s) && Number(s) >= min && Number(s) <= max,
      `${name}: erwartet eine ganze Zahl von ${min} bis ${max} (expected an integer ${min}..${max})`,
    ),
    v.transform(Number),
  );

const url = (name: string, protocols: string[]) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check(
        (s) => {
          try {
            return protocols.includes(new URL(s).protocol);
          } catch {
            return false;
          }
        },
        `${name}: erwartet eine URL mit ${protocols.join(' oder ')} (expected a ${protocols.join('/')} URL)`,
      ),
    ),
  );

const timeZone = v.pipe(
  v.optional(v.string(), STANDARD_ZEITZONE),
  v.check((tz) => {
    try {
      new Intl.DateTimeFormat('de-CH', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, `TZ_CLUB: erwartet eine IANA-Zeitzone wie ${STANDARD_ZEITZONE} (expected an IANA time zone)`),
);

/** Which proxies may set X-Forwarded-For: nothing (false), a hop count, or addresses / CIDR ranges. */
export type TrustProxy = false | number | string[];

/** An IP address or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
function istAdresseOderBereich(text: string): boolean {
  const [adresse = '', prefix, ...rest] = text.split('/');
  const version = isIP(adresse);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  try {
    new BlockList().addSubnet(adresse, Number(prefix), version === 4 ? 'ipv4' : 'ipv6');
    return true;
  } catch {
    return false;
  }
}

function parseTrustProxy(text: string): TrustProxy | null {
  const s = text.trim().toLowerCase();
  if (s === '' || s === 'off' || s === '0') return false;
  if (/^\d+$/.test(s)) return Number(s) <= 100 ? Number(s) : null;
  const liste = s.split(',').map((teil) => teil.trim());
  return liste.every(istAdresseOderBereich) ? liste : null;
}

const trustProxy = v.pipe(
  v.optional(v.string(), 'off'),
  v.check(
    (s) => parseTrustProxy(s) !== null,
    'TRUST_PROXY: erwartet off, eine Anzahl Proxys (1-100) oder eine Liste von IP-Adressen/CIDR-Bereichen, durch Kommas getrennt (expected off, a hop count or a comma-separated list of IP addresses/CIDR ranges)',
  ),
  v.transform((s): TrustProxy => parseTrustProxy(s) ?? false),
);

/** Every environment variable the server reads, with its default (README «Konfiguration» documents each). */
export const envSchema = v.object({
  PORT: int('PORT', 3000, 0, 65535),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1, 'HOST: darf nicht leer sein (must not be empty)'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'DATA_DIR: darf nicht leer sein (must not be empty)')), './data'),
  DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']),
  SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:']),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s.includes('@'), 'MAIL_FROM: erwartet eine E-Mail-Adresse (expected an e-mail address)'),
    ),
    'Vereinsportal <no-reply@vereinsportal.ch>',
  ),
  PUBLIC_URL: url('PUBLIC_URL', ['http:', 'https:']),
  DEMO: flag('DEMO', false),
  TZ_CLUB: timeZone,
  /** The terms and privacy policy the registration links to. */
  AGB_URL: url('AGB_URL', ['http:', 'https:']),
  DATENSCHUTZ_URL: url('DATENSCHUTZ_URL', ['http:', 'https:']),
  WEB_DIST_DIR: v.optional(v.string()),
  MEMBER_WEB_DIST_DIR: v.optional(v.string()),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'LOG_LEVEL: erwartet fatal|error|warn|info|debug|trace|silent',
    ),
    'info',
  ),
  /** Secret for bot-check signatures and the credential-cache key; random per start when unset. */
  SERVER_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(16, 'SERVER_SECRET: erwartet mindestens 16 Zeichen (expected at least 16 characters)')),
  ),
  BOTCHECK: v.optional(v.picklist(['altcha', 'off'], 'BOTCHECK: erwartet altcha oder off (expected altcha or off)'), 'altcha'),
  /** ALTCHA proof-of-work cost (SHA-256 iterations upper bound, i.e. "maxnumber"). */
  BOTCHECK_COST: int('BOTCHECK_COST', 50_000, 1, 10_000_000),
  BODY_LIMIT_BYTES: int('BODY_LIMIT_BYTES', 5_000_000, 1024, 100_000_000),
  /** Proxies whose X-Forwarded-For names the client (sign-in throttling is per client address). */
  TRUST_PROXY: trustProxy,
  AUTH_MAX_FAILS_PER_USER: int('AUTH_MAX_FAILS_PER_USER', 5, 1, 100_000),
  AUTH_MAX_FAILS_PER_IP: int('AUTH_MAX_FAILS_PER_IP', 50, 1, 1_000_000),
  AUTH_THROTTLE_WINDOW_SECONDS: int('AUTH_THROTTLE_WINDOW_SECONDS', 900, 1, 86_400),
  /** Registrations (each mails a link) per client address and per target address within 24 hours. */
  REGISTRATION_MAX_PER_CLIENT_DAY: int('REGISTRATION_MAX_PER_CLIENT_DAY', 10, 1, 100_000),
  REGISTRATION_MAX_PER_ADDRESS_DAY: int('REGISTRATION_MAX_PER_ADDRESS_DAY', 3, 1, 1_000),
  /** scrypt cost parameter N (power of two). Lower only in tests. */
  PASSWORD_HASH_COST: v.pipe(
    v.optional(v.string(), '16384'),
    v.check(
      (s) => /^\d+$/.test(s) && Number(s) >= 2 && (Number(s) & (Number(s) - 1)) === 0 && Number(s) <= 1_048_576,
      'PASSWORD_HASH_COST: erwartet eine Zweierpotenz bis 1048576 (expected a power of two)',
    ),
    v.transform(Number),
  ),
  ...BETREIBER_ENV,
  ...PUSH_ENV,
  /** Days after the due date (and between reminders) until an open invoice is reminded. */
  MAHNUNG_TAGE: int('MAHNUNG_TAGE', 10, 1, 365),
  /** Bearer token of GET /vereinsportalServer/metrics; unset = no metrics (404). */
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[\x21-\x7e]{32,}$/,
        'METRICS_TOKEN: erwartet mindestens 32 Zeichen ohne Leerzeichen, z.B. aus `openssl rand -hex 32` (expected at least 32 printable characters)',
      ),
    ),
  ),
});

/** Thrown for a bad environment; main prints `message` (one line) and exits. */
export class ConfigError extends Error {}

/** True for addresses only this machine can reach. */
export function istLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * The configuration the server uses, derived from the environment in one schema: `envSchema` checks each
 * variable, this step adds the defaults that depend on others and the checks across variables (one German
 * line per problem). `Config` is its output type, so no field is written twice.
 */
export const configSchema = v.pipe(
  envSchema,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const e = dataset.value;
    const port = e.PORT;
    const host = e.HOST ?? (e.DEMO ? '127.0.0.1' : '0.0.0.0');
    // The demo shows every club's mails at /outbox to anyone: it must not be reachable from the network.
    if (e.DEMO && !istLoopback(host)) {
      addIssue({
        message: `HOST: Der Demobetrieb (DEMO=1) zeigt alle E-Mails unter /outbox und läuft deshalb nur auf 127.0.0.1, ::1 oder localhost; für den Betrieb im Netz DEMO=0 setzen (demo mode is loopback only).`,
      });
      return NEVER;
    }
    const betreiber = betreiberLesen(e, e.DEMO);
    if (betreiber.fehler.length > 0) {
      addIssue({ message: betreiber.fehler.join('\n') });
      return NEVER;
    }
    const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
    const push = pushLesen(e, publicUrl, e.MAIL_FROM);
    if (push.fehler.length > 0) {
      addIssue({ message: push.fehler.join('\n') });
      return NEVER;
    }
    return {
      port,
      host,
      dataDir: path.resolve(e.DATA_DIR),
      databaseUrl: e.DATABASE_URL ?? null,
      smtpUrl: e.SMTP_URL ?? null,
      mailFrom: e.MAIL_FROM,
      publicUrl,
      demo: e.DEMO,
      tzClub: e.TZ_CLUB,
      /** Terms and privacy policy the registration links to (GET einstellungen). */
      agbUrl: e.AGB_URL ?? STANDARD_AGB_URL,
      datenschutzUrl: e.DATENSCHUTZ_URL ?? STANDARD_DATENSCHUTZ_URL,
      webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDistDir()),
      /** The member app's build, served at /app/. */
      memberWebDistDir: path.resolve(e.MEMBER_WEB_DIST_DIR ?? defaultMemberWebDistDir()),
      logLevel: e.LOG_LEVEL,
      serverSecret: e.SERVER_SECRET ?? randomBytes(32).toString('hex'),
      botcheck: e.BOTCHECK,
      botcheckCost: e.BOTCHECK_COST,
      bodyLimitBytes: e.BODY_LIMIT_BYTES,
      trustProxy: e.TRUST_PROXY,
      authMaxFailsPerUser: e.AUTH_MAX_FAILS_PER_USER,
      authMaxFailsPerIp: e.AUTH_MAX_FAILS_PER_IP,
      authThrottleWindowMs: e.AUTH_THROTTLE_WINDOW_SECONDS * 1000,
      registrationMaxPerClientDay: e.REGISTRATION_MAX_PER_CLIENT_DAY,
      registrationMaxPerAddressDay: e.REGISTRATION_MAX_PER_ADDRESS_DAY,
      passwordHashCost: e.PASSWORD_HASH_COST,
      /** The operator as seller and payee of invoices (config-betreiber.ts); null in production until it is set. */
      betreiber: betreiber.betreiber,
      /** Required operator variables that are missing (production only): main.ts refuses to start. */
      betreiberFehlt: betreiber.fehlt,
      mahnungTage: e.MAHNUNG_TAGE,
      /** Web Push's VAPID keys (or null: the database's pair) and contact (config-push.ts). */
      push: push.push,
      /** Bearer token of the metrics endpoint (http/metriken.ts); null = metrics off, the endpoint answers 404. */
      metricsToken: e.METRICS_TOKEN ?? null,
    };
  }),
);

export type Config = v.InferOutput<typeof configSchema>;

/** Reads and validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset so `FOO= cmd` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(configSchema, cleaned);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const key = issue.path?.[0]?.key;
  throw new ConfigError(issue.message.includes(':') ? issue.message : `${String(key ?? 'Konfiguration')}: ${issue.message}`);
}
