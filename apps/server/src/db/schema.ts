import type { AnmeldungTables } from './tables-anmeldung.js';
import type { CoreTables } from './tables-core.js';
import type { ContentTables } from './tables-content.js';

/** The whole database as Kysely sees it. */
export interface Database extends CoreTables, ContentTables, AnmeldungTables {}
