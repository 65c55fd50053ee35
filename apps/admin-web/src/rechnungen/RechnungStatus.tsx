/** An invoice's status chip with what is still open or the day it was paid beneath. */
import { formatBetrag, formatDatumDe, RECHNUNGSLISTE_TEXT, toCents, type RechnungListenEintrag } from '@vereinsportal/domain';
import { ZahlungsStatus } from '../common/ZahlungsStatus';

/** The line under the chip: the rest of a partly paid invoice, the payment day of a paid one. */
export function statusZusatz(r: RechnungListenEintrag): string | null {
  if (r.Status === 'teilweise bezahlt') return RECHNUNGSLISTE_TEXT.nochOffen(formatBetrag(toCents(r.Offen), r.Waehrung));
  if (r.Status === 'bezahlt' && r.BezahltAm) return RECHNUNGSLISTE_TEXT.bezahltAm(formatDatumDe(r.BezahltAm));
  return null;
}

export function RechnungStatus({ rechnung, rechts = false }: { rechnung: RechnungListenEintrag; rechts?: boolean }) {
  return <ZahlungsStatus status={rechnung.Status} zusatz={statusZusatz(rechnung)} rechts={rechts} />;
}
