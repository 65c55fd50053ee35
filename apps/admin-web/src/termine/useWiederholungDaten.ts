/**
 * Loads ./wiederholungDaten.ts (with rrule) once it is needed: when the form has a rule. Until then, and if it
 * cannot be loaded (offline), the section says so instead of a preview and a series cannot be saved.
 */
import { useEffect, useState } from 'react';

export type WiederholungDaten = typeof import('./wiederholungDaten');
export type DatenZustand = { modul: WiederholungDaten } | { modul: null; fehler: boolean };

let geladen: WiederholungDaten | null = null;
let laden: Promise<WiederholungDaten> | null = null;

export function useWiederholungDaten(noetig: boolean): DatenZustand {
  const [modul, setModul] = useState<WiederholungDaten | null>(geladen);
  const [fehler, setFehler] = useState(false);
  useEffect(() => {
    if (!noetig || modul) return;
    let aktiv = true;
    laden ??= import('./wiederholungDaten').then((m) => (geladen = m));
    laden.then(
      (m) => aktiv && setModul(m),
      () => {
        laden = null;
        if (aktiv) setFehler(true);
      },
    );
    return () => {
      aktiv = false;
    };
  }, [noetig, modul]);
  return modul ? { modul } : { modul: null, fehler };
}
