/**
 * Member fees and data protection (docs/produkt.md "Beiträge", "Datenschutz"). The fee invoices and their
 * payments are the club's booking records, kept 10 years (Swiss OR 958f): 'Endgültig löschen' keeps each invoice
 * with its number, amounts, dates, reference and payments, but removes the person: the billed name becomes
 * ANONYM_NAME, address and e-mail go, the link to the member row goes (MitgliedId null), the bank's payer name and
 * message go, the exception (with its reason) is deleted, the change log's entries about the invoices lose name
 * and values, and a fee run's print file is drawn again without the person's page. The Datenauskunft lists the
 * invoices, the payments and the exception. A club's closing deletes the fee tables with the club (after its export) and the print
 * files here: the books belong to the club, which keeps them from its export.
 */
import { ANONYM_NAME, beitragOffenCents, fromCents, type Datenauskunft } from '@vereinsportal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { beitragsAusnahmeLaden } from './ausnahme.js';
import { beitragsrechnungenDruckPdf } from './beitragsrechnung-pdf.js';
import { beitragsAbsenderLaden } from './konto.js';

/** The member's fee invoices and the payments on them, for the Datenauskunft. */
export async function beitraegeAuskunft(
  db: Kysely<Database>,
  vereinId: number,
  mitgliedId: number,
): Promise<Pick<Datenauskunft, 'Beitragsrechnungen' | 'Beitragszahlungen' | 'Beitragsausnahme'>> {
  const rechnungen = await db
    .selectFrom('beitragsrechnung as r')
    .innerJoin('beitragslauf as l', 'l.LaufId', 'r.LaufId')
    .selectAll('r')
    .select('l.Bezeichnung')
    .where('r.VereinId', '=', vereinId)
    .where('r.MitgliedId', '=', mitgliedId)
    .orderBy('r.BeitragsrechnungId')
    .execute();
  const ids = rechnungen.map((r) => r.BeitragsrechnungId);
  const zahlungen =
    ids.length === 0
      ? []
      : await db
          .selectFrom('beitragszahlung')
          .select(['ZahlungId', 'BeitragsrechnungId', 'Datum', 'BetragCents', 'Art', 'Referenz', 'Mitteilung', 'ZahlerName'])
          .where('VereinId', '=', vereinId)
          .where('BeitragsrechnungId', 'in', ids)
          .orderBy('Datum')
          .orderBy('ZahlungId')
          .execute();
  return {
    Beitragsausnahme: await beitragsAusnahmeLaden(db, vereinId, mitgliedId),
    Beitragsrechnungen: rechnungen.map((r) => ({
      BeitragsrechnungId: r.BeitragsrechnungId,
      Bezeichnung: r.Bezeichnung,
      Rechnungsdatum: r.Rechnungsdatum,
      FaelligAm: r.FaelligAm,
      Betrag: fromCents(r.BetragCents),
      Bezahlt: fromCents(r.BezahltCents),
      Offen: fromCents(beitragOffenCents(r)),
      BezahltAm: r.BezahltAm,
      Zahlungsreferenz: r.Zahlungsreferenz,
      Mahnstufe: r.Mahnstufe,
      Storniert: r.Storniert === 1 ? 1 : 0,
      StornoGrund: r.StornoGrund,
      Name: r.Name,
      Vorname: r.Vorname,
      Strasse: r.Strasse,
      Postleitzahl: r.Postleitzahl,
      Ort: r.Ort,
      Land: r.Land,
      Email: r.Email,
    })),
    Beitragszahlungen: zahlungen.map((z) => ({
      ZahlungId: z.ZahlungId,
      BeitragsrechnungId: z.BeitragsrechnungId!,
      Datum: z.Datum,
      Betrag: fromCents(z.BetragCents),
      Art: z.Art,
      Referenz: z.Referenz,
      Mitteilung: z.Mitteilung,
      ZahlerName: z.ZahlerName,
    })),
  };
}

/** 'Endgültig löschen', fee part, in the erasure's transaction (before the member row is deleted). */
export async function beitraegeAnonymisieren(
  deps: Pick<AppDeps, 'fileStore'>,
  trx: Transaction<Database>,
  vereinId: number,
  mitgliedId: number,
): Promise<void> {
  await trx.deleteFrom('beitrag_ausnahme').where('VereinId', '=', vereinId).where('MitgliedId', '=', mitgliedId).execute();
  const rechnungen = await trx
    .selectFrom('beitragsrechnung')
    .select(['BeitragsrechnungId', 'LaufId'])
    .where('VereinId', '=', vereinId)
    .where('MitgliedId', '=', mitgliedId)
    .execute();
  const ids = rechnungen.map((r) => r.BeitragsrechnungId);
  await protokollAnonymisieren(trx, vereinId, mitgliedId, ids);
  if (rechnungen.length === 0) return;
  for (let i = 0; i < ids.length; i += 500) {
    const teil = ids.slice(i, i + 500);
    await trx
      .updateTable('beitragsrechnung')
      .set({ MitgliedId: null, Name: ANONYM_NAME, Vorname: null, Strasse: null, Postleitzahl: null, Ort: null, Land: null, Email: null })
      .where('VereinId', '=', vereinId)
      .where('BeitragsrechnungId', 'in', teil)
      .execute();
    await trx
      .updateTable('beitragszahlung')
      .set({ ZahlerName: null, Mitteilung: null })
      .where('VereinId', '=', vereinId)
      .where('BeitragsrechnungId', 'in', teil)
      .execute();
  }
  await druckdateienNeuZeichnen(deps, trx, vereinId, [...new Set(rechnungen.map((r) => r.LaufId))]);
}

