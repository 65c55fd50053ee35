/**
 * The document file store chosen by configuration. Today: a folder under DATA_DIR (docs/produkt.md §10).
 * An S3-compatible store would be a second implementation of FileStore selected here.
 */
import { join } from 'node:path';
import type { Config } from '../config.js';
import type { FileStore } from '../context.js';
import { createLocalFileStore } from './file-store-local.js';

export function createFileStore(config: Config): FileStore {
  return createLocalFileStore(join(config.dataDir, 'files'));
}
