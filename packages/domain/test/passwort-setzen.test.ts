import { describe, expect, it } from 'vitest';
import { MELDUNG, passwortFormularFehler, passwortSetzenSchema, passwortTokenAusFragment, validate } from '../src/index.js';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJK_-0123';

describe('set-password form', () => {
  it('blocks the button until the password has 8 characters and is repeated exactly', () => {
    expect(passwortFormularFehler(null, null)).toEqual({ Passwort: ['Passwort darf nicht leer sein.'] });
    expect(passwortFormularFehler('1234567', '1234567')).toEqual({ Passwort: [MELDUNG.passwortZuKurz(8)] });
    expect(passwortFormularFehler('12345678', '12345679')).toEqual({ PasswortWiederholung: [MELDUNG.passwortWiederholung] });
    expect(passwortFormularFehler('12345678', '12345678')).toBeNull();
  });

  it('keeps spaces and umlauts as typed (a secret is not trimmed)', () => {
    expect(passwortFormularFehler(' Grüezi  ', ' Grüezi  ')).toBeNull();
    expect(validate(passwortSetzenSchema, { Token: TOKEN, Passwort: ' Grüezi  ' })).toEqual({
      success: true,
      output: { Token: TOKEN, Passwort: ' Grüezi  ' },
    });
  });

  it('refuses control characters, overlong passwords, malformed tokens and extra fields', () => {
    const fehler = (x: unknown) => {
      const r = validate(passwortSetzenSchema, x);
      return r.success ? null : r.errors;
    };
    expect(fehler({ Token: TOKEN, Passwort: 'abc\u0000defgh' })).toEqual({ Passwort: [MELDUNG.steuerzeichen('Passwort')] });
    expect(fehler({ Token: TOKEN, Passwort: 'x'.repeat(129) })).toEqual({ Passwort: [MELDUNG.passwortZuLang(128)] });
    expect(fehler({ Token: `${TOKEN}x`, Passwort: 'Lang-genug-1' })).toEqual({ Token: [MELDUNG.passwortLinkUngueltig] });
    expect(fehler({ Token: TOKEN, Passwort: 'Lang-genug-1', MitgliedId: 1 })).toEqual({
      MitgliedId: [MELDUNG.unbekanntesFeld('MitgliedId')],
    });
  });
});

describe('the token of a mailed link', () => {
  it('is read from the address fragment; a cut-off or altered one is no token', () => {
    expect(passwortTokenAusFragment(`#${TOKEN}`)).toBe(TOKEN);
    expect(passwortTokenAusFragment(TOKEN)).toBe(TOKEN);
    expect(passwortTokenAusFragment(`#${TOKEN.slice(0, 40)}`)).toBeNull();
    expect(passwortTokenAusFragment(`#${TOKEN}&x=1`)).toBeNull();
    expect(passwortTokenAusFragment('')).toBeNull();
  });
});
