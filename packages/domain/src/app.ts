/**
 * The members' side (the member app at /app/): what a member sees and may change. Entities are what
 * the member operations answer, schemas what they accept. The visibility rules (category and date
 * window) live in app-regeln.ts.
 */
import * as v from 'valibot';
import { AN_ABMELDE_STATUS } from './entities.js';
import { adresseTelefonFelder, dokumentFelder, flag, terminFelder, text } from './entity-felder.js';
import { MAX } from './constants.js';
import { flagFeld, objektMeldung, ohneSteuerzeichen, pflichtTextFeld, textFeld } from './schemas/fields.js';
import { neuesPasswortFeld, PASSWORT_TOKEN_MUSTER } from './schemas/passwort-setzen.js';
import { MELDUNG } from './validation-messages.js';

/** The signed-in member (the app's sign-in check). */
export const appBenutzerEntity = v.strictObject({
  VereinId: v.number(),
  VereinsName: v.string(),
  MitgliedId: v.number(),
  Vorname: text,
  Nachname: text,
  Emailadresse: v.string(),
  /** The member's categories, comma-separated. */
  Mitgliedschaftsart: text,
  IstVereinsAdministrator: flag,
});
export type AppBenutzer = v.InferOutput<typeof appBenutzerEntity>;

/** A news item as a member reads it: with its (sanitised) HTML. */
export const appNewsEntity = v.strictObject({
  NewsId: v.number(),
  Titel: v.string(),
  AnzeigenVon: v.string(),
  AnzeigenBis: v.string(),
  Html: v.string(),
});
export type AppNews = v.InferOutput<typeof appNewsEntity>;

/** 0 = the member has not answered yet; else the product's sign-up status (1 sign-up, 2 sign-off, 3 provisional). */
export const MEIN_STATUS = [0, ...AN_ABMELDE_STATUS] as const;

/** An upcoming event as a member sees it, with their own sign-up status. */
export const appTerminEntity = v.strictObject({
  ...terminFelder,
  Datum: v.string(),
  Titel: v.string(),
  MeinStatus: v.picklist(MEIN_STATUS),
  /** The member's place on the waiting list (1 = next); null when they hold a place or have none to wait for. */
  WartelistePlatz: v.nullable(v.number()),
  /** Free places; null = the event has no maximum. */
  FreiePlaetze: v.nullable(v.number()),
  /** True while the member may still answer or change it: an event with sign-up that has not started. */
  Aenderbar: v.boolean(),
  /** The series it belongs to ('alle künftigen' answers every future occurrence); null = a single event. */
  SerieId: v.nullable(v.number()),
  /** 1 = cancelled: shown with the note, no answer possible. */
  Abgesagt: flag,
  AbsageNotiz: text,
});
export type AppTermin = v.InferOutput<typeof appTerminEntity>;

/** Body of a member's sign-up answer. */
export const anAbmeldungSchema = v.strictObject(
  { AnAbmeldeStatus: v.picklist(AN_ABMELDE_STATUS, MELDUNG.ungueltig('AnAbmeldeStatus')) },
  objektMeldung,
);
/** The saved answer; a sign-up beyond the maximum lands on the waiting list (WartelistePlatz, else null). */
export const anAbmeldungAntwort = v.strictObject({
  TerminId: v.number(),
  AnAbmeldeStatus: v.picklist(AN_ABMELDE_STATUS),
  WartelistePlatz: v.nullable(v.number()),
  FreiePlaetze: v.nullable(v.number()),
});

/** A document as a member sees it (a stored PDF: download through the app's file operation). */
export const appDokumentEntity = v.strictObject({
  ...dokumentFelder,
  DokumentBezeichnung: v.string(),
  AnzeigenVon: v.string(),
});
export type AppDokument = v.InferOutput<typeof appDokumentEntity>;

/** The club info page as members read it. */
export const appVereinEntity = v.strictObject({ VereinsName: v.string(), Html: v.string() });
export type AppVerein = v.InferOutput<typeof appVereinEntity>;

/** A member in the members' list: phone and e-mail only when that member chose to show them. */
export const appMitgliedEntity = v.strictObject({
  MitgliedId: v.number(),
  Vorname: text,
  Nachname: text,
  Mitgliedschaftsart: text,
  Telefonnummer1: text,
  Telefonnummer2: text,
  Emailadresse: text,
});
export type AppMitglied = v.InferOutput<typeof appMitgliedEntity>;

