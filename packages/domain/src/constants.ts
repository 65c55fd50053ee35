/** Business constants and limits of docs/produkt.md §5 and §9 and docs/produkt.md §10, in one place. */

/**
 * Longest postal code, the same in every form: registration has always allowed 35 and copies the code into
 * the account and the first administrator, so the account edit, the member forms and the import accept as
 * much (a shorter limit there would lock such a club out of saving its own data).
 */
export const POSTLEITZAHL_MAX = 35;

/** A person's name and postal address, the same in the registration, the account, the member forms and the import. */
const ADRESSE = { Vorname: 35, Nachname: 35, Strasse: 70, Postleitzahl: POSTLEITZAHL_MAX, Ort: 70 } as const;

/** The club's account: the registration writes it, the account edit changes it. */
const KONTO = { VereinsName: 255, ...ADRESSE, Emailadresse: 70 } as const;

/** Maximum text lengths of docs/produkt.md §5, by form and docs/produkt.md field name. */
export const MAX = {
  registrierung: {
    ...KONTO,
    // Not in docs/produkt.md: a cap so a forged bot-check payload cannot be arbitrarily large (ALTCHA needs < 1 kB).
    RecaptchaResponse: 10_000,
  },
  mitglied: {
    ...ADRESSE,
    Telefonnummer1: 35,
    Telefonnummer2: 35,
    Emailadresse: 70,
    Vereinsfunktion: 35,
    Bemerkung: 256,
    Mitgliedschaftsart: 500,
  },
  vereinsKonto: KONTO,
  news: { Titel: 200, FuerMitgliedschaftsart: 500 },
  termin: { Titel: 70, Beschreibung: 2048, Ort: 70, URL: 2048, FuerMitgliedschaftsart: 500 },
  // OriginalDateiName is not limited in docs/produkt.md; 255 is the usual file-name limit of file systems.
  dokument: { DokumentBezeichnung: 200, DateiURL: 2048, FuerMitgliedschaftsart: 500, OriginalDateiName: 255 },
  kategorienText: 500,
  import: {
    ...ADRESSE,
    Emailadresse: 70,
    Telefonnummer1: 35,
    Telefonnummer2: 35,
    Vereinsfunktion: 35,
    Mitgliederkategorien: 500,
    Bemerkung: 256,
  },
} as const;

/** Minimum member count of a yearly subscription (docs/produkt.md §9). */
export const ABO_MIN_MITGLIEDER = 10;
/** Step of the subscription member count (docs/produkt.md §9). */
export const ABO_SCHRITT = 5;
/** Largest PDF a document may carry, in bytes (docs/produkt.md §9). */
export const DOKUMENT_MAX_BYTES = 1_000_000;
/** Article id of the yearly subscription (docs/produkt.md §3). */
export const ARTIKEL_JAHRESABO_ID = 1;
/** Length of the trial contract in days (docs/produkt.md §10). */
export const TEST_TAGE = 30;
/** Members with system access allowed during the trial (docs/produkt.md §10). */
export const TEST_MAX_MITGLIEDER = 30;
/** Default members with system access of the ad-financed version (docs/produkt.md §10). */
export const WERBUNG_MAX_MITGLIEDER = 30;
/**
 * Members with system access of a Gratisbetrieb contract the operator sets without a count: at least
 * this many (as many as the free versions allow), or the previous contract's count when higher.
 */
export const GRATIS_MIN_MITGLIEDER = 30;
/** Days before a contract's end when the reminder e-mail and the renewal banner start (docs/produkt.md §10). */
export const REMINDER_TAGE_VORHER = 30;
/** Default club time zone for "today" (docs/produkt.md §10). */
export const STANDARD_ZEITZONE = 'Europe/Zurich';
/** Default addresses of the terms and the privacy policy the registration links to (AGB_URL, DATENSCHUTZ_URL). */
export const STANDARD_AGB_URL = 'https://www.vereinsportal.ch/agb';
export const STANDARD_DATENSCHUTZ_URL = 'https://www.vereinsportal.ch/datenschutz';

/** The exact 12 header columns of the member import CSV, in the required order (docs/produkt.md §5). */
export const IMPORT_HEADER = [
  'Vorname',
  'Nachname',
  'Strasse',
  'Postleitzahl',
  'Ort',
  'Emailadresse',
  'HatSystemZugriff',
  'Telefonnummer1',
  'Telefonnummer2',
  'Vereinsfunktion',
  'Mitgliederkategorien',
  'Bemerkung',
] as const;
/** One column name of the member import CSV. */
export type ImportSpalte = (typeof IMPORT_HEADER)[number];
/** Most members one import may bring: the preview refuses a larger file, the server a larger payload. */
export const IMPORT_MAX_ZEILEN = 50_000;
/** Highest file line an import row may name (ZeilenNr): the rows plus generous room for skipped lines. */
export const IMPORT_MAX_ZEILENNR = 1_000_000;
/**
 * Largest body of the import request: about 1,000 bytes per row on average (a full row of typical data is
 * 350-400 bytes of JSON), so a file of the maximum row count fits, while the server's general limit stays small.
 */
export const IMPORT_MAX_BYTES = IMPORT_MAX_ZEILEN * 1_000;

/** Largest HTML content (editor or external file) of a news item or the club info page, in bytes. */
export const HTML_MAX_BYTES = 5_000_000;

/** Largest record id the databases hold (a 32-bit integer column on PostgreSQL). */
export const MAX_ID = 2_147_483_647;

/** Largest member count of a subscription order: far above any club, far below a money overflow. */
export const ABO_MAX_MITGLIEDER = 1_000_000;

/** The web page a set-password link opens; the token follows as the URL fragment. */
export const PASSWORT_SETZEN_ROUTE = '/passwortsetzen';
/** A set-password link is valid this many days (then the administrator sends a new one). */
export const PASSWORT_LINK_GUELTIG_TAGE = 7;
/** A 'Passwort vergessen' link is valid this many minutes. */
export const PASSWORT_VERGESSEN_GUELTIG_MINUTEN = 60;
/** The member app's base path and its set-password page (the token follows as the fragment). */
export const APP_BASIS = '/app';
export const APP_PASSWORT_ROUTE = '/app/passwort';
/** Length bounds of a password a member chooses (long passphrases welcome; the upper bound keeps hashing cheap). */
export const PASSWORT_MIN_LAENGE = 8;
export const PASSWORT_MAX_LAENGE = 128;

/** The most hours before an event its reminder can go: two weeks (docs/produkt.md "Erinnerungen"). */
export const ERINNERUNG_MAX_STUNDEN = 336;
