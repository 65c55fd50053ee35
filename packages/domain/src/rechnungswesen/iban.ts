/**
 * IBAN (ISO 13616) and Swiss company number (UID, eCH-0097) checks for the QR-bill: which account
 * may receive payments, and whether it is a QR-IBAN (then only QR references are allowed).
 */
import { IBAN_MELDUNG } from './texte.js';

/** IBAN lengths by country; CH/LI matter for the QR-bill, the neighbours catch common typos. */
const IBAN_LAENGE: Readonly<Record<string, number>> = {
  CH: 21,
  LI: 21,
  DE: 22,
  AT: 20,
  FR: 27,
  IT: 27,
  LU: 20,
  NL: 18,
  BE: 16,
  ES: 24,
  GB: 22,
};

/** Removes all white space and upper-cases, so 'ch93 0076 2011…' and 'CH930076…' compare equal. */
export function ibanNormalisieren(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase();
}

/** Remainder mod 97 of an alphanumeric string with letters as 10..35, digit by digit (no big integers). */
export function mod97(s: string): number {
  let rest = 0;
  for (const zeichen of s) {
    const code = zeichen.charCodeAt(0);
    const wert = code >= 65 && code <= 90 ? String(code - 55) : zeichen;
    for (const ziffer of wert) rest = (rest * 10 + Number(ziffer)) % 97;
  }
  return rest;
}

type IbanBefund = { ok: true; iban: string } | { ok: false; meldung: string };

function ibanBefund(eingabe: string): IbanBefund {
  const iban = ibanNormalisieren(eingabe);
  if (iban === '') return { ok: false, meldung: IBAN_MELDUNG.leer };
  if (!/^[A-Z0-9]+$/.test(iban)) return { ok: false, meldung: IBAN_MELDUNG.zeichen };
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return { ok: false, meldung: IBAN_MELDUNG.aufbau };
  const land = iban.slice(0, 2);
  const soll = IBAN_LAENGE[land];
  if (soll !== undefined && iban.length !== soll) {
    return { ok: false, meldung: IBAN_MELDUNG.laenge(land, soll, iban.length) };
  }
  // CH/LI: the 5-digit bank id (IID) and the account part are digits/letters as ISO 13616 says; the
  // BBAN of CH/LI is 5 digits followed by 12 alphanumerics.
  if ((land === 'CH' || land === 'LI') && !/^[0-9]{5}[A-Z0-9]{12}$/.test(iban.slice(4))) {
    return { ok: false, meldung: IBAN_MELDUNG.aufbau };
  }
  if (mod97(iban.slice(4) + iban.slice(0, 4)) !== 1) return { ok: false, meldung: IBAN_MELDUNG.pruefziffer };
  return { ok: true, iban };
}

/** ISO 13616: structure, length (per country where known) and the mod 97 check digits. */
export function ibanGueltig(iban: string): boolean {
  return ibanBefund(iban).ok;
}

/** Swiss/Liechtenstein IBAN whose IID (positions 5-9) lies in 30000-31999: QR references only. */
export function istQrIban(iban: string): boolean {
  const n = ibanNormalisieren(iban);
  if (!/^(CH|LI)[0-9]{7}/.test(n)) return false;
  const iid = Number(n.slice(4, 9));
  return iid >= 30000 && iid <= 31999;
}

/** Groups of four for display and print: 'CH93 0076 2011 6238 5295 7'. */
export function ibanFormatiert(iban: string): string {
  return (ibanNormalisieren(iban).match(/.{1,4}/g) ?? []).join(' ');
}

/** Checks a typed IBAN and says what to fix; `nurChLi` for accounts a QR-bill may credit. */
export function ibanPruefen(
  eingabe: string,
  optionen: { nurChLi?: boolean } = {},
): { ok: true; iban: string; qrIban: boolean } | { ok: false; meldung: string } {
  const befund = ibanBefund(eingabe);
  if (!befund.ok) {
    // A foreign IBAN where only CH/LI is possible: that is the thing to fix, even if it is also mistyped.
    const n = ibanNormalisieren(eingabe);
    if (optionen.nurChLi && /^[A-Z]{2}/.test(n) && !/^(CH|LI)/.test(n)) {
      return { ok: false, meldung: IBAN_MELDUNG.nurChLi };
    }
    return befund;
  }
  if (optionen.nurChLi && !/^(CH|LI)/.test(befund.iban)) return { ok: false, meldung: IBAN_MELDUNG.nurChLi };
  return { ok: true, iban: befund.iban, qrIban: istQrIban(befund.iban) };
}

const UID_MUSTER = /^CHE-?(\d{3})\.?(\d{3})\.?(\d{3})(?:\s+(MWST|TVA|IVA))?$/;
const UID_GEWICHTE = [5, 4, 3, 2, 7, 6, 5, 4] as const;

/** eCH-0097 check digit of the first eight digits: 11 - (weighted sum mod 11); 10 never occurs in a valid UID. */
function uidPruefziffer(ziffern: string): number | null {
  let summe = 0;
  UID_GEWICHTE.forEach((g, i) => {
    summe += g * Number(ziffern[i]);
  });
  const p = 11 - (summe % 11);
  if (p === 11) return 0;
  return p === 10 ? null : p;
}

/**
 * Checks a Swiss company number (UID) such as 'CHE-116.281.710' or 'CHE-116.281.710 MWST' (also without
 * dots/dash) and gives it back in the canonical form.
 */
export function uidPruefen(eingabe: string): { ok: true; uid: string } | { ok: false; meldung: string } {
  const s = eingabe.trim().replace(/\s+/g, ' ').toUpperCase();
  if (s === '') return { ok: false, meldung: IBAN_MELDUNG.uidLeer };
  const m = UID_MUSTER.exec(s);
  if (!m) return { ok: false, meldung: IBAN_MELDUNG.uidAufbau };
  const ziffern = `${m[1]}${m[2]}${m[3]}`;
  if (uidPruefziffer(ziffern) !== Number(ziffern[8])) return { ok: false, meldung: IBAN_MELDUNG.uidPruefziffer };
  const zusatz = m[4] ? ` ${m[4]}` : '';
  return { ok: true, uid: `CHE-${m[1]}.${m[2]}.${m[3]}${zusatz}` };
}

/** True for a well-formed UID with a correct check digit. */
export function uidGueltig(s: string): boolean {
  return uidPruefen(s).ok;
}
