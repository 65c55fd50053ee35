/**
 * Rundmail (docs/produkt.md "Rundmail"): an e-mail from the administrator to all active members with an
 * e-mail address, or to those of chosen member categories. The schemas, the recipient rule and the
 * category check live here, so the server and the portal decide alike.
 */
import * as v from 'valibot';
import { kategoriePasst } from './app-regeln.js';
import { isValidEmail } from './email.js';
import type { FieldErrors } from './entities.js';
import { splitKategorien } from './normalize.js';
import { kategorienFeld, objektMeldung, pflichtTextFeld } from './schemas/fields.js';
import { MELDUNG } from './validation-messages.js';

/** Maximum lengths of the Rundmail form. */
export const RUNDMAIL_MAX = { Betreff: 200, Text: 20_000, Kategorien: 500 } as const;

/** The chosen categories as the product's comma text; null (or empty) = all members. */
const kategorien = kategorienFeld('Kategorien', RUNDMAIL_MAX.Kategorien);

/** POST rundmail: subject (one line), plain text, the chosen categories. */
export const rundmailSchema = v.strictObject(
  {
    Betreff: v.pipe(
      pflichtTextFeld('Betreff', RUNDMAIL_MAX.Betreff),
      // A subject is one header line; a line break would end it.
      v.check((s: string) => !/[\r\n]/.test(s), MELDUNG.keinZeilenumbruch('Betreff')),
    ),
    Text: pflichtTextFeld('Text', RUNDMAIL_MAX.Text),
    Kategorien: kategorien,
  },
  objektMeldung,
);
/** Output of rundmailSchema. */
export type RundmailInput = v.InferOutput<typeof rundmailSchema>;

/** GET rundmailVorschau: the same choice as the send. */
export const rundmailVorschauQuery = v.object({ Kategorien: kategorien });

/** A member of the selection without an e-mail address (the administrator reaches them otherwise). */
export const rundmailOhneEmailEntity = v.strictObject({
  MitgliedId: v.number(),
  Vorname: v.nullable(v.string()),
  Nachname: v.nullable(v.string()),
});
export type RundmailOhneEmail = v.InferOutput<typeof rundmailOhneEmailEntity>;

/** The preview: how many members the mail reaches, and who in the selection has no address. */
export const rundmailVorschauEntity = v.strictObject({
  AnzahlEmpfaenger: v.number(),
  OhneEmail: v.array(rundmailOhneEmailEntity),
});
export type RundmailVorschau = v.InferOutput<typeof rundmailVorschauEntity>;

/** A sent Rundmail in the list (newest first). GesendetAm is an ISO timestamp. */
export const rundmailEntity = v.strictObject({
  RundmailId: v.number(),
  GesendetAm: v.string(),
  Betreff: v.string(),
  Kategorien: v.nullable(v.string()),
  AnzahlEmpfaenger: v.number(),
});
export type Rundmail = v.InferOutput<typeof rundmailEntity>;

/** Answer of the send: the new record and how many mails went to the outbox. */
export const rundmailGesendetEntity = v.strictObject({ RecordId: v.number(), AnzahlEmpfaenger: v.number() });
export type RundmailGesendet = v.InferOutput<typeof rundmailGesendetEntity>;

/** What the recipient rule reads of a member. */
export interface RundmailMitglied {
  MitgliedId: number;
  Vorname: string | null;
  Nachname: string | null;
  Emailadresse: string | null;
  Mitgliedschaftsart: string | null;
  Status: string;
}

/**
 * The recipients of a Rundmail: active members (deleted ones never) of the chosen categories (none = all,
 * the rule of news and events: at least one category in common), split into those with a valid e-mail
 * address and those without (sorted by name).
 */
export function rundmailEmpfaenger<M extends RundmailMitglied>(
  mitglieder: readonly M[],
  kategorienText: string | null,
): { empfaenger: M[]; ohneEmail: RundmailOhneEmail[] } {
  const empfaenger: M[] = [];
  const ohne: M[] = [];
  for (const m of mitglieder) {
    if (m.Status !== 'A' || !kategoriePasst(kategorienText, m.Mitgliedschaftsart)) continue;
    if (m.Emailadresse && isValidEmail(m.Emailadresse)) empfaenger.push(m);
    else ohne.push(m);
  }
  const name = (m: M) => `${m.Nachname ?? ''} ${m.Vorname ?? ''}`;
  ohne.sort((a, b) => name(a).localeCompare(name(b), 'de'));
  return { empfaenger, ohneEmail: ohne.map((m) => ({ MitgliedId: m.MitgliedId, Vorname: m.Vorname, Nachname: m.Nachname })) };
}

/** The categories used on the club's members (any status), as getMitgliederkategorien lists them. */
export function vorhandeneKategorien(mitglieder: readonly { Mitgliedschaftsart: string | null }[]): string[] {
  const alle = new Map<string, string>();
  for (const m of mitglieder)
    for (const k of splitKategorien(m.Mitgliedschaftsart)) if (!alle.has(k.toLowerCase())) alle.set(k.toLowerCase(), k);
  return [...alle.values()];
}

/** A chosen category that no member of the club has is an error (case does not matter); null when all exist. */
export function rundmailKategorienFehler(kategorienText: string | null, vorhandene: readonly string[]): FieldErrors | null {
  const bekannt = new Set(vorhandene.map((k) => k.toLowerCase()));
  const fehlend = splitKategorien(kategorienText).filter((k) => !bekannt.has(k.toLowerCase()));
  return fehlend.length === 0 ? null : { Kategorien: fehlend.map((k) => MELDUNG.kategorieUnbekannt(k)) };
}
