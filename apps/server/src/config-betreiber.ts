/**
 * The operator of the portal as seller and payee of its invoices (README «Rechnungen und Zahlungen»):
 * its environment variables, their checks (the domain's IBAN, UID and QR-bill rules) and the demo's values.
 */
import { ibanPruefen, isValidEmail, QR_MAX, qrUnerlaubteZeichen, uidPruefen } from '@vereinsportal/domain';
import * as v from 'valibot';

/** The variables as envSchema reads them (checked together by betreiberLesen, one line per bad value). */
export const BETREIBER_ENV = {
  BETREIBER_NAME: v.optional(v.string()),
  BETREIBER_STRASSE: v.optional(v.string()),
  BETREIBER_HAUSNUMMER: v.optional(v.string()),
  BETREIBER_PLZ: v.optional(v.string()),
  BETREIBER_ORT: v.optional(v.string()),
  BETREIBER_LAND: v.optional(v.string(), 'CH'),
  BETREIBER_IBAN: v.optional(v.string()),
  BETREIBER_KONTO_IBAN: v.optional(v.string()),
  BETREIBER_UID: v.optional(v.string()),
  BETREIBER_EMAIL: v.optional(v.string()),
};

/** The operator as seller and payee (QR-bill creditor); `iban` normalised, `uid` canonical. */
export interface Betreiber {
  name: string;
  strasse: string | null;
  hausnummer: string | null;
  plz: string;
  ort: string;
  /** ISO 3166-1 alpha-2. */
  land: string;
  iban: string;
  /** A QR-IBAN: invoices carry a QR reference (QRR), else a creditor reference (SCOR). */
  qrIban: boolean;
  /**
   * The IBANs a bank file of this account may name: BETREIBER_IBAN and BETREIBER_KONTO_IBAN (a QR-IBAN's
   * account appears in camt files under its ordinary IBAN).
   */
  kontoIbans: string[];
  uid: string | null;
  email: string | null;
}

/**
 * The demo's operator: values that validate (the SIX sample QR-IBAN, a UID with a correct check digit),
 * used only with DEMO=1, so they never bill a real club.
 */
export const DEMO_BETREIBER = {
  BETREIBER_NAME: 'Vereinsportal Demo AG',
  BETREIBER_STRASSE: 'Musterstrasse',
  BETREIBER_HAUSNUMMER: '1',
  BETREIBER_PLZ: '3000',
  BETREIBER_ORT: 'Bern',
  BETREIBER_IBAN: 'CH44 3199 9123 0008 8901 2',
  BETREIBER_KONTO_IBAN: 'CH58 0079 1123 0008 8901 2',
  BETREIBER_UID: 'CHE-109.322.551 MWST',
  BETREIBER_EMAIL: 'rechnungen@vereinsportal.ch',
} as const;

/** Needed in production: a QR-bill's creditor has an account, a name, a postal code and a town. */
export const BETREIBER_PFLICHT = ['BETREIBER_NAME', 'BETREIBER_IBAN', 'BETREIBER_PLZ', 'BETREIBER_ORT'] as const;

/** The variables after envSchema (derived from BETREIBER_ENV, so their list is written once). */
type BetreiberEnv = v.InferOutput<v.ObjectSchema<typeof BETREIBER_ENV, undefined>>;

/**
 * Checks the operator's variables (the demo's values filled in with DEMO=1); one German line per bad value
 * in `fehler`. In production the required ones may be missing: `fehlt` names them (main.ts refuses to start).
 */
export function betreiberLesen(e: BetreiberEnv, demo: boolean): { betreiber: Betreiber | null; fehlt: string[]; fehler: string[] } {
  const w = (name: keyof typeof DEMO_BETREIBER): string | undefined => e[name]?.trim() || (demo ? DEMO_BETREIBER[name] : undefined);
  const fehler: string[] = [];
  const fehlt = BETREIBER_PFLICHT.filter((name) => !w(name));
  const text = (name: keyof typeof DEMO_BETREIBER, max: number): string | null => {
    const wert = w(name);
    if (!wert) return null;
    if (wert.length > max) fehler.push(`${name}: erwartet höchstens ${max} Zeichen (expected at most ${max} characters)`);
    const falsch = qrUnerlaubteZeichen(wert);
    if (falsch.length > 0) fehler.push(`${name}: enthält Zeichen, die eine QR-Rechnung nicht erlaubt: ${falsch.join(' ')}`);
    return wert;
  };
  const name = text('BETREIBER_NAME', QR_MAX.name);
  const strasse = text('BETREIBER_STRASSE', QR_MAX.strasse);
  const hausnummer = text('BETREIBER_HAUSNUMMER', QR_MAX.hausnummer);
  const plz = text('BETREIBER_PLZ', QR_MAX.plz);
  const ort = text('BETREIBER_ORT', QR_MAX.ort);
  const land = e.BETREIBER_LAND.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(land))
    fehler.push('BETREIBER_LAND: erwartet einen Ländercode aus zwei Buchstaben wie CH (expected ISO 3166 alpha-2)');
  let konto: { iban: string; qrIban: boolean } | null = null;
  const ibanText = w('BETREIBER_IBAN');
  if (ibanText) {
    const pruefung = ibanPruefen(ibanText, { nurChLi: true });
    if (pruefung.ok) konto = pruefung;
    else fehler.push(`BETREIBER_IBAN: ${pruefung.meldung}`);
  }
  let kontoIban: string | null = null;
  // The demo's account IBAN belongs to the demo's QR-IBAN only.
  const kontoText = e.BETREIBER_IBAN?.trim() ? e.BETREIBER_KONTO_IBAN?.trim() : w('BETREIBER_KONTO_IBAN');
  if (kontoText) {
    const pruefung = ibanPruefen(kontoText, { nurChLi: true });
    if (pruefung.ok && !pruefung.qrIban) kontoIban = pruefung.iban;
    else
      fehler.push(
        `BETREIBER_KONTO_IBAN: ${pruefung.ok ? 'erwartet die gewöhnliche IBAN des Kontos, keine QR-IBAN (expected the ordinary IBAN)' : pruefung.meldung}`,
      );
  }
  let uid: string | null = null;
  const uidText = w('BETREIBER_UID');
  if (uidText) {
    const pruefung = uidPruefen(uidText);
    if (pruefung.ok) uid = pruefung.uid;
    else fehler.push(`BETREIBER_UID: ${pruefung.meldung}`);
  }
  const email = w('BETREIBER_EMAIL') ?? null;
  if (email && !isValidEmail(email)) fehler.push('BETREIBER_EMAIL: erwartet eine E-Mail-Adresse (expected an e-mail address)');
  if (fehler.length > 0 || !name || !plz || !ort || !konto) return { betreiber: null, fehlt, fehler };
  const kontoIbans = [konto.iban, ...(kontoIban && kontoIban !== konto.iban ? [kontoIban] : [])];
  return {
    betreiber: { name, strasse, hausnummer, plz, ort, land, iban: konto.iban, qrIban: konto.qrIban, kontoIbans, uid, email },
    fehlt,
    fehler,
  };
}

/** The start's refusal in production without the operator's data (one line naming the variables). */
export function betreiberFehltMeldung(fehlt: readonly string[]): string {
  return `${fehlt.join(', ')}: im Echtbetrieb (DEMO=0) nötig, damit Rechnungen an Vereine den richtigen Zahlungsempfänger tragen (README «Rechnungen und Zahlungen»); bitte setzen (required in production)`;
}
