import { describe, expect, it } from 'vitest';
import {
  rundmailEmpfaenger,
  rundmailKategorienFehler,
  rundmailSchema,
  validate,
  vorhandeneKategorien,
  type RundmailMitglied,
} from '../src/index.js';

let id = 0;
const m = (over: Partial<RundmailMitglied>): RundmailMitglied => ({
  MitgliedId: ++id,
  Vorname: 'Max',
  Nachname: `Muster${id}`,
  Emailadresse: `m${id}@example.ch`,
  Mitgliedschaftsart: 'Aktive',
  Status: 'A',
  ...over,
});

describe('Rundmail recipients', () => {
  const aktiv = m({ Nachname: 'Aktiv', Mitgliedschaftsart: 'Aktive, Vorstand' });
  const passiv = m({ Nachname: 'Passiv', Mitgliedschaftsart: 'Passive' });
  const geloescht = m({ Nachname: 'Geloescht', Status: 'D' });
  const ohneMail = m({ Nachname: 'Ohne', Vorname: 'Otto', Emailadresse: null });
  const ohneMailPassiv = m({ Nachname: 'Brief', Vorname: 'Berta', Emailadresse: null, Mitgliedschaftsart: 'Passive' });
  const alle = [aktiv, passiv, geloescht, ohneMail, ohneMailPassiv];

  it('reaches every active member with an address when no category is chosen; deleted ones never', () => {
    const { empfaenger, ohneEmail } = rundmailEmpfaenger(alle, null);
    expect(empfaenger.map((e) => e.Nachname)).toEqual(['Aktiv', 'Passiv']);
    // Sorted by name: Brief before Ohne.
    expect(ohneEmail).toEqual([
      { MitgliedId: ohneMailPassiv.MitgliedId, Vorname: 'Berta', Nachname: 'Brief' },
      { MitgliedId: ohneMail.MitgliedId, Vorname: 'Otto', Nachname: 'Ohne' },
    ]);
  });

  it('reaches only members of the chosen categories, in any case', () => {
    const { empfaenger, ohneEmail } = rundmailEmpfaenger(alle, 'vorstand,PASSIVE');
    expect(empfaenger.map((e) => e.Nachname)).toEqual(['Aktiv', 'Passiv']);
    expect(ohneEmail.map((e) => e.Nachname)).toEqual(['Brief']);
    expect(rundmailEmpfaenger(alle, 'Vorstand').empfaenger.map((e) => e.Nachname)).toEqual(['Aktiv']);
  });

  it('counts an invalid address as none', () => {
    const kaputt = m({ Nachname: 'Kaputt', Emailadresse: 'kein-at' });
    expect(rundmailEmpfaenger([kaputt], null)).toEqual({
      empfaenger: [],
      ohneEmail: [{ MitgliedId: kaputt.MitgliedId, Vorname: 'Max', Nachname: 'Kaputt' }],
    });
  });
});

describe('Rundmail categories', () => {
  const vorhanden = vorhandeneKategorien([
    { Mitgliedschaftsart: 'Aktive, Vorstand' },
    { Mitgliedschaftsart: 'aktive,Passive' },
    { Mitgliedschaftsart: null },
  ]);

  it('lists each category once', () => {
    expect(vorhanden).toEqual(['Aktive', 'Vorstand', 'Passive']);
  });

  it('accepts known categories in any case and names unknown ones', () => {
    expect(rundmailKategorienFehler('aktive,Vorstand', vorhanden)).toBeNull();
    expect(rundmailKategorienFehler(null, vorhanden)).toBeNull();
    expect(rundmailKategorienFehler('Aktive,Senioren,Junioren', vorhanden)).toEqual({
      Kategorien: [
        "Die Mitgliederkategorie 'Senioren' gibt es in Ihrem Verein nicht.",
        "Die Mitgliederkategorie 'Junioren' gibt es in Ihrem Verein nicht.",
      ],
    });
  });
});

describe('rundmailSchema', () => {
  it('trims and normalises the input', () => {
    expect(validate(rundmailSchema, { Betreff: '  Einladung ', Text: 'Hallo\nzusammen ', Kategorien: ' Aktive, ,aktive ' })).toEqual({
      success: true,
      output: { Betreff: 'Einladung', Text: 'Hallo\nzusammen', Kategorien: 'Aktive' },
    });
  });

  it('names empty, too long and multi-line fields in German', () => {
    const leer = validate(rundmailSchema, { Betreff: ' ', Text: null });
    expect(leer).toEqual({ success: false, errors: { Betreff: ['Betreff darf nicht leer sein.'], Text: ['Text darf nicht leer sein.'] } });
    const lang = validate(rundmailSchema, { Betreff: 'x'.repeat(201), Text: 'y'.repeat(20_001) });
    expect(lang).toEqual({
      success: false,
      errors: { Betreff: ['Betreff darf maximal 200 Zeichen enthalten.'], Text: ['Text darf maximal 20000 Zeichen enthalten.'] },
    });
    expect(validate(rundmailSchema, { Betreff: 'Zeile 1\nZeile 2', Text: 'x' })).toEqual({
      success: false,
      errors: { Betreff: ['Betreff darf keinen Zeilenumbruch enthalten.'] },
    });
    expect(validate(rundmailSchema, { Betreff: 'x'.repeat(200), Text: 'y'.repeat(20_000) }).success).toBe(true);
  });
});
