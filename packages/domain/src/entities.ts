/**
 * Entity types of SPEC §3, with SPEC's field names (the JSON wire format of DESIGN §3).
 * Flags listed as 0/1 in SPEC are numbers; dates are `YYYY-MM-DD`, times `HH:mm`, null when absent.
 */

/** A 0/1 flag as SPEC and the database carry it. */
export type Flag = 0 | 1;
/** ISO date `YYYY-MM-DD`. */
export type IsoDate = string;
/** Time of day `HH:mm`. */
export type Uhrzeit = string;

/** Member status: 'A' active, 'D' deleted (kept, restorable). */
export type MitgliedStatus = 'A' | 'D';

/** The four contract types of SPEC §1. */
export const VERTRAGS_ARTEN = ['Test', 'Werbung', 'Gratisbetrieb', 'Jahresabonnement'] as const;
/** One contract type: Test, Werbung, Gratisbetrieb or Jahresabonnement. */
export type VertragsArt = (typeof VERTRAGS_ARTEN)[number];

/** Signed-in user, kept in browser session storage (SPEC §3). */
export interface SessionUser {
  benutzerAngemeldet: boolean;
  vereinId: number;
  emailadresse: string;
  passwort: string;
  vereinsName: string;
  userMitgliedId: number;
  userNachname: string;
  userVorname: string;
}

/** Response of the sign-in check (GET benutzerinfo). */
export interface BenutzerInfo {
  VereinsName: string;
  MitgliedId: number;
  Nachname: string;
  Vorname: string;
}

/** A club member. AnzahlGeraete (app installations) is only filled in lists. */
export interface Mitglied {
  MitgliedId: number;
  Vorname: string | null;
  Nachname: string | null;
  Strasse: string | null;
  Postleitzahl: string | null;
  Ort: string | null;
  Telefonnummer1: string | null;
  Telefonnummer2: string | null;
  Emailadresse: string | null;
  /** Member categories, comma-separated. */
  Mitgliedschaftsart: string | null;
  Vereinsfunktion: string | null;
  Bemerkung: string | null;
  HatSystemZugriff: Flag;
  IstVereinsAdministrator: Flag;
  Status: MitgliedStatus;
  AnzahlGeraete?: number;
}

/** A news article. QuillHtmlData travels as a separate file on save (SPEC §7). */
export interface News {
  NewsId: number;
  Titel: string | null;
  AnzeigenVon: IsoDate | null;
  AnzeigenBis: IsoDate | null;
  /** Categories it is limited to, comma-separated; empty/null = all members. */
  FuerMitgliedschaftsart: string | null;
  QuillHtmlData: string | null;
  ExterneHtmlDateiVerwenden: Flag;
}

/** An event (Termin). */
export interface Termin {
  TerminId: number;
  Datum: IsoDate | null;
  DatumBis: IsoDate | null;
  Zeit: Uhrzeit | null;
  ZeitBis: Uhrzeit | null;
  Ganztaegig: Flag;
  Titel: string | null;
  Ort: string | null;
  URL: string | null;
  Beschreibung: string | null;
  MitAnAbmeldung: Flag;
  FuerMitgliedschaftsart: string | null;
}

/** 1 = sign-up, 2 = sign-off, 3 = provisional sign-up. */
export type AnAbmeldeStatus = 1 | 2 | 3;

/** One sign-up record of an event. */
export interface TerminAnAbmeldung {
  Nachname: string | null;
  Vorname: string | null;
  Emailadresse: string | null;
  AnAbmeldeStatus: AnAbmeldeStatus;
}

/** A document: a stored PDF or a link. DokumentId 0 = new. */
export interface Dokument {
  DokumentId: number;
  DokumentBezeichnung: string | null;
  AnzeigenVon: IsoDate | null;
  AnzeigenBis: IsoDate | null;
  OriginalDateiName: string | null;
  InternetLinkVerwenden: Flag;
  DateiURL: string | null;
  FuerMitgliedschaftsart: string | null;
}

/** A member category in the picker. */
export interface Mitgliederkategorie {
  Bezeichnung: string;
  Ausgewaehlt: boolean;
}

/** The club info page. QuillHtmlData travels as a separate file on save. */
export interface VereinsInfo {
  ExterneHtmlDateiVerwenden: Flag;
  QuillHtmlData: string | null;
}

/** Club overview for banners and limits. */
export interface VereinsUebersicht {
  VereinId: number;
  VertragsArt: VertragsArt;
  VertragAbgelaufen: boolean;
  VertragAnzahlMitglieder: number;
  AnzahlMitgliederMitSystemZugriff: number;
}

/** Club account with contract and follow-on contract data. */
export interface VereinsKonto {
  VereinsName: string | null;
  Vorname: string | null;
  Nachname: string | null;
  Strasse: string | null;
  Postleitzahl: string | null;
  Ort: string | null;
  LandId: number | null;
  LandBezeichnung: string | null;
  Emailadresse: string | null;
  VertragsArt: VertragsArt;
  VertragsLaufzeitVon: IsoDate | null;
  VertragsLaufzeitBis: IsoDate | null;
  VertragAnzahlMitglieder: number;
  VertragAbgelaufen: boolean;
  AnschlussVertragLaufzeitVon: IsoDate | null;
  AnschlussVertragLaufzeitBis: IsoDate | null;
  AnschlussVertragAnzahlMitglieder: number | null;
}

/** The editable part of the club account (PATCH vereinsKonto). */
export type VereinsKontoDaten = Pick<
  VereinsKonto,
  'VereinsName' | 'Vorname' | 'Nachname' | 'Strasse' | 'Postleitzahl' | 'Ort' | 'LandId' | 'Emailadresse'
>;

/** A country of the dropdown. LandId is the ISO 3166-1 numeric code. */
export interface Land {
  LandId: number;
  Bezeichnung: string;
}

/** Club registration payload. RecaptchaResponse carries the bot-check payload. */
export interface VereinRegistrieren {
  VereinId: number;
  LandId: number;
  VereinsName: string | null;
  Vorname: string | null;
  Nachname: string | null;
  Strasse: string | null;
  Postleitzahl: string | null;
  Ort: string | null;
  Emailadresse: string | null;
  RecaptchaResponse: string | null;
}

/** A sellable article; id 1 is the yearly subscription. BruttoPreis is the gross unit price per member. */
export interface Artikel {
  ArtikelId: number;
  ArtikelBezeichnung: string;
  BruttoPreis: number;
  MwstProzent: number;
  MehrwertsteuerBezeichnung: string;
  WaehrungISOCode: string;
}

/** Payload of the three subscription calls. */
export interface AboBestellung {
  AnzahlMitglieder: number;
}

/** Response of the member import (SPEC's spelling). */
export interface ImportErgebnis {
  AnzahlImportierteMitglider: number;
}

/** Response of every create and update. */
export interface RecordIdResponse {
  RecordId: number;
}

/** Validation error body of DESIGN §3: field name -> German messages. */
export type FieldErrors = Record<string, string[]>;

/** One mail of the demo outbox (GET /dev/outbox). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}
