import { splitKategorien } from '@vereinsportal/domain';
import type { Db } from '../../db/schema.js';

/** The categories used on the club's members (the category picker), in German order. */
export async function mitgliederkategorien(db: Db, vereinId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('mitglied')
    .select('Mitgliedschaftsart')
    .distinct()
    .where('VereinId', '=', vereinId)
    .where('Mitgliedschaftsart', 'is not', null)
    .execute();
  const kategorien = new Set<string>();
  for (const row of rows) for (const k of splitKategorien(row.Mitgliedschaftsart)) kategorien.add(k);
  return [...kategorien].sort((a, b) => a.localeCompare(b, 'de'));
}
