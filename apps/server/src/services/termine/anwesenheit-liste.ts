/**
 * An event's attendance list (docs/produkt.md "Anwesenheit"): who answered what, who has not answered (the
 * expected members: domain anwesenheit.ts `erwartet`) and who was ticked present. Also the season of one
 * member and of all members, counted over the started events with sign-up of a calendar year.
 */
import {
  antwortVon,
  anwesenheitsListe,
  anwesenheitsQuote,
  erwartet,
  nachNamenSortieren,
  saisonZeitraum,
  terminBeginn,
  type Antwort,
  type AnwesenheitMitglied,
  type SaisonUebersicht,
  type SaisonZeile,
  type TerminAnwesenheit,
} from '@vereinsportal/domain';
import type { Db } from '../../db/schema.js';
import { terminLaden } from './spalten.js';
import { einMitglied } from '../mitglieder/ein-mitglied.js';

const MITGLIED_SPALTEN = ['MitgliedId', 'Vorname', 'Nachname', 'Emailadresse', 'Mitgliedschaftsart', 'HatSystemZugriff', 'Status'] as const;
/** The event of the club as the list needs it, or undefined (another club's id reads as missing). */
export const anwesenheitsTermin = terminLaden;

/** The list of one event, or null when the club has no such event. */
export async function terminAnwesenheit(
  db: Db,
  vereinId: number,
  terminId: number,
  tz: string,
  jetzt: Date,
): Promise<TerminAnwesenheit | null> {
  const termin = await anwesenheitsTermin(db, vereinId, terminId);
  if (!termin) return null;
  const [mitglieder, antworten, anwesend] = await Promise.all([
    db.selectFrom('mitglied').select(MITGLIED_SPALTEN).where('VereinId', '=', vereinId).execute(),
    db
      .selectFrom('termin_anabmeldung')
      .select(['MitgliedId', 'AnAbmeldeStatus', 'WartelisteSeit'])
      .where('VereinId', '=', vereinId)
      .where('TerminId', '=', terminId)
      .execute(),
    db.selectFrom('termin_anwesenheit').select('MitgliedId').where('VereinId', '=', vereinId).where('TerminId', '=', terminId).execute(),
  ]);
  return {
    TerminId: termin.TerminId,
    Titel: termin.Titel,
    Datum: termin.Datum,
    Zeit: termin.Ganztaegig === 1 ? null : termin.Zeit,
    Begonnen: terminBeginn(termin, tz).getTime() <= jetzt.getTime(),
    Zeilen: anwesenheitsListe(
      termin,
      mitglieder as AnwesenheitMitglied[],
      new Map(antworten.map((a) => [a.MitgliedId, antwortVon(a)])),
      new Set(anwesend.map((a) => a.MitgliedId)),
    ),
  };
}

/** Per event of the season: the answers and the ticks, keyed by member. */
interface SaisonDaten {
  termine: Array<{ TerminId: number; Titel: string; Datum: string; Zeit: string | null; FuerMitgliedschaftsart: string | null }>;
  antworten: Map<number, Map<number, Antwort>>;
  anwesend: Map<number, Set<number>>;
}

/**
 * The season's events that count: with sign-up (attendance is taken on the sign-up page), begun by `jetzt`,
 * dated in the calendar year; with their answers and ticks (optionally of one member only).
 */
