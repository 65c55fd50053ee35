import { emailSchluessel, feldAenderungen, IMPORT_MELDUNG, MELDUNG, mitgliedSchema, splitKategorien } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { sendeGecachtesJson } from '../http/kompression.js';
import { SERVER_MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';
import { pruefeTeil } from '../http/validation.js';
import { personName, protokolliere } from '../services/aenderungsprotokoll.js';
import { geraeteAbmelden } from '../services/geraete.js';
import { zugangsdatenMail } from '../services/mail-texts.js';
import { MitgliederListeCache, mitgliederGeaendert } from '../services/mitglieder-liste.js';
import { mitgliedLaden, mitgliedWerte, pruefeEmailEindeutig, type MitgliedDaten } from '../services/mitglieder.js';
import { passwortLinkAusstellen } from '../services/passwort-link.js';
import { isUniqueViolation } from '../services/verein-anlegen.js';
import { anzahlMitSystemZugriff, heute, systemZugriffLimit, vertragsStand } from '../services/vertrag.js';

/** Members: categories, list, one, create, change (also delete/restore), app credentials. */
export function mitgliedHandlers(deps: AppDeps) {
  const { db } = deps;
  const listeCache = new MitgliederListeCache();

  /** docs/produkt.md §10: members with system access never exceed the contract's count. */
  async function pruefeSystemZugriffLimit(vereinId: number, zusaetzlich: number): Promise<void> {
    if (zusaetzlich <= 0) return;
    const [stand, anzahl] = await Promise.all([vertragsStand(db, vereinId, heute(deps)), anzahlMitSystemZugriff(db, vereinId)]);
    const limit = systemZugriffLimit(stand);
    if (anzahl + zusaetzlich > limit) throw conflict(SERVER_MELDUNG.systemZugriffLimit(limit));
  }

  const OHNE_ID = { ignorieren: ['MitgliedId'] } as const;

  const mapUnique = (err: unknown): never => {
    if (isUniqueViolation(err)) throw conflict(IMPORT_MELDUNG.emailNichtEindeutig);
    throw err;
  };

  return {
    getMitgliederkategorien: async (request) => {
      const rows = await db
        .selectFrom('mitglied')
        .select('Mitgliedschaftsart')
        .distinct()
        .where('VereinId', '=', request.auth.vereinId)
        .where('Mitgliedschaftsart', 'is not', null)
        .execute();
      const kategorien = new Set<string>();
      for (const row of rows) for (const k of splitKategorien(row.Mitgliedschaftsart)) kategorien.add(k);
      return [...kategorien].sort((a, b) => a.localeCompare(b, 'de'));
    },

    getMitglieder: async (request, reply) => {
      // The list is served as cached JSON text (services/mitglieder-liste.ts), compressed once per encoding.
      const json = await listeCache.liste(db, request.auth.vereinId, request.query.AuchGeloeschteMitgliederAnzeigen);
      return sendeGecachtesJson(request, reply, json);
    },

    getMitglied: async (request) => {
      const mitglied = await mitgliedLaden(db, request.auth.vereinId, request.params.MitgliedId);
      if (!mitglied) throw notFound();
      return mitglied;
    },

    createMitglied: async (request) => {
      const vereinId = request.auth.vereinId;
      const { MitgliedId: _id, AnzahlGeraete: _geraete, ...eingabe } = request.body;
      // A new member is always active (docs/produkt.md §4).
      const daten: MitgliedDaten = { ...eingabe, Status: 'A' };
      await pruefeEmailEindeutig(db, vereinId, daten.Emailadresse);
      if (daten.HatSystemZugriff === 1) await pruefeSystemZugriffLimit(vereinId, 1);
      const row = await db
        .transaction()
        .execute(async (trx) => {
          const inserted = await trx
            .insertInto('mitglied')
            .values({ VereinId: vereinId, ...mitgliedWerte(daten), AnzahlGeraete: 0, PasswortHash: null })
            .returning('MitgliedId')
            .executeTakeFirstOrThrow();
          await mitgliederGeaendert(trx, vereinId);
          await protokolliere(trx, deps.clock, request.auth, {
            bereich: 'Mitglied',
            aktion: 'erstellt',
            objektId: inserted.MitgliedId,
            objekt: personName(daten),
            felder: feldAenderungen(null, daten, OHNE_ID),
          });
          return inserted;
        })
        .catch(mapUnique);
      // No cached sign-in to drop: the new member has no password yet and an e-mail no one else has.
      return { RecordId: row.MitgliedId };
    },

    updateMitglied: async (request) => {
      const { vereinId, mitgliedId: selbstId } = request.auth;
      const mitgliedId = request.params.MitgliedId;
      const { MitgliedId: _pid, AnzahlGeraete: _pgeraete, ...patch } = request.body;
      const bisher = await mitgliedLaden(db, vereinId, mitgliedId);
      if (!bisher) throw notFound();
      const { MitgliedId: _id, AnzahlGeraete: _geraete, ...bisherDaten } = bisher;
      const zusammen: MitgliedDaten = { ...bisherDaten, ...patch };

      // A deleted member is read-only (docs/produkt.md §4); only a restore (Status A) may come with changes.
      if (bisher.Status === 'D' && zusammen.Status === 'D' && Object.keys(patch).some((k) => k !== 'Status'))
        throw conflict(SERVER_MELDUNG.geloeschtesMitglied);
      if (mitgliedId === selbstId) {
        if (zusammen.Status === 'D') throw conflict(SERVER_MELDUNG.selbstLoeschen);
        if (zusammen.IstVereinsAdministrator !== 1 || zusammen.HatSystemZugriff !== 1) throw conflict(SERVER_MELDUNG.eigenesAdminFlag);
      }
      // The cross-field rules (e-mail with system access, administrator) need the whole member.
      const neu: MitgliedDaten = pruefeTeil(mitgliedSchema, zusammen, 'body');
      const emailGeaendert = emailSchluessel(neu.Emailadresse) !== emailSchluessel(bisher.Emailadresse);
      if (emailGeaendert) await pruefeEmailEindeutig(db, vereinId, neu.Emailadresse, mitgliedId);
      const zaehltBisher = bisher.Status === 'A' && bisher.HatSystemZugriff === 1;
      const zaehltNeu = neu.Status === 'A' && neu.HatSystemZugriff === 1;
      if (zaehltNeu && !zaehltBisher) await pruefeSystemZugriffLimit(vereinId, 1);

      await db
        .transaction()
        .execute(async (trx) => {
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
          await protokolliere(trx, deps.clock, request.auth, {
            bereich: 'Mitglied',
            aktion: bisher.Status === 'A' && neu.Status === 'D' ? 'gelöscht' : 'geändert',
            objektId: mitgliedId,
            objekt: personName(neu),
            felder: feldAenderungen(bisherDaten, neu, OHNE_ID),
          });
        })
        .catch(mapUnique);
      // Only this member's sign-in depends on these fields; the club's other cached sign-ins stay.
      const anmeldungGeaendert =
        neu.Status !== bisher.Status ||
        neu.HatSystemZugriff !== bisher.HatSystemZugriff ||
        neu.IstVereinsAdministrator !== bisher.IstVereinsAdministrator ||
        neu.Emailadresse !== bisher.Emailadresse;
      if (anmeldungGeaendert) request.server.authenticator.invalidateMitglied(vereinId, mitgliedId);
      return { RecordId: mitgliedId };
    },

    appZugangsDatenSenden: async (request) => {
      const vereinId = request.auth.vereinId;
      // The client sends the whole member; only its id counts, but the body must still be a member.
      const rawId = request.body.MitgliedId;
      if (rawId === undefined || rawId <= 0) throw badRequest({ MitgliedId: [MELDUNG.ungueltigeId] });
      const mitglied = await mitgliedLaden(db, vereinId, rawId);
      if (!mitglied) throw notFound();
      if (mitglied.Status !== 'A') throw conflict(SERVER_MELDUNG.geloeschtesMitglied);
      if (mitglied.HatSystemZugriff !== 1 || !mitglied.Emailadresse) throw conflict(SERVER_MELDUNG.keinSystemZugriff);
      const verein = await db.selectFrom('verein').select('VereinsName').where('VereinId', '=', vereinId).executeTakeFirstOrThrow();

      const email = mitglied.Emailadresse;
      // The member's password (if any) is not touched: it stays valid until the new link is used.
      await db.transaction().execute(async (trx) => {
        const jetzt = deps.clock.now();
        const token = await passwortLinkAusstellen(trx, vereinId, mitglied.MitgliedId, jetzt);
        // The member list shows 'eingeladen am …' until the member sets a password.
        await trx
          .updateTable('mitglied')
          .set({ ZugangsmailAm: jetzt.toISOString() })
          .where('VereinId', '=', vereinId)
          .where('MitgliedId', '=', mitglied.MitgliedId)
          .execute();
        await mitgliederGeaendert(trx, vereinId);
        await deps.outbox.add(
          zugangsdatenMail({
            to: email,
            vereinId,
            vereinsName: verein.VereinsName,
            name: [mitglied.Vorname, mitglied.Nachname].filter(Boolean).join(' ') || null,
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
    },
  } satisfies HandlerTeil;
}
