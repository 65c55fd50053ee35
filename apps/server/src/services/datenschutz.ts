/**
 * Data protection (docs/produkt.md "Datenschutz"): a member's information, the final erasure of a
 * deleted member, the club's full export and the closing of the club. Every read and write is scoped
 * to one club; the erasure and the closing each run in one transaction.
 */
import { beitraegeAnonymisieren, beitraegeAuskunft, beitraegeDateienLoeschen } from './beitraege/datenschutz.js';
import {
  ANONYM_NAME,
  DATENSCHUTZ_TEXT,
  emailSchluessel,
  feldAenderungEntity,
  haeltPlatz,
  splitKategorien,
  VEREINSEXPORT_DATEIEN_MAX_BYTES,
  type Aenderung,
  type Datenauskunft,
} from '@vereinsportal/domain';
import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { AppDeps } from '../context.js';
import type { Database, Db } from '../db/schema.js';
import { mitgliederGeaendert } from './mitglieder/liste.js';
import { MITGLIED_SPALTEN } from './mitglieder/mitglied-zeile.js';
import { nachruecken, terminSperren } from './warteliste.js';
import { einMitglied } from './mitglieder/ein-mitglied.js';

const felderSchema = v.array(feldAenderungEntity);
function felder(json: string): Aenderung['Felder'] {
  const ergebnis = v.safeParse(felderSchema, JSON.parse(json));
  return ergebnis.success ? ergebnis.output : [];
}

const AENDERUNG_SPALTEN = [
  'AenderungId',
  'Zeitpunkt',
  'AdministratorId',
  'AdministratorName',
  'Bereich',
  'ObjektId',
  'Objekt',
  'Aktion',
  'Felder',
] as const;

/**
 * The outbox has no club column: a mail counts as the club's when a whole line names the club (its
 * number 'Vereinsnummer: n' or its name as a line or after ': ', as every system mail does) or answers go
 * to the club's address (a Rundmail). So another club's mails to the same address are neither shown nor
 * deleted, even when one club's name is the start of the other's.
 */
export function mailDesVereins(
  mail: { text: string; replyTo: string | null },
  verein: { VereinId: number; VereinsName: string; Emailadresse: string | null },
): boolean {
  const name = verein.VereinsName.replace(/\s+/g, ' ').trim();
  const zeilen = mail.text.split(/\r?\n/);
  if (zeilen.some((z) => z === `Vereinsnummer: ${verein.VereinId}` || (name && (z === name || z.endsWith(`: ${name}`))))) return true;
  if (mail.text.includes(`(Vereinsnummer ${verein.VereinId})`)) return true;
  return !!mail.replyTo && !!verein.Emailadresse && emailSchluessel(mail.replyTo) === emailSchluessel(verein.Emailadresse);
}

async function vereinLaden(db: Db, vereinId: number) {
  return db
    .selectFrom('verein')
    .select(['VereinId', 'VereinsName', 'Emailadresse'])
    .where('VereinId', '=', vereinId)
    .executeTakeFirstOrThrow();
}

/** The club's mails to these addresses (case-insensitive), oldest first. */
async function mailsAn(db: Db, verein: Awaited<ReturnType<typeof vereinLaden>>, adressen: string[]) {
  const schluessel = [...new Set(adressen.map((a) => emailSchluessel(a)).filter((a): a is string => !!a))];
  const mails: { MailId: number; subject: string; createdAt: string; state: string }[] = [];
  for (let i = 0; i < schluessel.length; i += 500) {
    const teil = schluessel.slice(i, i + 500);
    const rows = await db
      .selectFrom('outbox')
      .select(['MailId', 'to', 'subject', 'text', 'createdAt', 'state', 'replyTo'])
      .where((eb) => eb(eb.fn('lower', ['to']), 'in', teil))
      .orderBy('MailId')
      .execute();
    for (const r of rows) if (mailDesVereins(r, verein)) mails.push(r);
  }
  return mails;
}

