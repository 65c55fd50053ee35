import { describe, expect, it } from 'vitest';
import {
  ALLGEMEIN_FELD,
  IMPORT_MELDUNG,
  MELDUNG,
  POSTLEITZAHL_MAX,
  anmeldungSchema,
  appProfilSchema,
  importZeileSchema,
  firstError,
  mitgliedPatchSchema,
  mitgliedSchema,
  registrierungPayloadSchema,
  registrierungSchema,
  validate,
  vereinsKontoDaten,
  vereinsKontoSchema,
  type VereinsKonto,
} from '../src/index.js';
import { errorsOf, x } from './helpers.js';
import { anna } from './fixtures.js';

describe('anmeldungSchema (docs/produkt.md §5 sign-in)', () => {
  const ok = { vereinId: 1000, emailadresse: ' demo@vereinsportal.ch ', passwort: 'demo1234' };
  it('accepts and trims the e-mail, keeps the password as typed', () => {
    const r = validate(anmeldungSchema, { ...ok, passwort: ' pw ' });
    expect(r).toEqual({ success: true, output: { vereinId: 1000, emailadresse: 'demo@vereinsportal.ch', passwort: ' pw ' } });
  });
  it('accepts the club number as digits text', () => {
    expect(validate(anmeldungSchema, { ...ok, vereinId: '1001' })).toMatchObject({ success: true, output: { vereinId: 1001 } });
  });
  it.each([
    [{ vereinId: 0 }, 'vereinId', MELDUNG.vereinIdUngueltig],
    [{ vereinId: '0' }, 'vereinId', MELDUNG.vereinIdUngueltig],
    [{ vereinId: 'abc' }, 'vereinId', MELDUNG.vereinIdUngueltig],
    [{ vereinId: '' }, 'vereinId', 'Vereinsnummer darf nicht leer sein.'],
    [{ vereinId: null }, 'vereinId', 'Vereinsnummer darf nicht leer sein.'],
    [{ emailadresse: 'a@b' }, 'emailadresse', MELDUNG.emailFormat],
    [{ emailadresse: '' }, 'emailadresse', 'Emailadresse darf nicht leer sein.'],
    [{ passwort: '' }, 'passwort', 'Passwort darf nicht leer sein.'],
  ])('%j -> %s: %s', (patch, field, message) => {
    expect(firstError(errorsOf(validate(anmeldungSchema, { ...ok, ...patch })), field)).toBe(message);
  });
});

const registrierung = {
  VereinId: 0,
  LandId: 756,
  VereinsName: 'FC Muster',
  Vorname: 'Hans',
  Nachname: 'Muster',
  Strasse: 'Hauptstrasse 1',
  Postleitzahl: '8000',
  Ort: 'Zürich',
  Emailadresse: 'hans@muster.ch',
  RecaptchaResponse: 'payload',
};

