import { describe, expect, it } from 'vitest';
import {
  ABGLEICH_GRUND,
  zahlungenAbgleichen,
  type BereitsGebucht,
  type Buchung,
  type CamtDatei,
  type CamtZahlung,
  type OffeneRechnung,
} from '../../src/index.js';
import { camtLesen } from '../../src/rechnungswesen/camt.js';
import { fixture } from './fixtures.js';

function datei(name: string): CamtDatei {
  const d = camtLesen(fixture(name));
  if ('fehler' in d) throw new Error(d.fehler);
  return d;
}

/** The invoices of customer 1000 the fixtures pay (references from referenzFuerRechnung). */
const OFFENE: OffeneRechnung[] = [
  { rechnungId: 1, referenz: '000000100000000000000000010', totalCents: 25000, bezahltCents: 0, kundenName: 'FC Beispiel' },
  { rechnungId: 2, referenz: 'RF791000R2', totalCents: 10000, bezahltCents: 0, kundenName: 'Chor Harmonie & Co.' },
  { rechnungId: 3, referenz: '000000100000000000000000036', totalCents: 15000, bezahltCents: 0, kundenName: 'Musikgesellschaft Dorf' },
  { rechnungId: 4, referenz: '000000100000000000000000044', totalCents: 5000, bezahltCents: 0, kundenName: 'Schützenverein Hinterdorf' },
  { rechnungId: 5, referenz: '00 00001 00000 00000 00000 00052', totalCents: 12000, bezahltCents: 0, kundenName: 'Turnverein Muster' },
  // Paid by an earlier file; the new file reverses that payment.
  { rechnungId: 6, referenz: 'RF68 1000 R6', totalCents: 7500, bezahltCents: 7500, kundenName: 'Jodlerklub Echo' },
];
const FRUEHER: BereitsGebucht[] = [{ eintragSchluessel: 'ZV20261101/000009/01', rechnungId: 6, betragCents: 7500 }];

/** What the server stores for a booking, so the next import knows it. */
function gebucht(b: Buchung): BereitsGebucht {
  if (b.art === 'zahlung') return { eintragSchluessel: b.eintragSchluessel, rechnungId: b.rechnungId, betragCents: b.betragCents };
  if (b.art === 'storno') return { eintragSchluessel: b.eintragSchluessel, rechnungId: b.rechnungId, betragCents: -b.betragCents };
  return { eintragSchluessel: b.eintragSchluessel, rechnungId: null, betragCents: b.betragCents };
}

const zahlung = (
  eintragSchluessel: string,
  rechnungId: number,
  betragCents: number,
  ergebnis: 'bezahlt' | 'teilweise bezahlt',
  restCents: number,
  ueberzahlungCents = 0,
  datum = '2026-11-25',
): Buchung => ({
  art: 'zahlung',
  eintragSchluessel,
  rechnungId,
  betragCents,
  datum,
  ergebnis,
  restCents,
  ueberzahlungCents,
});

