/**
 * Delivers the push queue (push_versand, docs/push.md): each row is claimed by a conditional UPDATE before
 * it is sent, like the mail outbox (services/outbox.ts), so several instances send it once. web-push
 * encrypts the message (RFC 8291, aes128gcm) and signs the VAPID JWT (RFC 8292); the request itself goes
 * out by fetch, with a timeout and without following redirects. A push service's 404 or 410 means the
 * subscription is gone: it is removed. Other failures are retried with backoff, at most MAX_VERSUCHE times.
 * Endpoints and keys are never logged (an endpoint is a capability: whoever has it can push).
 */
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { jobStarten, type LaufenderJob } from '../betrieb/jobs.js';
import { pushWeckerRegistrieren } from './benachrichtigen.js';
import { newsMelden } from './news-melden.js';
import { vapidSchluessel } from './vapid.js';

export const MAX_VERSUCHE = 5;
const BATCH = 50;
const MAX_BATCHES_PRO_LAUF = 100;
/** Requests to push services at once. */
const GLEICHZEITIG = 8;
export const PUSH_LEASE_MS = 2 * 60_000;
const ANTWORT_TIMEOUT_MS = 15_000;
/** How long a push service keeps a message for an offline device (RFC 8030 TTL). */
const TTL_SEKUNDEN = 24 * 3600;
export const PUSH_INTERVALL_MS = 15_000;
const backoffMs = (versuche: number) => Math.min(30_000 * 2 ** (versuche - 1), 3_600_000);

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'log'>;

export interface PushLauf {
  gesendet: number;
  /** Subscriptions removed because the push service answered 404 or 410. */
  entfernt: number;
  /** Attempts that failed and wait for a retry, or were given up. */
  fehlgeschlagen: number;
}

function faellig(eb: ExpressionBuilder<Database, 'push_versand'>, jetzt: string) {
  return eb.or([
    eb.and([eb('Status', '=', 'offen'), eb.or([eb('NaechsterVersuch', 'is', null), eb('NaechsterVersuch', '<=', jetzt)])]),
    eb.and([eb('Status', '=', 'sendend'), eb('LeaseBis', '<=', jetzt)]),
  ]);
}

