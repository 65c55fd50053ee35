import type { Dokument, Mitglied } from '@vereinsportal/domain';

let n = 0;
/** A valid new member; override what the test is about. */
export function neuesMitglied(overrides: Partial<Mitglied> = {}): Mitglied {
  n++;
  return {
    MitgliedId: 0,
    Vorname: 'Max',
    Nachname: `Muster${n}`,
    Strasse: 'Hauptstrasse 1',
    Postleitzahl: '8000',
    Ort: 'Zürich',
    Telefonnummer1: null,
    Telefonnummer2: null,
    Emailadresse: `max${n}.${Date.now().toString(36)}@example.ch`,
    Mitgliedschaftsart: 'Aktive',
    Vereinsfunktion: null,
    Bemerkung: null,
    HatSystemZugriff: 1,
    IstVereinsAdministrator: 0,
    Status: 'A',
    ...overrides,
  };
}

/** A stored-file document ('Statuten', shown from 1 Jan 2026, for everyone); the file is sent beside it. */
export function neuesDokument(overrides: Partial<Dokument> = {}): Dokument {
  return {
    DokumentId: 0,
    DokumentBezeichnung: 'Statuten',
    AnzeigenVon: '2026-01-01',
    AnzeigenBis: null,
    OriginalDateiName: 'statuten.pdf',
    InternetLinkVerwenden: 0,
    DateiURL: null,
    FuerMitgliedschaftsart: null,
    ...overrides,
  };
}
