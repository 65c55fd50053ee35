/**
 * The fee run (docs/produkt.md "Beiträge"): the preview and the run itself. The run writes, in one transaction,
 * the run row (its period unique per club), one invoice per billable member with its own QRR or RF reference,
 * a mail with the invoice PDF for each member with e-mail (outbox, delivered in batches after commit) and one
 * print PDF (a page per member without e-mail, sorted by name) in the file store. A failure anywhere rolls all
 * of it back: no invoice, no mail, no file. The PDFs are drawn before the transaction (they need only the invoice
 * numbers, taken first), so it holds the database for the writes alone.
 */
import {
  BEITRAG_MELDUNG,
  beitragslaufPlanen,
  beitragsPeriode,
  fromCents,
  istQrIban,
  mehrfachRegelAus,
  referenzFuerRechnung,
  type BeitragsAusnahmeRegel,
  type BeitragslaufErgebnis,
  type BeitragslaufInput,
  type BeitragslaufPlan,
  type BeitragslaufVorschau,
  type Beitragslauf,
  type BeitragsPosition,
  vollerName,
} from '@vereinsportal/domain';
import { sql, type Kysely } from 'kysely';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { conflict, fieldError, notFound } from '../../http/errors.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import { landAlpha2 } from '../laender.js';
import type { MailInput } from '../outbox.js';
import { isUniqueViolation } from '../verein-anlegen.js';
import { heute } from '../vertrag.js';
import { beitragsrechnungenDruckPdf, type BeitragsAbsender, type BeitragsrechnungFuerPdf } from './beitragsrechnung-pdf.js';
import { beitragsrechnungMail } from './beitragsrechnung-mail.js';
import { beitragsAbsenderLaden } from './konto.js';
import { einMitglied } from '../mitglieder/ein-mitglied.js';

type Deps = Pick<AppDeps, 'db' | 'engine' | 'clock' | 'config' | 'outbox' | 'fileStore'>;

/** Rows per multi-row insert (22 columns: far below SQLite's 32766 bound variables). */
const INSERT_BLOCK = 200;

/** The members, fees, rule and exceptions of the club, planned into invoices. */
async function planen(db: Kysely<Database>, vereinId: number, bezeichnung: string): Promise<BeitragslaufPlan> {
  const [mitglieder, tarife, einstellung, ausnahmen] = await Promise.all([
    db
      .selectFrom('mitglied')
      .select(['MitgliedId', 'Vorname', 'Nachname', 'Strasse', 'Postleitzahl', 'Ort', 'Emailadresse', 'Mitgliedschaftsart'])
      .where('VereinId', '=', vereinId)
      .where('Status', '=', 'A')
      .execute(),
    db.selectFrom('beitrag_tarif').select(['Kategorie', 'BetragCents']).where('VereinId', '=', vereinId).execute(),
    db.selectFrom('beitrag_einstellung').select('MehrfachRegel').where('VereinId', '=', vereinId).executeTakeFirst(),
    db.selectFrom('beitrag_ausnahme').select(['MitgliedId', 'Art', 'BetragCents', 'Grund']).where('VereinId', '=', vereinId).execute(),
  ]);
  const ausnahmeMap = new Map<number, BeitragsAusnahmeRegel>(
    ausnahmen.map((a) => [a.MitgliedId, { art: a.Art === 'betrag' ? 'betrag' : 'befreit', betragCents: a.BetragCents, grund: a.Grund }]),
  );
  return beitragslaufPlanen({
    mitglieder,
    tarife: tarife.map((t) => ({ kategorie: t.Kategorie, betragCents: t.BetragCents })),
    regel: mehrfachRegelAus(einstellung?.MehrfachRegel),
    ausnahmen: ausnahmeMap,
    bezeichnung,
  });
}

async function bereitsAbgerechnet(db: Kysely<Database>, vereinId: number, bezeichnung: string): Promise<boolean> {
  const row = await db
    .selectFrom('beitragslauf')
    .select('LaufId')
    .where('VereinId', '=', vereinId)
    .where('Periode', '=', beitragsPeriode(bezeichnung))
    .executeTakeFirst();
  return row !== undefined;
}

