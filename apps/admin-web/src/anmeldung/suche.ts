// The sign-in's search parameters, read by the route (routen.ts) and by the light page (leicht.tsx).
import { suchText } from '../common/suche';

/** The auto sign-in parameters (docs/produkt.md §2), kept as text; the form validates them. */
export interface AnmeldungSuche {
  vereinid?: string;
  userid?: string;
  passwort?: string;
}

export function anmeldungSuche(search: Record<string, unknown>): AnmeldungSuche {
  const s: AnmeldungSuche = {};
  const vereinid = suchText(search.vereinid);
  const userid = suchText(search.userid);
  const passwort = suchText(search.passwort);
  if (vereinid) s.vereinid = vereinid;
  if (userid) s.userid = userid;
  if (passwort) s.passwort = passwort;
  return s;
}
