/**
 * Writes the invoice row of a subscription order (docs/produkt.md §10: every purchase, increase and renewal).
 * The caller hands the returned Rechnung to the payment provider after its transaction commits.
 */
import { aboBerechneteAnzahl, aboTotal, addDays, ARTIKEL_JAHRESABO_ID, fromCents, inklMwst, type AboArt } from '@vereinsportal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Rechnung } from './invoice-text.js';

/** Days the club has to pay an invoice. */
export const ZAHLUNGSFRIST_TAGE = 30;

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
  auftrag: RechnungsAuftrag,
  artikelId = ARTIKEL_JAHRESABO_ID,
): Promise<Rechnung> {
  const artikel = await trx.selectFrom('artikel').selectAll().where('ArtikelId', '=', artikelId).executeTakeFirstOrThrow();
  const verein = await trx
    .selectFrom('verein')
    .select(['VereinsName', 'Emailadresse'])
    .where('VereinId', '=', auftrag.vereinId)
    .executeTakeFirstOrThrow();
  const totalCents = aboTotal({
    art: auftrag.art,
    bruttoPreis: fromCents(artikel.BruttoPreisCents),
    anzahl: auftrag.anzahl,
    anzahlAlt: auftrag.anzahlAlt ?? 0,
  });
  const mwstCents = inklMwst(totalCents, artikel.MwstProzentHundertstel / 100);
  const faelligAm = addDays(auftrag.heute, ZAHLUNGSFRIST_TAGE);
  const emailadresse = verein.Emailadresse ?? '';
  // The increase bills only the added members; the invoice line says so by its count.
  const anzahlBerechnet = aboBerechneteAnzahl(auftrag.art, auftrag.anzahl, auftrag.anzahlAlt ?? 0);

  const eingefuegt = await trx
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
      MwstCents: mwstCents,
      MwstProzentHundertstel: artikel.MwstProzentHundertstel,
      MehrwertsteuerBezeichnung: artikel.MehrwertsteuerBezeichnung,
      WaehrungISOCode: artikel.WaehrungISOCode,
      Rechnungsdatum: auftrag.heute,
      FaelligAm: faelligAm,
      // Filled below once the id is known; the reference must name the invoice uniquely.
      Zahlungsreferenz: '',
      LaufzeitVon: auftrag.laufzeitVon,
      LaufzeitBis: auftrag.laufzeitBis,
      Emailadresse: emailadresse,
      ErstelltAm: auftrag.jetztIso,
    })
    .returning('RechnungId')
    .executeTakeFirstOrThrow();
  const zahlungsreferenz = zahlungsreferenzFuer(auftrag.vereinId, eingefuegt.RechnungId);
  await trx
    .updateTable('rechnung')
    .set({ Zahlungsreferenz: zahlungsreferenz })
    .where('VereinId', '=', auftrag.vereinId)
    .where('RechnungId', '=', eingefuegt.RechnungId)
    .execute();

  return {
    rechnungId: eingefuegt.RechnungId,
    vereinId: auftrag.vereinId,
    emailadresse,
    vereinsName: verein.VereinsName,
    artikelBezeichnung: artikel.ArtikelBezeichnung,
    anzahl: anzahlBerechnet,
    einzelpreisCents: artikel.BruttoPreisCents,
    totalCents,
    mwstCents,
    mwstProzent: artikel.MwstProzentHundertstel / 100,
    waehrung: artikel.WaehrungISOCode,
    laufzeitVon: auftrag.laufzeitVon,
    laufzeitBis: auftrag.laufzeitBis,
    zahlungsreferenz,
    rechnungsdatum: auftrag.heute,
    faelligAm,
    mehrwertsteuerBezeichnung: artikel.MehrwertsteuerBezeichnung,
    art: auftrag.art,
  };
}

/** "VP-<club>-<invoice>" plus a mod-10 check digit, so a typo in a bank transfer is noticed. */
export function zahlungsreferenzFuer(vereinId: number, rechnungId: number): string {
  const ziffern = `${vereinId}${String(rechnungId).padStart(6, '0')}`;
  return `VP-${vereinId}-${String(rechnungId).padStart(6, '0')}-${pruefziffer(ziffern)}`;
}

// Luhn check digit: catches every single-digit error and most swaps of neighbours.
function pruefziffer(ziffern: string): number {
  let summe = 0;
  for (let i = 0; i < ziffern.length; i++) {
    let d = Number(ziffern[ziffern.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    summe += d;
  }
  return (10 - (summe % 10)) % 10;
}
