import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/** True when the Kysely instance talks to PostgreSQL (migrations need a few engine-specific types). */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Adds an auto-increment integer primary key that works on both engines
 * (SQLite: INTEGER PRIMARY KEY AUTOINCREMENT, PostgreSQL: serial). Use in every migration.
 */
export function addIdColumn<DB, T extends string, C extends string>(
  db: Kysely<DB>,
  table: CreateTableBuilder<T, C>,
  column: string,
): CreateTableBuilder<T, C> {
  if (isPostgres(db)) return table.addColumn(column, 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey()) as CreateTableBuilder<T, C>;
  return table.addColumn(column, 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()) as CreateTableBuilder<T, C>;
}

/** Postgres returns COUNT(*) as a string (bigint); normalise to number. */
export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}
