import type { OutboxMail } from '@vereinsportal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.js';
import type { Clock } from '../context.js';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
}

/** Delivers one mail; throws on failure so the outbox can retry. */
export type MailTransport = (mail: MailInput) => Promise<void>;

export interface Outbox {
  /** Writes the mail to the outbox (inside `trx` when given), delivery follows after commit via flush(). */
  add(mail: MailInput, trx?: Transaction<Database>): Promise<void>;
  /** Delivers due mails now; also runs on a timer. Never throws. */
  flush(): Promise<void>;
  /** Newest first (docs/produkt.md §7 /dev/outbox). */
  list(limit?: number): Promise<OutboxMail[]>;
  stop(): void;
}

const MAX_ATTEMPTS = 8;
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

export interface OutboxOptions {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  /** SMTP transport when SMTP_URL is set; otherwise mails are printed and stay in the outbox. */
  transport: MailTransport | null;
  print: (mail: MailInput) => void;
  retryIntervalMs?: number;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { db, clock, log, transport, print } = options;
  let running: Promise<void> | null = null;

  async function deliverDue(): Promise<void> {
    const nowIso = clock.now().toISOString();
    const due = await db
      .selectFrom('outbox')
      .selectAll()
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', nowIso)]))
      .orderBy('MailId')
      .limit(50)
      .execute();
    for (const mail of due) {
      if (!transport) {
        print(mail);
        await db.updateTable('outbox').set({ state: 'console' }).where('MailId', '=', mail.MailId).execute();
        continue;
      }
      try {
        await transport(mail);
        await db.updateTable('outbox').set({ state: 'sent', attempts: mail.attempts + 1, lastError: null }).where('MailId', '=', mail.MailId).execute();
      } catch (err) {
        const attempts = mail.attempts + 1;
        const reason = err instanceof Error ? err.message : String(err);
        log.warn({ mailId: mail.MailId, attempts, err: reason }, 'mail delivery failed');
        await db
          .updateTable('outbox')
          .set({
            attempts,
            lastError: reason.slice(0, 500),
            state: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: new Date(clock.now().getTime() + backoffMs(attempts)).toISOString(),
          })
          .where('MailId', '=', mail.MailId)
          .execute();
      }
    }
  }

  const flush = async () => {
    // One delivery run at a time, so a mail is never sent twice by this process.
    while (running) await running;
    running = deliverDue()
      .catch((err) => log.error({ err: err instanceof Error ? err.message : String(err) }, 'outbox run failed'))
      .finally(() => {
        running = null;
      });
    await running;
  };

  const timer = setInterval(() => void flush(), options.retryIntervalMs ?? 30_000);
  timer.unref();

  return {
    async add(mail, trx) {
      await (trx ?? db)
        .insertInto('outbox')
        .values({ to: mail.to, subject: mail.subject, text: mail.text, createdAt: clock.now().toISOString(), state: 'pending', attempts: 0, nextAttemptAt: null, lastError: null })
        .execute();
    },
    flush,
    async list(limit = 200) {
      const rows = await db.selectFrom('outbox').select(['to', 'subject', 'text', 'createdAt']).orderBy('MailId', 'desc').limit(limit).execute();
      return rows;
    },
    stop: () => clearInterval(timer),
  };
}
