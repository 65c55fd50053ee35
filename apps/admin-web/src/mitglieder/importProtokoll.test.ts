import { describe, expect, it } from 'vitest';
import { IMPORT_HEADER, type ImportPruefung, type ImportSpalte, type ImportZeile, type Mitglied } from '@vereinsportal/domain';
import { ergebnisMeldungen, TEIL_ZEILEN, vorschauZeilen, type ImportMeldung } from './importProtokoll';

function zeile(zeilenNr: number): ImportZeile {
  // Every column of the CSV empty but the name; no system access.
  const leer = Object.fromEntries(IMPORT_HEADER.map((spalte) => [spalte, ''])) as Record<ImportSpalte, string>;
  return { ...leer, zeilenNr, Vorname: `V${zeilenNr}`, Nachname: `N${zeilenNr}`, HatSystemZugriff: '0' };
}

const mitglied = (i: number) => ({ MitgliedId: 0, Vorname: `V${i}` }) as Mitglied;

describe('import worker protocol', () => {
  it('attaches each row its messages without the row prefix; file-level messages stay out of the rows', () => {
    const pruefung: ImportPruefung = {
      zeilen: [zeile(2), zeile(3)],
      fehler: [
        'Zeilen Nr. 3: Das Format der Emailadresse ist ungültig!',
        'Zeilen Nr. 3: Zweite Meldung',
        'Sie haben nicht genügend freie Plätze',
      ],
      mitglieder: [mitglied(2)],
    };
    const zeilen = vorschauZeilen(pruefung);
    expect(zeilen.map((z) => z.meldungen)).toEqual([[], ['Das Format der Emailadresse ist ungültig!', 'Zweite Meldung']]);
    expect(zeilen[1]).toMatchObject({ zeilenNr: 3, Vorname: 'V3' });
  });

  it('sends the result in chunks of TEIL_ZEILEN rows, then the messages', () => {
    const anzahl = 2 * TEIL_ZEILEN + 7;
    const zeilen = Array.from({ length: anzahl }, (_, i) => zeile(i + 2));
    const pruefung: ImportPruefung = {
      zeilen,
      fehler: ['Zeilen Nr. 5: kaputt'],
      mitglieder: zeilen.slice(1).map((z) => mitglied(z.zeilenNr)),
    };
    const meldungen = ergebnisMeldungen(pruefung);
    const teile = meldungen.filter((m): m is Extract<ImportMeldung, { typ: 'teil' }> => m.typ === 'teil');
    expect(teile.map((t) => t.zeilen.length)).toEqual([TEIL_ZEILEN, TEIL_ZEILEN, 7]);
    expect(teile.flatMap((t) => t.zeilen).map((z) => z.zeilenNr)).toEqual(zeilen.map((z) => z.zeilenNr));
    expect(teile.flatMap((t) => t.mitglieder)).toHaveLength(anzahl - 1);
    expect(teile.map((t) => t.prozent)).toEqual([...teile.map((t) => t.prozent)].sort((a, b) => a - b));
    expect(teile.at(-1)?.prozent).toBe(100);
    expect(meldungen.at(-1)).toEqual({ typ: 'ende', fehler: ['Zeilen Nr. 5: kaputt'] });
  });

  it('an empty result is just the messages', () => {
    expect(ergebnisMeldungen({ zeilen: [], fehler: ['Kopfzeile falsch'], mitglieder: [] })).toEqual([
      { typ: 'ende', fehler: ['Kopfzeile falsch'] },
    ]);
  });
});
