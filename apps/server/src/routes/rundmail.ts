import { RUNDMAIL_TEXT, rundmailEmpfaenger, rundmailKategorienFehler, vorhandeneKategorien } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { badRequest, conflict } from '../http/errors.js';
import type { HandlerTeil } from '../http/operationen.js';

/** Rundmail (docs/produkt.md "Rundmail"): preview, send through the outbox, list. */
export function rundmailHandlers(deps: AppDeps) {
  const { db } = deps;

  /**
   * The club's members split by the domain's recipient rule. The chosen categories must be used on the
   * club's members (a 400 otherwise); every other club's members are never read.
   */
  async function auswahl(vereinId: number, kategorien: string | null) {
    const mitglieder = await db
      .selectFrom('mitglied')
      .select(['MitgliedId', 'Vorname', 'Nachname', 'Emailadresse', 'Mitgliedschaftsart', 'Status'])
      .where('VereinId', '=', vereinId)
      .orderBy('MitgliedId')
      .execute();
    const fehler = rundmailKategorienFehler(kategorien, vorhandeneKategorien(mitglieder));
    if (fehler) throw badRequest(fehler);
    return rundmailEmpfaenger(mitglieder, kategorien);
  }

  return {
    rundmailVorschau: async (request) => {
      const { empfaenger, ohneEmail } = await auswahl(request.auth.vereinId, request.query.Kategorien);
      return { AnzahlEmpfaenger: empfaenger.length, OhneEmail: ohneEmail };
    },

    rundmailSenden: async (request) => {
      const { vereinId, mitgliedId } = request.auth;
      const { Betreff, Text, Kategorien } = request.body;
      const { empfaenger } = await auswahl(vereinId, Kategorien);
      if (empfaenger.length === 0) throw conflict(RUNDMAIL_TEXT.keineEmpfaenger);
      // Answers go to the club's contact address (Vereinskonto), not to the sending system.
      const verein = await db.selectFrom('verein').select('Emailadresse').where('VereinId', '=', vereinId).executeTakeFirstOrThrow();
      const replyTo = verein.Emailadresse;
      // The record and every mail commit together: a failure leaves neither.
      const RundmailId = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('rundmail')
          .values({
            VereinId: vereinId,
            Betreff,
            Text,
            Kategorien,
            AnzahlEmpfaenger: empfaenger.length,
            GesendetAm: deps.clock.now().toISOString(),
            GesendetVon: mitgliedId,
          })
          .returning('RundmailId')
          .executeTakeFirstOrThrow();
        await deps.outbox.addAll(
          empfaenger.map((m) => ({ to: m.Emailadresse!, subject: Betreff, text: Text, replyTo })),
          trx,
        );
        return row.RundmailId;
      });
      void deps.outbox.flush();
      return { RecordId: RundmailId, AnzahlEmpfaenger: empfaenger.length };
    },

    getRundmails: async (request) =>
      db
        .selectFrom('rundmail')
        .select(['RundmailId', 'GesendetAm', 'Betreff', 'Kategorien', 'AnzahlEmpfaenger'])
        .where('VereinId', '=', request.auth.vereinId)
        .orderBy('GesendetAm', 'desc')
        .orderBy('RundmailId', 'desc')
        .execute(),
  } satisfies HandlerTeil;
}
