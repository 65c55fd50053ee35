import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';

// The real widget solves proof-of-work in workers; here only its events matter.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/de', () => ({}));

import { AltchaWidget, BOTCHECK_CHALLENGE_URL } from '@vereinsportal/web-ui/AltchaWidget';

function feuere(el: Element, typ: string, detail: unknown) {
  el.dispatchEvent(new CustomEvent(typ, { detail }));
}

describe('AltchaWidget', () => {
  it('points the widget at the challenge URL and reports the payload only when verified', () => {
    const onPayload = vi.fn();
    const { container } = render(<AltchaWidget onPayload={onPayload} />);
    const el = container.querySelector('altcha-widget');
    expect(el?.getAttribute('challenge')).toBe(BOTCHECK_CHALLENGE_URL);
    expect(BOTCHECK_CHALLENGE_URL).toBe('/vereinsportalServer/api/botcheck/challenge');
    feuere(el!, 'statechange', { state: 'verifying' });
    expect(onPayload).toHaveBeenLastCalledWith(null);
    feuere(el!, 'statechange', { state: 'verified', payload: 'abc' });
    expect(onPayload).toHaveBeenLastCalledWith('abc');
    feuere(el!, 'expired', {});
    expect(onPayload).toHaveBeenLastCalledWith(null);
  });
});
