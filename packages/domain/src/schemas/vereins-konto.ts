/** Account edit (docs/produkt.md §5 "Account edit"): all fields required, country not 0, e-mail by pattern. */
import * as v from 'valibot';
import { MAX } from '../constants.js';
import { vereinsKontoEntity, type VereinsKontoDaten } from '../entities.js';
import { kontoTextFelder, landFeld, objektMeldung, pflichtEmailFeld } from './fields.js';

const M = MAX.vereinsKonto;

/** The editable account fields. */
const bearbeitbar = {
  ...kontoTextFelder,
  LandId: landFeld('LandId'),
  Emailadresse: pflichtEmailFeld('Emailadresse', M.Emailadresse),
};

type NurLesen = Exclude<keyof typeof vereinsKontoEntity.entries, keyof typeof bearbeitbar>;

/**
 * What GET vereinsKonto answers beyond the editable fields, taken from its entity so a new read-only
 * field is covered too. A client may send the account back as it read it: these fields are accepted
 * and ignored (the contract data changes only through the subscription calls); any other unknown
 * field is refused.
 */
const nurLesen = Object.fromEntries(
  Object.keys(vereinsKontoEntity.entries)
    .filter((k) => !Object.hasOwn(bearbeitbar, k))
    .map((k) => [k, v.optional(v.unknown())]),
) as { [K in NurLesen]: v.OptionalSchema<v.UnknownSchema, undefined> };

/** PATCH vereinsKonto body: the editable account fields; strict but for the read-only ones, which are dropped. */
export const vereinsKontoSchema = v.pipe(
  v.strictObject({ ...bearbeitbar, ...nurLesen }, objektMeldung),
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
