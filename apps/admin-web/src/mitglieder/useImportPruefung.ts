import { useCallback, useEffect, useRef, useState } from 'react';
import { IMPORT_MELDUNG, type Mitglied } from '@vereinsportal/domain';
import type { ImportAuftrag, ImportErgebnisDaten, ImportMeldung, VorschauZeile } from './importProtokoll';

export type PruefungsStand =
  { stand: 'leer' } | { stand: 'laeuft'; prozent: number } | { stand: 'fertig'; pruefung: ImportErgebnisDaten; dauerMs: number };

const UNBEKANNTER_FEHLER: ImportErgebnisDaten = { zeilen: [], fehler: [IMPORT_MELDUNG.unbekannterFehler], mitglieder: [] };

/**
 * Runs the CSV check in a web worker; a new file cancels the previous check. The result arrives in
 * chunks (importProtokoll.ts), each handled in its own short task, and is published once complete.
 */
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
      const zeilen: VorschauZeile[] = [];
      const mitglieder: Mitglied[] = [];
      const fertig = (pruefung: ImportErgebnisDaten) => {
        if (worker.current !== w) return;
        setStand({ stand: 'fertig', pruefung, dauerMs: performance.now() - start });
        abbrechen();
      };
      w.onmessage = (e: MessageEvent<ImportMeldung>) => {
        if (worker.current !== w) return;
        const m = e.data;
        if (m.typ === 'fortschritt') {
          setStand({ stand: 'laeuft', prozent: m.prozent });
        } else if (m.typ === 'teil') {
          for (const z of m.zeilen) zeilen.push(z);
          for (const mitglied of m.mitglieder) mitglieder.push(mitglied);
          setStand({ stand: 'laeuft', prozent: m.prozent });
        } else if (m.typ === 'ende') {
          fertig({ zeilen, fehler: m.fehler, mitglieder });
        } else {
          fertig(UNBEKANNTER_FEHLER);
        }
      };
      w.onerror = () => fertig(UNBEKANNTER_FEHLER);
      try {
        const bytes = await datei.arrayBuffer();
        if (worker.current !== w) return;
        setStand({ stand: 'laeuft', prozent: 20 });
        const auftrag: ImportAuftrag = { bytes, ...kontext };
        w.postMessage(auftrag, [bytes]);
      } catch {
        fertig(UNBEKANNTER_FEHLER);
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
