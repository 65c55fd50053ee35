/** Two-digit years and dates before 1900 (docs/produkt.md §5 dates). */
import { describe, expect, it } from 'vitest';
import {
  DATUM_MIN_JAHR,
  MELDUNG,
  aenderungsprotokollFilterSchema,
  dokumentSchema,
  newsSchema,
  parseDatumDe,
  terminSchema,
  validate,
} from '../src/index.js';
import { errorsOf } from './helpers.js';

describe("parseDatumDe reads 'dd.MM.yy' as 20yy", () => {
  it.each([
    ['12.03.26', '2026-03-12'],
    ['1.2.00', '2000-02-01'],
    ['29.02.28', '2028-02-29'],
    ['29.02.27', null],
    ['12.03.026', null],
    ['12.03.2026', '2026-03-12'],
    ['12.03.0026', '0026-03-12'],
  ])('parseDatumDe(%j) = %j', (input, out) => expect(parseDatumDe(input)).toBe(out));
});

describe(`no date before ${DATUM_MIN_JAHR}`, () => {
  const termin = { TerminId: 0, Datum: '2026-03-12', Titel: 'Training', Ganztaegig: 1, MitAnAbmeldung: 0 };
  const news = { NewsId: 0, Titel: 'GV', AnzeigenVon: '2026-03-01', AnzeigenBis: '2026-03-31', ExterneHtmlDateiVerwenden: 0 };
  const dokument = {
    DokumentId: 0,
    DokumentBezeichnung: 'Statuten',
    AnzeigenVon: '2026-03-01',
    InternetLinkVerwenden: 1,
    DateiURL: 'https://x.ch',
  };

  it.each([
    ['Termin Datum', terminSchema, termin, 'Datum', '0026-03-12', MELDUNG.datumVorMinJahr('Datum', 1900)],
    ['Termin Datum bis', terminSchema, termin, 'DatumBis', '1899-12-31', MELDUNG.datumVorMinJahr('DatumBis', 1900)],
    ['News Anzeigen von', newsSchema, news, 'AnzeigenVon', '0026-03-01', MELDUNG.datumVorMinJahr('AnzeigenVon', 1900)],
    ['News Anzeigen bis', newsSchema, news, 'AnzeigenBis', '0026-03-31', MELDUNG.datumVorMinJahr('AnzeigenBis', 1900)],
    ['Dokument Anzeigen bis', dokumentSchema, dokument, 'AnzeigenBis', '0999-01-01', MELDUNG.datumVorMinJahr('AnzeigenBis', 1900)],
  ] as const)('%s refused with a message naming the field', (_name, schema, basis, feld, wert, meldung) => {
    // Only the year message: not a misleading 'bis vor von' as well.
    expect(errorsOf(validate(schema, { ...basis, [feld]: wert }))).toEqual({ [feld]: [meldung] });
  });

  it('the message names the field and says what to do', () => {
    expect(MELDUNG.datumVorMinJahr('AnzeigenBis', 1900)).toBe(
      'Anzeigen bis liegt vor dem Jahr 1900. Bitte geben Sie das Jahr vierstellig ein.',
    );
  });

  it.each([
    ['Datum', terminSchema, termin, '1900-01-01'],
    ['AnzeigenVon', newsSchema, news, '1900-01-01'],
  ] as const)('the year 1900 itself is accepted (%s)', (feld, schema, basis, wert) => {
    expect(validate(schema, { ...basis, [feld]: wert }).success).toBe(true);
  });

  it('the change log filter refuses it as well', () => {
    expect(errorsOf(validate(aenderungsprotokollFilterSchema, { Von: '0026-01-01' })).Von).toEqual([MELDUNG.datumVorMinJahr('Von', 1900)]);
  });
});
