/**
 * Attachments of outbox mails (an invoice's PDF), stored beside the mail in `outbox_anhang`
 * (migration 015) in the same transaction, numbered from 1, deleted with their mail (foreign key).
 */
import type { OutboxAnhang } from '@vereinsportal/domain';
import type { Db } from '../db/schema.js';

export interface MailAnhang {
  dateiname: string;
  contentType: string;
  bytes: Uint8Array;
}

export async function anhaengeSpeichern(db: Db, mailId: number, anhaenge: readonly MailAnhang[]): Promise<void> {
  if (anhaenge.length === 0) return;
  await db
    .insertInto('outbox_anhang')
    .values(
      anhaenge.map((a, i) => ({
        MailId: mailId,
        Nr: i + 1,
        Dateiname: a.dateiname,
        ContentType: a.contentType,
        Groesse: a.bytes.byteLength,
        Bytes: a.bytes,
      })),
    )
    .execute();
}

/** A mail's attachments with their bytes, in order (for delivery). */
export async function anhaengeLaden(db: Db, mailId: number): Promise<MailAnhang[]> {
  const rows = await db
    .selectFrom('outbox_anhang')
    .select(['Dateiname', 'ContentType', 'Bytes'])
    .where('MailId', '=', mailId)
    .orderBy('Nr')
    .execute();
  return rows.map((r) => ({ dateiname: r.Dateiname, contentType: r.ContentType, bytes: new Uint8Array(r.Bytes) }));
}

/** The attachments' list (no bytes) of these mails, by mail. */
export async function anhaengeListe(db: Db, mailIds: readonly number[]): Promise<Map<number, OutboxAnhang[]>> {
  const liste = new Map<number, OutboxAnhang[]>();
  for (let i = 0; i < mailIds.length; i += 500) {
    const rows = await db
      .selectFrom('outbox_anhang')
      .select(['MailId', 'Nr', 'Dateiname', 'ContentType', 'Groesse'])
      .where('MailId', 'in', mailIds.slice(i, i + 500))
      .orderBy('MailId')
      .orderBy('Nr')
      .execute();
    for (const { MailId, ...a } of rows) liste.set(MailId, [...(liste.get(MailId) ?? []), a]);
  }
  return liste;
}

/** One attachment by mail and number; undefined when there is none. */
export async function anhangLaden(db: Db, mailId: number, nr: number): Promise<MailAnhang | undefined> {
  const r = await db
    .selectFrom('outbox_anhang')
    .select(['Dateiname', 'ContentType', 'Bytes'])
    .where('MailId', '=', mailId)
    .where('Nr', '=', nr)
    .executeTakeFirst();
  return r && { dateiname: r.Dateiname, contentType: r.ContentType, bytes: new Uint8Array(r.Bytes) };
}
