import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useAnmeldung } from '@vereinsportal/web-ui/passwortFormulare';

// The sign-in's bot check (web-ui passwortFormulare.ts), shared with the portal: browser tests never reach it.
describe('useAnmeldung', () => {
  it('asks for the bot check once the server wants it, and a solution counts for one try', () => {
    const { result } = renderHook(() => useAnmeldung({ vereinId: '1000', emailadresse: 'a@example.ch', passwort: 'geheim123' }));
    expect(result.current.eingabe).toEqual({ vereinId: 1000, emailadresse: 'a@example.ch', passwort: 'geheim123' });
    expect(result.current.bereit).toBe(true);
    expect(result.current.botcheckFeld).toBeNull();

    act(() => result.current.fehlgeschlagen(null, true));
    const erstes = result.current.botcheckFeld;
    expect(erstes).not.toBeNull();
    expect(result.current.bereit).toBe(false);

    act(() => erstes?.onPayload('loesung'));
    expect(result.current.botcheck).toBe('loesung');
    expect(result.current.bereit).toBe(true);

    // A failed try with a solution: the widget starts anew (new key) and the button waits for it.
    act(() => result.current.fehlgeschlagen('loesung', false));
    expect(result.current.botcheck).toBeNull();
    expect(result.current.botcheckFeld?.key).not.toBe(erstes?.key);
    expect(result.current.bereit).toBe(false);
  });

  it('without a valid club number there is nothing to send', () => {
    const { result } = renderHook(() => useAnmeldung({ vereinId: '12a', emailadresse: 'a@example.ch', passwort: 'geheim123' }));
    expect(result.current.eingabe).toBeNull();
    expect(result.current.bereit).toBe(false);
    expect(result.current.felder.errors?.vereinId).toBeDefined();
  });
});