/** Everything stored about one member of the club, or undefined when the club has no such member. */
export async function datenauskunft(
  db: Kysely<Database>,
  vereinId: number,
  mitgliedId: number,
  jetzt: Date,
): Promise<Datenauskunft | undefined> {
  const mitglied = await einMitglied(db, vereinId, mitgliedId)
    .select([...MITGLIED_SPALTEN, 'KontaktSichtbar', 'PasswortHash'])
    .executeTakeFirst();
  if (!mitglied) return undefined;
  const { PasswortHash, ...personalien } = mitglied;
  const verein = await vereinLaden(db, vereinId);
  // The change log's entries about the member and those they wrote, oldest first.
  const protokoll = () =>
    db
      .selectFrom('aenderungsprotokoll')
      .select(AENDERUNG_SPALTEN)
      .where('VereinId', '=', vereinId)
      .orderBy('Zeitpunkt')
      .orderBy('AenderungId');
  const [anAbmeldungen, anwesenheiten, geraete, kalender, aenderungen, alsAdmin, mails] = await Promise.all([
    db
      .selectFrom('termin_anabmeldung as a')
      .innerJoin('termin as t', 't.TerminId', 'a.TerminId')
      .select(['a.TerminId', 't.Titel', 't.Datum', 't.Zeit', 'a.AnAbmeldeStatus', 'a.GeaendertAm', 'a.WartelisteSeit'])
      .where('a.VereinId', '=', vereinId)
      .where('t.VereinId', '=', vereinId)
      .where('a.MitgliedId', '=', mitgliedId)
      .orderBy('t.Datum')
      .orderBy('a.TerminId')
      .execute(),
    db
      .selectFrom('termin_anwesenheit as w')
      .innerJoin('termin as t', 't.TerminId', 'w.TerminId')
      .select(['w.TerminId', 't.Titel', 't.Datum', 't.Zeit', 'w.ErfasstAm'])
      .where('w.VereinId', '=', vereinId)
      .where('w.MitgliedId', '=', mitgliedId)
      .orderBy('t.Datum')
      .orderBy('w.TerminId')
      .execute(),
    db
      .selectFrom('geraet')
      .select(['GeraetId', 'Bezeichnung', 'RegistriertAm', 'ZuletztAm'])
      .where('VereinId', '=', vereinId)
      .where('MitgliedId', '=', mitgliedId)
      .orderBy('RegistriertAm')
      .execute(),
    db
      .selectFrom('kalender_abo')
      .select('ErstelltAm')
      .where('VereinId', '=', vereinId)
      .where('MitgliedId', '=', mitgliedId)
      .executeTakeFirst(),
    protokoll().where('Bereich', '=', 'Mitglied').where('ObjektId', '=', mitgliedId).execute(),
    protokoll().where('AdministratorId', '=', mitgliedId).execute(),
    personalien.Emailadresse ? mailsAn(db, verein, [personalien.Emailadresse]) : Promise.resolve([]),
  ]);
  const beitraege = await beitraegeAuskunft(db, vereinId, mitgliedId);
  return {
    ErstelltAm: jetzt.toISOString(),
    Verein: { VereinId: verein.VereinId, VereinsName: verein.VereinsName },
    Mitglied: { ...personalien, PasswortGesetzt: PasswortHash ? 1 : 0 },
    Kategorien: splitKategorien(personalien.Mitgliedschaftsart),
    AnAbmeldungen: anAbmeldungen,
    Anwesenheiten: anwesenheiten,
    Geraete: geraete,
    KalenderAbo: kalender ? { ErstelltAm: kalender.ErstelltAm } : null,
    Mails: mails.map((m) => ({ Betreff: m.subject, ErstelltAm: m.createdAt, Status: DATENSCHUTZ_TEXT.mailStatus(m.state) })),
    Aenderungen: aenderungen.map((r) => ({ ...r, Felder: felder(r.Felder) })),
    AenderungenAlsAdministrator: alsAdmin.map((r) => ({ ...r, Felder: felder(r.Felder) })),
    ...beitraege,
  };
}

/**
 * Removes a deleted member's personal data everywhere, in `trx`: their sign-ups (the first waiting move up
 * into a freed place), installations, calendar address, the club's mails to them, and the member row; the
 * change log keeps its entries (time, area, action, which fields) without names or values.
 */
