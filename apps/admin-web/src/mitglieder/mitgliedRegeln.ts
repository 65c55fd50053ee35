import { mitgliedSchema, type Mitglied } from '@vereinsportal/domain';
import { pruefe, type Pruefung } from '../common/regeln';

/** Member save rules of docs/produkt.md §5 (domain schema); only the docs/produkt.md fields are checked, the schema is strict. */
export function mitgliedFehler(m: Mitglied): Pruefung {
  const { AnzahlGeraete: _ignoriert, ...felder } = m;
  return pruefe(mitgliedSchema, felder);
}
