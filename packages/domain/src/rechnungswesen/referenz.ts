/**
 * Payment references of the QR-bill: the QR reference (QRR, 27 digits with the recursive mod 10 check
 * digit, only with a QR-IBAN) and the Creditor Reference (SCOR, ISO 11649 'RF..', with a normal IBAN).
 * A payment's reference comes back in the bank file and ties it to its invoice.
 */
import { mod97 } from './iban.js';

/** Table of the recursive mod 10 check digit (SIX IG QR-bill, Annex B). */
const MOD10_TABELLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5] as const;

function mod10Rekursiv(ziffern: string): number {
  let uebertrag = 0;
  for (const z of ziffern) uebertrag = MOD10_TABELLE[(uebertrag + Number(z)) % 10] ?? 0;
  return (10 - uebertrag) % 10;
}

/** Removes all white space and upper-cases; how references from QR codes, forms and bank files are compared. */
export function referenzNormalisieren(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase();
}

/** Pads up to 26 digits with leading zeros and appends the check digit: a 27-digit QR reference. */
export function qrrErzeugen(ziffern: string): string {
  const z = ziffern.replace(/\s+/g, '');
  if (!/^\d{1,26}$/.test(z)) throw new RangeError(`QR-Referenz: 1 bis 26 Ziffern erwartet, erhalten: ${ziffern}`);
  const basis = z.padStart(26, '0');
  return `${basis}${mod10Rekursiv(basis)}`;
}

/** 27 digits (spaces allowed) whose last digit is the recursive mod 10 check digit of the first 26. */
export function qrrGueltig(s: string): boolean {
  const z = referenzNormalisieren(s);
  return /^\d{27}$/.test(z) && mod10Rekursiv(z.slice(0, 26)) === Number(z[26]);
}

/** As printed on the bill: two digits, then groups of five ('21 00000 00003 13947 14300 09017'). */
export function qrrFormatiert(s: string): string {
  const z = referenzNormalisieren(s);
  const rest = z.slice(2).match(/.{1,5}/g) ?? [];
  return [z.slice(0, 2), ...rest].join(' ');
}

/** ISO 11649: 'RF' + two check digits (98 - mod 97 of basis + 'RF00') + basis (1-21 letters/digits). */
export function rfErzeugen(basis: string): string {
  const b = referenzNormalisieren(basis);
  if (!/^[A-Z0-9]{1,21}$/.test(b)) {
    throw new RangeError(`Creditor Reference: 1 bis 21 Buchstaben oder Ziffern erwartet, erhalten: ${basis}`);
  }
  const pruefziffern = String(98 - mod97(`${b}RF00`)).padStart(2, '0');
  return `RF${pruefziffern}${b}`;
}

/** 'RF', two check digits and 1-21 letters/digits (max. 25 characters) with mod 97 = 1. */
export function rfGueltig(s: string): boolean {
  const r = referenzNormalisieren(s);
  return /^RF\d{2}[A-Z0-9]{1,21}$/.test(r) && mod97(r.slice(4) + r.slice(0, 4)) === 1;
}

/** Groups of four: 'RF18 5390 0754 7034'. */
export function rfFormatiert(s: string): string {
  return (referenzNormalisieren(s).match(/.{1,4}/g) ?? []).join(' ');
}

/** A reference formatted as printed, whichever kind it is (anything else is returned normalised). */
export function referenzFormatiert(s: string): string {
  if (qrrGueltig(s)) return qrrFormatiert(s);
  if (rfGueltig(s)) return rfFormatiert(s);
  return referenzNormalisieren(s);
}

function nichtNegativeGanzzahl(name: string, n: number, maxStellen: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || String(n).length > maxStellen) {
    throw new RangeError(`${name}: ganze Zahl von 0 bis ${maxStellen} Stellen erwartet, erhalten: ${n}`);
  }
  return String(n);
}

/**
 * The reference of one invoice, deterministic and unique per (kundenNummer, rechnungId): with a QR-IBAN
 * a QRR of the customer number (10 digits) and the invoice id (16 digits); else an RF reference of
 * customer number, 'R', invoice id (the letter keeps e.g. (1, 23) and (12, 3) apart).
 */
export function referenzFuerRechnung(a: { qrIban: boolean; kundenNummer: number; rechnungId: number }): {
  typ: 'QRR' | 'SCOR';
  referenz: string;
} {
  if (a.qrIban) {
    const kunde = nichtNegativeGanzzahl('Kundennummer', a.kundenNummer, 10).padStart(10, '0');
    const rechnung = nichtNegativeGanzzahl('Rechnungsnummer', a.rechnungId, 16).padStart(16, '0');
    return { typ: 'QRR', referenz: qrrErzeugen(`${kunde}${rechnung}`) };
  }
  const kunde = nichtNegativeGanzzahl('Kundennummer', a.kundenNummer, 10);
  const rechnung = nichtNegativeGanzzahl('Rechnungsnummer', a.rechnungId, 10);
  return { typ: 'SCOR', referenz: rfErzeugen(`${kunde}R${rechnung}`) };
}
