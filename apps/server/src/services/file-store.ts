/**
 * The document file store: the database (services/file-store-db.ts), so every instance on one
 * database serves every file and one backup holds everything (docs/architecture.md, "Files").
 * Files an earlier version left in DATA_DIR/files are copied in first.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Clock, FileStore } from '../context.js';
import type { Database } from '../db/schema.js';
import { importFileFolder } from './file-folder-import.js';
import { createDbFileStore } from './file-store-db.js';

export async function createFileStore(
  config: Pick<Config, 'dataDir'>,
  { db, clock, log }: { db: Kysely<Database>; clock: Clock; log: Logger },
): Promise<FileStore> {
  await importFileFolder({ db, dataDir: config.dataDir, clock, log });
  return createDbFileStore(db, clock);
}
