/**
 * Contract logic (docs/produkt.md §4, §6, docs/produkt.md §10): banners, account buttons, document-module availability,
 * term dates and "today" in the club's time zone.
 */
import { STANDARD_ZEITZONE, TEST_TAGE } from './constants.js';
import { addDays, addYears, compareIso, formatDatumDe, isoDateParts, toIsoDate } from './dates.js';
import type { IsoDate, VereinsKonto, VereinsUebersicht, VertragsArt } from './entities.js';
import { BANNER, bannerAboEndet, bannerTestEndet } from './messages.js';

/** Which banner it is, so a screen can key or style it. */
export type BannerId =
  | 'testAbgelaufen'
  | 'aboAbgelaufen'
  | 'gratisAbgelaufen'
  | 'aboEndet'
  | 'testEndet'
  | 'dokumentModulNurTest'
  | 'dokumentModulNichtVerfuegbar';

/** A banner to show: 'error' = danger (red), 'info' = blue. */
export interface Banner {
  id: BannerId;
  severity: 'error' | 'info';
  text: string;
}

/** Extra facts for the end-date banners, which the overview alone does not carry. */
export interface VertragsBannerOptionen {
  /** Contract end, when the source is an overview (a konto carries VertragsLaufzeitBis itself). */
  vertragsLaufzeitBis?: IsoDate | null;
  /** Whether a follow-on contract exists, when the source is an overview. */
  hatAnschlussVertrag?: boolean;
}

function istKonto(quelle: VereinsUebersicht | VereinsKonto): quelle is VereinsKonto {
  return 'VertragsLaufzeitBis' in quelle;
}

/**
 * Contract banners (docs/produkt.md §2 home, §4): expired Test / Jahresabonnement / Gratisbetrieb (error); an
 * info banner with the end date of a running trial, and of a running Jahresabonnement as long as it has no
 * follow-on contract (the whole term, not only its last days: it does not renew itself, §1).
 */
export function vertragsBanner(quelle: VereinsUebersicht | VereinsKonto, optionen: VertragsBannerOptionen = {}): Banner[] {
  const art = quelle.VertragsArt;
  if (quelle.VertragAbgelaufen) {
    if (art === 'Test') return [{ id: 'testAbgelaufen', severity: 'error', text: BANNER.testAbgelaufen }];
    if (art === 'Jahresabonnement') return [{ id: 'aboAbgelaufen', severity: 'error', text: BANNER.aboAbgelaufen }];
    if (art === 'Gratisbetrieb') return [{ id: 'gratisAbgelaufen', severity: 'error', text: BANNER.gratisAbgelaufen }];
    return [];
  }
  if (art !== 'Jahresabonnement' && art !== 'Test') return [];
  const ende = istKonto(quelle) ? quelle.VertragsLaufzeitBis : (optionen.vertragsLaufzeitBis ?? null);
  if (ende === null || isoDateParts(ende) === null) return [];
  if (art === 'Test') return [{ id: 'testEndet', severity: 'info', text: bannerTestEndet(formatDatumDe(ende)) }];
  const anschluss = istKonto(quelle) ? quelle.AnschlussVertragLaufzeitVon !== null : (optionen.hatAnschlussVertrag ?? false);
  if (anschluss) return [];
  return [{ id: 'aboEndet', severity: 'info', text: bannerAboEndet(formatDatumDe(ende)) }];
}

/** Which buttons and sections the account view shows (docs/produkt.md §2 account view, docs/produkt.md §10). */
export interface KontoAktionen {
  /** Raise the member count: an active (not expired) Jahresabonnement. */
  anpassenButton: boolean;
  /** Renew: a Jahresabonnement (running or expired) without follow-on contract. */
  erneuernButton: boolean;
  /** Buy a yearly subscription: any other contract type (Test, Werbung, Gratisbetrieb). */
  abschliessenButton: boolean;
  /** Show the follow-on contract's dates and count read-only. */
  anschlussVertragAnzeigen: boolean;
}

/** The account view's buttons for a club account. */
export function kontoAktionen(
  konto: Pick<VereinsKonto, 'VertragsArt' | 'VertragAbgelaufen' | 'AnschlussVertragLaufzeitVon'>,
): KontoAktionen {
  const abo = konto.VertragsArt === 'Jahresabonnement';
  const anschluss = konto.AnschlussVertragLaufzeitVon !== null && konto.AnschlussVertragLaufzeitVon !== undefined;
  return {
    anpassenButton: abo && !konto.VertragAbgelaufen,
    erneuernButton: abo && !anschluss,
    abschliessenButton: !abo,
    anschlussVertragAnzeigen: anschluss,
  };
}

/**
 * Whether the document module may be used (docs/produkt.md §6, docs/produkt.md §10): never for Werbung; Test only during the
 * trial; Gratisbetrieb and Jahresabonnement while not expired, because an expired paid contract loses
 * the module too (the expired banner then asks to renew).
 */
export function dokumentModulVerfuegbar(vertragsArt: VertragsArt, abgelaufen: boolean): boolean {
  if (vertragsArt === 'Werbung') return false;
  return !abgelaufen;
}

/** Why the document module is refused (the server's 403 text), or null when it is available. */
export function dokumentModulSperrgrund(vertragsArt: VertragsArt, abgelaufen: boolean): string | null {
  if (dokumentModulVerfuegbar(vertragsArt, abgelaufen)) return null;
  if (vertragsArt === 'Werbung') return BANNER.dokumentModulNichtVerfuegbar;
  if (vertragsArt === 'Test') return BANNER.dokumentModulNurTest;
  return vertragsArt === 'Jahresabonnement' ? BANNER.aboAbgelaufen : BANNER.gratisAbgelaufen;
}

