/**
 * Documents: a stored PDF is fetched with the member's credentials (getAppDokumentDatei) and opened
 * from an object URL in a new tab (or downloaded where no tab opens); a link opens in a new tab.
 * A 403 (e.g. the club's contract has no document module) shows the server's reason.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { isApiError } from '@vereinsportal/api-client';
import { formatDatumDe, prefixUrl, type AppDokument } from '@vereinsportal/domain';
import { api } from '../common/api';
import { fehlerText, zeigeFehler } from '../common/notify';
import { zeigePdf } from '../common/pdf';
import { KEYS, useAppQuery } from '../common/queries';
import { Zustand } from '../common/Zustand';

function istLink(d: AppDokument): boolean {
  return d.InternetLinkVerwenden === 1 && Boolean(d.DateiURL);
}

export default function DokumenteScreen() {
  const query = useAppQuery(KEYS.dokumente, () => api.getAppDokumente());
  const [laedt, setLaedt] = useState<number | null>(null);

  const oeffnen = async (d: AppDokument) => {
    if (istLink(d)) {
      window.open(prefixUrl(d.DateiURL) ?? '', '_blank', 'noopener,noreferrer');
      return;
    }
    if (laedt !== null) return;
    // Opened now, inside the tap, so the browser does not block it; filled when the PDF is here.
    const fenster = window.open('', '_blank');
    setLaedt(d.DokumentId);
    try {
      const blob = await api.getAppDokumentDatei({ params: { DokumentId: d.DokumentId } });
      zeigePdf(blob, d.OriginalDateiName ?? `${d.DokumentBezeichnung}.pdf`, fenster);
    } catch (error) {
      fenster?.close();
      zeigeFehler(error);
    } finally {
      setLaedt(null);
    }
  };

  if (query.isError && isApiError(query.error) && query.error.status === 403) {
    return <Alert severity="info">{fehlerText(query.error)}</Alert>;
  }

  return (
    <Zustand query={query} leer={(d) => d.length === 0} leerText="Keine Dokumente vorhanden.">
      {(dokumente) => (
        <Card>
          <List disablePadding component="div">
            {dokumente.map((d, i) => (
              <ListItemButton
                key={d.DokumentId}
                divider={i < dokumente.length - 1}
                onClick={() => void oeffnen(d)}
                disabled={laedt === d.DokumentId}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  {laedt === d.DokumentId ? (
                    <CircularProgress size={22} aria-label="Wird geladen" />
                  ) : istLink(d) ? (
                    <OpenInNewIcon color="primary" aria-hidden />
                  ) : (
                    <PictureAsPdfIcon color="error" aria-hidden />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={d.DokumentBezeichnung}
                  secondary={`${istLink(d) ? 'Link' : 'PDF'} · ab ${formatDatumDe(d.AnzeigenVon)}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            ))}
          </List>
        </Card>
      )}
    </Zustand>
  );
}
