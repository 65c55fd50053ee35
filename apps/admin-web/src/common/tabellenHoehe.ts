/** Default height of a list table (also of its placeholder, so nothing jumps when the grid appears). */
export const TABELLEN_HOEHE = 'max(420px, calc(100vh - 260px))';
