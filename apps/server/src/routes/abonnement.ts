/** The three subscription calls of SPEC §7; the rules live in services/abo.ts (DESIGN §4). */
import { aboBestellungSchema, type RecordIdResponse } from '@vereinsportal/domain';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/require-admin.js';
import type { AppDeps } from '../context.js';
import { doc } from '../openapi.js';
import { aboBestellen, leseAnzahl } from '../services/abo.js';
import type { AboArt } from '@vereinsportal/domain';

const ROUTEN: [string, AboArt, string][] = [
  ['/abonnementAbschliessen', 'abschluss', 'Jahresabonnement abschliessen (RecordId = neuer Vertrag)'],
  ['/abonnementAnpassen', 'anpassung', 'Anzahl Mitglieder im laufenden Jahresabonnement erhöhen'],
  ['/abonnementErneuern', 'erneuerung', 'Jahresabonnement erneuern (Anschlussvertrag)'],
];

export async function abonnementRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const [pfad, art, summary] of ROUTEN) {
    app.post(
      pfad,
      { preHandler: requireAdmin, schema: doc({ tags: ['Abonnement'], summary, auth: true, body: aboBestellungSchema }) },
      async (request): Promise<RecordIdResponse> => aboBestellen(deps, request.auth.vereinId, art, leseAnzahl(request.body)),
    );
  }
}
