/**
 * Field types and field sets several entity schemas share (entities.ts, app.ts, anwesenheit.ts, datenschutz.ts).
 * Internal: not re-exported from the package; each entity spreads a set into its own strict object, in its place,
 * so the fields keep their order.
 */
import * as v from 'valibot';

/** A 0/1 flag as the wire and the database carry it. */
export const flag = v.picklist([0, 1]);
/** A text that may be absent (null). */
export const text = v.nullable(v.string());

/** A member's address and phone numbers (the club's member record, the member's own profile in the app). */
export const adresseTelefonFelder = {
  Strasse: text,
  Postleitzahl: text,
  Ort: text,
  Telefonnummer1: text,
  Telefonnummer2: text,
};

/** An event named in a list row: id, title, date and time (attendance, season, Datenauskunft). */
export const terminKopfFelder = {
  TerminId: v.number(),
  Titel: v.string(),
  Datum: v.string(),
  Zeit: text,
};

/**
 * An event's own fields as the portal loads it (entities.ts terminEntity); the member app's event (app.ts)
 * overrides Datum and Titel, which it never shows empty.
 */
export const terminFelder = {
  TerminId: v.number(),
  Datum: text,
  DatumBis: text,
  Zeit: text,
  ZeitBis: text,
  Ganztaegig: flag,
  Titel: text,
  Ort: text,
  URL: text,
  Beschreibung: text,
  MitAnAbmeldung: flag,
};

/**
 * A document's own fields as the portal loads it (entities.ts dokumentEntity); the member app's (app.ts)
 * overrides DokumentBezeichnung and AnzeigenVon, which it never shows empty.
 */
export const dokumentFelder = {
  DokumentId: v.number(),
  DokumentBezeichnung: text,
  AnzeigenVon: text,
  AnzeigenBis: text,
  OriginalDateiName: text,
  InternetLinkVerwenden: flag,
  DateiURL: text,
};
