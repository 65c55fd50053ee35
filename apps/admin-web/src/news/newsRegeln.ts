import { newsSchema, type News } from '@vereinsportal/domain';
import { pruefe, type Pruefung } from '../common/regeln';

/** News save rules of docs/produkt.md §5 (domain schema). */
export function newsFehler(n: News): Pruefung {
  return pruefe(newsSchema, {
    NewsId: n.NewsId,
    Titel: n.Titel,
    AnzeigenVon: n.AnzeigenVon,
    AnzeigenBis: n.AnzeigenBis,
    FuerMitgliedschaftsart: n.FuerMitgliedschaftsart,
    ExterneHtmlDateiVerwenden: n.ExterneHtmlDateiVerwenden,
  });
}
