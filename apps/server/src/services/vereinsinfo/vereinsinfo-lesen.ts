import type { VereinsInfo } from '@vereinsportal/domain';
import type { Db } from '../../db/schema.js';

/** The club's saved info page, undefined before its first save. */
export function vereinsinfoZeile(db: Db, vereinId: number): Promise<VereinsInfo | undefined> {
  return db
    .selectFrom('vereinsinfo')
    .select(['ExterneHtmlDateiVerwenden', 'QuillHtmlData'])
    .where('VereinId', '=', vereinId)
    .executeTakeFirst();
}

/** The club info page; a club that never saved one gets an empty one. */
export async function vereinsinfoLaden(db: Db, vereinId: number): Promise<VereinsInfo> {
  return (await vereinsinfoZeile(db, vereinId)) ?? { ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null };
}
