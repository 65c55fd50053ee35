/** A fee invoice's status chip with what is open, the payment day or the cancellation's reason beneath. */
import { formatDatumDe, RECHNUNGSLISTE_TEXT } from '@vereinsportal/domain';
import { ZahlungsStatus } from '../common/ZahlungsStatus';
import { chf } from './format';
import type { BeitragsrechnungEintrag } from './queries';
import { BEITRAEGE_TEXT } from './texte';

export function statusZusatz(r: BeitragsrechnungEintrag): string | null {
  if (r.Status === 'teilweise bezahlt') return RECHNUNGSLISTE_TEXT.nochOffen(chf(r.Offen));
  if (r.Status === 'bezahlt' && r.BezahltAm) return RECHNUNGSLISTE_TEXT.bezahltAm(formatDatumDe(r.BezahltAm));
  if (r.Status === 'storniert' && r.StornoGrund) return BEITRAEGE_TEXT.posten.storniert(r.StornoGrund);
  return null;
}

export function BeitragStatus({ rechnung, rechts = false }: { rechnung: BeitragsrechnungEintrag; rechts?: boolean }) {
  return <ZahlungsStatus status={rechnung.Status} zusatz={statusZusatz(rechnung)} rechts={rechts} />;
}
