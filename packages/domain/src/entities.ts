/**
 * The entities as they travel over HTTP (docs/architecture.md): one valibot schema each,
 * and the TypeScript type inferred from it, so type and runtime check cannot drift apart. The HTTP
 * contract (@vereinsportal/contract) declares these as response schemas; its walk test checks every
 * real server answer against them. Flags are numbers 0/1; dates `YYYY-MM-DD`, times `HH:mm`, null
 * when absent. Objects are strict: a field the server adds without declaring it fails the walk test.
 */
import * as v from 'valibot';
import { adresseTelefonFelder, dokumentFelder, flag, terminFelder, text } from './entity-felder.js';
import type { AboBestellungInput } from './schemas/abo-bestellung.js';
import type { registrierungPayloadSchema } from './schemas/registrierung.js';

/** A 0/1 flag as the wire and the database carry it. */
export type Flag = 0 | 1;
/** ISO date `YYYY-MM-DD`. */
export type IsoDate = string;
/** Time of day `HH:mm`. */
export type Uhrzeit = string;

/** Member status: 'A' active, 'D' deleted (kept, restorable). */
export type MitgliedStatus = 'A' | 'D';

/** The four contract types: trial, ad-financed basic version, free operation, yearly subscription. */
export const VERTRAGS_ARTEN = ['Test', 'Werbung', 'Gratisbetrieb', 'Jahresabonnement'] as const;
/** One contract type: Test, Werbung, Gratisbetrieb or Jahresabonnement. */
export type VertragsArt = (typeof VERTRAGS_ARTEN)[number];

/** Signed-in user, kept in browser session storage. */
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
export const benutzerInfoEntity = v.strictObject({
  VereinsName: v.string(),
  MitgliedId: v.number(),
  Nachname: v.string(),
  Vorname: v.string(),
});
export type BenutzerInfo = v.InferOutput<typeof benutzerInfoEntity>;

/** An ISO date `YYYY-MM-DD`; null when absent. */
const datum = text;

/** A club member. AnzahlGeraete (app installations) is only filled in lists. */
export const mitgliedEntity = v.strictObject({
  MitgliedId: v.number(),
  Vorname: text,
  Nachname: text,
  ...adresseTelefonFelder,
  Emailadresse: text,
  /** Member categories, comma-separated. */
  Mitgliedschaftsart: text,
  Vereinsfunktion: text,
  Bemerkung: text,
  HatSystemZugriff: flag,
  IstVereinsAdministrator: flag,
  Status: v.picklist(['A', 'D']),
  AnzahlGeraete: v.optional(v.number()),
});
export type Mitglied = v.InferOutput<typeof mitgliedEntity>;

/**
 * A row of the portal's member list: the member and its app access state (docs/produkt.md §2 member list),
 * so the administrator knows whom to remind. ZugangsmailAm: when the last credentials mail was sent (ISO).
 */
export const mitgliedListenEintragEntity = v.strictObject({
  ...mitgliedEntity.entries,
  ZugangsmailAm: v.nullable(v.string()),
  PasswortGesetzt: flag,
});
export type MitgliedListenEintrag = v.InferOutput<typeof mitgliedListenEintragEntity>;

/** A news article. QuillHtmlData travels as a separate file on save; the list leaves it out (null). */
export const newsEntity = v.strictObject({
  NewsId: v.number(),
  Titel: text,
  AnzeigenVon: datum,
  AnzeigenBis: datum,
  /** Categories it is limited to, comma-separated; empty/null = all members. */
  FuerMitgliedschaftsart: text,
  QuillHtmlData: text,
  ExterneHtmlDateiVerwenden: flag,
});
export type News = v.InferOutput<typeof newsEntity>;

