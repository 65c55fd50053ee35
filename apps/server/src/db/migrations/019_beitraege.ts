import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect.js';

/**
 * Member fees (docs/produkt.md "Beiträge"): the club's account and fees per member category, exceptions per
 * member, fee runs with one invoice per member, the payments booked against them (bank file or cash) and
 * each bank file read. These are the club's own books: a club's closing deletes them with the club
 * (cascade); 'Endgültig löschen' of a member keeps its invoices (MitgliedId set null, the name snapshot
 * anonymised by the service) for the 10 years of OR 958f.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('beitrag_einstellung')
    .ifNotExists()
    .addColumn('VereinId', 'integer', (c) => c.primaryKey().references('verein.VereinId').onDelete('cascade'))
    .addColumn('Iban', 'text')
    .addColumn('Kontoinhaber', 'text')
    .addColumn('Strasse', 'text')
    .addColumn('Hausnummer', 'text')
    .addColumn('Postleitzahl', 'text')
    .addColumn('Ort', 'text')
    .addColumn('Land', 'text')
    .addColumn('Uid', 'text')
    .addColumn('MehrfachRegel', 'text', (c) => c.notNull().defaultTo('hoechster'))
    .execute();

  await db.schema
    .createTable('beitrag_tarif')
    .ifNotExists()
    .addColumn('VereinId', 'integer', (c) => c.notNull().references('verein.VereinId').onDelete('cascade'))
    .addColumn('Kategorie', 'text', (c) => c.notNull())
    .addColumn('BetragCents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('beitrag_tarif_pk', ['VereinId', 'Kategorie'])
    .execute();

  await db.schema
    .createTable('beitrag_ausnahme')
    .ifNotExists()
    .addColumn('VereinId', 'integer', (c) => c.notNull().references('verein.VereinId').onDelete('cascade'))
    .addColumn('MitgliedId', 'integer', (c) => c.notNull().references('mitglied.MitgliedId').onDelete('cascade'))
    .addColumn('Art', 'text', (c) => c.notNull())
    .addColumn('BetragCents', 'integer')
    .addColumn('Grund', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('beitrag_ausnahme_pk', ['VereinId', 'MitgliedId'])
    .execute();

  await addIdColumn(db, db.schema.createTable('beitragslauf').ifNotExists(), 'LaufId')
    .addColumn('VereinId', 'integer', (c) => c.notNull().references('verein.VereinId').onDelete('cascade'))
    .addColumn('Bezeichnung', 'text', (c) => c.notNull())
    .addColumn('Periode', 'text', (c) => c.notNull())
    .addColumn('Rechnungsdatum', 'text', (c) => c.notNull())
    .addColumn('FaelligAm', 'text', (c) => c.notNull())
    .addColumn('ErstelltAm', 'text', (c) => c.notNull())
    .addColumn('Von', 'text', (c) => c.notNull())
    .addColumn('Anzahl', 'integer', (c) => c.notNull())
    .addColumn('TotalCents', 'integer', (c) => c.notNull())
    .addColumn('AnzahlPerEmail', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('AnzahlZumDrucken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('DruckDateiKey', 'text')
    .execute();
  // The same period is billed once per club (a second run for it is refused, and a race loses here).
  await db.schema.createIndex('beitragslauf_periode').ifNotExists().unique().on('beitragslauf').columns(['VereinId', 'Periode']).execute();

  await addIdColumn(db, db.schema.createTable('beitragsrechnung').ifNotExists(), 'BeitragsrechnungId')
    .addColumn('VereinId', 'integer', (c) => c.notNull().references('verein.VereinId').onDelete('cascade'))
    .addColumn('LaufId', 'integer', (c) => c.notNull().references('beitragslauf.LaufId').onDelete('cascade'))
    // Kept (null) when the member is deleted for good: the invoice is a booking record.
    .addColumn('MitgliedId', 'integer', (c) => c.references('mitglied.MitgliedId').onDelete('set null'))
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('Vorname', 'text')
    .addColumn('Strasse', 'text')
    .addColumn('Postleitzahl', 'text')
    .addColumn('Ort', 'text')
    .addColumn('Land', 'text')
    .addColumn('Email', 'text')
    .addColumn('Positionen', 'text', (c) => c.notNull())
    .addColumn('BetragCents', 'integer', (c) => c.notNull())
    .addColumn('Zahlungsreferenz', 'text', (c) => c.notNull())
    .addColumn('ReferenzTyp', 'text', (c) => c.notNull())
    .addColumn('Rechnungsdatum', 'text', (c) => c.notNull())
    .addColumn('FaelligAm', 'text', (c) => c.notNull())
    .addColumn('BezahltCents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('BezahltAm', 'text')
    .addColumn('Mahnstufe', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('LetzteMahnungAm', 'text')
    .addColumn('Storniert', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('StornoGrund', 'text')
    .addColumn('StorniertAm', 'text')
    .execute();
  await db.schema.createIndex('beitragsrechnung_verein').ifNotExists().on('beitragsrechnung').columns(['VereinId', 'LaufId']).execute();
  await db.schema.createIndex('beitragsrechnung_mitglied').ifNotExists().on('beitragsrechnung').columns(['MitgliedId']).execute();
  await db.schema
    .createIndex('beitragsrechnung_referenz')
    .ifNotExists()
    .on('beitragsrechnung')
    .columns(['VereinId', 'Zahlungsreferenz'])
    .execute();

  await addIdColumn(db, db.schema.createTable('beitragsimport').ifNotExists(), 'ImportId')
    .addColumn('VereinId', 'integer', (c) => c.notNull().references('verein.VereinId').onDelete('cascade'))
    .addColumn('Zeitpunkt', 'text', (c) => c.notNull())
    .addColumn('DateiHash', 'text', (c) => c.notNull())
    .addColumn('Dateiname', 'text', (c) => c.notNull())
    .addColumn('Art', 'text', (c) => c.notNull())
    .addColumn('Konto', 'text', (c) => c.notNull())
    .addColumn('NachrichtId', 'text')
    .addColumn('AnzahlBezahlt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('AnzahlTeilweise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('AnzahlUeberzahlt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('AnzahlStorniert', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('AnzahlNichtZugeordnet', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('AnzahlUebersprungen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('Von', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('beitragsimport_verein').ifNotExists().on('beitragsimport').columns(['VereinId']).execute();

  await addIdColumn(db, db.schema.createTable('beitragszahlung').ifNotExists(), 'ZahlungId')
    .addColumn('VereinId', 'integer', (c) => c.notNull().references('verein.VereinId').onDelete('cascade'))
    .addColumn('EintragSchluessel', 'text', (c) => c.notNull())
    .addColumn('BeitragsrechnungId', 'integer', (c) => c.references('beitragsrechnung.BeitragsrechnungId').onDelete('cascade'))
    .addColumn('BetragCents', 'integer', (c) => c.notNull())
    .addColumn('Datum', 'text', (c) => c.notNull())
    .addColumn('Art', 'text', (c) => c.notNull())
    .addColumn('Ergebnis', 'text')
    .addColumn('UeberzahlungCents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('Referenz', 'text')
    .addColumn('Mitteilung', 'text')
    .addColumn('ZahlerName', 'text')
    .addColumn('ImportId', 'integer', (c) => c.references('beitragsimport.ImportId').onDelete('cascade'))
    .addColumn('ErfasstAm', 'text', (c) => c.notNull())
    .addColumn('Von', 'text', (c) => c.notNull())
    .execute();
  // The same bank entry (or cash booking) is booked once per club.
  await db.schema
    .createIndex('beitragszahlung_schluessel')
    .ifNotExists()
    .unique()
    .on('beitragszahlung')
    .columns(['VereinId', 'EintragSchluessel'])
    .execute();
  await db.schema.createIndex('beitragszahlung_rechnung').ifNotExists().on('beitragszahlung').columns(['BeitragsrechnungId']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'beitragszahlung',
    'beitragsimport',
    'beitragsrechnung',
    'beitragslauf',
    'beitrag_ausnahme',
    'beitrag_tarif',
    'beitrag_einstellung',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
