/**
 * Payment reminders (docs/produkt.md "Rechnungen"): an invoice still open MAHNUNG_TAGE days after its due
 * date gets a 'Zahlungserinnerung' with its PDF again, another MAHNUNG_TAGE days later a '2. Mahnung'. Each
 * level is sent once across runs and server instances: it is claimed by a conditional UPDATE (Mahnstufe
 * still the old value, invoice still open), and the mail goes to the outbox in the same transaction, like
 * the contract-end reminder (services/reminder.ts). Invoices from before the bank-file import
 * (ReferenzTyp null, migration 015) are never reminded: their payments were never recorded here.
 */
import { addDays, mahnstufeFaellig } from '@vereinsportal/domain';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { jobStarten, versandRunde, type LaufenderJob } from '../betrieb/jobs.js';
import type { MailInput } from '../outbox.js';
import { heute as heuteFuer } from '../vertrag.js';
import { rechnungMail } from './rechnung-mail.js';

/** How often the job looks; the work is daily, the claim makes extra runs harmless. */
export const MAHNUNG_INTERVALL_MS = 60 * 60 * 1000;

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'outbox'>;

/**
 * Raises one invoice's reminder level once, across runs and instances (the operator's invoices here, a club's
 * fee invoices in services/beitraege/mahnungen.ts): `beanspruchen` is the conditional UPDATE from the level read
 * to the new one (true when it changed the row); only then is the mail (rendered before, so no write lock is held
 * while its PDF is drawn) put into the outbox, and `danach` runs (a change-log entry), all in one transaction.
 * `mail` null: no address, the level is raised for a printed reminder.
 */
export async function mahnstufeBeanspruchen(
  deps: Pick<AppDeps, 'db' | 'outbox'>,
  mail: MailInput | null,
  beanspruchen: (trx: Transaction<Database>) => Promise<boolean>,
  danach?: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await beanspruchen(trx))) return false;
    if (mail) await deps.outbox.add(mail, trx);
    await danach?.(trx);
    return true;
  });
}

/** Sends every reminder due on `heute` (YYYY-MM-DD); returns how many this run sent. */
export async function mahnungenSenden(deps: Deps, heute: string): Promise<number> {
  const betreiber = deps.config.betreiber;
  if (!betreiber) return 0;
  const tage = deps.config.mahnungTage;
  const kandidaten = await deps.db
    .selectFrom('rechnung')
    .leftJoin('verein', 'verein.VereinId', 'rechnung.VereinId')
    .selectAll('rechnung')
    .select('verein.Emailadresse as VereinEmail')
    .where('rechnung.ReferenzTyp', 'is not', null)
    .where('rechnung.Mahnstufe', '<', 2)
    .where('rechnung.FaelligAm', '<=', addDays(heute, -tage))
    .whereRef('rechnung.BezahltCents', '<', 'rechnung.TotalCents')
    .orderBy('rechnung.RechnungId')
    .execute();

  return versandRunde(deps, kandidaten, async ({ VereinEmail, ...r }) => {
    const alt = r.Mahnstufe === 1 ? 1 : 0;
    const stufe = mahnstufeFaellig({ faelligAm: r.FaelligAm, heute, mahnstufe: alt, letzteMahnungAm: r.LetzteMahnungAm, tage });
    if (stufe === null) return false;
    // The club's current address; the invoice's when the club has none (or is closed).
    const an = VereinEmail || r.Emailadresse;
    if (!an) return false;
    // Rendered before the transaction: a write lock is not held while the PDF is drawn.
    const mail = await rechnungMail(betreiber, { ...r, Emailadresse: an, Mahnstufe: stufe, LetzteMahnungAm: heute }, stufe);
    return mahnstufeBeanspruchen(deps, mail, async (trx) => {
      const claim = await trx
        .updateTable('rechnung')
        .set({ Mahnstufe: stufe, LetzteMahnungAm: heute })
        .where('RechnungId', '=', r.RechnungId)
        .where('Mahnstufe', '=', alt)
        .whereRef('BezahltCents', '<', 'TotalCents')
        .executeTakeFirst();
      return Number(claim.numUpdatedRows) === 1;
    });
  });
}

/** Runs now and then every hour (services/betrieb/jobs.ts); `stop()` (shutdown) resolves when a run in progress has ended. */
export function startMahnungJob(deps: AppDeps): LaufenderJob {
  return jobStarten(deps, {
    name: 'mahnungen',
    intervallMs: MAHNUNG_INTERVALL_MS,
    lauf: () => mahnungenSenden(deps, heuteFuer(deps)),
    erledigt: 'Zahlungserinnerungen und Mahnungen versendet',
  });
}
