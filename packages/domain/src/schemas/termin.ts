/** Event save (docs/produkt.md §5 "Event save"): date rules, time rules (hour 00 of time-to counts as 24), title. */
import * as v from 'valibot';
import { zeitMinuten } from '../dates.js';
import { ERINNERUNG_MAX_STUNDEN, MAX, MAX_ID } from '../constants.js';
import type { Termin } from '../entities.js';
import { MELDUNG } from '../validation-messages.js';
import {
  datumFeld,
  flagFeld,
  ganzeZahl,
  idFeld,
  kategorienFeld,
  objektMeldung,
  pflichtDatumFeld,
  datenVergleichbar,
  pflichtTextFeld,
  textFeld,
  urlFeld,
  zeitFeld,
} from './fields.js';

const M = MAX.termin;
/** The largest event capacity the form accepts. */
export const MAX_TEILNEHMENDE = 10_000;

/** True when an event without date-to ends after it starts (docs/produkt.md §5; time-to 00:xx counts as 24:xx). */
export function zeitBisNachZeit(zeit: string | null, zeitBis: string | null): boolean {
  const von = zeitMinuten(zeit);
  const bis = zeitMinuten(zeitBis, true);
  return von === null || bis === null || bis > von;
}

/** The fields an event form sends, each with its own rules (also the template of a series, ../termine/wiederholung.ts). */
export const terminObjektFelder = {
  Datum: pflichtDatumFeld('Datum'),
  DatumBis: datumFeld('DatumBis'),
  Zeit: zeitFeld('Zeit'),
  ZeitBis: zeitFeld('ZeitBis'),
  Ganztaegig: flagFeld('Ganztaegig', 0),
  Titel: pflichtTextFeld('Titel', M.Titel),
  Ort: textFeld('Ort', M.Ort),
  URL: urlFeld('URL', M.URL),
  Beschreibung: textFeld('Beschreibung', M.Beschreibung),
  MitAnAbmeldung: flagFeld('MitAnAbmeldung', 0),
  FuerMitgliedschaftsart: kategorienFeld('FuerMitgliedschaftsart', M.FuerMitgliedschaftsart),
  // Optional so clients that never send it keep working; empty = no limit (docs/produkt.md "Warteliste").
  MaxTeilnehmende: v.optional(v.nullable(ganzeZahl('MaxTeilnehmende', 1, MAX_TEILNEHMENDE)), null),
  // Optional too: no reminder unless asked for; a series copies it to each occurrence (docs/produkt.md "Erinnerungen").
  ErinnerungStunden: v.optional(v.nullable(ganzeZahl('ErinnerungStunden', 1, ERINNERUNG_MAX_STUNDEN)), null),
  ErinnerungAuchAngemeldete: flagFeld('ErinnerungAuchAngemeldete', 0),
};

/**
 * The event: its fields, its id and what only the server sets (series, cancellation: docs/termine.md). A form
 * sends back the event it loaded, so those are accepted and ignored; 'absagen' and the series operations set them.
 */
const terminObjekt = v.strictObject(
  {
    TerminId: idFeld('TerminId'),
    ...terminObjektFelder,
    SerieId: v.optional(v.nullable(ganzeZahl('SerieId', 1, MAX_ID)), null),
    Abgesagt: flagFeld('Abgesagt', 0),
    AbsageNotiz: v.optional(v.nullable(v.string(MELDUNG.ungueltig('AbsageNotiz'))), null),
  },
  objektMeldung,
);

/**
 * An event (POST/PATCH termin); strict. An all-day event comes out with Zeit and ZeitBis null
 * (ticking all-day clears them), and URL gets its http:// prefix.
 */
export const terminSchema = v.pipe(
  terminObjekt,
  // Equal dates are blocked too: a second date only makes sense for a multi-day event.
  v.forward(
    v.partialCheck(
      [['Datum'], ['DatumBis']],
      (t) => t.DatumBis === null || !datenVergleichbar(t.Datum, t.DatumBis) || t.DatumBis > t.Datum,
      MELDUNG.datumBisNichtNachDatum,
    ),
    ['DatumBis'],
  ),
  v.forward(
    v.partialCheck([['Ganztaegig'], ['Zeit']], (t) => t.Ganztaegig === 1 || t.Zeit !== null, MELDUNG.leer('Zeit')),
    ['Zeit'],
  ),
  v.forward(
    v.partialCheck([['Ganztaegig'], ['ZeitBis']], (t) => t.Ganztaegig === 1 || t.ZeitBis !== null, MELDUNG.leer('ZeitBis')),
    ['ZeitBis'],
  ),
  // Only same-day events compare the times; with a date-to the end lies on another day.
  v.forward(
    v.partialCheck(
      [['Ganztaegig'], ['DatumBis'], ['Zeit'], ['ZeitBis']],
      (t) => t.Ganztaegig === 1 || t.DatumBis !== null || zeitBisNachZeit(t.Zeit, t.ZeitBis),
      MELDUNG.zeitBisNichtNachZeit,
    ),
    ['ZeitBis'],
  ),
  v.transform((t): Termin => (t.Ganztaegig === 1 ? { ...t, Zeit: null, ZeitBis: null } : t)),
);
/** Output of terminSchema. */
export type TerminInput = v.InferOutput<typeof terminSchema>;
/** What a client sends to create or change an event (the fields only the server sets may be left out). */
export type TerminEingabe = v.InferInput<typeof terminSchema>;

/**
 * PATCH termin/{id} body: any subset of the event fields, each checked on its own; strict. The
 * cross-field rules need the whole event: the server merges the patch into the stored event and
 * validates the result with terminSchema.
 */
export const terminPatchSchema = v.partial(terminObjekt);
