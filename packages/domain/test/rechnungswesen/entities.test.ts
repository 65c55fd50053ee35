import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rechnungEntity, ueberfaelligBanner, type RechnungListenEintrag } from '../../src/index.js';

const rechnung = (r: Partial<RechnungListenEintrag>): RechnungListenEintrag => ({
  RechnungId: 12,
  Rechnungsdatum: '2026-10-02',
  FaelligAm: '2026-11-01',
  Total: 250,
  Offen: 250,
  Waehrung: 'CHF',
  Status: 'überfällig',
  Mahnstufe: 0,
  BezahltAm: null,
  Zahlungsreferenz: 'RF71 1000 R12',
  Leistung: 'Erhöhung der Anzahl Mitglieder im Jahresabonnement',
  ...r,
});

describe('rechnungEntity', () => {
  it('accepts a list row', () => expect(v.is(rechnungEntity, rechnung({}))).toBe(true));
  it.each([
    ['unknown status', { ...rechnung({}), Status: 'gemahnt' }],
    ['extra field', { ...rechnung({}), Intern: 1 }],
    ['amount as text', { ...rechnung({}), Total: '250.00' }],
    ['missing BezahltAm', (({ BezahltAm: _b, ...rest }) => rest)(rechnung({}))],
  ])('refuses %s', (_name, wert) => expect(v.is(rechnungEntity, wert)).toBe(false));
});

describe('ueberfaelligBanner', () => {
  it.each<[string, RechnungListenEintrag[], string | null]>([
    ['no invoices', [], null],
    [
      'nothing overdue',
      [rechnung({ Status: 'offen' }), rechnung({ Status: 'bezahlt', Offen: 0 }), rechnung({ Status: 'storniert' })],
      null,
    ],
    [
      'one overdue',
      [rechnung({ Status: 'bezahlt', RechnungId: 5 }), rechnung({})],
      'Eine Rechnung ist überfällig: Rechnung 12 über 250.00 CHF war am 01.11.2026 fällig. Die Rechnung mit dem Einzahlungsschein finden Sie unter Vereinskonto → Rechnungen.',
    ],
    [
      'one overdue, partly paid, thousands',
      [rechnung({ RechnungId: 7, Total: 1250.5, Offen: 1000 })],
      "Eine Rechnung ist überfällig: Rechnung 7 über 1'250.50 CHF (noch offen: 1'000.00 CHF) war am 01.11.2026 fällig. Die Rechnung mit dem Einzahlungsschein finden Sie unter Vereinskonto → Rechnungen.",
    ],
    [
      'two overdue, oldest first',
      [rechnung({ RechnungId: 14, FaelligAm: '2026-11-15', Total: 100, Offen: 100 }), rechnung({})],
      '2 Rechnungen sind überfällig: Rechnung 12 über 250.00 CHF (fällig am 01.11.2026), Rechnung 14 über 100.00 CHF (fällig am 15.11.2026). Die Rechnungen mit dem Einzahlungsschein finden Sie unter Vereinskonto → Rechnungen.',
    ],
  ])('%s', (_name, liste, text) => expect(ueberfaelligBanner(liste)).toBe(text));
});
