import { describe, expect, it } from 'vitest';
import { GERAET_KEY, geraetBezeichnung, geraetId } from './geraet';

describe('geraet', () => {
  it('creates one id per installation and keeps it', () => {
    const id = geraetId();
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(geraetId()).toBe(id);
    expect(localStorage.getItem(GERAET_KEY)).toBe(id);
  });

  it('replaces a stored id the server would refuse', () => {
    localStorage.setItem(GERAET_KEY, 'kurz');
    expect(geraetId()).not.toBe('kurz');
  });

  it('names browser and system from the user agent', () => {
    expect(
      geraetBezeichnung(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome auf Android');
    expect(
      geraetBezeichnung(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari auf iPhone');
    expect(geraetBezeichnung('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox auf Windows',
    );
    expect(geraetBezeichnung('Mozilla/5.0 (Linux; Android 14) SamsungBrowser/25.0 Chrome/121 Mobile Safari/537.36')).toBe(
      'Samsung Internet auf Android',
    );
    expect(geraetBezeichnung('')).toBe('Browser');
  });
});
