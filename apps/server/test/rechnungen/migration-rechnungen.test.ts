/**
 * Migration 015 on a database of an earlier version (both engines): the invoices written before keep their
 * id, amounts and 'VP-…' reference (ReferenzTyp null, nothing paid yet), the next invoice gets a higher
 * number, and an invoice no longer disappears with its club or contract (the operator's books, OR 958f).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/create-db.js';
import { migrate, migrationProvider } from '../../src/db/migrate.js';
import { createPgDatabase, TEST_DB } from '../helpers/test-server.js';

describe(`migration 015_rechnungen on existing invoices (${TEST_DB})`, () => {
  let handle: DbHandle;
  let drop: (() => Promise<void>) | null = null;
  afterAll(async () => {
    await handle?.destroy();
    await drop?.();
  });

  it('keeps old invoices with their reference, numbers on, and outlives the club', async () => {
    const pg = TEST_DB === 'postgres' ? await createPgDatabase() : null;
    drop = pg?.drop ?? null;
    handle = await createDb({ dataDir: mkdtempSync(path.join(tmpdir(), 'vp-mig15-')), databaseUrl: pg?.url ?? null });
    const { error } = await new Migrator({ db: handle.db, provider: migrationProvider }).migrateTo('014_verein_geschlossen');
    expect(error).toBeUndefined();
    // Written through raw SQL: the schema types describe the migrated tables.
    const db = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await sql`insert into verein ("VereinId", "VereinsName", "ErstelltAm") values (1001, 'Alter Verein', '2025-01-01T00:00:00Z')`.execute(
      db,
    );
    await sql`insert into vertrag ("VereinId", "VertragsArt", "VertragsLaufzeitVon", "VertragsLaufzeitBis", "VertragAnzahlMitglieder", "ErstelltAm")
      values (1001, 'Jahresabonnement', '2025-01-01', '2025-12-31', 10, '2025-01-01T00:00:00Z')`.execute(db);
    for (const nr of [1, 2]) {
      await sql`insert into rechnung ("VereinId", "VertragId", "Art", "ArtikelId", "ArtikelBezeichnung", "Anzahl", "EinzelpreisCents",
        "TotalCents", "MwstCents", "MwstProzentHundertstel", "MehrwertsteuerBezeichnung", "WaehrungISOCode", "Rechnungsdatum", "FaelligAm",
        "Zahlungsreferenz", "LaufzeitVon", "LaufzeitBis", "Emailadresse", "ErstelltAm")
        values (1001, 1, 'abschluss', 1, 'Jahresabonnement', 10, 200, ${nr * 1000}, 75, 810, 'MWST', 'CHF', '2025-01-01', '2025-01-31',
        ${`VP-1001-00000${nr}-0`}, '2025-01-01', '2025-12-31', 'alt@example.ch', '2025-01-01T00:00:00Z')`.execute(db);
    }
    // The second invoice was deleted by the old closing rule; its number stays given.
    await sql`delete from rechnung where "RechnungId" = 2`.execute(db);

    await migrate(handle.db);
    const alt = await handle.db.selectFrom('rechnung').selectAll().execute();
    expect(alt).toEqual([
      expect.objectContaining({
        RechnungId: 1,
        VereinId: 1001,
        VertragId: 1,
        TotalCents: 1000,
        Zahlungsreferenz: 'VP-1001-000001-0',
        ReferenzTyp: null,
        BezahltCents: 0,
        BezahltAm: null,
        Mahnstufe: 0,
        KundeName: null,
      }),
    ]);
    const { RechnungId } = await handle.db
      .insertInto('rechnung')
      .values({ ...alt[0]!, RechnungId: undefined, Zahlungsreferenz: 'neu' })
      .returning('RechnungId')
      .executeTakeFirstOrThrow();
    expect(RechnungId).toBe(3);

    // Closing deletes the contract and the club; their invoices stay.
    await handle.db.deleteFrom('vertrag').where('VereinId', '=', 1001).execute();
    await handle.db.deleteFrom('verein').where('VereinId', '=', 1001).execute();
    expect((await handle.db.selectFrom('rechnung').select('RechnungId').orderBy('RechnungId').execute()).map((r) => r.RechnungId)).toEqual([
      1, 3,
    ]);
  });
});