export async function mitgliedAnonymisieren(
  deps: AppDeps,
  trx: Transaction<Database>,
  vereinId: number,
  mitglied: { MitgliedId: number; Emailadresse: string | null },
): Promise<void> {
  const mitgliedId = mitglied.MitgliedId;
  const antworten = await trx
    .selectFrom('termin_anabmeldung')
    .select(['TerminId', 'AnAbmeldeStatus', 'WartelisteSeit'])
    .where('VereinId', '=', vereinId)
    .where('MitgliedId', '=', mitgliedId)
    .orderBy('TerminId')
    .execute();
  // Events where the member held a place: locked before the place is freed (services/warteliste.ts).
  const mitPlatz = antworten.filter((a) => haeltPlatz(a.AnAbmeldeStatus) && a.WartelisteSeit === null).map((a) => a.TerminId);
  const termine = [];
  for (const terminId of mitPlatz) {
    const termin = await terminSperren(deps, trx, vereinId, terminId);
    if (termin) termine.push(termin);
  }
  await trx.deleteFrom('termin_anabmeldung').where('VereinId', '=', vereinId).where('MitgliedId', '=', mitgliedId).execute();
  await trx.deleteFrom('termin_anwesenheit').where('VereinId', '=', vereinId).where('MitgliedId', '=', mitgliedId).execute();
  for (const termin of termine) await nachruecken(deps, trx, vereinId, termin);

  // Fee invoices stay as booking records without the person (services/beitraege/datenschutz.ts).
  await beitraegeAnonymisieren(deps, trx, vereinId, mitgliedId);
  await trx.deleteFrom('geraet').where('VereinId', '=', vereinId).where('MitgliedId', '=', mitgliedId).execute();
  await trx.deleteFrom('kalender_abo').where('VereinId', '=', vereinId).where('MitgliedId', '=', mitgliedId).execute();
  await trx
    .updateTable('rundmail')
    .set({ GesendetVon: null })
    .where('VereinId', '=', vereinId)
    .where('GesendetVon', '=', mitgliedId)
    .execute();
  if (mitglied.Emailadresse) {
    const mails = await mailsAn(trx, await vereinLaden(trx, vereinId), [mitglied.Emailadresse]);
    if (mails.length > 0)
      await trx
        .deleteFrom('outbox')
        .where(
          'MailId',
          'in',
          mails.map((m) => m.MailId),
        )
        .execute();
  }

  // Entries about the member: the record's name and the fields' values go, the field names stay.
  const eintraege = await trx
    .selectFrom('aenderungsprotokoll')
    .select(['AenderungId', 'Felder'])
    .where('VereinId', '=', vereinId)
    .where('Bereich', '=', 'Mitglied')
    .where('ObjektId', '=', mitgliedId)
    .execute();
  for (const e of eintraege) {
    const ohneWerte = felder(e.Felder).map((f) => ({ Feld: f.Feld, Alt: null, Neu: null, OhneInhalt: 1 as const }));
    await trx
      .updateTable('aenderungsprotokoll')
      .set({ Objekt: ANONYM_NAME, Felder: JSON.stringify(ohneWerte) })
      .where('VereinId', '=', vereinId)
      .where('AenderungId', '=', e.AenderungId)
      .execute();
  }
  // Entries the member wrote as administrator: no name, no id.
  await trx
    .updateTable('aenderungsprotokoll')
    .set({ AdministratorName: ANONYM_NAME, AdministratorId: null })
    .where('VereinId', '=', vereinId)
    .where('AdministratorId', '=', mitgliedId)
    .execute();

  await trx.deleteFrom('mitglied').where('VereinId', '=', vereinId).where('MitgliedId', '=', mitgliedId).execute();
  await mitgliederGeaendert(trx, vereinId);
}

/** Columns never exported: password hashes, set-password links, calendar secrets. */
const GEHEIM = /passwort|hash|geheimnis/i;

/** The tables holding a club's rows (column VereinId), in the order they are exported; deleted at closing. */
export const VEREINS_TABELLEN = [
  'verein',
  'vertrag',
  'mitglied',
  'geraet',
  'news',
  // Before 'termin': the closing deletes in reverse order, the occurrences first (docs/termine.md).
  'termin_serie',
  'termin',
  'termin_anabmeldung',
  'termin_anwesenheit',
  'dokument',
  'vereinsinfo',
  'rundmail',
  'kalender_abo',
  'aenderungsprotokoll',
  // Member fees: the club's own books, in its export; deleted with the club (docs/produkt.md "Beiträge").
  'beitrag_einstellung',
  'beitrag_tarif',
  'beitrag_ausnahme',
  'beitragslauf',
  'beitragsrechnung',
  'beitragsimport',
  'beitragszahlung',
] as const satisfies readonly (keyof Database)[];

/**
 * The operator's books about the club (its invoices and their payments): exported with the club's data, but
 * kept when the club closes, for the 10 years Swiss law requires (OR 958f, docs/produkt.md "Rechnungen").
 */
