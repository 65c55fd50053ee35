/**
 * 'Absagen' and 'wieder ansetzen' of one event, single or occurrence (docs/termine.md "Absagen"): the flag and
 * the note, the change-log entry and the message to every member who signed up (also provisionally or on the
 * waiting list), by push where a device allows it, else by e-mail; all in one transaction. The answers stay.
 */
import { ABSAGE_TEXT, APP_BASIS, formatDatumDe, SERIE_MELDUNG, vollerName } from '@vereinsportal/domain';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import type { Urheber } from '../aenderungsprotokoll.js';
import type { MailInput } from '../outbox.js';
import { pushVormerken } from '../push/benachrichtigen.js';
import { terminAktualisieren } from './spalten.js';

type Trx = Transaction<Database>;
export interface AbsageErgebnis {
  RecordId: number;
  Abgesagt: 0 | 1;
  Benachrichtigt: number;
}

const einzeilig = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Tells the members who signed up for the event: push first, e-mail to the others with an address. Returns how many. */
async function angemeldeteBenachrichtigen(
  deps: AppDeps,
  trx: Trx,
  vereinId: number,
  termin: { TerminId: number; Titel: string; Datum: string; Zeit: string | null },
  nachricht: { titel: string; text: string },
): Promise<number> {
  const empfaenger = await trx
    .selectFrom('termin_anabmeldung as a')
    .innerJoin('mitglied as m', 'm.MitgliedId', 'a.MitgliedId')
    .select(['m.MitgliedId', 'm.Vorname', 'm.Nachname', 'm.Emailadresse'])
    .where('a.VereinId', '=', vereinId)
    .where('m.VereinId', '=', vereinId)
    .where('a.TerminId', '=', termin.TerminId)
    .where('a.AnAbmeldeStatus', 'in', [1, 3])
    .where('m.Status', '=', 'A')
    .execute();
  if (empfaenger.length === 0) return 0;
  const perPush = await pushVormerken(
    trx,
    vereinId,
    empfaenger.map((e) => e.MitgliedId),
    { art: 'termin', titel: nachricht.titel, text: nachricht.text, pfad: `${APP_BASIS}/termine` },
  );
  const verein = await trx.selectFrom('verein').select('VereinsName').where('VereinId', '=', vereinId).executeTakeFirstOrThrow();
  const app = `${deps.config.publicUrl.replace(/\/+$/, '')}${APP_BASIS}/termine`;
  const mails: MailInput[] = empfaenger
    .filter((e) => !perPush.has(e.MitgliedId) && e.Emailadresse)
    .map((e) => ({
      to: e.Emailadresse!,
      subject: `${einzeilig(nachricht.titel)} am ${formatDatumDe(termin.Datum)}`,
      text: [
        `Guten Tag ${einzeilig(vollerName(e) ?? '')}`.trimEnd(),
        '',
        nachricht.text,
        '',
        `Termine in der Vereins-App: ${app}`,
        '',
        'Freundliche Grüsse',
        einzeilig(verein.VereinsName),
      ].join('\n'),
    }));
  if (mails.length > 0) await deps.outbox.addAll(mails, trx);
  return perPush.size + mails.length;
}

async function absageSetzen(
  deps: AppDeps,
  urheber: Urheber,
  terminId: number,
  notiz: string | null,
  abgesagt: 0 | 1,
): Promise<AbsageErgebnis> {
  const { vereinId } = urheber;
  return deps.db.transaction().execute(async (trx) => {
    const termin = await trx
      .selectFrom('termin')
      .select(['TerminId', 'Titel', 'Datum', 'Zeit', 'Abgesagt', 'AbsageNotiz'])
      .where('VereinId', '=', vereinId)
      .where('TerminId', '=', terminId)
      .$if(deps.engine === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!termin) throw notFound();
    if (termin.Abgesagt === abgesagt) throw conflict(abgesagt === 1 ? SERIE_MELDUNG.bereitsAbgesagt : SERIE_MELDUNG.nichtAbgesagt);
    const neu = { Abgesagt: abgesagt, AbsageNotiz: abgesagt === 1 ? notiz : null };
    await terminAktualisieren(deps, trx, urheber, termin, { Abgesagt: termin.Abgesagt, AbsageNotiz: termin.AbsageNotiz }, neu);
    const datum = formatDatumDe(termin.Datum);
    const nachricht =
      abgesagt === 1
        ? { titel: ABSAGE_TEXT.pushTitelAbgesagt(termin.Titel), text: ABSAGE_TEXT.textAbgesagt(termin.Titel, datum, notiz) }
        : { titel: ABSAGE_TEXT.pushTitelAngesetzt(termin.Titel), text: ABSAGE_TEXT.textAngesetzt(termin.Titel, datum) };
    const benachrichtigt = await angemeldeteBenachrichtigen(deps, trx, vereinId, termin, nachricht);
    return { RecordId: terminId, Abgesagt: abgesagt, Benachrichtigt: benachrichtigt };
  });
}

/** Cancels the event with a note; 409 when it is cancelled already. */
export function terminAbsagen(deps: AppDeps, urheber: Urheber, terminId: number, notiz: string | null): Promise<AbsageErgebnis> {
  return absageSetzen(deps, urheber, terminId, notiz, 1);
}

/** Reinstates a cancelled event (the note goes); 409 when it is not cancelled. */
export function terminAnsetzen(deps: AppDeps, urheber: Urheber, terminId: number): Promise<AbsageErgebnis> {
  return absageSetzen(deps, urheber, terminId, null, 0);
}
