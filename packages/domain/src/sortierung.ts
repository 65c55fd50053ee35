/**
 * Member lists in German order (docs/produkt.md §2): by surname, then first name, with the German collation
 * (Bösch before Brunner, Dähler before Demo), as the portal's grid sorts. Sorted in JavaScript after the query,
 * so SQLite and PostgreSQL give the same order whatever collations the database server has installed.
 */
const KOLLATOR = new Intl.Collator('de-CH', { numeric: true });

interface Name {
  Vorname: string | null;
  Nachname: string | null;
}

/**
 * A member's full name, 'Vorname Nachname' without the missing part; null when both are empty (the caller
 * says what stands instead: nothing, or e.g. 'Mitglied 12').
 */
export function vollerName(m: { Vorname?: string | null; Nachname?: string | null } | null | undefined): string | null {
  return [m?.Vorname, m?.Nachname].filter(Boolean).join(' ') || null;
}

interface MitgliedName extends Name {
  MitgliedId: number;
}

/** Compares by surname, then first name; an empty name sorts last (e.g. an event's sign-ups). */
export function vergleicheNamen(a: Name, b: Name): number {
  return vergleicheText(a.Nachname, b.Nachname) || vergleicheText(a.Vorname, b.Vorname);
}

/** Compares by surname, first name, then id (a stable order for equal names). */
export function vergleicheMitgliedNamen(a: MitgliedName, b: MitgliedName): number {
  return vergleicheNamen(a, b) || a.MitgliedId - b.MitgliedId;
}

function vergleicheText(a: string | null, b: string | null): number {
  if (!a || !b) return (a ? 0 : 1) - (b ? 0 : 1);
  return KOLLATOR.compare(a, b);
}

/** Sorts the list in place by vergleicheMitgliedNamen and returns it. */
export function nachNamenSortieren<T extends MitgliedName>(mitglieder: T[]): T[] {
  return mitglieder.sort(vergleicheMitgliedNamen);
}