function faelligPruefen(deps: Deps, input: BeitragslaufInput): string {
  const rechnungsdatum = heute(deps);
  if (input.FaelligAm < rechnungsdatum) throw fieldError('FaelligAm', BEITRAG_MELDUNG.faelligVorRechnungsdatum(rechnungsdatum));
  return rechnungsdatum;
}

export async function beitragslaufVorschau(deps: Deps, vereinId: number, input: BeitragslaufInput): Promise<BeitragslaufVorschau> {
  faelligPruefen(deps, input);
  const [plan, absender, abgerechnet] = await Promise.all([
    planen(deps.db, vereinId, input.Bezeichnung),
    beitragsAbsenderLaden(deps.db, vereinId),
    bereitsAbgerechnet(deps.db, vereinId, input.Bezeichnung),
  ]);
  return {
    Anzahl: plan.anzahl,
    Total: fromCents(plan.totalCents),
    ProKategorie: plan.proKategorie.map((k) => ({ Kategorie: k.Kategorie, Anzahl: k.Anzahl, Total: fromCents(k.TotalCents) })),
    Befreit: plan.befreit,
    OhneBeitrag: plan.ohneBeitrag,
    OhneEmail: plan.ohneEmail,
    OhneAdresse: plan.ohneAdresse,
    BereitsAbgerechnet: abgerechnet,
    KontoMeldung: 'meldung' in absender ? absender.meldung : null,
  };
}

/** The file store key of a run's print PDF. */
const druckSchluessel = (vereinId: number, laufId: number) => `beitraege/${vereinId}/beitragslauf-${laufId}-druck.pdf`;

type RechnungsZeile = BeitragsrechnungFuerPdf & { Email: string | null; VereinId: number };

/** The rows, mails and print PDF of a run with these invoice numbers (no database access: the slow part). */
async function vorbereiten(
  a: {
    absender: BeitragsAbsender;
    plan: BeitragslaufPlan;
    input: BeitragslaufInput;
    vereinId: number;
    rechnungsdatum: string;
    land: string;
  },
  ids: number[],
): Promise<{ zeilen: RechnungsZeile[]; mails: MailInput[]; druck: Uint8Array | null }> {
  const qrIban = istQrIban(a.absender.konto.iban);
  const zeilen: RechnungsZeile[] = a.plan.rechnungen.map((g, i) => {
    const m = g.mitglied;
    const id = ids[i] as number;
    const ref = referenzFuerRechnung({ qrIban, kundenNummer: m.MitgliedId, rechnungId: id });
    const nachname = m.Nachname?.trim() || null;
    return {
      BeitragsrechnungId: id,
      VereinId: a.vereinId,
      MitgliedId: m.MitgliedId,
      Bezeichnung: a.input.Bezeichnung,
      Name: nachname ?? m.Vorname?.trim() ?? '',
      Vorname: nachname ? m.Vorname?.trim() || null : null,
      Strasse: m.Strasse,
      Postleitzahl: m.Postleitzahl,
      Ort: m.Ort,
      Land: a.land,
      Email: m.Emailadresse?.trim() || null,
      Positionen: JSON.stringify(g.positionen satisfies BeitragsPosition[]),
      BetragCents: g.betragCents,
      BezahltCents: 0,
      Rechnungsdatum: a.rechnungsdatum,
      FaelligAm: a.input.FaelligAm,
      Zahlungsreferenz: ref.referenz,
      ReferenzTyp: ref.typ,
    };
  });
  const mails: MailInput[] = [];
  const zumDrucken: RechnungsZeile[] = [];
  for (const r of zeilen) {
    if (r.Email === null) zumDrucken.push(r);
    else mails.push(await beitragsrechnungMail(a.absender, { ...r, Email: r.Email }));
  }
  // In the plan's order: by name.
  const druck =
    zumDrucken.length === 0
      ? null
      : await beitragsrechnungenDruckPdf(a.absender, zumDrucken, `${a.input.Bezeichnung}: Rechnungen zum Drucken`);
  return { zeilen, mails, druck };
}

