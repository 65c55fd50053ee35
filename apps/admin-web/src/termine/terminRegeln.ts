import { terminSchema, type Termin } from '@vereinsportal/domain';
import { pruefe, type Pruefung } from '../common/regeln';

/** Event save rules of docs/produkt.md §5 (domain schema). */
export function terminFehler(t: Termin): Pruefung {
  return pruefe(terminSchema, {
    TerminId: t.TerminId,
    Datum: t.Datum,
    DatumBis: t.DatumBis,
    Zeit: t.Zeit,
    ZeitBis: t.ZeitBis,
    Ganztaegig: t.Ganztaegig,
    Titel: t.Titel,
    Ort: t.Ort,
    URL: t.URL,
    Beschreibung: t.Beschreibung,
    MitAnAbmeldung: t.MitAnAbmeldung,
    FuerMitgliedschaftsart: t.FuerMitgliedschaftsart,
    MaxTeilnehmende: t.MaxTeilnehmende,
    ErinnerungStunden: t.ErinnerungStunden,
    ErinnerungAuchAngemeldete: t.ErinnerungAuchAngemeldete,
  });
}

/** The maximum as typed: empty -> null (no limit), digits -> the number, anything else NaN (the schema names it). */
export function maxTeilnehmendeAusText(text: string | null): number | null {
  if (text === null) return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}
