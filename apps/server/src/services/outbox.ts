import { randomBytes, randomUUID } from 'node:crypto';
import type { OutboxMail } from '@vereinsportal/domain';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.js';
import type { Clock } from '../context.js';
import { ereignisschleifeFreigeben } from './betrieb/freigeben.js';
import { anhaengeLaden, anhaengeListe, anhaengeSpeichern, type MailAnhang } from './outbox-anhaenge.js';
import { linkVerschluesseln, textMitLink } from './mail-link.js';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  /** Where answers go (a Rundmail's: the club's address); absent or null = the sender. */
  replyTo?: string | null;
  /** Files sent with the mail (an invoice's PDF), stored with it in the same transaction. */
  anhaenge?: readonly MailAnhang[];
  /** A one-time link's token: `text` holds LINK_PLATZHALTER in its place; stored only encrypted (services/mail-link.ts). */
  linkToken?: string;
}

/** Delivers one mail; throws on failure so the outbox can retry. */
export type MailTransport = (mail: MailInput) => Promise<void>;

export interface Outbox {
  /** Writes the mail to the outbox (inside `trx` when given), delivery follows after commit via flush(). */
  add(mail: MailInput, trx?: Transaction<Database>): Promise<void>;
  /** Like add for many mails, in batched inserts (the member import's credentials mails). */
  addAll(mails: readonly MailInput[], trx?: Transaction<Database>): Promise<void>;
  /** Delivers due mails now; also runs on a timer. Never throws. */
  flush(): Promise<void>;
  /** Newest first (docs/produkt.md §7 /dev/outbox). */
  list(limit?: number): Promise<OutboxMail[]>;
  /** Stops the timer; resolves when a delivery run in progress has ended (shutdown). */
  stop(): Promise<void>;
}

const MAX_ATTEMPTS = 8;
/** Mails read and claimed per batch; a run goes on while batches come back full, up to MAX_BATCHES_PRO_LAUF. */
const BATCH = 50;
const MAX_BATCHES_PRO_LAUF = 200;
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * How long a claim holds a mail. Longer than one delivery can take (services/smtp.ts bounds SMTP's
 * waits), so a live instance never loses a mail it is still sending; a crashed one frees it after this.
 */
export const OUTBOX_LEASE_MS = 10 * 60_000;

export interface OutboxOptions {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  /** SMTP transport when SMTP_URL is set; otherwise mails are printed (demo) or wait (print null). */
  transport: MailTransport | null;
  /**
   * Without SMTP: the demo prints each mail (its link included) and marks it 'console'. Null (production
   * without SMTP_URL): a mail is logged once by recipient and subject, never its text, and waits
   * ('wartend') until an instance with SMTP_URL runs.
   */
  print: ((mail: MailInput) => void) | null;
  /** Key material for the links' tokens (config.serverSecret); default random, like an unset SERVER_SECRET. */
  serverSecret?: string;
  retryIntervalMs?: number;
  /** Wraps each delivery run (the metrics' jobLauf, services/betrieb/metriken.ts: last run, outcome). */
  lauf?: (name: string, fn: () => Promise<void>) => Promise<void>;
  /** Names this instance in its claims (`claimedBy`); default a random id. */
  instanceId?: string;
  leaseMs?: number;
}