describe('registrierungPayloadSchema / registrierungSchema (docs/produkt.md §5 registration)', () => {
  it('accepts the docs/produkt.md payload', () => {
    expect(validate(registrierungPayloadSchema, registrierung).success).toBe(true);
  });
  it.each([
    ['VereinsName', 255],
    ['Vorname', 35],
    ['Nachname', 35],
    ['Strasse', 70],
    ['Postleitzahl', 35],
    ['Ort', 70],
  ])('%s: %i characters ok, one more fails', (field, max) => {
    expect(validate(registrierungPayloadSchema, { ...registrierung, [field]: x(max) }).success).toBe(true);
    const r = validate(registrierungPayloadSchema, { ...registrierung, [field]: x(max + 1) });
    expect(firstError(errorsOf(r), field)).toBe(MELDUNG.maxLaenge(field, max));
  });
  it('e-mail 70 ok, 71 fails', () => {
    const e70 = `${x(64)}@ab.ch`;
    expect(e70.length).toBe(70);
    expect(validate(registrierungPayloadSchema, { ...registrierung, Emailadresse: e70 }).success).toBe(true);
    expect(errorsOf(validate(registrierungPayloadSchema, { ...registrierung, Emailadresse: `x${e70}` })).Emailadresse).toEqual([
      'Emailadresse darf maximal 70 Zeichen enthalten.',
    ]);
  });
  it.each([
    [{ LandId: 0 }, 'LandId', 'Land darf nicht leer sein.'],
    [{ LandId: null }, 'LandId', 'Land darf nicht leer sein.'],
    [{ VereinsName: '   ' }, 'VereinsName', 'Vereinsname darf nicht leer sein.'],
    [{ Ort: null }, 'Ort', 'Ort darf nicht leer sein.'],
    [{ Emailadresse: 'kein' }, 'Emailadresse', MELDUNG.emailFormat],
    [{ RecaptchaResponse: '' }, 'RecaptchaResponse', MELDUNG.botCheckFehlt],
    [{ RecaptchaResponse: null }, 'RecaptchaResponse', MELDUNG.botCheckFehlt],
    [{ Extra: 1 }, 'Extra', 'Das Feld Extra ist nicht erlaubt.'],
  ])('%j -> %s', (patch, field, message) => {
    expect(firstError(errorsOf(validate(registrierungPayloadSchema, { ...registrierung, ...patch })), field)).toBe(message);
  });
  it('the form needs both checkboxes ticked; the payload rejects them', () => {
    const form = { ...registrierung, AgbAkzeptiert: true, DatenschutzAkzeptiert: true };
    expect(validate(registrierungSchema, form).success).toBe(true);
    const e = errorsOf(validate(registrierungSchema, { ...form, AgbAkzeptiert: false, DatenschutzAkzeptiert: undefined }));
    expect(e.AgbAkzeptiert).toEqual([MELDUNG.agbNichtAkzeptiert]);
    expect(e.DatenschutzAkzeptiert).toEqual([MELDUNG.datenschutzNichtAkzeptiert]);
    expect(errorsOf(validate(registrierungPayloadSchema, form)).AgbAkzeptiert).toEqual(['Das Feld AgbAkzeptiert ist nicht erlaubt.']);
  });
  it('a non-object is a general error', () => {
    expect(errorsOf(validate(registrierungPayloadSchema, 'x'))).toEqual({ [ALLGEMEIN_FELD]: [MELDUNG.keinObjekt] });
  });
});

const mitglied = anna({ Strasse: 'Weg 2', Postleitzahl: '3000', Ort: 'Bern' });

