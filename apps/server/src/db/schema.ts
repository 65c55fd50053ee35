import type { Kysely } from 'kysely';
import type { AenderungsprotokollTables } from './tables-aenderungsprotokoll.js';
import type { AnmeldungTables } from './tables-anmeldung.js';
import type { AnwesenheitTables } from './tables-anwesenheit.js';
import type { BeitraegeTables } from './tables-beitraege.js';
import type { CoreTables } from './tables-core.js';
import type { DatenschutzTables } from './tables-datenschutz.js';
import type { ContentTables } from './tables-content.js';
import type { KalenderTables } from './tables-kalender.js';
import type { PushTables } from './tables-push.js';
import type { RechnungenTables } from './tables-rechnungen.js';
import type { RundmailTables } from './tables-rundmail.js';

/** The whole database as Kysely sees it. */
export interface Database
  extends
    CoreTables,
    ContentTables,
    AnmeldungTables,
    AnwesenheitTables,
    RundmailTables,
    KalenderTables,
    AenderungsprotokollTables,
    DatenschutzTables,
    RechnungenTables,
    BeitraegeTables,
    PushTables {}

/** The database or an open transaction (a Transaction is a Kysely): what a query helper takes. */
export type Db = Kysely<Database>;
