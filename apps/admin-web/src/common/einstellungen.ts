/**
 * The server's settings for the screens (GET einstellungen): the club's time zone (TZ_CLUB), in which every
 * date and time is shown whatever zone the browser runs in, and the addresses of the terms and privacy policy.
 * Until they have loaded, and if they fail to, the defaults apply (they are the server's defaults too).
 *
 *   const zeitzone = useZeitzone();                     // React: re-renders when the settings arrive
 *   vereinsZeitzone()                                  // outside React: what has loaded so far
 */
import { useQuery } from '@tanstack/react-query';
import { STANDARD_AGB_URL, STANDARD_DATENSCHUTZ_URL, STANDARD_ZEITZONE } from '@vereinsportal/domain';
import { api, type Api } from './api';
import { queryClient } from './queryClient';
import { QUERY_KEYS } from './queryKeys';

export type Einstellungen = Awaited<ReturnType<Api['getEinstellungen']>>;

export const STANDARD_EINSTELLUNGEN: Einstellungen = Object.freeze({
  Zeitzone: STANDARD_ZEITZONE,
  AgbUrl: STANDARD_AGB_URL,
  DatenschutzUrl: STANDARD_DATENSCHUTZ_URL,
});

const abfrage = {
  queryKey: QUERY_KEYS.einstellungen,
  queryFn: () => api.getEinstellungen(),
  // They change only with a server restart; a failure leaves the defaults, without a message.
  staleTime: Infinity,
  retry: false,
} as const;

/** Starts loading the settings (the portal's frame does, so the first screen has them). */
export function einstellungenVorladen(): void {
  void queryClient.prefetchQuery(abfrage);
}

export function useEinstellungen(): Einstellungen {
  return useQuery(abfrage).data ?? STANDARD_EINSTELLUNGEN;
}

export function useZeitzone(): string {
  return useEinstellungen().Zeitzone;
}

/** The club's time zone as loaded so far, for code outside React (file names). */
export function vereinsZeitzone(): string {
  return queryClient.getQueryData<Einstellungen>(QUERY_KEYS.einstellungen)?.Zeitzone ?? STANDARD_ZEITZONE;
}
