/** Subscription order payload: AnzahlMitglieder, checked by the subscription count rule. */
import * as v from 'valibot';
import { ABO_MAX_MITGLIEDER, ABO_MIN_MITGLIEDER, ABO_SCHRITT } from '../constants.js';
import { MELDUNG } from '../validation-messages.js';
import { objektMeldung } from './fields.js';

/**
 * The count rule of every subscription order, written once: a whole number, at least
 * ABO_MIN_MITGLIEDER (10), a multiple of ABO_SCHRITT (5), at most ABO_MAX_MITGLIEDER. The body schema
 * below uses it (so the OpenAPI document shows minimum and multipleOf), and aboAnzahlFehler runs it for
 * the web's submit button and the server's order checks.
 */
export const aboAnzahlSchema = v.pipe(
  v.number(MELDUNG.keineZahl('AnzahlMitglieder')),
  v.integer(MELDUNG.keineZahl('AnzahlMitglieder')),
  v.minValue(ABO_MIN_MITGLIEDER, MELDUNG.aboAnzahlMinimum(ABO_MIN_MITGLIEDER)),
  v.multipleOf(ABO_SCHRITT, MELDUNG.aboAnzahlSchritt(ABO_SCHRITT)),
  v.maxValue(ABO_MAX_MITGLIEDER, MELDUNG.zahlBereich('AnzahlMitglieder', ABO_MIN_MITGLIEDER, ABO_MAX_MITGLIEDER)),
);

/**
 * Body of abonnementAbschliessen / -Anpassen / -Erneuern; strict. Rules that need the contract
 * (increase >= old + 5, >= members with system access) are in aboAnzahlFehler / aboBestellungFehler.
 */
export const aboBestellungSchema = v.strictObject({ AnzahlMitglieder: aboAnzahlSchema }, objektMeldung);
/** Output of aboBestellungSchema. */
export type AboBestellungInput = v.InferOutput<typeof aboBestellungSchema>;
