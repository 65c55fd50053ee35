import { vereinsKontoDaten, vereinsKontoSchema, type RecordIdResponse, type VereinsKonto, type VereinsUebersicht } from '@vereinsportal/domain';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/require-admin.js';
import type { AppDeps } from '../context.js';
import { pruefeBody } from '../http/body.js';
import { fieldError, notFound } from '../http/errors.js';
import { MELDUNG } from '../http/messages.js';
import { doc } from '../openapi.js';
import { landBezeichnung, landFehler } from '../services/laender.js';
import { anzahlMitSystemZugriff, heute, vertragsArt, vertragsStand } from '../services/vertrag.js';

export async function vereinRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get('/vereinsUebersicht', { preHandler: requireAdmin, schema: doc({ tags: ['Verein'], summary: 'Vereinsübersicht', auth: true }) }, async (request): Promise<VereinsUebersicht> => {
    const vereinId = request.auth.vereinId;
    const stand = await vertragsStand(db, vereinId, heute(deps));
    return {
      VereinId: vereinId,
      VertragsArt: vertragsArt(stand),
      VertragAbgelaufen: stand.abgelaufen,
      VertragAnzahlMitglieder: stand.aktuell?.VertragAnzahlMitglieder ?? 0,
      AnzahlMitgliederMitSystemZugriff: await anzahlMitSystemZugriff(db, vereinId),
    };
  });

  app.get('/vereinsKonto', { preHandler: requireAdmin, schema: doc({ tags: ['Verein'], summary: 'Vereinskonto', auth: true }) }, async (request): Promise<VereinsKonto> => {
    const vereinId = request.auth.vereinId;
    const verein = await db.selectFrom('verein').selectAll().where('VereinId', '=', vereinId).executeTakeFirst();
    if (!verein) throw notFound();
    const stand = await vertragsStand(db, vereinId, heute(deps));
    return {
      VereinsName: verein.VereinsName,
      Vorname: verein.Vorname,
      Nachname: verein.Nachname,
      Strasse: verein.Strasse,
      Postleitzahl: verein.Postleitzahl,
      Ort: verein.Ort,
      LandId: verein.LandId,
      LandBezeichnung: landBezeichnung(verein.LandId),
      Emailadresse: verein.Emailadresse,
      VertragsArt: vertragsArt(stand),
      VertragsLaufzeitVon: stand.aktuell?.VertragsLaufzeitVon ?? null,
      VertragsLaufzeitBis: stand.aktuell?.VertragsLaufzeitBis ?? null,
      VertragAnzahlMitglieder: stand.aktuell?.VertragAnzahlMitglieder ?? 0,
      VertragAbgelaufen: stand.abgelaufen,
      AnschlussVertragLaufzeitVon: stand.anschluss?.VertragsLaufzeitVon ?? null,
      AnschlussVertragLaufzeitBis: stand.anschluss?.VertragsLaufzeitBis ?? null,
      AnschlussVertragAnzahlMitglieder: stand.anschluss?.VertragAnzahlMitglieder ?? null,
    };
  });

  app.patch(
    '/vereinsKonto',
    { preHandler: requireAdmin, schema: doc({ tags: ['Verein'], summary: 'Vereinskonto ändern', auth: true, body: vereinsKontoSchema }) },
    async (request): Promise<RecordIdResponse> => {
      const daten = pruefeBody(vereinsKontoSchema, request.body, landFehler(request.body));
      const result = await db
        .updateTable('verein')
        .set(vereinsKontoDaten(daten))
        .where('VereinId', '=', request.auth.vereinId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw fieldError('VereinId', MELDUNG.nichtGefunden);
      return { RecordId: request.auth.vereinId };
    },
  );
}
