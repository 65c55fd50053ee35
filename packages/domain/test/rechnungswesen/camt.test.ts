import { describe, expect, it } from 'vitest';
import { CAMT_MELDUNG, type CamtDatei, type CamtZahlung } from '../../src/index.js';
import { camtLesen } from '../../src/rechnungswesen/camt.js';
import { fixture } from './fixtures.js';

function datei(name: string): CamtDatei {
  const d = camtLesen(fixture(name));
  if ('fehler' in d) throw new Error(d.fehler);
  return d;
}

const basis = {
  waehrung: 'CHF',
  gutschrift: true,
  storno: false,
  buchungsdatum: '2026-11-25',
  valutadatum: '2026-11-25',
  mitteilung: null,
  gebucht: true,
} satisfies Partial<CamtZahlung>;

describe('camtLesen: camt.054 with a batch booking', () => {
  const d = datei('camt054-sammelbuchung.xml');

  it('file, account (IBAN, normalised) and message id', () => {
    expect(d.art).toBe('camt.054');
    expect(d.konto).toBe('CH5800791123000889012');
    expect(d.nachrichtId).toBe('CAMT054-20261125-0001');
  });

  it('one payment per transaction, each with its own amount, reference and payer', () => {
    expect(d.zahlungen).toEqual<CamtZahlung[]>([
      {
        ...basis,
        eintragSchluessel: 'ZV20261125/000001/01',
        betragCents: 25000,
        referenz: '000000100000000000000000010',
        mitteilung: 'Rechnung 1',
        zahlerName: 'FC Beispiel',
      },
      {
        ...basis,
        eintragSchluessel: 'ZV20261125/000001/02',
        betragCents: 10000,
        referenz: 'RF791000R2',
        zahlerName: 'Chor Harmonie & Co.',
      },
      {
        ...basis,
        eintragSchluessel: 'ZV20261125/000001/03',
        betragCents: 6000,
        referenz: '000000100000000000000000036',
        zahlerName: 'Musikgesellschaft Dorf',
      },
      {
        ...basis,
        eintragSchluessel: 'ZV20261125/000001/04',
        betragCents: 8000,
        referenz: '000000100000000000000000044',
        zahlerName: 'Schützenverein Hinterdorf',
      },
      {
        ...basis,
        eintragSchluessel: 'ZV20261125/000001/05',
        betragCents: 12000,
        referenz: '000000100000000000000000995',
        mitteilung: 'Jahresbeitrag Vereinsportal',
        zahlerName: 'Turnverein Muster',
      },
      // No transaction reference: the entry's AcctSvcrRef + position; amount only in AmtDtls/TxAmt.
      {
        ...basis,
        eintragSchluessel: 'ZV20261125/000002#1',
        betragCents: 9000,
        referenz: '000000100000000000000000036',
        zahlerName: 'Musikgesellschaft Dorf',
        valutadatum: '2026-11-26',
      },
      {
        ...basis,
        eintragSchluessel: 'ZV20261125/000003/01',
        betragCents: 7500,
        gutschrift: false,
        storno: true,
        referenz: 'RF681000R6',
        zahlerName: null,
      },
      // A debit without transaction details is the entry itself.
      {
        ...basis,
        eintragSchluessel: 'ZV20261125/000004',
        betragCents: 250,
        gutschrift: false,
        referenz: null,
        mitteilung: 'Spesen Gutschriftsanzeige',
        zahlerName: null,
      },
      {
        ...basis,
        eintragSchluessel: 'ZV20261125/000005/01',
        betragCents: 12000,
        waehrung: 'EUR',
        referenz: '000000100000000000000000052',
        zahlerName: null,
      },
    ]);
  });
});

describe('camtLesen: camt.053 statement (v04, prefixed namespace)', () => {
  it('two entries: a credit with QRR and a debit; balances ignored', () => {
    const d = datei('camt053-kontoauszug.xml');
    expect(d).toEqual<CamtDatei>({
      art: 'camt.053',
      konto: 'CH5800791123000889012',
      nachrichtId: 'STMT-20261130-0001',
      zahlungen: [
        {
          ...basis,
          eintragSchluessel: 'KA20261130/0001/01',
          betragCents: 12000,
          buchungsdatum: '2026-11-30',
          valutadatum: '2026-11-30',
          referenz: '000000100000000000000000052',
          mitteilung: 'Rechnung 5',
          zahlerName: 'Turnverein Muster',
        },
        {
          ...basis,
          eintragSchluessel: 'KA20261130/0002',
          betragCents: 500,
          gutschrift: false,
          buchungsdatum: '2026-11-30',
          valutadatum: '2026-11-30',
          referenz: null,
          mitteilung: 'Kontoführung November',
          zahlerName: null,
        },
      ],
    });
  });
});

