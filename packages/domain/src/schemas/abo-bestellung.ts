/** Subscription order payload (SPEC §3 abo, §9): AnzahlMitglieder >= 10 in steps of 5. */
import * as v from 'valibot';
import { ABO_MIN_MITGLIEDER, ABO_SCHRITT } from '../constants.js';
import { MELDUNG } from '../validation-messages.js';
import { objektMeldung } from './fields.js';

/**
 * Body of abonnementAbschliessen / -Anpassen / -Erneuern; strict. Rules that need the contract
 * (increase >= old + 5, >= members with system access) are in aboBestellungFehler.
 */
export const aboBestellungSchema = v.strictObject(
  {
    AnzahlMitglieder: v.pipe(
      v.number(MELDUNG.keineZahl('AnzahlMitglieder')),
      v.integer(MELDUNG.keineZahl('AnzahlMitglieder')),
      v.minValue(ABO_MIN_MITGLIEDER, MELDUNG.aboAnzahlMinimum(ABO_MIN_MITGLIEDER)),
      v.multipleOf(ABO_SCHRITT, MELDUNG.aboAnzahlSchritt(ABO_SCHRITT)),
    ),
  },
  objektMeldung,
);
/** Output of aboBestellungSchema. */
export type AboBestellungInput = v.InferOutput<typeof aboBestellungSchema>;
