import { sql, type Kysely } from 'kysely';
import { addIdColumn } from '../dialect.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verein')
    .ifNotExists()
    .addColumn('VereinId', 'integer', (c) => c.primaryKey())
    .addColumn('VereinsName', 'text', (c) => c.notNull())
    .addColumn('Vorname', 'text')
    .addColumn('Nachname', 'text')
    .addColumn('Strasse', 'text')
    .addColumn('Postleitzahl', 'text')
    .addColumn('Ort', 'text')
    .addColumn('LandId', 'integer')
    .addColumn('Emailadresse', 'text')
    .addColumn('ErstelltAm', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('vertrag').ifNotExists(), 'VertragId')
    .addColumn('VereinId', 'integer', (c) => c.notNull().references('verein.VereinId').onDelete('cascade'))
    .addColumn('VertragsArt', 'text', (c) => c.notNull())
    .addColumn('VertragsLaufzeitVon', 'text', (c) => c.notNull())
    .addColumn('VertragsLaufzeitBis', 'text')
    .addColumn('VertragAnzahlMitglieder', 'integer', (c) => c.notNull())
    .addColumn('ErstelltAm', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vertrag_verein').ifNotExists().on('vertrag').columns(['VereinId', 'VertragsLaufzeitVon']).execute();

  await addIdColumn(db, db.schema.createTable('mitglied').ifNotExists(), 'MitgliedId')
    .addColumn('VereinId', 'integer', (c) => c.notNull().references('verein.VereinId').onDelete('cascade'))
    .addColumn('Vorname', 'text')
    .addColumn('Nachname', 'text')
    .addColumn('Strasse', 'text')
    .addColumn('Postleitzahl', 'text')
    .addColumn('Ort', 'text')
    .addColumn('Telefonnummer1', 'text')
    .addColumn('Telefonnummer2', 'text')
    .addColumn('Emailadresse', 'text')
    .addColumn('EmailNormalisiert', 'text')
    .addColumn('Mitgliedschaftsart', 'text')
    .addColumn('Vereinsfunktion', 'text')
    .addColumn('Bemerkung', 'text')
    .addColumn('HatSystemZugriff', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('IstVereinsAdministrator', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('Status', 'text', (c) => c.notNull().defaultTo('A'))
    .addColumn('AnzahlGeraete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('PasswortHash', 'text')
    .execute();
  await db.schema.createIndex('mitglied_verein').ifNotExists().on('mitglied').columns(['VereinId', 'Nachname']).execute();
  // The database enforces docs/produkt.md §10's unique e-mail per club too, so a race cannot slip past the check.
  await db.schema
    .createIndex('mitglied_email_unique')
    .ifNotExists()
    .unique()
    .on('mitglied')
    .columns(['VereinId', 'EmailNormalisiert'])
    .where(sql.ref('EmailNormalisiert'), 'is not', null)
    .execute();

  await addIdColumn(db, db.schema.createTable('outbox').ifNotExists(), 'MailId')
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'text')
    .addColumn('lastError', 'text')
    .execute();
  await db.schema.createIndex('outbox_state').ifNotExists().on('outbox').columns(['state', 'nextAttemptAt']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'mitglied', 'vertrag', 'verein']) await db.schema.dropTable(table).ifExists().execute();
}