/** The member's own profile. Name and e-mail are the club's to change (read-only here). */
export const appProfilEntity = v.strictObject({
  Vorname: text,
  Nachname: text,
  Emailadresse: text,
  ...adresseTelefonFelder,
  /** 1: other members see my phone numbers and e-mail in the members' list. Default 0. */
  KontaktSichtbar: flag,
});
export type AppProfil = v.InferOutput<typeof appProfilEntity>;

const M = MAX.mitglied;
/** What a member may change of their own profile. */
export const appProfilSchema = v.strictObject(
  {
    Strasse: pflichtTextFeld('Strasse', M.Strasse),
    Postleitzahl: pflichtTextFeld('Postleitzahl', M.Postleitzahl),
    Ort: pflichtTextFeld('Ort', M.Ort),
    Telefonnummer1: textFeld('Telefonnummer1', M.Telefonnummer1),
    Telefonnummer2: textFeld('Telefonnummer2', M.Telefonnummer2),
    KontaktSichtbar: flagFeld('KontaktSichtbar', 0),
  },
  objektMeldung,
);
export type AppProfilInput = v.InferOutput<typeof appProfilSchema>;

/** Changing one's own password: the current one proves it is the member. */
export const passwortAendernSchema = v.strictObject(
  {
    PasswortAlt: v.pipe(ohneSteuerzeichen('PasswortAlt'), v.minLength(1, MELDUNG.leer('PasswortAlt'))),
    PasswortNeu: neuesPasswortFeld,
  },
  objektMeldung,
);

/** An app installation: a random id the app keeps, and a label the member recognises. */
export const geraetSchema = v.strictObject(
  {
    GeraetId: v.pipe(v.string(MELDUNG.ungueltig('GeraetId')), v.regex(/^[A-Za-z0-9-]{8,64}$/, MELDUNG.ungueltig('GeraetId'))),
    Bezeichnung: textFeld('Bezeichnung', 100),
  },
  objektMeldung,
);
export const geraetParams = v.strictObject({
  GeraetId: v.pipe(v.string(MELDUNG.ungueltig('GeraetId')), v.regex(/^[A-Za-z0-9-]{8,64}$/, MELDUNG.ungueltig('GeraetId'))),
});
export const geraeteAntwort = v.strictObject({ AnzahlGeraete: v.number() });

/**
 * The app's sign-in (`appAnmelden`, with the three sign-in headers once): the signed-in member and this
 * device's token, which the app keeps instead of the password. Only the token's hash is stored.
 */
export const appAnmeldungAntwort = v.strictObject({
  ...appBenutzerEntity.entries,
  GeraetId: v.string(),
  Token: v.string(),
});
export type AppAnmeldung = v.InferOutput<typeof appAnmeldungAntwort>;

/** A signed-in device in the profile's list 'Angemeldete Geräte'; DiesesGeraet 1 = the one asking. */
export const appGeraetEntity = v.strictObject({
  GeraetId: v.string(),
  Bezeichnung: text,
  RegistriertAm: v.string(),
  ZuletztAm: v.string(),
  DiesesGeraet: flag,
});
export type AppGeraet = v.InferOutput<typeof appGeraetEntity>;

/** A mailed set-password link, looked up before the form (`getPasswortLink`): which club and e-mail it is for. */
export const passwortLinkSchema = v.strictObject(
  { Token: v.pipe(v.string(MELDUNG.passwortLinkUngueltig), v.regex(PASSWORT_TOKEN_MUSTER, MELDUNG.passwortLinkUngueltig)) },
  objektMeldung,
);
export const passwortLinkEntity = v.strictObject({ VereinId: v.number(), VereinsName: v.string(), Emailadresse: v.string() });
export type PasswortLink = v.InferOutput<typeof passwortLinkEntity>;

/** 'Passwort vergessen': club number and e-mail; the answer never says whether they exist. */
export const passwortVergessenSchema = v.strictObject(
  {
    VereinId: v.pipe(
      v.number(MELDUNG.vereinIdUngueltig),
      v.integer(MELDUNG.vereinIdUngueltig),
      v.minValue(1, MELDUNG.vereinIdUngueltig),
      v.maxValue(2_147_483_647, MELDUNG.vereinIdUngueltig),
    ),
    Emailadresse: v.pipe(ohneSteuerzeichen('Emailadresse'), v.maxLength(M.Emailadresse, MELDUNG.maxLaenge('Emailadresse', M.Emailadresse))),
    /** Which page the mailed link opens: the portal's or the app's. */
    Ziel: v.picklist(['portal', 'app'], MELDUNG.ungueltig('Ziel')),
  },
  objektMeldung,
);
export type PasswortVergessenInput = v.InferOutput<typeof passwortVergessenSchema>;
export const leereAntwort = v.strictObject({});
