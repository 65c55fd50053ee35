/**
 * End-of-term reminder (docs/produkt.md §1, docs/produkt.md §10): once per yearly subscription, 30 days before its end, the
 * club gets an e-mail suggesting renewal. Idempotent across runs and server instances: each contract
 * is claimed by a conditional UPDATE (… WHERE ReminderGesendetAm IS NULL), and the mail is written to
 * the outbox in the same transaction, so exactly one claim wins and a crash cannot lose the mail.
 */
import { addDays, REMINDER_TAGE_VORHER } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { aenderungsprotokollAufraeumen } from './aenderungsprotokoll.js';
import { jobStarten, versandRunde, type LaufenderJob } from './betrieb/jobs.js';
import { reminderMail } from './reminder-text.js';
import { heute as heuteFuer } from './vertrag.js';

/** How often the job looks; the work is daily, the claim makes extra runs harmless. */
export const REMINDER_INTERVALL_MS = 60 * 60 * 1000;

/** Sends every due reminder for `heute` (YYYY-MM-DD); returns how many mails this run sent. */
export async function runReminderJob(deps: AppDeps, heute: string): Promise<number> {
  const db = deps.db;
  // The hourly run also purges change log entries past their two years (services/aenderungsprotokoll.ts).
  await aenderungsprotokollAufraeumen(db, deps.clock.now());
  const bis = addDays(heute, REMINDER_TAGE_VORHER);
  const faellig = await db
    .selectFrom('vertrag')
    .innerJoin('verein', 'verein.VereinId', 'vertrag.VereinId')
    .select(['vertrag.VertragId', 'vertrag.VereinId', 'vertrag.VertragsLaufzeitBis', 'verein.VereinsName', 'verein.Emailadresse'])
    .where('vertrag.VertragsArt', '=', 'Jahresabonnement')
    .where('vertrag.ReminderGesendetAm', 'is', null)
    .where('vertrag.VertragsLaufzeitBis', '>=', heute)
    .where('vertrag.VertragsLaufzeitBis', '<=', bis)
    .execute();

  return versandRunde(deps, faellig, async (v) => {
    if (!v.Emailadresse || !v.VertragsLaufzeitBis) return false;
    // A renewed subscription (follow-on starting after this one) needs no reminder.
    const anschluss = await db
      .selectFrom('vertrag')
      .select('VertragId')
      .where('VereinId', '=', v.VereinId)
      .where('VertragsArt', '=', 'Jahresabonnement')
      .where('VertragsLaufzeitVon', '>', v.VertragsLaufzeitBis)
      .executeTakeFirst();
    const jetzt = deps.clock.now().toISOString();
    return db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('vertrag')
        .set({ ReminderGesendetAm: jetzt })
        .where('VertragId', '=', v.VertragId)
        .where('ReminderGesendetAm', 'is', null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      if (anschluss) return false;
      await deps.outbox.add(
        reminderMail({
          to: v.Emailadresse!,
          vereinId: v.VereinId,
          vereinsName: v.VereinsName,
          ende: v.VertragsLaufzeitBis!,
          publicUrl: deps.config.publicUrl,
        }),
        trx,
      );
      return true;
    });
  });
}

/** Runs the job now and then every hour (services/betrieb/jobs.ts); `stop()` (shutdown) resolves when a run in progress has ended. */
export function startReminderJob(deps: AppDeps): LaufenderJob {
  return jobStarten(deps, {
    name: 'vertragsende',
    intervallMs: REMINDER_INTERVALL_MS,
    lauf: () => runReminderJob(deps, heuteFuer(deps)),
    erledigt: 'Erinnerungen zum Vertragsende versendet',
  });
}
