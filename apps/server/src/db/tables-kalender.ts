/** Calendar subscription addresses (migrations/011_kalender.ts, services/kalender.ts). */
export interface KalenderAboTable {
  VereinId: number;
  /** null: the club's feed (every event); else the member's feed. */
  MitgliedId: number | null;
  /** SHA-256 (hex) of the secret: the only way a feed is found. */
  GeheimnisHash: string;
  /** The secret, AES-256-GCM under a key from SERVER_SECRET, so the address can be shown again. */
  GeheimnisVerschluesselt: string;
  ErstelltAm: string;
}

export interface KalenderTables {
  kalender_abo: KalenderAboTable;
}
