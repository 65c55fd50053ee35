/**
 * The member app's events: the upcoming ones with the member's own sign-up, and the sign-up itself. A member
 * sees only events whose category fits (domain app-regeln.ts); one they do not see is a 404 like a missing one.
 */
import type { BodyWert, Operationen } from '@vereinsportal/contract';
import {
  anAbmeldungAenderbar,
  appTerminEntity,
  freiePlaetze,
  kategoriePasst,
  SERIE_MELDUNG,
  terminKommend,
  type AppTermin,
} from '@vereinsportal/domain';
import type { AuthInfo } from '../../auth/credential-cache.js';
import type { AppDeps } from '../../context.js';
import { conflict, notFound } from '../../http/errors.js';
import { SERVER_MELDUNG } from '../../http/messages.js';
import { mitgliedschaftsartVon } from '../mitglieder/mitglied-zeile.js';
import { heute } from '../vertrag.js';
import { anAbmeldungSpeichern, belegungUndWarteliste } from '../warteliste.js';
import { TERMIN_SPALTEN } from './spalten.js';

/** The app's fields that are columns, in the entity's order (as spalten.ts appTerminSpalten). */
const APP_SPALTEN = TERMIN_SPALTEN.filter((k) => k in appTerminEntity.entries) as (keyof AppTermin & (typeof TERMIN_SPALTEN)[number])[];

export async function appTermineLesen(deps: AppDeps, auth: AuthInfo): Promise<AppTermin[]> {
  const { db } = deps;
  const { vereinId, mitgliedId } = auth;
  const tag = heute(deps);
  const jetzt = deps.clock.now();
  const [art, rows, antworten] = await Promise.all([
    mitgliedschaftsartVon(db, auth),
    db
      .selectFrom('termin')
      .select(TERMIN_SPALTEN)
      .where('VereinId', '=', vereinId)
      .where((eb) => eb.or([eb('DatumBis', '>=', tag), eb.and([eb('DatumBis', 'is', null), eb('Datum', '>=', tag)])]))
      .orderBy('Datum', 'asc')
      .orderBy('Zeit', 'asc')
      .orderBy('TerminId', 'asc')
      .execute(),
    db
      .selectFrom('termin_anabmeldung')
      .select(['TerminId', 'AnAbmeldeStatus'])
      .where('VereinId', '=', vereinId)
      .where('MitgliedId', '=', mitgliedId)
      .execute(),
  ]);
  const status = new Map(antworten.map((a) => [a.TerminId, a.AnAbmeldeStatus]));
  const sichtbar = rows.filter((t) => terminKommend(t, tag) && kategoriePasst(t.FuerMitgliedschaftsart, art));
  const plaetze = await belegungUndWarteliste(
    db,
    vereinId,
    mitgliedId,
    sichtbar.filter((t) => t.MaxTeilnehmende !== null).map((t) => t.TerminId),
  );
  const tz = deps.config.tzClub;
  // Field by field into one object: a club with weekly series lists a thousand events, and building each
  // through Object.fromEntries and a spread cost more than reading them (`pnpm bench`, scripts/bench/serien.mjs).
  return sichtbar.map((t) => {
    const termin: Record<string, unknown> = {};
    for (const k of APP_SPALTEN) termin[k] = t[k];
    termin.MeinStatus = status.get(t.TerminId) ?? 0;
    termin.WartelistePlatz = plaetze.meinPlatz.get(t.TerminId) ?? null;
    termin.FreiePlaetze = freiePlaetze(t.MaxTeilnehmende, plaetze.belegt.get(t.TerminId) ?? 0);
    // A cancelled event takes no answers (docs/termine.md "Absagen").
    termin.Aenderbar = t.Abgesagt === 0 && anAbmeldungAenderbar(t, tz, jetzt);
    return termin as AppTermin;
  });
}

/** The member's own sign-up or sign-off for one event. */
export async function appAnAbmeldungSetzen(
  deps: AppDeps,
  auth: AuthInfo,
  terminId: number,
  { AnAbmeldeStatus: status }: BodyWert<Operationen['setAppAnAbmeldung']>,
) {
  const { vereinId, mitgliedId } = auth;
  const [art, termin] = await Promise.all([
    mitgliedschaftsartVon(deps.db, auth),
    deps.db
      .selectFrom('termin')
      .select(TERMIN_SPALTEN)
      .where('VereinId', '=', vereinId)
      .where('TerminId', '=', terminId)
      .executeTakeFirst(),
  ]);
  if (!termin || !kategoriePasst(termin.FuerMitgliedschaftsart, art)) throw notFound();
  if (termin.MitAnAbmeldung !== 1) throw conflict(SERVER_MELDUNG.terminOhneAnAbmeldung);
  if (termin.Abgesagt === 1) throw conflict(SERIE_MELDUNG.abgesagt);
  if (!anAbmeldungAenderbar(termin, deps.config.tzClub, deps.clock.now())) throw conflict(SERVER_MELDUNG.terminBegonnen);
  // Capacity and waiting list (services/warteliste.ts): one transaction with the event locked.
  const platz = await anAbmeldungSpeichern(deps, { vereinId, mitgliedId, terminId, status });
  return { TerminId: terminId, AnAbmeldeStatus: status, ...platz };
}
