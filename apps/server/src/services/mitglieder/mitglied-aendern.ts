/**
 * 'Mitglied ändern' (docs/produkt.md §4), also deleting (Status D) and restoring (Status A): the patch over the
 * stored member, checked as a whole. The member row is read, and the e-mail's uniqueness and the place with
 * system access are checked, inside the transaction after the club's row is locked, so two parallel saves
 * cannot both take the last place. Signs the member's devices out when they lose access, writes the change
 * log, and drops the member's cached sign-in when a field it depends on changed.
 */
import { emailSchluessel, mitgliedSchema, vollerName, type MitgliedPatchInput } from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import { conflict, notFound } from '../../http/errors.js';
import { SERVER_MELDUNG } from '../../http/messages.js';
import { pruefeTeil } from '../../http/validation.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import { geraeteAbmelden } from '../geraete.js';
import { pruefeSystemZugriffLimit, vereinSperren } from '../vertrag.js';
import { mitgliederGeaendert } from './liste.js';
import {
  emailEindeutigOder409,
  mitgliedEintrag,
  mitgliedLaden,
  mitgliedWerte,
  pruefeEmailEindeutig,
  type MitgliedDaten,
} from './mitglied-zeile.js';

export async function mitgliedAendern(
  deps: Pick<AppDeps, 'db' | 'engine' | 'clock' | 'config' | 'authenticator'>,
  urheber: Urheber,
  mitgliedId: number,
  eingabe: MitgliedPatchInput,
): Promise<{ RecordId: number }> {
  const vereinId = urheber.vereinId;
  const { MitgliedId: _pid, AnzahlGeraete: _pgeraete, ...patch } = eingabe;
  const { bisher, neu } = await deps.db
    .transaction()
    .execute(async (trx) => {
      await vereinSperren(deps, trx, vereinId);
      const bisher = await mitgliedLaden(trx, vereinId, mitgliedId);
      if (!bisher) throw notFound();
      const { MitgliedId: _id, AnzahlGeraete: _geraete, ...bisherDaten } = bisher;
      const zusammen: MitgliedDaten = { ...bisherDaten, ...patch };

      // A deleted member is read-only (docs/produkt.md §4); only a restore (Status A) may come with changes.
      if (bisher.Status === 'D' && zusammen.Status === 'D' && Object.keys(patch).some((k) => k !== 'Status'))
        throw conflict(SERVER_MELDUNG.geloeschtesMitglied);
      if (mitgliedId === urheber.mitgliedId) {
        if (zusammen.Status === 'D') throw conflict(SERVER_MELDUNG.selbstLoeschen);
        if (zusammen.IstVereinsAdministrator !== 1 || zusammen.HatSystemZugriff !== 1) throw conflict(SERVER_MELDUNG.eigenesAdminFlag);
      }
      // The cross-field rules (e-mail with system access, administrator) need the whole member.
      const neu: MitgliedDaten = pruefeTeil(mitgliedSchema, zusammen, 'body');
      const emailGeaendert = emailSchluessel(neu.Emailadresse) !== emailSchluessel(bisher.Emailadresse);
      if (emailGeaendert) await pruefeEmailEindeutig(trx, vereinId, neu.Emailadresse, mitgliedId);
      const zaehltBisher = bisher.Status === 'A' && bisher.HatSystemZugriff === 1;
      const zaehltNeu = neu.Status === 'A' && neu.HatSystemZugriff === 1;
      if (zaehltNeu && !zaehltBisher) await pruefeSystemZugriffLimit(deps, trx, vereinId);

      // An open set-password link went to the old address or to a member who loses access: it dies, and the
      // member list no longer calls the member invited.
      const linkSchliessen = emailGeaendert || !zaehltNeu;
      await trx
        .updateTable('mitglied')
        .set({
          ...mitgliedWerte(neu),
          ...(linkSchliessen ? { PasswortLinkHash: null, PasswortLinkGueltigBis: null, ZugangsmailAm: null } : {}),
        })
        .where('VereinId', '=', vereinId)
        .where('MitgliedId', '=', mitgliedId)
        .execute();
      // Deleted or without system access: the member app's devices are signed out with the change.
      if (!zaehltNeu) await geraeteAbmelden(trx, vereinId, mitgliedId);
      await mitgliederGeaendert(trx, vereinId);
      // Deleting a member sets Status 'D' (docs/produkt.md §4); the log calls it a delete.
      const aktion = bisher.Status === 'A' && neu.Status === 'D' ? 'gelöscht' : 'geändert';
      await protokolliere(trx, deps.clock, urheber, mitgliedEintrag(aktion, mitgliedId, vollerName(neu), bisherDaten, neu));
      return { bisher, neu };
    })
    .catch(emailEindeutigOder409);
  // Only this member's sign-in depends on these fields; the club's other cached sign-ins stay.
  const anmeldungGeaendert =
    neu.Status !== bisher.Status ||
    neu.HatSystemZugriff !== bisher.HatSystemZugriff ||
    neu.IstVereinsAdministrator !== bisher.IstVereinsAdministrator ||
    neu.Emailadresse !== bisher.Emailadresse;
  if (anmeldungGeaendert) deps.authenticator.invalidateMitglied(vereinId, mitgliedId);
  return { RecordId: mitgliedId };
}
