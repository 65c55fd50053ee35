import { IMPORT_FELD, IMPORT_MELDUNG, importPayloadSchema, pruefeImportPayload, type ImportErgebnis } from '@vereinsportal/domain';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/require-admin.js';
import type { AppDeps } from '../context.js';
import { badRequest, conflict } from '../http/errors.js';
import { doc } from '../openapi.js';
import { mitgliedWerte } from '../services/mitglieder.js';
import { mitgliederGeaendert } from '../services/mitglieder-liste.js';
import { isUniqueViolation } from '../services/verein-anlegen.js';
import { anzahlMitSystemZugriff, heute, systemZugriffLimit, vertragsStand } from '../services/vertrag.js';

// SQLite allows 32766 bound variables; 17 columns x 500 rows stays well below, and PostgreSQL's 65535 too.
const BATCH = 500;

export async function mitgliederimportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  app.post(
    '/mitgliederimport',
    { preHandler: requireAdmin, schema: doc({ tags: ['Mitglieder'], summary: 'Mitglieder importieren (alle oder keine)', auth: true, body: importPayloadSchema }) },
    async (request): Promise<ImportErgebnis> => {
      const vereinId = request.auth.vereinId;
      // Every row with the domain's import rules (SPEC §5 messages, 'Zeilen Nr. {n}:'), then the database checks.
      const pruefung = pruefeImportPayload(request.body);
      if (!pruefung.success) throw badRequest(pruefung.errors);
      const zeilen = pruefung.output;
      const heuteIso = heute(deps);
      try {
        await db.transaction().execute(async (trx) => {
          // Database checks inside the transaction, so the rows and the checks see the same state.
          const vorhanden = await trx.selectFrom('mitglied').select('EmailNormalisiert').where('VereinId', '=', vereinId).where('EmailNormalisiert', 'is not', null).execute();
          const emails = new Set(vorhanden.map((r) => r.EmailNormalisiert!));
          const fehler: string[] = [];
          zeilen.forEach((zeile, index) => {
            const email = zeile.Emailadresse?.toLowerCase();
            if (!email) return;
            // Duplicates inside the file would break the unique index; report them like existing ones.
            if (emails.has(email)) fehler.push(IMPORT_MELDUNG.zeile(index + 1, IMPORT_MELDUNG.emailNichtEindeutig));
            emails.add(email);
          });
          const [stand, belegt] = await Promise.all([vertragsStand(trx, vereinId, heuteIso), anzahlMitSystemZugriff(trx, vereinId)]);
          const frei = Math.max(0, systemZugriffLimit(stand) - belegt);
          const neuMitZugriff = zeilen.filter((z) => z.HatSystemZugriff === 1).length;
          if (neuMitZugriff > frei) fehler.push(IMPORT_MELDUNG.freiePlaetze(frei));
          if (fehler.length) throw badRequest({ [IMPORT_FELD]: fehler });

          for (let i = 0; i < zeilen.length; i += BATCH) {
            const values = zeilen.slice(i, i + BATCH).map((z) => ({ VereinId: vereinId, ...mitgliedWerte(z), AnzahlGeraete: 0, PasswortHash: null }));
            await trx.insertInto('mitglied').values(values).execute();
          }
          await mitgliederGeaendert(trx, vereinId);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(IMPORT_MELDUNG.emailNichtEindeutig);
        throw err;
      }
      request.server.authenticator.invalidateVerein(vereinId);
      return { AnzahlImportierteMitglider: zeilen.length };
    },
  );
}
