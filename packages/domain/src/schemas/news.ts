/** News save (docs/produkt.md §5 "News save"): title, show-from and show-to required, from <= to. */
import * as v from 'valibot';
import { MAX } from '../constants.js';
import { MELDUNG } from '../validation-messages.js';
import { datenVergleichbar, flagFeld, idFeld, kategorienFeld, objektMeldung, pflichtDatumFeld, pflichtTextFeld } from './fields.js';

/**
 * A news article (the jsondata part of POST news); strict. QuillHtmlData is optional because the
 * editor content travels as a separate file (docs/produkt.md §7); HTML is sanitised by the server, not here.
 */
export const newsSchema = v.pipe(
  v.strictObject(
    {
      NewsId: idFeld('NewsId'),
      Titel: pflichtTextFeld('Titel', MAX.news.Titel),
      AnzeigenVon: pflichtDatumFeld('AnzeigenVon'),
      AnzeigenBis: pflichtDatumFeld('AnzeigenBis'),
      FuerMitgliedschaftsart: kategorienFeld('FuerMitgliedschaftsart', MAX.news.FuerMitgliedschaftsart),
      QuillHtmlData: v.optional(v.nullable(v.string(MELDUNG.ungueltig('QuillHtmlData'))), null),
      ExterneHtmlDateiVerwenden: flagFeld('ExterneHtmlDateiVerwenden', 0),
    },
    objektMeldung,
  ),
  v.forward(
    v.partialCheck(
      [['AnzeigenVon'], ['AnzeigenBis']],
      (n) => !datenVergleichbar(n.AnzeigenVon, n.AnzeigenBis) || n.AnzeigenVon <= n.AnzeigenBis,
      MELDUNG.anzeigenBisVorVon,
    ),
    ['AnzeigenBis'],
  ),
);
/** Output of newsSchema. */
export type NewsInput = v.InferOutput<typeof newsSchema>;
