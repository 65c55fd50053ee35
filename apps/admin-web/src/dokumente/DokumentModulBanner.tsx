import Alert from '@mui/material/Alert';
import { dokumentModulBanner } from '@vereinsportal/domain';
import { useVereinsKonto, useVereinsUebersicht } from '../common/queries';
import { VertragsBanner } from '../abo/VertragsBanner';

/**
 * The banners of the document pages: the contract banner that applies (as on home, docs/produkt.md §2), since
 * an expired contract blocks the module (docs/produkt.md §10), and the module's own (only in the trial, or
 * not at all for Werbung).
 */
export function DokumentModulBanner() {
  // The account changes only through screens that refresh it (account edit, subscription): no reload per page.
  const { data: konto } = useVereinsKonto({ staleTime: 60_000 });
  const { data } = useVereinsUebersicht();
  const banner = data ? dokumentModulBanner(data.VertragsArt, data.VertragAbgelaufen) : null;
  return (
    <>
      <VertragsBanner konto={konto} />
      {banner && (
        <Alert severity={banner.severity === 'error' ? 'error' : 'info'} sx={{ mb: 2 }}>
          {banner.text}
        </Alert>
      )}
    </>
  );
}
