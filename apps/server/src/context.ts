import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Authenticator } from './auth/authenticator.js';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { Metriken } from './services/betrieb/metriken.js';
import type { BotCheck } from './services/botcheck.js';
import type { Outbox } from './services/outbox.js';
import type { RechnungZeile } from './services/rechnungen/rechnung-schreiben.js';

/** Stored bytes by key (documents), in the database: services/file-store-db.ts, chosen in services/file-store.ts. */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** The same store writing through `trx`: its puts and deletes commit or roll back with the rows written there. */
  within(trx: Transaction<Database>): FileStore;
}

/** Adapter to the payment provider (services/payment.ts): bills one stored invoice. */
export interface PaymentProvider {
  submitInvoice(rechnung: RechnungZeile): Promise<void>;
}

export interface Clock {
  now(): Date;
}

/** The instance's own state: `draining` from SIGTERM on (main.ts), so health answers 503 and balancers move on. */
export interface Lifecycle {
  draining: boolean;
}

/** Everything a route or service needs; built once by createDeps (or by the test harness). */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  engine: 'sqlite' | 'postgres';
  outbox: Outbox;
  fileStore: FileStore;
  payment: PaymentProvider;
  clock: Clock;
  log: Logger;
  lifecycle: Lifecycle;
  /** Prometheus figures (services/betrieb/metriken.ts); inert without METRICS_TOKEN. */
  metriken: Metriken;
  /** The sign-in check with its credential cache (auth/authenticator.ts): use cases drop a member's cached sign-in. */
  authenticator: Authenticator;
  /** One bot check (ALTCHA) for registration and sign-in, so a solved challenge counts once across both. */
  botCheck: BotCheck;
}
