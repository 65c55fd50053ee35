/** Account edit (docs/produkt.md §5 "Account edit"): all fields required, country not 0, e-mail by pattern. */
import * as v from 'valibot';
import { MAX } from '../constants.js';
import type { VereinsKontoDaten } from '../entities.js';
import { landFeld, objektMeldung, pflichtEmailFeld, pflichtTextFeld } from './fields.js';

const M = MAX.vereinsKonto;

/**
 * What GET vereinsKonto answers beyond the editable fields. A client may send the account back as it
 * read it: these fields are accepted and ignored (the contract data changes only through the
 * subscription calls); any other unknown field is refused.
 */
const nurLesen = {
  LandBezeichnung: v.optional(v.unknown()),
  VertragsArt: v.optional(v.unknown()),
  VertragsLaufzeitVon: v.optional(v.unknown()),
  VertragsLaufzeitBis: v.optional(v.unknown()),
  VertragAnzahlMitglieder: v.optional(v.unknown()),
  VertragAbgelaufen: v.optional(v.unknown()),
  AnschlussVertragLaufzeitVon: v.optional(v.unknown()),
  AnschlussVertragLaufzeitBis: v.optional(v.unknown()),
  AnschlussVertragAnzahlMitglieder: v.optional(v.unknown()),
};

/** PATCH vereinsKonto body: the editable account fields; strict but for the read-only ones, which are dropped. */
export const vereinsKontoSchema = v.pipe(
  v.strictObject(
    {
      VereinsName: pflichtTextFeld('VereinsName', M.VereinsName),
      Vorname: pflichtTextFeld('Vorname', M.Vorname),
      Nachname: pflichtTextFeld('Nachname', M.Nachname),
      Strasse: pflichtTextFeld('Strasse', M.Strasse),
      Postleitzahl: pflichtTextFeld('Postleitzahl', M.Postleitzahl),
      Ort: pflichtTextFeld('Ort', M.Ort),
      LandId: landFeld('LandId'),
      Emailadresse: pflichtEmailFeld('Emailadresse', M.Emailadresse),
      ...nurLesen,
    },
    objektMeldung,
  ),
  v.transform((konto) => vereinsKontoDaten(konto)),
);
/** Output of vereinsKontoSchema. */
export type VereinsKontoInput = v.InferOutput<typeof vereinsKontoSchema>;

/**
 * The editable fields of a club account, i.e. the body vereinsKontoSchema expects. Generic so a
 * validated source (non-null fields) keeps its field types.
 */
export function vereinsKontoDaten<T extends VereinsKontoDaten>(konto: T): Pick<T, keyof VereinsKontoDaten> {
  return {
    VereinsName: konto.VereinsName,
    Vorname: konto.Vorname,
    Nachname: konto.Nachname,
    Strasse: konto.Strasse,
    Postleitzahl: konto.Postleitzahl,
    Ort: konto.Ort,
    LandId: konto.LandId,
    Emailadresse: konto.Emailadresse,
  };
}
