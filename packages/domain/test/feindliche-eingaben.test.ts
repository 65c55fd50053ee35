// Input no form produces, sent by hand or by an attacker: it must end in German field errors, never a crash.
import { describe, expect, it } from 'vitest';
import {
  aboBestellungSchema,
  mitgliedSchema,
  newsSchema,
  pruefeImportMitglied,
  registrierungPayloadSchema,
  terminSchema,
  validate,
  vereinsKontoSchema,
} from '../src/index.js';

const mitglied = {
  Vorname: 'Anna',
  Nachname: 'Muster',
  Strasse: 'Weg 1',
  Postleitzahl: '8000',
  Ort: 'Zürich',
  Emailadresse: 'anna@example.ch',
};
const mitglied0 = { ...mitglied, HatSystemZugriff: '1' };
/** A valid club account (vereinsKontoSchema) with the shortest texts. */
const konto = {
  VereinsName: 'FC',
  Vorname: 'A',
  Nachname: 'B',
  Strasse: 'S',
  Postleitzahl: '1',
  Ort: 'O',
  LandId: 756,
  Emailadresse: 'a@b.ch',
};

describe('field names of built-in object properties', () => {
  it.each(['toString', 'hasOwnProperty', 'valueOf', 'constructor', 'isPrototypeOf', '__proto__'])(
    '%s is an unknown field, not a crash',
    (name) => {
      // JSON.parse makes "__proto__" an own property, as a request body would.
      const body: unknown = JSON.parse(JSON.stringify({ ...mitglied }).replace(/^\{/, `{"${name}":1,`));
      const result = validate(mitgliedSchema, body);
      expect(result.success).toBe(false);
      if (result.success) return;
      expect(Object.hasOwn(result.errors, name)).toBe(true);
      expect(result.errors[name]).toEqual([`Das Feld ${name} ist nicht erlaubt.`]);
      // The error object is still a plain object that serialises as such.
      expect(Object.getPrototypeOf(result.errors)).toBe(Object.prototype);
      expect(JSON.parse(JSON.stringify(result.errors))).toHaveProperty([name]);
    },
  );
});

describe('control characters in text', () => {
  it.each([
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['C1', '\u0085'],
  ])('%s in a name is a 400 naming the field', (_name, zeichen) => {
    const result = validate(mitgliedSchema, { ...mitglied, Vorname: `An${zeichen}na` });
    expect(result.success ? null : result.errors.Vorname).toEqual(['Vorname enthält unzulässige Steuerzeichen.']);
  });

  it('also in news, events, the account and the registration', () => {
    const fehler = (schema: Parameters<typeof validate>[0], body: unknown) => {
      const r = validate(schema, body);
      return r.success ? null : r.errors;
    };
    expect(fehler(newsSchema, { Titel: 'a\u0000', AnzeigenVon: '2026-01-01', AnzeigenBis: '2026-01-02' })?.Titel).toEqual([
      'Titel enthält unzulässige Steuerzeichen.',
    ]);
    expect(fehler(terminSchema, { Titel: 'x', Datum: '2026-01-01', Ganztaegig: 1, Ort: 'B\u0000ern' })?.Ort).toEqual([
      'Ort enthält unzulässige Steuerzeichen.',
    ]);
    expect(fehler(vereinsKontoSchema, { ...konto, Emailadresse: 'a@b.ch\u0000' })?.Emailadresse).toEqual([
      'Emailadresse enthält unzulässige Steuerzeichen.',
    ]);
    expect(fehler(registrierungPayloadSchema, { VereinsName: 'FC\u0000' })?.VereinsName).toEqual([
      'Vereinsname enthält unzulässige Steuerzeichen.',
    ]);
  });

  it('keeps line breaks and tabs in multi-line text', () => {
    const result = validate(mitgliedSchema, { ...mitglied, Bemerkung: 'Zeile 1\r\nZeile\t2' });
    expect(result.success && result.output.Bemerkung).toBe('Zeile 1\r\nZeile\t2');
  });
});

describe('numbers out of range', () => {
  it.each([2_147_483_648, 5e300, -1, 1.5])('record id %d is refused', (id) => {
    const result = validate(mitgliedSchema, { ...mitglied, MitgliedId: id });
    expect(result.success).toBe(false);
  });

  it('names the range for an id above the largest one', () => {
    const result = validate(mitgliedSchema, { ...mitglied, MitgliedId: 2_147_483_648 });
    expect(result.success ? null : result.errors.MitgliedId).toEqual(["MitgliedId muss eine ganze Zahl von 0 bis 2'147'483'647 sein."]);
  });

  it('refuses a country id of more than three digits', () => {
    const result = validate(vereinsKontoSchema, { ...konto, LandId: 2_147_483_650 });
    expect(result.success ? null : result.errors.LandId).toEqual(['Land hat einen ungültigen Wert.']);
  });
});

describe('control characters in an import row', () => {
  it('are named per column, in the preview and on the server alike', () => {
    const { mitglied, fehler } = pruefeImportMitglied({ ...mitglied0, Bemerkung: 'a\u0000b' });
    expect(mitglied).toBeNull();
    expect(fehler).toEqual([{ feld: 'Bemerkung', meldung: 'Das Feld Bemerkung enthält unzulässige Steuerzeichen!' }]);
  });
});

describe('subscription counts', () => {
  it('refuses a count beyond any club (it would be billed)', () => {
    const result = validate(aboBestellungSchema, { AnzahlMitglieder: 2_147_483_650 });
    expect(result.success ? null : result.errors.AnzahlMitglieder).toEqual([
      "Anzahl Mitglieder muss eine ganze Zahl von 10 bis 1'000'000 sein.",
    ]);
  });
});
