/** A file answer of the server (a Blob) saved under a name the browser offers as download. */
import { toIsoDate } from '@vereinsportal/domain';

export function herunterladen(blob: Blob, dateiname: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = dateiname;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Today in the browser's time zone, as the administrator reads the date on the file. */
export function heuteIso(): string {
  const d = new Date();
  return toIsoDate(d.getFullYear(), d.getMonth() + 1, d.getDate());
}