/** An event (Termin). */
export const terminEntity = v.strictObject({
  ...terminFelder,
  FuerMitgliedschaftsart: text,
  /** Most sign-ups (1 and 3) that get a place; null = no limit, no waiting list (docs/produkt.md "Warteliste"). */
  MaxTeilnehmende: v.nullable(v.number()),
  /** The series the event is an occurrence of; null = a single event (docs/termine.md "Serien"). */
  SerieId: v.nullable(v.number()),
  /** 1 = cancelled ('absagen'); it stays listed with its sign-ups, the app and the calendar show it cancelled. */
  Abgesagt: flag,
  /** The note of the cancellation, shown to the members. */
  AbsageNotiz: text,
  /** Reminder this many hours before the start; null = none (docs/produkt.md "Erinnerungen", domain anwesenheit.ts). */
  ErinnerungStunden: v.nullable(v.number()),
  /** 1: the reminder goes to those signed up too, not only to those who have not answered. */
  ErinnerungAuchAngemeldete: flag,
});
export type Termin = v.InferOutput<typeof terminEntity>;

/** 1 = sign-up, 2 = sign-off, 3 = provisional sign-up. */
export const AN_ABMELDE_STATUS = [1, 2, 3] as const;
export type AnAbmeldeStatus = (typeof AN_ABMELDE_STATUS)[number];

/** One sign-up record of an event. */
export const terminAnAbmeldungEntity = v.strictObject({
  Nachname: text,
  Vorname: text,
  Emailadresse: text,
  AnAbmeldeStatus: v.picklist(AN_ABMELDE_STATUS),
  /** Place on the waiting list (1 = next to move up); null = has a place, or signed off. */
  WartelistePlatz: v.nullable(v.number()),
  /** When the member joined the waiting list (ISO timestamp); null when not on it. */
  WartelisteSeit: text,
});
export type TerminAnAbmeldung = v.InferOutput<typeof terminAnAbmeldungEntity>;

/** A document: a stored PDF or a link. DokumentId 0 = new. */
export const dokumentEntity = v.strictObject({
  ...dokumentFelder,
  FuerMitgliedschaftsart: text,
});
export type Dokument = v.InferOutput<typeof dokumentEntity>;

/** A member category in the picker (web only, never on the wire). */
export interface Mitgliederkategorie {
  Bezeichnung: string;
  Ausgewaehlt: boolean;
}

/** The club info page. QuillHtmlData travels as a separate file on save. */
export const vereinsInfoEntity = v.strictObject({
  ExterneHtmlDateiVerwenden: flag,
  QuillHtmlData: text,
});
export type VereinsInfo = v.InferOutput<typeof vereinsInfoEntity>;

const vertragsArt = v.picklist(VERTRAGS_ARTEN);

/** Club overview for banners and limits. */
export const vereinsUebersichtEntity = v.strictObject({
  VereinId: v.number(),
  VertragsArt: vertragsArt,
  VertragAbgelaufen: v.boolean(),
  VertragAnzahlMitglieder: v.number(),
  AnzahlMitgliederMitSystemZugriff: v.number(),
});
export type VereinsUebersicht = v.InferOutput<typeof vereinsUebersichtEntity>;

/** Club account with contract and follow-on contract data. */
export const vereinsKontoEntity = v.strictObject({
  VereinsName: text,
  Vorname: text,
  Nachname: text,
  Strasse: text,
  Postleitzahl: text,
  Ort: text,
  LandId: v.nullable(v.number()),
  LandBezeichnung: text,
  Emailadresse: text,
  VertragsArt: vertragsArt,
  VertragsLaufzeitVon: datum,
  VertragsLaufzeitBis: datum,
  VertragAnzahlMitglieder: v.number(),
  VertragAbgelaufen: v.boolean(),
  AnschlussVertragLaufzeitVon: datum,
  AnschlussVertragLaufzeitBis: datum,
  AnschlussVertragAnzahlMitglieder: v.nullable(v.number()),
});
export type VereinsKonto = v.InferOutput<typeof vereinsKontoEntity>;

