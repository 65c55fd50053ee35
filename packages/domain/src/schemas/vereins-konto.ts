/** Account edit (SPEC §5 "Account edit"): all fields required, country not 0, e-mail by pattern. */
import * as v from 'valibot';
import { MAX } from '../constants.js';
import type { VereinsKontoDaten } from '../entities.js';
import { landFeld, objektMeldung, pflichtEmailFeld, pflichtTextFeld } from './fields.js';

const M = MAX.vereinsKonto;

/** PATCH vereinsKonto body (SPEC §3 VereinsKontoDaten); strict: send `vereinsKontoDaten(konto)`, not the whole account. */
export const vereinsKontoSchema = v.strictObject(
  {
    VereinsName: pflichtTextFeld('VereinsName', M.VereinsName),
    Vorname: pflichtTextFeld('Vorname', M.Vorname),
    Nachname: pflichtTextFeld('Nachname', M.Nachname),
    Strasse: pflichtTextFeld('Strasse', M.Strasse),
    Postleitzahl: pflichtTextFeld('Postleitzahl', M.Postleitzahl),
    Ort: pflichtTextFeld('Ort', M.Ort),
    LandId: landFeld('LandId'),
    Emailadresse: pflichtEmailFeld('Emailadresse', M.Emailadresse),
  },
  objektMeldung,
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
