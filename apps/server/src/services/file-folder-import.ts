/**
 * Earlier versions kept the stored files in DATA_DIR/files/<key>. At start their files are copied into
 * the database (table `datei`) and the folder is renamed to files.migriert-<date>: kept, never
 * deleted, so nothing can be lost (docs/architecture.md, "Files").
 *
 * Safe when several instances start at once on one database: a key already stored is left as it is
 * (insert-if-absent; keys are unique per file), and an instance that finds the folder gone has lost
 * the race to one that copied every file before renaming it. Instances on other machines each bring
 * their own folder's files.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Clock } from '../context.js';
import type { Database } from '../db/schema.js';
import { alsBuffer, KEY_PATTERN } from './file-store-db.js';

const ALTER_ORDNER = 'files';

const fehlt = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export async function importFileFolder({
  db,
  dataDir,
  clock,
  log,
}: {
  db: Kysely<Database>;
  dataDir: string;
  clock: Clock;
  log: Logger;
}): Promise<void> {
  const ordner = path.join(dataDir, ALTER_ORDNER);
  if (!existsSync(ordner)) return;

  let eintraege;
  try {
    eintraege = await readdir(ordner, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (fehlt(error)) return;
    throw error;
  }
  let uebernommen = 0;
  let vorhanden = 0;
  const uebersprungen: string[] = [];
  const jetzt = clock.now().toISOString();
  for (const eintrag of eintraege) {
    if (eintrag.isDirectory()) continue;
    const datei = path.join(eintrag.parentPath, eintrag.name);
    const key = path.relative(ordner, datei).split(path.sep).join('/');
    // The old store wrote <key>.<uuid>.tmp and renamed it: a leftover one is a half-written file.
    // Anything else it could not have written (a link, another name) stays in the kept folder too.
    if (!eintrag.isFile() || !KEY_PATTERN.test(key) || key.endsWith('.tmp')) {
      uebersprungen.push(key);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await readFile(datei);
    } catch (error) {
      if (fehlt(error)) return; // another instance has copied everything and renamed the folder
      throw error;
    }
    const result = await db
      .insertInto('datei')
      .values({ Schluessel: key, Inhalt: alsBuffer(bytes), Groesse: bytes.length, ErstelltAm: jetzt })
      .onConflict((oc) => oc.column('Schluessel').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) uebernommen++;
    else vorhanden++;
  }

  const ziel = freierName(dataDir, `${ALTER_ORDNER}.migriert-${jetzt.slice(0, 10)}`);
  try {
    await rename(ordner, ziel);
  } catch (error) {
    if (fehlt(error)) return;
    throw error;
  }
  log.info(
    { uebernommen, vorhanden, uebersprungen, ordner: ziel },
    `Dateien aus ${ordner} in die Datenbank übernommen (${uebernommen} neu, ${vorhanden} schon vorhanden); der Ordner heisst jetzt ${ziel} und kann nach einer Kontrolle gelöscht werden.`,
  );
}

function freierName(dataDir: string, basis: string): string {
  for (let n = 1; ; n++) {
    const kandidat = path.join(dataDir, n === 1 ? basis : `${basis}-${n}`);
    if (!existsSync(kandidat)) return kandidat;
  }
}
