import type { Generated } from 'kysely';

/** Sign-in state shared by every server instance on the database (migrations/007_anmeldung_geteilt.ts). */

/** One failed sign-in for one counter (auth/throttle.ts). */
export interface AnmeldeFehlerTable {
  /** HMAC of the counter's key under SERVER_SECRET: no e-mail or client address in clear. */
  Schluessel: string;
  /** Epoch milliseconds. */
  Zeit: number;
  /** Which limit counts the row: 'anmeldung', 'registrierung', 'passwort-vergessen' (own window each). */
  Art: Generated<string>;
}

/** An (account, client) pair that signed in lately: it needs no bot check until `Bis`. */
export interface AnmeldeVertrautTable {
  Schluessel: string;
  /** Epoch milliseconds. */
  Bis: number;
}

/** A solved bot-check challenge (services/botcheck.ts): accepted once on any instance. */
export interface BotcheckVerbrauchtTable {
  ChallengeId: string;
  /** Epoch milliseconds of its use. */
  Zeit: number;
}

export interface AnmeldungTables {
  anmelde_fehler: AnmeldeFehlerTable;
  anmelde_vertraut: AnmeldeVertrautTable;
  botcheck_verbraucht: BotcheckVerbrauchtTable;
}
