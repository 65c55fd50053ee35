import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect.js';

/**
 * Recurring events (docs/termine.md "Serien"):
 * - `termin_serie`: the rule as RFC 5545 text (`Regel`: DTSTART, RRULE and EXDATE lines, floating dates) and the
 *   template every new occurrence is made from (`Vorlage`: the event form's fields as JSON, so a field added to
 *   the event needs no column here).
 * - `termin.SerieId` (null = a single event) and `termin.SerieDatum` (the rule's date the occurrence stands for,
 *   kept when the occurrence alone moves to another day): each occurrence is an ordinary event row, so sign-ups,
 *   capacity and waiting list work per occurrence.
 * - `termin.Abgesagt` (0/1) and `termin.AbsageNotiz`: a cancelled event, single or occurrence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('termin_serie').ifNotExists(), 'SerieId')
    .addColumn('VereinId', 'integer', (c) => c.notNull().references('verein.VereinId').onDelete('cascade'))
    .addColumn('Regel', 'text', (c) => c.notNull())
    .addColumn('Vorlage', 'text', (c) => c.notNull())
    .addColumn('ErstelltAm', 'text', (c) => c.notNull())
    .addColumn('GeaendertAm', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('termin')
    .addColumn('SerieId', 'integer', (c) => c.references('termin_serie.SerieId').onDelete('set null'))
    .execute();
  await db.schema.alterTable('termin').addColumn('SerieDatum', 'text').execute();
  await db.schema
    .alterTable('termin')
    .addColumn('Abgesagt', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('termin').addColumn('AbsageNotiz', 'text').execute();
  await db.schema.createIndex('termin_serie_datum').ifNotExists().on('termin').columns(['SerieId', 'SerieDatum']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('termin_serie_datum').ifExists().execute();
  await db.schema.alterTable('termin').dropColumn('AbsageNotiz').execute();
  await db.schema.alterTable('termin').dropColumn('Abgesagt').execute();
  await db.schema.alterTable('termin').dropColumn('SerieDatum').execute();
  await db.schema.alterTable('termin').dropColumn('SerieId').execute();
  await db.schema.dropTable('termin_serie').ifExists().execute();
}
