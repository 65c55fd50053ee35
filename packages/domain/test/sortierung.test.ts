/** Member lists in German order (docs/produkt.md "Erste Schritte"): surname, first name, then id. */
import { describe, expect, it } from 'vitest';
import { nachNamenSortieren, vergleicheNamen } from '../src/index.js';

const m = (MitgliedId: number, Nachname: string | null, Vorname: string | null) => ({ MitgliedId, Nachname, Vorname });

describe('nachNamenSortieren', () => {
  it('Bösch before Brunner, Dähler before Demo (not the byte order)', () => {
    const liste = [m(1, 'Demo', 'Beat'), m(2, 'Brunner', 'Anna'), m(3, 'Dähler', 'Dora'), m(4, 'Bösch', 'Carla')];
    expect(nachNamenSortieren(liste).map((x) => x.Nachname)).toEqual(['Bösch', 'Brunner', 'Dähler', 'Demo']);
  });
  it('same surname: by first name; same name: by id; no surname last', () => {
    const liste = [m(5, null, 'Ohne'), m(3, 'Meier', 'Urs'), m(2, 'Meier', 'Ärni'), m(1, 'Meier', 'Urs'), m(4, 'Meier', 'Beat')];
    expect(nachNamenSortieren(liste).map((x) => x.MitgliedId)).toEqual([2, 4, 1, 3, 5]);
  });
  it('vergleicheNamen needs no id (an event sign-up)', () => {
    expect(vergleicheNamen({ Nachname: 'Zürcher', Vorname: 'A' }, { Nachname: 'Zuber', Vorname: 'B' })).toBeGreaterThan(0);
  });
});
