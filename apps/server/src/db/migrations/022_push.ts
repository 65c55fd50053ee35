import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect.js';

/**
 * Web Push to the member app (docs/push.md): the VAPID key pair (one row, the same for every instance),
 * each device's subscription, each member's switches per kind, the delivery queue and the news still to
 * announce. None of these tables has a VereinId: they hang on the device row (`geraet`), the member or
 * the news, and go with them by cascade (sign-out, device removal, 'Endgültig löschen', club closing).
 * The club export leaves them out on purpose: endpoints and keys are secrets of the device.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_vapid')
    .ifNotExists()
    .addColumn('Id', 'integer', (c) => c.primaryKey())
    .addColumn('PublicKey', 'text', (c) => c.notNull())
    .addColumn('PrivateKey', 'text', (c) => c.notNull())
    .addColumn('ErstelltAm', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('push_abo')
    .ifNotExists()
    .addColumn('MitgliedId', 'integer', (c) => c.notNull())
    .addColumn('GeraetId', 'text', (c) => c.notNull())
    .addColumn('Endpoint', 'text', (c) => c.notNull())
    .addColumn('P256dh', 'text', (c) => c.notNull())
    .addColumn('Auth', 'text', (c) => c.notNull())
    .addColumn('GespeichertAm', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_abo_pk', ['MitgliedId', 'GeraetId'])
    .addForeignKeyConstraint('push_abo_geraet', ['MitgliedId', 'GeraetId'], 'geraet', ['MitgliedId', 'GeraetId'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('push_einstellung')
    .ifNotExists()
    .addColumn('MitgliedId', 'integer', (c) => c.primaryKey().references('mitglied.MitgliedId').onDelete('cascade'))
    .addColumn('News', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('Termin', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('Warteliste', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('Erinnerung', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await addIdColumn(db, db.schema.createTable('push_versand').ifNotExists(), 'PushId')
    .addColumn('MitgliedId', 'integer', (c) => c.notNull())
    .addColumn('GeraetId', 'text', (c) => c.notNull())
    .addColumn('Art', 'text', (c) => c.notNull())
    .addColumn('Titel', 'text', (c) => c.notNull())
    .addColumn('Text', 'text', (c) => c.notNull())
    .addColumn('Pfad', 'text', (c) => c.notNull())
    .addColumn('ErstelltAm', 'text', (c) => c.notNull())
    // 'offen' | 'sendend' (claimed by one instance until LeaseBis); delivered or given up rows are deleted.
    .addColumn('Status', 'text', (c) => c.notNull().defaultTo('offen'))
    .addColumn('Versuche', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('NaechsterVersuch', 'text')
    .addColumn('LeaseBis', 'text')
    .addColumn('GeclaimtVon', 'text')
    .addForeignKeyConstraint('push_versand_geraet', ['MitgliedId', 'GeraetId'], 'geraet', ['MitgliedId', 'GeraetId'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('push_versand_faellig').ifNotExists().on('push_versand').columns(['Status', 'NaechsterVersuch']).execute();
  await db.schema.createIndex('push_versand_geraet').ifNotExists().on('push_versand').columns(['MitgliedId', 'GeraetId']).execute();

  // News to announce once they are visible (services/push/news-melden.ts); news from before are not announced.
  await db.schema
    .createTable('push_news')
    .ifNotExists()
    .addColumn('NewsId', 'integer', (c) => c.primaryKey().references('news.NewsId').onDelete('cascade'))
    .addColumn('FaelligAb', 'text', (c) => c.notNull())
    .addColumn('GemeldetAm', 'text')
    .execute();
  await db.schema.createIndex('push_news_faellig').ifNotExists().on('push_news').columns(['GemeldetAm', 'FaelligAb']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_news').ifExists().execute();
  await db.schema.dropTable('push_versand').ifExists().execute();
  await db.schema.dropTable('push_einstellung').ifExists().execute();
  await db.schema.dropTable('push_abo').ifExists().execute();
  await db.schema.dropTable('push_vapid').ifExists().execute();
}
