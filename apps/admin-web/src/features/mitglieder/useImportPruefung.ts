import { useCallback, useEffect, useRef, useState } from 'react';
import { IMPORT_MELDUNG, type ImportPruefung } from '@vereinsportal/domain';
import type { ImportAuftrag, ImportMeldung } from './importProtokoll';

export type PruefungsStand =
  | { stand: 'leer' }
  | { stand: 'laeuft'; prozent: number }
  | { stand: 'fertig'; pruefung: ImportPruefung; dauerMs: number };

/** Runs the CSV check in a web worker; a new file cancels the previous check. */
export function useImportPruefung() {
  const [stand, setStand] = useState<PruefungsStand>({ stand: 'leer' });
  const worker = useRef<Worker | null>(null);

  const abbrechen = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => abbrechen, [abbrechen]);

  const starten = useCallback(
    async (datei: File, kontext: { vorhandeneEmails: string[]; freiePlaetze: number }) => {
      abbrechen();
      const start = performance.now();
      setStand({ stand: 'laeuft', prozent: 5 });
      const w = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
      worker.current = w;
      const fertig = (pruefung: ImportPruefung) => {
        if (worker.current !== w) return;
        setStand({ stand: 'fertig', pruefung, dauerMs: performance.now() - start });
        abbrechen();
      };
      w.onmessage = (e: MessageEvent<ImportMeldung>) => {
        if (worker.current !== w) return;
        const m = e.data;
        if (m.typ === 'fortschritt') setStand({ stand: 'laeuft', prozent: m.prozent });
        else if (m.typ === 'ergebnis') fertig(m.pruefung);
        else fertig({ zeilen: [], fehler: [IMPORT_MELDUNG.unbekannterFehler], mitglieder: [] });
      };
      w.onerror = () => fertig({ zeilen: [], fehler: [IMPORT_MELDUNG.unbekannterFehler], mitglieder: [] });
      try {
        const bytes = await datei.arrayBuffer();
        if (worker.current !== w) return;
        setStand({ stand: 'laeuft', prozent: 20 });
        const auftrag: ImportAuftrag = { bytes, ...kontext };
        w.postMessage(auftrag, [bytes]);
      } catch {
        fertig({ zeilen: [], fehler: [IMPORT_MELDUNG.unbekannterFehler], mitglieder: [] });
      }
    },
    [abbrechen],
  );

  const zuruecksetzen = useCallback(() => {
    abbrechen();
    setStand({ stand: 'leer' });
  }, [abbrechen]);

  return { stand, starten, zuruecksetzen };
}
