/** One member of the POST mitgliederimport body (SPEC §5 "Member import"), with SPEC's exact import messages. */
import * as v from 'valibot';
import type { Mitglied } from '../entities.js';
import { pruefeImportMitglied, type ImportKandidat } from '../import-mitglied.js';
import { IMPORT_MELDUNG } from '../validation-messages.js';
import { objektMeldung } from './fields.js';

function text(spalte: string) {
  return v.optional(v.nullable(v.string(IMPORT_MELDUNG.pflichtfeld(spalte))), null);
}

/**
 * One element of the import payload (use `v.array(importZeileSchema)` for the body); strict. Only new,
 * active, non-admin members: MitgliedId, Status and IstVereinsAdministrator may be absent or 0 / 'A' / 0.
 * The field rules are pruefeImportMitglied's, so server and CSV check agree. Output: the Mitglied.
 */
export const importZeileSchema = v.pipe(
  v.strictObject(
    {
      MitgliedId: v.optional(v.literal(0, IMPORT_MELDUNG.nurNeueMitglieder), 0),
      Vorname: text('Vorname'),
      Nachname: text('Nachname'),
      Strasse: text('Strasse'),
      Postleitzahl: text('Postleitzahl'),
      Ort: text('Ort'),
      Emailadresse: v.optional(v.nullable(v.string(IMPORT_MELDUNG.emailFormat)), null),
      HatSystemZugriff: v.optional(
        v.nullable(v.union([v.string(), v.number()], IMPORT_MELDUNG.hatSystemZugriff)),
        null,
      ),
      Telefonnummer1: text('Telefonnummer1'),
      Telefonnummer2: text('Telefonnummer2'),
      Vereinsfunktion: text('Vereinsfunktion'),
      Mitgliedschaftsart: text('Mitgliederkategorien'),
      Bemerkung: text('Bemerkung'),
      IstVereinsAdministrator: v.optional(v.literal(0, IMPORT_MELDUNG.nurNeueMitglieder), 0),
      Status: v.optional(v.literal('A', IMPORT_MELDUNG.nurNeueMitglieder), 'A'),
    },
    objektMeldung,
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }): Mitglied => {
    const input: ImportKandidat = dataset.value;
    const { mitglied, fehler } = pruefeImportMitglied(input);
    for (const f of fehler) {
      addIssue({
        message: f.meldung,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: f.feld, value: input[f.feld] }],
      });
    }
    return mitglied ?? NEVER;
  }),
);
/** Output of importZeileSchema. */
export type ImportZeileInput = v.InferOutput<typeof importZeileSchema>;
