import { beforeEach, describe, expect, it, vi } from 'vitest';

const enqueue = vi.fn();
vi.mock('notistack', () => ({ enqueueSnackbar: (...args: unknown[]) => enqueue(...args) }));

import { ApiError } from '@vereinsportal/api-client';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { apiCall } from './useApiCall';
import { getSession, saveSession } from './session';
import { setNavigator } from './navigation';
import { darfWiederholen } from './queryClient';

function apiError(status: number, message: string) {
  return new ApiError({ status, body: message, message, call: 'getVereinsKonto', method: 'GET', path: '/x' });
}

function toastText(callIndex = 0): string {
  const [content] = enqueue.mock.calls[callIndex] as [ReactElement];
  const { container } = render(content);
  return container.innerHTML;
}

describe('apiCall toasts (SPEC §8)', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    enqueue.mockReset();
    navigate.mockReset();
    setNavigator(navigate);
  });

  it('shows the red toast with title and body for 8000 ms, then rethrows', async () => {
    const err = apiError(409, 'Die Emailadresse ist bereits vergeben.');
    await expect(apiCall('mitgliedSpeichern', () => Promise.reject(err))).rejects.toBe(err);
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(enqueue.mock.calls[0]?.[1]).toEqual({ variant: 'error', autoHideDuration: 8000 });
    const html = toastText();
    expect(html).toContain('Mitglied Speicherung fehlgeschlagen!');
    expect(html).toContain('Die Emailadresse ist bereits vergeben.');
  });

  it('renders HTML in the body but sanitised', async () => {
    const err = apiError(400, 'Zeile 1<br>Zeile 2<img src=x onerror="alert(1)"><script>alert(2)</script>');
    await expect(apiCall('newsSpeichern', () => Promise.reject(err))).rejects.toBe(err);
    const html = toastText();
    expect(html).toContain('Zeile 1<br>Zeile 2');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<script');
  });

  it('on 401 shows the sign-in toast, clears the session and goes to /anmeldung', async () => {
    saveSession({ ...getSession(), benutzerAngemeldet: true, vereinId: 5, emailadresse: 'a@b.ch', passwort: 'x' });
    const err = apiError(401, 'Vereinsnummer, E-Mail-Adresse oder Passwort ist falsch.');
    await expect(apiCall('vereinsKontoLaden', () => Promise.reject(err))).rejects.toBe(err);
    const html = toastText();
    expect(html).toContain('Benutzer Anmeldung fehlgeschlagen!');
    expect(html).toContain('Passwort ist falsch.');
    expect(html).not.toContain('Vereinskonto');
    expect(getSession().benutzerAngemeldet).toBe(false);
    expect(getSession().vereinId).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/anmeldung');
  });

  it('on the sign-in call shows only the sign-in toast', async () => {
    const err = apiError(429, 'Zu viele Versuche.');
    await expect(apiCall('anmeldung', () => Promise.reject(err))).rejects.toBe(err);
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(toastText()).toContain('Benutzer Anmeldung fehlgeschlagen!');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the success toast with the SPEC text', async () => {
    await expect(apiCall('mitgliedStatusAendern', () => Promise.resolve(1), { erfolg: 'mitgliedStatusGespeichert' })).resolves.toBe(1);
    expect(enqueue).toHaveBeenCalledWith('Mitglied Statustusänderung gespeichert', expect.objectContaining({ variant: 'success' }));
  });
});

describe('query retries', () => {
  it('never retries 4xx, retries other failures once', () => {
    expect(darfWiederholen(0, apiError(404, 'x'))).toBe(false);
    expect(darfWiederholen(0, apiError(401, 'x'))).toBe(false);
    expect(darfWiederholen(0, apiError(500, 'x'))).toBe(true);
    expect(darfWiederholen(1, apiError(500, 'x'))).toBe(false);
    expect(darfWiederholen(0, new TypeError('fetch failed'))).toBe(true);
  });
});
