import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { addIdColumn } from '../dialect.js';

/** The article row as this migration creates it (migrations never see the current schema types). */
interface ArtikelBeiMigration002 {
  ArtikelId: number;
  ArtikelBezeichnung: string;
  BruttoPreisCents: number;
  MwstProzentHundertstel: number;
  MehrwertsteuerBezeichnung: string;
  WaehrungISOCode: string;
}

/** Content and money tables (news, events, sign-ups, documents, club info, article, invoices). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const verein = (c: ColumnDefinitionBuilder) => c.notNull().references('verein.VereinId').onDelete('cascade');

  await addIdColumn(db, db.schema.createTable('news').ifNotExists(), 'NewsId')
    .addColumn('VereinId', 'integer', verein)
    .addColumn('Titel', 'text', (c) => c.notNull())
    .addColumn('AnzeigenVon', 'text', (c) => c.notNull())
    .addColumn('AnzeigenBis', 'text', (c) => c.notNull())
    .addColumn('FuerMitgliedschaftsart', 'text')
    .addColumn('QuillHtmlData', 'text')
    .addColumn('ExterneHtmlDateiVerwenden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ErstelltAm', 'text', (c) => c.notNull())
    .addColumn('GeaendertAm', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_verein').ifNotExists().on('news').columns(['VereinId', 'AnzeigenBis']).execute();

  await addIdColumn(db, db.schema.createTable('termin').ifNotExists(), 'TerminId')
    .addColumn('VereinId', 'integer', verein)
    .addColumn('Datum', 'text', (c) => c.notNull())
    .addColumn('DatumBis', 'text')
    .addColumn('Zeit', 'text')
    .addColumn('ZeitBis', 'text')
    .addColumn('Ganztaegig', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('Titel', 'text', (c) => c.notNull())
    .addColumn('Ort', 'text')
    .addColumn('URL', 'text')
    .addColumn('Beschreibung', 'text')
    .addColumn('MitAnAbmeldung', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('FuerMitgliedschaftsart', 'text')
    .addColumn('ErstelltAm', 'text', (c) => c.notNull())
    .addColumn('GeaendertAm', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('termin_verein').ifNotExists().on('termin').columns(['VereinId', 'Datum']).execute();

  await addIdColumn(db, db.schema.createTable('termin_anabmeldung').ifNotExists(), 'TerminAnAbmeldungId')
    .addColumn('VereinId', 'integer', verein)
    .addColumn('TerminId', 'integer', (c) => c.notNull().references('termin.TerminId').onDelete('cascade'))
    .addColumn('MitgliedId', 'integer', (c) => c.notNull().references('mitglied.MitgliedId').onDelete('cascade'))
    .addColumn('AnAbmeldeStatus', 'integer', (c) => c.notNull())
    .addColumn('GeaendertAm', 'text', (c) => c.notNull())
    .addUniqueConstraint('termin_anabmeldung_unique', ['TerminId', 'MitgliedId'])
    .execute();

  await addIdColumn(db, db.schema.createTable('dokument').ifNotExists(), 'DokumentId')
    .addColumn('VereinId', 'integer', verein)
    .addColumn('DokumentBezeichnung', 'text', (c) => c.notNull())
    .addColumn('AnzeigenVon', 'text', (c) => c.notNull())
    .addColumn('AnzeigenBis', 'text')
    .addColumn('OriginalDateiName', 'text')
    .addColumn('InternetLinkVerwenden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('DateiURL', 'text')
    .addColumn('FuerMitgliedschaftsart', 'text')
    .addColumn('DateiSchluessel', 'text')
    .addColumn('DateiGroesse', 'integer')
    .addColumn('ErstelltAm', 'text', (c) => c.notNull())
    .addColumn('GeaendertAm', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dokument_verein').ifNotExists().on('dokument').columns(['VereinId']).execute();

  await db.schema
    .createTable('vereinsinfo')
    .ifNotExists()
    .addColumn('VereinId', 'integer', (c) => c.primaryKey().references('verein.VereinId').onDelete('cascade'))
    .addColumn('ExterneHtmlDateiVerwenden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('QuillHtmlData', 'text')
    .addColumn('GeaendertAm', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('artikel')
    .ifNotExists()
    .addColumn('ArtikelId', 'integer', (c) => c.primaryKey())
    .addColumn('ArtikelBezeichnung', 'text', (c) => c.notNull())
    .addColumn('BruttoPreisCents', 'integer', (c) => c.notNull())
    .addColumn('MwstProzentHundertstel', 'integer', (c) => c.notNull())
    .addColumn('MehrwertsteuerBezeichnung', 'text', (c) => c.notNull())
    .addColumn('WaehrungISOCode', 'text', (c) => c.notNull())
    .execute();
  // Article 1 of docs/produkt.md §10; the operator may change the row (or ARTIKEL_* settings at start).
  await db
    .withTables<{ artikel: ArtikelBeiMigration002 }>()
    .insertInto('artikel')
    .values({
      ArtikelId: 1,
      ArtikelBezeichnung: 'Jahresabonnement',
      BruttoPreisCents: 200,
      MwstProzentHundertstel: 810,
      MehrwertsteuerBezeichnung: 'MWST',
      WaehrungISOCode: 'CHF',
    })
    .execute();

  await addIdColumn(db, db.schema.createTable('rechnung').ifNotExists(), 'RechnungId')
    .addColumn('VereinId', 'integer', verein)
    .addColumn('VertragId', 'integer', (c) => c.notNull().references('vertrag.VertragId').onDelete('cascade'))
    .addColumn('Art', 'text', (c) => c.notNull())
    .addColumn('ArtikelId', 'integer', (c) => c.notNull())
    .addColumn('ArtikelBezeichnung', 'text', (c) => c.notNull())
    .addColumn('Anzahl', 'integer', (c) => c.notNull())
    .addColumn('EinzelpreisCents', 'integer', (c) => c.notNull())
    .addColumn('TotalCents', 'integer', (c) => c.notNull())
    .addColumn('MwstCents', 'integer', (c) => c.notNull())
    .addColumn('MwstProzentHundertstel', 'integer', (c) => c.notNull())
    .addColumn('MehrwertsteuerBezeichnung', 'text', (c) => c.notNull())
    .addColumn('WaehrungISOCode', 'text', (c) => c.notNull())
    .addColumn('Rechnungsdatum', 'text', (c) => c.notNull())
    .addColumn('FaelligAm', 'text', (c) => c.notNull())
    .addColumn('Zahlungsreferenz', 'text', (c) => c.notNull())
    .addColumn('LaufzeitVon', 'text', (c) => c.notNull())
    .addColumn('LaufzeitBis', 'text', (c) => c.notNull())
    .addColumn('Emailadresse', 'text', (c) => c.notNull())
    .addColumn('ErstelltAm', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rechnung_verein').ifNotExists().on('rechnung').columns(['VereinId']).execute();

  // The end-of-term reminder is sent once per contract; this column is the claim (reminder job).
  await db.schema.alterTable('vertrag').addColumn('ReminderGesendetAm', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vertrag').dropColumn('ReminderGesendetAm').execute();
  for (const table of ['rechnung', 'artikel', 'vereinsinfo', 'dokument', 'termin_anabmeldung', 'termin', 'news']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
