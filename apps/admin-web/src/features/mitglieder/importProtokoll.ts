import type { ImportPruefung } from '@vereinsportal/domain';

/** Main thread -> import worker: the raw file bytes (transferred) and what the checks compare against. */
export interface ImportAuftrag {
  bytes: ArrayBuffer;
  vorhandeneEmails: string[];
  freiePlaetze: number;
}

/** Import worker -> main thread. */
export type ImportMeldung =
  | { typ: 'fortschritt'; prozent: number }
  | { typ: 'ergebnis'; pruefung: ImportPruefung }
  | { typ: 'fehler' };
