import type { Dokument, Mitglied, TerminEingabe } from '@vereinsportal/domain';

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

/** A valid new event ('Training', 18:00-19:30 on `Datum`, with sign-up, for everyone); override what the test is about. */
export function neuerTermin(overrides: Partial<TerminEingabe> & Pick<TerminEingabe, 'Datum'>): TerminEingabe {
  return {
    TerminId: 0,
    DatumBis: null,
    Zeit: '18:00',
    ZeitBis: '19:30',
    Ganztaegig: 0,
    Titel: 'Training',
    Ort: null,
    URL: null,
    Beschreibung: null,
    MitAnAbmeldung: 1,
    FuerMitgliedschaftsart: null,
    MaxTeilnehmende: null,
    ...overrides,
  };
}