async function saisonDaten(db: Db, vereinId: number, saison: number, tz: string, jetzt: Date, mitgliedId?: number): Promise<SaisonDaten> {
  const { von, bis } = saisonZeitraum(saison);
  const alle = await db
    .selectFrom('termin')
    .select(['TerminId', 'Titel', 'Datum', 'Zeit', 'Ganztaegig', 'FuerMitgliedschaftsart'])
    .where('VereinId', '=', vereinId)
    .where('MitAnAbmeldung', '=', 1)
    // A cancelled event took place for no one: it does not count in the season.
    .where('Abgesagt', '=', 0)
    .where('Datum', '>=', von)
    .where('Datum', '<=', bis)
    .orderBy('Datum')
    .orderBy('Zeit')
    .orderBy('TerminId')
    .execute();
  const termine = alle
    .filter((t) => terminBeginn(t, tz).getTime() <= jetzt.getTime())
    .map((t) => ({ ...t, Zeit: t.Ganztaegig === 1 ? null : t.Zeit }));
  const ids = new Set(termine.map((t) => t.TerminId));
  // Joined by the year's dates rather than a list of ids, which could be long.
  let antwortQ = db
    .selectFrom('termin_anabmeldung as a')
    .innerJoin('termin as t', 't.TerminId', 'a.TerminId')
    .select(['a.TerminId', 'a.MitgliedId', 'a.AnAbmeldeStatus', 'a.WartelisteSeit'])
    .where('a.VereinId', '=', vereinId)
    .where('t.Datum', '>=', von)
    .where('t.Datum', '<=', bis);
  let tickQ = db
    .selectFrom('termin_anwesenheit as w')
    .innerJoin('termin as t', 't.TerminId', 'w.TerminId')
    .select(['w.TerminId', 'w.MitgliedId'])
    .where('w.VereinId', '=', vereinId)
    .where('t.Datum', '>=', von)
    .where('t.Datum', '<=', bis);
  if (mitgliedId !== undefined) {
    antwortQ = antwortQ.where('a.MitgliedId', '=', mitgliedId);
    tickQ = tickQ.where('w.MitgliedId', '=', mitgliedId);
  }
  const [antwortRows, tickRows] = await Promise.all([antwortQ.execute(), tickQ.execute()]);
  const antworten = new Map<number, Map<number, Antwort>>();
  for (const a of antwortRows) {
    if (!ids.has(a.TerminId)) continue;
    const m = antworten.get(a.TerminId) ?? new Map<number, Antwort>();
    m.set(a.MitgliedId, antwortVon(a));
    antworten.set(a.TerminId, m);
  }
  const anwesend = new Map<number, Set<number>>();
  for (const w of tickRows) {
    if (!ids.has(w.TerminId)) continue;
    const s = anwesend.get(w.TerminId) ?? new Set<number>();
    s.add(w.MitgliedId);
    anwesend.set(w.TerminId, s);
  }
  return { termine, antworten, anwesend };
}

/** The events of the season a member was on the list of, with answer and tick. */
function saisonDesMitglieds(d: SaisonDaten, m: AnwesenheitMitglied) {
  const liste: SaisonUebersicht['Liste'] = [];
  for (const t of d.termine) {
    const antwort = d.antworten.get(t.TerminId)?.get(m.MitgliedId);
    const da = d.anwesend.get(t.TerminId)?.has(m.MitgliedId) ?? false;
    if (!da && antwort === undefined && !erwartet(t, m)) continue;
    liste.push({ TerminId: t.TerminId, Titel: t.Titel, Datum: t.Datum, Zeit: t.Zeit, Antwort: antwort ?? 'keine', Anwesend: da ? 1 : 0 });
  }
  return liste;
}

/** One member's season, or null when the club has no such member. */
export async function mitgliedSaison(
  db: Db,
  vereinId: number,
  mitgliedId: number,
  saison: number,
  tz: string,
  jetzt: Date,
): Promise<SaisonUebersicht | null> {
  const m = await einMitglied(db, vereinId, mitgliedId).select(MITGLIED_SPALTEN).executeTakeFirst();
  if (!m) return null;
  const liste = saisonDesMitglieds(await saisonDaten(db, vereinId, saison, tz, jetzt, mitgliedId), m as AnwesenheitMitglied);
  const anwesend = liste.filter((t) => t.Anwesend === 1).length;
  return { Saison: saison, Termine: liste.length, Anwesend: anwesend, Quote: anwesenheitsQuote(anwesend, liste.length), Liste: liste };
}

/** The season of every active member, in German name order (the CSV's lines). */
export async function saisonAllerMitglieder(db: Db, vereinId: number, saison: number, tz: string, jetzt: Date): Promise<SaisonZeile[]> {
  const [mitglieder, daten] = await Promise.all([
    db.selectFrom('mitglied').select(MITGLIED_SPALTEN).where('VereinId', '=', vereinId).where('Status', '=', 'A').execute(),
    saisonDaten(db, vereinId, saison, tz, jetzt),
  ]);
  return nachNamenSortieren(mitglieder as AnwesenheitMitglied[]).map((m) => {
    const liste = saisonDesMitglieds(daten, m);
    return {
      Nachname: m.Nachname,
      Vorname: m.Vorname,
      Emailadresse: m.Emailadresse,
      Mitgliedschaftsart: m.Mitgliedschaftsart,
      Termine: liste.length,
      Anwesend: liste.filter((t) => t.Anwesend === 1).length,
    };
  });
}
