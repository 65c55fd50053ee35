/**
 * Fee invoices written straight into the tables, as a fee run leaves them (services/beitraege/): the club's
 * account, a run, and one invoice per call with its QRR or RF reference. For tests of what reads them.
 */
import { istQrIban, referenzFuerRechnung, type Mitglied } from '@vereinsportal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { neuesMitglied } from './fixtures.js';
import type { TestVerein } from './test-server.js';

/** A QR-IBAN (QRR references) and an ordinary IBAN (RF references), both valid. */
export const QR_IBAN = 'CH4431999123000889012';
export const IBAN = 'CH9300762011623852957';

/** The club's account as the settings take it (updateBeitragsEinstellungen's Konto). */
export const KONTO = {
  Iban: QR_IBAN,
  Kontoinhaber: 'Turnverein Musterdorf',
  Strasse: 'Vereinsweg',
  Hausnummer: '7',
  Postleitzahl: '8000',
  Ort: 'Zürich',
  Land: 'CH',
  Uid: null,
};

export async function beitragsKontoSetzen(db: Kysely<Database>, vereinId: number, iban: string | null = QR_IBAN): Promise<void> {
  const konto = { ...KONTO, Iban: iban };
  await db
    .insertInto('beitrag_einstellung')
    .values({ VereinId: vereinId, ...konto })
    .onConflict((oc) => oc.column('VereinId').doUpdateSet(konto))
    .execute();
}

let lauf = 0;

export interface BeitragsrechnungEingabe {
  vereinId: number;
  mitgliedId: number;
  betragCents: number;
  bezahltCents?: number;
  bezahltAm?: string | null;
  rechnungsdatum?: string;
  faelligAm?: string;
  storniert?: boolean;
  bezeichnung?: string;
  name?: string;
  vorname?: string;
}

/** One invoice in a run of its own; its reference fits the club's current account. Returns its id. */
export async function beitragsrechnungAnlegen(db: Kysely<Database>, e: BeitragsrechnungEingabe): Promise<{ id: number; referenz: string }> {
  const konto = await db.selectFrom('beitrag_einstellung').select('Iban').where('VereinId', '=', e.vereinId).executeTakeFirst();
  const rechnungsdatum = e.rechnungsdatum ?? '2027-01-15';
  const faelligAm = e.faelligAm ?? '2027-02-28';
  const bezeichnung = e.bezeichnung ?? `Mitgliederbeitrag Test ${++lauf}`;
  const { LaufId } = await db
    .insertInto('beitragslauf')
    .values({
      VereinId: e.vereinId,
      Bezeichnung: bezeichnung,
      Periode: `${bezeichnung.toLowerCase()}#${lauf}-${e.mitgliedId}`,
      Rechnungsdatum: rechnungsdatum,
      FaelligAm: faelligAm,
      ErstelltAm: new Date().toISOString(),
      Von: 'Test',
      Anzahl: 1,
      TotalCents: e.betragCents,
      DruckDateiKey: null,
    })
    .returning('LaufId')
    .executeTakeFirstOrThrow();
  const { BeitragsrechnungId: id } = await db
    .insertInto('beitragsrechnung')
    .values({
      VereinId: e.vereinId,
      LaufId,
      MitgliedId: e.mitgliedId,
      Name: e.name ?? 'Muster',
      Vorname: e.vorname ?? 'Anna',
      Strasse: 'Bahnhofstrasse 1',
      Postleitzahl: '8000',
      Ort: 'Zürich',
      Land: 'CH',
      Email: null,
      Positionen: JSON.stringify([{ Kategorie: 'Aktive', BetragCents: e.betragCents }]),
      BetragCents: e.betragCents,
      Zahlungsreferenz: '',
      ReferenzTyp: 'QRR',
      Rechnungsdatum: rechnungsdatum,
      FaelligAm: faelligAm,
      BezahltCents: e.bezahltCents ?? 0,
      BezahltAm: e.bezahltAm ?? null,
      Storniert: e.storniert ? 1 : 0,
      StornoGrund: e.storniert ? 'Austritt' : null,
      StorniertAm: e.storniert ? rechnungsdatum : null,
    })
    .returning('BeitragsrechnungId')
    .executeTakeFirstOrThrow();
  const ref = referenzFuerRechnung({ qrIban: konto?.Iban ? istQrIban(konto.Iban) : true, kundenNummer: e.mitgliedId, rechnungId: id });
  await db
    .updateTable('beitragsrechnung')
    .set({ Zahlungsreferenz: ref.referenz, ReferenzTyp: ref.typ })
    .where('BeitragsrechnungId', '=', id)
    .execute();
  return { id, referenz: ref.referenz };
}

/** A member of club v created through the API (one without e-mail has no system access); returns its id. */
export async function mitgliedAnlegen(v: TestVerein, daten: Partial<Mitglied> = {}): Promise<number> {
  const m = neuesMitglied(daten);
  if (m.Emailadresse === null) m.HatSystemZugriff = 0;
  return (await v.client.createMitglied({ body: m })).RecordId;
}
