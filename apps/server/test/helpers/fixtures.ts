import type { Dokument, Mitglied, News, TerminEingabe } from '@vereinsportal/domain';

/** The sign-in headers of the portal API (docs/api.md) for a club's administrator. */
export function anmeldeKopf(c: { vereinId: number; emailadresse: string; passwort: string }): Record<string, string> {
  return { vereinid: String(c.vereinId), emailadresse: encodeURIComponent(c.emailadresse), passwort: encodeURIComponent(c.passwort) };
}

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

/** A valid news item ('Generalversammlung', shown March and April 2026, for everyone); override what the test is about. */
export function neueNews(overrides: Partial<News> = {}): News {
  return {
    NewsId: 0,
    Titel: 'Generalversammlung',
    AnzeigenVon: '2026-03-01',
    AnzeigenBis: '2026-04-30',
    FuerMitgliedschaftsart: null,
    QuillHtmlData: null,
    ExterneHtmlDateiVerwenden: 0,
    ...overrides,
  };
}