export async function beitragslaufStarten(deps: Deps, urheber: Urheber, input: BeitragslaufInput): Promise<BeitragslaufErgebnis> {
  const vereinId = urheber.vereinId;
  const rechnungsdatum = faelligPruefen(deps, input);
  const absender = await beitragsAbsenderLaden(deps.db, vereinId);
  if ('meldung' in absender) throw conflict(absender.meldung);
  if (await bereitsAbgerechnet(deps.db, vereinId, input.Bezeichnung)) throw conflict(BEITRAG_MELDUNG.bereitsAbgerechnet(input.Bezeichnung));
  const plan = await planen(deps.db, vereinId, input.Bezeichnung);
  if (plan.anzahl === 0) throw conflict(BEITRAG_MELDUNG.keineRechnungen);
  const verein = await deps.db.selectFrom('verein').select('LandId').where('VereinId', '=', vereinId).executeTakeFirstOrThrow();
  const admin = await einMitglied(deps.db, vereinId, urheber.mitgliedId).select(['Vorname', 'Nachname']).executeTakeFirst();
  const von = vollerName(admin) ?? `Mitglied ${urheber.mitgliedId}`;
  const auftrag = { absender, plan, input, vereinId, rechnungsdatum, land: landAlpha2(verein.LandId) ?? 'CH' };

  // The PDFs are drawn before the transaction, so it holds the database for the writes alone (on SQLite every
  // other request waits for it). They need the invoice numbers (the reference names them): taken first.
  const ids = await rechnungsNummern(deps.db, deps.engine, plan.anzahl);
  let vorbereitet = await vorbereiten(auftrag, ids);

  let ergebnis: BeitragslaufErgebnis;
  try {
    ergebnis = await deps.db.transaction().execute(async (trx) => {
      // SQLite: another invoice written meanwhile took these numbers; then again with free ones, inside.
      if (deps.engine !== 'postgres' && (await rechnungsNummern(trx, deps.engine, 1))[0] !== ids[0]) {
        vorbereitet = await vorbereiten(auftrag, await rechnungsNummern(trx, deps.engine, plan.anzahl));
      }
      const { zeilen, mails, druck } = vorbereitet;
      const perEmail = mails.length;
      const { LaufId } = await trx
        .insertInto('beitragslauf')
        .values({
          VereinId: vereinId,
          Bezeichnung: input.Bezeichnung,
          Periode: beitragsPeriode(input.Bezeichnung),
          Rechnungsdatum: rechnungsdatum,
          FaelligAm: input.FaelligAm,
          ErstelltAm: deps.clock.now().toISOString(),
          Von: von,
          Anzahl: plan.anzahl,
          TotalCents: plan.totalCents,
          AnzahlPerEmail: perEmail,
          AnzahlZumDrucken: plan.anzahl - perEmail,
        })
        .returning('LaufId')
        .executeTakeFirstOrThrow();
      for (let i = 0; i < zeilen.length; i += INSERT_BLOCK) {
        await trx
          .insertInto('beitragsrechnung')
          .values(zeilen.slice(i, i + INSERT_BLOCK).map(({ Bezeichnung: _, ...r }) => ({ ...r, LaufId })))
          .execute();
      }
      for (const mail of mails) await deps.outbox.add(mail, trx);
      if (druck) {
        const key = druckSchluessel(vereinId, LaufId);
        await deps.fileStore.within(trx).put(key, druck);
        await trx.updateTable('beitragslauf').set({ DruckDateiKey: key }).where('LaufId', '=', LaufId).execute();
      }
      await protokolliere(trx, deps.clock, urheber, {
        bereich: 'Beiträge',
        aktion: 'erstellt',
        objektId: LaufId,
        objekt: `Beitragslauf ${input.Bezeichnung}`,
        felder: [
          { Feld: 'Anzahl Rechnungen', Alt: null, Neu: String(plan.anzahl) },
          { Feld: 'Total', Alt: null, Neu: fromCents(plan.totalCents).toFixed(2) },
          { Feld: 'Fällig am', Alt: null, Neu: input.FaelligAm },
        ],
      });
      return { LaufId, Anzahl: plan.anzahl, Total: fromCents(plan.totalCents), PerEmail: perEmail, ZumDrucken: plan.anzahl - perEmail };
    });
  } catch (err) {
    // Two runs for one period at the same time: the unique index lets one through.
    if (isUniqueViolation(err) && (await bereitsAbgerechnet(deps.db, vereinId, input.Bezeichnung))) {
      throw conflict(BEITRAG_MELDUNG.bereitsAbgerechnet(input.Bezeichnung));
    }
    throw err;
  }
  if (ergebnis.PerEmail > 0) void deps.outbox.flush();
  return ergebnis;
}