describe('mitgliedSchema (docs/produkt.md §5 member save)', () => {
  it('normalises: trims, empty -> null, categories joined', () => {
    const r = validate(mitgliedSchema, {
      ...mitglied,
      Vorname: '  Anna ',
      Telefonnummer1: '  ',
      Mitgliedschaftsart: 'Aktiv, aktiv ,Vorstand',
    });
    expect(r).toMatchObject({ success: true, output: { Vorname: 'Anna', Telefonnummer1: null, Mitgliedschaftsart: 'Aktiv,Vorstand' } });
  });
  it('applies docs/produkt.md §3 defaults to missing fields', () => {
    const r = validate(mitgliedSchema, { Vorname: 'A', Nachname: 'B', Strasse: 'C', Postleitzahl: '1', Ort: 'D', Emailadresse: 'a@b.ch' });
    expect(r).toMatchObject({
      success: true,
      output: { MitgliedId: 0, HatSystemZugriff: 1, IstVereinsAdministrator: 0, Status: 'A', Bemerkung: null },
    });
  });
  it('accepts a fetched member with AnzahlGeraete and boolean flags', () => {
    const r = validate(mitgliedSchema, { ...mitglied, AnzahlGeraete: 2, HatSystemZugriff: true, IstVereinsAdministrator: false });
    expect(r).toMatchObject({ success: true, output: { HatSystemZugriff: 1, IstVereinsAdministrator: 0 } });
  });
  it.each([
    ['Vorname', 35],
    ['Nachname', 35],
    ['Strasse', 70],
    ['Postleitzahl', POSTLEITZAHL_MAX],
    ['Ort', 70],
    ['Telefonnummer1', 35],
    ['Telefonnummer2', 35],
    ['Vereinsfunktion', 35],
    ['Bemerkung', 256],
  ])('%s: %i ok, %i+1 fails', (field, max) => {
    expect(validate(mitgliedSchema, { ...mitglied, [field]: x(max) }).success).toBe(true);
    expect(errorsOf(validate(mitgliedSchema, { ...mitglied, [field]: x(max + 1) }))[field]).toEqual([MELDUNG.maxLaenge(field, max)]);
  });
  it('categories 500 ok, 501 fails', () => {
    expect(validate(mitgliedSchema, { ...mitglied, Mitgliedschaftsart: x(500) }).success).toBe(true);
    expect(firstError(errorsOf(validate(mitgliedSchema, { ...mitglied, Mitgliedschaftsart: x(501) })), 'Mitgliedschaftsart')).toBe(
      'Mitgliederkategorien darf maximal 500 Zeichen enthalten.',
    );
  });
  it.each(['Vorname', 'Nachname', 'Strasse', 'Postleitzahl', 'Ort'])('%s required after trimming', (field) => {
    expect(errorsOf(validate(mitgliedSchema, { ...mitglied, [field]: ' ' }))[field]).toEqual([MELDUNG.leer(field)]);
  });
  it.each([
    // [HatSystemZugriff, IstVereinsAdministrator, Emailadresse, expected errors]
    [1, 0, 'a@b.ch', {}],
    [1, 0, null, { Emailadresse: [MELDUNG.emailPflichtBeiSystemzugriff] }],
    [1, 0, 'kein', { Emailadresse: [MELDUNG.emailFormat] }],
    [0, 0, null, {}],
    [0, 0, 'kein', { Emailadresse: [MELDUNG.emailFormat] }],
    [0, 0, 'a@b.ch', {}],
    [1, 1, 'a@b.ch', {}],
    [1, 1, null, { Emailadresse: [MELDUNG.emailPflichtBeiSystemzugriff] }],
    [0, 1, 'a@b.ch', { HatSystemZugriff: [MELDUNG.adminOhneSystemzugriff] }],
    [0, 1, null, { HatSystemZugriff: [MELDUNG.adminOhneSystemzugriff], Emailadresse: [MELDUNG.adminOhneEmail] }],
  ] as const)('system access %i, admin %i, e-mail %j', (sys, admin, email, expected) => {
    const r = validate(mitgliedSchema, { ...mitglied, HatSystemZugriff: sys, IstVereinsAdministrator: admin, Emailadresse: email });
    expect(errorsOf(r)).toEqual(expected);
  });
  it('rejects unknown fields and bad flags/status', () => {
    const e = errorsOf(validate(mitgliedSchema, { ...mitglied, Passwort: 'x', HatSystemZugriff: 2, Status: 'X' }));
    expect(e.Passwort).toEqual(['Das Feld Passwort ist nicht erlaubt.']);
    expect(e.HatSystemZugriff).toEqual(['Systemzugriff muss 0 oder 1 sein.']);
    expect(e.Status).toEqual(['Status hat einen ungültigen Wert.']);
  });
  it('patch: any subset, each field checked, unknown fields rejected', () => {
    expect(validate(mitgliedPatchSchema, { Status: 'D' })).toEqual({ success: true, output: { Status: 'D' } });
    expect(validate(mitgliedPatchSchema, {})).toEqual({ success: true, output: {} });
    expect(errorsOf(validate(mitgliedPatchSchema, { Vorname: '' })).Vorname).toEqual([MELDUNG.leer('Vorname')]);
    expect(errorsOf(validate(mitgliedPatchSchema, { Foo: 1 })).Foo).toBeDefined();
  });
});

