/// <reference lib="webworker" />
// Decodes and checks an import CSV off the main thread, so 10,000 rows do not freeze the wizard.
import { decodeCsvBytes, IMPORT_MELDUNG, pruefeImport } from '@vereinsportal/domain';
import type { ImportAuftrag, ImportMeldung } from './importProtokoll';

const melden = (m: ImportMeldung) => postMessage(m);

onmessage = (event: MessageEvent<ImportAuftrag>) => {
  const { bytes, vorhandeneEmails, freiePlaetze } = event.data;
  try {
    melden({ typ: 'fortschritt', prozent: 30 });
    const text = decodeCsvBytes(new Uint8Array(bytes));
    melden({ typ: 'fortschritt', prozent: 50 });
    const pruefung = pruefeImport(text, { vorhandeneEmails, freiePlaetze });
    melden({ typ: 'ergebnis', pruefung });
  } catch {
    melden({ typ: 'ergebnis', pruefung: { zeilen: [], fehler: [IMPORT_MELDUNG.unbekannterFehler], mitglieder: [] } });
  }
};
