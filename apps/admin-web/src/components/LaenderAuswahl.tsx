/** Country dropdown filled from the country list call (docs/produkt.md §2, §7). LandId 0/null = none chosen. */
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import type { Land } from '@vereinsportal/domain';
import { api } from '../lib/api';
import { useApiQuery } from '../lib/useApiCall';

export function useLaender() {
  return useApiQuery<Land[]>({
    queryKey: ['laender'],
    queryFn: () => api.getLaender(),
    staleTime: Infinity,
  });
}

export function LaenderAuswahl({
  value,
  onChange,
  fehler,
}: {
  value: number | null;
  onChange: (landId: number) => void;
  fehler?: string | undefined;
}) {
  const { data: laender = [] } = useLaender();
  const gewaehlt = value && laender.some((l) => l.LandId === value) ? String(value) : '';
  return (
    <MuiTextField
      select
      fullWidth
      margin="dense"
      required
      label="Land"
      value={gewaehlt}
      error={Boolean(fehler)}
      helperText={fehler}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      {laender.map((l) => (
        <MenuItem key={l.LandId} value={String(l.LandId)}>
          {l.Bezeichnung}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
