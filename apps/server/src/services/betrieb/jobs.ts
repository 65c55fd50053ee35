/**
 * The instance's timed background jobs (contract reminder, payment reminders, and every job added later):
 * one pass now, then every `intervallMs`; never two passes of one job at once in this process (across
 * instances each job's own claim decides); each pass is recorded by the metrics (`jobLauf`: last run,
 * outcome). main.ts starts them and awaits `stop()` on shutdown, which ends after a pass in progress.
 */
import type { Logger } from 'pino';
import { ereignisschleifeFreigeben, FREIGABE_ALLE } from './freigeben.js';
import type { Metriken } from './metriken.js';

export interface JobDefinition {
  /** The `job` label of the metrics: short, English or German, fixed (no ids). */
  name: string;
  intervallMs: number;
  /** One pass; a number is what it did (mails sent ...), logged as `erledigt` when above 0. */
  lauf: () => Promise<number | void>;
  /** Log line when a pass did something, e.g. 'Erinnerungen zum Vertragsende versendet'. */
  erledigt?: string;
}

export interface LaufenderJob {
  /** Starts a pass now unless one runs (e.g. after a change that makes work due). */
  anstossen(): void;
  /** Stops the timer; resolves when a pass in progress has ended. */
  stop(): Promise<void>;
}

export function jobStarten(deps: { log: Logger; metriken: Metriken }, job: JobDefinition): LaufenderJob {
  let laufend: Promise<unknown> | null = null;
  const lauf = () => {
    if (laufend) return;
    laufend = deps.metriken
      .jobLauf(job.name, job.lauf)
      .then((n) => {
        if (typeof n === 'number' && n > 0 && job.erledigt) deps.log.info({ job: job.name, anzahl: n }, job.erledigt);
      })
      .catch((err: unknown) => deps.log.error({ err, job: job.name }, 'Hintergrundjob fehlgeschlagen'))
      .finally(() => {
        laufend = null;
      });
  };
  lauf();
  const timer = setInterval(lauf, job.intervallMs);
  // The timer must not keep a stopping process alive.
  timer.unref();
  return {
    anstossen: lauf,
    async stop() {
      clearInterval(timer);
      await laufend;
    },
  };
}

/**
 * One run of a mailing job: `senden` for each candidate in turn (true when it claimed the candidate and queued its
 * mail), then one flush of the outbox when anything was queued. Returns how many were sent. Requests get their
 * turn after each batch of candidates (betrieb/freigeben.ts).
 */
export async function versandRunde<T>(
  deps: { outbox: { flush(): Promise<unknown> } },
  kandidaten: readonly T[],
  senden: (kandidat: T) => Promise<boolean>,
): Promise<number> {
  let gesendet = 0;
  for (const [i, kandidat] of kandidaten.entries()) {
    if (i > 0 && i % FREIGABE_ALLE === 0) await ereignisschleifeFreigeben();
    if (await senden(kandidat)) gesendet++;
  }
  if (gesendet > 0) void deps.outbox.flush();
  return gesendet;
}
