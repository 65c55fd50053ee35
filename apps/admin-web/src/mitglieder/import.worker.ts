/// <reference lib="webworker" />
// Decodes and checks an import CSV off the main thread, so 10,000 rows do not freeze the wizard. The
// preview rows (with their messages) are built here too, and the result goes back in small chunks.
import { decodeCsvBytes, IMPORT_MELDUNG, pruefeImport, type ImportPruefung } from '@vereinsportal/domain';
import { ergebnisMeldungen, type ImportAuftrag, type ImportMeldung } from './importProtokoll';

const melden = (m: ImportMeldung) => postMessage(m);

onmessage = (event: MessageEvent<ImportAuftrag>) => {
  const { bytes, vorhandeneEmails, freiePlaetze } = event.data;
  let pruefung: ImportPruefung;
  try {
    melden({ typ: 'fortschritt', prozent: 30 });
    const text = decodeCsvBytes(new Uint8Array(bytes));
    melden({ typ: 'fortschritt', prozent: 50 });
    pruefung = pruefeImport(text, { vorhandeneEmails, freiePlaetze });
  } catch {
    pruefung = { zeilen: [], fehler: [IMPORT_MELDUNG.unbekannterFehler], mitglieder: [] };
  }
  for (const m of ergebnisMeldungen(pruefung)) melden(m);
};
