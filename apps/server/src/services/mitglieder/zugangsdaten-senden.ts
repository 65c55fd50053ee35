/**
 * 'App Zugangsdaten senden' (docs/produkt.md §10): a new one-time link for an active member with system
 * access and an e-mail, and the mail with it, in one transaction; the member's password (if any) stays
 * valid until the link is used.
 */
import { MELDUNG, vollerName } from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { SERVER_MELDUNG } from '../../http/messages.js';
import { zugangsdatenMail } from '../mail-texts.js';
import { passwortLinkAusstellen } from '../passwort-link.js';
import { mitgliederGeaendert } from './liste.js';
import { mitgliedLaden } from './mitglied-zeile.js';
import { einMitgliedSetzen } from './ein-mitglied.js';

export async function zugangsdatenSenden(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox'>,
  vereinId: number,
  mitgliedId: number | undefined,
): Promise<{ RecordId: number }> {
  // The client sends the whole member; only its id counts, but the body must still be a member.
  if (mitgliedId === undefined || mitgliedId <= 0) throw badRequest({ MitgliedId: [MELDUNG.ungueltigeId] });
  const mitglied = await mitgliedLaden(deps.db, vereinId, mitgliedId);
  if (!mitglied) throw notFound();
  if (mitglied.Status !== 'A') throw conflict(SERVER_MELDUNG.geloeschtesMitglied);
  if (mitglied.HatSystemZugriff !== 1 || !mitglied.Emailadresse) throw conflict(SERVER_MELDUNG.keinSystemZugriff);
  const email = mitglied.Emailadresse;
  await deps.db.transaction().execute(async (trx) => {
    const verein = await trx.selectFrom('verein').select('VereinsName').where('VereinId', '=', vereinId).executeTakeFirstOrThrow();
    const jetzt = deps.clock.now();
    const token = await passwortLinkAusstellen(trx, vereinId, mitglied.MitgliedId, jetzt);
    // The member list shows 'eingeladen am …' until the member sets a password.
    await einMitgliedSetzen(trx, vereinId, mitglied.MitgliedId).set({ ZugangsmailAm: jetzt.toISOString() }).execute();
    await mitgliederGeaendert(trx, vereinId);
    await deps.outbox.add(
      zugangsdatenMail({
        to: email,
        vereinId,
        vereinsName: verein.VereinsName,
        name: vollerName(mitglied),
        token,
        publicUrl: deps.config.publicUrl,
        registrierung: false,
        administrator: mitglied.IstVereinsAdministrator === 1,
      }),
      trx,
    );
  });
  void deps.outbox.flush();
  return { RecordId: mitglied.MitgliedId };
}
