/** How many values one `in (…)` list binds at most: well below SQLite's and PostgreSQL's parameter limits. */
export const IN_LISTE_MAX = 500;

/** Runs a query for each slice of at most IN_LISTE_MAX values and returns all rows, in slice order. */
export async function inStuecken<T, R>(werte: readonly T[], abfrage: (stueck: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let i = 0; i < werte.length; i += IN_LISTE_MAX) rows.push(...(await abfrage(werte.slice(i, i + IN_LISTE_MAX))));
  return rows;
}
