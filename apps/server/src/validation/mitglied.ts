import type { FieldErrors, Flag, MitgliedStatus } from '@vereinsportal/domain';
import * as v from 'valibot';
import { addError, EMAIL_FORMAT, isValidEmail, MAX_MITGLIED, maxLaenge, pflichtfeld } from './domain-local.js';
import { flag, id, optionalFlag, parseWire, patchText, text, throwIfErrors } from './fields.js';

const TEXT_FELDER = [
  'Vorname',
  'Nachname',
  'Strasse',
  'Postleitzahl',
  'Ort',
  'Telefonnummer1',
  'Telefonnummer2',
  'Emailadresse',
  'Mitgliedschaftsart',
  'Vereinsfunktion',
  'Bemerkung',
] as const;
type TextFeld = (typeof TEXT_FELDER)[number];
const textFields = Object.fromEntries(TEXT_FELDER.map((f) => [f, text(f)])) as Record<TextFeld, ReturnType<typeof text>>;
const patchTextFields = Object.fromEntries(TEXT_FELDER.map((f) => [f, patchText(f)])) as Record<TextFeld, ReturnType<typeof patchText>>;
const status = v.optional(v.picklist(['A', 'D'] as const, "Das Feld Status muss 'A' oder 'D' sein."));

// TODO(domain): replace with domain's mitgliedSchema / mitgliedPatchSchema.
/** A whole member (create, import row). MitgliedId and AnzahlGeraete are accepted and ignored. */
export const mitgliedWireSchema = v.strictObject({
  MitgliedId: id('MitgliedId'),
  AnzahlGeraete: id('AnzahlGeraete'),
  ...textFields,
  HatSystemZugriff: v.optional(flag('HatSystemZugriff'), 1),
  IstVereinsAdministrator: v.optional(flag('IstVereinsAdministrator'), 0),
  Status: status,
});

/** A partial member (PATCH): only the fields present change, e.g. just { Status: 'D' }. */
export const mitgliedPatchWireSchema = v.strictObject({
  MitgliedId: id('MitgliedId'),
  AnzahlGeraete: id('AnzahlGeraete'),
  ...patchTextFields,
  HatSystemZugriff: optionalFlag('HatSystemZugriff'),
  IstVereinsAdministrator: optionalFlag('IstVereinsAdministrator'),
  Status: status,
});

export interface MitgliedDaten {
  Vorname: string | null;
  Nachname: string | null;
  Strasse: string | null;
  Postleitzahl: string | null;
  Ort: string | null;
  Telefonnummer1: string | null;
  Telefonnummer2: string | null;
  Emailadresse: string | null;
  Mitgliedschaftsart: string | null;
  Vereinsfunktion: string | null;
  Bemerkung: string | null;
  HatSystemZugriff: Flag;
  IstVereinsAdministrator: Flag;
  Status: MitgliedStatus;
}

/** SPEC §5 member rules on a complete member; returns the collected field errors. */
export function mitgliedRegeln(m: MitgliedDaten): FieldErrors {
  const errors: FieldErrors = {};
  for (const feld of ['Vorname', 'Nachname', 'Strasse', 'Postleitzahl', 'Ort'] as const) {
    if (!m[feld]) addError(errors, feld, pflichtfeld(feld));
  }
  for (const [feld, max] of Object.entries(MAX_MITGLIED) as [keyof typeof MAX_MITGLIED, number][]) {
    const value = m[feld];
    if (value && value.length > max) addError(errors, feld, maxLaenge(feld, max));
  }
  if (m.HatSystemZugriff === 1 && !m.Emailadresse) addError(errors, 'Emailadresse', pflichtfeld('Emailadresse'));
  else if (m.Emailadresse && !isValidEmail(m.Emailadresse)) addError(errors, 'Emailadresse', EMAIL_FORMAT);
  if (m.IstVereinsAdministrator === 1 && m.HatSystemZugriff !== 1) {
    addError(errors, 'IstVereinsAdministrator', 'Ein Vereinsadministrator braucht Systemzugriff.');
  }
  return errors;
}

export function parseMitglied(body: unknown): MitgliedDaten {
  const wire = parseWire(mitgliedWireSchema, body);
  const daten: MitgliedDaten = { ...wire, Status: wire.Status ?? 'A' };
  delete (daten as Partial<typeof wire>).MitgliedId;
  delete (daten as Partial<typeof wire>).AnzahlGeraete;
  throwIfErrors(mitgliedRegeln(daten));
  return daten;
}

export type MitgliedPatch = Partial<MitgliedDaten>;

export function parseMitgliedPatch(body: unknown): MitgliedPatch {
  const wire = parseWire(mitgliedPatchWireSchema, body);
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wire)) {
    if (value !== undefined && key !== 'MitgliedId' && key !== 'AnzahlGeraete') patch[key] = value;
  }
  return patch as MitgliedPatch;
}
