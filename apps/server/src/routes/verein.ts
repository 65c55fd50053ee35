import type { RecordIdResponse, VereinsKonto, VereinsUebersicht } from '@vereinsportal/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireAdmin } from '../auth/require-admin.js';
import type { AppDeps } from '../context.js';
import { fieldError, notFound } from '../http/errors.js';
import { MELDUNG } from '../http/messages.js';
import { doc } from '../openapi.js';
import { istLand, landBezeichnung } from '../services/laender.js';
import { anzahlMitSystemZugriff, heute, vertragsArt, vertragsStand } from '../services/vertrag.js';
import { addError, EMAIL_FORMAT, isValidEmail, MAX_VEREINSKONTO, maxLaenge, pflichtfeld } from '../validation/domain-local.js';
import { parseWire, text, throwIfErrors } from '../validation/fields.js';
import type { FieldErrors } from '@vereinsportal/domain';

const ignoriert = v.optional(v.unknown());
// TODO(domain): replace with domain's vereinsKontoSchema.
/** PATCH body: the editable fields; the read-only account fields may travel along and are ignored. */
export const vereinsKontoWireSchema = v.strictObject({
  VereinsName: text('VereinsName'),
  Vorname: text('Vorname'),
  Nachname: text('Nachname'),
  Strasse: text('Strasse'),
  Postleitzahl: text('Postleitzahl'),
  Ort: text('Ort'),
  Emailadresse: text('Emailadresse'),
  LandId: v.optional(v.nullable(v.pipe(v.number('Das Feld LandId hat einen ungültigen Wert.'), v.integer('Das Feld LandId hat einen ungültigen Wert.'))), null),
  LandBezeichnung: ignoriert,
  VertragsArt: ignoriert,
  VertragsLaufzeitVon: ignoriert,
  VertragsLaufzeitBis: ignoriert,
  VertragAnzahlMitglieder: ignoriert,
  VertragAbgelaufen: ignoriert,
  AnschlussVertragLaufzeitVon: ignoriert,
  AnschlussVertragLaufzeitBis: ignoriert,
  AnschlussVertragAnzahlMitglieder: ignoriert,
});

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
    { preHandler: requireAdmin, schema: doc({ tags: ['Verein'], summary: 'Vereinskonto ändern', auth: true, body: vereinsKontoWireSchema }) },
    async (request): Promise<RecordIdResponse> => {
      const daten = parseWire(vereinsKontoWireSchema, request.body);
      const errors: FieldErrors = {};
      for (const feld of ['VereinsName', 'Vorname', 'Nachname', 'Strasse', 'Postleitzahl', 'Ort', 'Emailadresse'] as const) {
        const value = daten[feld];
        if (!value) addError(errors, feld, pflichtfeld(feld));
        else if (value.length > MAX_VEREINSKONTO[feld]) addError(errors, feld, maxLaenge(feld, MAX_VEREINSKONTO[feld]));
      }
      if (daten.Emailadresse && !isValidEmail(daten.Emailadresse)) addError(errors, 'Emailadresse', EMAIL_FORMAT);
      if (!daten.LandId) addError(errors, 'LandId', pflichtfeld('Land'));
      else if (!istLand(daten.LandId)) addError(errors, 'LandId', MELDUNG.landUnbekannt);
      throwIfErrors(errors);
      const result = await db
        .updateTable('verein')
        .set({
          VereinsName: daten.VereinsName!,
          Vorname: daten.Vorname,
          Nachname: daten.Nachname,
          Strasse: daten.Strasse,
          Postleitzahl: daten.Postleitzahl,
          Ort: daten.Ort,
          LandId: daten.LandId,
          Emailadresse: daten.Emailadresse,
        })
        .where('VereinId', '=', request.auth.vereinId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw fieldError('VereinId', MELDUNG.nichtGefunden);
      return { RecordId: request.auth.vereinId };
    },
  );
}
