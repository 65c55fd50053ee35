import { beforeEach, describe, expect, it, vi } from 'vitest';

const enqueue = vi.fn();
vi.mock('notistack', () => ({ enqueueSnackbar: (...args: unknown[]) => enqueue(...args) }));

import { ApiError, type OperationName } from '@vereinsportal/api-client';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { API_QUERY_META, apiCall } from './useApiCall';
import { getSession, saveSession } from './session';
import { setNavigator } from './navigieren';
import { createQueryClient, darfWiederholen } from './queryClient';

function apiError(status: number, message: string, call: OperationName = 'getVereinsKonto') {
  return new ApiError({ status, body: message, message, call, method: 'GET', path: '/x' });
}

function anmelden() {
  saveSession({ ...getSession(), benutzerAngemeldet: true, vereinId: 5, emailadresse: 'a@b.ch', passwort: 'x' });
}

function toastText(callIndex = 0): string {
  const [content] = enqueue.mock.calls[callIndex] as [ReactElement];
  const { container } = render(content);
  return container.innerHTML;
}

describe('apiCall toasts', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    enqueue.mockReset();
    navigate.mockReset();
    setNavigator(navigate);
  });

  it("shows the red toast with the failed operation's title (contract) and body for 8000 ms, then rethrows", async () => {
    const err = apiError(409, 'Die Emailadresse ist bereits vergeben.', 'createMitglied');
    await expect(apiCall(() => Promise.reject(err))).rejects.toBe(err);
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(enqueue.mock.calls[0]?.[1]).toEqual({ variant: 'error', autoHideDuration: 8000 });
    const html = toastText();
    expect(html).toContain('Mitglied Speicherung fehlgeschlagen!');
    expect(html).toContain('Die Emailadresse ist bereits vergeben.');
  });

  it('takes the title of the operation that failed, also when two share a route', async () => {
    await expect(apiCall(() => Promise.reject(apiError(409, 'x', 'updateMitgliedStatus')))).rejects.toThrow();
    await expect(apiCall(() => Promise.reject(apiError(409, 'x', 'updateMitglied')))).rejects.toThrow();
    await expect(apiCall(() => Promise.reject(apiError(403, 'x', 'getDokumentDatei')))).rejects.toThrow();
    expect(toastText(0)).toContain('Mitglied Statusänderung fehlgeschlagen!');
    expect(toastText(1)).toContain('Mitglied Speicherung fehlgeschlagen!');
    expect(toastText(2)).toContain('Abrufen des Dokuments fehlgeschlagen!');
  });

  it('renders HTML in the body but sanitised', async () => {
    const err = apiError(400, 'Zeile 1<br>Zeile 2<img src=x onerror="alert(1)"><script>alert(2)</script>', 'createNews');
    await expect(apiCall(() => Promise.reject(err))).rejects.toBe(err);
    const html = toastText();
    expect(html).toContain('News Speicherung fehlgeschlagen!');
    expect(html).toContain('Zeile 1<br>Zeile 2');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<script');
  });

  it('on 401 shows the sign-in toast, clears the session and goes to /anmeldung', async () => {
    anmelden();
    const err = apiError(401, 'Vereinsnummer, E-Mail-Adresse oder Passwort ist falsch.');
    await expect(apiCall(() => Promise.reject(err))).rejects.toBe(err);
    const html = toastText();
    expect(html).toContain('Benutzer Anmeldung fehlgeschlagen!');
    expect(html).toContain('Passwort ist falsch.');
    expect(html).not.toContain('Vereinskonto');
    expect(getSession().benutzerAngemeldet).toBe(false);
    expect(getSession().vereinId).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/anmeldung');
  });

  it('on a failed sign-in check (401) shows only the sign-in toast and stays', async () => {
    const err = apiError(401, 'Vereinsnummer, E-Mail-Adresse oder Passwort ist falsch.', 'getBenutzerinfo');
    await expect(apiCall(() => Promise.reject(err))).rejects.toBe(err);
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(toastText()).toContain('Benutzer Anmeldung fehlgeschlagen!');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a later call answered with the 429 that asks for a bot check goes back to the sign-in; a plain 429 does not', async () => {
    anmelden();
    const plain = apiError(429, 'Zu viele Versuche.');
    await expect(apiCall(() => Promise.reject(plain))).rejects.toBe(plain);
    expect(navigate).not.toHaveBeenCalled();
    const err = new ApiError({
      status: 429,
      body: 'Roboter?',
      message: 'Roboter?',
      call: 'getVereinsKonto',
      method: 'GET',
      path: '/x',
      botcheckVerlangt: true,
    });
    await expect(apiCall(() => Promise.reject(err))).rejects.toBe(err);
    expect(toastText(1)).toContain('Benutzer Anmeldung fehlgeschlagen!');
    expect(getSession().benutzerAngemeldet).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/anmeldung');
  });

  it('on any other failure of the sign-in check shows the sign-in title (contract)', async () => {
    const err = apiError(429, 'Zu viele Versuche.', 'getBenutzerinfo');
    await expect(apiCall(() => Promise.reject(err))).rejects.toBe(err);
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(toastText()).toContain('Benutzer Anmeldung fehlgeschlagen!');
    expect(toastText()).toContain('Zu viele Versuche.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('gives a thrown value that is no ApiError the general title', async () => {
    anmelden();
    const err = new TypeError('Failed to fetch');
    await expect(apiCall(() => Promise.reject(err))).rejects.toBe(err);
    const html = toastText();
    expect(html).toContain('Vorgang fehlgeschlagen!');
    expect(html).toContain('Failed to fetch');
    // Only an ApiError's 401 signs out.
    expect(getSession().benutzerAngemeldet).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the success toast with the docs/produkt.md text', async () => {
    await expect(apiCall(() => Promise.resolve(1), { erfolg: 'mitgliedStatusGespeichert' })).resolves.toBe(1);
    expect(enqueue).toHaveBeenCalledWith('Mitglied Statusänderung gespeichert', expect.objectContaining({ variant: 'success' }));
  });

  it("shows the answer's hint as a warning toast after the success toast, and nothing without a hint", async () => {
    const hinweis = '2 Bilder aus dem Internet wurden entfernt: Bilder müssen als Datei in den Text eingefügt werden, nicht als Link.';
    const mitHinweis = { RecordId: 7, Hinweis: hinweis };
    await expect(apiCall(() => Promise.resolve(mitHinweis), { erfolg: 'newsGespeichert', hinweis: (a) => a.Hinweis })).resolves.toBe(
      mitHinweis,
    );
    expect(enqueue.mock.calls).toEqual([
      ['News gespeichert', { variant: 'success', autoHideDuration: 8000 }],
      [hinweis, { variant: 'warning', autoHideDuration: 8000 }],
    ]);
    enqueue.mockReset();
    const ohne: { RecordId: number; Hinweis?: string } = { RecordId: 7 };
    await apiCall(() => Promise.resolve(ohne), { erfolg: 'newsGespeichert', hinweis: (a) => a.Hinweis });
    expect(enqueue.mock.calls).toEqual([['News gespeichert', { variant: 'success', autoHideDuration: 8000 }]]);
  });
});

describe('query failure toasts', () => {
  beforeEach(() => {
    enqueue.mockReset();
    setNavigator(vi.fn());
  });

  function abfrage(client: ReturnType<typeof createQueryClient>, call: OperationName, meta?: Record<string, unknown>) {
    const err = apiError(404, 'Existiert nicht.', call);
    return expect(client.fetchQuery({ queryKey: [call], queryFn: () => Promise.reject(err), meta })).rejects.toBe(err);
  }

  it("shows the operation's title for a query that opted in (useApiQuery), nothing for a plain one (e.g. the demo outbox)", async () => {
    const client = createQueryClient();
    await abfrage(client, 'getOutbox');
    await abfrage(client, 'getTermin', API_QUERY_META);
    // The toast is enqueued once DOMPurify has loaded.
    await vi.waitFor(() => expect(enqueue).toHaveBeenCalled());
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(toastText()).toContain('Abrufen des Termins fehlgeschlagen!');
    expect(toastText()).toContain('Existiert nicht.');
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
