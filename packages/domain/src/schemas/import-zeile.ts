/** One member of the POST mitgliederimport body (docs/produkt.md §5 "Member import"), with the product's exact import messages. */
import * as v from 'valibot';
import { IMPORT_MAX_ZEILEN, IMPORT_MAX_ZEILENNR } from '../constants.js';
import type { Mitglied } from '../entities.js';
import { importZeilenNr, pruefeImportMitglied, type ImportKandidat } from '../import-mitglied.js';
import type { ValidationResult } from '../validation.js';
import { IMPORT_MELDUNG } from '../validation-messages.js';
import { ganzeZahl, objektMeldung } from './fields.js';

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
      HatSystemZugriff: v.optional(v.nullable(v.union([v.string(), v.number()], IMPORT_MELDUNG.hatSystemZugriff)), null),
      Telefonnummer1: text('Telefonnummer1'),
      Telefonnummer2: text('Telefonnummer2'),
      Vereinsfunktion: text('Vereinsfunktion'),
      Mitgliedschaftsart: text('Mitgliederkategorien'),
      Bemerkung: text('Bemerkung'),
      IstVereinsAdministrator: v.optional(v.literal(0, IMPORT_MELDUNG.nurNeueMitglieder), 0),
      Status: v.optional(v.literal('A', IMPORT_MELDUNG.nurNeueMitglieder), 'A'),
      // The row's line in the CSV file (header = 1). The wizard sends it, so the server's messages name the
      // line the preview named, also after skipped empty lines; without it the line is importZeilenNr(index).
      ZeilenNr: v.optional(ganzeZahl('ZeilenNr', 2, IMPORT_MAX_ZEILENNR)),
    },
    objektMeldung,
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }): ImportPayloadZeile => {
    const { ZeilenNr, ...input }: ImportKandidat & { ZeilenNr?: number } = dataset.value;
    const { mitglied, fehler } = pruefeImportMitglied(input);
    for (const f of fehler) {
      addIssue({
        message: f.meldung,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: f.feld, value: input[f.feld] }],
      });
    }
    if (mitglied === null) return NEVER;
    return ZeilenNr === undefined ? mitglied : { ...mitglied, ZeilenNr };
  }),
);

/** A member of the import payload, with the file line it came from when the sender knows it. */
export type ImportPayloadZeile = Mitglied & { ZeilenNr?: number };

/** The file line an import row's messages name: its ZeilenNr when it carries a valid one, else importZeilenNr(index). */
export function payloadZeilenNr(zeile: unknown, index: number): number {
  const nr = typeof zeile === 'object' && zeile !== null ? (zeile as { ZeilenNr?: unknown }).ZeilenNr : undefined;
  return typeof nr === 'number' && Number.isInteger(nr) && nr >= 2 && nr <= IMPORT_MAX_ZEILENNR ? nr : importZeilenNr(index);
}
/** Output of importZeileSchema. */
export type ImportZeileInput = v.InferOutput<typeof importZeileSchema>;

/** Error key of every message about the POST mitgliederimport body (docs/produkt.md §7 body `{ Import: [...] }`). */
export const IMPORT_FELD = 'Import';

/** The POST mitgliederimport body: a list of importZeileSchema members (check it with pruefeImportPayload). */
export const importPayloadSchema = v.array(importZeileSchema, IMPORT_MELDUNG.keineListe);

/**
 * Checks the whole POST mitgliederimport body: a non-empty list whose every element passes
 * importZeileSchema. All messages go under IMPORT_FELD; row messages are prefixed 'Zeilen Nr. {n}:'
 * with n = the row's line in the CSV file as the preview numbers it (payloadZeilenNr). The checks
 * that need the database (existing e-mails, free slots: importBestandsFehler) are the caller's.
 */
export function pruefeImportPayload(body: unknown): ValidationResult<ImportZeileInput[]> {
  const fehlschlag = (fehler: string[]): ValidationResult<ImportZeileInput[]> => ({ success: false, errors: { [IMPORT_FELD]: fehler } });
  if (!Array.isArray(body)) return fehlschlag([IMPORT_MELDUNG.keineListe]);
  if (body.length === 0) return fehlschlag([IMPORT_MELDUNG.keineMitglieder]);
  if (body.length > IMPORT_MAX_ZEILEN) return fehlschlag([IMPORT_MELDUNG.zuVieleZeilen]);
  const fehler: string[] = [];
  const mitglieder: ImportZeileInput[] = [];
  body.forEach((zeile: unknown, index) => {
    const result = v.safeParse(importZeileSchema, zeile);
    if (result.success) {
      mitglieder.push(result.output);
      return;
    }
    // Messages repeat only within a row (each carries its row number), so de-duplicate per row.
    const meldungen = new Set(result.issues.map((issue) => issue.message));
    for (const meldung of meldungen) fehler.push(IMPORT_MELDUNG.zeile(payloadZeilenNr(zeile, index), meldung));
  });
  return fehler.length > 0 ? fehlschlag(fehler) : { success: true, output: mitglieder };
}
