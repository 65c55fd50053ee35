// Sample entities for request bodies; values only need the right shape.
import type {
  Dokument,
  Mitglied,
  News,
  TerminEingabe,
  TerminSerieInput,
  VereinRegistrieren,
  VereinsKontoDaten,
} from '@vereinsportal/domain';

/** A member with every field set. */
export const mitglied: Mitglied = {
  MitgliedId: 0,
  Vorname: 'Anna',
  Nachname: 'Müller',
  Strasse: 'Hauptstrasse 1',
  Postleitzahl: '8000',
  Ort: 'Zürich',
  Telefonnummer1: null,
  Telefonnummer2: null,
  Emailadresse: 'anna@example.ch',
  Mitgliedschaftsart: 'Aktiv',
  Vereinsfunktion: null,
  Bemerkung: null,
  HatSystemZugriff: 1,
  IstVereinsAdministrator: 0,
  Status: 'A',
};

/** A new news article with editor content. */
export const news: News = {
  NewsId: 0,
  Titel: 'Generalversammlung',
  AnzeigenVon: '2025-01-01',
  AnzeigenBis: '2025-02-01',
  FuerMitgliedschaftsart: null,
  QuillHtmlData: '<p>Hallo</p>',
  ExterneHtmlDateiVerwenden: 0,
};

/** A new event. */
export const termin: TerminEingabe = {
  TerminId: 0,
  Datum: '2025-03-01',
  DatumBis: null,
  Zeit: '19:00',
  ZeitBis: '21:00',
  Ganztaegig: 0,
  Titel: 'Probe',
  Ort: 'Halle',
  URL: null,
  Beschreibung: null,
  MitAnAbmeldung: 1,
  FuerMitgliedschaftsart: null,
  MaxTeilnehmende: null,
};

/** A new series: Saturdays in March 2025 without the 15th (docs/termine.md). */
export const terminSerie: TerminSerieInput = {
  ...(({ TerminId: _id, ...felder }) => felder)(termin as Omit<TerminSerieInput, 'Wiederholung'> & { TerminId: number }),
  Wiederholung: {
    Art: 'woechentlich',
    Intervall: 1,
    Wochentage: ['SA'],
    MonatsWoche: null,
    Wochentag: null,
    MonatsTag: null,
    Bis: '2025-03-29',
    Anzahl: null,
    Ausnahmen: ['2025-03-15'],
  },
};

/** A new document with a file. */
export const dokument: Dokument = {
  DokumentId: 0,
  DokumentBezeichnung: 'Statuten',
  AnzeigenVon: '2025-01-01',
  AnzeigenBis: null,
  OriginalDateiName: null,
  InternetLinkVerwenden: 0,
  DateiURL: null,
  FuerMitgliedschaftsart: null,
};

/** The editable fields of a club account. */
export const vereinsKonto = {
  VereinsName: 'FC Test',
  Vorname: 'Anna',
  Nachname: 'Müller',
  Strasse: 'Hauptstrasse 1',
  Postleitzahl: '8000',
  Ort: 'Zürich',
  LandId: 756,
  Emailadresse: 'anna@example.ch',
} satisfies VereinsKontoDaten;

/** A registration payload: the account's fields and the bot check's answer. */
export const registrierung: VereinRegistrieren = { ...vereinsKonto, VereinId: 0, RecaptchaResponse: 'payload' };

/** The first bytes of a PDF, with a byte that is not valid UTF-8 and a NUL, so a text round trip would show. */
export const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0xff, 0x00]);