describe('zahlungenAbgleichen: camt054-sammelbuchung.xml', () => {
  const ergebnis = zahlungenAbgleichen(datei('camt054-sammelbuchung.xml'), OFFENE, FRUEHER);

  it.each<[string, Buchung]>([
    ['QRR, exact amount -> bezahlt', zahlung('ZV20261125/000001/01', 1, 25000, 'bezahlt', 0)],
    ['RF typed in lower case with spaces -> bezahlt', zahlung('ZV20261125/000001/02', 2, 10000, 'bezahlt', 0)],
    ['less -> teilweise bezahlt with the remainder', zahlung('ZV20261125/000001/03', 3, 6000, 'teilweise bezahlt', 9000)],
    ['more -> bezahlt with the over-payment', zahlung('ZV20261125/000001/04', 4, 8000, 'bezahlt', 0, 3000)],
    [
      'unknown reference -> nicht zugeordnet, suggesting the invoice with that amount and payer',
      {
        art: 'nicht zugeordnet',
        eintragSchluessel: 'ZV20261125/000001/05',
        betragCents: 12000,
        datum: '2026-11-25',
        referenz: '000000100000000000000000995',
        mitteilung: 'Jahresbeitrag Vereinsportal',
        zahlerName: 'Turnverein Muster',
        vorschlaege: [5],
      },
    ],
    ['a second payment to the same invoice in the file accumulates -> bezahlt', zahlung('ZV20261125/000002#1', 3, 9000, 'bezahlt', 0)],
    [
      'reversal of an earlier booked payment -> storno',
      { art: 'storno', eintragSchluessel: 'ZV20261125/000003/01', rechnungId: 6, betragCents: 7500, datum: '2026-11-25' },
    ],
  ])('%s', (_name, buchung) => expect(ergebnis.buchungen).toContainEqual(buchung));

  it('books exactly these, in file order', () => {
    expect(ergebnis.buchungen.map((b) => b.eintragSchluessel)).toEqual([
      'ZV20261125/000001/01',
      'ZV20261125/000001/02',
      'ZV20261125/000001/03',
      'ZV20261125/000001/04',
      'ZV20261125/000001/05',
      'ZV20261125/000002#1',
      'ZV20261125/000003/01',
    ]);
  });

  it('skips the debit and the EUR payment with a German reason', () => {
    expect(ergebnis.uebersprungen).toEqual([
      { eintragSchluessel: 'ZV20261125/000004', grund: ABGLEICH_GRUND.belastung },
      { eintragSchluessel: 'ZV20261125/000005/01', grund: ABGLEICH_GRUND.waehrung('EUR', 'CHF') },
    ]);
    expect(ABGLEICH_GRUND.waehrung('EUR', 'CHF')).toBe('Zahlung in EUR: Abgeglichen werden nur Zahlungen in CHF; bitte von Hand prüfen.');
  });

  it('the same file read again books nothing', () => {
    const nochmals = zahlungenAbgleichen(datei('camt054-sammelbuchung.xml'), OFFENE, [...FRUEHER, ...ergebnis.buchungen.map(gebucht)]);
    expect(nochmals.buchungen).toEqual([]);
    expect(nochmals.uebersprungen.filter((u) => u.grund === ABGLEICH_GRUND.bereitsEingelesen)).toHaveLength(7);
  });

  it('a reversal of a payment never booked is skipped with a reason', () => {
    const ohneFrueher = zahlungenAbgleichen(datei('camt054-sammelbuchung.xml'), OFFENE, []);
    expect(ohneFrueher.buchungen.some((b) => b.art === 'storno')).toBe(false);
    expect(ohneFrueher.uebersprungen).toContainEqual({
      eintragSchluessel: 'ZV20261125/000003/01',
      grund: ABGLEICH_GRUND.stornoOhneZahlung(6),
    });
  });

  it('a reversal whose payment was already reversed earlier is skipped', () => {
    const schonStorniert = [...FRUEHER, { eintragSchluessel: 'ZV20261110/000001/01', rechnungId: 6, betragCents: -7500 }];
    const r = zahlungenAbgleichen(datei('camt054-sammelbuchung.xml'), OFFENE, schonStorniert);
    expect(r.uebersprungen).toContainEqual({ eintragSchluessel: 'ZV20261125/000003/01', grund: ABGLEICH_GRUND.stornoOhneZahlung(6) });
  });
});

describe('zahlungenAbgleichen: camt053-kontoauszug.xml', () => {
  it('pays invoice 5 and skips the account fee', () => {
    const r = zahlungenAbgleichen(datei('camt053-kontoauszug.xml'), OFFENE, []);
    expect(r.buchungen).toEqual([zahlung('KA20261130/0001/01', 5, 12000, 'bezahlt', 0, 0, '2026-11-30')]);
    expect(r.uebersprungen).toEqual([{ eintragSchluessel: 'KA20261130/0002', grund: ABGLEICH_GRUND.belastung }]);
  });
});