type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** Sends what is due now, batch by batch; returns the counts. Never throws for a push service's answer. */
export async function pushZustellen(deps: Deps, instanz: string = randomUUID()): Promise<PushLauf> {
  const { db, clock, log } = deps;
  const lauf: PushLauf = { gesendet: 0, entfernt: 0, fehlgeschlagen: 0 };
  // Read when there is something to send: on a fresh database the key pair is created then, not by the
  // pass at start (creating it loads web-push, part of the cold start otherwise).
  let vapidDetails: VapidDetails | undefined;

  type Zeile = {
    PushId: number;
    MitgliedId: number;
    GeraetId: string;
    Titel: string;
    Text: string;
    Pfad: string;
    Art: string;
    Versuche: number;
  };

  async function claim(z: Zeile): Promise<boolean> {
    const jetzt = clock.now();
    const r = await db
      .updateTable('push_versand')
      .set({
        Status: 'sendend',
        Versuche: z.Versuche + 1,
        LeaseBis: new Date(jetzt.getTime() + PUSH_LEASE_MS).toISOString(),
        GeclaimtVon: instanz,
      })
      .where('PushId', '=', z.PushId)
      .where('Versuche', '=', z.Versuche)
      .where((eb) => faellig(eb, jetzt.toISOString()))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  const erledigt = (pushId: number) =>
    db.deleteFrom('push_versand').where('PushId', '=', pushId).where('GeclaimtVon', '=', instanz).execute();

  async function senden(z: Zeile, vapid: VapidDetails): Promise<void> {
    if (!(await claim(z))) return;
    const versuche = z.Versuche + 1;
    const abo = await db
      .selectFrom('push_abo')
      .select(['Endpoint', 'P256dh', 'Auth'])
      .where('MitgliedId', '=', z.MitgliedId)
      .where('GeraetId', '=', z.GeraetId)
      .executeTakeFirst();
    // The device removed its subscription meanwhile: nothing to send.
    if (!abo) return void (await erledigt(z.PushId));
    const nachricht = JSON.stringify({ titel: z.Titel, text: z.Text, pfad: z.Pfad, art: z.Art });
    let status: number;
    let fehler: string | null = null;
    try {
      // Loaded with the first push, not at start (docs/skalierung.md).
      const { default: webpush } = await import('web-push');
      const anfrage = webpush.generateRequestDetails({ endpoint: abo.Endpoint, keys: { p256dh: abo.P256dh, auth: abo.Auth } }, nachricht, {
        vapidDetails: vapid,
        TTL: TTL_SEKUNDEN,
        contentEncoding: 'aes128gcm',
      });
      const antwort = await fetch(anfrage.endpoint, {
        method: anfrage.method,
        headers: anfrage.headers as Record<string, string>,
        body: anfrage.body ?? undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(ANTWORT_TIMEOUT_MS),
      });
      status = antwort.status;
      await antwort.body?.cancel();
    } catch (err) {
      status = 0;
      // The message names neither endpoint nor key (fetch's errors name the cause, not the URL).
      const ursache = err instanceof Error ? (err.cause as { code?: unknown } | undefined)?.code : undefined;
      fehler = typeof ursache === 'string' ? ursache : err instanceof Error ? err.name : 'Fehler';
    }
    if (status >= 200 && status < 300) {
      lauf.gesendet++;
      return void (await erledigt(z.PushId));
    }
    if (status === 404 || status === 410) {
      // Gone for good: the subscription goes (only if it is still the one we used), and its queue with it.
      const weg = await db.transaction().execute(async (trx) => {
        const r = await trx
          .deleteFrom('push_abo')
          .where('MitgliedId', '=', z.MitgliedId)
          .where('GeraetId', '=', z.GeraetId)
          .where('Endpoint', '=', abo.Endpoint)
          .executeTakeFirst();
        await trx.deleteFrom('push_versand').where('MitgliedId', '=', z.MitgliedId).where('GeraetId', '=', z.GeraetId).execute();
        return Number(r.numDeletedRows) === 1;
      });
      // Several messages to the device may learn it at once; one of them removes it.
      if (weg) {
        lauf.entfernt++;
        log.info({ pushId: z.PushId, mitgliedId: z.MitgliedId, status }, 'Push-Abonnement entfernt: der Push-Dienst kennt es nicht mehr');
      }
      return;
    }
    lauf.fehlgeschlagen++;
    // 400 and 413 will not change on a retry; 429, 5xx, redirects and network errors may.
    const endgueltig = status === 400 || status === 413 || versuche >= MAX_VERSUCHE;
    log.warn({ pushId: z.PushId, mitgliedId: z.MitgliedId, status, fehler, versuche, endgueltig }, 'Push-Zustellung fehlgeschlagen');
    if (endgueltig) return void (await erledigt(z.PushId));
    await db
      .updateTable('push_versand')
      .set({
        Status: 'offen',
        LeaseBis: null,
        GeclaimtVon: null,
        NaechsterVersuch: new Date(clock.now().getTime() + backoffMs(versuche)).toISOString(),
      })
      .where('PushId', '=', z.PushId)
      .where('GeclaimtVon', '=', instanz)
      .execute();
  }

  for (let runde = 0; runde < MAX_BATCHES_PRO_LAUF; runde++) {
    const due = await db
      .selectFrom('push_versand')
      .select(['PushId', 'MitgliedId', 'GeraetId', 'Titel', 'Text', 'Pfad', 'Art', 'Versuche'])
      .where((eb) => faellig(eb, clock.now().toISOString()))
      .orderBy('PushId')
      .limit(BATCH)
      .execute();
    if (due.length === 0) break;
    const details = (vapidDetails ??= { subject: deps.config.push.subject, ...(await vapidSchluessel(deps)) });
    for (let i = 0; i < due.length; i += GLEICHZEITIG) await Promise.all(due.slice(i, i + GLEICHZEITIG).map((z) => senden(z, details)));
    if (due.length < BATCH) break;
  }
  return lauf;
}

/**
 * The background job (services/betrieb/jobs.ts): news that became visible are queued, then the queue goes
 * out; a pass every PUSH_INTERVALL_MS and one soon after pushVormerken queued something.
 */
export function startPushJob(deps: AppDeps): LaufenderJob {
  const instanz = randomUUID();
  const job = jobStarten(deps, {
    name: 'push',
    intervallMs: PUSH_INTERVALL_MS,
    lauf: async () => {
      await newsMelden(deps);
      return (await pushZustellen(deps, instanz)).gesendet;
    },
    erledigt: 'Push-Benachrichtigungen gesendet',
  });
  const abmelden = pushWeckerRegistrieren(job.anstossen);
  return {
    anstossen: job.anstossen,
    async stop() {
      abmelden();
      await job.stop();
    },
  };
}
