/**
 * Every write of the portal (saves, deletes, orders, the import) as one TanStack Query mutation that cannot
 * fire twice: while it runs, `starten` does nothing, checked synchronously (a ref), so even two clicks in the
 * same task send one request; the button shows `laeuft` (common/SpeichernButton.tsx).
 *
 *   const speichern = useSpeichern({
 *     aufruf: (n: News) => (n.NewsId === 0 ? api.createNews(...) : api.updateNews(...)),
 *     erfolg: 'newsGespeichert',                 // success toast (ERFOLG); `hinweis` as in apiCall
 *     danach: async ({ RecordId }, n) => { ... } // reload lists, open the new record; the button stays busy until it ends
 *     beiFehler: (error, n) => { ... },          // optional, after the failure toast (common/notify.ts)
 *   });
 *   <SpeichernButton laeuft={speichern.laeuft} disabled={!ok} onClick={() => speichern.starten(n)}>Speichern</SpeichernButton>
 * `starten` never rejects: a failure is told by its toast.
 */
import { useCallback, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiCallOptionen } from './useApiCall';

export interface SpeichernOptionen<V, T> extends ApiCallOptionen<T> {
  /** The server call. */
  aufruf: (variablen: V) => Promise<T>;
  /** After success and its toasts, e.g. invalidate queries and navigate; awaited while the button stays busy. */
  danach?: (antwort: T, variablen: V) => unknown;
  /** After a failure and its toast. */
  beiFehler?: (error: unknown, variablen: V) => void;
}

export interface Speichern<V> {
  /** Starts the write unless one is running. */
  starten: (variablen: V) => void;
  /** The write (with `danach`) is running. */
  laeuft: boolean;
}

export function useSpeichern<V = void, T = unknown>(optionen: SpeichernOptionen<V, T>): Speichern<V> {
  const { aufruf, erfolg, hinweis, danach, beiFehler } = optionen;
  // isPending changes only after a render; the ref closes the gap between two clicks of one task.
  const sperre = useRef(false);
  const { mutateAsync, isPending } = useMutation<T, unknown, V>({
    mutationFn: (variablen) => apiCall(() => aufruf(variablen), { erfolg, hinweis }),
    onSuccess: (antwort, variablen) => danach?.(antwort, variablen),
    onError: (error, variablen) => beiFehler?.(error, variablen),
  });
  const starten = useCallback(
    (variablen: V) => {
      if (sperre.current) return;
      sperre.current = true;
      mutateAsync(variablen)
        .catch(() => undefined)
        .finally(() => {
          sperre.current = false;
        });
    },
    [mutateAsync],
  );
  return { starten, laeuft: isPending };
}
