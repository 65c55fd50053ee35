/**
 * Shows a downloaded PDF: in the tab opened at the tap (opened then, so it is not blocked as a pop-up), else
 * as a download. The object URL is only a handle; it is revoked once the tab has loaded it.
 *
 *   const fenster = window.open('', '_blank');   // inside the tap
 *   zeigePdf(await api.getAppDokumentDatei(...), 'name.pdf', fenster);
 */
export function zeigePdf(blob: Blob, dateiName: string, fenster: Window | null): void {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  if (fenster && !fenster.closed) {
    fenster.location.href = url;
  } else {
    const a = document.createElement('a');
    a.href = url;
    a.download = dateiName;
    document.body.append(a);
    a.click();
    a.remove();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
