/**
 * Country field filled from the country list call (docs/produkt.md §2, §7): Schweiz first, then the rest in
 * German order (Ä, Ö, Ü with A, O, U); typing filters the list (accents ignored, so 'oster' finds Österreich).
 * LandId 0/null = none chosen; clearing the field chooses none.
 */
import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import MuiTextField from '@mui/material/TextField';
import type { Land } from '@vereinsportal/domain';
import { api } from '../common/api';
import { useApiQuery } from '../common/useApiCall';
import { QUERY_KEYS } from '../common/queryKeys';

/** Switzerland's LandId (ISO 3166-1 numeric, the server's ids): first in the list, preselected for a new registration. */
export const LAND_SCHWEIZ = 756;

const deutsch = new Intl.Collator('de');

/** Schweiz first, then every other country by its German name in German collation. */
export function laenderReihenfolge(laender: readonly Land[]): Land[] {
  const rest = laender.filter((l) => l.LandId !== LAND_SCHWEIZ).sort((a, b) => deutsch.compare(a.Bezeichnung, b.Bezeichnung));
  const schweiz = laender.find((l) => l.LandId === LAND_SCHWEIZ);
  return schweiz ? [schweiz, ...rest] : rest;
}

export function useLaender() {
  return useApiQuery<Land[]>({
    queryKey: QUERY_KEYS.laender,
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
  const { data, isPending } = useLaender();
  const laender = useMemo(() => laenderReihenfolge(data ?? []), [data]);
  const gewaehlt = (value && laender.find((l) => l.LandId === value)) || null;
  return (
    <Autocomplete
      fullWidth
      autoHighlight
      options={laender}
      loading={isPending}
      loadingText="Länder werden geladen ..."
      noOptionsText="Kein Land gefunden"
      value={gewaehlt}
      getOptionLabel={(l) => l.Bezeichnung}
      getOptionKey={(l) => l.LandId}
      isOptionEqualToValue={(a, b) => a.LandId === b.LandId}
      onChange={(_, l) => onChange(l?.LandId ?? 0)}
      renderInput={(params) => (
        <MuiTextField {...params} margin="dense" required label="Land" error={Boolean(fehler)} helperText={fehler} />
      )}
    />
  );
}
