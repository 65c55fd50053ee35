import Alert from '@mui/material/Alert';
import { dokumentModulBanner } from '@vereinsportal/domain';
import { useVereinsUebersicht } from '../../lib/queries';

/** docs/produkt.md §2: the document module is only in the trial (Test) or not at all (Werbung). */
export function DokumentModulBanner() {
  const { data } = useVereinsUebersicht();
  const banner = data ? dokumentModulBanner(data.VertragsArt, data.VertragAbgelaufen) : null;
  if (!banner) return null;
  return (
    <Alert severity={banner.severity === 'error' ? 'error' : 'info'} sx={{ mb: 2 }}>
      {banner.text}
    </Alert>
  );
}
