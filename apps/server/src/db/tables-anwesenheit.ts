/** Attendance of events (migration 021_anwesenheit); the reminder's columns are on `termin` (tables-content.ts). */

/** A member ticked 'anwesend' at an event; no row = not present. */
export interface TerminAnwesenheitTable {
  VereinId: number;
  TerminId: number;
  MitgliedId: number;
  /** When it was ticked (ISO instant). */
  ErfasstAm: string;
}

export interface AnwesenheitTables {
  termin_anwesenheit: TerminAnwesenheitTable;
}