describe('vereinsKontoSchema (docs/produkt.md §5 account edit)', () => {
  // The registration's club and address fields, as the account shows them after registering.
  const { VereinId: _vereinId, RecaptchaResponse: _nachweis, ...angaben } = registrierung;
  const konto: VereinsKonto = {
    ...angaben,
    LandBezeichnung: 'Schweiz',
    VertragsArt: 'Test',
    VertragsLaufzeitVon: '2024-01-01',
    VertragsLaufzeitBis: '2024-01-30',
    VertragAnzahlMitglieder: 30,
    VertragAbgelaufen: false,
    AnschlussVertragLaufzeitVon: null,
    AnschlussVertragLaufzeitBis: null,
    AnschlussVertragAnzahlMitglieder: null,
  };
  it('vereinsKontoDaten picks the editable fields, which validate', () => {
    expect(validate(vereinsKontoSchema, vereinsKontoDaten(konto)).success).toBe(true);
  });
  it('accepts the account exactly as read (the read-only fields are dropped), but no unknown field', () => {
    const result = validate(vereinsKontoSchema, konto);
    expect(result.success && result.output).toEqual(vereinsKontoDaten(konto));
    expect(errorsOf(validate(vereinsKontoSchema, { ...konto, Rabatt: 100 })).Rabatt).toEqual(['Das Feld Rabatt ist nicht erlaubt.']);
  });
  it('postal code: accepts what registration accepted (35), one more fails', () => {
    expect(POSTLEITZAHL_MAX).toBe(35);
    expect(validate(vereinsKontoSchema, { ...vereinsKontoDaten(konto), Postleitzahl: x(35) }).success).toBe(true);
    expect(firstError(errorsOf(validate(vereinsKontoSchema, { ...vereinsKontoDaten(konto), Postleitzahl: x(36) })), 'Postleitzahl')).toBe(
      MELDUNG.maxLaenge('Postleitzahl', 35),
    );
  });
  it.each([
    ['LandId', 0, 'Land darf nicht leer sein.'],
    ['Emailadresse', 'x@', MELDUNG.emailFormat],
    ['Emailadresse', '', MELDUNG.leer('Emailadresse')],
    ['Vorname', x(36), MELDUNG.maxLaenge('Vorname', 35)],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(firstError(errorsOf(validate(vereinsKontoSchema, { ...vereinsKontoDaten(konto), [field]: value })), field)).toBe(message);
  });
});

describe('one postal-code limit (docs/produkt.md §5: registration, account edit, members)', () => {
  // Registration copies the postal code into the account and the first administrator; every form that
  // later saves them must accept every code registration accepted, and refuse the same ones.
  const konto = { VereinsName: 'FC', Vorname: 'A', Nachname: 'B', Strasse: 'S', Ort: 'O', LandId: 756, Emailadresse: 'a@b.ch' };
  const mitglied = { Vorname: 'A', Nachname: 'B', Strasse: 'S', Ort: 'O', HatSystemZugriff: 0 };
  const profil = { Strasse: 'S', Ort: 'O' };
  const meldung = MELDUNG.maxLaenge('Postleitzahl', POSTLEITZAHL_MAX);
  const schemas = [
    ['registration', (plz: string) => validate(registrierungPayloadSchema, { ...registrierung, Postleitzahl: plz }), meldung],
    ['account edit', (plz: string) => validate(vereinsKontoSchema, { ...konto, Postleitzahl: plz }), meldung],
    ['member', (plz: string) => validate(mitgliedSchema, { ...mitglied, Postleitzahl: plz }), meldung],
    ['member app profile', (plz: string) => validate(appProfilSchema, { ...profil, Postleitzahl: plz }), meldung],
    // The import speaks its own sentences (docs/produkt.md §5), with the same number.
    [
      'import row',
      (plz: string) => validate(importZeileSchema, { ...mitglied, HatSystemZugriff: '0', Postleitzahl: plz }),
      IMPORT_MELDUNG.maxLaenge('Postleitzahl', POSTLEITZAHL_MAX),
    ],
  ] as const;
  it.each(schemas)('%s: the limit characters ok, one more fails', (_name, pruefe, erwartet) => {
    expect(pruefe(x(POSTLEITZAHL_MAX)).success).toBe(true);
    const fehler = errorsOf(pruefe(x(POSTLEITZAHL_MAX + 1)));
    expect(Object.values(fehler).flat()).toContain(erwartet);
  });
});
