import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { Outbox } from './services/outbox.js';

/** Stored bytes by key (documents), in the database: services/file-store-db.ts, chosen in services/file-store.ts. */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** The same store writing through `trx`: its puts and deletes commit or roll back with the rows written there. */
  within(trx: Transaction<Database>): FileStore;
}

/** What the payment provider needs to bill one subscription order (amounts in cents). */
export interface InvoiceForPayment {
  vereinId: number;
  emailadresse: string;
  vereinsName: string;
  artikelBezeichnung: string;
  anzahl: number;
  einzelpreisCents: number;
  totalCents: number;
  mwstCents: number;
  mwstProzent: number;
  waehrung: string;
  laufzeitVon: string;
  laufzeitBis: string;
  // Filled by the content side's invoice service (services/invoice-text.ts RechnungsDetails).
  rechnungId?: number;
  zahlungsreferenz?: string;
  rechnungsdatum?: string;
  faelligAm?: string;
  mehrwertsteuerBezeichnung?: string;
  art?: 'abschluss' | 'anpassung' | 'erneuerung';
}

/** Adapter to the payment provider. Implemented by the content engineer in services/payment.ts. */
export interface PaymentProvider {
  submitInvoice(invoice: InvoiceForPayment): Promise<void>;
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
}
