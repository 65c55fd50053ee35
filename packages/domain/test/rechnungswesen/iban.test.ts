import { describe, expect, it } from 'vitest';
import {
  IBAN_MELDUNG,
  ibanFormatiert,
  ibanGueltig,
  ibanNormalisieren,
  ibanPruefen,
  istQrIban,
  uidGueltig,
  uidPruefen,
} from '../../src/index.js';
import { normalUndFormatiert } from '../helpers.js';

describe('ibanGueltig (ISO 13616 mod 97, length per country)', () => {
  it.each([
    ['CH93 0076 2011 6238 5295 7', true], // ISO 13616 / PostFinance example
    ['CH9300762011623852957', true],
    ['ch93 0076 2011 6238 5295 7', true],
    ['CH44 3199 9123 0008 8901 2', true], // SIX sample QR-IBAN
    ['CH58 0079 1123 0008 8901 2', true], // SIX sample IBAN
    ['LI21 0881 0000 2324 013A A', true], // Liechtenstein example (letters in the account part)
    ['DE89 3704 0044 0532 0130 00', true],
    ['GB82 WEST 1234 5698 7654 32', true],
    ['CH94 0076 2011 6238 5295 7', false], // wrong check digits
    ['CH93 0076 2011 6238 5295 8', false], // one digit changed
    ['CH93 0076 2011 6238 5295', false], // too short for CH
    ['CH93 0076 2011 6238 5295 77', false], // too long for CH
    ['DE89 3704 0044 0532 0130', false], // too short for DE
    ['CH93-0076-2011-6238-5295-7', false],
    ['', false],
    ['9300762011623852957CH', false],
  ])('%j -> %s', (iban, ok) => expect(ibanGueltig(iban)).toBe(ok));
});

describe('istQrIban (IID 30000-31999, CH/LI)', () => {
  it.each([
    ['CH44 3199 9123 0008 8901 2', true],
    ['CH4431999123000889012', true],
    ['CH21 3000 0000 0000 0000 0', true], // lower bound of the IID range (shape only)
    ['CH93 0076 2011 6238 5295 7', false],
    ['CH58 0079 1123 0008 8901 2', false],
    ['DE89 3199 9044 0532 0130 00', false], // not CH/LI
  ])('%s -> %s', (iban, qr) => expect(istQrIban(iban)).toBe(qr));
});

describe('ibanNormalisieren / ibanFormatiert', () => {
  normalUndFormatiert(ibanNormalisieren, ibanFormatiert, [
    [' ch93 0076 2011\t6238 5295 7 ', 'CH9300762011623852957', 'CH93 0076 2011 6238 5295 7'],
    ['CH4431999123000889012', 'CH4431999123000889012', 'CH44 3199 9123 0008 8901 2'],
  ]);
});

describe('ibanPruefen: says what to fix', () => {
  it.each([
    ['CH93 0076 2011 6238 5295 7', {}, { ok: true, iban: 'CH9300762011623852957', qrIban: false }],
    ['ch44 3199 9123 0008 8901 2', { nurChLi: true }, { ok: true, iban: 'CH4431999123000889012', qrIban: true }],
    ['DE89 3704 0044 0532 0130 00', {}, { ok: true, iban: 'DE89370400440532013000', qrIban: false }],
    ['DE89 3704 0044 0532 0130 00', { nurChLi: true }, { ok: false, meldung: IBAN_MELDUNG.nurChLi }],
    ['DE00 3704 0044 0532 0130 00', { nurChLi: true }, { ok: false, meldung: IBAN_MELDUNG.nurChLi }],
    ['CH94 0076 2011 6238 5295 7', {}, { ok: false, meldung: IBAN_MELDUNG.pruefziffer }],
    ['CH93 0076 2011 6238 5295', {}, { ok: false, meldung: IBAN_MELDUNG.laenge('CH', 21, 20) }],
    ['CH93 0076-2011', {}, { ok: false, meldung: IBAN_MELDUNG.zeichen }],
    ['0076 2011 6238 5295 7', {}, { ok: false, meldung: IBAN_MELDUNG.aufbau }],
    ['   ', {}, { ok: false, meldung: IBAN_MELDUNG.leer }],
  ] as const)('%j %j', (eingabe, optionen, ergebnis) => expect(ibanPruefen(eingabe, optionen)).toEqual(ergebnis));

  it('names the fix in German', () => {
    expect(IBAN_MELDUNG.pruefziffer).toBe('Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe.');
    expect(IBAN_MELDUNG.nurChLi).toBe('Es sind nur IBAN aus der Schweiz oder Liechtenstein (CH/LI) möglich.');
    expect(IBAN_MELDUNG.laenge('CH', 21, 19)).toBe(
      'Die IBAN ist ungültig: Eine IBAN aus CH hat 21 Zeichen, eingegeben sind 19. Bitte prüfen Sie die Eingabe.',
    );
  });
});

describe('uidPruefen / uidGueltig (eCH-0097 mod 11)', () => {
  it.each([
    ['CHE-116.281.710', { ok: true, uid: 'CHE-116.281.710' }],
    ['CHE116281710', { ok: true, uid: 'CHE-116.281.710' }],
    ['che-116.281.710 mwst', { ok: true, uid: 'CHE-116.281.710 MWST' }],
    ['CHE-116.281.710 TVA', { ok: true, uid: 'CHE-116.281.710 TVA' }],
    ['CHE-116.281.710  IVA', { ok: true, uid: 'CHE-116.281.710 IVA' }],
    ['CHE-109.322.551', { ok: true, uid: 'CHE-109.322.551' }],
    ['CHE-123.456.789', { ok: false, meldung: IBAN_MELDUNG.uidPruefziffer }], // the usual placeholder is not valid
    ['CHE-116.281.711', { ok: false, meldung: IBAN_MELDUNG.uidPruefziffer }],
    ['CHE-116.281.71', { ok: false, meldung: IBAN_MELDUNG.uidAufbau }],
    ['CHE-116.281.710 VAT', { ok: false, meldung: IBAN_MELDUNG.uidAufbau }],
    ['ADM-116.281.710', { ok: false, meldung: IBAN_MELDUNG.uidAufbau }],
    ['', { ok: false, meldung: IBAN_MELDUNG.uidLeer }],
  ] as const)('%j', (eingabe, ergebnis) => {
    expect(uidPruefen(eingabe)).toEqual(ergebnis);
    expect(uidGueltig(eingabe)).toBe(ergebnis.ok);
  });
});
