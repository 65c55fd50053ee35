/** An invoice's status and when the next reminder is due (pure: the caller passes today's date). */
import { addDays } from '../dates.js';

/** The states an invoice is shown in. */
export const RECHNUNGS_STATUS = ['offen', 'teilweise bezahlt', 'bezahlt', 'überfällig', 'storniert'] as const;
/** One of `RECHNUNGS_STATUS`. */
export type RechnungsStatus = (typeof RECHNUNGS_STATUS)[number];

/** Days after the due date until the first reminder, and between the reminders (texts: `MAHNSTUFE_TEXT`). */
export const MAHNUNG_TAGE_STANDARD = 10;

/**
 * 'storniert' wins; then fully paid (also over-paid) is 'bezahlt'; a not fully paid invoice past its due
 * date is 'überfällig' (also when partly paid); else 'teilweise bezahlt' or 'offen'. Dates `YYYY-MM-DD`.
 */
export function rechnungsStatus(r: {
  totalCents: number;
  bezahltCents: number;
  faelligAm: string;
  heute: string;
  storniert?: boolean;
}): RechnungsStatus {
  if (r.storniert) return 'storniert';
  if (r.bezahltCents >= r.totalCents) return 'bezahlt';
  if (r.heute > r.faelligAm) return 'überfällig';
  return r.bezahltCents > 0 ? 'teilweise bezahlt' : 'offen';
}

/**
 * The reminder level due today for an invoice the caller knows is still open: level 1 once `tage` days
 * have passed since the due date, level 2 once another `tage` days have passed since level 1 was sent
 * (`letzteMahnungAm`); never beyond 2. null = nothing to send.
 */
export function mahnstufeFaellig(a: {
  faelligAm: string;
  heute: string;
  mahnstufe: 0 | 1 | 2;
  letzteMahnungAm: string | null;
  tage: number;
}): 1 | 2 | null {
  if (a.mahnstufe === 0) return a.heute >= addDays(a.faelligAm, a.tage) ? 1 : null;
  if (a.mahnstufe === 1) {
    // Without a recorded date, level 1 counts as sent on the day it became due.
    const stufe1Am = a.letzteMahnungAm ?? addDays(a.faelligAm, a.tage);
    return a.heute >= addDays(stufe1Am, a.tage) ? 2 : null;
  }
  return null;
}
