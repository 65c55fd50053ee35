import type { AenderungsAktion, AenderungsBereich } from '@vereinsportal/domain';
import type { Generated } from 'kysely';

/** One administrator write (migrations/012_aenderungsprotokoll.ts, services/aenderungsprotokoll.ts). */
export interface AenderungsprotokollTable {
  AenderungId: Generated<number>;
  VereinId: number;
  /** ISO instant (UTC). */
  Zeitpunkt: string;
  /** The signed-in administrator; the name as it was at the time. */
  AdministratorId: number | null;
  AdministratorName: string | null;
  Bereich: AenderungsBereich;
  ObjektId: number | null;
  Objekt: string | null;
  Aktion: AenderungsAktion;
  /** JSON array of FeldAenderung. */
  Felder: string;
}

export interface AenderungsprotokollTables {
  aenderungsprotokoll: AenderungsprotokollTable;
}
