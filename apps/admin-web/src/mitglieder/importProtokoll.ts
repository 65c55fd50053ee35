import type { ImportPruefung, ImportZeile, Mitglied } from '@vereinsportal/domain';

/** Main thread -> import worker: the raw file bytes (transferred) and what the checks compare against. */
export interface ImportAuftrag {
  bytes: ArrayBuffer;
  vorhandeneEmails: string[];
  freiePlaetze: number;
}

/** A preview row: the CSV row and its messages (without the 'Zeilen Nr. {n}: ' prefix), built in the worker. */
export type VorschauZeile = ImportZeile & { meldungen: string[] };

/** The checked file on the main thread, assembled from the worker's chunks. */
export interface ImportErgebnisDaten {
  zeilen: VorschauZeile[];
  /** Every message, as docs/produkt.md §5 words it; empty = importable. */
  fehler: string[];
  /** Payloads of the rows without errors, for POST mitgliederimport. */
  mitglieder: Mitglied[];
}

/**
 * Rows per 'teil' message. Receiving a message copies its data on the main thread in one task: 10,000
 * rows at once took far longer than 50 ms, 500 rows take a few ms, so the page stays responsive.
 */
export const TEIL_ZEILEN = 500;

/** Import worker -> main thread: progress, then the result in chunks ('teil'), then 'ende'. */
export type ImportMeldung =
  | { typ: 'fortschritt'; prozent: number }
  | { typ: 'teil'; zeilen: VorschauZeile[]; mitglieder: Mitglied[]; prozent: number }
  | { typ: 'ende'; fehler: string[] };

const ZEILEN_PREFIX = /^Zeilen Nr\. (\d+): /;

/** Attaches each row's messages (docs/produkt.md §5 prefix 'Zeilen Nr. {n}: ') to the row; runs in the worker. */
export function vorschauZeilen(pruefung: ImportPruefung): VorschauZeile[] {
  const proZeile = new Map<number, string[]>();
  for (const f of pruefung.fehler) {
    const m = ZEILEN_PREFIX.exec(f);
    if (!m) continue;
    const nr = Number(m[1]);
    const liste = proZeile.get(nr);
    if (liste) liste.push(f.slice(m[0].length));
    else proZeile.set(nr, [f.slice(m[0].length)]);
  }
  return pruefung.zeilen.map((z) => ({ ...z, meldungen: proZeile.get(z.zeilenNr) ?? [] }));
}

/** The result messages of a finished check: chunks of TEIL_ZEILEN rows (and member payloads), then 'ende'. */
export function ergebnisMeldungen(pruefung: ImportPruefung): ImportMeldung[] {
  const zeilen = vorschauZeilen(pruefung);
  const { mitglieder } = pruefung;
  const meldungen: ImportMeldung[] = [];
  const anzahl = Math.max(zeilen.length, mitglieder.length);
  for (let i = 0; i < anzahl; i += TEIL_ZEILEN) {
    meldungen.push({
      typ: 'teil',
      zeilen: zeilen.slice(i, i + TEIL_ZEILEN),
      mitglieder: mitglieder.slice(i, i + TEIL_ZEILEN),
      prozent: Math.round(60 + (40 * Math.min(anzahl, i + TEIL_ZEILEN)) / anzahl),
    });
  }
  meldungen.push({ typ: 'ende', fehler: pruefung.fehler });
  return meldungen;
}