/** Banner of the document list (docs/produkt.md §2): Test says "only during the trial", Werbung "not available". */
export function dokumentModulBanner(vertragsArt: VertragsArt, abgelaufen = false): Banner | null {
  if (vertragsArt === 'Test') {
    return { id: 'dokumentModulNurTest', severity: abgelaufen ? 'error' : 'info', text: BANNER.dokumentModulNurTest };
  }
  if (vertragsArt === 'Werbung') {
    return { id: 'dokumentModulNichtVerfuegbar', severity: 'error', text: BANNER.dokumentModulNichtVerfuegbar };
  }
  return null;
}

/** Start of a renewal (docs/produkt.md §2): the day after the current end, or today when already expired (or no end). */
export function erneuerungStart(ende: IsoDate | null, heute: IsoDate): IsoDate {
  if (ende === null || compareIso(heute, ende) > 0) return heute;
  return addDays(ende, 1);
}

/** Last day of a one-year term (docs/produkt.md §10: start + 1 year - 1 day); a term from 29 Feb ends on 28 Feb. */
export function laufzeitEnde(start: IsoDate): IsoDate {
  const p = isoDateParts(start);
  // addYears clamps 29 Feb to 28 Feb; one day less would then lose a day, so the end is 28 Feb itself.
  if (p && p[1] === 2 && p[2] === 29) return toIsoDate(p[0] + 1, 2, 28);
  return addDays(addYears(start, 1), -1);
}

/** Last day of the trial contract starting on `start`: TEST_TAGE days including the first. */
export function testEnde(start: IsoDate): IsoDate {
  return addDays(start, TEST_TAGE - 1);
}

/** Whether a contract ending on `ende` is expired on `heute` (docs/produkt.md §10: today > end; no end = never). */
export function vertragAbgelaufen(ende: IsoDate | null, heute: IsoDate): boolean {
  return ende !== null && compareIso(heute, ende) > 0;
}

const formatter = new Map<string, Intl.DateTimeFormat>();

/** Today as `YYYY-MM-DD` in an IANA time zone (default Europe/Zurich); throws RangeError for an unknown zone. */
export function heuteInZeitzone(tz: string = STANDARD_ZEITZONE, now: Date = new Date()): IsoDate {
  let f = formatter.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatter.set(tz, f);
  }
  // Read the parts instead of trusting en-CA's order, which differs between ICU versions.
  const parts = f.formatToParts(now);
  const teil = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return toIsoDate(teil('year'), teil('month'), teil('day'));
}

/** The fields of a stored contract that decide which one applies. */
export interface VertragsZeitraum {
  VertragId: number;
  VertragsArt: string;
  VertragsLaufzeitVon: IsoDate;
  /** Null: no end (Werbung). */
  VertragsLaufzeitBis: IsoDate | null;
}

/** Which of a club's contracts apply on a day (see waehleVertraege). */
export interface VertragsWahl<T extends VertragsZeitraum> {
  /** The contract covering today, else the one that ended last; null only for a club without any contract. */
  aktuell: T | null;
  /** The follow-on contract: the first Jahresabonnement starting after today and after the current one ends. */
  anschluss: T | null;
  /** Whether `aktuell` has ended before today. */
  abgelaufen: boolean;
}

function nachBeginn(a: VertragsZeitraum, b: VertragsZeitraum): number {
  return compareIso(a.VertragsLaufzeitVon, b.VertragsLaufzeitVon) || a.VertragId - b.VertragId;
}

/**
 * Chooses a club's current and follow-on contract on `heute` from all its contracts (in any order).
 * Several contracts cover a day only after an upgrade (e.g. a subscription bought during the trial, or
 * one the operator set): the latest start wins, and of equal starts the later created (higher id).
 */
export function waehleVertraege<T extends VertragsZeitraum>(vertraege: readonly T[], heute: IsoDate): VertragsWahl<T> {
  const sortiert = [...vertraege].sort(nachBeginn);
  const deckend = sortiert.filter(
    (r) =>
      compareIso(r.VertragsLaufzeitVon, heute) <= 0 && (r.VertragsLaufzeitBis === null || compareIso(r.VertragsLaufzeitBis, heute) >= 0),
  );
  let aktuell: T | null = deckend.at(-1) ?? null;
  if (aktuell === null) {
    // No contract today: the one that ended last (of equal ends the later started) stays current, expired.
    for (const r of sortiert) {
      if (r.VertragsLaufzeitBis === null || compareIso(r.VertragsLaufzeitBis, heute) >= 0) continue;
      if (aktuell === null || compareIso(r.VertragsLaufzeitBis, aktuell.VertragsLaufzeitBis!) >= 0) aktuell = r;
    }
  }
  const ende = aktuell?.VertragsLaufzeitBis ?? null;
  const anschluss =
    ende === null
      ? null
      : (sortiert.find(
          (r) =>
            r.VertragsArt === 'Jahresabonnement' &&
            compareIso(r.VertragsLaufzeitVon, ende) > 0 &&
            compareIso(r.VertragsLaufzeitVon, heute) > 0,
        ) ?? null);
  return { aktuell, anschluss, abgelaufen: aktuell !== null && vertragAbgelaufen(ende, heute) };
}
