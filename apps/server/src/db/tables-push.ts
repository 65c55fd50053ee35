import type { Generated } from 'kysely';
import type { Flag } from '@vereinsportal/domain';

/** The VAPID key pair (migration 022): one row, Id 1, created once by the first instance (services/push/vapid.ts). */
export interface PushVapidTable {
  Id: number;
  /** Uncompressed P-256 public key, base64url (what the app passes to pushManager.subscribe). */
  PublicKey: string;
  PrivateKey: string;
  ErstelltAm: string;
}

/** A device's push subscription (migration 022); deleted with its `geraet` row. */
export interface PushAboTable {
  MitgliedId: number;
  GeraetId: string;
  Endpoint: string;
  /** The subscription's ECDH P-256 public key and auth secret, base64url. */
  P256dh: string;
  Auth: string;
  GespeichertAm: string;
}

/** A member's switches per kind (migration 022); no row = every kind on. */
export interface PushEinstellungTable {
  MitgliedId: number;
  News: Generated<Flag>;
  Termin: Generated<Flag>;
  Warteliste: Generated<Flag>;
  Erinnerung: Generated<Flag>;
}

/** The delivery queue (migration 022), one row per device and notification (services/push/zustellen.ts). */
export interface PushVersandTable {
  PushId: Generated<number>;
  MitgliedId: number;
  GeraetId: string;
  Art: string;
  Titel: string;
  Text: string;
  Pfad: string;
  ErstelltAm: string;
  /** 'offen' | 'sendend' */
  Status: Generated<string>;
  Versuche: Generated<number>;
  NaechsterVersuch: string | null;
  LeaseBis: string | null;
  GeclaimtVon: string | null;
}

/** A news item to announce by push once visible (migration 022); GemeldetAm set by the one run that claimed it. */
export interface PushNewsTable {
  NewsId: number;
  /** The news' AnzeigenVon: announced from that day on. */
  FaelligAb: string;
  GemeldetAm: string | null;
}

export interface PushTables {
  push_news: PushNewsTable;
  push_vapid: PushVapidTable;
  push_abo: PushAboTable;
  push_einstellung: PushEinstellungTable;
  push_versand: PushVersandTable;
}
