/** Club info save (docs/produkt.md §3 club info, §7 POST vereinsInfo). */
import * as v from 'valibot';
import { MELDUNG } from '../validation-messages.js';
import { flagFeld, objektMeldung } from './fields.js';

/**
 * The jsondata part of POST vereinsInfo; strict. QuillHtmlData is optional because the HTML travels as
 * a separate file (docs/produkt.md §7); it is sanitised by the server. A boolean flag comes out as 0/1.
 */
export const vereinsInfoSchema = v.strictObject(
  {
    ExterneHtmlDateiVerwenden: flagFeld('ExterneHtmlDateiVerwenden', 0),
    QuillHtmlData: v.optional(v.nullable(v.string(MELDUNG.ungueltig('QuillHtmlData'))), null),
  },
  objektMeldung,
);
/** Output of vereinsInfoSchema. */
export type VereinsInfoInput = v.InferOutput<typeof vereinsInfoSchema>;
