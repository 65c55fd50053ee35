import { describe, expect, it, vi } from 'vitest';

const enqueue = vi.fn();
vi.mock('notistack', () => ({ enqueueSnackbar: (...args: unknown[]) => enqueue(...args) }));

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';
import { useSpeichern } from './useSpeichern';
import { SpeichernButton } from './SpeichernButton';

function Formular({ aufruf, danach }: { aufruf: (n: number) => Promise<{ RecordId: number }>; danach: () => Promise<void> }) {
  const speichern = useSpeichern({ aufruf, erfolg: 'newsGespeichert', danach });
  return (
    <SpeichernButton laeuft={speichern.laeuft} onClick={() => speichern.starten(7)}>
      Speichern
    </SpeichernButton>
  );
}

describe('useSpeichern + SpeichernButton', () => {
  it('two clicks in one task send one request; the button is busy until `danach` has ended', async () => {
    let antworten!: (a: { RecordId: number }) => void;
    const aufruf = vi.fn((_n: number) => new Promise<{ RecordId: number }>((r) => (antworten = r)));
    let fertig!: () => void;
    const danach = vi.fn(() => new Promise<void>((r) => (fertig = r)));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Formular aufruf={aufruf} danach={danach} />
      </QueryClientProvider>,
    );
    const knopf = screen.getByRole<HTMLButtonElement>('button', { name: 'Speichern' });
    act(() => {
      fireEvent.click(knopf);
      fireEvent.click(knopf);
    });
    await waitFor(() => expect(knopf.disabled).toBe(true));
    fireEvent.click(knopf);
    expect(aufruf).toHaveBeenCalledTimes(1);
    expect(aufruf).toHaveBeenCalledWith(7);

    await act(async () => antworten({ RecordId: 3 }));
    await waitFor(() => expect(danach).toHaveBeenCalledTimes(1));
    expect(enqueue).toHaveBeenCalledWith('News gespeichert', { variant: 'success', autoHideDuration: 8000 });
    // Lists reload and the page moves on while the button stays busy.
    expect(knopf.disabled).toBe(true);
    await act(async () => fertig());
    await waitFor(() => expect(knopf.disabled).toBe(false));

    fireEvent.click(knopf);
    await waitFor(() => expect(aufruf).toHaveBeenCalledTimes(2));
  });

  it('a failure frees the button again (the toast tells the failure; starten never rejects)', async () => {
    const aufruf = vi.fn((_n: number) => Promise.reject(new Error('kaputt')));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Formular aufruf={aufruf} danach={() => Promise.resolve()} />
      </QueryClientProvider>,
    );
    const knopf = screen.getByRole<HTMLButtonElement>('button', { name: 'Speichern' });
    fireEvent.click(knopf);
    await waitFor(() => expect(enqueue).toHaveBeenCalledWith(expect.anything(), { variant: 'error', autoHideDuration: 8000 }));
    await waitFor(() => expect(knopf.disabled).toBe(false));
    fireEvent.click(knopf);
    await waitFor(() => expect(aufruf).toHaveBeenCalledTimes(2));
  });
});
