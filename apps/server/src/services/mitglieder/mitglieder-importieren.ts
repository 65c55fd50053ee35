/**
 * The member import (docs/produkt.md §5): every row checked (by the contract's body schema), then all rows or
 * none. The e-mails and the places with system access are checked inside the transaction, after the club's
 * row is locked, so the rows and the checks see the same state. Every imported active member with system
 * access and an e-mail gets the credentials mail of 'App Zugangsdaten senden' (docs/produkt.md §10): its
 * link's hash goes in with the row, the mail into the outbox, both in the import's transaction, so a failed
 * import sends nothing.
 */
import {
  IMPORT_FELD,
  importBestandsFehler,
  importZeilenNr,
  vollerName,
  type ImportErgebnis,
  type ImportZeileInput,
} from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import { importTestSignal } from '../import-testsignal.js';
import { zugangsdatenMail } from '../mail-texts.js';
import type { MailInput } from '../outbox.js';
import { neuerPasswortLink } from '../passwort-link.js';
import { anzahlMitSystemZugriff, heute, systemZugriffLimit, vereinSperren, vertragsStand } from '../vertrag.js';
import { mitgliederGeaendert } from './liste.js';
import { emailEindeutigOder409, mitgliedWerte } from './mitglied-zeile.js';

// SQLite allows 32766 bound variables; 19 columns x 500 rows stays well below, and PostgreSQL's 65535 too.
const BATCH = 500;

export async function mitgliederImportieren(
  deps: Pick<AppDeps, 'db' | 'engine' | 'clock' | 'config' | 'outbox'>,
  urheber: Urheber,
  zeilen: readonly ImportZeileInput[],
): Promise<ImportErgebnis> {
  const vereinId = urheber.vereinId;
  const heuteIso = heute(deps);
  let anzahlZugangsmails = 0;
  await deps.db
    .transaction()
    .execute(async (trx) => {
      await vereinSperren(deps, trx, vereinId);
      const vorhanden = await trx
        .selectFrom('mitglied')
        .select('EmailNormalisiert')
        .where('VereinId', '=', vereinId)
        .where('EmailNormalisiert', 'is not', null)
        .execute();
      const [stand, belegt] = await Promise.all([vertragsStand(trx, vereinId, heuteIso), anzahlMitSystemZugriff(trx, vereinId)]);
      // The preview's checks, numbered by CSV line like the preview; duplicates inside the payload would
      // break the unique index, so they are reported like existing e-mails.
      const fehler = importBestandsFehler(
        zeilen.map((z, index) => ({
          // The file line the wizard sent (as its preview named it), else the position.
          zeilenNr: z.ZeilenNr ?? importZeilenNr(index),
          Emailadresse: z.Emailadresse,
          HatSystemZugriff: z.HatSystemZugriff,
        })),
        {
          vorhandeneEmails: vorhanden.map((r) => r.EmailNormalisiert),
          freiePlaetze: systemZugriffLimit(stand) - belegt,
          dublettenMelden: true,
        },
      );
      if (fehler.length) throw badRequest({ [IMPORT_FELD]: fehler });

      const { VereinsName } = await trx
        .selectFrom('verein')
        .select('VereinsName')
        .where('VereinId', '=', vereinId)
        .executeTakeFirstOrThrow();
      const jetzt = deps.clock.now();
      const mails: MailInput[] = [];
      for (let i = 0; i < zeilen.length; i += BATCH) {
        const values = zeilen.slice(i, i + BATCH).map((z) => {
          const zeile = { VereinId: vereinId, ...mitgliedWerte(z), AnzahlGeraete: 0, PasswortHash: null };
          if (z.Status !== 'A' || z.HatSystemZugriff !== 1 || !z.Emailadresse) return zeile;
          const { token, spalten } = neuerPasswortLink(jetzt);
          mails.push(
            zugangsdatenMail({
              to: z.Emailadresse,
              vereinId,
              vereinsName: VereinsName,
              name: vollerName(z),
              token,
              publicUrl: deps.config.publicUrl,
              registrierung: false,
              administrator: z.IstVereinsAdministrator === 1,
            }),
          );
          return { ...zeile, ...spalten, ZugangsmailAm: jetzt.toISOString() };
        });
        await trx.insertInto('mitglied').values(values).execute();
        if (i === 0) await importTestSignal();
      }
      await deps.outbox.addAll(mails, trx);
      anzahlZugangsmails = mails.length;
      await mitgliederGeaendert(trx, vereinId);
      // One entry per import with the count, not one per member.
      await protokolliere(trx, deps.clock, urheber, {
        bereich: 'Mitglied',
        aktion: 'importiert',
        objektId: null,
        objekt: null,
        felder: [{ Feld: 'AnzahlMitglieder', Alt: null, Neu: String(zeilen.length) }],
      });
    })
    .catch(emailEindeutigOder409);
  // No cached sign-in to drop: imported members are new, without password, with e-mails no one else has.
  void deps.outbox.flush();
  // Every imported member with system access got a credentials mail: the wizard says how many.
  return { AnzahlImportierteMitglider: zeilen.length, AnzahlZugangsmails: anzahlZugangsmails };
}
