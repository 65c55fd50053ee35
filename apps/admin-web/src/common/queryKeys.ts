/**
 * Every TanStack Query key of the portal in one place, so the screen that reads and the save that
 * invalidates name the same key. Keys are hierarchical: invalidating `news.alle` also reaches every
 * news list and news item below it.
 */
export const QUERY_KEYS = {
  laender: ['laender'],
  vereinsInfo: ['vereinsInfo'],
  vereinsKonto: ['vereinsKonto'],
  vereinsUebersicht: ['vereinsUebersicht'],
  /** The home page's first steps and app address (home/HomeScreen.tsx). */
  startseite: ['startseite'],
  kategorien: ['mitgliederkategorien'],
  outbox: ['outbox'],
  /** The server's settings for the screens (common/einstellungen.ts). */
  einstellungen: ['einstellungen'],
  aenderungsprotokoll: (filter: { Bereich: string; Von: string; Bis: string }) => ['aenderungsprotokoll', filter],
  artikel: (id: number) => ['artikel', id],
  news: {
    alle: ['news'],
    liste: (auchVergangene: boolean) => ['news', 'liste', auchVergangene],
    eintrag: (id: number) => ['news', 'eintrag', id],
  },
  termine: {
    alle: ['termine'],
    liste: (auchVergangene: boolean) => ['termine', 'liste', auchVergangene],
    eintrag: (id: number) => ['termine', 'eintrag', id],
    anAbmeldungen: (id: number) => ['termine', 'anAbmeldungen', id],
  },
  /** The club's calendar subscription address (termine/KalenderAbo.tsx). */
  kalenderAbo: ['kalenderAbo'],
  dokumente: {
    alle: ['dokumente'],
    liste: ['dokumente', 'liste'],
    eintrag: (id: number) => ['dokumente', 'eintrag', id],
  },
  rundmail: {
    alle: ['rundmail'],
    liste: ['rundmail', 'liste'],
    vorschau: (kategorien: string | null) => ['rundmail', 'vorschau', kategorien],
  },
  mitglieder: {
    alle: ['mitglieder'],
    liste: (auchGeloeschte: boolean) => ['mitglieder', 'liste', auchGeloeschte],
    eintrag: (id: number) => ['mitglieder', 'eintrag', id],
  },
} as const;
