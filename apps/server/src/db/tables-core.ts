import type { Flag, MitgliedStatus, VertragsArt } from '@vereinsportal/domain';
import type { Generated } from 'kysely';

/** Core tables (clubs, contracts, members, mail). Columns use the entities' field names; see docs/architecture.md. */
export interface VereinTable {
  /** The club number (Vereinsnummer): 1000 demo, new clubs from 1001. */
  VereinId: number;
  VereinsName: string;
  Vorname: string | null;
  Nachname: string | null;
  Strasse: string | null;
  Postleitzahl: string | null;
  Ort: string | null;
  LandId: number | null;
  Emailadresse: string | null;
  ErstelltAm: string;
  /** Bumped with every member write (list cache version); see migrations/003_mitglieder_stand.ts. */
  MitgliederStand: Generated<number>;
}

export interface VertragTable {
  VertragId: Generated<number>;
  VereinId: number;
  VertragsArt: VertragsArt;
  VertragsLaufzeitVon: string;
  /** null = no end (Werbung). */
  VertragsLaufzeitBis: string | null;
  VertragAnzahlMitglieder: number;
  ErstelltAm: string;
  /** Added by migrations/002_content.ts (reminder job, idempotent). */
  ReminderGesendetAm: string | null;
}

export interface MitgliedTable {
  MitgliedId: Generated<number>;
  VereinId: number;
  Vorname: string | null;
  Nachname: string | null;
  Strasse: string | null;
  Postleitzahl: string | null;
  Ort: string | null;
  Telefonnummer1: string | null;
  Telefonnummer2: string | null;
  Emailadresse: string | null;
  /** Lower-cased e-mail: the unique key per club (deleted members included). */
  EmailNormalisiert: string | null;
  Mitgliedschaftsart: string | null;
  Vereinsfunktion: string | null;
  Bemerkung: string | null;
  HatSystemZugriff: Flag;
  IstVereinsAdministrator: Flag;
  Status: MitgliedStatus;
  AnzahlGeraete: number;
  /** scrypt hash `scrypt$N$salt$hash`; null until the member sets a password through a link. */
  PasswortHash: string | null;
  /** SHA-256 (hex) of the member's open set-password link token; null when none is open. */
  PasswortLinkHash: Generated<string | null>;
  /** When that link expires (ISO timestamp). */
  PasswortLinkGueltigBis: Generated<string | null>;
  /** 1: other members see this member's phone numbers and e-mail in the member app (migration 005). */
  KontaktSichtbar: Generated<Flag>;
  /** When the last credentials mail went out (ISO timestamp, migration 018); null when none was sent. */
  ZugangsmailAm: Generated<string | null>;
}

/** A registered member app installation (migration 005); mitglied.AnzahlGeraete counts a member's rows. */
export interface GeraetTable {
  VereinId: number;
  MitgliedId: number;
  /** Random id the app keeps (8-64 of A-Z, a-z, 0-9, -); unique per member. */
  GeraetId: string;
  Bezeichnung: string | null;
  RegistriertAm: string;
  /** Last sign-in or use (a token's use refreshes it at most hourly). */
  ZuletztAm: string;
  /** SHA-256 (base64url) of the device token (migration 017); null: registered without one. */
  TokenHash: string | null;
}

/** Outbox: every mail is written here first, then delivered by SMTP or printed. */
export interface OutboxTable {
  MailId: Generated<number>;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  /** 'pending' | 'sending' (claimed by one instance) | 'sent' | 'console' (demo) | 'wartend' (no SMTP_URL) | 'failed' */
  state: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  /** While 'sending': the claim runs out then, and the mail is due again (migration 008). */
  leaseUntil: string | null;
  /** The instance holding the claim (services/outbox.ts). */
  claimedBy: string | null;
  /** Reply-To of the mail, e.g. a Rundmail's club address (migration 010). */
  replyTo: string | null;
  /** A one-time link's token, AES-256-GCM under SERVER_SECRET, null once delivered (migration 016, services/mail-link.ts). */
  LinkGeheimnis: string | null;
}

export interface CoreTables {
  verein: VereinTable;
  vertrag: VertragTable;
  mitglied: MitgliedTable;
  geraet: GeraetTable;
  outbox: OutboxTable;
}
