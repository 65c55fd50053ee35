import { describe, expect, it } from 'vitest';
import type { AppMitglied } from '@vereinsportal/domain';
import { filtern } from './MitgliederScreen';

const m = (id: number, vorname: string, nachname: string, kategorien: string | null, tel: string | null = null): AppMitglied => ({
  MitgliedId: id,
  Vorname: vorname,
  Nachname: nachname,
  Mitgliedschaftsart: kategorien,
  Telefonnummer1: tel,
  Telefonnummer2: null,
  Emailadresse: null,
});

describe('filtern', () => {
  const liste = [m(1, 'Jana', 'Junior', 'Junioren'), m(2, 'Daniela', 'Demo', 'Aktive,Vorstand', '044 123 45 67')];
  it('keeps members matching every word, case-insensitive', () => {
    expect(filtern(liste, null)).toHaveLength(2);
    expect(filtern(liste, 'vorstand').map((x) => x.MitgliedId)).toEqual([2]);
    expect(filtern(liste, 'jana junioren').map((x) => x.MitgliedId)).toEqual([1]);
    expect(filtern(liste, '044')).toHaveLength(1);
    expect(filtern(liste, 'jana vorstand')).toHaveLength(0);
  });
});
