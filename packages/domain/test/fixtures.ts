import type { Mitglied } from '../src/index.js';

/** A valid new member as the portal sends it (Anna Muster, with system access); override what the test is about. */
export function anna(overrides: Partial<Mitglied> = {}): Mitglied {
  return {
    MitgliedId: 0,
    Vorname: 'Anna',
    Nachname: 'Muster',
    Strasse: 'Weg 1',
    Postleitzahl: '8000',
    Ort: 'Zürich',
    Telefonnummer1: null,
    Telefonnummer2: null,
    Emailadresse: 'anna@muster.ch',
    Mitgliedschaftsart: null,
    Vereinsfunktion: null,
    Bemerkung: null,
    HatSystemZugriff: 1,
    IstVereinsAdministrator: 0,
    Status: 'A',
    ...overrides,
  };
}
