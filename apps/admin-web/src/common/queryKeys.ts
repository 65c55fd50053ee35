/**
 * The query keys several areas share (the club account and overview, categories, countries, the server's
 * settings, articles). An area's own keys live with its queries in <area>/queries.ts (queryOptions: key and
 * fetcher together), e.g. news/queries.ts NEWS_KEYS; keys are hierarchical: invalidating NEWS_KEYS.alle also
 * reaches every news list and news item below it.
 */
import type { QueryKey } from '@tanstack/react-query';

/**
 * The keys of one kind of record: all of them (what a write invalidates), a list per filter and one record.
 * Typed QueryKey (not literal tuples), so the list and record building blocks (ListenSeite, DatensatzSeite)
 * take the area's queryOptions.
 */
export function datensatzKeys(art: string) {
  return {
    alle: [art] as QueryKey,
    liste: (filter: boolean): QueryKey => [art, 'liste', filter],
    eintrag: (id: number): QueryKey => [art, 'eintrag', id],
  };
}

export const QUERY_KEYS = {
  laender: ['laender'],
  vereinsKonto: ['vereinsKonto'],
  vereinsUebersicht: ['vereinsUebersicht'],
  kategorien: ['mitgliederkategorien'],
  /** The server's settings for the screens (common/einstellungen.ts). */
  einstellungen: ['einstellungen'],
  artikel: (id: number) => ['artikel', id],
} as const;
