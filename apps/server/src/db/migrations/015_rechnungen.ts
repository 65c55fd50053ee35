import { sql, type Kysely } from 'kysely';
import { addIdColumn, isPostgres } from '../dialect.js';

const ALTE_SPALTEN = [
  'RechnungId',
  'VereinId',
  'VertragId',
  'Art',
  'ArtikelId',
  'ArtikelBezeichnung',
  'Anzahl',
  'EinzelpreisCents',
  'TotalCents',
  'MwstCents',
  'MwstProzentHundertstel',
  'MehrwertsteuerBezeichnung',
  'WaehrungISOCode',
  'Rechnungsdatum',
  'FaelligAm',
  'Zahlungsreferenz',
  'LaufzeitVon',
  'LaufzeitBis',
  'Emailadresse',
  'ErstelltAm',
];

/**
 * Payable invoices (docs/produkt.md "Rechnungen"): payment state and reminder level on `rechnung`, the
 * customer as billed, the booked bank entries (`zahlung`), every bank file import (`zahlungsimport`) and
 * the outbox's attachments (`outbox_anhang`, the invoice PDF).
 *
 * Invoices and payments are the operator's books, kept 10 years (Swiss OR 958f) even when a club closes:
 * `rechnung` loses its foreign keys to `verein` and `vertrag` (which cascaded the deletion). SQLite cannot
 * drop a foreign key, so there the table is rebuilt with the same rows and ids. Existing invoices keep
 * their old 'VP-…' reference (ReferenzTyp null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  if (pg) {
    const fks = await sql<{ conname: string }>`
      select conname from pg_constraint where conrelid = 'rechnung'::regclass and contype = 'f'`.execute(db);
    for (const fk of fks.rows) await sql`alter table rechnung drop constraint ${sql.id(fk.conname)}`.execute(db);
    await sql`alter table rechnung alter column "VertragId" drop not null`.execute(db);
  } else {
    await addIdColumn(db, db.schema.createTable('rechnung_neu'), 'RechnungId')
      .addColumn('VereinId', 'integer', (c) => c.notNull())
      .addColumn('VertragId', 'integer')
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
    const spalten = sql.join(ALTE_SPALTEN.map((s) => sql.id(s)));
    await sql`insert into rechnung_neu (${spalten}) select ${spalten} from rechnung`.execute(db);
    // Numbers once given stay given (an invoice number names one invoice for good).
    // (The copy made a sequence row of its own, up to the highest id left; the old row may be higher.)
    await sql`update sqlite_sequence set seq = (select seq from sqlite_sequence where name = 'rechnung')
      where name = 'rechnung_neu' and exists (select 1 from sqlite_sequence where name = 'rechnung')`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) select 'rechnung_neu', seq from sqlite_sequence
      where name = 'rechnung' and not exists (select 1 from sqlite_sequence where name = 'rechnung_neu')`.execute(db);
    await db.schema.dropTable('rechnung').execute();
    await sql`alter table rechnung_neu rename to rechnung`.execute(db);
    await db.schema.createIndex('rechnung_verein').ifNotExists().on('rechnung').columns(['VereinId']).execute();
  }
  for (const [spalte, typ] of [
    ['ReferenzTyp', 'text'],
    ['BezahltAm', 'text'],
    ['LetzteMahnungAm', 'text'],
    ['KundeName', 'text'],
    ['KundeVertreter', 'text'],
    ['KundeStrasse', 'text'],
    ['KundePostleitzahl', 'text'],
    ['KundeOrt', 'text'],
    ['KundeLand', 'text'],
  ] as const) {
    await db.schema.alterTable('rechnung').addColumn(spalte, typ).execute();
  }
  await db.schema
    .alterTable('rechnung')
    .addColumn('BezahltCents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('rechnung')
    .addColumn('Mahnstufe', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('rechnung_referenz').ifNotExists().on('rechnung').columns(['Zahlungsreferenz']).execute();

  await addIdColumn(db, db.schema.createTable('zahlungsimport').ifNotExists(), 'ImportId')
    .addColumn('Zeitpunkt', 'text', (c) => c.notNull())
    .addColumn('DateiHash', 'text', (c) => c.notNull())
    .addColumn('Dateiname', 'text', (c) => c.notNull())
    .addColumn('Art', 'text', (c) => c.notNull())
    .addColumn('Konto', 'text', (c) => c.notNull())
    .addColumn('NachrichtId', 'text')
    .addColumn('AnzahlBezahlt', 'integer', (c) => c.notNull())
    .addColumn('AnzahlTeilweise', 'integer', (c) => c.notNull())
    .addColumn('AnzahlUeberzahlt', 'integer', (c) => c.notNull())
    .addColumn('AnzahlStorniert', 'integer', (c) => c.notNull())
    .addColumn('AnzahlNichtZugeordnet', 'integer', (c) => c.notNull())
    .addColumn('AnzahlUebersprungen', 'integer', (c) => c.notNull())
    .addColumn('Von', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('zahlung').ifNotExists(), 'ZahlungId')
    .addColumn('EintragSchluessel', 'text', (c) => c.notNull().unique())
    .addColumn('RechnungId', 'integer')
    .addColumn('VereinId', 'integer')
    .addColumn('BetragCents', 'integer', (c) => c.notNull())
    .addColumn('Datum', 'text', (c) => c.notNull())
    .addColumn('Art', 'text', (c) => c.notNull())
    .addColumn('Ergebnis', 'text')
    .addColumn('UeberzahlungCents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('Referenz', 'text')
    .addColumn('Mitteilung', 'text')
    .addColumn('ZahlerName', 'text')
    .addColumn('ImportId', 'integer', (c) => c.notNull().references('zahlungsimport.ImportId'))
    .execute();
  await db.schema.createIndex('zahlung_rechnung').ifNotExists().on('zahlung').columns(['RechnungId']).execute();
  await db.schema.createIndex('zahlung_verein').ifNotExists().on('zahlung').columns(['VereinId']).execute();

  await db.schema
    .createTable('outbox_anhang')
    .ifNotExists()
    .addColumn('MailId', 'integer', (c) => c.notNull().references('outbox.MailId').onDelete('cascade'))
    .addColumn('Nr', 'integer', (c) => c.notNull())
    .addColumn('Dateiname', 'text', (c) => c.notNull())
    .addColumn('ContentType', 'text', (c) => c.notNull())
    .addColumn('Groesse', 'integer', (c) => c.notNull())
    .addColumn('Bytes', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('outbox_anhang_pk', ['MailId', 'Nr'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['outbox_anhang', 'zahlung', 'zahlungsimport']) await db.schema.dropTable(t).ifExists().execute();
  await db.schema.dropIndex('rechnung_referenz').ifExists().execute();
  for (const spalte of [
    'Mahnstufe',
    'BezahltCents',
    'KundeLand',
    'KundeOrt',
    'KundePostleitzahl',
    'KundeStrasse',
    'KundeVertreter',
    'KundeName',
    'LetzteMahnungAm',
    'BezahltAm',
    'ReferenzTyp',
  ]) {
    await db.schema.alterTable('rechnung').dropColumn(spalte).execute();
  }
}
