import { describe, expect, it } from 'vitest';
import { deDE as pickerDeDE } from '@mui/x-date-pickers/locales';
import { theme } from '../theme';
import { schweizerDeutsch } from './schweizerDeutsch';

/** Every text in a locale object, and what its text functions return for sample arguments. */
function texte(wert: unknown): string[] {
  if (typeof wert === 'string') return [wert];
  if (typeof wert === 'function') {
    const ergebnis: unknown = (wert as (...a: unknown[]) => unknown)(2, 'page', true);
    return typeof ergebnis === 'string' ? [ergebnis] : [];
  }
  if (wert === null || typeof wert !== 'object') return [];
  return Object.values(wert).flatMap(texte);
}

describe('Swiss spelling of the libraries’ German texts', () => {
  it('the theme’s MUI texts have no ß: the close button of an alert says «Schliessen»', () => {
    expect(texte(theme.components).filter((t) => t.includes('ß'))).toEqual([]);
    expect(theme.components?.MuiAlert?.defaultProps?.closeText).toBe('Schliessen');
    expect(theme.components?.MuiAutocomplete?.defaultProps?.closeText).toBe('Schliessen');
  });

  it('turns the date pickers’ German texts into Swiss spelling', () => {
    const original = pickerDeDE.components.MuiLocalizationProvider.defaultProps.localeText;
    const picker = schweizerDeutsch(original);
    expect(texte(picker).filter((t) => t.includes('ß'))).toEqual([]);
    // Texts and text functions, nested as in a locale object.
    const probe = schweizerDeutsch({ a: { b: 'Schließen' }, f: (n: number) => `${n} größer` });
    expect(probe.a.b).toBe('Schliessen');
    expect(probe.f(2)).toBe('2 grösser');
  });
});