/** The editable part of the club account (PATCH vereinsKonto). */
export type VereinsKontoDaten = Pick<
  VereinsKonto,
  'VereinsName' | 'Vorname' | 'Nachname' | 'Strasse' | 'Postleitzahl' | 'Ort' | 'LandId' | 'Emailadresse'
>;

/** A country of the dropdown. LandId is the ISO 3166-1 numeric code. */
export const landEntity = v.strictObject({ LandId: v.number(), Bezeichnung: v.string() });
export type Land = v.InferOutput<typeof landEntity>;

type RegistrierungAusgabe = v.InferOutput<typeof registrierungPayloadSchema>;
/**
 * Club registration payload: the fields of registrierungPayloadSchema, its texts still null while the form is
 * empty (the schema rejects that). RecaptchaResponse carries the bot-check payload.
 */
export type VereinRegistrieren = {
  [K in keyof RegistrierungAusgabe]: RegistrierungAusgabe[K] extends string ? string | null : RegistrierungAusgabe[K];
};

/** A sellable article; id 1 is the yearly subscription. BruttoPreis is the gross unit price per member. */
export const artikelEntity = v.strictObject({
  ArtikelId: v.number(),
  ArtikelBezeichnung: v.string(),
  BruttoPreis: v.number(),
  MwstProzent: v.number(),
  MehrwertsteuerBezeichnung: v.string(),
  WaehrungISOCode: v.string(),
});
export type Artikel = v.InferOutput<typeof artikelEntity>;

/** Payload of the three subscription calls (aboBestellungSchema). */
export type AboBestellung = AboBestellungInput;

/**
 * Response of the member import (the original's spelling), with the credentials mails it sent (one per imported
 * member with system access).
 */
export const importErgebnisEntity = v.strictObject({ AnzahlImportierteMitglider: v.number(), AnzahlZugangsmails: v.number() });
export type ImportErgebnis = v.InferOutput<typeof importErgebnisEntity>;

/** Response of every create, update and delete: the id of the record. */
export const recordIdEntity = v.strictObject({ RecordId: v.number() });
export type RecordIdResponse = v.InferOutput<typeof recordIdEntity>;

/** Response of saving HTML content (news, club info page): the record id, and a hint when saving changed the content. */
export const recordIdHinweisEntity = v.strictObject({ RecordId: v.number(), Hinweis: v.optional(v.string()) });
export type RecordIdHinweisResponse = v.InferOutput<typeof recordIdHinweisEntity>;

/** Validation error body: field name -> German messages. */
export const fieldErrorsEntity = v.record(v.string(), v.array(v.string()));
export type FieldErrors = v.InferOutput<typeof fieldErrorsEntity>;

/** One mail of the demo outbox (GET /dev/outbox). */
/** An attachment of a mail in the demo outbox (listed, downloaded by its number). */
export const outboxAnhangEntity = v.strictObject({
  Nr: v.number(),
  Dateiname: v.string(),
  ContentType: v.string(),
  Groesse: v.number(),
});
export type OutboxAnhang = v.InferOutput<typeof outboxAnhangEntity>;

export const outboxMailEntity = v.strictObject({
  /** Names the mail for its attachments' downloads. */
  MailId: v.number(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  createdAt: v.string(),
  /** Reply-To (a Rundmail's: the club's e-mail address); null for the system's own mails. */
  replyTo: v.nullable(v.string()),
  /** Attachments (an invoice's PDF), numbered from 1; empty for most mails. */
  Anhaenge: v.array(outboxAnhangEntity),
});
export type OutboxMail = v.InferOutput<typeof outboxMailEntity>;

/** Answer of the set-password call: who may now sign in where (the screen offers the sign-in). */
export const passwortGesetztEntity = v.strictObject({
  VereinId: v.number(),
  Emailadresse: v.string(),
  IstVereinsAdministrator: flag,
});
export type PasswortGesetzt = v.InferOutput<typeof passwortGesetztEntity>;
