/** A closed club's number, never given again (migrations/014_verein_geschlossen.ts). */
export interface VereinGeschlossenTable {
  VereinId: number;
  /** ISO instant of the closing. */
  GeschlossenAm: string;
}

export interface DatenschutzTables {
  verein_geschlossen: VereinGeschlossenTable;
}
