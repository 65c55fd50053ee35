import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { isPostgres } from './dialect.js';
import * as core from './migrations/001_core.js';
import * as content from './migrations/002_content.js';
import * as mitgliederStand from './migrations/003_mitglieder_stand.js';
import * as passwortLink from './migrations/004_passwort_link.js';
import * as mitgliederApp from './migrations/005_mitglieder_app.js';
import * as dateien from './migrations/006_dateien.js';
import * as anmeldungGeteilt from './migrations/007_anmeldung_geteilt.js';
import * as outboxClaim from './migrations/008_outbox_claim.js';
import * as limitArt from './migrations/009_limit_art.js';
import * as rundmail from './migrations/010_rundmail.js';
import * as kalender from './migrations/011_kalender.js';
import * as aenderungsprotokoll from './migrations/012_aenderungsprotokoll.js';
import * as warteliste from './migrations/013_warteliste.js';
import * as vereinGeschlossen from './migrations/014_verein_geschlossen.js';
import * as rechnungen from './migrations/015_rechnungen.js';
import * as outboxLink from './migrations/016_outbox_link.js';
import * as geraeteToken from './migrations/017_geraete_token.js';
import * as zugangsmail from './migrations/018_zugangsmail.js';
import * as beitraege from './migrations/019_beitraege.js';
import * as serien from './migrations/020_serien.js';
import * as anwesenheit from './migrations/021_anwesenheit.js';
import * as push from './migrations/022_push.js';
import * as skalierung from './migrations/023_skalierung.js';

// Migrations are bundled in code (no folder scan) so the tsup bundle carries them.
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '001_core': core,
      '002_content': content,
      '003_mitglieder_stand': mitgliederStand,
      '004_passwort_link': passwortLink,
      '005_mitglieder_app': mitgliederApp,
      '006_dateien': dateien,
      '007_anmeldung_geteilt': anmeldungGeteilt,
      '008_outbox_claim': outboxClaim,
      '009_limit_art': limitArt,
      '010_rundmail': rundmail,
      '011_kalender': kalender,
      '012_aenderungsprotokoll': aenderungsprotokoll,
      '013_warteliste': warteliste,
      '014_verein_geschlossen': vereinGeschlossen,
      '015_rechnungen': rechnungen,
      '016_outbox_link': outboxLink,
      '017_geraete_token': geraeteToken,
      '018_zugangsmail': zugangsmail,
      '019_beitraege': beitraege,
      '020_serien': serien,
      '021_anwesenheit': anwesenheit,
      '022_push': push,
      '023_skalierung': skalierung,
    };
  },
};

/**
 * True when every migration is recorded already: the everyday start (an existing database) is decided by two
 * small queries instead of the migrator's table introspection and lock. Anything else goes to the migrator.
 */
async function alleAngewendet<DB>(db: Kysely<DB>): Promise<boolean> {
  const tabelle = isPostgres(db)
    ? sql<{ da: string | null }>`select to_regclass(${DEFAULT_MIGRATION_TABLE})::text as da`
    : sql<{ da: string | null }>`select name as da from sqlite_master where type = 'table' and name = ${DEFAULT_MIGRATION_TABLE}`;
  if (!(await tabelle.execute(db)).rows[0]?.da) return false;
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const angewendet = new Set(rows.map((r) => r.name));
  const namen = Object.keys(await migrationProvider.getMigrations());
  // A migration this code does not know (a database of a newer version) is the migrator's error to report.
  return angewendet.size === namen.length && namen.every((name) => angewendet.has(name));
}

/**
 * Brings the schema up to date; safe to call on every start (Kysely records applied migrations). The pending
 * migrations run in one transaction on both engines (db/create-db.ts says why for SQLite).
 */
export async function migrate<DB>(db: Kysely<DB>): Promise<void> {
  if (await alleAngewendet(db)) return;
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Datenbank-Migration fehlgeschlagen: ${reason}`);
  }
}
