/** Member save (docs/produkt.md §5 "Member save"): required fields, lengths, and the e-mail/system-access/admin rules. */
import * as v from 'valibot';
import { MAX, MAX_ID } from '../constants.js';
import { MELDUNG } from '../validation-messages.js';
import { emailFeld, flagFeld, ganzeZahl, idFeld, kategorienFeld, objektMeldung, pflichtTextFeld, textFeld } from './fields.js';

const M = MAX.mitglied;

const mitgliedObjekt = v.strictObject(
  {
    MitgliedId: idFeld('MitgliedId'),
    Vorname: pflichtTextFeld('Vorname', M.Vorname),
    Nachname: pflichtTextFeld('Nachname', M.Nachname),
    Strasse: pflichtTextFeld('Strasse', M.Strasse),
    Postleitzahl: pflichtTextFeld('Postleitzahl', M.Postleitzahl),
    Ort: pflichtTextFeld('Ort', M.Ort),
    Telefonnummer1: textFeld('Telefonnummer1', M.Telefonnummer1),
    Telefonnummer2: textFeld('Telefonnummer2', M.Telefonnummer2),
    Emailadresse: emailFeld('Emailadresse', M.Emailadresse),
    Mitgliedschaftsart: kategorienFeld('Mitgliedschaftsart', M.Mitgliedschaftsart),
    Vereinsfunktion: textFeld('Vereinsfunktion', M.Vereinsfunktion),
    Bemerkung: textFeld('Bemerkung', M.Bemerkung),
    // Defaults of a new member (docs/produkt.md §3): system access on, not administrator, active.
    HatSystemZugriff: flagFeld('HatSystemZugriff', 1),
    IstVereinsAdministrator: flagFeld('IstVereinsAdministrator', 0),
    Status: v.optional(v.picklist(['A', 'D'], MELDUNG.ungueltig('Status')), 'A'),
    // List-only field: accepted so a fetched member can be sent back as it is; the server ignores it.
    AnzahlGeraete: v.optional(ganzeZahl('AnzahlGeraete', 0, MAX_ID)),
  },
  objektMeldung,
);

/** A member (POST mitglied, and the merged record of a PATCH); strict: unknown fields fail. */
export const mitgliedSchema = v.pipe(
  mitgliedObjekt,
  v.forward(
    v.partialCheck(
      [['HatSystemZugriff'], ['Emailadresse']],
      (m) => !(m.HatSystemZugriff === 1 && m.Emailadresse === null),
      MELDUNG.emailPflichtBeiSystemzugriff,
    ),
    ['Emailadresse'],
  ),
  v.forward(
    v.partialCheck(
      [['IstVereinsAdministrator'], ['HatSystemZugriff']],
      (m) => !(m.IstVereinsAdministrator === 1 && m.HatSystemZugriff === 0),
      MELDUNG.adminOhneSystemzugriff,
    ),
    ['HatSystemZugriff'],
  ),
  // With system access on, the rule above already asks for the e-mail; this covers an admin without it.
  v.forward(
    v.partialCheck(
      [['IstVereinsAdministrator'], ['HatSystemZugriff'], ['Emailadresse']],
      (m) => !(m.IstVereinsAdministrator === 1 && m.HatSystemZugriff === 0 && m.Emailadresse === null),
      MELDUNG.adminOhneEmail,
    ),
    ['Emailadresse'],
  ),
);
/** Output of mitgliedSchema. */
export type MitgliedInput = v.InferOutput<typeof mitgliedSchema>;

/**
 * PATCH mitglied/{id} body: any subset of the member fields (e.g. only Status), each checked on its own;
 * strict. The cross-field rules need the whole record: the server merges the patch into the stored
 * member and validates the result with mitgliedSchema.
 */
export const mitgliedPatchSchema = v.partial(mitgliedObjekt);
/** Output of mitgliedPatchSchema. */
export type MitgliedPatchInput = v.InferOutput<typeof mitgliedPatchSchema>;
