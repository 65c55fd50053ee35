/**
 * Club registration (docs/produkt.md §5 "Registration"). The server receives only docs/produkt.md §3's VereinRegistrieren
 * (`registrierungPayloadSchema`, strict); the web form adds the two checkboxes (`registrierungSchema`).
 */
import * as v from 'valibot';
import { MAX } from '../constants.js';
import { MELDUNG } from '../validation-messages.js';
import { idFeld, kontoTextFelder, landFeld, objektMeldung, pflichtEmailFeld } from './fields.js';

const M = MAX.registrierung;

const payloadEntries = {
  VereinId: idFeld('VereinId'),
  LandId: landFeld('LandId'),
  ...kontoTextFelder,
  Emailadresse: pflichtEmailFeld('Emailadresse', M.Emailadresse),
  RecaptchaResponse: v.pipe(
    v.optional(v.nullable(v.string(MELDUNG.botCheckFehlt)), null),
    v.string(MELDUNG.botCheckFehlt),
    v.minLength(1, MELDUNG.botCheckFehlt),
    v.maxLength(M.RecaptchaResponse, MELDUNG.botCheckFehlt),
  ),
};

/** Registration payload of POST registrieren (docs/produkt.md §3 VereinRegistrieren); strict: unknown fields fail. */
export const registrierungPayloadSchema = v.strictObject(payloadEntries, objektMeldung);
/** Output of registrierungPayloadSchema. */
export type RegistrierungPayloadInput = v.InferOutput<typeof registrierungPayloadSchema>;

function angekreuzt(message: string) {
  return v.pipe(
    v.optional(v.boolean(message), false),
    v.check((b: boolean) => b, message),
  );
}

/** Registration form: the payload plus the ticked terms and privacy checkboxes (web only). */
export const registrierungSchema = v.strictObject(
  {
    ...payloadEntries,
    AgbAkzeptiert: angekreuzt(MELDUNG.agbNichtAkzeptiert),
    DatenschutzAkzeptiert: angekreuzt(MELDUNG.datenschutzNichtAkzeptiert),
  },
  objektMeldung,
);
/** Output of registrierungSchema. */
export type RegistrierungInput = v.InferOutput<typeof registrierungSchema>;
