import { sql, type Kysely } from 'kysely';

/**
 * One-time set-password links replace mailed passwords. A member holds at most one link: the
 * SHA-256 hash of its token (never the token) and when it expires; a new mail overwrites it, using
 * it clears it. Credentials mails queued by earlier versions carried a generated password in clear:
 * that line is removed from the outbox here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mitglied').addColumn('PasswortLinkHash', 'text').execute();
  await db.schema.alterTable('mitglied').addColumn('PasswortLinkGueltigBis', 'text').execute();
  await db.schema.createIndex('mitglied_passwort_link').ifNotExists().unique().on('mitglied').column('PasswortLinkHash').execute();

  const alt = await sql<{
    MailId: number;
    text: string;
  }>`select "MailId", "text" from "outbox" where "text" like ${'%Passwort: %'}`.execute(db);
  for (const mail of alt.rows) {
    const text = mail.text.replace(/^Passwort: .*$/gm, 'Passwort: (aus Sicherheitsgründen entfernt)');
    await sql`update "outbox" set "text" = ${text} where "MailId" = ${mail.MailId}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mitglied_passwort_link').ifExists().execute();
  await db.schema.alterTable('mitglied').dropColumn('PasswortLinkGueltigBis').execute();
  await db.schema.alterTable('mitglied').dropColumn('PasswortLinkHash').execute();
}
