import type { Generated } from 'kysely';

/** A sent Rundmail (migrations/010_rundmail.ts); its mails are in the outbox. */
export interface RundmailTable {
  RundmailId: Generated<number>;
  VereinId: number;
  Betreff: string;
  Text: string;
  /** The chosen categories as comma text; null = all members. */
  Kategorien: string | null;
  AnzahlEmpfaenger: number;
  /** ISO timestamp. */
  GesendetAm: string;
  /** The administrator's MitgliedId. */
  GesendetVon: number | null;
}

export interface RundmailTables {
  rundmail: RundmailTable;
}
