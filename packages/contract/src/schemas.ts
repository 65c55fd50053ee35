/** Response and body schemas that exist only on the wire (the entities themselves are the domain's). */
import { fieldErrorsEntity, HTML_MAX_BYTES, MELDUNG, pruefeImportPayload, type ImportPayloadZeile } from '@vereinsportal/domain';
import * as v from 'valibot';
import type { DateiTeil } from './operation.js';

/** Body of every error answer: a German sentence, or for a 400 the messages per field. */
export const fehlerAntwort = v.union([v.string(), fieldErrorsEntity]);

/** GET health (readiness): this instance takes requests and its database answers; else 503 with the reason. */
export const healthAntwort = v.strictObject({ Status: v.literal('bereit') });

/**
 * GET einstellungen: what the screens need from the server's configuration before sign-in: the club's time
 * zone (every date and time is shown in it) and the addresses of the terms and privacy policy.
 */
export const einstellungenAntwort = v.strictObject({ Zeitzone: v.string(), AgbUrl: v.string(), DatenschutzUrl: v.string() });

/**
 * The bot-check (ALTCHA) challenge, handed to the widget unchanged; its fields are ALTCHA's (none
 * when the check is off), so any object is accepted.
 */
export const botcheckChallengeAntwort = v.object({});

/** Category names used on the club's members. */
export const kategorienAntwort = v.array(v.string());

/**
 * Body of POST mitgliederimport: every row with the import rules, messages numbered like the
 * preview's ('Zeilen Nr. n:'), all under one key. Typed as the members the client sends.
 */
export const importBody = v.pipe(
  v.custom<readonly ImportPayloadZeile[]>(() => true),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const pruefung = pruefeImportPayload(dataset.value);
    if (pruefung.success) return pruefung.output;
    for (const [feld, meldungen] of Object.entries(pruefung.errors)) {
      for (const message of meldungen) {
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: {}, key: feld, value: undefined }] });
      }
    }
    return NEVER;
  }),
);

/** The HTML part of a news or club-info save: the editor's HTML, or an uploaded .htm/.html file. */
export const HTML_TEILE = {
  quillHtmlDatei: {
    maxBytes: HTML_MAX_BYTES,
    zuGrossMeldung: MELDUNG.htmlZuGross,
    beschreibung: 'Editor-HTML als Datei "Quill.HTML" (text/html)',
  },
  externeHtmlDatei: { maxBytes: HTML_MAX_BYTES, zuGrossMeldung: MELDUNG.htmlZuGross, beschreibung: 'Externe HTML-Datei (.htm/.html)' },
} as const satisfies Record<string, DateiTeil>;
