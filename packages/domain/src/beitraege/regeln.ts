/**
 * The fee rules (docs/produkt.md "Beiträge"): what a member pays from its categories, the club's fee per
 * category, the several-categories rule and its exception; which members a fee run bills and what its
 * preview shows. Pure: the server passes the rows.
 */
import { splitKategorien } from '../normalize.js';
import { vergleicheMitgliedNamen } from '../sortierung.js';
import { BEITRAG_POSITION } from './texte.js';

/** What a member in several fee categories pays: the highest fee (default) or the sum. */
export const MEHRFACH_REGELN = ['hoechster', 'summe'] as const;
export type MehrfachRegel = (typeof MEHRFACH_REGELN)[number];
export const MEHRFACH_REGEL_STANDARD: MehrfachRegel = 'hoechster';

/** A member's exception: exempt, or another amount; always with a reason. */
export const AUSNAHME_ARTEN = ['befreit', 'betrag'] as const;
export type AusnahmeArt = (typeof AUSNAHME_ARTEN)[number];
export interface BeitragsAusnahmeRegel {
  art: AusnahmeArt;
  /** For 'betrag'. */
  betragCents: number | null;
  grund: string;
}

/** The yearly fee of one category, in cents. */
export interface Tarif {
  kategorie: string;
  betragCents: number;
}

/** One invoice line; stored as JSON in beitragsrechnung.Positionen. */
export interface BeitragsPosition {
  /** The category billed; null for an exception's other amount. */
  Kategorie: string | null;
  Text: string;
  BetragCents: number;
}

export type BeitragErgebnis =
  | { art: 'rechnung'; betragCents: number; positionen: BeitragsPosition[] }
  | { art: 'befreit'; grund: string }
  /** No category of the member has a fee (and no exception). */
  | { art: 'kein beitrag' };

/** Categories compare as the member list does: without case. */
const schluessel = (kategorie: string) => kategorie.trim().toLocaleLowerCase('de-CH');

/** Tariffs by category key; a tariff of 0 is no fee. */
export function tarifVerzeichnis(tarife: readonly Tarif[]): Map<string, Tarif> {
  const m = new Map<string, Tarif>();
  for (const t of tarife) if (t.betragCents > 0) m.set(schluessel(t.kategorie), t);
  return m;
}

/**
 * The fee of one member: an exception decides alone ('befreit': nothing; 'betrag': that amount); otherwise
 * the fees of its categories, the highest one (the first of equal ones, in the member's order) or their sum.
 */
export function beitragFuerMitglied(a: {
  kategorien: string | null;
  tarife: Map<string, Tarif>;
  regel: MehrfachRegel;
  ausnahme: BeitragsAusnahmeRegel | null;
  bezeichnung: string;
}): BeitragErgebnis {
  if (a.ausnahme?.art === 'befreit') return { art: 'befreit', grund: a.ausnahme.grund };
  if (a.ausnahme?.art === 'betrag' && a.ausnahme.betragCents !== null && a.ausnahme.betragCents > 0) {
    const betragCents = a.ausnahme.betragCents;
    return {
      art: 'rechnung',
      betragCents,
      positionen: [{ Kategorie: null, Text: BEITRAG_POSITION.abweichend(a.bezeichnung, a.ausnahme.grund), BetragCents: betragCents }],
    };
  }
  const gefunden: Tarif[] = [];
  for (const k of splitKategorien(a.kategorien)) {
    const t = a.tarife.get(schluessel(k));
    if (t) gefunden.push(t);
  }
  if (gefunden.length === 0) return { art: 'kein beitrag' };
  const gewaehlt =
    a.regel === 'summe' ? gefunden : [gefunden.reduce((max, t) => (t.betragCents > max.betragCents ? t : max), gefunden[0] as Tarif)];
  const positionen = gewaehlt.map((t) => ({
    Kategorie: t.kategorie,
    Text: BEITRAG_POSITION.kategorie(a.bezeichnung, t.kategorie),
    BetragCents: t.betragCents,
  }));
  return { art: 'rechnung', betragCents: positionen.reduce((s, p) => s + p.BetragCents, 0), positionen };
}

/** A member as the fee run reads it (active members only; the server filters). */
export interface BeitragsMitglied {
  MitgliedId: number;
  Vorname: string | null;
  Nachname: string | null;
  Strasse: string | null;
  Postleitzahl: string | null;
  Ort: string | null;
  Emailadresse: string | null;
  Mitgliedschaftsart: string | null;
}

/** "Nachname Vorname" as lists and the print PDF's order show it. */
export function beitragsName(m: Pick<BeitragsMitglied, 'Vorname' | 'Nachname'>): string {
  return [m.Nachname, m.Vorname].filter((s) => s && s.trim() !== '').join(' ') || '(ohne Namen)';
}

