/** The invoice as the portal's list shows it (GET rechnungen), and the overdue banner on home. */
import * as v from 'valibot';
import { formatDatumDe } from '../dates.js';
import { formatBetrag, toCents } from '../money.js';
import { RECHNUNGS_STATUS } from './status.js';
import { RECHNUNG_BANNER } from './texte.js';

/** One invoice of the club's list; amounts in the currency's units with 2 decimals, dates `YYYY-MM-DD`. */
export const rechnungEntity = v.strictObject({
  RechnungId: v.number(),
  Rechnungsdatum: v.string(),
  FaelligAm: v.string(),
  /** Invoice total, e.g. 250.00. */
  Total: v.number(),
  /** What is still to pay (0 when paid or over-paid). */
  Offen: v.number(),
  Waehrung: v.string(),
  Status: v.picklist(RECHNUNGS_STATUS),
  /** 0 none, 1 Zahlungserinnerung, 2 '2. Mahnung'. */
  Mahnstufe: v.number(),
  /** The day the invoice became fully paid; null while open. */
  BezahltAm: v.nullable(v.string()),
  /** As printed on the bill (QRR or RF reference). */
  Zahlungsreferenz: v.string(),
  /** What is billed, e.g. 'Erhöhung der Anzahl Mitglieder im Jahresabonnement'. */
  Leistung: v.string(),
});
/** One row of the invoice list. */
export type RechnungListenEintrag = v.InferOutput<typeof rechnungEntity>;

/** Home's banner text while at least one invoice is overdue (oldest due date first); null when none is. */
export function ueberfaelligBanner(rechnungen: RechnungListenEintrag[]): string | null {
  const ueberfaellig = rechnungen
    .filter((r) => r.Status === 'überfällig')
    .sort((a, b) => (a.FaelligAm < b.FaelligAm ? -1 : a.FaelligAm > b.FaelligAm ? 1 : a.RechnungId - b.RechnungId));
  const beschrieben = ueberfaellig.map((r) => ({
    rechnung: RECHNUNG_BANNER.rechnung({
      nr: r.RechnungId,
      betrag: formatBetrag(toCents(r.Total), r.Waehrung),
      offen: r.Offen < r.Total ? formatBetrag(toCents(r.Offen), r.Waehrung) : null,
    }),
    faelligAm: formatDatumDe(r.FaelligAm),
  }));
  const [erste] = beschrieben;
  if (!erste) return null;
  if (beschrieben.length === 1) return RECHNUNG_BANNER.eine(erste.rechnung, erste.faelligAm);
  return RECHNUNG_BANNER.mehrere(beschrieben.length, beschrieben);
}
