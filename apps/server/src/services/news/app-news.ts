/** The member app's current news (docs/produkt.md §6): the club's items whose window and category fit (domain app-regeln.ts). */
import { inhaltSichtbar } from '@vereinsportal/domain';
import type { AuthInfo } from '../../auth/credential-cache.js';
import type { AppDeps } from '../../context.js';
import { mitgliedschaftsartVon } from '../mitglieder/mitglied-zeile.js';
import { heute } from '../vertrag.js';

export async function appNewsLesen(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, auth: AuthInfo) {
  const { db } = deps;
  const tag = heute(deps);
  const [art, rows] = await Promise.all([
    mitgliedschaftsartVon(db, auth),
    // The database narrows to the window; the domain rule decides (window and category).
    db
      .selectFrom('news')
      .select(['NewsId', 'Titel', 'AnzeigenVon', 'AnzeigenBis', 'FuerMitgliedschaftsart', 'QuillHtmlData'])
      .where('VereinId', '=', auth.vereinId)
      .where('AnzeigenVon', '<=', tag)
      .where('AnzeigenBis', '>=', tag)
      .orderBy('AnzeigenVon', 'desc')
      .orderBy('NewsId', 'desc')
      .execute(),
  ]);
  return rows
    .filter((n) => inhaltSichtbar(n, art, tag))
    .map((n) => ({
      NewsId: n.NewsId,
      Titel: n.Titel,
      AnzeigenVon: n.AnzeigenVon,
      AnzeigenBis: n.AnzeigenBis,
      Html: n.QuillHtmlData ?? '',
    }));
}
