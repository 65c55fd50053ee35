/** The contract banners of docs/produkt.md §2, §4 (logic in domain's vertragsBanner). */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { vertragsBanner, type VereinsKonto } from '@vereinsportal/domain';

export function VertragsBanner({ konto }: { konto: VereinsKonto | undefined }) {
  if (!konto) return null;
  const banner = vertragsBanner(konto);
  if (banner.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      {banner.map((b) => (
        <Alert key={b.id} severity={b.severity} variant="filled" data-banner={b.id}>
          {b.text}
        </Alert>
      ))}
    </Stack>
  );
}