describe('zahlungenAbgleichen: single rules', () => {
  const z = (teil: Partial<CamtZahlung>): CamtZahlung => ({
    eintragSchluessel: 'K1',
    betragCents: 10000,
    waehrung: 'CHF',
    gutschrift: true,
    storno: false,
    buchungsdatum: '2026-11-25',
    valutadatum: '2026-11-26',
    referenz: 'RF791000R2',
    mitteilung: null,
    zahlerName: null,
    gebucht: true,
    ...teil,
  });
  const mit = (...zahlungen: CamtZahlung[]): CamtDatei => ({
    art: 'camt.054',
    konto: 'CH5800791123000889012',
    nachrichtId: 'M',
    zahlungen,
  });

  it('the same key twice in one file: booked once', () => {
    const r = zahlungenAbgleichen(mit(z({}), z({})), OFFENE, []);
    expect(r.buchungen).toHaveLength(1);
    expect(r.uebersprungen).toEqual([{ eintragSchluessel: 'K1', grund: ABGLEICH_GRUND.doppelt }]);
  });

  it('three partial payments to one invoice add up; the third over-pays', () => {
    const r = zahlungenAbgleichen(
      mit(
        z({ eintragSchluessel: 'A', betragCents: 4000 }),
        z({ eintragSchluessel: 'B', betragCents: 4000 }),
        z({ eintragSchluessel: 'C', betragCents: 4000 }),
      ),
      OFFENE,
      [],
    );
    expect(r.buchungen.map((b) => (b.art === 'zahlung' ? [b.ergebnis, b.restCents, b.ueberzahlungCents] : null))).toEqual([
      ['teilweise bezahlt', 6000, 0],
      ['teilweise bezahlt', 2000, 0],
      ['bezahlt', 0, 2000],
    ]);
  });

  it('a payment to an invoice already paid is all over-payment', () => {
    const r = zahlungenAbgleichen(mit(z({ referenz: 'RF681000R6', betragCents: 7500 })), OFFENE, FRUEHER);
    expect(r.buchungen).toEqual([zahlung('K1', 6, 7500, 'bezahlt', 0, 7500)]);
  });

  it('payment and its reversal in the same file', () => {
    const r = zahlungenAbgleichen(
      mit(z({ eintragSchluessel: 'A' }), z({ eintragSchluessel: 'B', gutschrift: false, storno: true })),
      OFFENE,
      [],
    );
    expect(r.buchungen.map((b) => [b.art, b.eintragSchluessel])).toEqual([
      ['zahlung', 'A'],
      ['storno', 'B'],
    ]);
    // After the reversal the invoice is open again: a new payment pays it in full.
    const weiter = zahlungenAbgleichen(
      mit(z({ eintragSchluessel: 'A' }), z({ eintragSchluessel: 'B', gutschrift: false, storno: true }), z({ eintragSchluessel: 'C' })),
      OFFENE,
      [],
    );
    expect(weiter.buchungen[2]).toEqual(zahlung('C', 2, 10000, 'bezahlt', 0));
  });

  it.each<[string, Partial<CamtZahlung>, string]>([
    ['a debit', { gutschrift: false }, ABGLEICH_GRUND.belastung],
    ['EUR', { waehrung: 'EUR' }, ABGLEICH_GRUND.waehrung('EUR', 'CHF')],
    ['pending', { gebucht: false }, ABGLEICH_GRUND.nichtGebucht],
    ['a reversed debit', { storno: true }, ABGLEICH_GRUND.stornoBelastung],
    ['a reversal without invoice', { storno: true, gutschrift: false, referenz: null }, ABGLEICH_GRUND.stornoOhneRechnung],
  ])('skips %s', (_name, teil, grund) => {
    expect(zahlungenAbgleichen(mit(z(teil)), OFFENE, [])).toEqual({ buchungen: [], uebersprungen: [{ eintragSchluessel: 'K1', grund }] });
  });

  it.each<[string, Partial<CamtZahlung>, number[]]>([
    ['same open amount', { referenz: null, betragCents: 5000 }, [4]],
    [
      'customer name in the message',
      { referenz: 'RF18539007547034', betragCents: 1, mitteilung: 'Beitrag musikgesellschaft  dorf 2026' },
      [3],
    ],
    ['payer name contains the customer name', { referenz: null, betragCents: 1, zahlerName: 'FC BEISPIEL, Kassier' }, [1]],
    ['amount and a different name', { referenz: null, betragCents: 10000, zahlerName: 'Chor Harmonie & Co.' }, [2]],
    ['nothing alike', { referenz: null, betragCents: 1, zahlerName: 'Max Muster' }, []],
    ['no suggestion of a paid invoice', { referenz: null, betragCents: 1, zahlerName: 'Jodlerklub Echo' }, []],
  ])('suggestions: %s', (_name, teil, vorschlaege) => {
    const [b] = zahlungenAbgleichen(mit(z(teil)), OFFENE, FRUEHER).buchungen;
    expect(b?.art === 'nicht zugeordnet' ? b.vorschlaege : null).toEqual(vorschlaege);
  });

  it('booking date, else value date', () => {
    const [b] = zahlungenAbgleichen(mit(z({ buchungsdatum: null })), OFFENE, []).buchungen;
    expect(b?.datum).toBe('2026-11-26');
  });
});
