/**
 * Gives the event loop back for one turn. SQLite answers synchronously (better-sqlite3) and a printed mail has
 * no I/O either, so a long background run (an import's access mails, a day's reminders) would otherwise hold
 * every request until its last item. `versandRunde` calls this after each `FREIGABE_ALLE` candidates, the outbox
 * after each of its batches.
 */
export const FREIGABE_ALLE = 50;

export function ereignisschleifeFreigeben(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