export const BUCHHALTUNG_TABELLEN = ['rechnung', 'zahlung'] as const satisfies readonly (keyof Database)[];

export interface VereinsdatenDatei {
  DokumentId: number;
  OriginalDateiName: string | null;
  Groesse: number | null;
  /** The PDF as base64; null beyond the export's total limit (VEREINSEXPORT_DATEIEN_MAX_BYTES). */
  InhaltBase64: string | null;
}

/** Every row of the club by table (secrets left out), and the documents' PDFs within a total limit. */
export async function vereinsdaten(deps: AppDeps, vereinId: number) {
  const tabellen: Record<string, Record<string, unknown>[]> = {};
  for (const tabelle of [...VEREINS_TABELLEN, ...BUCHHALTUNG_TABELLEN]) {
    const rows = (await deps.db.selectFrom(tabelle).selectAll().where('VereinId', '=', vereinId).execute()) as unknown as Record<
      string,
      unknown
    >[];
    tabellen[tabelle] = rows.map((row) => {
      const ohne = Object.fromEntries(Object.entries(row).filter(([k]) => !GEHEIM.test(k)));
      if (tabelle === 'aenderungsprotokoll' && typeof ohne.Felder === 'string') ohne.Felder = felder(ohne.Felder);
      return ohne;
    });
  }
  const dokumente = await deps.db
    .selectFrom('dokument')
    .select(['DokumentId', 'OriginalDateiName', 'DateiSchluessel', 'DateiGroesse'])
    .where('VereinId', '=', vereinId)
    .where('DateiSchluessel', 'is not', null)
    .orderBy('DokumentId')
    .execute();
  let summe = 0;
  const dateien: VereinsdatenDatei[] = [];
  for (const d of dokumente) {
    const groesse = d.DateiGroesse ?? 0;
    const passt = summe + groesse <= VEREINSEXPORT_DATEIEN_MAX_BYTES;
    const bytes = passt ? await deps.fileStore.get(d.DateiSchluessel!) : null;
    if (bytes) summe += bytes.byteLength;
    dateien.push({
      DokumentId: d.DokumentId,
      OriginalDateiName: d.OriginalDateiName,
      Groesse: d.DateiGroesse,
      InhaltBase64: bytes ? Buffer.from(bytes).toString('base64') : null,
    });
  }
  return { Vereinsnummer: vereinId, ExportiertAm: deps.clock.now().toISOString(), Tabellen: tabellen, Dateien: dateien };
}

/**
 * Deletes every row of the club, in `trx`: the documents' files, the club's mails to its members, every
 * table with VereinId (children first), and keeps only the closed number (verein_geschlossen).
 */
export async function vereinLoeschen(deps: AppDeps, trx: Transaction<Database>, vereinId: number): Promise<void> {
  const verein = await vereinLaden(trx, vereinId);
  const adressen = await trx
    .selectFrom('mitglied')
    .select('Emailadresse')
    .where('VereinId', '=', vereinId)
    .where('Emailadresse', 'is not', null)
    .execute();
  const mails = await mailsAn(trx, verein, [
    ...adressen.map((a) => a.Emailadresse!),
    ...(verein.Emailadresse ? [verein.Emailadresse] : []),
  ]);
  for (let i = 0; i < mails.length; i += 500)
    await trx
      .deleteFrom('outbox')
      .where(
        'MailId',
        'in',
        mails.slice(i, i + 500).map((m) => m.MailId),
      )
      .execute();
  const dateien = deps.fileStore.within(trx);
  const schluessel = await trx
    .selectFrom('dokument')
    .select('DateiSchluessel')
    .where('VereinId', '=', vereinId)
    .where('DateiSchluessel', 'is not', null)
    .execute();
  for (const s of schluessel) await dateien.delete(s.DateiSchluessel!);
  await beitraegeDateienLoeschen(deps, trx, vereinId);
  // Children before parents: the foreign keys would cascade, the change log has none.
  for (const tabelle of [...VEREINS_TABELLEN].reverse()) await trx.deleteFrom(tabelle).where('VereinId', '=', vereinId).execute();
  await trx
    .insertInto('verein_geschlossen')
    .values({ VereinId: vereinId, GeschlossenAm: deps.clock.now().toISOString() })
    .onConflict((oc) => oc.column('VereinId').doNothing())
    .execute();
}