/**
 * `anzahl` new invoice numbers: PostgreSQL's sequence hands them out (a run that fails leaves a gap, as every
 * serial does); on SQLite the numbers after the highest ever given (AUTOINCREMENT's sqlite_sequence keeps them
 * given for good once written), checked again inside the run's transaction, where this process is the writer.
 */
async function rechnungsNummern(db: Kysely<Database>, engine: AppDeps['engine'], anzahl: number): Promise<number[]> {
  if (engine === 'postgres') {
    const r = await sql<{ id: number | string }>`
      select nextval(pg_get_serial_sequence('beitragsrechnung', 'BeitragsrechnungId')) as id from generate_series(1, ${anzahl})`.execute(
      db,
    );
    return r.rows.map((x) => Number(x.id)).sort((a, b) => a - b);
  }
  const r = await sql<{ n: number | null }>`
    select max(n) as n from (
      select seq as n from sqlite_sequence where name = 'beitragsrechnung'
      union all select max("BeitragsrechnungId") as n from beitragsrechnung
    )`.execute(db);
  const hoechste = Number(r.rows[0]?.n ?? 0);
  return Array.from({ length: anzahl }, (_, i) => hoechste + 1 + i);
}

export async function beitragslaeufe(db: Kysely<Database>, vereinId: number): Promise<Beitragslauf[]> {
  const rows = await db.selectFrom('beitragslauf').selectAll().where('VereinId', '=', vereinId).orderBy('LaufId', 'desc').execute();
  return rows.map((l) => ({
    LaufId: l.LaufId,
    Bezeichnung: l.Bezeichnung,
    Rechnungsdatum: l.Rechnungsdatum,
    FaelligAm: l.FaelligAm,
    ErstelltAm: l.ErstelltAm,
    Von: l.Von,
    Anzahl: l.Anzahl,
    Total: fromCents(l.TotalCents),
    PerEmail: l.AnzahlPerEmail,
    ZumDrucken: l.AnzahlZumDrucken,
    HatDruck: l.DruckDateiKey !== null,
  }));
}

/** The run's print PDF; 404 for another club's run or a run without members to print for. */
export async function beitragslaufDruckPdf(deps: Pick<AppDeps, 'db' | 'fileStore'>, vereinId: number, laufId: number) {
  const lauf = await deps.db
    .selectFrom('beitragslauf')
    .select(['DruckDateiKey', 'Bezeichnung'])
    .where('VereinId', '=', vereinId)
    .where('LaufId', '=', laufId)
    .executeTakeFirst();
  if (!lauf) throw notFound(BEITRAG_MELDUNG.laufUnbekannt);
  if (!lauf.DruckDateiKey) throw notFound(BEITRAG_MELDUNG.keinDruck);
  const bytes = await deps.fileStore.get(lauf.DruckDateiKey);
  if (!bytes) throw notFound();
  return { bytes, dateiName: `Beitragsrechnungen-Druck-${laufId}.pdf` };
}
