/**
 * The queries of one kind of record with a past filter (news, events): its keys (datensatzKeys), the list
 * per 'Auch vergangene … anzeigen' and one record, each queryOptions with key and fetcher together.
 */
import { queryOptions } from '@tanstack/react-query';
import { datensatzKeys } from './queryKeys';

export function datensatzQueries<L, E>(
  art: string,
  lesen: { liste: (auchVergangene: boolean) => Promise<L>; eintrag: (id: number) => Promise<E> },
) {
  const keys = datensatzKeys(art);
  return {
    keys,
    liste: (auchVergangene: boolean) => queryOptions({ queryKey: keys.liste(auchVergangene), queryFn: () => lesen.liste(auchVergangene) }),
    eintrag: (id: number) => queryOptions({ queryKey: keys.eintrag(id), queryFn: () => lesen.eintrag(id) }),
  };
}
