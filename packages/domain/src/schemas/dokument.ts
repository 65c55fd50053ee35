/** Document save (docs/produkt.md §5 "Document save"): the payload schema and the full save check with file rules. */
import * as v from 'valibot';
import { DOKUMENT_MAX_BYTES, MAX } from '../constants.js';
import { dokumentModulSperrgrund } from '../contract.js';
import type { Dokument, FieldErrors, VertragsArt } from '../entities.js';
import { BANNER, TEXT } from '../messages.js';
import { addFieldError, mergeFieldErrors, validate } from '../validation.js';
import { ALLGEMEIN_FELD, MELDUNG } from '../validation-messages.js';
import {
  datumFeld,
  flagFeld,
  idFeld,
  kategorienFeld,
  objektMeldung,
  pflichtDatumFeld,
  datenVergleichbar,
  pflichtTextFeld,
  textFeld,
  urlFeld,
} from './fields.js';

const M = MAX.dokument;

/**
 * A document (the jsondata part of POST dokument); strict. Output follows docs/produkt.md §4: with a link the
 * file name is cleared, without one the URL is cleared; the URL gets its http:// prefix.
 */
export const dokumentSchema = v.pipe(
  v.strictObject(
    {
      DokumentId: idFeld('DokumentId'),
      DokumentBezeichnung: pflichtTextFeld('DokumentBezeichnung', M.DokumentBezeichnung),
      AnzeigenVon: pflichtDatumFeld('AnzeigenVon'),
      AnzeigenBis: datumFeld('AnzeigenBis'),
      OriginalDateiName: textFeld('OriginalDateiName', M.OriginalDateiName),
      InternetLinkVerwenden: flagFeld('InternetLinkVerwenden', 0),
      DateiURL: urlFeld('DateiURL', M.DateiURL),
      FuerMitgliedschaftsart: kategorienFeld('FuerMitgliedschaftsart', M.FuerMitgliedschaftsart),
    },
    objektMeldung,
  ),
  v.forward(
    v.partialCheck(
      [['AnzeigenVon'], ['AnzeigenBis']],
      (d) => d.AnzeigenBis === null || !datenVergleichbar(d.AnzeigenVon, d.AnzeigenBis) || d.AnzeigenBis >= d.AnzeigenVon,
      MELDUNG.anzeigenBisVorVon,
    ),
    ['AnzeigenBis'],
  ),
  v.forward(
    v.partialCheck(
      [['InternetLinkVerwenden'], ['DateiURL']],
      (d) => d.InternetLinkVerwenden === 0 || d.DateiURL !== null,
      MELDUNG.leer('DateiURL'),
    ),
    ['DateiURL'],
  ),
  v.transform((d): Dokument => (d.InternetLinkVerwenden === 1 ? { ...d, OriginalDateiName: null } : { ...d, DateiURL: null })),
);
/** Output of dokumentSchema. */
export type DokumentInput = v.InferOutput<typeof dokumentSchema>;

/** What the document save check needs beyond the document itself. */
export interface DokumentSpeichernKontext {
  /** The club's contract type: Werbung has no document module (docs/produkt.md §5). */
  vertragsArt: VertragsArt;
  /** When given, an expired contract blocks too (docs/produkt.md §10: Test after the trial, see dokumentModulVerfuegbar). */
  vertragAbgelaufen?: boolean;
  /** Size in bytes of the newly chosen file, null when none is chosen. */
  dateiGroesse?: number | null;
  /** Same as dateiGroesse, for callers holding a File/Blob-like `{ size }`. */
  datei?: { size: number } | null;
  /** True when the document already has a stored PDF (an update may keep it). */
  hatGespeicherteDatei?: boolean;
}

function linkVerwendet(dokument: unknown): boolean {
  if (typeof dokument !== 'object' || dokument === null) return false;
  const flag = (dokument as { InternetLinkVerwenden?: unknown }).InternetLinkVerwenden;
  return flag === 1 || flag === true;
}

/**
 * Every docs/produkt.md §5 "Document save" rule: contract, title, show-from, show-to >= show-from, file chosen or
 * stored and at most 1,000,000 bytes when no link is used, URL when a link is used. File problems are
 * reported on OriginalDateiName, the module block on ALLGEMEIN_FELD. Null when the document may be saved.
 */
export function dokumentSpeichernFehler(dokument: unknown, kontext: DokumentSpeichernKontext): FieldErrors | null {
  const errors: FieldErrors = {};
  // Without the expiry only the product's own rule applies (Werbung); with it, docs/produkt.md §10's trial/expiry rule too.
  const sperrgrund =
    kontext.vertragAbgelaufen === undefined
      ? kontext.vertragsArt === 'Werbung'
        ? BANNER.dokumentModulNichtVerfuegbar
        : null
      : dokumentModulSperrgrund(kontext.vertragsArt, kontext.vertragAbgelaufen);
  if (sperrgrund !== null) addFieldError(errors, ALLGEMEIN_FELD, sperrgrund);
  if (!linkVerwendet(dokument)) {
    const groesse = kontext.dateiGroesse ?? kontext.datei?.size ?? null;
    if (groesse !== null && groesse > DOKUMENT_MAX_BYTES) addFieldError(errors, 'OriginalDateiName', TEXT.dateiZuGross);
    else if (groesse === null && !kontext.hatGespeicherteDatei) {
      addFieldError(errors, 'OriginalDateiName', MELDUNG.dateiFehlt);
    }
  }
  const result = validate(dokumentSchema, dokument);
  return mergeFieldErrors(errors, result.success ? null : result.errors);
}
