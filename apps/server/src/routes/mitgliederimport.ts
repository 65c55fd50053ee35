import type { ImportErgebnis } from '@vereinsportal/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireAdmin } from '../auth/require-admin.js';
import type { AppDeps } from '../context.js';
import { badRequest, conflict } from '../http/errors.js';
import { MELDUNG } from '../http/messages.js';
import { doc } from '../openapi.js';
import { mitgliedWerte } from '../services/mitglieder.js';
import { mitgliederGeaendert } from '../services/mitglieder-liste.js';
import { isUniqueViolation } from '../services/verein-anlegen.js';
import { anzahlMitSystemZugriff, heute, systemZugriffLimit, vertragsStand } from '../services/vertrag.js';
import { EMAIL_EINDEUTIG, FREIE_PLAETZE } from '../validation/domain-local.js';
import { mitgliedRegeln, mitgliedWireSchema, type MitgliedDaten } from '../validation/mitglied.js';

/** Error body key for import problems; each message is prefixed 'Zeilen Nr. {n}:' like the client's checks (SPEC §5). */
const IMPORT_FELD = 'Import';
// SQLite allows 32766 bound variables; 17 columns x 500 rows stays well below, and PostgreSQL's 65535 too.
const BATCH = 500;

// TODO(domain): replace the per-row checks with domain's importZeileSchema / pruefeImport messages.
function pruefeZeilen(body: unknown): MitgliedDaten[] {
  if (!Array.isArray(body)) throw badRequest({ [IMPORT_FELD]: ['Erwartet wird eine Liste von Mitgliedern.'] });
  if (body.length === 0) throw badRequest({ [IMPORT_FELD]: [MELDUNG.importLeer] });
  const fehler: string[] = [];
  const zeilen: MitgliedDaten[] = [];
  body.forEach((row, index) => {
    const nr = index + 1;
    const parsed = v.safeParse(mitgliedWireSchema, row, { abortPipeEarly: true });
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key;
        const text = issue.expected === 'never' ? `${MELDUNG.unbekanntesFeld} (${String(key)})` : issue.message;
        fehler.push(`Zeilen Nr. ${nr}: ${text}`);
      }
      return;
    }
    const { MitgliedId: _id, AnzahlGeraete: _g, ...daten } = parsed.output;
    // Imported rows are always new, active and not administrators (SPEC §5).
    const zeile: MitgliedDaten = { ...daten, Status: 'A', IstVereinsAdministrator: 0 };
    for (const meldungen of Object.values(mitgliedRegeln(zeile))) for (const m of meldungen) fehler.push(`Zeilen Nr. ${nr}: ${m}`);
    zeilen.push(zeile);
  });
  if (fehler.length) throw badRequest({ [IMPORT_FELD]: fehler });
  return zeilen;
}

export async function mitgliederimportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  app.post(
    '/mitgliederimport',
    { preHandler: requireAdmin, schema: doc({ tags: ['Mitglieder'], summary: 'Mitglieder importieren (alle oder keine)', auth: true, body: v.array(mitgliedWireSchema) }) },
    async (request): Promise<ImportErgebnis> => {
      const vereinId = request.auth.vereinId;
      const zeilen = pruefeZeilen(request.body);
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
            if (emails.has(email)) fehler.push(`Zeilen Nr. ${index + 1}: ${EMAIL_EINDEUTIG}`);
            emails.add(email);
          });
          const [stand, belegt] = await Promise.all([vertragsStand(trx, vereinId, heuteIso), anzahlMitSystemZugriff(trx, vereinId)]);
          const frei = Math.max(0, systemZugriffLimit(stand) - belegt);
          const neuMitZugriff = zeilen.filter((z) => z.HatSystemZugriff === 1).length;
          if (neuMitZugriff > frei) fehler.push(FREIE_PLAETZE(frei));
          if (fehler.length) throw badRequest({ [IMPORT_FELD]: fehler });

          for (let i = 0; i < zeilen.length; i += BATCH) {
            const values = zeilen.slice(i, i + BATCH).map((z) => ({ VereinId: vereinId, ...mitgliedWerte(z), AnzahlGeraete: 0, PasswortHash: null }));
            await trx.insertInto('mitglied').values(values).execute();
          }
          await mitgliederGeaendert(trx, vereinId);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(EMAIL_EINDEUTIG);
        throw err;
      }
      request.server.authenticator.invalidateVerein(vereinId);
      return { AnzahlImportierteMitglider: zeilen.length };
    },
  );
}
