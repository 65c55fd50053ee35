import { sql, type Kysely } from 'kysely';
import { LINK_PLATZHALTER } from '../../services/mail-link.js';

/**
 * No usable one-time link rests in the outbox (services/mail-link.ts): the text keeps a placeholder and the
 * token is stored encrypted in `LinkGeheimnis` until the mail is delivered. Mails written earlier carry the
 * token in their text; it is replaced by the placeholder here. The migration cannot encrypt (it has no
 * SERVER_SECRET), so such a mail still waiting goes out with the line asking for a new link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('LinkGeheimnis', 'text').execute();

  const alt = await sql<{ MailId: number; text: string }>`select "MailId", "text" from "outbox" where "text" like ${'%Link: %#%'}`.execute(
    db,
  );
  for (const mail of alt.rows) {
    // Only the set-password pages' links (PASSWORT_SETZEN_ROUTE, APP_PASSWORT_ROUTE) with a 43-character token.
    const text = mail.text.replace(/^(Link: \S+(?:\/passwortsetzen|\/app\/passwort)#)[A-Za-z0-9_-]{43}$/gm, `$1${LINK_PLATZHALTER}`);
    if (text !== mail.text) await sql`update "outbox" set "text" = ${text} where "MailId" = ${mail.MailId}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('LinkGeheimnis').execute();
}
