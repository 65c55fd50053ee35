/**
 * Calendar subscription (docs/produkt.md "Kalender abonnieren"): a secret iCalendar address per club
 * (every event, as the administrator sees them) and per member (the events the member app shows,
 * same category rule). What goes into a feed is decided here; the server writes the iCalendar text.
 */
import * as v from 'valibot';
import { kategoriePasst } from './app-regeln.js';
import { addDays, compareIso } from './dates.js';
import type { IsoDate } from './entities.js';
import { MELDUNG } from './validation-messages.js';

/** Past events stay in a feed this many days after their last day. */
export const KALENDER_VERGANGENE_TAGE = 90;

/** Length of a feed's secret: 32 random bytes in base64url. */
export const KALENDER_GEHEIMNIS_LAENGE = 43;

/** Path parameter of the feed: the secret (base64url, fixed length). */
export const kalenderParams = v.strictObject({
  Geheimnis: v.pipe(
    v.string(MELDUNG.ungueltig('Geheimnis')),
    v.regex(new RegExp(`^[A-Za-z0-9_-]{${KALENDER_GEHEIMNIS_LAENGE}}$`), MELDUNG.ungueltig('Geheimnis')),
  ),
});

/**
 * The subscription address as the portal or the app shows it. URL null: the stored address cannot be
 * read back (SERVER_SECRET changed since it was made); the feed still works, a new address replaces it.
 */
export const kalenderAboEntity = v.strictObject({ URL: v.nullable(v.string()) });
export type KalenderAbo = v.InferOutput<typeof kalenderAboEntity>;

/** A calendar client subscribes with webcal:// (the same address, opened by the calendar app). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}

/** True when an event belongs in a feed today: its last day is at most 90 days ago (future events always). */
export function terminImKalender(termin: { Datum: string; DatumBis: string | null }, heute: IsoDate): boolean {
  return compareIso(termin.DatumBis ?? termin.Datum, addDays(heute, -KALENDER_VERGANGENE_TAGE)) >= 0;
}

/**
 * The events of a feed: the window above, and for a member's feed (`mitgliedschaftsart` given) only
 * events meant for one of the member's categories or for everyone. The club's feed passes null.
 */
export function kalenderTermine<T extends { Datum: string; DatumBis: string | null; FuerMitgliedschaftsart: string | null }>(
  termine: readonly T[],
  heute: IsoDate,
  mitglied: { mitgliedschaftsart: string | null } | null,
): T[] {
  return termine.filter(
    (t) => terminImKalender(t, heute) && (mitglied === null || kategoriePasst(t.FuerMitgliedschaftsart, mitglied.mitgliedschaftsart)),
  );
}