describe('camtLesen: files that cannot be read give a German error', () => {
  it.each([
    ['entity-bomb.xml', CAMT_MELDUNG.doctype],
    ['kein-camt.xml', CAMT_MELDUNG.keinCamt],
    ['camt054-ohne-iban.xml', CAMT_MELDUNG.keinKonto],
    ['camt054-betrag-keine-zahl.xml', CAMT_MELDUNG.betrag(1, "1'250.00")],
  ])('%s', (name, fehler) => expect(camtLesen(fixture(name))).toEqual({ fehler }));

  it('malformed XML (kaputt.xml) names the line', () => {
    const r = camtLesen(fixture('kaputt.xml'));
    expect(r).toEqual({
      fehler: expect.stringMatching(/^Die Bankdatei ist kein gültiges XML \(Fehler in Zeile 16\)\. Bitte laden Sie/) as unknown,
    });
  });

  it('the entity bomb is refused at once, also written in lower case or hidden after a comment', () => {
    const bombe = fixture('entity-bomb.xml');
    const start = performance.now();
    for (const text of [bombe, bombe.replace('<!DOCTYPE', '<!doctype'), `<!-- x -->\n${bombe.replace(/^<\?xml[^>]*>\n/, '')}`]) {
      expect(camtLesen(text)).toEqual({ fehler: CAMT_MELDUNG.doctype });
    }
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('an undeclared entity is neither expanded nor fatal, predefined ones and character references are decoded', () => {
    const xml = fixture('camt053-kontoauszug.xml')
      .replace('Kontoführung November', 'Kontof&#252;hrung &amp; &#x4D;ehr &g;')
      .replace('<camt:Nm>Turnverein Muster</camt:Nm>', '<camt:Nm>Turnverein &lt;Muster&gt;</camt:Nm>');
    const d = camtLesen(xml);
    if ('fehler' in d) throw new Error(d.fehler);
    expect(d.zahlungen.map((z) => z.mitteilung ?? z.zahlerName)).toEqual(['Rechnung 5', 'Kontoführung & Mehr &g;']);
    expect(d.zahlungen[0]?.zahlerName).toBe('Turnverein <Muster>');
  });

  it.each([
    ['empty', '  ', CAMT_MELDUNG.leer],
    ['plain text', 'Hallo', null],
    ['JSON', '{"a":1}', null],
    ['another XML', '<?xml version="1.0"?><Rechnung><Nr>1</Nr></Rechnung>', CAMT_MELDUNG.keinCamt],
  ])('%s', (_name, text, fehler) => {
    const r = camtLesen(text);
    if (fehler) expect(r).toEqual({ fehler });
    else expect(r).toEqual({ fehler: expect.stringMatching(/^Die Bankdatei ist kein gültiges XML/) as unknown });
  });

  it('a file for two accounts is refused', () => {
    const xml = fixture('camt054-anderes-konto.xml').replace(
      '</Ntfctn>',
      '</Ntfctn><Ntfctn><Acct><Id><IBAN>CH5800791123000889012</IBAN></Id></Acct></Ntfctn>',
    );
    expect(camtLesen(xml)).toEqual({ fehler: CAMT_MELDUNG.mehrereKonten('CH9300762011623852957', 'CH5800791123000889012') });
  });

  it('a file for another account is read with that account (the caller compares it)', () => {
    expect(datei('camt054-anderes-konto.xml').konto).toBe('CH9300762011623852957');
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
  ])('RvslInd %s -> storno %s', (wert, storno) => {
    const xml = fixture('camt054-anderes-konto.xml').replace('<Sts>BOOK</Sts>', `<RvslInd>${wert}</RvslInd><Sts>BOOK</Sts>`);
    const d = camtLesen(xml);
    if ('fehler' in d) throw new Error(d.fehler);
    expect(d.zahlungen.map((z) => z.storno)).toEqual([storno]);
  });

  it('pending entries are marked as not booked', () => {
    const xml = fixture('camt054-anderes-konto.xml').replace('<Sts>BOOK</Sts>', '<Sts>PDNG</Sts>');
    const d = camtLesen(xml);
    if ('fehler' in d) throw new Error(d.fehler);
    expect(d.zahlungen.map((z) => z.gebucht)).toEqual([false]);
  });

  it('a deeply nested file does not hang or crash', () => {
    const tief = `<Document>${'<a>'.repeat(5000)}x${'</a>'.repeat(5000)}</Document>`;
    const start = performance.now();
    expect(camtLesen(tief)).toHaveProperty('fehler');
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