/**
 * A bill needs a postal address: postcode and town (the QR-bill's debtor needs them; the street is optional,
 * as small places have none). Without them the member is left out of the run and named in the preview.
 */
export function hatPostadresse(m: Pick<BeitragsMitglied, 'Postleitzahl' | 'Ort' | 'Vorname' | 'Nachname'>): boolean {
  const da = (s: string | null) => s !== null && s.trim() !== '';
  return da(m.Postleitzahl) && da(m.Ort) && (da(m.Nachname) || da(m.Vorname));
}

/** One invoice the run will write. */
export interface GeplanteBeitragsrechnung {
  mitglied: BeitragsMitglied;
  betragCents: number;
  positionen: BeitragsPosition[];
  perEmail: boolean;
}

export interface BeitragslaufPlan {
  /** Sorted by name (the print PDF's order). */
  rechnungen: GeplanteBeitragsrechnung[];
  anzahl: number;
  totalCents: number;
  proKategorie: { Kategorie: string; Anzahl: number; TotalCents: number }[];
  befreit: number;
  /** Members none of whose categories has a fee. */
  ohneBeitrag: number;
  /** Billed on paper: members with a fee but no e-mail. */
  ohneEmail: { MitgliedId: number; Name: string }[];
  /** Members with a fee but no postal address: not billed. */
  ohneAdresse: { MitgliedId: number; Name: string }[];
}

const hatEmail = (m: BeitragsMitglied) => m.Emailadresse !== null && m.Emailadresse.trim() !== '';

/**
 * The fee run for these members: who gets which invoice (sorted by name), the totals per category (with 'summe'
 * a member counts in each of its categories; another amount counts as 'Abweichender Betrag'), the exempt, and
 * whom the treasurer must look at (no e-mail: printed; no address: left out).
 */
export function beitragslaufPlanen(a: {
  mitglieder: readonly BeitragsMitglied[];
  tarife: readonly Tarif[];
  regel: MehrfachRegel;
  ausnahmen: ReadonlyMap<number, BeitragsAusnahmeRegel>;
  bezeichnung: string;
}): BeitragslaufPlan {
  const tarife = tarifVerzeichnis(a.tarife);
  const sortiert = [...a.mitglieder].sort(vergleicheMitgliedNamen);
  const plan: BeitragslaufPlan = {
    rechnungen: [],
    anzahl: 0,
    totalCents: 0,
    proKategorie: [],
    befreit: 0,
    ohneBeitrag: 0,
    ohneEmail: [],
    ohneAdresse: [],
  };
  const proKategorie = new Map<string, { Kategorie: string; Anzahl: number; TotalCents: number }>();
  for (const m of sortiert) {
    const e = beitragFuerMitglied({
      kategorien: m.Mitgliedschaftsart,
      tarife,
      regel: a.regel,
      ausnahme: a.ausnahmen.get(m.MitgliedId) ?? null,
      bezeichnung: a.bezeichnung,
    });
    if (e.art === 'befreit') {
      plan.befreit++;
      continue;
    }
    if (e.art === 'kein beitrag') {
      plan.ohneBeitrag++;
      continue;
    }
    const eintrag = { MitgliedId: m.MitgliedId, Name: beitragsName(m) };
    if (!hatPostadresse(m)) {
      plan.ohneAdresse.push(eintrag);
      continue;
    }
    const perEmail = hatEmail(m);
    if (!perEmail) plan.ohneEmail.push(eintrag);
    plan.rechnungen.push({ mitglied: m, betragCents: e.betragCents, positionen: e.positionen, perEmail });
    plan.anzahl++;
    plan.totalCents += e.betragCents;
    for (const p of e.positionen) {
      const kategorie = p.Kategorie ?? BEITRAG_POSITION.abweichendKategorie;
      const k = proKategorie.get(kategorie) ?? { Kategorie: kategorie, Anzahl: 0, TotalCents: 0 };
      k.Anzahl++;
      k.TotalCents += p.BetragCents;
      proKategorie.set(kategorie, k);
    }
  }
  plan.proKategorie = [...proKategorie.values()].sort((x, y) => x.Kategorie.localeCompare(y.Kategorie, 'de-CH'));
  return plan;
}

/**
 * The period key of a run's name: one period is billed once, however it is spelled ('Mitgliederbeitrag 2027',
 * ' mitgliederbeitrag  2027 '). Unicode-normalised, spaces collapsed, lower case.
 */
export function beitragsPeriode(bezeichnung: string): string {
  return bezeichnung.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-CH');
}
