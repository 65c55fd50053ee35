/** 'Meine Beiträge' in the member app: when an invoice is still to pay, and the texts the member reads. */
import { describe, expect, it } from 'vitest';
import { beitragZahlbar, MEINE_BEITRAEGE, MEINE_BEITRAEGE_MELDUNG, type MeinBeitrag } from '../../src/index.js';

describe('beitragZahlbar', () => {
  it.each<[MeinBeitrag['Status'], number, boolean]>([
    ['offen', 120, true],
    ['teilweise bezahlt', 70, true],
    ['überfällig', 40, true],
    ['bezahlt', 0, false],
    ['storniert', 0, false],
    // Over-paid shows as 'bezahlt' with nothing open; a cancelled one with a stale amount is still not payable.
    ['storniert', 120, false],
    ['offen', 0, false],
  ])('%s with %d open -> %s', (Status, Offen, zahlbar) => {
    expect(beitragZahlbar({ Status, Offen })).toBe(zahlbar);
  });
});

describe('texts of Meine Beiträge', () => {
  it('says what the QR code pays, when to pay and when it was paid, in Swiss format', () => {
    expect(MEINE_BEITRAEGE.titel).toBe('Meine Beiträge');
    expect(MEINE_BEITRAEGE.qrAlt({ Bezeichnung: 'Mitgliederbeitrag 2027', Offen: 1234.5 })).toBe(
      "QR-Code zum Bezahlen: Mitgliederbeitrag 2027, 1'234.50 CHF",
    );
    expect(MEINE_BEITRAEGE.faellig('2027-02-28')).toBe('Zahlbar bis 28.02.2027');
    expect(MEINE_BEITRAEGE.bezahltAm('2027-02-03')).toBe('bezahlt am 03.02.2027');
    expect(MEINE_BEITRAEGE.rechnungVom('2027-01-15')).toBe('Rechnung vom 15.01.2027');
    expect(MEINE_BEITRAEGE_MELDUNG.nichtZahlbar).toBe('Diese Rechnung ist nicht mehr offen: es gibt nichts zu bezahlen.');
    // Swiss spelling everywhere.
    expect(JSON.stringify({ ...MEINE_BEITRAEGE, ...MEINE_BEITRAEGE_MELDUNG })).not.toContain('ß');
  });
});
