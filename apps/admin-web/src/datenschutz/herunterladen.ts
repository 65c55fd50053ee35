/** A file answer of the server (a Blob) saved under a name the browser offers as download. */
import { heuteInZeitzone } from '@vereinsportal/domain';
import { vereinsZeitzone } from '../common/einstellungen';

export function herunterladen(blob: Blob, dateiname: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = dateiname;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Today in the club's time zone (TZ_CLUB), the date on the file like every date the portal shows. */
export function heuteIso(): string {
  return heuteInZeitzone(vereinsZeitzone());
}
