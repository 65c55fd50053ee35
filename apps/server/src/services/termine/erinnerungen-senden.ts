/**
 * Reminders before events (docs/produkt.md "Erinnerungen"): an event with `ErinnerungStunden` is reminded once,
 * that many hours before its start, to the expected members who have not answered (with 'auch an Angemeldete'
 * also to those signed up or waiting): by push where a device of theirs allows reminders
 * (services/push/benachrichtigen.ts), else by e-mail through the outbox. Once across instances: the event is
 * claimed by a conditional UPDATE (… WHERE ErinnerungGesendetAm IS NULL) in the transaction that queues the
 * pushes and mails, so exactly one claim wins and a crash loses nothing.
 */
import {
  addDays,
  antwortVon,
  ERINNERUNG_MAX_STUNDEN,
  erinnerungAn,
  erinnerungFaellig,
  erinnerungNachricht,
  erwartet,
  heuteInZeitzone,
  vollerName,
  type AnwesenheitMitglied,
} from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import { jobStarten, versandRunde, type LaufenderJob } from '../betrieb/jobs.js';
import { pushVormerken } from '../push/benachrichtigen.js';

/** Reminders are due to the hour: a look every five minutes sends each within minutes of its time. */
export const ERINNERUNG_INTERVALL_MS = 5 * 60 * 1000;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox'>;

/** Sends every reminder due now; returns how many events were reminded by this run. */
export async function erinnerungenSenden(deps: Deps): Promise<number> {
  const { db } = deps;
  const tz = deps.config.tzClub;
  const jetzt = deps.clock.now();
  const heute = heuteInZeitzone(tz, jetzt);
  // Candidates by date (from yesterday, for a time zone's edge, to the farthest reminder ahead); the exact moment in JS.
  const kandidaten = await db
    .selectFrom('termin')
    .innerJoin('verein', 'verein.VereinId', 'termin.VereinId')
    .select([
      'termin.TerminId',
      'termin.VereinId',
      'termin.Titel',
      'termin.Datum',
      'termin.Zeit',
      'termin.Ganztaegig',
      'termin.Ort',
      'termin.FuerMitgliedschaftsart',
      'termin.MitAnAbmeldung',
      'termin.ErinnerungStunden',
      'termin.ErinnerungAuchAngemeldete',
      'verein.VereinsName',
    ])
    .where('termin.ErinnerungGesendetAm', 'is', null)
    .where('termin.ErinnerungStunden', 'is not', null)
    // A cancelled occurrence is not reminded (its members were told of the cancellation).
    .where('termin.Abgesagt', '=', 0)
    .where('termin.Datum', '>=', addDays(heute, -1))
    .where('termin.Datum', '<=', addDays(heute, Math.ceil(ERINNERUNG_MAX_STUNDEN / 24) + 1))
    .execute();

  const faellig = kandidaten.filter((k) => erinnerungFaellig(k, tz, jetzt));
  return versandRunde(deps, faellig, async (t) => {
    return db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('termin')
        .set({ ErinnerungGesendetAm: jetzt.toISOString() })
        .where('TerminId', '=', t.TerminId)
        .where('ErinnerungGesendetAm', 'is', null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      const [mitglieder, antworten] = await Promise.all([
        trx
          .selectFrom('mitglied')
          .select(['MitgliedId', 'Vorname', 'Nachname', 'Emailadresse', 'Mitgliedschaftsart', 'HatSystemZugriff', 'Status'])
          .where('VereinId', '=', t.VereinId)
          .where('Status', '=', 'A')
          .where('HatSystemZugriff', '=', 1)
          .execute(),
        trx
          .selectFrom('termin_anabmeldung')
          .select(['MitgliedId', 'AnAbmeldeStatus', 'WartelisteSeit'])
          .where('TerminId', '=', t.TerminId)
          .execute(),
      ]);
      const antwort = new Map(antworten.map((a) => [a.MitgliedId, antwortVon(a)]));
      const empfaenger = (mitglieder as AnwesenheitMitglied[]).filter(
        (m) => erwartet(t, m) && erinnerungAn(antwort.get(m.MitgliedId) ?? 'keine', t.ErinnerungAuchAngemeldete),
      );
      const nachricht = (angemeldet: boolean, name = '') =>
        erinnerungNachricht({
          titel: t.Titel,
          datum: t.Datum,
          zeit: t.Ganztaegig === 1 ? null : t.Zeit,
          ort: t.Ort,
          vereinsName: t.VereinsName,
          angemeldet,
          mitAnAbmeldung: t.MitAnAbmeldung === 1,
          publicUrl: deps.config.publicUrl,
          name,
        });
      const istAngemeldet = (m: AnwesenheitMitglied) => (antwort.get(m.MitgliedId) ?? 'keine') !== 'keine';
      // Two pushes: those who have not answered are asked to, those signed up are told they are.
      const erreicht = new Set<number>();
      for (const angemeldet of [false, true]) {
        const ids = empfaenger.filter((m) => istAngemeldet(m) === angemeldet).map((m) => m.MitgliedId);
        const n = nachricht(angemeldet);
        for (const id of await pushVormerken(trx, t.VereinId, ids, { art: 'erinnerung', titel: n.titel, text: n.text, pfad: n.pfad })) {
          erreicht.add(id);
        }
      }
      for (const m of empfaenger) {
        if (erreicht.has(m.MitgliedId) || !m.Emailadresse) continue;
        const n = nachricht(istAngemeldet(m), vollerName(m) ?? '');
        await deps.outbox.add({ to: m.Emailadresse, subject: n.betreff, text: n.mailText }, trx);
      }
      return true;
    });
  });
}

/** Runs now and then every five minutes (services/betrieb/jobs.ts); `stop()` ends after a run in progress. */
export function startErinnerungJob(deps: AppDeps): LaufenderJob {
  return jobStarten(deps, {
    name: 'termin-erinnerungen',
    intervallMs: ERINNERUNG_INTERVALL_MS,
    lauf: () => erinnerungenSenden(deps),
    erledigt: 'Erinnerungen an Termine versendet',
  });
}
