/**
 * Writes the invoice of a subscription order (docs/produkt.md §10 and "Rechnungen": every purchase, increase
 * and renewal), with the customer as billed and its payment reference: a QR reference (QRR) when the
 * operator's account is a QR-IBAN, else a creditor reference (SCOR, ISO 11649). The caller hands the
 * returned row to the payment provider after its transaction commits.
 */
import {
  aboBerechneteAnzahl,
  aboTotal,
  addDays,
  ARTIKEL_JAHRESABO_ID,
  fromCents,
  inklMwst,
  referenzFuerRechnung,
  type AboArt,
  vollerName,
} from '@vereinsportal/domain';
import type { Selectable, Transaction } from 'kysely';
import type { Betreiber } from '../../config-betreiber.js';
import type { Database } from '../../db/schema.js';
import type { RechnungTable } from '../../db/tables-rechnungen.js';
import { landAlpha2 } from '../laender.js';

/** Days the club has to pay an invoice. */
export const ZAHLUNGSFRIST_TAGE = 30;

/** An invoice as stored: what the PDF, the mail and the reminders are made of. */
export type RechnungZeile = Selectable<RechnungTable>;

export interface RechnungsAuftrag {
  vereinId: number;
  vertragId: number;
  art: AboArt;
  anzahl: number;
  anzahlAlt?: number;
  laufzeitVon: string;
  laufzeitBis: string;
  heute: string;
  jetztIso: string;
}

export async function schreibeRechnung(
  trx: Transaction<Database>,
  betreiber: Betreiber,
  auftrag: RechnungsAuftrag,
  artikelId = ARTIKEL_JAHRESABO_ID,
): Promise<RechnungZeile> {
  const artikel = await trx.selectFrom('artikel').selectAll().where('ArtikelId', '=', artikelId).executeTakeFirstOrThrow();
  const verein = await trx
    .selectFrom('verein')
    .select(['VereinsName', 'Emailadresse', 'Vorname', 'Nachname', 'Strasse', 'Postleitzahl', 'Ort', 'LandId'])
    .where('VereinId', '=', auftrag.vereinId)
    .executeTakeFirstOrThrow();
  const totalCents = aboTotal({
    art: auftrag.art,
    bruttoPreis: fromCents(artikel.BruttoPreisCents),
    anzahl: auftrag.anzahl,
    anzahlAlt: auftrag.anzahlAlt ?? 0,
  });
  const vertreter = vollerName(verein) ?? '';
  // The increase bills only the added members; the invoice line says so by its count.
  const anzahlBerechnet = aboBerechneteAnzahl(auftrag.art, auftrag.anzahl, auftrag.anzahlAlt ?? 0);

  const { RechnungId } = await trx
    .insertInto('rechnung')
    .values({
      VereinId: auftrag.vereinId,
      VertragId: auftrag.vertragId,
      Art: auftrag.art,
      ArtikelId: artikel.ArtikelId,
      ArtikelBezeichnung: artikel.ArtikelBezeichnung,
      Anzahl: anzahlBerechnet,
      EinzelpreisCents: artikel.BruttoPreisCents,
      TotalCents: totalCents,
      MwstCents: inklMwst(totalCents, artikel.MwstProzentHundertstel / 100),
      MwstProzentHundertstel: artikel.MwstProzentHundertstel,
      MehrwertsteuerBezeichnung: artikel.MehrwertsteuerBezeichnung,
      WaehrungISOCode: artikel.WaehrungISOCode,
      Rechnungsdatum: auftrag.heute,
      FaelligAm: addDays(auftrag.heute, ZAHLUNGSFRIST_TAGE),
      // Filled below once the id is known; the reference must name the invoice uniquely.
      Zahlungsreferenz: '',
      ReferenzTyp: null,
      LaufzeitVon: auftrag.laufzeitVon,
      LaufzeitBis: auftrag.laufzeitBis,
      Emailadresse: verein.Emailadresse ?? '',
      ErstelltAm: auftrag.jetztIso,
      BezahltAm: null,
      LetzteMahnungAm: null,
      KundeName: verein.VereinsName,
      KundeVertreter: vertreter || null,
      KundeStrasse: verein.Strasse,
      KundePostleitzahl: verein.Postleitzahl,
      KundeOrt: verein.Ort,
      KundeLand: landAlpha2(verein.LandId),
    })
    .returning('RechnungId')
    .executeTakeFirstOrThrow();
  const referenz = referenzFuerRechnung({ qrIban: betreiber.qrIban, kundenNummer: auftrag.vereinId, rechnungId: RechnungId });
  await trx
    .updateTable('rechnung')
    .set({ Zahlungsreferenz: referenz.referenz, ReferenzTyp: referenz.typ })
    .where('RechnungId', '=', RechnungId)
    .execute();
  return trx.selectFrom('rechnung').selectAll().where('RechnungId', '=', RechnungId).executeTakeFirstOrThrow();
}