/** Pending and due, or claimed by an instance whose lease ran out (it died mid-send). */
function faellig(eb: ExpressionBuilder<Database, 'outbox'>, nowIso: string) {
  return eb.or([
    eb.and([eb('state', '=', 'pending'), eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', nowIso)])]),
    eb.and([eb('state', '=', 'sending'), eb('leaseUntil', '<=', nowIso)]),
  ]);
}

/**
 * Several server instances share one database (docs/architecture.md, outbox), so every mail is claimed
 * before it is sent: a conditional UPDATE (still due, attempts unchanged) that only one instance's
 * statement can change, like services/reminder.ts's claim. Only the claim's holder marks the mail
 * sent or failed. A mail is sent once while its sender lives; one whose sender died mid-send is sent
 * again after the lease (at least once, never lost).
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, clock, log, transport, print } = options;
  const serverSecret = options.serverSecret ?? randomBytes(32).toString('hex');
  const instanceId = options.instanceId ?? randomUUID();
  const leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  let running: Promise<void> | null = null;

  async function claim(mailId: number, attempts: number): Promise<boolean> {
    const now = clock.now();
    const result = await db
      .updateTable('outbox')
      .set({ state: 'sending', attempts: attempts + 1, leaseUntil: new Date(now.getTime() + leaseMs).toISOString(), claimedBy: instanceId })
      .where('MailId', '=', mailId)
      .where('attempts', '=', attempts)
      .where((eb) => faellig(eb, now.toISOString()))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Ends this instance's claim; a claim another instance took over after the lease is left alone. */
  async function release(
    mailId: number,
    values: { state: string; lastError: string | null; nextAttemptAt?: string | null; LinkGeheimnis?: null },
  ): Promise<void> {
    await db
      .updateTable('outbox')
      .set({ ...values, leaseUntil: null, claimedBy: null })
      .where('MailId', '=', mailId)
      .where('state', '=', 'sending')
      .where('claimedBy', '=', instanceId)
      .execute();
  }

  /** Batch by batch until nothing is due: a Rundmail or an import to hundreds goes out in one run, not 50 per interval. */
  async function deliverDue(): Promise<void> {
    // Mails that waited for SMTP (print null) go out once an instance has it.
    if (transport) await db.updateTable('outbox').set({ state: 'pending', nextAttemptAt: null }).where('state', '=', 'wartend').execute();
    for (let runde = 0; runde < MAX_BATCHES_PRO_LAUF; runde++) {
      const due = await db
        .selectFrom('outbox')
        .select(['MailId', 'to', 'subject', 'text', 'replyTo', 'attempts', 'LinkGeheimnis'])
        .where((eb) => faellig(eb, clock.now().toISOString()))
        .orderBy('MailId')
        .limit(BATCH)
        .execute();
      await deliverBatch(due);
      // Each batch leaves the due set smaller (sent, claimed elsewhere, or due again only after a backoff).
      if (due.length < BATCH) return;
      // Without this a run of up to 10,000 mails on SQLite would hold every request until its end.
      await ereignisschleifeFreigeben();
    }
  }

  async function deliverBatch(
    due: readonly {
      MailId: number;
      to: string;
      subject: string;
      text: string;
      replyTo: string | null;
      attempts: number;
      LinkGeheimnis: string | null;
    }[],
  ): Promise<void> {
    for (const row of due) {
      // The link's token is filled in only here, on its way out; the row keeps the placeholder.
      const { LinkGeheimnis, ...ohneGeheimnis } = row;
      const mail = { ...ohneGeheimnis, text: textMitLink(serverSecret, row) };
      if (!(await claim(mail.MailId, mail.attempts))) continue;
      const attempts = mail.attempts + 1;
      if (attempts > MAX_ATTEMPTS) {
        // Claimed again and again after lease expiry: its senders died each time; stop trying.
        await release(mail.MailId, { state: 'failed', lastError: 'delivery interrupted too often', LinkGeheimnis: null });
        continue;
      }
      if (!transport && !print) {
        // Production without SMTP_URL: whoever reads the log must not get the link (README «Im Echtbetrieb»).
        log.warn({ mailId: mail.MailId, to: mail.to, subject: mail.subject }, 'E-Mail wartet: SMTP_URL ist nicht gesetzt');
        await release(mail.MailId, { state: 'wartend', lastError: null });
        continue;
      }
      if (!transport) {
        print?.({ ...mail, anhaenge: await anhaengeLaden(db, mail.MailId) });
        // Demo only: the encrypted token stays, so the demo outbox page shows a working link.
        await release(mail.MailId, { state: 'console', lastError: null });
        continue;
      }
      try {
        await transport({ ...mail, anhaenge: await anhaengeLaden(db, mail.MailId) });
        await release(mail.MailId, { state: 'sent', lastError: null, LinkGeheimnis: null });
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        log.warn({ mailId: mail.MailId, attempts, err: reason }, 'mail delivery failed');
        await release(mail.MailId, {
          lastError: reason.slice(0, 500),
          state: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(clock.now().getTime() + backoffMs(attempts)).toISOString(),
          ...(attempts >= MAX_ATTEMPTS ? { LinkGeheimnis: null } : {}),
        });
      }
    }
  }

  const flush = async () => {
    // One delivery run at a time in this process; across processes the claim decides.
    while (running) await running;
    running = (options.lauf ? options.lauf('outbox', deliverDue) : deliverDue())
      .catch((err) => log.error({ err: err instanceof Error ? err.message : String(err) }, 'outbox run failed'))
      .finally(() => {
        running = null;
      });
    await running;
  };

  const timer = setInterval(() => void flush(), options.retryIntervalMs ?? 30_000);
  timer.unref();

  const zeile = (mail: MailInput, createdAt: string) => ({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    replyTo: mail.replyTo ?? null,
    LinkGeheimnis: mail.linkToken ? linkVerschluesseln(serverSecret, mail.to, mail.linkToken) : null,
    createdAt,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
  });

  return {
    async add(mail, trx) {
      const ziel = trx ?? db;
      const { MailId } = await ziel
        .insertInto('outbox')
        .values(zeile(mail, clock.now().toISOString()))
        .returning('MailId')
        .executeTakeFirstOrThrow();
      await anhaengeSpeichern(ziel, MailId, mail.anhaenge ?? []);
    },
    async addAll(mails, trx) {
      // Mails with attachments need their ids; the batch insert is for the many plain mails.
      if (mails.some((m) => m.anhaenge?.length)) {
        for (const m of mails) await this.add(m, trx);
        return;
      }
      const createdAt = clock.now().toISOString();
      // 10 columns x 500 rows stays far below SQLite's 32766 bound variables.
      for (let i = 0; i < mails.length; i += 500) {
        await (trx ?? db)
          .insertInto('outbox')
          .values(mails.slice(i, i + 500).map((m) => zeile(m, createdAt)))
          .execute();
      }
    },
    flush,
    async list(limit = 200) {
      const rows = await db
        .selectFrom('outbox')
        .select(['MailId', 'to', 'subject', 'text', 'createdAt', 'replyTo', 'LinkGeheimnis'])
        .orderBy('MailId', 'desc')
        .limit(limit)
        .execute();
      // The demo's outbox page shows the links as mailed (a delivered mail's token is gone).
      const anhaenge = await anhaengeListe(
        db,
        rows.map((r) => r.MailId),
      );
      return rows.map(({ LinkGeheimnis, ...mail }) => ({
        ...mail,
        text: textMitLink(serverSecret, { ...mail, LinkGeheimnis }),
        Anhaenge: anhaenge.get(mail.MailId) ?? [],
      }));
    },
    async stop() {
      clearInterval(timer);
      // A mail being sent now is marked sent (or retried) rather than left claimed until its lease ends.
      while (running) await running;
    },
  };
}
