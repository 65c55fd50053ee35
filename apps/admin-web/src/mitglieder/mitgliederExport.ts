/**
 * The member list's export files (docs/produkt.md "Mitglieder exportieren"), built in the browser from the rows
 * the list shows. Loaded only on an export click, with the Excel writer loaded only for an Excel export, so
 * the list's first load stays as small as before.
 */
import { exportCsv, exportDateiname, exportTabelle, type ExportMitglied } from '@vereinsportal/domain';
import { herunterladen, heuteIso } from '../datenschutz/herunterladen';

export interface ExportVerein {
  vereinsName: string;
  vereinId: number;
}

/** Downloads the members as import CSV (with BOM, so Excel reads the umlauts). */
export function csvExportieren(mitglieder: readonly ExportMitglied[], verein: ExportVerein): void {
  herunterladen(new Blob([exportCsv(mitglieder)], { type: 'text/csv;charset=utf-8' }), exportDateiname(verein, heuteIso(), 'csv'));
}

/** Column widths in characters: wide enough for typical values, so the sheet reads without resizing. */
const BREITEN = [14, 18, 24, 12, 16, 28, 16, 18, 18, 18, 28, 32];

/** Downloads the members as .xlsx: the same columns and texts as the CSV, every cell text (PLZ '0800' stays). */
export async function excelExportieren(mitglieder: readonly ExportMitglied[], verein: ExportVerein): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const [kopf = [], ...zeilen] = exportTabelle(mitglieder);
  const daten = [
    kopf.map((value) => ({ value, type: String, fontWeight: 'bold' as const })),
    ...zeilen.map((zeile) => zeile.map((value) => (value === '' ? null : { value, type: String }))),
  ];
  const blob = await writeXlsxFile(daten, {
    sheet: 'Mitglieder',
    columns: BREITEN.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBlob();
  herunterladen(blob, exportDateiname(verein, heuteIso(), 'xlsx'));
}