/**
 * The change log's fee entries about the person: those about the invoices (ObjektId the invoice, its Objekt
 * 'Mitgliederbeitrag 2027, Rechnung 12 (Name)') and about the exception (ObjektId the member, Objekt
 * 'Beitragsausnahme Name', services/beitraege/ausnahme.ts). The area's ids name runs and invoices too, so the
 * Objekt's form decides. What happened stays; the name and the values go.
 */
async function protokollAnonymisieren(trx: Transaction<Database>, vereinId: number, mitgliedId: number, rechnungIds: number[]) {
  const ids = [mitgliedId, ...rechnungIds];
  for (let i = 0; i < ids.length; i += 500) {
    const eintraege = await trx
      .selectFrom('aenderungsprotokoll')
      .select(['AenderungId', 'Felder', 'ObjektId', 'Objekt'])
      .where('VereinId', '=', vereinId)
      .where('Bereich', '=', 'Beiträge')
      .where('ObjektId', 'in', ids.slice(i, i + 500))
      .execute();
    for (const e of eintraege) {
      const rechnung = e.ObjektId !== null && rechnungIds.includes(e.ObjektId) && (e.Objekt ?? '').includes(`Rechnung ${e.ObjektId} (`);
      const ausnahme = e.ObjektId === mitgliedId && (e.Objekt ?? '').startsWith(AUSNAHME_OBJEKT);
      if (!rechnung && !ausnahme) continue;
      const felder = (JSON.parse(e.Felder) as { Feld: string }[]).map((f) => ({ Feld: f.Feld, Alt: null, Neu: null, OhneInhalt: 1 }));
      await trx
        .updateTable('aenderungsprotokoll')
        .set({
          Objekt: rechnung ? `Rechnung ${e.ObjektId} (${ANONYM_NAME})` : `${AUSNAHME_OBJEKT}${ANONYM_NAME}`,
          Felder: JSON.stringify(felder),
        })
        .where('VereinId', '=', vereinId)
        .where('AenderungId', '=', e.AenderungId)
        .execute();
    }
  }
}

/** How services/beitraege/ausnahme.ts names an exception in the change log. */
const AUSNAHME_OBJEKT = 'Beitragsausnahme ';

/**
 * The runs' print files without the erased person: the printed invoices were those without e-mail of members
 * still kept (an erased member's invoice has no MitgliedId any more), sorted by name as the run printed them.
 */
async function druckdateienNeuZeichnen(deps: Pick<AppDeps, 'fileStore'>, trx: Transaction<Database>, vereinId: number, laufIds: number[]) {
  const laeufe = await trx
    .selectFrom('beitragslauf')
    .select(['LaufId', 'Bezeichnung', 'DruckDateiKey'])
    .where('VereinId', '=', vereinId)
    .where('LaufId', 'in', laufIds)
    .where('DruckDateiKey', 'is not', null)
    .execute();
  if (laeufe.length === 0) return;
  const dateien = deps.fileStore.within(trx);
  const absender = await beitragsAbsenderLaden(trx, vereinId);
  const kollator = new Intl.Collator('de-CH', { sensitivity: 'base' });
  for (const lauf of laeufe) {
    const rechnungen = await trx
      .selectFrom('beitragsrechnung as r')
      .selectAll('r')
      .where('r.VereinId', '=', vereinId)
      .where('r.LaufId', '=', lauf.LaufId)
      .where('r.Email', 'is', null)
      .where('r.MitgliedId', 'is not', null)
      .execute();
    rechnungen.sort((a, b) => kollator.compare(a.Name, b.Name) || kollator.compare(a.Vorname ?? '', b.Vorname ?? ''));
    if (rechnungen.length === 0 || 'meldung' in absender) {
      // Nothing left to print (or no account to draw the QR-bill): the file with the person's page goes.
      await dateien.delete(lauf.DruckDateiKey!);
      await trx.updateTable('beitragslauf').set({ DruckDateiKey: null }).where('LaufId', '=', lauf.LaufId).execute();
      continue;
    }
    const pdf = await beitragsrechnungenDruckPdf(
      absender,
      rechnungen.map((r) => ({ ...r, Bezeichnung: lauf.Bezeichnung })),
      `${lauf.Bezeichnung}: Rechnungen zum Drucken`,
    );
    await dateien.put(lauf.DruckDateiKey!, pdf);
  }
}

/** A club's closing: the runs' print files (the rows go with the club's tables). */
export async function beitraegeDateienLoeschen(deps: Pick<AppDeps, 'fileStore'>, trx: Transaction<Database>, vereinId: number) {
  const laeufe = await trx
    .selectFrom('beitragslauf')
    .select('DruckDateiKey')
    .where('VereinId', '=', vereinId)
    .where('DruckDateiKey', 'is not', null)
    .execute();
  const dateien = deps.fileStore.within(trx);
  for (const l of laeufe) await dateien.delete(l.DruckDateiKey!);
}
